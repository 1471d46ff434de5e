import { Hono } from 'hono'
import { signedInOf } from '../auth/context.ts'
import { requireUser } from '../auth/middleware.ts'

/** GET /api/v1/app/init: who is signed in, or 401. */
export function appInitRoutes() {
  return new Hono().get('/init', requireUser, (c) => {
    const { user, workgroups } = signedInOf(c)!
    c.header('Cache-Control', 'no-store')
    return c.json({
      user_settings: {
        id: user.id,
        username: user.username,
        name: user.display_name,
        email: user.email,
        locale: user.locale,
        groups: workgroups.map((w) => ({ id: w.id, name: w.name })),
      },
    })
  })
}
