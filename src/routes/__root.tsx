import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import type { RouterContext } from '#app/router-context.ts'
import { GlobalLoading } from '#components/global-loading.tsx'
import { Toasts } from '#components/toasts.tsx'
import { RedirectNotices } from '#features/dossier/components/redirect-notices.tsx'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <>
      <GlobalLoading />
      <Outlet />
      <Toasts />
      <RedirectNotices />
    </>
  ),
})
