import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { interfaceCatalogs, OTHER_CATALOG, RESOLVED_CATALOGS_MODULE } from './src/build/interface-catalogs.ts'
import { precompress } from './src/build/precompress.ts'
import { manifest } from './src/build/manifest.ts'

/**
 * Signed-in screens (sign-in, product list, share dialog) need the server anyway: their chunks are
 * named account-* and left out of the precache, so the offline install stays within its budget.
 */
const ACCOUNT_CODE =
  /[\\/]src[\\/](features[\\/](auth|products|share)[\\/]|routes[\\/](products|signin)\.tsx|shared[\\/]api[\\/]account\.ts)/
const accountChunks = new Set<string>()
function accountChunk(chunk: { name: string; moduleIds: readonly string[]; facadeModuleId: string | null }): boolean {
  const own = chunk.moduleIds.filter((id) => !id.includes('node_modules'))
  // An empty chunk that only re-exports an account module counts as that module's.
  const account = own.length > 0 ? own.every((id) => ACCOUNT_CODE.test(id)) : ACCOUNT_CODE.test(chunk.facadeModuleId ?? '')
  if (account) accountChunks.add(chunk.name)
  return account
}

/**
 * What cannot work offline anyway stays out of the precache as online-* chunks:
 * the label edit page (the server draws every label; its chunk holds only what that page alone
 * uses), the HTTP client and the response parser (ky, zod and the API schemas: offline a plain GET
 * stands in, lib/api-loader.ts, and saved copies need no parsing), the saving and revalidating
 * code, the error pages only a server's answer leads to (dossier removed, SDS not valid, file
 * refused; the error catalogue itself is precached, as toasts of offline failures name it), workbox-window (registering and updating the worker needs the server),
 * and the parts of pages that only the server can serve (components/when-online.tsx): the label
 * downloads and their fetching, the label size a refused label suggests, the attachments table, the version comparison of the detail page, the SDS page's list of changes (the sheet's section 16 has it offline), the configuration error, the save form
 * (a device that saved a dossier loaded it then, and keeps it).
 * So are the install offer (it follows a save), the workgroup choice and the share form's rules
 * (signed-in calls only), each in a file apart from what the first screen reads.
 * Also left out, as later-* chunks: the QR decoder (jsQR, 130 KB, only for browsers without
 * BarcodeDetector), the interface catalogs other than English (a device reads in one language), the
 * interface language picker (switching needs another catalog, which is not precached either), the
 * scanner (offline it opens saved dossiers only: saving one loads it, and a device with none is shown
 * the saved sheets page instead), and
 * the label options' rules (shared/label-params.ts, with label-dimensions.ts): saving a dossier computes its label address with
 * them, so a device that saved one has them, and only the label page of a saved dossier needs them offline.
 * The label preview page itself (its page component, the preview, the warnings, the label choices) is
 * a later-* chunk too: only a saved dossier's label needs it offline, and saving a dossier (and every
 * revalidation of saved ones) loads it (features/offline/library.ts), so the worker keeps it.
 * The service worker keeps these files when they first load (sw/assets-cache.ts), the app fetches
 * once more what it loaded before the worker took control, and saving a dossier loads the decoder
 * where it will be needed; English is the fallback of a catalog that cannot load.
 */
/** The files index.html itself loads: the entry chunk (app-*), its stylesheet and the bundler's runtime. */
const LOADED_BY_INDEX_HTML = /(^|\/)assets\/(app|rolldown-runtime)-[\w-]+\.(js|css)$/
const LABEL_EDIT_PAGE = /[\\/]routes[\\/]\$id[\\/]\$il[\\/]ed[\\/].*(tsr-split|-components)/
const ONLINE_ONLY =
  /[\\/](shared[\\/]api[\\/](product-detail|sds-render)\.ts|lib[\\/]api-client\.ts|features[\\/]offline[\\/](library|sync|documents|fetch-document|queue|start)\.ts|app[\\/](offline-start|sw-registration)\.ts|routes[\\/](dossiererror|sdserror|fileerror)\.tsx|features[\\/]errors[\\/]components[\\/]((dossier|sds|file)-error|error-reference)\.tsx|features[\\/]detail[\\/](components[\\/](compare-controls|attachments-section|word-changes)\.tsx|api[\\/]attachments\.ts)|shared[\\/](protective-equipment|diff)\.ts|features[\\/]label[\\/](components[\\/]label-downloads\.(tsx|css)|api[\\/]session\.ts)|features[\\/]sds[\\/]components[\\/]version-changes\.(tsx|css)|features[\\/]config[\\/]components[\\/]config-error-notice\.tsx|features[\\/]dossier[\\/]components[\\/](saving-status|updated-notice)\.(tsx|css)|components[\\/]updated-line\.tsx|lib[\\/]saving-progress\.ts|features[\\/]label[\\/]api[\\/]label-(refusal|files)\.ts|features[\\/]offline[\\/](components[\\/](save-offline|install-help|save-languages-setting)\.tsx|save-languages\.ts)|lib[\\/](install-offer|workgroup)\.ts|shared[\\/](share|xsrf)\.ts|lib[\\/]errors[\\/]error-types\.ts|components[\\/](share-popover-panel\.tsx|share-targets\.ts|share-popover\.css|edit-modal-fields\.(tsx|css))|node_modules[\\/](zod|ky|workbox-window)[\\/])/
