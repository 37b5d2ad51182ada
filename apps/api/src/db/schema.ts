import {
  type GuestPolicy,
  type Media,
  adComponentTypes,
  adReportReasons,
  adTypes,
  auditActions,
  auditEntities,
  configStatuses,
  funnelSteps,
  gatewayKinds,
  guestSessionEndCauses,
  guestDataRequestKinds,
  guestTextKinds,
  healthStatuses,
  languages,
  reportDeliveryStatuses,
  reportDeliveryTriggers,
  reportFrequencies,
  roles,
  signInMethods,
  statuses,
  syncRunStatuses,
  syncScopes,
} from '@wifi/contract'
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'

/** Every moment is a timestamptz read as a JS Date, so no time zone is ever guessed. */
const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })
const createdAt = moment('created_at').notNull().defaultNow()

/**
 * A trigram index answers `search LIKE '%text%'` from any position in the text, which a b-tree cannot
 * (pg_trgm, created by the migration).
 */
const searchIndex = (name: string, column: AnyPgColumn) => index(name).using('gin', sql`${column} gin_trgm_ops`)

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
    status: text('status', { enum: statuses }).notNull().default('active'),
    createdAt,
    updatedAt: moment('updated_at').notNull().defaultNow(),
    /** "firstname lastname", kept by the database so lists can sort by it with an index. */
    fullName: text('full_name').generatedAlwaysAs(sql`trim(coalesce(firstname, '') || ' ' || coalesce(lastname, ''))`),
    /** Everything the user list searches, lower-cased, behind a trigram index (see `searchIndex`). */
    search: text('search').generatedAlwaysAs(
      sql`lower(coalesce(firstname, '') || ' ' || coalesce(lastname, '') || ' ' || coalesce(username, '') || ' ' || email || ' ' || coalesce(phone, ''))`,
    ),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    // Case-insensitive, so "Admin" and "admin" cannot be two people; NULLs (no username yet) never collide.
    uniqueIndex('users_username_unique').on(sql`lower(${table.username})`),
    check('users_role_check', sql`${table.role} in (${quoted(roles)})`),
    check('users_status_check', sql`${table.status} in (${quoted(statuses)})`),
    searchIndex('users_search_idx', table.search),
    index('users_full_name_idx').on(table.fullName),
    index('users_created_at_idx').on(table.createdAt),
    index('users_updated_at_idx').on(table.updatedAt),
    index('users_phone_idx').on(table.phone),
    index('users_role_status_idx').on(table.role, table.status),
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
    /**
     * The second step this session showed: the one that signed it in, or a strong factor set up in it since (its
     * first code, a passkey made with user verification). REQUIRE_STRONG_MFA holds a session that shows only the
     * emailed code (docs/decisions/045); sessions from before the column count as the emailed code.
     */
    secondStep: text('second_step', { enum: signInMethods }).notNull().default('email'),
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
    /** How the second step is completed: an emailed code, or the authenticator app's (then code_hash is unused). */
    method: text('method', { enum: signInMethods }).notNull().default('email'),
  },
  (table) => [index('otp_challenges_user_id_idx').on(table.userId)],
)

/** A user's authenticator app (docs/decisions/039): usable for sign-in once confirmed with a first code. */
export const totpFactors = pgTable('totp_factors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The shared key, sealed with SECRETS_KEY ('totp-secret'): a database dump alone cannot compute codes. */
  secretSealed: text('secret_sealed').notNull(),
  confirmedAt: moment('confirmed_at'),
  /** The 30-second step of the last accepted code: a code is accepted once, and never an older one. */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt,
  /** Set by a password reset: the app (and its recovery codes) sign in again once the owner confirms it (ADR 045). */
  needsConfirmation: boolean('needs_confirmation').notNull().default(false),
})

/** Single-use recovery codes, stored only as a keyed hash. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: moment('used_at'),
    createdAt,
  },
  (table) => [uniqueIndex('recovery_codes_user_code_idx').on(table.userId, table.codeHash)],
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

/**
 * The captive pages' limits, shared by every process (rate-limit/postgres-windows.ts): one counter per policy and
 * subject, its window's end. UNLOGGED (migration 0009): a counter needs no crash safety, and writing it then costs no
 * wait for the disk.
 */
export const limitWindows = pgTable('limit_windows', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: moment('window_ends_at').notNull(),
})

export const venues = pgTable(
  'venues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    owner: text('owner'),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    website: text('website'),
    status: text('status', { enum: statuses }).notNull().default('active'),
    ssid: text('ssid'),
    wifiPassword: text('wifi_password'),
    /** The OpenWISP device group holding this venue's access points (ADR 009); one venue per group. */
    openwispGroupId: uuid('openwisp_group_id').unique(),
    /** The venue's own name and contact in the guests' privacy notice, beside the operator's (docs/privacy.md). */
    noticeName: text('notice_name'),
    noticeContact: text('notice_contact'),
    /** The venue's own guest policy, replacing the service's default whole; null: the default (docs/decisions/034). */
    guestPolicy: jsonb('guest_policy').$type<GuestPolicy>(),
    createdAt,
    updatedAt: moment('updated_at').notNull().defaultNow(),
    search: text('search').generatedAlwaysAs(
      sql`lower(name || ' ' || coalesce(owner, '') || ' ' || email || ' ' || phone || ' ' || address)`,
    ),
  },
  (table) => [
    check('venues_status_check', sql`${table.status} in (${quoted(statuses)})`),
    searchIndex('venues_search_idx', table.search),
    index('venues_name_idx').on(table.name),
    index('venues_owner_idx').on(table.owner),
    index('venues_email_idx').on(table.email),
    index('venues_phone_idx').on(table.phone),
    index('venues_address_idx').on(table.address),
    index('venues_status_created_at_idx').on(table.status, table.createdAt),
    index('venues_created_at_idx').on(table.createdAt),
  ],
)

