import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { DOC_LANGUAGES } from '#shared/languages'
import { saveLanguages, setSaveLanguages } from '../save-languages.ts'

/**
 * On the saved sheets page: the document languages saved beside the one a dossier is opened in.
 * Saving needs the server, so this loads online only. A language added here is also fetched for
 * the dossiers saved before, at their next check (started at once).
 */
export function SaveLanguagesSetting() {
  const { t } = useLingui()
  const headingId = useId()
  const [chosen, setChosen] = useState(saveLanguages)
  const toggle = (id: number, on: boolean) => {
    const next = on ? [...chosen, id] : chosen.filter((x) => x !== id)
    setChosen(next)
    try {
      setSaveLanguages(next)
    } catch {
      return // Not kept (private mode): nothing to check again.
    }
    if (on) void import('../library.ts').then((library) => library.revalidateAll(true)).catch(() => undefined)
  }
  return (
    <section className="offline-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="offline-card__title">
        <Trans>Languages to save</Trans>
      </h2>
      <p>
        <Trans>
          A dossier is saved in the language you open it in, and in the languages chosen here when the product has a sheet in them.
        </Trans>
      </p>
      <fieldset className="offline-card__languages">
        <legend>{t`Also save`}</legend>
        {DOC_LANGUAGES.map(({ id, code, name }) => (
          <label key={id} className="offline-card__language">
            <input type="checkbox" checked={chosen.includes(id)} onChange={(event) => toggle(id, event.target.checked)} />
            <span lang={code}>{name}</span>
          </label>
        ))}
      </fieldset>
    </section>
  )
}