const LATER =
  /[\\/](node_modules[\\/]jsqr[\\/]|features[\\/]dossier[\\/]components[\\/]interface-language-picker\.tsx|features[\\/]scan[\\/](code-lookup|decoder|permalink-url|recent-scans)\.ts|features[\\/]scan[\\/]components[\\/](scan-dialog|manual-entry|code-lookup)\.tsx|features[\\/]scan[\\/]components[\\/]scan\.css|features[\\/]dossier[\\/]notice-text\.ts|app[\\/]other-catalogs\.ts|shared[\\/]label-(params|dimensions)\.ts|routes[\\/]\$id[\\/]\$il[\\/]ee[\\/]-components[\\/]|shared[\\/]label-warnings\.ts|features[\\/]label[\\/](label-choices\.ts|api[\\/]requests\.ts|components[\\/](label-preview\.tsx|label-warnings\.tsx|use-label-preview\.ts|ui-texts\.ts|label\.css)))/
/** Stylesheets of online-only chunks, by source path: their CSS files are named online-* too. */
const onlineStyles = new Set<string>()
/**
 * Names of online-only chunks: a stylesheet extracted from one is named after its chunk. A name that
 * other chunks share (every route file of a `$lang` segment is '_lang') says nothing and is not used.
 */
const onlineChunkNames = new Set<string>()
const otherChunkNames = new Set<string>()
function onlineChunk(chunk: { name: string; moduleIds: readonly string[] }): boolean {
  const ids = chunk.moduleIds
  const online = ids.some((id) => LABEL_EDIT_PAGE.test(id)) || (ids.length > 0 && ids.every((id) => ONLINE_ONLY.test(id)))
  if (online) {
    onlineChunkNames.add(chunk.name)
    for (const id of ids) if (id.endsWith('.css')) onlineStyles.add(id.replace(/\\/g, '/'))
  } else otherChunkNames.add(chunk.name)
  return online
}
const onlyOnlineName = (name: string) => onlineChunkNames.has(name) && !otherChunkNames.has(name)
/** Names of later-* chunks, and of the other chunks: a stylesheet of a later chunk is later-* too (kept once it loads). */
const laterChunkNames = new Set<string>()
const notLaterNames = new Set<string>()
function laterChunk(chunk: { name: string; moduleIds: readonly string[] }): boolean {
  const later =
    chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => LATER.test(id) || OTHER_CATALOG.test(id) || id === RESOLVED_CATALOGS_MODULE)
  ;(later ? laterChunkNames : notLaterNames).add(chunk.name)
  return later
}
const onlyLaterName = (name: string) => laterChunkNames.has(name) && !notLaterNames.has(name) && !onlineChunkNames.has(name)

export default defineConfig({
  base: '/p/',
  plugins: [
    // The router plugin must run before react() so route files are split before JSX is compiled.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
      quoteStyle: 'single',
    }),
    react(),
    // plugin-react 6 no longer runs Babel; Lingui's macros need it.
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
    interfaceCatalogs(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      // The browser fetches the PNG icons when it installs; they stay out of the precache.
      includeManifestIcons: false,
      injectManifest: {
        // Icons are fetched by the browser for the manifest. The brand logos are kept when first shown
        // (sw/assets-cache.ts): a device shows only its own edition's. The manifest is added by the
        // plugin itself (a glob for it would precache it twice).
        globPatterns: ['**/*.{js,css,html}'],
        globIgnores: ['**/*.map', '**/account-*', '**/online-*', '**/later-*'],
        rollupFormat: 'iife',
      },
      devOptions: { enabled: process.env.SW_DEV === 'on', type: 'module' },
    }),
    precompress(),
  ],
  resolve: {
    alias: {
      // TanStack Store still asks for the shim that brings useSyncExternalStore to React 17. React 19
      // has it built in, so the plain selector module does the same work without the shim's bytes.
      'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector',
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Browsers without <link rel="modulepreload"> (Safari before 17) still load every module, only
    // without the early fetch: the polyfill's bytes are better spent on the precache budget.
    modulePreload: {
      polyfill: false,
      // index.html loads the entry chunk, its stylesheet and the runtime before any lazy import
      // runs: naming them again in every lazy import's preload list only adds bytes to the
      // precached chunks (about 0.7 KB over the app).
      resolveDependencies: (_file, deps) => deps.filter((dep) => !LOADED_BY_INDEX_HTML.test(dep)),
    },
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically in one chunk: one request and one gzip stream for the
        // first paint, instead of dozens of small shared chunks.
        // The catalogs of the other interface languages are chunks the build emits itself (entries to the
        // bundler, so "initial"): they stay out of it (build/interface-catalogs.ts).
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'], test: (id) => !OTHER_CATALOG.test(id) }] },
        chunkFileNames: (chunk) =>
          accountChunk(chunk)
            ? 'assets/account-[name]-[hash].js'
            : onlineChunk(chunk)
              ? 'assets/online-[name]-[hash].js'
              : laterChunk(chunk)
                ? 'assets/later-[name]-[hash].js'
                : 'assets/[name]-[hash].js',
        // Chunk names are settled before assets are named: a stylesheet of an account chunk follows it.
        assetFileNames: (asset) =>
          asset.names.some((n) => accountChunks.has(n.replace(/\.css$/, ''))) ||
          asset.originalFileNames.some((f) => ACCOUNT_CODE.test(`/${f}`))
            ? 'assets/account-[name]-[hash][extname]'
            : asset.originalFileNames.some((f) => [...onlineStyles].some((id) => id.endsWith(`/${f}`))) ||
                asset.names.some((n) => onlyOnlineName(n.replace(/\.css$/, '')))
              ? 'assets/online-[name]-[hash][extname]'
              : asset.names.some((n) => onlyLaterName(n.replace(/\.css$/, '')))
                ? 'assets/later-[name]-[hash][extname]'
                : 'assets/[name]-[hash][extname]',
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:8080', '/v2': 'http://localhost:8080', '/assets': 'http://localhost:8080' } },
})
