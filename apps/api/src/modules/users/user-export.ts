import type { UserRow } from '../../db/schema.ts'
import type { CsvColumn } from '../../export/csv.ts'
import { label } from '../../export/labels.ts'

/** The users CSV: what the table shows. */
export const userCsvColumns: CsvColumn<UserRow>[] = [
  { header: 'users.fields.fullName', value: (user) => user.fullName },
  { header: 'users.fields.username', value: (user) => user.username },
  { header: 'users.fields.email', value: (user) => user.email },
  { header: 'users.fields.phone', value: (user) => user.phone },
  { header: 'users.fields.role', value: (user, language) => label(language, `roles.${user.role}`) },
  { header: 'users.fields.status', value: (user, language) => label(language, `status.${user.status}`) },
  { header: 'users.fields.createdAt', value: (user) => user.createdAt },
  { header: 'users.fields.updatedAt', value: (user) => user.updatedAt },
]
