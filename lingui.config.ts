import { defineConfig } from '@lingui/conf'

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'sl', 'de', 'hr', 'fr', 'it', 'es', 'pl', 'cs', 'nl', 'pt', 'hu', 'ro', 'sk'],
  catalogs: [{ path: '<rootDir>/locales/{locale}/messages', include: ['src'], exclude: ['src/server', 'src/cli'] }],
  format: 'po',
})
