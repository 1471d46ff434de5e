import { atom, uiStore } from '#lib/store.ts'

export interface ShareProduct {
  id: number
  name: string
}

/** UI state of sharing: the products to share and whether the dialog is open. */
export const shareDialogAtom = atom<{ open: boolean; products: ShareProduct[] }>({ open: false, products: [] })

export function openShareDialog(products: ShareProduct[]): void {
  if (products.length > 0) uiStore.set(shareDialogAtom, { open: true, products })
}

export function closeShareDialog(): void {
  uiStore.set(shareDialogAtom, { open: false, products: [] })
}
