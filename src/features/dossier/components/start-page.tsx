import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { DocumentHead } from '#components/document-head.tsx'
import { Footer, Header } from '#components/header.tsx'
import { brand } from '#lib/brand.ts'

/**
 * /p/: what this portal is, for someone who opened it without a product link, and where the
 * installed app opens: `actions` are the scanner and the saved sheets (the route composes them).
 */
export function StartPage({ actions }: { actions?: ReactNode }) {
  const { t } = useLingui()
  return (
    <>
      <DocumentHead title={`${t`Product dossier`} :: ${brand.name}`} />
      <Header />
      <main id="main" className="page">
        <h1>
          <Trans>Product dossiers</Trans>
        </h1>
        <p>
          <Trans>
            Scan the QR code on a product's container, or open its link, to read its safety data sheet, technical data sheet, label and
            safety instructions. Dossiers you have opened also open here without a connection.
          </Trans>
        </p>
        {actions && <div className="start-actions">{actions}</div>}
        <p>
          <Link to="/signin">
            <Trans>Sign in to share products by e-mail</Trans>
          </Link>
        </p>
      </main>
      <Footer logo={brand.logo} brandName={brand.name} />
    </>
  )
}
