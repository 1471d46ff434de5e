import { createStore } from 'jotai'

/** The jotai store: UI state only (toasts, dialogs). Server state lives in the query cache. */
export const uiStore = createStore()
