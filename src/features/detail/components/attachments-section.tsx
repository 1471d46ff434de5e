import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { notify } from '#components/toast-store.ts'
import { errorInfo } from '#lib/errors/app-error.ts'
import { errorText } from '#lib/errors/error-messages.ts'
import type { Attachment, ProductDetail } from '#shared/api/product-detail'
import { docLanguageByCode } from '#shared/languages'
import { openAttachment } from '../api/attachments.ts'
import { formatKb } from './format.ts'
import { Section, TableScroll } from './section.tsx'

/** Attachments table: file name, category, language, status, size in KB, added, and the actions. */
export function AttachmentsSection({ product, il, lang }: { product: ProductDetail; il: string; lang: number }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const attachments = Object.values(product.attachments.data)
  if (attachments.length === 0) return null

  const categories: Record<string, string> = {
    sds: t`Safety data sheet`,
    tds: t`Technical data sheet`,
    certificate: t`Certificate`,
    brochure: t`Brochure`,
    instructions: t`Instructions`,
    other: t`Other`,
  }
  const statuses: Record<string, string> = { valid: t`Valid`, archived: t`Archived` }

  const open = async (a: Attachment, mode: 'preview' | 'download') => {
    try {
      await openAttachment(a.link, a.description, mode)
    } catch (error) {
      const info = errorInfo(error)
      if (info.type === 'RESOURCE_UNAUTHORIZED') {
        await navigate({ to: '/fileerror', search: { id: product.basic.id, il, lang: String(lang) } })
        return
      }
      notify({ type: 'error', text: `${t`The file could not be loaded.`} ${errorText(i18n, info)}`, delay: 5000 })
    }
  }

  return (
    <Section title={t`Attachments`}>
      <TableScroll>
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{t`File name`}</th>
              <th scope="col">{t`Category`}</th>
              <th scope="col">{t`Language`}</th>
              <th scope="col">{t`Status`}</th>
              <th scope="col" className="num">
                {t`Size (KB)`}
              </th>
              <th scope="col">{t`Added`}</th>
              <th scope="col">{t`Actions`}</th>
            </tr>
          </thead>
          <tbody>
            {attachments.map((a) => (
              <tr key={a.id}>
                <th scope="row">{a.description}</th>
                <td>{categories[a.category] ?? a.category}</td>
                <td>{docLanguageByCode(a.lang_code)?.name ?? a.lang_code}</td>
                <td>{statuses[a.status] ?? a.status}</td>
                <td className="num">{formatKb(i18n.locale, a.size)}</td>
                <td>{i18n.date(a.created)}</td>
                <td className="actions">
                  <button type="button" className="link-button" onClick={() => void open(a, 'preview')}>
                    {t`Preview`}
                    <span className="visually-hidden"> {a.description}</span>
                  </button>
                  <button type="button" className="link-button" onClick={() => void open(a, 'download')}>
                    {t`Download`}
                    <span className="visually-hidden"> {a.description}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </Section>
  )
}
