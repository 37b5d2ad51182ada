import type { SimRequest, SimResponse } from './http.ts'
import type { Page } from './pagination.ts'
import type { SimulatorStore } from './store.ts'
import type { CommandRecord, DeviceRecord } from './types.ts'

/** What an API handler gets: the request, the UUIDs captured from its path, and the simulator's live parts. */
export interface ApiContext {
  request: SimRequest
  params: string[]
  store: SimulatorStore
  seed: number
  /** Called after a device list page is built, so a between-pages fault can change the data behind it. */
  devicePageServed(page: Page<DeviceRecord>): void
  /** Called after a command is stored, to run it in the background as OpenWISP's task queue does. */
  commandCreated(command: CommandRecord): void
}

export type Handler = (context: ApiContext) => SimResponse

export function param(context: ApiContext, index = 0): string {
  const value = context.params[index]
  if (value === undefined) throw new Error(`route has no parameter ${index}`)
  return value
}