/** The customers who manage a venue (its `users` in docs/product.md §3). */
export const venueMembers = pgTable(
  'venue_members',
  {
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.venueId, table.userId] }),
    index('venue_members_user_id_idx').on(table.userId),
  ],
)

/**
 * An admin's invitation of an email address to a venue (docs/decisions/056): a one-time link, stored as its hash
 * like a reset link's, that works for a week. A newer invitation of the same address to the same venue voids it.
 */
export const venueInvitations = pgTable(
  'venue_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    /** Stored trimmed and lower-cased, as users' emails are. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** Null once the inviting admin's account is deleted. */
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt,
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
    voidedAt: moment('voided_at'),
  },
  (table) => [
    index('venue_invitations_venue_email_idx').on(table.venueId, table.email),
    index('venue_invitations_expires_at_idx').on(table.expiresAt),
  ],
)

/** Who changed what, when and from where; rows are only ever added. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: moment('at').notNull().defaultNow(),
    /** Kept as text too, so the entry still names the actor after their account is deleted. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    ip: text('ip'),
    action: text('action', { enum: auditActions }).notNull(),
    entity: text('entity', { enum: auditEntities }).notNull(),
    entityId: uuid('entity_id').notNull(),
    changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>().notNull(),
  },
  (table) => [
    index('audit_log_entity_idx').on(table.entity, table.entityId, table.at),
    index('audit_log_at_idx').on(table.at),
  ],
)

/**
 * The stored form of an ad's images and video (docs/decisions/016: kept with the ad as JSON). An image keeps the
 * view of its media beside the id: stored media never changes, so the copy cannot go stale and reading an ad needs
 * no join (docs/decisions/018).
 */
export interface AdImageValue {
  mediaId: string
  sourceUrl: string | null
  altText: string
  title: string | null
  description: string | null
  media: Media
}
export interface AdVideoValue {
  url: string | null
  title: string | null
  description: string | null
}

/**
 * An advertisement (docs/decisions/016). Its status is never stored: it follows from the dates and the day.
 * Images and video live in JSON columns: they are always read and written with their ad, in order, and never
 * searched; each image names a stored media id (docs/decisions/018).
 */
export const advertisements = pgTable(
  'advertisements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    componentType: text('component_type', { enum: adComponentTypes }).notNull(),
    /** Seconds the guest waits before the task and Connect. */
    duration: integer('duration').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** Inclusive: the ad runs through this whole day. */
    endDate: date('end_date', { mode: 'string' }).notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    ctaText: text('cta_text'),
    ctaUrl: text('cta_url'),
    targetText: text('target_text'),
    type: text('type', { enum: adTypes }).notNull(),
    images: jsonb('images').$type<AdImageValue[]>().notNull().default([]),
    video: jsonb('video').$type<AdVideoValue>(),
    /** Optional daily window, "HH:MM" in Vietnam; from after to spans midnight. */
    hoursFrom: text('hours_from'),
    hoursTo: text('hours_to'),
    /** Share among a venue's running ads, 1 to 100. */
    weight: integer('weight').notNull().default(1),
    /** The creating user; null once their account is deleted (the ad stays, as admins may still use it). */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** An administrator took the ad down everywhere (docs/privacy.md): no venue picks it while this is set. */
    takenDownAt: moment('taken_down_at'),
    takenDownReason: text('taken_down_reason'),
    createdAt,
    updatedAt: moment('updated_at').notNull().defaultNow(),
    search: text('search').generatedAlwaysAs(sql`lower(title || ' ' || description)`),
  },
  (table) => [
    check('advertisements_component_type_check', sql`${table.componentType} in (${quoted(adComponentTypes)})`),
    check('advertisements_type_check', sql`${table.type} in (${quoted(adTypes)})`),
    check('advertisements_dates_check', sql`${table.endDate} >= ${table.startDate}`),
    check('advertisements_duration_check', sql`${table.duration} >= 1`),
    check('advertisements_weight_check', sql`${table.weight} between 1 and 100`),
    searchIndex('advertisements_search_idx', table.search),
    index('advertisements_title_idx').on(table.title),
    index('advertisements_start_date_idx').on(table.startDate),
    index('advertisements_end_date_idx').on(table.endDate),
    index('advertisements_created_at_idx').on(table.createdAt),
    index('advertisements_author_id_idx').on(table.authorId),
    index('advertisements_is_public_idx').on(table.isPublic),
    // Media pruning asks whether any ad shows a media id (`images @> '[{"mediaId": …}]'`).
    index('advertisements_images_idx').using('gin', sql`${table.images} jsonb_path_ops`),
  ],
)

/** Which ads a venue shows its guests (SPEC: ads are assigned to and unassigned from venues). */
export const venueAds = pgTable(
  'venue_ads',
  {
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    adId: uuid('ad_id')
      .notNull()
      .references(() => advertisements.id, { onDelete: 'cascade' }),
    assignedAt: moment('assigned_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.venueId, table.adId] }), index('venue_ads_ad_id_idx').on(table.adId)],
)

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite hands bytea back as a Uint8Array, node-postgres as a Buffer.
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
})

