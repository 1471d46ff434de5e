import { useRef } from 'react'

export const TYPE_AHEAD_RESET_MS = 500

/** Typing letters jumps to the next label that starts with them; the typed text resets after 500 ms. */
export function useTypeAhead() {
  const typed = useRef('')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  return (key: string, labels: string[], from: number): number => {
    typed.current += key.toLowerCase()
    clearTimeout(timer.current)
    timer.current = setTimeout(() => (typed.current = ''), TYPE_AHEAD_RESET_MS)
    const prefix = typed.current
    const order = [...labels.keys()].map((i) => (from + (prefix.length === 1 ? 1 : 0) + i) % labels.length)
    return order.find((i) => labels[i]!.toLowerCase().startsWith(prefix)) ?? -1
  }
}
