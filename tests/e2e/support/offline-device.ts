import type { Page } from '@playwright/test'
import { createProfile, type Profile } from './browser.ts'
import { test, watchConsole } from './fixtures.ts'
import { startE2eServer, type E2eServer } from './server.ts'

/** A phone that used the portal once and then lost it: set when the spec's tests run. */
export interface OfflineDevice {
  server: E2eServer
  profile: Profile
  origin: string
}

/**
 * The set-up of the offline specs, the hard way (the network really gone, not simulated): the spec's own server (killing
 * it disturbs no other spec), a browser profile on disk, one online visit in which `online` opens and
 * saves what the spec needs (under the console guard), then the browser closed and the server process
 * killed, not only the network switched off. Each test then visits with a new browser process on the
 * same profile (support/visit.ts). Registers the spec's beforeAll and afterAll.
 */
export function offlineDevice(online: (page: Page, origin: string) => Promise<void>, { timeout = 90_000 } = {}): OfflineDevice {
  const device = {} as OfflineDevice
  test.beforeAll(async () => {
    test.setTimeout(timeout)
    device.server = await startE2eServer()
    device.origin = device.server.origin
    device.profile = await createProfile()
    const context = await device.profile.launch()
    const guard = watchConsole(context)
    await online(context.pages()[0] ?? (await context.newPage()), device.origin)
    await context.close()
    guard.assertClean()
    await device.server.kill()
  })
  test.afterAll(async () => {
    await device.server?.stop()
    await device.profile?.remove()
  })
  return device
}
