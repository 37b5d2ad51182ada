/**
 * The processes the tests start and where they listen. Each Playwright worker has its own console server, OpenWISP
 * simulator and PostgreSQL database (support/worker-servers.ts), so the ports below depend on the worker's slot
 * (`TEST_PARALLEL_INDEX`, 0 … workers − 1, which Playwright sets in every worker process; workers running at the same
 * time never share one). The SMTP receiver is one for the run (playwright.config.ts). All on loopback: nothing leaves
 * the machine. E2E_PORT_OFFSET moves them all, so two runs on one machine (two checkouts) do not take each other's
 * ports.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0)

/** This worker's slot; the runner process (which has none) uses 0 only to name the shared receiver's ports. */
export const workerSlot = Number(process.env.TEST_PARALLEL_INDEX ?? 0)
/** Ten ports a worker: the app, the simulator, the CoA listener, a second server, the demo and its gateway. */
const workerBase = offset + workerSlot * 10

export const mailSmtpPort = 2526 + offset
export const mailHttpPort = 2527 + offset
export const mailHttpUrl = `http://127.0.0.1:${mailHttpPort}`

export const appPort = 4200 + workerBase
export const appUrl = `http://127.0.0.1:${appPort}`

/** The worker's PostgreSQL database, made empty when the worker starts and dropped when it ends. */
export const serverDatabaseUrl = process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
export const workerDatabase = `e2e_w${offset}_${workerSlot}`

/**
 * The first administrator, created by the worker's app on its first start on the empty database. One address per
 * worker: every worker's server sends to the one receiver, and each worker reads its own admin's sign-in codes.
 */
export const admin = { email: `admin-w${workerSlot}@e2e.test`, password: 'Admin1234' }

/** The OpenWISP simulator standing in for the network controller (apps/openwisp-sim), with its API user. */
export const openwispPort = 2600 + workerBase
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
export const radiusCoaPort = 2601 + workerBase
export const radiusCoaSecret = 'e2e-radius-coa-secret'

/** A second console server a spec starts for itself (support/localhost-server.ts), and the demo's two ports. */
export const localhostPort = 4202 + workerBase
export const demoPort = 4203 + workerBase
export const demoChilliPort = 4204 + workerBase
/** The UDP port where the demo's simulated gateway takes the demo console's Disconnect-Requests. */
export const demoCoaPort = 4205 + workerBase