/** The image types stored: the cleaned full images keep their PNG or JPEG, the phone-sized variants are WebP. */
export const mediaBlobTypes = ['image/png', 'image/jpeg', 'image/webp'] as const
export type MediaBlobType = (typeof mediaBlobTypes)[number]

/**
 * The bytes of stored images, once per content (docs/decisions/018): the SHA-256 of the bytes is the key and the
 * file name they are served under, so identical images are kept once and a name always means the same bytes.
 */
export const mediaBlobs = pgTable(
  'media_blobs',
  {
    /** Lower-case hex SHA-256 of `data`. */
    hash: text('hash').primaryKey(),
    contentType: text('content_type', { enum: mediaBlobTypes }).notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    /** When these bytes were last stored: storing them again renews it, so pruning never races a new upload. */
    storedAt: moment('stored_at').notNull().defaultNow(),
  },
  (table) => [
    check('media_blobs_content_type_check', sql`${table.contentType} in (${quoted(mediaBlobTypes)})`),
    check('media_blobs_hash_check', sql`${table.hash} ~ '^[0-9a-f]{64}$'`),
  ],
)

/** A phone-sized WebP copy of a stored image, as `media.variants` keeps it. */
export interface MediaVariantValue {
  width: number
  hash: string
  bytes: number
}

/** An uploaded or fetched image: its cleaned full image and its variants, all in `media_blobs`. Never changed. */
export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The cleaned full image (PNG or JPEG). No foreign key: pruning removes blobs no media row names. */
    blobHash: text('blob_hash').notNull(),
    contentType: text('content_type', { enum: mediaBlobTypes }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    /** Narrowest first. */
    variants: jsonb('variants').$type<MediaVariantValue[]>().notNull(),
    /** Null once the uploader's account is deleted; the image stays, as ads may show it. */
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /** The address a fetched image came from; null for an upload. */
    sourceUrl: text('source_url'),
    createdAt,
    /**
     * When an ad was last saved with it. Pruning spares media used or uploaded within a day; setting this locks the
     * row, so an ad saved while pruning runs keeps its media (modules/media/prune-media.ts).
     */
    usedAt: moment('used_at'),
  },
  (table) => [
    check('media_content_type_check', sql`${table.contentType} in ('image/png', 'image/jpeg')`),
    index('media_created_at_idx').on(table.createdAt),
    index('media_blob_hash_idx').on(table.blobHash),
    // Blob pruning asks whether any media row names a blob among its variants.
    index('media_variants_idx').using('gin', sql`${table.variants} jsonb_path_ops`),
  ],
)

export const accessPointCodes = pgSequence('access_point_code_seq')

/**
 * The console's copy of an OpenWISP device, kept in step by the sync engine (modules/access-points). The
 * device's `key` is never stored; the gateway secret is stored for the captive page and never sent to a browser.
 */
export const accessPoints = pgTable(
  'access_points',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    openwispDeviceId: uuid('openwisp_device_id').notNull().unique(),
    /** AP-000123: short enough to read out over the phone or print under a QR code; never reused. */
    deviceCode: text('device_code')
      .notNull()
      .unique()
      .default(sql`'AP-' || lpad(nextval('access_point_code_seq')::text, 6, '0')`),
    name: text('name').notNull(),
    venueId: uuid('venue_id').references(() => venues.id, { onDelete: 'set null' }),
    /**
     * The venue's name, kept by the database (triggers in migration 0006) so the list sorts by venue through an
     * index: set whenever the venue changes, and when the venue is renamed.
     */
    venueName: text('venue_name'),
    organizationId: uuid('organization_id').notNull(),
    organizationName: text('organization_name'),
    groupId: uuid('group_id'),
    healthStatus: text('health_status', { enum: healthStatuses }).notNull(),
    monitoringStatus: text('monitoring_status').notNull(),
    configStatus: text('config_status', { enum: configStatuses }).notNull(),
    errorReason: text('error_reason'),
    macAddress: text('mac_address').notNull(),
    ipAddress: text('ip_address'),
    ssid: text('ssid'),
    model: text('model').notNull(),
    firmware: text('firmware').notNull(),
    system: text('system').notNull(),
    backend: text('backend'),
    note: text('note').notNull(),
    status: text('status', { enum: statuses }).notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    gatewayKind: text('gateway_kind', { enum: gatewayKinds }),
    gatewaySecret: text('gateway_secret'),
    /**
     * When an openNDS gateway first sent a guest here at FAS secure level 2 (a payload only it can make): from then
     * on, level-1 visits naming this access point are forged and refused. Setting the gateway again clears it.
     */
    fasLevel2Since: moment('fas_level2_since'),
    /** The device's own `is_deactivated`, read with its detail (the list does not carry it). */
    openwispDeactivated: boolean('openwisp_deactivated').notNull().default(false),
    /** OpenWISP's `modified`: a device that has not changed keeps its fetched SSID, location and deactivation. */
    openwispModifiedAt: moment('openwisp_modified_at').notNull(),
    removedAt: moment('removed_at'),
    lastSyncedAt: moment('last_synced_at').notNull(),
    createdAt,
    updatedAt: moment('updated_at').notNull().defaultNow(),
    /** What the table searches, lower-cased: the MAC both as "aa:bb:…" and as its bare twelve digits. */
    search: text('search').generatedAlwaysAs(
      sql`lower(name || ' ' || device_code || ' ' || mac_address || ' ' || replace(mac_address, ':', '') || ' ' || coalesce(ip_address, '') || ' ' || coalesce(ssid, ''))`,
    ),
  },
  (table) => [
    check('access_points_health_status_check', sql`${table.healthStatus} in (${quoted(healthStatuses)})`),
    check('access_points_config_status_check', sql`${table.configStatus} in (${quoted(configStatuses)})`),
    check('access_points_status_check', sql`${table.status} in (${quoted(statuses)})`),
    check('access_points_gateway_kind_check', sql`${table.gatewayKind} in (${quoted(gatewayKinds)})`),
    index('access_points_venue_id_idx').on(table.venueId),
    index('access_points_group_id_idx').on(table.groupId),
    index('access_points_mac_address_idx').on(table.macAddress),
    searchIndex('access_points_search_idx', table.search),
    index('access_points_name_idx').on(table.name),
    // Names are unique among access points that are not removed, in any case (access-point-writes.ts checks).
    index('access_points_live_name_idx')
      .on(sql`lower(${table.name})`)
      .where(sql`${table.removedAt} is null`),
    index('access_points_venue_name_idx').on(table.venueName, table.id),
  ],
)

