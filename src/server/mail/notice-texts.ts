import type { DocLanguageCode } from '#shared/languages'
import { DOCUMENT_LANGUAGE_NOTICE_TEXTS } from './notice-texts-document-languages.ts'
import { MORE_NOTICE_TEXTS } from './notice-texts-more.ts'

/**
 * The revision notice's texts (the e-mail sent to earlier recipients when a safety data sheet is
 * revised) and of the unsubscribe page its link opens, in every document language (the notice is in
 * the language of the sheet it announces).
 */
export interface NoticeTexts {
  subject: (product: string, version: string) => string
  greeting: string
  intro: (product: string, version: string, date: string) => string
  why: (portal: string) => string
  sections: string
  compare: string
  sheet: string
  unsubscribe: string
  pageTitle: string
  question: (address: string) => string
  button: string
  done: (address: string) => string
  invalid: string
}

export const NOTICE_TEXTS: Record<DocLanguageCode, NoticeTexts> = {
  en: {
    subject: (product, version) => `Revised safety data sheet: ${product} (version ${version})`,
    greeting: 'Hello,',
    intro: (product, version, date) => `The safety data sheet of ${product} has been revised: version ${version} of ${date}.`,
    why: (portal) => `You receive this notice because this product was shared with you from ${portal} in the last 12 months.`,
    sections: 'Sections with new or changed information:',
    compare: 'See the changes',
    sheet: 'The revised safety data sheet',
    unsubscribe: 'No more revision notices',
    pageTitle: 'Revision notices',
    question: (address) => `Send no more revision notices of safety data sheets to ${address}?`,
    button: 'Unsubscribe',
    done: (address) => `${address} will receive no more revision notices.`,
    invalid: 'This unsubscribe link is not valid.',
  },
  sl: {
    subject: (product, version) => `Posodobljen varnostni list: ${product} (različica ${version})`,
    greeting: 'Pozdravljeni,',
    intro: (product, version, date) => `Varnostni list za ${product} je bil posodobljen: različica ${version} z dne ${date}.`,
    why: (portal) => `To obvestilo prejemate, ker je bil ta izdelek v zadnjih 12 mesecih z vami deljen prek ${portal}.`,
    sections: 'Oddelki z novimi ali spremenjenimi podatki:',
    compare: 'Oglejte si spremembe',
    sheet: 'Posodobljeni varnostni list',
    unsubscribe: 'Ne želim več obvestil o posodobitvah',
    pageTitle: 'Obvestila o posodobitvah',
    question: (address) => `Ne pošiljaj več obvestil o posodobitvah varnostnih listov na ${address}?`,
    button: 'Odjava',
    done: (address) => `${address} ne bo več prejemal obvestil o posodobitvah.`,
    invalid: 'Ta povezava za odjavo ni veljavna.',
  },
  de: {
    subject: (product, version) => `Überarbeitetes Sicherheitsdatenblatt: ${product} (Version ${version})`,
    greeting: 'Guten Tag,',
    intro: (product, version, date) => `Das Sicherheitsdatenblatt von ${product} wurde überarbeitet: Version ${version} vom ${date}.`,
    why: (portal) => `Sie erhalten diese Mitteilung, weil dieses Produkt in den letzten 12 Monaten über ${portal} mit Ihnen geteilt wurde.`,
    sections: 'Abschnitte mit neuen oder geänderten Angaben:',
    compare: 'Änderungen ansehen',
    sheet: 'Das überarbeitete Sicherheitsdatenblatt',
    unsubscribe: 'Keine Änderungsmitteilungen mehr',
    pageTitle: 'Änderungsmitteilungen',
    question: (address) => `Keine Änderungsmitteilungen zu Sicherheitsdatenblättern mehr an ${address} senden?`,
    button: 'Abmelden',
    done: (address) => `${address} erhält keine Änderungsmitteilungen mehr.`,
    invalid: 'Dieser Abmeldelink ist nicht gültig.',
  },
  hr: {
    subject: (product, version) => `Revidirani sigurnosno-tehnički list: ${product} (verzija ${version})`,
    greeting: 'Poštovani,',
    intro: (product, version, date) => `Sigurnosno-tehnički list za ${product} je revidiran: verzija ${version} od ${date}.`,
    why: (portal) => `Ovu obavijest primate jer je ovaj proizvod u posljednjih 12 mjeseci s vama podijeljen putem ${portal}.`,
    sections: 'Odjeljci s novim ili izmijenjenim podacima:',
    compare: 'Pogledajte izmjene',
    sheet: 'Revidirani sigurnosno-tehnički list',
    unsubscribe: 'Ne želim više obavijesti o revizijama',
    pageTitle: 'Obavijesti o revizijama',
    question: (address) => `Više ne slati obavijesti o revizijama sigurnosno-tehničkih listova na ${address}?`,
    button: 'Odjava',
    done: (address) => `${address} više neće primati obavijesti o revizijama.`,
    invalid: 'Ova poveznica za odjavu nije valjana.',
  },
  fr: {
    subject: (product, version) => `Fiche de données de sécurité révisée : ${product} (version ${version})`,
    greeting: 'Bonjour,',
    intro: (product, version, date) => `La fiche de données de sécurité de ${product} a été révisée : version ${version} du ${date}.`,
    why: (portal) => `Vous recevez cet avis parce que ce produit vous a été transmis depuis ${portal} au cours des 12 derniers mois.`,
    sections: 'Rubriques contenant des informations nouvelles ou modifiées :',
    compare: 'Voir les modifications',
    sheet: 'La fiche de données de sécurité révisée',
    unsubscribe: 'Ne plus recevoir d’avis de révision',
    pageTitle: 'Avis de révision',
    question: (address) => `Ne plus envoyer d’avis de révision des fiches de données de sécurité à ${address} ?`,
    button: 'Se désabonner',
    done: (address) => `${address} ne recevra plus d’avis de révision.`,
    invalid: 'Ce lien de désabonnement n’est pas valide.',
  },
  it: {
    subject: (product, version) => `Scheda di dati di sicurezza revisionata: ${product} (versione ${version})`,
    greeting: 'Buongiorno,',
    intro: (product, version, date) => `La scheda di dati di sicurezza di ${product} è stata revisionata: versione ${version} del ${date}.`,
    why: (portal) => `Ricevi questo avviso perché questo prodotto ti è stato inviato da ${portal} negli ultimi 12 mesi.`,
    sections: 'Sezioni con informazioni nuove o modificate:',
    compare: 'Vedi le modifiche',
    sheet: 'La scheda di dati di sicurezza revisionata',
    unsubscribe: 'Non ricevere più avvisi di revisione',
    pageTitle: 'Avvisi di revisione',
    question: (address) => `Non inviare più avvisi di revisione delle schede di dati di sicurezza a ${address}?`,
    button: 'Annulla iscrizione',
    done: (address) => `${address} non riceverà più avvisi di revisione.`,
    invalid: 'Questo link di annullamento non è valido.',
  },
  es: {
    subject: (product, version) => `Ficha de datos de seguridad revisada: ${product} (versión ${version})`,
    greeting: 'Hola:',
    intro: (product, version, date) => `La ficha de datos de seguridad de ${product} se ha revisado: versión ${version} del ${date}.`,
    why: (portal) => `Recibe este aviso porque este producto se compartió con usted desde ${portal} en los últimos 12 meses.`,
    sections: 'Secciones con información nueva o modificada:',
    compare: 'Ver los cambios',
    sheet: 'La ficha de datos de seguridad revisada',
    unsubscribe: 'No recibir más avisos de revisión',
    pageTitle: 'Avisos de revisión',
    question: (address) => `¿Dejar de enviar avisos de revisión de fichas de datos de seguridad a ${address}?`,
    button: 'Darse de baja',
    done: (address) => `${address} ya no recibirá avisos de revisión.`,
    invalid: 'Este enlace para darse de baja no es válido.',
  },
  ...MORE_NOTICE_TEXTS,
  ...DOCUMENT_LANGUAGE_NOTICE_TEXTS,
}
