/**
 * Page title, Open Graph title, canonical address and robots rules of the current page.
 * React 19 hoists these elements into <head> and removes them when the page unmounts.
 */
export function DocumentHead({
  title,
  ogTitle,
  canonical,
  noindex = false,
}: {
  title: string
  ogTitle?: string
  canonical?: string
  noindex?: boolean
}) {
  return (
    <>
      <title>{title}</title>
      {ogTitle && <meta property="og:title" content={ogTitle} />}
      {canonical && <link rel="canonical" href={canonical} />}
      {noindex && <meta name="robots" content="noindex, nofollow" />}
    </>
  )
}
