/** Runs `start` once the window's load event has fired (at once when it already has): work that must not compete with the first page. */
export function afterWindowLoad(start: () => void): void {
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
}
