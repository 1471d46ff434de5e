import { BRANDS, EDITION_COOKIE, editionForHost, isBrandId, type BrandId } from '#shared/brands'

/**
 * The brand edition of this page load, chosen once. The server names it in a cookie with the app
 * shell and the configuration (its rules are configuration: EDITION, EDITION_HOSTS_*); before a
 * device has ever heard from the server, the built-in host rule decides.
 */
function editionOfThisLoad(): BrandId {
  const named = new RegExp(`(?:^|;\\s*)${EDITION_COOKIE}=([^;]*)`).exec(document.cookie)?.[1]
  return isBrandId(named) ? named : editionForHost(window.location.hostname)
}

export const brandId: BrandId = editionOfThisLoad()
export const brand = BRANDS[brandId]

/** An address inside the app (icons, brand logos), below the /p/ base path. */
export function appUrl(path: string): string {
  return `${import.meta.env.BASE_URL}${path}`
}
