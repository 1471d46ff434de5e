import { phraseLibraryFromFiles } from '../../phrases/library.ts'
import { renderJobs } from './jobs.ts'
import { serveRenderJobs } from './worker-loop.ts'

/** The render worker thread: the phrase library from its files (a worker has no database), and every render job. */
serveRenderJobs(renderJobs(phraseLibraryFromFiles()))
