import { isMainThread } from 'node:worker_threads'

/**
 * The canvas library (Skia, through @napi-rs/canvas) allocates with mimalloc, which by default
 * hands freed memory back to the system shortly after. Every label PNG reads its pixels into new
 * buffers, and memory that was handed back costs a page fault per 4 KB on its next use: for an A4
 * label at 150 dpi that was a third of the render (decision 0269). MIMALLOC_PURGE_DELAY=-1 makes
 * mimalloc keep freed memory for the next render instead; the process then holds the memory of
 * its largest renders, a few canvases' worth.
 *
 * mimalloc reads the setting from the process environment once, when the library loads. Only the
 * main thread changes that environment (a worker thread's process.env is its own copy), so this
 * module is imported before the library wherever the library is loaded, and by the render pool
 * before it starts its workers. An operator's own value is kept.
 */
if (isMainThread) process.env.MIMALLOC_PURGE_DELAY ??= '-1'
