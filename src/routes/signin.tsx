import { createFileRoute, useSearch } from '@tanstack/react-router'
import { activateLocale, rememberedLocale } from '#app/i18n.ts'
import { SignInPage } from '#features/auth/components/sign-in-page.tsx'

/** ?redirect=: where to go after signing in (an address inside the app). */
function parseSearch(search: Record<string, unknown>): { redirect?: string } {
  return typeof search.redirect === 'string' ? { redirect: search.redirect } : {}
}

export const Route = createFileRoute('/signin')({
  validateSearch: parseSearch,
  beforeLoad: () => activateLocale(rememberedLocale()),
  component: function SignInRoute() {
    return <SignInPage redirect={useSearch({ from: '/signin' }).redirect} />
  },
})
