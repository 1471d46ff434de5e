import { useLingui } from '@lingui/react/macro'
import { ShareAction } from '#components/share-popover.tsx'
import { TabIcon } from './tab-icon.tsx'

/** The Share tile opens the same share action as the header. */
export function ShareTile({ url, title }: { url: string; title: string }) {
  const { t } = useLingui()
  return (
    <ShareAction url={url} title={title} className="tile">
      <TabIcon name="share" />
      <span className="tile__label">{t`Share`}</span>
    </ShareAction>
  )
}
