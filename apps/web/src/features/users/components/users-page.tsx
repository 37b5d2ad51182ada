import { apiPaths, roles, statuses, type UserListItem, type UserListQuery } from '@wifi/contract'
import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AddButton } from '@/components/add-button'
import { DataTable } from '@/components/data-table/data-table'
import { ExportCsvButton } from '@/components/export-csv-button'
import { PageHeader } from '@/components/layout/page-header'
import { useListPage } from '@/hooks/use-list-page'
import { userListQueryOptions } from '../api/user-requests'
import { UserCard } from './user-card'
import { userColumns } from './user-columns'
import { UserFormDialog } from './user-form-dialog'

/** /users/ (admins): every account, searchable by name, username, email and phone. */
export function UsersPage({ query }: { query: UserListQuery }) {
  const { t } = useTranslation()
  const [adding, setAdding] = useState(false)
  const { tableProps, exportPath, formatDate } = useListPage({
    query,
    list: useQuery(userListQueryOptions(query)),
    exportPath: apiPaths.usersExport,
  })
  const columns = useMemo(() => userColumns(t, formatDate), [t, formatDate])

  return (
    <>
      <PageHeader title={t('pages.users.title')} description={t('pages.users.description')} help="venues-and-members" />
      <DataTable<UserListItem>
        {...tableProps}
        tableId="users"
        caption={t('pages.users.title')}
        columns={columns}
        renderCard={(user) => <UserCard user={user} formatDate={formatDate} />}
        toolbar={{
          searchPlaceholder: t('users.searchPlaceholder'),
          searchHint: t('users.searchHint'),
          facets: [
            {
              column: 'status',
              title: t('users.fields.status'),
              options: statuses.map((status) => ({ value: status, label: t(`status.${status}`) })),
            },
            {
              column: 'role',
              title: t('users.fields.role'),
              options: roles.map((role) => ({ value: role, label: t(`roles.${role}`) })),
            },
          ],
          actions: (
            <>
              <ExportCsvButton path={exportPath} />
              <AddButton label={t('users.add')} onClick={() => setAdding(true)} />
            </>
          ),
        }}
      />
      {adding && <UserFormDialog open onOpenChange={setAdding} />}
    </>
  )
}
