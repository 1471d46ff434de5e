import { useLingui } from '@lingui/react/macro'
import { Banner } from '#components/banner.tsx'

/** Links in the preview open in a new tab, never inside the frame. */
function withBaseTarget(html: string): string {
  return html.replace(/<head>/i, '<head><base target="_blank">')
}

/**
 * The e-mail as it will be sent, faded in. It is rendered in a sandboxed frame (no
 * scripts, no same-origin access): the HTML comes from the server, but it never joins the page.
 */
export function SharePreview({ html, failed }: { html?: string; failed: boolean }) {
  const { t } = useLingui()
  if (failed) return <Banner tone="error">{t`The preview could not be loaded.`}</Banner>
  if (html === undefined) return <p className="share-form__loading">{t`Loading preview…`}</p>
  return (
    <iframe
      className="share-preview"
      title={t`E-mail preview`}
      sandbox="allow-popups allow-popups-to-escape-sandbox"
      srcDoc={withBaseTarget(html)}
    />
  )
}
