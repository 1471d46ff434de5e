import { i18n } from '@lingui/core'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { describe, expect, it } from 'vitest'
import { renderUi as render } from '#test-support/render.tsx'
import type { ProductDetail } from '#shared/api/product-detail'
import { HAZARD_HEADING_ID, hazardCardHtml, productHeadingHtml, type HomePreviewTexts } from '#shared/dossier-home-preview'
import { HazardCard } from './hazard-card.tsx'
import { ProductHeading } from './product-heading.tsx'

/**
 * The server paints the dossier home's heading and hazard card into its first answer with the
 * app's markup (shared/dossier-home-preview.ts), so the app's stylesheet lays both out alike and
 * nothing moves when the app's page replaces the preview. These tests hold the two together.
 */
const texts: HomePreviewTexts = {
  locale: 'en',
  // The app's compiled catalog is keyed by Lingui's message ids.
  t: (message, values) => i18n._({ id: generateMessageId(message), message, values }),
}

const statement = (rshp_id: string, text: string, rset: 'H' | 'EUH' | 'P' = 'H') => ({ rshp_id, text, rset })

function product(overrides: Partial<ProductDetail['health_safety']> = {}, rest: Partial<ProductDetail> = {}): ProductDetail {
  return {
    lang: 1,
    basic: { id: 'uIw9ByCUgkide7d8', text: 'Solvo <Acetone> Cleaner', logo: '/p/logo.svg', versions: [{ id: 1, text: '1.0' }] },
    supplier: { name: 'Alpenchem & Co.' },
    synonyms: [{ id: 1, name: 'Solvo', identifiers: [{ type: 'UFI', identity: 'N1QV-R02N-J00F-5TA2' }] }],
    health_safety: {
      signal_word: { code: 'danger', text: 'Danger' },
      pictograms: { data: [{ code: 'GHS02', url: '/api/v1/pictograms/GHS02.svg', inProd: true, text: 'Flame' }] },
      rshp: {
        data: [
          statement('H225', 'Highly flammable liquid and vapour.'),
          statement('H319', 'Causes serious eye irritation.'),
          statement('H336', 'May cause drowsiness or dizziness.'),
          statement('EUH066', 'Repeated exposure may cause skin dryness or cracking.', 'EUH'),
          statement('P280', 'Wear protective gloves/eye protection.', 'P'),
        ],
      },
      ppe: [
        { kind: 'gloves', statement: 'P280' },
        { kind: 'eyes', statement: 'P280' },
      ],
      ...overrides,
    },
    ...rest,
  } as unknown as ProductDetail
}

/** The markup as a browser reads it, with the heading's id (React makes its own) set aside. */
function markup(html: string): string {
  const holder = document.createElement('div')
  holder.innerHTML = html
  const heading = holder.querySelector('h2[id]')
  if (heading) {
    holder.querySelector(`[aria-labelledby="${heading.id}"]`)?.setAttribute('aria-labelledby', HAZARD_HEADING_ID)
    heading.id = HAZARD_HEADING_ID
  }
  return holder.innerHTML
}

describe("the server's hazard card is the app's", () => {
  const cases: [string, ProductDetail][] = [
    ['classified, statements folded, protective equipment and UFI', product()],
    [
      'few statements, no pictogram, a warning',
      product({ signal_word: { code: 'warning', text: 'Warning' }, pictograms: { data: [] }, ppe: [] }),
    ],
    [
      'not classified',
      product({ signal_word: null, pictograms: { data: [] }, rshp: { data: [] }, ppe: undefined }, {
        synonyms: [],
      } as Partial<ProductDetail>),
    ],
  ]
  for (const [name, detail] of cases)
    it(`draws the same markup: ${name}`, () => {
      const { container } = render(<HazardCard product={detail} />)
      expect(markup(hazardCardHtml(detail, texts))).toBe(markup(container.innerHTML))
    })

  it('draws the same heading, and escapes the product’s texts', () => {
    const detail = product()
    const { container } = render(<ProductHeading product={detail} />)
    expect(markup(productHeadingHtml(detail))).toBe(markup(container.innerHTML))
    expect(productHeadingHtml(detail)).toContain('Solvo &lt;Acetone&gt; Cleaner')
  })
})
