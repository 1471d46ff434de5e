// Development and tests only: a render worker started from the TypeScript sources imports this
// first, so that it can load .ts files (Node 20 cannot, and does not hand the process's --import
// loaders on to worker threads). The compiled server starts its JavaScript worker directly and
// never loads this file, so production needs no tsx.
import { register } from 'tsx/esm/api'

register()
