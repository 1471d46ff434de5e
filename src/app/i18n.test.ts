import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { activateLocale } from './i18n.ts'

describe('activateLocale', () => {
  it('shows the language asked for last, whichever catalog arrives last', async () => {
    await activateLocale('en')
    // Slovak is asked first (a link the pointer crossed, say) and its catalog still loads when English
    // is asked again: the late Slovak catalog must not replace it.
    await Promise.all([activateLocale('sk'), activateLocale('en')])
    expect(i18n.locale).toBe('en')

    await Promise.all([activateLocale('sk'), activateLocale('de')])
    expect(i18n.locale).toBe('de')
    expect(document.documentElement.lang).toBe('de')
    // Each catalog is compiled from its .po file on first import here, which on a loaded machine takes
    // seconds; the race itself is decided by the order the promises settle, not by time.
  }, 30_000)
})
