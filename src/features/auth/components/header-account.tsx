import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate, useRouterState } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { notify } from '#components/toast-store.ts'
import { sessionAtom } from '#lib/session.ts'
import { uiStore, useAtomValue } from '#lib/store.ts'
import { signOut } from '../session.ts'
import './header-account.css'

function useSignedInUser() {
  const session = useAtomValue(sessionAtom, { store: uiStore })
  return session.status === 'signedIn' ? session.user : undefined
}

/** The header's back link to the product list (signed-in only). */
export function HeaderAccountStart() {
  const user = useSignedInUser()
  const onList = useRouterState({ select: (s) => s.location.pathname === '/products' })
  if (!user || onList) return null
  return (
    <Link to="/products" className="app-header__back">
      <span aria-hidden="true">←</span> <Trans>Product list</Trans>
    </Link>
  )
}

/** Who is signed in, and sign-out. */
export function HeaderAccountEnd() {
  const user = useSignedInUser()
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const panelId = useId()
  const ref = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      buttonRef.current?.focus()
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  if (!user) return null
  const name = user.name

  const onSignOut = async () => {
    setBusy(true)
    try {
      await signOut(queryClient)
      notify({ type: 'info', text: t`You have signed out.`, delay: 3000 })
      // The signed-in pages have nothing to show any more; a public dossier stays where it is.
      if (window.location.pathname.startsWith(`${import.meta.env.BASE_URL}products`)) await navigate({ to: '/signin' })
    } catch {
      notify({ type: 'error', text: t`Signing out failed. Please try again.`, delay: 5000 })
    } finally {
      setBusy(false)
      setOpen(false)
    }
  }

  return (
    <div className="account-menu" ref={ref}>
      <button
        ref={buttonRef}
        type="button"
        className="icon-button account-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t`Account: ${name}`}
        onClick={() => setOpen((o) => !o)}
      >
        <span aria-hidden="true" className="account-menu__initial">
          {user.name.slice(0, 1).toUpperCase()}
        </span>
      </button>
      {open && (
        <div className="account-menu__panel" id={panelId}>
          <p className="account-menu__who">
            <strong>{user.name}</strong>
            <br />
            {user.email}
          </p>
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => void onSignOut()}>
            <Trans>Sign out</Trans>
          </button>
        </div>
      )}
    </div>
  )
}