/** Every synchronisation with OpenWISP, successful or not. */
export const syncRuns = pgTable(
  'sync_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    scope: text('scope', { enum: syncScopes }).notNull(),
    venueId: uuid('venue_id').references(() => venues.id, { onDelete: 'set null' }),
    /** Kept as text too, so the run still names its venue and starter after they are deleted. */
    venueName: text('venue_name'),
    startedById: uuid('started_by_id').references(() => users.id, { onDelete: 'set null' }),
    startedBy: text('started_by'),
    status: text('status', { enum: syncRunStatuses }).notNull(),
    startedAt: moment('started_at').notNull().defaultNow(),
    finishedAt: moment('finished_at'),
    /**
     * Until when the process running it vouches for it: renewed as it reports progress. A running run past this
     * died with its process (see sync-runs.ts).
     */
    aliveUntil: moment('alive_until').notNull().defaultNow(),
    /**
     * The presence key of the process running it (db/process-presence.ts): while that process lives it holds an
     * advisory lock on the key, which PostgreSQL lets go the moment the process dies, so its run is known to be
     * over at once rather than when alive_until passes. Null for runs recorded before the key existed.
     */
    holder: integer('holder'),
    pagesRead: integer('pages_read').notNull().default(0),
    devicesTotal: integer('devices_total'),
    devicesProcessed: integer('devices_processed').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    removed: integer('removed').notNull().default(0),
    error: text('error'),
  },
  (table) => [
    check('sync_runs_scope_check', sql`${table.scope} in (${quoted(syncScopes)})`),
    check('sync_runs_status_check', sql`${table.status} in (${quoted(syncRunStatuses)})`),
    index('sync_runs_started_at_idx').on(table.startedAt),
    index('sync_runs_venue_id_idx').on(table.venueId, table.startedAt),
    index('sync_runs_running_idx')
      .on(table.aliveUntil)
      .where(sql`${table.status} = 'running'`),
  ],
)

/**
 * One row per sync scope ("all" or "venue:<id>"): the lease of the run in progress and the cooldown after it.
 * Held in the database so they bind every API process alike.
 */
export const syncScopeLocks = pgTable('sync_scope_locks', {
  scope: text('scope').primaryKey(),
  runId: uuid('run_id'),
  leaseUntil: moment('lease_until').notNull(),
  cooldownUntil: moment('cooldown_until').notNull(),
})

/**
 * OpenWISP's API token, cached: its token endpoint allows 20 calls a day, so a restart or a second process must
 * not ask again.
 */
