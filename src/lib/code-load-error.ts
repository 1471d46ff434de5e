/**
 * Whether an error is a page's code that could not load: a file left out of the offline precache
 * (vite.config.ts, online-* chunks) asked for with the server out of reach. The messages are the
 * browsers' own (Chromium, Firefox, Safari) and Vite's for a stylesheet.
 */
export function isCodeLoadError(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(error.message)
}
