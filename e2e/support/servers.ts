/**
 * The processes the tests start (see playwright.config.ts) and where they listen. Fixed ports, because
 * Playwright's webServer checks a known URL and the app must be told where to send mail before it starts.
 * All on loopback: nothing leaves the machine. E2E_PORT_OFFSET moves them all, so two runs on one machine
 * (two checkouts, or two people at work) do not take each other's ports.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0)

export const appPort = 4173 + offset
export const appUrl = `http://127.0.0.1:${appPort}`

export const mailSmtpPort = 2526 + offset
export const mailHttpPort = 2527 + offset
export const mailHttpUrl = `http://127.0.0.1:${mailHttpPort}`

/** The first administrator, created by the app on its first start on the empty database. */
export const admin = { email: 'admin@e2e.test', password: 'Admin1234' }

/** The OpenWISP simulator standing in for the network controller (apps/openwisp-sim), with its API user. */
export const openwispPort = 2528 + offset
export const openwispUrl = `http://127.0.0.1:${openwispPort}`
/** The e2e server's cooldown between two syncs of a scope. */
export const syncCooldownSeconds = 5
export const openwispUser = { username: 'console', password: 'openwisp-sim-password' }

/** The e2e server's RADIUS_API_TOKEN: what FreeRADIUS's rest module would send to /api/radius/authorize and accounting. */
export const radiusApiToken = 'e2e-radius-api-token-0123456789abcdef'

/**
 * The e2e server's RADIUS_COA_PORT and RADIUS_COA_SECRET: where and with what it sends CoovaChilli's RFC 5176
 * Disconnect-Requests to end a guest's session. A test's Chilli simulator listens there on loopback, the management
 * address its access point's OpenWISP device reports.
 */
export const radiusCoaPort = 2531 + offset
export const radiusCoaSecret = 'e2e-radius-coa-secret'
