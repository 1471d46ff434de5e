import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema'
import { AccountError, addMember, assignProduct, createUser, createWorkgroup } from '#server/repos/accounts'

export const ACCOUNT_HELP = `  user add <username> --password P --email E [--name N] [--locale en|sl|de|hr]
                      create a user (password: at least 12 characters, stored as argon2id)
  workgroup add <name>
                      create a workgroup
  workgroup member <workgroup> <username>
                      add a user to a workgroup
  product assign <permalink> <workgroup>
                      put a product into a workgroup's product list`

function flag(args: string[], name: string): string | undefined {
  const at = args.indexOf(name)
  return at >= 0 ? args[at + 1] : undefined
}

/** Positional arguments: everything that is neither a --flag nor a flag's value. */
function positional(args: string[]): string[] {
  return args.filter((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'))
}

/** `user`, `workgroup` and `product` commands; answers the exit code. */
export async function runAccountCommand(db: Kysely<Database>, command: string, args: string[]): Promise<number> {
  const [action, ...rest] = args
  const [first, second] = positional(rest)
  try {
    if (command === 'user' && action === 'add' && first) {
      const password = flag(rest, '--password')
      const email = flag(rest, '--email')
      if (!password || !email) return usage('user add needs --password and --email')
      const id = await createUser(db, { username: first, password, email, name: flag(rest, '--name'), locale: flag(rest, '--locale') })
      console.log(`created user ${first.toLowerCase()} (id ${id})`)
      return 0
    }
    if (command === 'workgroup' && action === 'add' && first) {
      const id = await createWorkgroup(db, first)
      console.log(`created workgroup '${first}' (id ${id})`)
      return 0
    }
    if (command === 'workgroup' && action === 'member' && first && second) {
      await addMember(db, first, second)
      console.log(`${second.toLowerCase()} is a member of '${first}'`)
      return 0
    }
    if (command === 'product' && action === 'assign' && first && second) {
      await assignProduct(db, first, second)
      console.log(`${first} is in the product list of '${second}'`)
      return 0
    }
    return usage(`unknown or incomplete command: ${[command, ...args].join(' ')}`)
  } catch (error) {
    if (!(error instanceof AccountError)) throw error
    console.error(error.message)
    return 1
  }
}

function usage(message: string): number {
  console.error(`${message}\n\n${ACCOUNT_HELP}`)
  return 2
}
