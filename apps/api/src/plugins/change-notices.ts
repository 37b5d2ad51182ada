import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { sql } from 'drizzle-orm'
import { changeChannel } from '../db/process-presence.ts'

/** What the captive page keeps for a few seconds (modules/captive/captive-lookups.ts, plugins/guest-texts.ts). */
const changeKinds = ['access-points', 'venue-ads', 'venue-policies', 'guest-texts'] as const
type ChangeKind = (typeof changeKinds)[number]

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * After a change committed: this process forgets what it kept of `what` at once, and every other process as soon
     * as the notice reaches it, instead of serving it until it expires (10 s).
     */
    announceChange(what: ChangeKind): Promise<void>
    /** What to forget when `what` changed in any process. */
    whenChanged(what: ChangeKind, forget: () => void): void
  }
}

async function changeNoticesPlugin(app: FastifyInstance) {
  const forgets = new Map<string, (() => void)[]>(changeKinds.map((kind) => [kind, []]))
  const forgetKept = (what: string | null) => {
    // null: notices may have been missed while the connection was lost, so everything kept is forgotten.
    for (const [kind, each] of forgets) if (what === null || what === kind) each.forEach((forget) => forget())
  }

  app.decorate('whenChanged', (what: ChangeKind, forget: () => void) => void forgets.get(what)!.push(forget))
  app.decorate('announceChange', async (what: ChangeKind) => {
    forgetKept(what)
    try {
      // Sent once the change committed: every listening process, this one included, gets it.
      await app.db.execute(sql`select pg_notify(${changeChannel}, ${what})`)
    } catch (error) {
      // The change itself is committed; the other processes then see it when what they kept expires.
      app.log.warn({ err: error, what }, 'Other processes could not be told of a change')
    }
  })

  const stopListening = await app.onDatabaseChange(forgetKept)
  app.addHook('onClose', () => stopListening())
}

export default fp(changeNoticesPlugin, { name: 'change-notices', dependencies: ['database'] })
