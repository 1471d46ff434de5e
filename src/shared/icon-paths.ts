import type { ProtectiveEquipment } from './protective-equipment.ts'

/*
 * Drawings the app's components and the server's first answer of the dossier home
 * (shared/dossier-home-preview.ts) both draw: one source, so the two show the same picture.
 */

/**
 * Simple drawings of protective equipment in the manner of mandatory-action signs (a white symbol
 * on a blue disc). They illustrate the P statements printed beside them; they are not the ISO 7010
 * signs themselves.
 */
export const PPE_SYMBOLS: Record<ProtectiveEquipment, string> = {
  // A hand in a glove with a cuff.
  gloves:
    'M9 20v-3l-3.2-4.4a1.1 1.1 0 0 1 1.8-1.3L9 13V6.2a1 1 0 0 1 2 0V11h.4V5a1 1 0 0 1 2 0v6h.4V5.8a1 1 0 0 1 2 0V11h.4V7.4a1 1 0 0 1 2 0V15l-1.6 2v3z',
  // A coverall: collar, sleeves and legs.
  clothing: 'M9 4h6l1 2 3 1.5-1.5 5L16 12v8h-3v-5h-2v5H8v-8l-1.5.5L5 7.5 8 6z',
  // Safety goggles: two lenses on a strap.
  eyes: 'M3 10.5c0-1 .8-1.5 2-1.5h14c1.2 0 2 .5 2 1.5v2c0 1.9-1.4 3.5-3.4 3.5-1.6 0-2.4-1-3-2.2-.4-.8-2.8-.8-3.2 0-.6 1.2-1.4 2.2-3 2.2C4.4 16 3 14.4 3 12.5z',
  // A face shield hanging from a headband.
  face: 'M6 7.5C6 5.5 8.7 4 12 4s6 1.5 6 3.5V8H6zm0 1.5h12v5.5c0 3-2.7 5.5-6 5.5s-6-2.5-6-5.5z',
  // Ear defenders: a headband and two cups.
  hearing: 'M5 14V11a7 7 0 0 1 14 0v3h-2v-3a5 5 0 0 0-10 0v3zm-1 0h4v6H5.5A1.5 1.5 0 0 1 4 18.5zm12 0h4v4.5a1.5 1.5 0 0 1-1.5 1.5H16z',
  // A half mask with its filter.
  respiratory: 'M7 8c1.5-1.3 3.2-2 5-2s3.5.7 5 2l1 4.5c0 3.2-2.7 5.5-6 5.5s-6-2.3-6-5.5zm3 7.5a2 2 0 1 0 4 0 2 2 0 0 0-4 0z',
}

/** A telephone handset: the emergency strip's call buttons. */
export const PHONE_PATH =
  'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1z'

/** A white cross on the green of first-aid signs: the emergency strip's link to section 4. */
export const FIRST_AID_PATH = 'M10 5h4v5h5v4h-5v5h-4v-5H5v-4h5z'
