import { appUrl } from '#lib/brand.ts'
import { headerToolsAtom } from '#lib/header-tools.ts'
import { headerAccountAtom } from '#lib/session.ts'
import { uiStore, useAtomValue } from '#lib/store.ts'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState, type ReactNode } from 'react'
import './header.css'

/** The header counts as scrolled past 330 px: it then gains a shadow. */
export const HEADER_SCROLLED_AT_PX = 330

interface HeaderProps {
  /** Shown only to signed-in users: the back link to the product list. */
  backLink?: ReactNode
  share?: ReactNode
}

export function Header({ backLink, share }: HeaderProps) {
  const { t } = useLingui()
  // Filled in by the auth feature after the first paint: the back link and the account menu when signed in.
  const account = useAtomValue(headerAccountAtom, { store: uiStore })
  // Saved sheets and the scanner, from the app shell: on every page, and offline too.
  const Tools = useAtomValue(headerToolsAtom, { store: uiStore })
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > HEADER_SCROLLED_AT_PX)
    // Read at the next frame, not now: reading the scroll position while the page is being built
    // forces its layout before the first paint (the offline cold open of a saved dossier has a budget of 200 ms).
    const frame = requestAnimationFrame(onScroll)
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', onScroll)
    }
  }, [])
  return (
    <header className={`app-header${scrolled ? ' app-header--scrolled' : ''}`} aria-label={t`Page header`}>
      <div className="app-header__start">{backLink ?? (account && <account.Start />)}</div>
      <p className="app-header__title">
        <Trans>Product dossier</Trans>
      </p>
      <div className="app-header__end">
        {Tools && <Tools />}
        {account && <account.End />}
        {share}
      </div>
    </header>
  )
}

export function Footer({ logo, brandName, children }: { logo: string; brandName: string; children?: ReactNode }) {
  return (
    <footer className="app-footer">
      {children}
      <img src={appUrl(logo)} alt={brandName} width="150" height="36" />
    </footer>
  )
}
