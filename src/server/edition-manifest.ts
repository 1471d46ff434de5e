import { appName, BRANDS, type BrandId } from '#shared/brands'

/**
 * The built manifest with the app named as the edition's brand: the installed app is called what
 * its pages and title say (one name for the app everywhere), and the coatings edition installs as
 * Coatora, not as the chemical-products brand the build carries.
 */
export function manifestForEdition(built: string, edition: BrandId): string {
  const manifest = JSON.parse(built) as { name?: string; short_name?: string }
  const brand = BRANDS[edition].name
  return JSON.stringify({ ...manifest, name: appName(brand), short_name: brand })
}
