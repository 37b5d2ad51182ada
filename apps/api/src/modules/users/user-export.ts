import type { Language, UserListQuery } from '@wifi/contract'
import type { UserRow } from '../../db/schema.ts'
import type { CsvColumn } from '../../export/csv.ts'
import { searchFilter, valuesFilter } from '../../export/csv-filters.ts'
import type { CsvAbout } from '../../export/csv-heading.ts'
import { label } from '../../export/labels.ts'
import type { AccountState } from './user-account-state.ts'

export type ExportedUser = UserRow & AccountState

/** The user's second factors as the list's column words them: the app and passkeys, or the emailed code. */
function secondFactors(user: ExportedUser, language: Language): string {
  const factors = [
    ...(user.authenticatorApp ? [label(language, 'users.account.app')] : []),
    ...(user.passkeys > 0
      ? [
          label(language, `users.account.passkeys_${user.passkeys === 1 ? 'one' : 'other'}`).replace(
            '{{count}}',
            String(user.passkeys),
          ),
        ]
      : []),
  ]
  return factors.length > 0 ? factors.join(', ') : label(language, 'users.account.emailedCode')
}

/** What the users CSV holds: the list with its search and its status and role filters. */
export const userCsvAbout = (query: Pick<UserListQuery, 'q' | 'status' | 'role'>): CsvAbout => ({
  kind: 'users',
  filters: [
    ...searchFilter(query.q),
    ...valuesFilter('users.fields.status', 'status', query.status),
    ...valuesFilter('users.fields.role', 'roles', query.role),
  ],
})

/** The users CSV: what the table shows. */
export const userCsvColumns: CsvColumn<ExportedUser>[] = [
  { header: 'users.fields.fullName', value: (user) => user.fullName },
  { header: 'users.fields.username', value: (user) => user.username },
  { header: 'users.fields.email', value: (user) => user.email },
  { header: 'users.fields.phone', value: (user) => user.phone },
  { header: 'users.fields.role', value: (user, language) => label(language, `roles.${user.role}`) },
  { header: 'users.fields.status', value: (user, language) => label(language, `status.${user.status}`) },
  { header: 'users.fields.secondFactors', value: secondFactors },
  { header: 'users.fields.lastActiveAt', value: (user) => (user.lastActiveAt ? new Date(user.lastActiveAt) : null) },
  { header: 'users.fields.createdAt', value: (user) => user.createdAt },
  { header: 'users.fields.updatedAt', value: (user) => user.updatedAt },
]
