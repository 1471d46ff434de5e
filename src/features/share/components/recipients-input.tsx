import { Trans, useLingui } from '@lingui/react/macro'
import { useId, type KeyboardEvent } from 'react'
import { isBasicEmail, MAX_RECIPIENTS } from '#shared/share'
import { addRecipients, type RecipientsError } from '../share-form.ts'

interface RecipientsInputProps {
  recipients: string[]
  draft: string
  onChange: (recipients: string[], draft: string) => void
  onBlur: () => void
  /** Shown once the field was left, or at once for invalid addresses. */
  error?: RecipientsError
  invalid: string[]
}

/**
 * The recipients chip input: addresses separated by commas or whitespace become chips
 * as they are typed, the rest on blur or Enter; Backspace in the empty box removes the last chip.
 */
export function RecipientsInput({ recipients, draft, onChange, onBlur, error, invalid }: RecipientsInputProps) {
  const { t } = useLingui()
  const id = useId()
  const commit = () => onChange(addRecipients(recipients, draft), '')

  const onType = (text: string) => {
    // Everything before the last separator is complete; what follows is still being typed.
    const match = /^(.*[\s,;])([^\s,;]*)$/s.exec(text)
    if (match) onChange(addRecipients(recipients, match[1]!), match[2]!)
    else onChange(recipients, text)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault()
      commit()
    } else if (event.key === 'Backspace' && draft === '' && recipients.length > 0) {
      onChange(recipients.slice(0, -1), '')
    }
  }

  const list = invalid.join(', ')
  const messages: Record<RecipientsError, string> = {
    required: t`This field is required.`,
    invalid: t`Invalid e-mails: ${list}`,
    tooMany: t`Enter at most ${MAX_RECIPIENTS} recipients.`,
  }

  return (
    <div className="field recipients">
      <label htmlFor={`${id}-input`}>
        <Trans>Recipients</Trans>
      </label>
      <div className={`recipients__box${error ? ' recipients__box--invalid' : ''}`}>
        {recipients.length > 0 && (
          <ul className="recipients__chips" aria-label={t`Added recipients`}>
            {recipients.map((address) => {
              const bad = !isBasicEmail(address)
              return (
                <li key={address} className={`recipients__chip${bad ? ' recipients__chip--invalid' : ''}`}>
                  <span>{address}</span>
                  {bad && <span className="visually-hidden">{t`(invalid)`}</span>}
                  <button
                    type="button"
                    className="recipients__remove"
                    aria-label={t`Remove ${address}`}
                    onClick={() =>
                      onChange(
                        recipients.filter((r) => r !== address),
                        draft,
                      )
                    }
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              )
            })}
          </ul>
        )}
        <input
          id={`${id}-input`}
          className="recipients__input"
          type="text"
          inputMode="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={draft}
          aria-invalid={error !== undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(e) => onType(e.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            commit()
            onBlur()
          }}
        />
      </div>
      <p className="field__hint" id={`${id}-hint`}>
        {t`Separate addresses with commas or spaces; up to ${MAX_RECIPIENTS}.`}
      </p>
      {error && (
        <p className="field__error" id={`${id}-error`} role="alert">
          {messages[error]}
        </p>
      )}
    </div>
  )
}
