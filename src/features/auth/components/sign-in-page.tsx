import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useId, useState, type FormEvent } from 'react'
import { Banner } from '#components/banner.tsx'
import { DocumentHead } from '#components/document-head.tsx'
import { Footer, Header } from '#components/header.tsx'
import { brand } from '#lib/brand.ts'
import { sessionAtom } from '#lib/session.ts'
import { uiStore, useAtomValue } from '#lib/store.ts'
import { AppError, errorInfo, type AppErrorInfo } from '#lib/errors/app-error.ts'
import { ERROR_MESSAGES, errorText } from '#lib/errors/error-messages.ts'
import { isCredentialAnswer } from '../sign-in-errors.ts'
import { signIn } from '../session.ts'
import { startAuth } from '../auth-start.ts'
import '#components/form-field.css'
import './sign-in-page.css'

/** Only addresses inside the app: a crafted ?redirect= must not send the user elsewhere. */
function safeTarget(redirect: string | undefined): string {
  return redirect && /^\/(?!\/)/.test(redirect) && !redirect.includes('\\') ? redirect : '/products'
}

export function SignInPage({ redirect }: { redirect?: string }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const session = useAtomValue(sessionAtom, { store: uiStore })
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [submitted, setSubmitted] = useState(false)
  const [failure, setFailure] = useState<AppErrorInfo | undefined>()
  const [busy, setBusy] = useState(false)
  const id = useId()

  const required = t`This field is required.`
  const usernameMissing = submitted && username.trim() === ''
  const passwordMissing = submitted && password === ''

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    setFailure(undefined)
    if (username.trim() === '' || password === '') return
    setBusy(true)
    try {
      await signIn(queryClient, username.trim(), password)
      await startAuth(queryClient)
      await navigate({ href: safeTarget(redirect) })
    } catch (error) {
      const info = errorInfo(error)
      // The token call answered, but reading the account afterwards failed: still a failed sign-in to the user.
      setFailure(error instanceof AppError ? info : { ...info, type: 'AUTHENTICATION_ERROR' })
      setPassword('')
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <DocumentHead title={`${t`Sign in`} :: ${brand.name}`} />
      <Header />
      <main id="main" className="page sign-in">
        <h1>
          <Trans>Sign in</Trans>
        </h1>
        {session.status === 'signedOut' && session.expired && !failure && (
          <Banner tone="warning">{t`Your session has expired. Please sign in again.`}</Banner>
        )}
        {failure && (
          <Banner tone="error">{isCredentialAnswer(failure) ? i18n._(ERROR_MESSAGES[failure.type]) : errorText(i18n, failure)}</Banner>
        )}
        <form className="sign-in__form" noValidate onSubmit={(e) => void onSubmit(e)}>
          <div className="field">
            <label htmlFor={`${id}-user`}>
              <Trans>Username</Trans>
            </label>
            <input
              id={`${id}-user`}
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              value={username}
              aria-invalid={usernameMissing}
              aria-describedby={usernameMissing ? `${id}-user-error` : undefined}
              onChange={(e) => setUsername(e.target.value)}
            />
            {usernameMissing && (
              <p className="field__error" id={`${id}-user-error`}>
                {required}
              </p>
            )}
          </div>
          <div className="field">
            <label htmlFor={`${id}-password`}>
              <Trans>Password</Trans>
            </label>
            <input
              id={`${id}-password`}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              aria-invalid={passwordMissing}
              aria-describedby={passwordMissing ? `${id}-password-error` : undefined}
              onChange={(e) => setPassword(e.target.value)}
            />
            {passwordMissing && (
              <p className="field__error" id={`${id}-password-error`}>
                {required}
              </p>
            )}
          </div>
          <button type="submit" className="button" disabled={busy}>
            {busy ? t`Signing in…` : t`Sign in`}
          </button>
        </form>
      </main>
      <Footer logo={brand.logo} brandName={brand.name} />
    </>
  )
}
