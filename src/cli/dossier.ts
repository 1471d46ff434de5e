#!/usr/bin/env node
import { parseEnv } from '#server/env'
import { runCommand } from './commands.ts'

/** `npm run dossier -- <command>`: see `npm run dossier -- help`. */
const env = parseEnvOrExit()
const code = await runCommand(process.argv.slice(2), env)
if (code !== undefined) process.exit(code)

function parseEnvOrExit() {
  try {
    return parseEnv(process.env)
  } catch (error) {
    console.error((error as Error).message)
    process.exit(2)
  }
}
