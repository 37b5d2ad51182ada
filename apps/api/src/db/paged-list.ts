import { count, type AnyColumn, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Database } from './client.ts'
import { pageWindow, sortBy } from './list-query.ts'

/**
 * What a server-side list is made of — every list of the API (venues, users, sync runs, the audit trail, and the
 * next ones) is one of these, so paging, sorting, totals and exports behave the same everywhere.
 */
export interface ListSource<Table extends PgTable, Sort extends string> {
  table: Table
  /** The id column: the tie-breaker that keeps equal sort values in a stable order across pages. */
  id: AnyColumn
  /** Each sortable column the query may name. */
  sortColumns: Record<Sort, AnyColumn | SQL>
}

export interface ListRequest<Sort extends string> {
  sort: Sort
  order: 'asc' | 'desc'
  /** The filters and the search, already turned into one condition (undefined: everything). */
  where: SQL | undefined
  /** A search is on: sort without the sort column's index (see `sortBy`). */
  searching: boolean
}

type Row<Table extends PgTable> = Table['$inferSelect']

function ordered<Table extends PgTable, Sort extends string>(
  db: Database,
  source: ListSource<Table, Sort>,
  request: ListRequest<Sort>,
) {
  return db
    .select()
    .from(source.table as PgTable)
    .where(request.where)
    .orderBy(...sortBy(source.sortColumns[request.sort], request.order, source.id, request.searching))
    .$dynamic()
}

/** One page and the total across all pages, read together. A page past the end is empty, not an error. */
export async function readPage<Table extends PgTable, Sort extends string>(
  db: Database,
  source: ListSource<Table, Sort>,
  request: ListRequest<Sort> & { page: number; pageSize: number },
): Promise<{ rows: Row<Table>[]; total: number }> {
  const window = pageWindow(request.page, request.pageSize)
  const [rows, [total]] = await Promise.all([
    ordered(db, source, request).limit(window.limit).offset(window.offset),
    db
      .select({ value: count() })
      .from(source.table as PgTable)
      .where(request.where),
  ])
  return { rows: rows as Row<Table>[], total: total?.value ?? 0 }
}

const exportBatchSize = 1000

/**
 * Hands every row of the list, in its order, to `consume` one batch at a time, for an export of any length in
 * bounded memory (`consume` may wait, e.g. for a slow client to take what was sent). The batches are read in one
 * repeatable-read transaction, so rows added or removed meanwhile neither repeat nor go missing between batches;
 * `consume` gets that transaction too, to read what goes with its rows (an ad's author) from the same snapshot.
 */
export async function forEachBatch<Table extends PgTable, Sort extends string>(
  db: Database,
  source: ListSource<Table, Sort>,
  request: ListRequest<Sort>,
  consume: (rows: Row<Table>[], tx: Database) => Promise<void>,
): Promise<void> {
  await db.transaction(
    async (tx) => {
      for (let offset = 0; ; offset += exportBatchSize) {
        const rows = (await ordered(tx, source, request).limit(exportBatchSize).offset(offset)) as Row<Table>[]
        if (rows.length > 0) await consume(rows, tx)
        if (rows.length < exportBatchSize) return
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
}
