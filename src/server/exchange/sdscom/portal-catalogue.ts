import { el, leaf, type XmlElement } from './xml.ts'
import type { ReadNode } from './read-node.ts'

/**
 * SDScom lets a file name the phrase catalogues its phrase codes come from. The portal names its
 * own for what SDScom has no element for (the declaration that a product is not dangerous goods).
 * The id is the file's number for the catalogue (0-9); the name is what an importer looks for.
 */
export const PORTAL_CATALOGUE_ID = '1'
const PORTAL_CATALOGUE_NAME = 'Dossier portal'
/** The date the catalogue's codes were defined; it changes only when a code does. */
const PORTAL_CATALOGUE_DATE = '2026-11-25'

export function portalCatalogue(): XmlElement {
  const catalogue = el(
    'PhraseCatalogue',
    leaf('PhraseCatalogueName', PORTAL_CATALOGUE_NAME),
    leaf('PhraseCatalogueDate', PORTAL_CATALOGUE_DATE),
  )
  catalogue.attributes.PhraseCatalogueId = PORTAL_CATALOGUE_ID
  return catalogue
}

/** The id under which a file lists the portal's catalogue, if it does. */
export function portalCatalogueId(header: ReadNode | undefined): string | undefined {
  const catalogue = header?.all('PhraseCatalogue').find((c) => c.child('PhraseCatalogueName')?.element.text === PORTAL_CATALOGUE_NAME)
  return catalogue?.element.attributes.PhraseCatalogueId
}

/** Whether a phrase element is one of the portal's field phrases (map-portal-fields.ts), read as a field, not as text. */
export function isPortalField(node: ReadNode, ctx: { portalCatalogueId?: string }): boolean {
  return (
    ctx.portalCatalogueId !== undefined &&
    node.element.attributes.PhraseCatalogueId === ctx.portalCatalogueId &&
    node.element.children.some((c) => c.name === 'PhraseCode' && c.text.startsWith('/'))
  )
}
