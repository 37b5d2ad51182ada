/**
 * The shell command OpenWISP runs on an openNDS access point to end one guest's session (docs/decisions/034).
 *
 * `ndsctl deauth` takes a MAC, an IP or openNDS's token of the client, none of which the console keeps. What it keeps
 * is the visit's `hid`, and openNDS makes the hid as the SHA-256 of that token (openNDS `client_list.c`), while
 * `ndsctl json` lists each client's token. So the router finds the client whose token hashes to the hid and ends it;
 * the console never learns the MAC. openNDS then runs BinAuth's `ndsctl_deauth`, whose report closes the session
 * with its bytes. When the router has no such guest (gone already) it prints `notOnlineHere` and fails.
 */
export const notOnlineHere = 'wifi-console: this guest is not online here'

const hidPattern = /^[0-9a-f]{64}$/

/**
 * The command for the guest of `hid`; null when it is not a hid openNDS makes (64 lower-case hex digits). A level-1
 * payload is written by anyone, so the hid is checked here: nothing else may ever reach the router's shell.
 */
export function openndsDeauthCommand(hid: string): string | null {
  if (!hidPattern.test(hid)) return null
  return [
    `for t in $(ndsctl json | sed -n 's/.*"token":"\\([0-9a-f]*\\)".*/\\1/p'); do`,
    `[ "$(printf %s "$t" | sha256sum | cut -c 1-64)" = ${hid} ] && exec ndsctl deauth "$t";`,
    `done; echo '${notOnlineHere}'; exit 3`,
  ].join(' ')
}
