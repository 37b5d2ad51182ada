/**
 * OpenWISP failed or answered something the contract does not allow. The message names the call
 * ("GET /api/v1/controller/device/?page=3") and what went wrong, so an operator can act on it.
 */
export class OpenWispError extends Error {
  override name = 'OpenWispError'

  constructor(
    readonly call: string,
    readonly problem: string,
    readonly status?: number,
  ) {
    super(`OpenWISP ${call}: ${problem}`)
  }
}
