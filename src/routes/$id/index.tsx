import { createFileRoute, redirect } from '@tanstack/react-router'

/** An incomplete dossier address goes to the dossier home (spec § 2). */
export const Route = createFileRoute('/$id/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/$id/$il/pd/$lang', params: { id: params.id, il: 'en', lang: '1' }, replace: true })
  },
})
