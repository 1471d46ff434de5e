import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { interfaceCatalogs } from './src/build/interface-catalogs.ts'

/** Units run beside their modules: the server and shared code in Node, the app in jsdom. */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/cli/**/*.test.ts', 'src/shared/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react(), babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), lingui(), interfaceCatalogs()],
        test: {
          name: 'app',
          environment: 'jsdom',
          include: [
            'src/app/**/*.test.{ts,tsx}',
            'src/features/**/*.test.{ts,tsx}',
            'src/components/**/*.test.{ts,tsx}',
            'src/lib/**/*.test.{ts,tsx}',
            'sw/**/*.test.ts',
          ],
          setupFiles: ['tests/setup/fail-on-console-error.ts', 'tests/setup/app.ts'],
        },
      },
    ],
  },
})
