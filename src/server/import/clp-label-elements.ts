/**
 * The label elements CLP Annex I assigns to each hazard statement: the signal word and the
 * pictograms (Annex V codes). Where one statement serves categories with different signal words
 * (H228 flammable solids 1/2, H242 self-reactive/organic peroxides C-D/E-F, H261 water-reactive
 * 2/3, H272 oxidising 2/3, H229 aerosols 1-2/3, H207 desensitised explosives 1-3/4) the signal word
 * comes from the category. Statements not listed here (rare physical ones) are not checked.
 */
export type SignalWord = 'danger' | 'warning'
export type Pictogram = 'GHS01' | 'GHS02' | 'GHS03' | 'GHS04' | 'GHS05' | 'GHS06' | 'GHS07' | 'GHS08' | 'GHS09'

interface Elements {
  signal: SignalWord | null | 'byCategory'
  pictograms: Pictogram[]
}

const e = (signal: Elements['signal'], ...pictograms: Pictogram[]): Elements => ({ signal, pictograms })
const D = 'danger'
const W = 'warning'

export const CLP_ELEMENTS: Record<string, Elements> = {
  // Explosives (2.1)
  H200: e(D, 'GHS01'),
  H201: e(D, 'GHS01'),
  H202: e(D, 'GHS01'),
  H203: e(D, 'GHS01'),
  H204: e(W, 'GHS01'),
  H205: e(D, 'GHS01'),
  // Flammable gases, aerosols, liquids, solids (2.2-2.7)
  H220: e(D, 'GHS02'),
  H221: e(D, 'GHS02'),
  H222: e(D, 'GHS02'),
  H223: e(W, 'GHS02'),
  H224: e(D, 'GHS02'),
  H225: e(D, 'GHS02'),
  H226: e(W, 'GHS02'),
  H228: e('byCategory', 'GHS02'),
  H232: e(D, 'GHS02'),
  H241: e(D, 'GHS01', 'GHS02'),
  H242: e('byCategory', 'GHS02'),
  H250: e(D, 'GHS02'),
  H251: e(D, 'GHS02'),
  H252: e(W, 'GHS02'),
  H260: e(D, 'GHS02'),
  H261: e('byCategory', 'GHS02'),
  // Oxidisers, gases under pressure, corrosive to metals (2.4, 2.5, 2.13, 2.14, 2.16)
  H270: e(D, 'GHS03'),
  H271: e(D, 'GHS03'),
  H272: e('byCategory', 'GHS03'),
  H280: e(W, 'GHS04'),
  H281: e(W, 'GHS04'),
  H290: e(W, 'GHS05'),
  // Health hazards (3.1-3.10)
  H300: e(D, 'GHS06'),
  H301: e(D, 'GHS06'),
  H302: e(W, 'GHS07'),
  H304: e(D, 'GHS08'),
  H310: e(D, 'GHS06'),
  H311: e(D, 'GHS06'),
  H312: e(W, 'GHS07'),
  H314: e(D, 'GHS05'),
  H315: e(W, 'GHS07'),
  H317: e(W, 'GHS07'),
  H318: e(D, 'GHS05'),
  H319: e(W, 'GHS07'),
  H330: e(D, 'GHS06'),
  H331: e(D, 'GHS06'),
  H332: e(W, 'GHS07'),
  H334: e(D, 'GHS08'),
  H335: e(W, 'GHS07'),
  H336: e(W, 'GHS07'),
  H340: e(D, 'GHS08'),
  H341: e(W, 'GHS08'),
  H350: e(D, 'GHS08'),
  H350i: e(D, 'GHS08'),
  H351: e(W, 'GHS08'),
  H360: e(D, 'GHS08'),
  H360F: e(D, 'GHS08'),
  H360D: e(D, 'GHS08'),
  H360FD: e(D, 'GHS08'),
  H360Fd: e(D, 'GHS08'),
  H360Df: e(D, 'GHS08'),
  H361: e(W, 'GHS08'),
  H361f: e(W, 'GHS08'),
  H361d: e(W, 'GHS08'),
  H361fd: e(W, 'GHS08'),
  H362: e(null),
  H370: e(D, 'GHS08'),
  H371: e(W, 'GHS08'),
  H372: e(D, 'GHS08'),
  H373: e(W, 'GHS08'),
  // Environmental hazards (4.1, 5.1)
  H400: e(W, 'GHS09'),
  H410: e(W, 'GHS09'),
  H411: e(null, 'GHS09'),
  H412: e(null),
  H413: e(null),
  H420: e(W, 'GHS07'),
}

/** Signal words of the statements shared by categories with different words (CLP Annex I tables 2.7.1, 2.8.1, 2.12.1, 2.13.1, 2.14.1, 2.15.1). */
export function categorySignalWord(hazardClass: string, category: string): SignalWord | null | undefined {
  const cat = category.trim().replace(/^Type\s+/i, '')
  switch (hazardClass.trim()) {
    case 'Flam. Sol.':
      return cat === '1' ? D : W
    case 'Self-react.':
    case 'Org. Perox.':
      return ['A', 'B', 'C', 'D'].includes(cat) ? D : ['E', 'F'].includes(cat) ? W : null
    case 'Water-react.':
      return cat === '3' ? W : D
    case 'Ox. Liq.':
    case 'Ox. Sol.':
      return cat === '3' ? W : D
    default:
      return undefined
  }
}
