import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { DossierFrame, shareUrlFor } from '#features/dossier/components/dossier-frame.tsx'
import { SaveShare } from '#features/dossier/components/save-share.tsx'
import { pageProps } from '#features/dossier/page-params.ts'
import { SdsPdfButton } from '#features/sds/components/sds-pdf-button.tsx'

/** gh/download and any other sub-path of the SDS: the save/share screen. */
export const Route = createFileRoute('/$id/$il/gh/$lang/$')({
  component: function SaveShareRoute() {
    const page = pageProps(Route.useParams())
    return (
      <DossierFrame {...page} tab="gh">
        {(product) => (
          <SaveShare
            product={product}
            il={page.il}
            lang={page.lang}
            shareUrl={shareUrlFor(product, page.il, page.lang)}
            download={
              // The current version with its QR code: what the permalink opens.
              <SdsPdfButton
                id={product.basic.id}
                lang={page.lang}
                options={{ version: product.basic.versions[0]?.id, qrCode: true }}
                productText={product.basic.text}
                versionText={product.basic.versions[0]?.text}
                className="button button--secondary"
              >
                <Trans>Download PDF</Trans>
              </SdsPdfButton>
            }
          />
        )}
      </DossierFrame>
    )
  },
})
