import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Banner } from '#components/banner.tsx'
import { Dialog } from '#components/dialog.tsx'
import { Dropdown } from '#components/dropdown.tsx'
import { notify } from '#components/toast-store.ts'
import { workgroupAtom } from '#lib/workgroup.ts'
import { uiStore, useAtomValue } from '#lib/store.ts'
import { docLanguageByCode } from '#shared/languages'
import type { ShareTarget } from '#shared/share'
import { shareQueries } from '../api/queries.ts'
import { previewShare, sendShare, type ShareMessage } from '../api/requests.ts'
import { addRecipients, checkRecipients } from '../share-form.ts'
import { closeShareDialog, shareDialogAtom, type ShareProduct } from '../share-state.ts'
import { RecipientsInput } from './recipients-input.tsx'
import { SharePreview } from './share-preview.tsx'
import '#components/form-field.css'
import './share-dialog.css'

/** The success notice (app.shared_successful) stays 1000 ms. */
const SHARED_NOTICE_MS = 1000

/** The share-products dialog: opens for the selected products, resets on close. */
export function ShareDialog() {
  const { t } = useLingui()
  const { open, products } = useAtomValue(shareDialogAtom, { store: uiStore })
  return (
    <Dialog open={open} title={t`Share products`} onClose={closeShareDialog}>
      {/* Mounted only while open: closing throws the form away (resets on close). */}
      {open && <ShareForm initialProducts={products} />}
    </Dialog>
  )
}

function ShareForm({ initialProducts }: { initialProducts: ShareProduct[] }) {
  const { t, i18n } = useLingui()
  const workgroup = useAtomValue(workgroupAtom, { store: uiStore })
  const [products, setProducts] = useState(initialProducts)
  const [recipients, setRecipients] = useState<string[]>([])
  const [draft, setDraft] = useState('')
  const [touched, setTouched] = useState(false)
  const [target, setTarget] = useState<ShareTarget>('ui')
  const [ui, setUi] = useState<number>()
  const [sds, setSds] = useState<number>()
  const [mode, setMode] = useState<'form' | 'preview'>('form')

  const ids = products.map((p) => p.id)
  const langs = useQuery(shareQueries.langs(ids, workgroup))
  const uiOptions = langs.data?.ui ?? []
  const sdsOptions = langs.data?.sds ?? []
  const noSds = langs.isSuccess && sdsOptions.length === 0

  // Defaults: the interface language for the message; the first SDS language every product has.
  const interfaceLangId = docLanguageByCode(i18n.locale)?.id
  const uiValue = ui ?? uiOptions.find((o) => o.id === interfaceLangId)?.id ?? uiOptions[0]?.id
  const sdsValue = sdsOptions.some((o) => o.id === sds) ? sds : sdsOptions[0]?.id
  const targetValue: ShareTarget = noSds ? 'ui' : target

  const allRecipients = addRecipients(recipients, draft)
  const check = checkRecipients(allRecipients)
  const valid =
    check.error === undefined && langs.isSuccess && uiValue !== undefined && (noSds || sdsValue !== undefined) && products.length > 0
  const shownError = check.error === 'required' && !touched ? undefined : check.error

  const message = (): ShareMessage => ({
    emails: allRecipients,
    target: targetValue,
    ui: uiValue!,
    sds: noSds ? undefined : sdsValue,
    productIds: ids,
  })
  const preview = useMutation({ mutationFn: previewShare })
  const send = useMutation({
    mutationFn: sendShare,
    onSuccess: () => {
      notify({ type: 'success', text: t`The products were shared successfully.`, delay: SHARED_NOTICE_MS })
      closeShareDialog()
    },
    onError: () => notify({ type: 'error', text: t`The e-mail could not be sent. Please try again.`, delay: 5000 }),
  })

  const removeLabel = (name: string) => t`Remove ${name}`
  const togglePreview = () => {
    if (mode === 'preview') {
      setMode('form')
      return
    }
    setMode('preview')
    preview.mutate(message())
  }

  return (
    <div className="share-form">
      {mode === 'form' ? (
        <>
          <RecipientsInput
            recipients={recipients}
            draft={draft}
            invalid={check.invalid}
            error={shownError}
            onChange={(next, text) => {
              setRecipients(next)
              setDraft(text)
            }}
            onBlur={() => setTouched(true)}
          />
          {noSds && (
            <Banner tone="warning">{t`None of the selected products has a valid safety data sheet language in common: the link opens the product overview.`}</Banner>
          )}
          {langs.isPending && <p className="share-form__loading">{t`Loading languages…`}</p>}
          {langs.isError && <Banner tone="error">{t`The languages could not be loaded.`}</Banner>}
          <div className="share-form__settings">
            <Dropdown<ShareTarget>
              label={t`Link opens`}
              options={[
                { value: 'ui', label: t`Product overview` },
                ...(noSds ? [] : [{ value: 'sds' as const, label: t`Safety data sheet` }]),
              ]}
              value={targetValue}
              onChange={setTarget}
              disabled={noSds}
            />
            <Dropdown<number>
              label={t`Message language`}
              options={uiOptions.map((o) => ({ value: o.id, label: o.text }))}
              value={uiValue}
              onChange={setUi}
            />
            <Dropdown<number>
              label={t`Document language`}
              options={sdsOptions.map((o) => ({ value: o.id, label: o.text }))}
              value={sdsValue}
              onChange={setSds}
              disabled={noSds}
              emptyMessage={t`No common safety data sheet language`}
            />
          </div>
          <h3 className="share-form__subtitle" id="share-products-title">
            <Trans>Products</Trans>
          </h3>
          <ol className="share-form__products" aria-labelledby="share-products-title">
            {products.map((product) => (
              <li key={product.id}>
                <span>{product.name}</span>
                {products.length > 1 && (
                  <button
                    type="button"
                    className="icon-button share-form__remove"
                    aria-label={removeLabel(product.name)}
                    onClick={() => setProducts((list) => list.filter((p) => p.id !== product.id))}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                )}
              </li>
            ))}
          </ol>
        </>
      ) : (
        <SharePreview html={preview.data} failed={preview.isError} />
      )}
      <div className="share-form__actions">
        <button type="button" className="button button--secondary" disabled={!valid && mode === 'form'} onClick={togglePreview}>
          {mode === 'preview' ? t`Edit settings` : t`Preview`}
        </button>
        <span className="share-form__spacer" />
        <button type="button" className="button button--secondary" onClick={closeShareDialog}>
          <Trans>Cancel</Trans>
        </button>
        <button type="button" className="button" disabled={!valid || send.isPending} onClick={() => send.mutate(message())}>
          {send.isPending ? t`Sending…` : t`Send`}
        </button>
      </div>
    </div>
  )
}
