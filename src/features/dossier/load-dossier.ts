import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { classifyError, isRefusal, isServerFailure } from '#lib/errors/app-error.ts'
import type { ProductDetail } from '#shared/api/product-detail'
import type { TabCode } from '#shared/tabs'
import { productQueries } from './api/queries.ts'

/** The page that could not open: its tab and document language, so the offline screen can name it. */
export interface MissingPart {
  il: string
  tab: TabCode
  lang: number
}

/**
 * Thrown when the network cannot be reached and this device holds no copy of the dossier, or of
 * this part of it (`part`): the offline screen then names what is missing and offers what is saved.
 */
export class DossierNotOnDeviceError extends Error {
  readonly permalink: string
  readonly part?: MissingPart

  constructor(permalink: string, part?: MissingPart) {
    super('This dossier is not saved on this device')
    this.permalink = permalink
    this.part = part
  }
}

/**
 * The product detail for a dossier page: the cached copy at once when there is one (it revalidates
 * in the background), else the network. No network and no copy is the offline screen; an unknown
 * product, and a server that failed or ran out of time, go to /dossiererror with the error's type
 * and code (a reference the user can quote) and, for a server failure, the page to try again
 * (`from`, the address inside the app).
 */
export async function loadDossier(queryClient: QueryClient, id: string, il: string, from?: string): Promise<ProductDetail> {
  try {
    return await queryClient.ensureQueryData({ ...productQueries.detail(id), revalidateIfStale: true })
  } catch (error) {
    // A fetch that got no answer at all: the device is offline (or the network dead).
    if (error instanceof TypeError) throw new DossierNotOnDeviceError(id)
    const info = classifyError(error)
    if (isServerFailure(info)) {
      throw redirect({ to: '/dossiererror', search: { id, il, type: info.type, code: info.code, retry: from } })
    }
    if (isRefusal(info)) {
      throw redirect({ to: '/dossiererror', search: { id, il, type: info.type, code: info.code } })
    }
    throw error
  }
}

/**
 * Loads a document of the product's current version, and when the network is out of reach and
 * this device holds no copy of it, asks for the detail once more before giving up. The cached
 * detail can be older than the dossier saved on the device: revalidation saved a newer version but
 * the app was closed before the refreshed query cache was persisted. Offline, the service worker
 * answers the detail from the saved dossier; when that names another version, its document is
 * the one on the device.
 */
export async function loadWithDeviceDetail<R extends string>(
  queryClient: QueryClient,
  id: string,
  product: ProductDetail,
  load: (product: ProductDetail) => Promise<R | 'offline'>,
): Promise<R | 'offline'> {
  const result = await load(product)
  if (result !== 'offline') return result
  const current = await queryClient.fetchQuery({ ...productQueries.detail(id), staleTime: 0 }).catch(() => undefined)
  const versionOf = (detail: ProductDetail) => detail.basic.versions[0]?.id
  if (!current || versionOf(current) === versionOf(product)) return result
  return load(current)
}
