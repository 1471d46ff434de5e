import { createFileRoute, redirect } from '@tanstack/react-router'
import { noticeAfterRedirect } from '#features/dossier/redirect-notice.ts'
import { isTabCode } from '#shared/tabs'

/** An address without its document language goes to the dossier home; an unknown tab code says so. */
export const Route = createFileRoute('/$id/$il/$tab/')({
  beforeLoad: ({ params, preload }) => {
    if (!isTabCode(params.tab)) noticeAfterRedirect({ kind: 'page', asked: params.tab }, preload)
    throw redirect({ to: '/$id/$il/pd/$lang', params: { id: params.id, il: params.il, lang: '1' }, replace: true })
  },
})