export const openwispTokens = pgTable(
  'openwisp_tokens',
  {
    baseUrl: text('base_url').notNull(),
    username: text('username').notNull(),
    token: text('token').notNull(),
    obtainedAt: moment('obtained_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.baseUrl, table.username] })],
)

/**
 * A guest's visit to the captive page, from the page shown to the gateway's hand-off (docs/decisions/020). It holds
 * what the server checks before the hand-off (when the ad was shown, the ad's wait and task as they were then) and
 * what the gateway needs back. No MAC address: `deviceHash` is a keyed hash that only recognises a returning device.
 */
export const guestSessions = pgTable(
  'guest_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    accessPointId: uuid('access_point_id')
      .notNull()
      .references(() => accessPoints.id, { onDelete: 'cascade' }),
    /** Null when the venue had no running ad; also set null when the ad is deleted later. */
    adId: uuid('ad_id').references(() => advertisements.id, { onDelete: 'set null' }),
    /** The ad's countdown and task when it was shown: editing the ad later does not change what this guest owes. */
    adDuration: integer('ad_duration').notNull(),
    targetText: text('target_text'),
    gatewayKind: text('gateway_kind', { enum: gatewayKinds }).notNull(),
    /** The gateway's own name for this guest's visit (openNDS `hid`, CoovaChilli's session id); used once. */
    gatewaySession: text('gateway_session').notNull(),
    /** Where the guest is handed back: openNDS's `gatewayaddress`, CoovaChilli's `uamip:uamport`. */
    gatewayAddress: text('gateway_address').notNull(),
    /** CoovaChilli's latest challenge for this guest (a failed logon brings a new one); the PAP password uses it. */
    gatewayChallenge: text('gateway_challenge'),
    /**
     * The single-use credential issued at Connect for CoovaChilli's RADIUS check: its SHA-256 only, when it stops
     * being valid, and when RADIUS accepted it (at most once).
     */
    credentialHash: text('credential_hash'),
    credentialExpiresAt: moment('credential_expires_at'),
    credentialUsedAt: moment('credential_used_at'),
    /** Failed logons that reopened this session for another Connect (bounded: chilli-route.ts). */
    gatewayRetries: integer('gateway_retries').notNull().default(0),
    /**
     * Set only when the guest agreed at Connect to have the ads measured on this device (docs/decisions/033); null
     * otherwise, and then nothing kept recognises the device. The limits use `guest_device_keys` instead.
     */
    deviceHash: text('device_hash'),
    /**
     * The device's MAC was a randomised one (its locally administered bit set), as phones use per network: noted
     * before the MAC is hashed, so the analytics can say how far device counts can be trusted (docs/decisions/035).
     */
    macRandomised: boolean('mac_randomised').notNull().default(false),
    /**
     * The gateway vouched for the device's MAC (a signed CoovaChilli redirect, an openNDS level-2 payload): only then
     * may the guest's data requests reach the device's other visits (docs/decisions/043).
     */
    deviceVerified: boolean('device_verified').notNull().default(false),
    /**
     * SHA-256 of the key in the `wifi_guest` cookie of the browser that opened this visit: a data request about the
     * visit must come with that key (docs/decisions/043). Null for a visit from before the key.
     */
    browserKeyHash: text('browser_key_hash'),
    /** What the console calls the session (the list's label, End session's address): never its id (docs/decisions/043). */
    handle: uuid('handle').notNull().defaultRandom().unique(),
    lang: text('lang', { enum: languages }).notNull(),
    shownAt: moment('shown_at').notNull().defaultNow(),
    /** Set once, when the hand-off is produced: a session is handed off at most once. */
    handedOffAt: moment('handed_off_at'),
    /** The access policy the gateway was given for this guest, as it was then (docs/decisions/034). */
    policy: jsonb('policy').$type<GuestPolicy>(),
    /** The device connected within the venue's `adAgainAfterHours`: it was let on without the ad. */
    returning: boolean('returning_device').notNull().default(false),
    /**
     * The guest's time online, as the gateway reports it (RADIUS accounting, openNDS's BinAuth): when it began, the
     * last report, when it ended and why, and the bytes to (`bytesDown`) and from the guest so far.
     */
    onlineAt: moment('online_at'),
    lastSeenAt: moment('last_seen_at'),
    endedAt: moment('ended_at'),
    endCause: text('end_cause', { enum: guestSessionEndCauses }),
    bytesDown: bigint('bytes_down', { mode: 'number' }).notNull().default(0),
    bytesUp: bigint('bytes_up', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    check('guest_sessions_gateway_kind_check', sql`${table.gatewayKind} in (${quoted(gatewayKinds)})`),
    check('guest_sessions_lang_check', sql`${table.lang} in (${quoted(languages)})`),
    // A gateway session is handed off once, however many pages the guest opened with it.
    uniqueIndex('guest_sessions_gateway_session_handed_off_idx')
      .on(table.accessPointId, table.gatewaySession)
      .where(sql`${table.handedOffAt} is not null`),
    index('guest_sessions_venue_shown_idx').on(table.venueId, table.shownAt),
    index('guest_sessions_device_shown_idx').on(table.deviceHash, table.shownAt),
    index('guest_sessions_shown_at_idx').on(table.shownAt),
    check('guest_sessions_end_cause_check', sql`${table.endCause} in (${quoted(guestSessionEndCauses)})`),
    // The online and ended lists in each of their orders (the id breaks ties), all venues or one; the guests online
    // now at a venue or access point.
    index('guest_sessions_venue_online_idx')
      .on(table.venueId, table.onlineAt, table.id)
      .where(sql`${table.onlineAt} is not null`),
    index('guest_sessions_online_at_idx')
      .on(table.onlineAt, table.id)
      .where(sql`${table.onlineAt} is not null`),
    index('guest_sessions_bytes_down_idx')
      .on(table.bytesDown, table.id)
      .where(sql`${table.onlineAt} is not null`),
    index('guest_sessions_duration_idx')
      .on(sql`(coalesce(${table.endedAt}, ${table.lastSeenAt}, ${table.onlineAt}) - ${table.onlineAt})`, table.id)
      .where(sql`${table.onlineAt} is not null`),
    index('guest_sessions_online_now_idx')
      .on(table.accessPointId, table.onlineAt)
      .where(sql`${table.onlineAt} is not null and ${table.endedAt} is null`),
  ],
)

/** Each funnel step a guest session reached, at most once each, with when. */
export const guestEvents = pgTable(
  'guest_events',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => guestSessions.id, { onDelete: 'cascade' }),
    step: text('step', { enum: funnelSteps }).notNull(),
    at: moment('at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.sessionId, table.step] }),
    check('guest_events_step_check', sql`${table.step} in (${quoted(funnelSteps)})`),
  ],
)

/**
 * What the guest limits need to know of a visit's device while its page is in use — Connect presses per device, and
 * CoovaChilli's same-device retry — kept apart from the session and for an hour at most (docs/decisions/033).
 * UNLOGGED (migration 0010): like the counters, it needs no crash safety.
 */
export const guestDeviceKeys = pgTable(
  'guest_device_keys',
  {
    sessionId: uuid('session_id').primaryKey(),
    deviceHash: text('device_hash').notNull(),
    expiresAt: moment('expires_at').notNull(),
  },
  (table) => [
    index('guest_device_keys_device_hash_idx').on(table.deviceHash),
    index('guest_device_keys_expires_at_idx').on(table.expiresAt),
  ],
)

/**
 * The terms of use and the privacy notice guests read, one row per published version; a version is never changed.
 * `contentHash` is the SHA-256 of everything it says (guest-texts/content-hash.ts).
 */
export const guestTexts = pgTable(
  'guest_texts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: guestTextKinds }).notNull(),
    version: integer('version').notNull(),
    bodyVi: text('body_vi').notNull(),
    bodyEn: text('body_en').notNull(),
    /** Who answered for guests' data when it was published: the operator setting then (docs/decisions/055). */
    operatorName: text('operator_name').notNull(),
    operatorAddress: text('operator_address'),
    operatorEmail: text('operator_email'),
    operatorPhone: text('operator_phone'),
    /** The one free contact line of a version published before the operator was one setting; null since. */
    operatorContact: text('operator_contact'),
    contentHash: text('content_hash').notNull(),
    publishedAt: moment('published_at').notNull().defaultNow(),
    /** Null for the product's own first version, or once the admin's account is deleted. */
    publishedBy: uuid('published_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('guest_texts_kind_check', sql`${table.kind} in (${quoted(guestTextKinds)})`),
    uniqueIndex('guest_texts_kind_version_idx').on(table.kind, table.version),
  ],
)

/**
 * Evidence of each guest's choice at Connect (docs/decisions/033): where, when, in which language, the exact versions
 * shown, what was ticked. The venue's and access point's names are kept, so the evidence outlives them.
 */
export const guestConsents = pgTable(
  'guest_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: moment('at').notNull().defaultNow(),
    sessionId: uuid('session_id')
      .unique()
      .references(() => guestSessions.id, { onDelete: 'set null' }),
    venueId: uuid('venue_id').references(() => venues.id, { onDelete: 'set null' }),
    venueName: text('venue_name').notNull(),
    accessPointId: uuid('access_point_id').references(() => accessPoints.id, { onDelete: 'set null' }),
    accessPointName: text('access_point_name').notNull(),
    lang: text('lang', { enum: languages }).notNull(),
    termsVersionId: uuid('terms_version_id')
      .notNull()
      .references(() => guestTexts.id),
    privacyVersionId: uuid('privacy_version_id')
      .notNull()
      .references(() => guestTexts.id),
    termsAccepted: boolean('terms_accepted').notNull(),
    measurementAccepted: boolean('measurement_accepted').notNull(),
    /** Only with the measurement consent; removed when the guest withdraws it or asks for erasure. */
    deviceHash: text('device_hash'),
    withdrawnAt: moment('withdrawn_at'),
  },
  (table) => [
    check('guest_consents_lang_check', sql`${table.lang} in (${quoted(languages)})`),
    index('guest_consents_venue_at_idx').on(table.venueId, table.at),
    index('guest_consents_at_idx').on(table.at),
    index('guest_consents_device_hash_idx').on(table.deviceHash),
  ],
)

