import { Trans, useLingui } from '@lingui/react/macro'
import { Navigate, useLocation } from '@tanstack/react-router'
import { useEffect } from 'react'
import { notify } from '#components/toast-store.ts'
import { OfflineScreen } from './offline-screen.tsx'

/** The label edit page of a dossier, with or without the app's base path in front. */
const LABEL_EDIT = /\/([^/]+)\/([^/]+)\/ed\/([^/]+)\/?$/

/**
 * A page whose code only the server can give (vite.config.ts, online-* chunks) opened without it.
 * The label editor asks the server to draw every change: offline it says so and shows the label
 * as saved, with the same options, instead of an error.
 */
export function NeedsConnection() {
  const { t } = useLingui()
  const location = useLocation()
  const edit = LABEL_EDIT.exec(location.pathname)
  useEffect(() => {
    if (edit) notify({ type: 'info', text: t`Editing the label needs a connection. This is the saved label.`, delay: 8000 })
  }, [edit?.[0]]) // eslint-disable-line react-hooks/exhaustive-deps -- once per page
  if (edit) {
    const [, id, il, lang] = edit
    return <Navigate to="/$id/$il/ee/$lang" params={{ id: id!, il: il!, lang: lang! }} search={location.search} replace />
  }
  return (
    <OfflineScreen title={t`This page needs a connection`} heading={t`This page needs a connection`}>
      <p>
        <Trans>You are offline, and this page works only with a connection. The dossiers saved on this device open without one.</Trans>
      </p>
    </OfflineScreen>
  )
}
