import type { PhraseLibrary } from '#server/phrases/library'
import type { XmlProblem } from './validate.ts'
import type { XmlElement } from './xml.ts'

/** What the export needs beside the dossier: the file's language, the phrase library for statement texts. */
export interface ExportContext {
  /** The feed's language (FreetextLanguageCode): plain strings of the file are in it. */
  lang: string
  library: PhraseLibrary
  /** Fields of the dossier that SDScom has no place for, by JSON pointer, with why. */
  notCarried: { pointer: string; reason: string }[]
  /** What stops the export: SDScom asks for something the dossier does not hold. */
  problems: { pointer: string; reason: string }[]
  /** The portal's field phrases (map-portal-fields.ts) by the subsection whose phrase element takes them. */
  fieldPhrases: Map<string, XmlElement[]>
}

/** What the import collects while it maps a file to the dossier model. */
export interface ImportContext {
  lang: string
  library: PhraseLibrary
  /** The id the file gives the portal's own phrase catalogue, if it lists it. */
  portalCatalogueId?: string
  errors: XmlProblem[]
  warnings: XmlProblem[]
  /** Where in the XML each part of the model came from (JSON pointer prefix → XPath), to name the XPath of a refusal. */
  origins: Map<string, string>
}
