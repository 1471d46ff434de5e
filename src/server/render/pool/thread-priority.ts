import { readlinkSync } from 'node:fs'
import { setPriority } from 'node:os'
import { z } from 'zod'

/**
 * How much a render thread yields to the main thread: a nice value of 10 gives it about a tenth of
 * the main thread's share of a busy core (Linux's scheduler weighs nice 0 at 1024, nice 10 at 110).
 * Renders still take every idle cycle, so a render alone runs at full speed; when the cores are
 * contended, the thread that answers cached reads and every other request comes first.
 */
export const RENDER_THREAD_NICENESS = 10

/**
 * RENDER_NICENESS: the render threads' nice value, 0 (the main thread's priority) to 19 (the
 * lowest). The server checks it at start; each render thread reads the same setting from its copy
 * of the environment.
 */
export const renderNicenessSetting = z.coerce.number().int().min(0).max(19).default(RENDER_THREAD_NICENESS)

/**
 * Lowers the priority of the calling thread only. On Linux a thread has its own nice value, set
 * through its thread id, which /proc/thread-self names ("<pid>/task/<tid>"). Elsewhere, or where
 * the system refuses, the thread keeps its priority: that costs latency under load, never a render.
 * Returns the thread id whose priority was lowered.
 */
export function lowerThisThreadPriority(niceness = RENDER_THREAD_NICENESS): number | undefined {
  if (niceness === 0) return undefined
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').at(-1))
    if (!Number.isInteger(tid) || tid <= 0) return undefined
    setPriority(tid, niceness)
    return tid
  } catch {
    return undefined
  }
}
