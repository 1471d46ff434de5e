import type { DocLanguageCode } from '#shared/languages'

/**
 * The few fixed words a label prints besides the phrase library's statements, in every document
 * language. Statements, pictogram names and signal words come from the phrase library.
 */
export interface LabelCaptions {
  contains: string
  code: string
  contents: string
  usage: string
  storage: string
  /** REACH Annex XVII, entries 28-30: the supplemental line of a CMR 1A/1B mixture. */
  professionalOnly: string
}

const rows: Record<DocLanguageCode, [string, string, string, string, string, string]> = {
  en: ['Contains', 'Code', 'Contents', 'Use', 'Storage', 'Restricted to professional users'],
  sl: ['Vsebuje', 'Koda', 'Vsebina', 'Uporaba', 'Skladiščenje', 'Samo za poklicne uporabnike'],
  de: ['Enthält', 'Code', 'Inhalt', 'Verwendung', 'Lagerung', 'Nur für gewerbliche Anwender'],
  hr: ['Sadrži', 'Šifra', 'Sadržaj', 'Uporaba', 'Skladištenje', 'Ograničeno na profesionalne korisnike'],
  fr: ['Contient', 'Code', 'Contenu', 'Utilisation', 'Stockage', 'Réservé aux utilisateurs professionnels'],
  it: ['Contiene', 'Codice', 'Contenuto', 'Uso', 'Conservazione', 'Uso ristretto agli utilizzatori professionali'],
  es: ['Contiene', 'Código', 'Contenido', 'Uso', 'Almacenamiento', 'Uso restringido a profesionales'],
  bg: ['Съдържа', 'Код', 'Съдържание', 'Употреба', 'Съхранение', 'Ограничено до професионални потребители'],
  cs: ['Obsahuje', 'Kód', 'Obsah', 'Použití', 'Skladování', 'Pouze pro profesionální uživatele'],
  da: ['Indeholder', 'Kode', 'Indhold', 'Anvendelse', 'Opbevaring', 'Forbeholdt erhvervsmæssige brugere'],
  el: ['Περιέχει', 'Κωδικός', 'Περιεχόμενο', 'Χρήση', 'Αποθήκευση', 'Περιορίζεται σε επαγγελματίες χρήστες'],
  et: ['Sisaldab', 'Kood', 'Sisu', 'Kasutamine', 'Ladustamine', 'Ainult kutselistele kasutajatele'],
  fi: ['Sisältää', 'Koodi', 'Sisältö', 'Käyttö', 'Varastointi', 'Vain ammattikäyttöön'],
  hu: ['Tartalmaz', 'Kód', 'Tartalom', 'Felhasználás', 'Tárolás', 'Foglalkozásszerű felhasználók számára korlátozva'],
  lt: ['Sudėtyje yra', 'Kodas', 'Turinys', 'Naudojimas', 'Laikymas', 'Tik profesionaliems naudotojams'],
  lv: ['Satur', 'Kods', 'Saturs', 'Lietošana', 'Uzglabāšana', 'Paredzēts tikai profesionāliem lietotājiem'],
  mt: ['Fih', 'Kodiċi', 'Kontenut', 'Użu', 'Ħażna', 'Ristrett għall-utenti professjonali'],
  nl: ['Bevat', 'Code', 'Inhoud', 'Gebruik', 'Opslag', 'Uitsluitend voor beroepsmatige gebruikers'],
  pl: ['Zawiera', 'Kod', 'Zawartość', 'Zastosowanie', 'Przechowywanie', 'Wyłącznie do użytku profesjonalnego'],
  pt: ['Contém', 'Código', 'Conteúdo', 'Utilização', 'Armazenamento', 'Reservado a utilizadores profissionais'],
  ro: ['Conține', 'Cod', 'Conținut', 'Utilizare', 'Depozitare', 'Restricționat la utilizatorii profesionali'],
  sk: ['Obsahuje', 'Kód', 'Obsah', 'Použitie', 'Skladovanie', 'Len pre profesionálnych používateľov'],
  sv: ['Innehåller', 'Kod', 'Innehåll', 'Användning', 'Förvaring', 'Endast för yrkesmässiga användare'],
  ga: ['Tá ann', 'Cód', 'Ábhar', 'Úsáid', 'Stóráil', "Srianta d'úsáideoirí gairmiúla"],
  no: ['Inneholder', 'Kode', 'Innhold', 'Bruk', 'Oppbevaring', 'Begrenset til profesjonelle brukere'],
  is: ['Inniheldur', 'Kóði', 'Innihald', 'Notkun', 'Geymsla', 'Eingöngu ætlað fagnotendum'],
}

export function captionsFor(lang: DocLanguageCode): LabelCaptions {
  const [contains, code, contents, usage, storage, professionalOnly] = rows[lang]
  return { contains, code, contents, usage, storage, professionalOnly }
}
