import { Trans } from '@lingui/react/macro'
import { isInstalled, isIos, promptInstall } from '#lib/install-offer.ts'
import { installPromptAtom } from '#lib/install-prompt.ts'
import { uiStore, useAtomValue } from '#lib/store.ts'

/**
 * Install: the browser's own offer where it has one, else how to do it by hand (iOS Safari has no
 * offer). `offerOnly`: only the browser's offer (the dossier home, after a save), no instructions.
 */
export function InstallHelp({ offerOnly = false }: { offerOnly?: boolean }) {
  const prompt = useAtomValue(installPromptAtom, { store: uiStore })
  if (isInstalled() || (offerOnly && !prompt)) return null
  return (
    <section className="offline-card">
      <h2 className="offline-card__title">
        <Trans>Install the app</Trans>
      </h2>
      {prompt ? (
        <>
          <p>
            <Trans>Installed, the portal opens from your home screen like an app, with your saved dossiers.</Trans>
          </p>
          <button type="button" className="button" onClick={() => void promptInstall()}>
            <Trans>Install</Trans>
          </button>
        </>
      ) : isIos() ? (
        <p>
          <Trans>
            On iPhone and iPad: open this page in Safari, tap Share, then Add to Home Screen. Scan QR codes with the app's Scan button: the
            camera app opens codes in Safari, which does not share its saved dossiers with the installed app.
          </Trans>
        </p>
      ) : (
        <p>
          <Trans>
            Use your browser's menu to install this site or add it to the home screen (for example Install app, or Add to Home Screen). In
            Safari on iPhone and iPad: Share, then Add to Home Screen.
          </Trans>
        </p>
      )}
    </section>
  )
}
