import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { httpStatus, isNetworkError } from '../../lib/http-errors.ts'
import type { ProductDetail } from '../../shared/api/product-detail.ts'
import { productQueries } from './api/queries.ts'

/** Thrown when the network cannot be reached and this device holds no copy of the dossier. */
export class DossierNotOnDeviceError extends Error {
  constructor(readonly permalink: string) {
    super('This dossier is not saved on this device')
  }
}

/**
 * The product detail for a dossier page: the cached copy at once when there is one (it revalidates
 * in the background), else the network. Unknown products go to /dossiererror (spec § 8).
 */
export async function loadDossier(queryClient: QueryClient, id: string, il: string): Promise<ProductDetail> {
  try {
    return await queryClient.ensureQueryData({ ...productQueries.detail(id), revalidateIfStale: true })
  } catch (error) {
    if (isNetworkError(error)) throw new DossierNotOnDeviceError(id)
    const status = httpStatus(error)
    if (status !== undefined && status >= 400 && status < 500) throw redirect({ to: '/dossiererror', search: { id, il } })
    throw error
  }
}
