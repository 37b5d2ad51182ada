import {
  guestTextKinds,
  type GuestOperator,
  type GuestTextInput,
  type GuestTextKind,
  type GuestTextVersion,
} from '@wifi/contract'
import { desc, eq, getTableColumns, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { guestTexts, users, type GuestTextRow } from '../../db/schema.ts'
import { isUniqueViolation } from '../../errors/unique-violation.ts'
import { recordChange, type Actor } from '../../modules/audit/audit-trail.ts'
import { guestTextHash } from './content-hash.ts'
import { defaultGuestText } from './default-texts.ts'
import { operatorInForce } from './operator-setting.ts'
import { operatorColumns, operatorOf } from './version-operator.ts'

/** The versions guests are offered now: the latest of each kind. */
export type CurrentGuestTexts = Record<GuestTextKind, GuestTextRow>

/**
 * Publishes a new version of `kind` naming `operator`: the next number, its content hash, who published it. Two
 * admins publishing at once both succeed, one after the other (the number is taken again on a clash).
 */
async function publishGuestText(
  db: Database,
  kind: GuestTextKind,
  text: GuestTextInput,
  operator: GuestOperator,
  publishedBy: string | null,
): Promise<GuestTextRow> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const [row] = await db
        .insert(guestTexts)
        .values({
          kind,
          version: sql`(select coalesce(max(${guestTexts.version}), 0) + 1 from ${guestTexts} where ${guestTexts.kind} = ${kind})`,
          bodyVi: text.bodyVi,
          bodyEn: text.bodyEn,
          ...operatorColumns(operator),
          contentHash: guestTextHash(kind, text, operator),
          publishedBy,
        })
        .returning()
      return row!
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error, 'guest_texts_kind_version_idx')) throw error
    }
  }
}

/** Publishes as `actor`, with the audit entry naming the version, its hash and its operator (the text stays in it). */
export async function publishWithTrail(
  tx: Database,
  actor: Actor,
  kind: GuestTextKind,
  text: GuestTextInput,
  operator: GuestOperator,
): Promise<GuestTextRow> {
  const published = await publishGuestText(tx, kind, text, operator, actor.user.id)
  await recordChange(tx, {
    actor: actor.user,
    ip: actor.ip,
    action: 'create',
    entity: 'guest_text',
    entityId: published.id,
    before: {},
    after: { kind, version: published.version, contentHash: published.contentHash, operator },
  })
  return published
}

/** The latest version of each text, as stored now. */
export async function latestGuestTexts(db: Database): Promise<Partial<CurrentGuestTexts>> {
  const rows = await db
    .selectDistinctOn([guestTexts.kind])
    .from(guestTexts)
    .orderBy(guestTexts.kind, desc(guestTexts.version))
  return Object.fromEntries(rows.map((row) => [row.kind, row])) as Partial<CurrentGuestTexts>
}

/**
 * The latest version of each text; the product's own first versions are published the first time none exists,
 * naming the operator in force (`placeholder` until there is one).
 */
export async function currentGuestTexts(db: Database, placeholder: GuestOperator): Promise<CurrentGuestTexts> {
  const found = await latestGuestTexts(db)
  const missing = guestTextKinds.filter((kind) => !found[kind])
  if (missing.length === 0) return found as CurrentGuestTexts
  const { operator } = await operatorInForce(db, placeholder)
  for (const kind of missing) {
    const text = defaultGuestText(kind)
    const first = {
      kind,
      version: 1,
      ...text,
      ...operatorColumns(operator),
      contentHash: guestTextHash(kind, text, operator),
    }
    await db.insert(guestTexts).values(first).onConflictDoNothing()
  }
  return (await latestGuestTexts(db)) as CurrentGuestTexts
}

/** Every version, newest first, with who published it (their email) and the operator it named, without the texts. */
export async function guestTextHistory(db: Database) {
  const { bodyVi: _vi, bodyEn: _en, ...withoutTexts } = getTableColumns(guestTexts)
  const rows = await db
    .select({ ...withoutTexts, publisher: users.email })
    .from(guestTexts)
    .leftJoin(users, eq(guestTexts.publishedBy, users.id))
    .orderBy(desc(guestTexts.publishedAt), desc(guestTexts.version))
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    version: row.version,
    operator: operatorOf(row),
    contentHash: row.contentHash,
    publishedAt: row.publishedAt.toISOString(),
    publishedBy: row.publisher,
  }))
}

export function toGuestTextVersion(row: GuestTextRow, publishedBy: string | null): GuestTextVersion {
  return {
    id: row.id,
    kind: row.kind,
    version: row.version,
    bodyVi: row.bodyVi,
    bodyEn: row.bodyEn,
    operator: operatorOf(row),
    contentHash: row.contentHash,
    publishedAt: row.publishedAt.toISOString(),
    publishedBy,
  }
}
