import { workerData } from 'node:worker_threads'
import { phraseLibraryFromFiles } from '#server/phrases/library'
import { renderJobs } from '#server/render/pool/jobs'
import { serveRenderJobs, type Jobs } from '#server/render/pool/worker-loop'

/**
 * A render worker for tests: every render first waits at a gate the test opens and shuts. The
 * gate is shared memory: [0] is 0 while shut, [1] counts the renders that reached it, [2] is 1 while
 * every render first takes memory without end (as a render of an enormous document would). A
 * waiting render blocks its whole thread, as a long render does; the real renderers run once it opens.
 */
const gate = new Int32Array(workerData as SharedArrayBuffer)

function waitAtGate() {
  Atomics.add(gate, 1, 1)
  // Short waits, so that ending the worker (a render over its budget) is never held up.
  while (Atomics.load(gate, 0) === 0) Atomics.wait(gate, 0, 0, 20)
  if (Atomics.load(gate, 2) === 1) takeMemoryWithoutEnd()
}

function takeMemoryWithoutEnd(): never {
  const held: string[][] = []
  for (;;) held.push(Array.from({ length: 100_000 }, (_, i) => `${i}`))
}

const jobs = renderJobs(phraseLibraryFromFiles())
serveRenderJobs(
  Object.fromEntries(
    Object.entries(jobs).map(([name, run]) => [
      name,
      (input: never) => {
        waitAtGate()
        return run(input)
      },
    ]),
  ) as Jobs,
)
