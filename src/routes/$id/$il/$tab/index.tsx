import { createFileRoute, redirect } from '@tanstack/react-router'

export const Route = createFileRoute('/$id/$il/$tab/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/$id/$il/pd/$lang', params: { id: params.id, il: params.il, lang: '1' }, replace: true })
  },
})
