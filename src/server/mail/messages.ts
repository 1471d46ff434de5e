import type { DocLanguageCode } from '#shared/languages'
import { DOCUMENT_LANGUAGE_SHARE_TEXTS } from './messages-document-languages.ts'
import { MORE_SHARE_TEXTS } from './messages-more.ts'

/**
 * The share e-mail's texts in every message language: every document language, so the message can
 * be in the language of the sheet it links to (the app's own catalogs stay in the browser).
 */
export interface ShareTexts {
  subject: (sender: string) => string
  greeting: string
  intro: (sender: string, email: string) => string
  overview: string
  sds: string
  note: string
  footer: (portal: string, sender: string) => string
}

export const SHARE_TEXTS: Record<DocLanguageCode, ShareTexts> = {
  en: {
    subject: (sender) => `${sender} is sharing product information with you`,
    greeting: 'Hello,',
    intro: (sender, email) => `${sender} (${email}) is sharing these products with you:`,
    overview: 'Product overview',
    sds: 'Safety data sheet',
    note: 'Each link always opens the current version.',
    footer: (portal, sender) => `This message was sent by ${portal} on behalf of ${sender}.`,
  },
  sl: {
    subject: (sender) => `${sender} z vami deli podatke o izdelkih`,
    greeting: 'Pozdravljeni,',
    intro: (sender, email) => `${sender} (${email}) z vami deli naslednje izdelke:`,
    overview: 'Pregled izdelka',
    sds: 'Varnostni list',
    note: 'Vsaka povezava vedno odpre veljavno različico.',
    footer: (portal, sender) => `To sporočilo je poslal ${portal} v imenu osebe ${sender}.`,
  },
  de: {
    subject: (sender) => `${sender} teilt Produktinformationen mit Ihnen`,
    greeting: 'Guten Tag,',
    intro: (sender, email) => `${sender} (${email}) teilt folgende Produkte mit Ihnen:`,
    overview: 'Produktübersicht',
    sds: 'Sicherheitsdatenblatt',
    note: 'Jeder Link öffnet immer die aktuelle Fassung.',
    footer: (portal, sender) => `Diese Nachricht wurde von ${portal} im Auftrag von ${sender} gesendet.`,
  },
  hr: {
    subject: (sender) => `${sender} s vama dijeli informacije o proizvodima`,
    greeting: 'Poštovani,',
    intro: (sender, email) => `${sender} (${email}) s vama dijeli sljedeće proizvode:`,
    overview: 'Pregled proizvoda',
    sds: 'Sigurnosno-tehnički list',
    note: 'Svaka poveznica uvijek otvara važeću verziju.',
    footer: (portal, sender) => `Ovu poruku poslao je ${portal} u ime korisnika ${sender}.`,
  },
  ...MORE_SHARE_TEXTS,
  ...DOCUMENT_LANGUAGE_SHARE_TEXTS,
}
