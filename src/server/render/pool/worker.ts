import { phraseLibraryFromFiles } from '#server/phrases/library'
import { renderJobs } from './jobs.ts'
import { serveRenderJobs } from './worker-loop.ts'

/** The render worker thread: the phrase library from its files (a worker has no database), and every render job. */
serveRenderJobs(renderJobs(phraseLibraryFromFiles()))
