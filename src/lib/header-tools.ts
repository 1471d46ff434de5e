import { atom } from './store.ts'
import type { ComponentType } from 'react'

/** Actions every page header shows (saved sheets, scan), provided by the app shell at start. */
export const headerToolsAtom = atom<ComponentType | null>(null)
