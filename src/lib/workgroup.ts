import { STORAGE } from '#shared/storage-keys'
import { atom, uiStore } from './store.ts'

/* Only signed-in pages and their calls use the workgroup: a file apart from the session state the first screen reads. */

function storedWorkgroup(): number | undefined {
  try {
    const id = Number(sessionStorage.getItem(STORAGE.workgroupId))
    return Number.isInteger(id) && id > 0 ? id : undefined
  } catch {
    return undefined
  }
}

/** The selected workgroup (kept in session storage), sent as the workgroup header. */
export const workgroupAtom = atom<number | undefined>(storedWorkgroup())

export function selectedWorkgroup(): number | undefined {
  return uiStore.get(workgroupAtom)
}

export function selectWorkgroup(id: number | undefined): void {
  uiStore.set(workgroupAtom, id)
  try {
    if (id === undefined) sessionStorage.removeItem(STORAGE.workgroupId)
    else sessionStorage.setItem(STORAGE.workgroupId, String(id))
  } catch {
    // Storage refused (private mode): the choice lasts until the page reloads.
  }
}