/** A guest's request about their device's data, done at once; never names the device. */
export const guestDataRequests = pgTable(
  'guest_data_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: guestDataRequestKinds }).notNull(),
    venueId: uuid('venue_id').references(() => venues.id, { onDelete: 'set null' }),
    venueName: text('venue_name').notNull(),
    requestedAt: moment('requested_at').notNull().defaultNow(),
    completedAt: moment('completed_at'),
    sessions: integer('sessions').notNull().default(0),
    consents: integer('consents').notNull().default(0),
  },
  (table) => [
    check('guest_data_requests_kind_check', sql`${table.kind} in (${quoted(guestDataRequestKinds)})`),
    index('guest_data_requests_requested_at_idx').on(table.requestedAt),
  ],
)

/** A guest's report of an ad they saw, for the administrators. */
export const adReports = pgTable(
  'ad_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adId: uuid('ad_id')
      .notNull()
      .references(() => advertisements.id, { onDelete: 'cascade' }),
    /** The guest session it came from: one report per session, so one guest cannot flood the admins' mail. */
    sessionId: uuid('session_id')
      .unique()
      .references(() => guestSessions.id, { onDelete: 'set null' }),
    venueId: uuid('venue_id').references(() => venues.id, { onDelete: 'set null' }),
    venueName: text('venue_name').notNull(),
    reason: text('reason', { enum: adReportReasons }).notNull(),
    details: text('details'),
    reportedAt: moment('reported_at').notNull().defaultNow(),
    /** When the admins' digest email listed it; null until then (docs/decisions/046). */
    emailedAt: moment('emailed_at'),
  },
  (table) => [
    check('ad_reports_reason_check', sql`${table.reason} in (${quoted(adReportReasons)})`),
    index('ad_reports_reported_at_idx').on(table.reportedAt),
    index('ad_reports_ad_id_idx').on(table.adId),
  ],
)

/**
 * The guests' figures per hour (docs/decisions/035), kept by the analytics rollup so reports never read raw visits.
 * Each visit counts in the hour its page was shown (UTC hours, which are Vietnam's too), at its venue, access point
 * and ad (`adKey`: the nil uuid for a visit shown no ad), in each funnel step it and every step before reached
 * (docs/decisions/051). Minutes, bytes and session lengths are those of the visits
 * that went online; `lengthN` is how many ended sessions lasted up to the Nth bound of `sessionLengthBounds`, and
 * `lengthSecondsN` how long they lasted together (the median is read from these).
 */
