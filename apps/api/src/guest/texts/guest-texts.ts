import { guestTextKinds, type GuestTextInput, type GuestTextKind, type GuestTextVersion } from '@wifi/contract'
import { desc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { guestTexts, users, type GuestTextRow } from '../../db/schema.ts'
import { isUniqueViolation } from '../../errors/unique-violation.ts'
import { guestTextHash } from './content-hash.ts'
import { defaultGuestText } from './default-texts.ts'

/** The versions guests are offered now: the latest of each kind. */
export type CurrentGuestTexts = Record<GuestTextKind, GuestTextRow>

/** Who answers for the product's own first version, until an admin publishes the operator's. */
export interface DefaultOperator {
  name: string
  contact: string
}

/**
 * Publishes a new version of `kind`: the next number, its content hash, who published it. Two admins publishing at
 * once both succeed, one after the other (the number is taken again on a clash).
 */
export async function publishGuestText(
  db: Database,
  kind: GuestTextKind,
  text: GuestTextInput,
  publishedBy: string | null,
): Promise<GuestTextRow> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const [row] = await db
        .insert(guestTexts)
        .values({
          kind,
          version: sql`(select coalesce(max(${guestTexts.version}), 0) + 1 from ${guestTexts} where ${guestTexts.kind} = ${kind})`,
          ...text,
          contentHash: guestTextHash(kind, text),
          publishedBy,
        })
        .returning()
      return row!
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error, 'guest_texts_kind_version_idx')) throw error
    }
  }
}

/** The latest version of each text; the product's own first versions are published the first time none exists. */
export async function currentGuestTexts(db: Database, operator: DefaultOperator): Promise<CurrentGuestTexts> {
  const read = async () => {
    const rows = await db
      .selectDistinctOn([guestTexts.kind])
      .from(guestTexts)
      .orderBy(guestTexts.kind, desc(guestTexts.version))
    return Object.fromEntries(rows.map((row) => [row.kind, row])) as Partial<CurrentGuestTexts>
  }
  const found = await read()
  const missing = guestTextKinds.filter((kind) => !found[kind])
  if (missing.length === 0) return found as CurrentGuestTexts
  for (const kind of missing) {
    const text = { ...defaultGuestText(kind), operatorName: operator.name, operatorContact: operator.contact }
    const first = { kind, version: 1, ...text, contentHash: guestTextHash(kind, text) }
    await db.insert(guestTexts).values(first).onConflictDoNothing()
  }
  return (await read()) as CurrentGuestTexts
}

/** Every version, newest first, with who published it (their email), without the texts. */
export async function guestTextHistory(db: Database) {
  return db
    .select({
      id: guestTexts.id,
      kind: guestTexts.kind,
      version: guestTexts.version,
      operatorName: guestTexts.operatorName,
      operatorContact: guestTexts.operatorContact,
      contentHash: guestTexts.contentHash,
      publishedAt: guestTexts.publishedAt,
      publishedBy: users.email,
    })
    .from(guestTexts)
    .leftJoin(users, eq(guestTexts.publishedBy, users.id))
    .orderBy(desc(guestTexts.publishedAt), desc(guestTexts.version))
}

export function toGuestTextVersion(row: GuestTextRow, publishedBy: string | null): GuestTextVersion {
  return {
    id: row.id,
    kind: row.kind,
    version: row.version,
    bodyVi: row.bodyVi,
    bodyEn: row.bodyEn,
    operatorName: row.operatorName,
    operatorContact: row.operatorContact,
    contentHash: row.contentHash,
    publishedAt: row.publishedAt.toISOString(),
    publishedBy,
  }
}
