import { createFileRoute, redirect } from '@tanstack/react-router'
import { noticeAfterRedirect } from '#features/dossier/redirect-notice.ts'

/** Only the known tab codes have routes; any other code goes to the dossier home. */
export const Route = createFileRoute('/$id/$il/$tab/$lang')({
  beforeLoad: ({ params, preload }) => {
    noticeAfterRedirect({ kind: 'page', asked: params.tab }, preload)
    throw redirect({ to: '/$id/$il/pd/$lang', params: { id: params.id, il: params.il, lang: '1' }, replace: true })
  },
})
