import { Fragment, type ReactNode } from 'react'

/**
 * CLP statement texts join alternatives with a slash and no space ("gloves/protective clothing/eye
 * protection"): a <wbr> after each slash lets a phone wrap the line there instead of pushing the page
 * sideways. Nothing visible changes, and copied text stays the same.
 */
export function wrappable(text: string): ReactNode {
  const parts = text.split('/')
  return parts.map((part, i) => (
    <Fragment key={i}>
      {part}
      {i < parts.length - 1 && (
        <>
          /<wbr />
        </>
      )}
    </Fragment>
  ))
}
