import { sdsDataSchema, type SdsData } from '#shared/sds-data'

/**
 * Reads product_versions.sds_data. The importer wrote it from a validated file; parsing it again
 * fills the defaults of versions stored before the column existed ('{}') and of parts added later.
 */
export function readSdsData(json: string): SdsData {
  return sdsDataSchema.parse(JSON.parse(json))
}
