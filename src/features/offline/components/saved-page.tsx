import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { Dialog } from '#components/dialog.tsx'
import { DocumentHead } from '#components/document-head.tsx'
import { Footer, Header } from '#components/header.tsx'
import { notify } from '#components/toast-store.ts'
import { brand } from '#lib/brand.ts'
import { formatBytes } from '#lib/format-age.ts'
import { savedQueries } from '#lib/saved-queries.ts'
import { savedStore } from '#lib/saved-store.ts'
import { whenOnline } from '#components/when-online.tsx'
import { SavedItem } from './saved-item.tsx'
import './offline.css'

/**
 * How to install the app: shown from the first online visit of this page on (the service worker
 * keeps it then); installing is what an online visitor does, so its code stays out of the precache.
 */
const InstallHelp = whenOnline(() => import('./install-help.tsx').then((m) => m.InstallHelp))
/** Which languages to save: only saving (online) uses it. */
const SaveLanguagesSetting = whenOnline(() => import('./save-languages-setting.tsx').then((m) => m.SaveLanguagesSetting))

/** /p/saved: the dossiers saved on this device, how current they are, and the storage they take. */
export function SavedPage() {
  const { t, i18n } = useLingui()
  const list = useQuery(savedQueries.list())
  const storage = useQuery(savedQueries.storage()).data
  const [confirming, setConfirming] = useState(false)
  const queryClient = useQueryClient()
  const dossiers = list.data ?? []

  const removeAll = async () => {
    setConfirming(false)
    try {
      await savedStore().removeAll()
      // The list must change at once, not when a storage event arrives later.
      await queryClient.invalidateQueries({ queryKey: savedQueries.all() })
      notify({ type: 'success', text: t`All saved dossiers were removed from this device.`, delay: 4000 })
    } catch {
      notify({ type: 'error', text: t`The saved dossiers could not be removed. Please try again.`, delay: 6000 })
    }
  }

  return (
    <>
      <DocumentHead title={`${t`Saved sheets`} :: ${brand.name}`} />
      <Header />
      <main id="main" className="page saved-page">
        <h1>
          <Trans>Saved sheets</Trans>
        </h1>
        <p>
          <Trans>
            These product dossiers open on this device without a connection. With a connection they are checked and kept current.
          </Trans>
        </p>
        {storage && (
          <p className="saved-page__storage">
            {storage.usage !== undefined && storage.quota !== undefined && (
              <>
                <Trans>
                  Storage used: {formatBytes(storage.usage, i18n.locale)} of {formatBytes(storage.quota, i18n.locale)} available to this
                  site.
                </Trans>{' '}
              </>
            )}
            {storage.persisted ? (
              <Trans>Storage is persistent: the browser keeps it when space runs low.</Trans>
            ) : (
              <Trans>Storage is not persistent: the browser may clear it when space runs low.</Trans>
            )}
          </p>
        )}
        {list.isSuccess && dossiers.length === 0 && (
          <p>
            <Trans>No dossier is saved on this device yet. Open a product's link or scan its QR code with a connection to save it.</Trans>
          </p>
        )}
        {dossiers.length > 0 && (
          <>
            <ul className="saved-list" aria-label={t`Saved dossiers`}>
              {dossiers.map((dossier) => (
                <SavedItem key={dossier.id} dossier={dossier} />
              ))}
            </ul>
            <div className="saved-page__actions">
              <button type="button" className="button button--secondary" onClick={() => setConfirming(true)} aria-haspopup="dialog">
                <Trans>Remove all</Trans>
              </button>
            </div>
          </>
        )}
        <SaveLanguagesSetting />
        <InstallHelp />
        <p>
          <Link to="/">
            <Trans>Back to the start page</Trans>
          </Link>
        </p>
      </main>
      <Footer logo={brand.logo} brandName={brand.name} />
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t`Remove all saved dossiers?`}
        footer={
          <>
            <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
              <Trans>Cancel</Trans>
            </button>
            <button type="button" className="button" onClick={() => void removeAll()}>
              <Trans>Remove all</Trans>
            </button>
          </>
        }
      >
        <p>
          <Trans>They will no longer open on this device without a connection.</Trans>
        </p>
      </Dialog>
    </>
  )
}
