import { i18n } from '@lingui/core'
import { cleanup } from '@testing-library/react'
import { afterEach, beforeAll } from 'vitest'
import { messages } from '#locales/en/messages.po'

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages })
})
afterEach(() => cleanup())