const guestFigureColumns = () => ({
  pagesShown: integer('pages_shown').notNull().default(0),
  impressions: integer('impressions').notNull().default(0),
  measuredImpressions: integer('measured_impressions').notNull().default(0),
  measuredVisits: integer('measured_visits').notNull().default(0),
  /** Measured visits of a device seen at the same venue on an earlier day (docs/decisions/058). */
  returnVisits: integer('return_visits').notNull().default(0),
  countdownsCompleted: integer('countdowns_completed').notNull().default(0),
  adsClosed: integer('ads_closed').notNull().default(0),
  tasksPassed: integer('tasks_passed').notNull().default(0),
  adConnections: integer('ad_connections').notNull().default(0),
  connections: integer('connections').notNull().default(0),
  uncountedConnections: integer('uncounted_connections').notNull().default(0),
  ctaClicks: integer('cta_clicks').notNull().default(0),
  onlineSeconds: bigint('online_seconds', { mode: 'number' }).notNull().default(0),
  bytesDown: bigint('bytes_down', { mode: 'number' }).notNull().default(0),
  bytesUp: bigint('bytes_up', { mode: 'number' }).notNull().default(0),
  /** Visits still online: their hour is brought up to date again until they end. */
  openSessions: integer('open_sessions').notNull().default(0),
  ...Object.fromEntries(
    Array.from({ length: sessionLengthBucketCount }, (_, bucket) => [
      `length${bucket}`,
      integer(`length_${bucket}`).notNull().default(0),
    ]),
  ),
  ...Object.fromEntries(
    Array.from({ length: sessionLengthBucketCount }, (_, bucket) => [
      `lengthSeconds${bucket}`,
      bigint(`length_seconds_${bucket}`, { mode: 'number' }).notNull().default(0),
    ]),
  ),
})

/** Upper bounds (seconds) of the ended sessions' length buckets; the last bucket has none. */
export const sessionLengthBounds = [
  60, 120, 300, 600, 900, 1200, 1800, 2700, 3600, 5400, 7200, 10800, 14400, 21600, 43200,
]
export const sessionLengthBucketCount = sessionLengthBounds.length + 1

export const guestStatsHourly = pgTable(
  'guest_stats_hourly',
  {
    hour: moment('hour').notNull(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    accessPointId: uuid('access_point_id')
      .notNull()
      .references(() => accessPoints.id, { onDelete: 'cascade' }),
    adKey: uuid('ad_key').notNull(),
    ...guestFigureColumns(),
  },
  (table) => [
    primaryKey({ columns: [table.venueId, table.hour, table.accessPointId, table.adKey] }),
    index('guest_stats_hourly_hour_idx').on(table.hour),
    index('guest_stats_hourly_ad_idx').on(table.adKey, table.hour),
    index('guest_stats_hourly_open_idx')
      .on(table.venueId, table.hour)
      .where(sql`${table.openSessions} > 0`),
  ],
)

/** The same figures per hour for the whole service: the unfiltered report reads 24 rows a day, not every venue's. */
export const guestStatsHourlyAll = pgTable('guest_stats_hourly_all', {
  hour: moment('hour').primaryKey(),
  ...guestFigureColumns(),
})

/** And per hour and ad across every venue: an ad's report reads 24 rows a day, not every venue it ran at. */
export const guestStatsHourlyAd = pgTable(
  'guest_stats_hourly_ad',
  {
    hour: moment('hour').notNull(),
    adKey: uuid('ad_key').notNull(),
    ...guestFigureColumns(),
  },
  (table) => [primaryKey({ columns: [table.adKey, table.hour] })],
)

/**
 * The same figures per Vietnam day, venue, access point and ad: the report's tables by venue, access point and ad
 * read a row a day instead of 24 (a year's hourly rows at every venue are millions).
 */
export const guestStatsDaily = pgTable(
  'guest_stats_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    accessPointId: uuid('access_point_id')
      .notNull()
      .references(() => accessPoints.id, { onDelete: 'cascade' }),
    adKey: uuid('ad_key').notNull(),
    ...guestFigureColumns(),
  },
  (table) => [
    primaryKey({ columns: [table.venueId, table.day, table.accessPointId, table.adKey] }),
    index('guest_stats_daily_day_idx').on(table.day),
    index('guest_stats_daily_ad_idx').on(table.adKey, table.day),
  ],
)

/**
 * And per Vietnam day and venue alone (access points and ads summed): the table by venue and a venue's or a customer's
 * report read a row a venue-day, where the daily rows above are one per access point and ad.
 */
export const guestStatsVenueDaily = pgTable(
  'guest_stats_venue_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    ...guestFigureColumns(),
  },
  (table) => [
    primaryKey({ columns: [table.venueId, table.day] }),
    index('guest_stats_venue_daily_day_idx').on(table.day),
  ],
)

/**
 * The devices seen per Vietnam day, as HyperLogLog sketches (modules/analytics/device-sketch.ts): counted, never
 * kept. Only devices whose guest agreed to the measurement (docs/decisions/033). One row per day, venue, access point
 * and ad, and — so the widest reports merge a row a day — per day and ad, and per day for the whole service: the nil
 * uuid stands for "all" in those. `randomised` holds the devices whose MAC was randomised.
 */
export const guestDeviceSketches = pgTable(
  'guest_device_sketches',
  {
    day: date('day', { mode: 'string' }).notNull(),
    venueKey: uuid('venue_key').notNull(),
    accessPointKey: uuid('access_point_key').notNull(),
    adKey: uuid('ad_key').notNull(),
    devices: bytea('devices').notNull(),
    randomised: bytea('randomised').notNull(),
    /** The devices that came back: made a return visit that day (docs/decisions/058). */
    returned: bytea('returned')
      .notNull()
      .default(sql`''::bytea`),
  },
  (table) => [
    primaryKey({ columns: [table.venueKey, table.day, table.accessPointKey, table.adKey] }),
    index('guest_device_sketches_ad_idx').on(table.adKey, table.day),
  ],
)

