import { createFileRoute, redirect } from '@tanstack/react-router'

export const Route = createFileRoute('/$id/$il/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/$id/$il/pd/$lang', params: { ...params, lang: '1' }, replace: true })
  },
})
