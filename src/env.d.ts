/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}

/** Each interface language other than English, and how to load its catalog (build/interface-catalogs.ts). */
declare module 'virtual:interface-catalogs' {
  import type { Messages } from '@lingui/core'
  const catalogs: Record<string, () => Promise<{ messages: Messages }>>
  export default catalogs
}
