import { realpath, stat } from 'node:fs/promises'
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path'

/**
 * Where an attachment named in a dossier file may come from: only from inside the folder of that
 * file. An import is often run on files an author sent in; without this, a file naming
 * `../../etc/secret.txt`, an absolute path or a symbolic link that points out of the folder would
 * copy any file the importing user can read into the database, and publish it as an attachment.
 * Refused before anything is read: absolute paths, any `..` step, and a path whose real location
 * (symbolic links followed) lies outside the dossier file's real folder.
 */
export const MAX_ATTACHMENT_BYTES = 25 * 1024 * 1024

export type AttachmentPath = { ok: true; path: string } | { ok: false; reason: string }

export async function attachmentPath(dossierFile: string, named: string): Promise<AttachmentPath> {
  if (named.includes('\0')) return { ok: false, reason: `attachment '${printable(named)}' is not a file name` }
  if (isAbsolute(named) || /^[A-Za-z]:[\\/]/.test(named) || named.startsWith('\\')) {
    return { ok: false, reason: `attachment '${named}' is an absolute path; name it relative to the dossier file, inside its folder` }
  }
  if (named.split(/[\\/]/).includes('..')) {
    return { ok: false, reason: `attachment '${named}' leaves the dossier file's folder ('..' is not allowed)` }
  }
  const folder = dirname(resolve(dossierFile))
  let real: string
  let realFolder: string
  try {
    ;[real, realFolder] = await Promise.all([realpath(resolve(folder, named)), realpath(folder)])
  } catch {
    return { ok: false, reason: `attachment '${named}' cannot be read` }
  }
  const inside = relative(realFolder, real)
  if (inside === '' || inside.startsWith(`..${sep}`) || inside === '..' || isAbsolute(inside)) {
    return { ok: false, reason: `attachment '${named}' is a link to a file outside the dossier file's folder` }
  }
  const info = await stat(real)
  if (!info.isFile()) return { ok: false, reason: `attachment '${named}' is not a file` }
  if (info.size > MAX_ATTACHMENT_BYTES) {
    return { ok: false, reason: `attachment '${named}' has ${info.size} bytes; at most ${MAX_ATTACHMENT_BYTES} (25 MB) are accepted` }
  }
  return { ok: true, path: real }
}

const printable = (text: string) => text.replace(/[\0-\x1f\x7f]/g, '?')
