import type { DocLanguageCode } from '../../../shared/languages.ts'

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
}

const rows: Record<DocLanguageCode, [string, string, string, string, string]> = {
  en: ['Contains', 'Code', 'Contents', 'Use', 'Storage'],
  sl: ['Vsebuje', 'Koda', 'Vsebina', 'Uporaba', 'Skladiščenje'],
  de: ['Enthält', 'Code', 'Inhalt', 'Verwendung', 'Lagerung'],
  hr: ['Sadrži', 'Šifra', 'Sadržaj', 'Uporaba', 'Skladištenje'],
  fr: ['Contient', 'Code', 'Contenu', 'Utilisation', 'Stockage'],
  it: ['Contiene', 'Codice', 'Contenuto', 'Uso', 'Conservazione'],
  es: ['Contiene', 'Código', 'Contenido', 'Uso', 'Almacenamiento'],
  bg: ['Съдържа', 'Код', 'Съдържание', 'Употреба', 'Съхранение'],
  cs: ['Obsahuje', 'Kód', 'Obsah', 'Použití', 'Skladování'],
  da: ['Indeholder', 'Kode', 'Indhold', 'Anvendelse', 'Opbevaring'],
  el: ['Περιέχει', 'Κωδικός', 'Περιεχόμενο', 'Χρήση', 'Αποθήκευση'],
  et: ['Sisaldab', 'Kood', 'Sisu', 'Kasutamine', 'Ladustamine'],
  fi: ['Sisältää', 'Koodi', 'Sisältö', 'Käyttö', 'Varastointi'],
  hu: ['Tartalmaz', 'Kód', 'Tartalom', 'Felhasználás', 'Tárolás'],
  lt: ['Sudėtyje yra', 'Kodas', 'Turinys', 'Naudojimas', 'Laikymas'],
  lv: ['Satur', 'Kods', 'Saturs', 'Lietošana', 'Uzglabāšana'],
  mt: ['Fih', 'Kodiċi', 'Kontenut', 'Użu', 'Ħażna'],
  nl: ['Bevat', 'Code', 'Inhoud', 'Gebruik', 'Opslag'],
  pl: ['Zawiera', 'Kod', 'Zawartość', 'Zastosowanie', 'Przechowywanie'],
  pt: ['Contém', 'Código', 'Conteúdo', 'Utilização', 'Armazenamento'],
  ro: ['Conține', 'Cod', 'Conținut', 'Utilizare', 'Depozitare'],
  sk: ['Obsahuje', 'Kód', 'Obsah', 'Použitie', 'Skladovanie'],
  sv: ['Innehåller', 'Kod', 'Innehåll', 'Användning', 'Förvaring'],
  ga: ['Tá ann', 'Cód', 'Ábhar', 'Úsáid', 'Stóráil'],
  no: ['Inneholder', 'Kode', 'Innhold', 'Bruk', 'Oppbevaring'],
  is: ['Inniheldur', 'Kóði', 'Innihald', 'Notkun', 'Geymsla'],
}

export function captionsFor(lang: DocLanguageCode): LabelCaptions {
  const [contains, code, contents, usage, storage] = rows[lang]
  return { contains, code, contents, usage, storage }
}
