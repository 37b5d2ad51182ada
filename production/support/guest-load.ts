import type { Simulator } from '@wifi/openwisp-sim'
import { signIn } from './console-client.ts'
import { consoleEdits, consoleSuccess, noConsoleWrites, type ConsoleWrites } from './console-edits.ts'
import {
  createChilliPlaces,
  guestSuccess,
  guestVisit,
  type AcknowledgedStep,
  type ChilliPlace,
} from './guest-traffic.ts'
import type { ServerProcess } from './server-process.ts'
import { Traffic, type Sent, type Workers } from './traffic.ts'

/** The answer that acknowledges each request of a guest load: the guests' visits and the admin's edits. */
export const loadSuccess: Record<string, number> = { ...guestSuccess, ...consoleSuccess }

/** Whether a request of a guest load was answered as it is when all is well. */
export const acknowledged = (sent: Sent) => sent.status === loadSuccess[sent.kind]

/**
 * The load the fault tests put on the servers: guests going through the captive flow of a venue's CoovaChilli access
 * points, and an admin editing in the console, every request recorded in one Traffic and everything acknowledged
 * noted, to be looked for in the database afterwards.
 */
export interface GuestLoad {
  /** The admin's session token (any process of the database takes it). */
  token: string
  places: ChilliPlace[]
  /** Every request of the load, the guests' and the admin's. */
  traffic: Traffic
  /** The guests' steps the servers acknowledged. */
  guestSteps: AcknowledgedStep[]
  /** The admin's writes, and which were acknowledged. */
  writes: ConsoleWrites
  /**
   * Starts the load: `guests` workers, each visiting one place after another, and `editors` workers, each editing
   * round after round; every request to the server `next()` picks (as a load balancer would).
   */
  start(next: () => string, workers?: { guests?: number; editors?: number }): void
  /** The guests' workers alone (they exist once start() was called), to stop them while the admin goes on. */
  readonly guests: Workers
  /** Lets every worker finish its round, then stops them all. */
  stop(): Promise<void>
}

/**
 * Signs the admin in on `signInOn` and creates `places` access points of a new venue through `setUpOn` (the OpenWISP
 * `simulator` holding their devices); start() then starts the load.
 */
export async function prepareGuestLoad(options: {
  simulator: Simulator
  signInOn: ServerProcess
  setUpOn?: ServerProcess
  places?: number
}): Promise<GuestLoad> {
  const token = await signIn(options.signInOn)
  const places = await createChilliPlaces(
    (options.setUpOn ?? options.signInOn).url,
    token,
    options.simulator,
    options.places ?? 8,
  )
  const traffic = new Traffic()
  const guestSteps: AcknowledgedStep[] = []
  const writes = noConsoleWrites()
  let guests: Workers | undefined
  return {
    token,
    places,
    traffic,
    guestSteps,
    writes,
    start(next, { guests: guestWorkers = 3, editors = 2 } = {}) {
      guests = traffic.start(guestWorkers, (worker, round) =>
        guestVisit(traffic, places[(worker * 3 + round) % places.length]!, next, guestSteps),
      )
      traffic.start(editors, (_worker, round) => consoleEdits(traffic, token, next, writes, round))
    },
    get guests() {
      if (!guests) throw new Error('The guest load has not started: call start() first')
      return guests
    },
    stop: () => traffic.stop(),
  }
}
