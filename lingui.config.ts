import { defineConfig } from '@lingui/conf'

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'sl', 'de', 'hr'],
  catalogs: [{ path: '<rootDir>/locales/{locale}/messages', include: ['src'], exclude: ['src/server', 'src/cli'] }],
  format: 'po',
})
