import * as z from 'zod/mini'

/** One of the signed-in user's sessions, as Settings → Security lists them. */
const sessionSchema = z.object({
  id: z.uuid(),
  /** "Chrome 131", "Cốc Cốc 130", … from the user agent; null when it names no browser we know. */
  browser: z.nullable(z.string()),
  /** "Android 14", "Windows", "iOS 18.1", …; null when unknown. */
  system: z.nullable(z.string()),
  /** The address it signed in from. */
  ip: z.nullable(z.string()),
  signedInAt: z.iso.datetime(),
  lastActiveAt: z.iso.datetime(),
  /** The session making this request. */
  current: z.boolean(),
})
export type Session = z.infer<typeof sessionSchema>

export const sessionListSchema = z.object({ items: z.array(sessionSchema) })
export type SessionList = z.infer<typeof sessionListSchema>

export const endedSessionsSchema = z.object({ ended: z.int().check(z.nonnegative()) })
