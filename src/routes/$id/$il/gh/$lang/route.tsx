import { createFileRoute, Outlet } from '@tanstack/react-router'
import { guardDocTab } from '#features/dossier/guard.ts'

/** The SDS and its save/share sub-pages share one guard. */
export const Route = createFileRoute('/$id/$il/gh/$lang')({
  beforeLoad: ({ context, params, location, preload }) => guardDocTab(context.queryClient, params, 'gh', location.href, preload),
  component: Outlet,
})
