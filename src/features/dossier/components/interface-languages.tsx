import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '../../../shared/languages.ts'

const NAMES: Record<InterfaceLanguage, string> = { en: 'English', sl: 'Slovenščina', de: 'Deutsch', hr: 'Hrvatski' }

/** Switches the interface language in place: same product, tab, document language, version and comparison. */
export function InterfaceLanguages({ current }: { current: string }) {
  const { t } = useLingui()
  return (
    <nav className="interface-languages" aria-label={t`Interface language`}>
      <ul>
        {INTERFACE_LANGUAGES.map((il) => (
          <li key={il}>
            <Link
              to="."
              params={(prev: Record<string, string>) => ({ ...prev, il })}
              search={true}
              lang={il}
              hrefLang={il}
              aria-current={il === current ? 'true' : undefined}
            >
              {NAMES[il]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
