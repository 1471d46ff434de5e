import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { render, type RenderOptions } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'

/** Renders a component as the app does: inside the Lingui provider (English catalog, see tests/setup/app.ts). */
export function renderUi(ui: ReactElement, options?: RenderOptions) {
  return render(ui, { wrapper: ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>, ...options })
}
