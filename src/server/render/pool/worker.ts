import { phraseLibraryFromFiles } from '#server/phrases/library'
import { renderJobs } from './jobs.ts'
import { lowerThisThreadPriority, renderNicenessSetting } from './thread-priority.ts'
import { serveRenderJobs } from './worker-loop.ts'

/**
 * The render worker thread: the phrase library from its files (a worker has no database), and every
 * render job, at a lower priority than the main thread so a burst of renders never makes readers wait.
 */
lowerThisThreadPriority(renderNicenessSetting.parse(process.env.RENDER_NICENESS))
serveRenderJobs(renderJobs(phraseLibraryFromFiles()))