/** When the analytics rollup last brought the figures up to date: reports say "data as of" it. One row. */
export const analyticsRollup = pgTable('analytics_rollup', {
  name: text('name').primaryKey(),
  rolledUpAt: moment('rolled_up_at').notNull(),
})

/** Settings of the whole service that admins change in the console, one JSON value per key (docs/decisions/034). */
export const serviceSettings = pgTable('service_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: moment('updated_at').notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
})

/**
 * A user's subscription to a scheduled analytics report by email (docs/decisions/036): weekly or monthly, of one venue
 * (null: everything they may see, re-read at each send), in the language of the console they subscribed from.
 */
export const reportSubscriptions = pgTable(
  'report_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    frequency: text('frequency', { enum: reportFrequencies }).notNull(),
    venueId: uuid('venue_id').references(() => venues.id, { onDelete: 'cascade' }),
    language: text('language', { enum: languages }).notNull(),
    paused: boolean('paused').notNull().default(false),
    createdAt,
  },
  (table) => [
    index('report_subscriptions_user_idx').on(table.userId, table.createdAt),
    check('report_subscriptions_frequency_check', sql`${table.frequency} in (${quoted(reportFrequencies)})`),
    check('report_subscriptions_language_check', sql`${table.language} in (${quoted(languages)})`),
  ],
)

/**
 * Each report sent or to be sent for a subscription and period (docs/decisions/036). A scheduled one is unique per
 * subscription and period: the beat of every server process inserts it with ON CONFLICT DO NOTHING, and a process
 * sends only the rows it claimed (FOR UPDATE SKIP LOCKED), moving `next_attempt_at` on so no other claims them.
 */
export const reportDeliveries = pgTable(
  'report_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => reportSubscriptions.id, { onDelete: 'cascade' }),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    trigger: text('trigger', { enum: reportDeliveryTriggers }).notNull(),
    status: text('status', { enum: reportDeliveryStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt,
    sentAt: moment('sent_at'),
    /** When a pending delivery may be claimed next: now, after a failure's backoff, or when a claim's lease ends. */
    nextAttemptAt: moment('next_attempt_at'),
  },
  (table) => [
    uniqueIndex('report_deliveries_scheduled_unique')
      .on(table.subscriptionId, table.periodStart)
      .where(sql`${table.trigger} = 'schedule'`),
    index('report_deliveries_subscription_idx').on(table.subscriptionId, table.createdAt),
    index('report_deliveries_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    check('report_deliveries_status_check', sql`${table.status} in (${quoted(reportDeliveryStatuses)})`),
    check('report_deliveries_trigger_check', sql`${table.trigger} in (${quoted(reportDeliveryTriggers)})`),
  ],
)

/** A user's passkey (WebAuthn credential, docs/decisions/038): what verifies its signatures, and its name for people. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The authenticator's credential id, base64url: how a passwordless sign-in finds its account. */
    credentialId: text('credential_id').notNull().unique(),
    /** COSE public key as the authenticator gave it. */
    publicKey: bytea('public_key').notNull(),
    /** The authenticator's signature counter; one that goes backwards is refused (a cloned key). */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    /** Where the browser may look for it (usb, internal, hybrid, …), handed back in later options. */
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    createdAt,
    lastUsedAt: moment('last_used_at'),
    /** Set by a password reset: the passkey signs in again once its owner confirms it (docs/decisions/045). */
    needsConfirmation: boolean('needs_confirmation').notNull().default(false),
  },
  (table) => [index('passkeys_user_id_idx').on(table.userId)],
)

export const passkeyCeremonies = ['registration', 'sign-in', 'passwordless'] as const

/**
 * A WebAuthn challenge the API issued and awaits an answer to: used once, for a few minutes. A registration's is
 * the signed-in user's; a sign-in's is bound to the password step's challenge token; a passwordless one to nobody.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    challenge: text('challenge').notNull().unique(),
    ceremony: text('ceremony', { enum: passkeyCeremonies }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the sign-in challenge token (ceremony 'sign-in'). */
    signInTokenHash: text('sign_in_token_hash'),
    createdAt,
    expiresAt: moment('expires_at').notNull(),
    consumedAt: moment('consumed_at'),
  },
  (table) => [
    index('passkey_challenges_expires_at_idx').on(table.expiresAt),
    check('passkey_challenges_ceremony_check', sql`${table.ceremony} in (${quoted(passkeyCeremonies)})`),
  ],
)

export type PasskeyRow = typeof passkeys.$inferSelect
export type UserRow = typeof users.$inferSelect
export type VenueRow = typeof venues.$inferSelect
export type VenueInvitationRow = typeof venueInvitations.$inferSelect
export type AuditRow = typeof auditLog.$inferSelect
export type AccessPointRow = typeof accessPoints.$inferSelect
export type SyncRunRow = typeof syncRuns.$inferSelect
export type AdvertisementRow = typeof advertisements.$inferSelect
export type MediaRow = typeof media.$inferSelect
export type GuestSessionRow = typeof guestSessions.$inferSelect
export type GuestTextRow = typeof guestTexts.$inferSelect
export type GuestConsentRow = typeof guestConsents.$inferSelect
export type ReportSubscriptionRow = typeof reportSubscriptions.$inferSelect
export type ReportDeliveryRow = typeof reportDeliveries.$inferSelect
