import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { docLanguageByCode, INTERFACE_LANGUAGES, type InterfaceLanguage } from '#shared/languages'

/** Interface languages the device asks for (navigator.languages, e.g. 'de-AT' → 'de'), in its order. */
function deviceLanguages(): InterfaceLanguage[] {
  const asked = typeof navigator === 'undefined' ? [] : navigator.languages
  const codes = asked.map((tag) => tag.toLowerCase().split('-')[0]!)
  return INTERFACE_LANGUAGES.filter((code) => codes.includes(code)).sort((a, b) => codes.indexOf(a) - codes.indexOf(b))
}

/**
 * Every interface language, grouped: the current one and those the device asks for first, then all
 * of them by their own name. Typing filters by the language's own name, its name in the current
 * interface language (CLDR via Intl.DisplayNames: "Französisch" finds français) or its code.
 */
export default function InterfaceLanguagePicker({ current }: { current: string }) {
  const { t } = useLingui()
  const [query, setQuery] = useState('')
  const searchId = useId()
  const displayNames = new Intl.DisplayNames([current], { type: 'language' })
  const nameOf = (code: InterfaceLanguage) => docLanguageByCode(code)!.name
  const needle = query.trim().toLocaleLowerCase(current)
  const matches = (code: InterfaceLanguage) =>
    !needle || [nameOf(code), displayNames.of(code) ?? '', code].some((name) => name.toLocaleLowerCase(current).includes(needle))
  const all = [...INTERFACE_LANGUAGES].sort((a, b) => nameOf(a).localeCompare(nameOf(b), current)).filter(matches)
  const suggested = [...new Set([current as InterfaceLanguage, ...deviceLanguages()])].filter(
    (code) => INTERFACE_LANGUAGES.includes(code) && matches(code),
  )
  const group = (label: string, codes: InterfaceLanguage[]) =>
    codes.length > 0 && (
      <section aria-label={label}>
        <h2>{label}</h2>
        <ul>
          {codes.map((il) => (
            <li key={il}>
              <Link
                to="."
                params={(prev: Record<string, string>) => ({ ...prev, il })}
                search={true}
                lang={il}
                hrefLang={il}
                aria-current={il === current ? 'true' : undefined}
              >
                {nameOf(il)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    )
  return (
    <div className="interface-language-picker">
      <label htmlFor={searchId}>{t`Search`}</label>
      <input id={searchId} type="search" value={query} onChange={(e) => setQuery(e.target.value)} autoComplete="off" />
      {group(t`Suggested`, suggested)}
      {group(t`Languages`, all)}
      {all.length === 0 && <p role="status">{t`No results found`}</p>}
    </div>
  )
}
