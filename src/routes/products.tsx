import { createFileRoute, useSearch } from '@tanstack/react-router'
import { activateLocale, rememberedLocale } from '#app/i18n.ts'
import { ProductListPage, type ProductListSearch } from '#features/products/components/product-list-page.tsx'
import { ShareDialog } from '#features/share/components/share-dialog.tsx'
import { openShareDialog } from '#features/share/share-state.ts'

/** ?q=&page= (both optional: the header's link opens the first page of everything). */
function parseSearch(search: Record<string, unknown>): Partial<ProductListSearch> {
  const page = Number(search.page)
  return {
    q: typeof search.q === 'string' || typeof search.q === 'number' ? String(search.q) : undefined,
    page: Number.isInteger(page) && page > 0 ? page : undefined,
  }
}

/** The signed-in product list; the share dialog opens over it. */
export const Route = createFileRoute('/products')({
  validateSearch: parseSearch,
  beforeLoad: async ({ context, location }) => {
    await activateLocale(rememberedLocale())
    // The auth code loads here, not in the dossier's first download.
    const { requireSignedIn } = await import('#features/auth/auth-start.ts')
    await requireSignedIn(context.queryClient, location.href)
  },
  component: function ProductsRoute() {
    return (
      <>
        <ProductListPage
          search={{ q: '', page: 1, ...stripUndefined(useSearch({ from: '/products' })) }}
          il={rememberedLocale()}
          onShare={(products) => openShareDialog(products.map((p) => ({ id: p.product_id, name: p.name })))}
        />
        <ShareDialog />
      </>
    )
  },
})

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>
}
