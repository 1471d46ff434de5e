import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useId, useState, type FormEvent } from 'react'
import { Banner } from '#components/banner.tsx'
import { DocumentHead } from '#components/document-head.tsx'
import { Footer, Header } from '#components/header.tsx'
import { brand } from '#lib/brand.ts'
import { sessionAtom } from '#lib/session.ts'
import { workgroupAtom } from '#lib/workgroup.ts'
import { uiStore, useAtomValue } from '#lib/store.ts'
import type { ProductListItem } from '#shared/api/account'
import type { InterfaceLanguage } from '#shared/languages'
import { productListQueries } from '../api/queries.ts'
import { ListPager, MatchCount, pageCount } from './list-paging.tsx'
import { WorkgroupPicker } from './workgroup-picker.tsx'
import './product-list.css'

export const PAGE_SIZE = 20

export interface ProductListSearch {
  q: string
  page: number
}

interface ProductListPageProps {
  search: ProductListSearch
  il: InterfaceLanguage
  /** Opens the share dialog for the chosen products (the route composes the share feature). */
  onShare: (products: ProductListItem[]) => void
}

/** Signed-in users' own product list: search, paging, multi-select, share selected. */
export function ProductListPage({ search, il, onShare }: ProductListPageProps) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const workgroup = useAtomValue(workgroupAtom, { store: uiStore })
  const [draft, setDraft] = useState(search.q)
  const [selected, setSelected] = useState<Map<number, ProductListItem>>(new Map())
  const id = useId()
  const signedIn = useAtomValue(sessionAtom, { store: uiStore }).status === 'signedIn'
  // Never asked once signed out: the page may still be on screen while sign-out finishes.
  const list = useQuery({
    ...productListQueries.page({ q: search.q, page: search.page, pageSize: PAGE_SIZE }, workgroup),
    enabled: signedIn,
  })

  const items = list.data?.items ?? []
  // Past the server's count cap the number of pages is unknown; the answer still says whether a next page exists.
  const pages = list.data ? pageCount(list.data, PAGE_SIZE) : 1
  const { page, q: query } = search
  const count = selected.size
  const go = (next: Partial<ProductListSearch>) => void navigate({ to: '/products', search: { ...search, ...next } })
  const onSearch = (event: FormEvent) => {
    event.preventDefault()
    go({ q: draft.trim(), page: 1 })
  }
  const toggle = (item: ProductListItem) =>
    setSelected((before) => {
      const next = new Map(before)
      if (next.has(item.product_id)) next.delete(item.product_id)
      else next.set(item.product_id, item)
      return next
    })
  const selectLabel = (name: string) => t`Select ${name}`
  const allOnPage = items.length > 0 && items.every((i) => selected.has(i.product_id))
  const togglePage = () =>
    setSelected((before) => {
      const next = new Map(before)
      for (const item of items) {
        if (allOnPage) next.delete(item.product_id)
        else next.set(item.product_id, item)
      }
      return next
    })

  return (
    <>
      <DocumentHead title={`${t`Product list`} :: ${brand.name}`} />
      <Header />
      <main id="main" className="page product-list">
        <h1>
          <Trans>Product list</Trans>
        </h1>
        <WorkgroupPicker onChange={() => setSelected(new Map())} />
        <form className="product-list__search" role="search" onSubmit={onSearch}>
          <label htmlFor={`${id}-q`}>
            <Trans>Search by name, product code, CAS number or UFI</Trans>
          </label>
          <div className="product-list__search-row">
            <input id={`${id}-q`} type="search" value={draft} onChange={(e) => setDraft(e.target.value)} />
            <button type="submit" className="button">
              <Trans>Search</Trans>
            </button>
          </div>
        </form>

        <div className="product-list__actions">
          <p className="product-list__count" role="status">
            {list.data && <MatchCount total={list.data.total} totalIsExact={list.data.totalIsExact} />}
          </p>
          <p className="product-list__selected">{t`Selected: ${count}`}</p>
          {selected.size > 0 && (
            <button type="button" className="button button--secondary" onClick={() => setSelected(new Map())}>
              <Trans>Clear selection</Trans>
            </button>
          )}
          <button type="button" className="button" disabled={selected.size === 0} onClick={() => onShare([...selected.values()])}>
            <Trans>Share selected</Trans>
          </button>
        </div>

        {list.isError && <Banner tone="error">{t`The products could not be loaded. Please try again.`}</Banner>}
        {list.data && items.length === 0 && <p>{query ? t`No products match “${query}”.` : t`Your workgroup has no products yet.`}</p>}
        {items.length > 0 && (
          <div className="product-list__scroll">
            <table className="product-list__table" aria-busy={list.isFetching}>
              <caption className="visually-hidden">{pages ? t`Products, page ${page} of ${pages}` : t`Products, page ${page}`}</caption>
              <thead>
                <tr>
                  <th scope="col" className="product-list__check">
                    <input type="checkbox" checked={allOnPage} onChange={togglePage} aria-label={t`Select all on this page`} />
                  </th>
                  <th scope="col">{t`Product`}</th>
                  <th scope="col">{t`Product code`}</th>
                  <th scope="col">{t`Supplier`}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <tr key={item.product_id} className={selected.has(item.product_id) ? 'is-selected' : undefined}>
                    <td className="product-list__check">
                      <input
                        type="checkbox"
                        checked={selected.has(item.product_id)}
                        onChange={() => toggle(item)}
                        aria-label={selectLabel(item.name)}
                      />
                    </td>
                    <th scope="row">
                      <Link to="/$id/$il/pd/$lang" params={{ id: item.permalink, il, lang: String(item.validLangs[0] ?? 1) }}>
                        {item.name}
                      </Link>
                    </th>
                    <td>{item.code}</td>
                    <td>{item.supplier}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}

        {list.data && <ListPager page={page} pages={pages} hasNextPage={list.data.hasNextPage} onPage={(next) => go({ page: next })} />}
      </main>
      <Footer logo={brand.logo} brandName={brand.name} />
    </>
  )
}
