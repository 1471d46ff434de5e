import { importSdscom } from '../exchange/sdscom/import-sdscom.ts'
import type { PhraseLibrary } from '../phrases/library.ts'
import type { DossierFileInput } from '#shared/dossier-file'
import type { ImportError } from './dossier-file-check.ts'

/** An SDScom XML file is told by its name, as a JSON dossier file is. */
export const isSdscomFile = (file: string) => file.toLowerCase().endsWith('.xml')

/**
 * An SDScom file read into the dossier model, with refusals and warnings naming the file and the
 * XPath, and `locate` to name the XPath of a later refusal (schema or import rule) by the JSON
 * pointer of the model part it concerns.
 */
export async function readSdscom(
  file: string,
  text: string,
  library: PhraseLibrary,
): Promise<{ dossier?: DossierFileInput; errors: ImportError[]; warnings: ImportError[]; locate: (pointer: string) => string }> {
  const result = await importSdscom(text, library)
  const named = (p: { xpath: string; reason: string }) => ({ file, pointer: p.xpath, reason: p.reason })
  return {
    dossier: result.dossier,
    errors: result.errors.map(named),
    warnings: result.warnings.map(named),
    locate: result.xpathOf,
  }
}
