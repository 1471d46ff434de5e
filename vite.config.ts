import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { precompress } from './src/build/precompress.ts'
import { manifest } from './src/build/manifest.ts'

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
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      injectManifest: {
        // Icons are fetched by the browser for the manifest; offline pages need only the shell and brand logos.
        globPatterns: ['**/*.{js,css,html,webmanifest}', 'brand/*.svg'],
        globIgnores: ['**/*.map'],
        rollupFormat: 'iife',
      },
      devOptions: { enabled: process.env.SW_DEV === 'on', type: 'module' },
    }),
    precompress(),
  ],
  build: { target: 'es2022', sourcemap: false, reportCompressedSize: false },
  server: { proxy: { '/api': 'http://localhost:8080', '/v2': 'http://localhost:8080', '/assets': 'http://localhost:8080' } },
})
