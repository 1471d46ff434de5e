import { describe, expect, it } from 'vitest'
import { problemsOf, validateSdscom } from './validate.ts'

const feed = (datasheet: string) => `<?xml version="1.0" encoding="UTF-8"?>
<e:DatasheetFeed xmlns:e="http://www.esdscom.eu/eSDScom">
  <InformationFromExportingSystem>
    <SdscomVersionNo>5.6</SdscomVersionNo>
    <Language><FreetextLanguageCode>en</FreetextLanguageCode></Language>
    <RegulationsRelatedToCountryOrRegion><RegulationsRelatedToCountryOrRegionCode>SI</RegulationsRelatedToCountryOrRegionCode></RegulationsRelatedToCountryOrRegion>
    <SystemUsedInPreparation>test</SystemUsedInPreparation>
    <DateGeneratedExport>2026-11-25</DateGeneratedExport>
  </InformationFromExportingSystem>
  ${datasheet}
</e:DatasheetFeed>
`

describe('SDScom validation with xmllint', () => {
  it('names the XPath of the element the schema refuses, counting same-named siblings', async () => {
    const result = await validateSdscom(
      feed('<Datasheet><IdentificationSubstPrep/></Datasheet>\n  <Datasheet>\n    <IdentificationSubstPrep/>\n  </Datasheet>'),
    )
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.problems[0]).toEqual({
      xpath: '/DatasheetFeed[1]/Datasheet[1]/IdentificationSubstPrep[1]',
      reason: expect.stringMatching(/^not valid SDScom 5\.6: Element 'IdentificationSubstPrep': Missing child element/),
    })
    expect(result.problems.map((p) => p.xpath)).toContain('/DatasheetFeed[1]/Datasheet[2]/IdentificationSubstPrep[1]')
  })

  it('refuses a file that is not well-formed, by line, and one with a document type declaration', async () => {
    const broken = await validateSdscom(feed('<Datasheet>'))
    expect(broken.ok).toBe(false)
    if (!broken.ok) expect(broken.problems[0]!.reason).toMatch(/^not well-formed XML/)
    // Entities are where XML imports go wrong (expansion, external files): SDScom needs none.
    const doctype = await validateSdscom('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]><x>&a;</x>')
    expect(doctype).toEqual({ ok: false, problems: [{ xpath: '/', reason: expect.stringContaining('document type declaration') }] })
  })

  it('reads xmllint messages it cannot place as the whole file', () => {
    expect(problemsOf('something unexpected\n', '<x/>')).toEqual([{ xpath: '/', reason: 'not valid SDScom 5.6: something unexpected' }])
  })
})
