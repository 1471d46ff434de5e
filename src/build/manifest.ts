import type { ManifestOptions } from 'vite-plugin-pwa'

/** The web app manifest: installable from any dossier page, scoped to /p/. */
export const manifest: Partial<ManifestOptions> = {
  name: 'Dossier: safety data sheets',
  short_name: 'Dossier',
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
