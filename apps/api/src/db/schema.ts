import { roles, userStatuses } from '@wifi/contract'
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

/** Every moment is a timestamptz read as a JS Date, so no time zone is ever guessed. */
const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })
const createdAt = moment('created_at').notNull().defaultNow()

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '))

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored trimmed and lower-cased; the unique index on lower(email) guards against any path that forgets. */
    email: text('email').notNull(),
    username: text('username'),
    passwordHash: text('password_hash').notNull(),
    firstname: text('firstname'),
    lastname: text('lastname'),
    phone: text('phone'),
    role: text('role', { enum: roles }).notNull().default('customer'),
    status: text('status', { enum: userStatuses }).notNull().default('active'),
    createdAt,
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    // Case-insensitive, so "Admin" and "admin" cannot be two people; NULLs (no username yet) never collide.
    uniqueIndex('users_username_unique').on(sql`lower(${table.username})`),
    check('users_role_check', sql`${table.role} in (${quoted(roles)})`),
    check('users_status_check', sql`${table.status} in (${quoted(userStatuses)})`),
  ],
)

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the bearer token: a leaked table does not hand out sessions. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt,
    expiresAt: moment('expires_at').notNull(),
    lastUsedAt: moment('last_used_at').notNull().defaultNow(),
    revokedAt: moment('revoked_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
)

/** A pending two-step sign-in: the password was right, the emailed code is awaited. */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** Keyed with the challenge token, so the 10^6 possible codes cannot be tried offline from a dump. */
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt,
    expiresAt: moment('expires_at').notNull(),
    lastSentAt: moment('last_sent_at').notNull(),
    consumedAt: moment('consumed_at'),
    voidedAt: moment('voided_at'),
  },
  (table) => [index('otp_challenges_user_id_idx').on(table.userId)],
)

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt,
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
    voidedAt: moment('voided_at'),
  },
  (table) => [index('password_reset_tokens_user_id_idx').on(table.userId)],
)

/** Fixed-window counters shared by every API process (see rate-limit/rate-limits.ts). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    bucket: text('bucket').notNull(),
    subject: text('subject').notNull(),
    hits: integer('hits').notNull(),
    windowStartedAt: moment('window_started_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.bucket, table.subject] })],
)

export type UserRow = typeof users.$inferSelect
