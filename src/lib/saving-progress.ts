import { atom, uiStore } from './store.ts'

/** Dossiers being saved now, by permalink: documents fetched of how many (features/offline/library.ts sets it). */
export const savingAtom = atom<Readonly<Record<string, { done: number; total: number }>>>({})

export function reportSaving(id: string, progress: { done: number; total: number } | undefined): void {
  uiStore.set(savingAtom, (all) => {
    const { [id]: _previous, ...others } = all
    return progress ? { ...others, [id]: progress } : others
  })
}
