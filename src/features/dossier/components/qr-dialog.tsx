import { Trans, useLingui } from '@lingui/react/macro'
import { Dialog } from '#components/dialog.tsx'
import type { ProductDetail } from '#shared/api/product-detail'

/** 'Scan product QR code': the permalink as a QR image, to open the dossier on another phone. */
export function QrDialog({ open, onClose, product }: { open: boolean; onClose: () => void; product: ProductDetail }) {
  const { t } = useLingui()
  return (
    <Dialog open={open} onClose={onClose} title={t`Scan product QR code`}>
      <figure className="qr-figure">
        <img src={product.basic.qr} alt={t`QR code of the permalink of ${product.basic.text}`} width="240" height="240" />
        <figcaption>
          <Trans>Scan this code with a phone camera to open this product dossier.</Trans>
        </figcaption>
      </figure>
    </Dialog>
  )
}
