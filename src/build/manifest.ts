import type { ManifestOptions } from 'vite-plugin-pwa'
import { appName, BASE_EDITION, BRANDS } from '#shared/brands'

/** The build names the app as the main edition's brand; the server answers each edition's own name. */
const brand = BRANDS[BASE_EDITION].name

/** The web app manifest: installable from any dossier page, scoped to /p/. */
export const manifest: Partial<ManifestOptions> = {
  name: appName(brand),
  short_name: brand,
  description: 'Safety data sheets, technical data sheets, labels and safety instructions of chemical products, also offline.',
  id: '/p/',
  start_url: '/p/',
  scope: '/p/',
  display: 'standalone',
  orientation: 'any',
  background_color: '#ffffff',
  theme_color: '#0b5d3b',
  lang: 'en',
  icons: [
    { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
}
