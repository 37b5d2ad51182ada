import { and, inArray, isNotNull, isNull, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { guestSessions } from '../src/db/schema.ts'

/** What a demo guest uses while online: a little browsing, about 20 kB/s to them and a tenth of it back. */
const bytesToGuestPerSecond = 20_000
const bytesFromGuestPerSecond = 2_000

/**
 * The guests the demo seeded as online now stay online while it runs: every accounting interval their time and data
 * grow, as their gateways' Interim-Updates would report them, so "who is online" does not turn them into "gateway
 * stopped reporting". The simulated gateway's own guests are reported by that gateway (scripts/demo.mjs). Answers
 * how to stop.
 */
export async function keepDemoGuestsOnline(
  app: FastifyInstance,
  everyMs = app.config.accountingIntervalSeconds * 1000,
): Promise<() => void> {
  const online = await app.db
    .select({ id: guestSessions.id })
    .from(guestSessions)
    .where(and(isNotNull(guestSessions.onlineAt), isNull(guestSessions.endedAt)))
  const ids = online.map((session) => session.id)
  const seconds = everyMs / 1000
  const report = () =>
    app.db
      .update(guestSessions)
      .set({
        lastSeenAt: sql`now()`,
        bytesDown: sql`${guestSessions.bytesDown} + ${Math.round(bytesToGuestPerSecond * seconds)}`,
        bytesUp: sql`${guestSessions.bytesUp} + ${Math.round(bytesFromGuestPerSecond * seconds)}`,
      })
      .where(and(inArray(guestSessions.id, ids), isNull(guestSessions.endedAt)))
  const timer = setInterval(
    () => void report().catch((error: unknown) => app.log.warn({ err: error }, 'Demo: guests not reported')),
    everyMs,
  )
  timer.unref()
  return () => clearInterval(timer)
}
