import { BRANDS, brandForHost, type BrandId } from '../shared/brands.ts'

/** The brand edition of this page load: chosen once from the host name. */
export const brandId: BrandId = brandForHost(window.location.hostname)
export const brand = BRANDS[brandId]

/** An address inside the app (icons, brand logos), below the /p/ base path. */
export function appUrl(path: string): string {
  return `${import.meta.env.BASE_URL}${path}`
}
