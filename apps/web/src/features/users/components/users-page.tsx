import { apiPaths, roles, statuses, userSortable, type User, type UserListQuery } from '@wifi/contract'
import { useQuery } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DataTable } from '@/components/data-table/data-table'
import { ExportCsvButton } from '@/components/export-csv-button'
import { PageHeader } from '@/components/layout/page-header'
import { Button } from '@/components/ui/button'
import { useTableUrlState } from '@/hooks/use-table-url-state'
import { toQueryString } from '@/lib/query-string'
import { userListQueryOptions } from '../api/user-requests'
import { UserCard } from './user-card'
import { userColumns } from './user-columns'
import { UserFormDialog } from './user-form-dialog'

/** /users/ (admins): every account, searchable by name, username, email and phone. */
export function UsersPage({ query }: { query: UserListQuery }) {
  const { t, i18n } = useTranslation()
  const { state, onStateChange } = useTableUrlState()
  const [adding, setAdding] = useState(false)
  const users = useQuery(userListQueryOptions(query))

  const columns = useMemo(() => {
    const formatDate = (iso: string) =>
      new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso))
    return userColumns(t, formatDate)
  }, [t, i18n.language])
  const columnLabels = Object.fromEntries(userSortable.map((id) => [id, t(`users.fields.${id}`)]))

  return (
    <>
      <PageHeader title={t('pages.users.title')} description={t('pages.users.description')} />
      <DataTable<User>
        tableId="users"
        caption={t('pages.users.title')}
        columns={columns}
        data={users.data?.items ?? []}
        total={users.data?.total ?? 0}
        state={{ ...state, sort: query.sort, order: query.order }}
        onStateChange={onStateChange}
        getRowId={(user) => user.id}
        columnLabels={columnLabels}
        isLoading={users.isPending}
        isFetching={users.isFetching}
        renderCard={(user) => <UserCard user={user} />}
        toolbar={{
          searchPlaceholder: t('users.searchPlaceholder'),
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
              <ExportCsvButton
                name="users"
                path={`${apiPaths.usersExport}${toQueryString({ ...query, page: undefined, pageSize: undefined })}`}
              />
              <Button size="sm" onClick={() => setAdding(true)}>
                <Plus aria-hidden />
                {t('users.add')}
              </Button>
            </>
          ),
        }}
      />
      {adding && <UserFormDialog open onOpenChange={setAdding} />}
    </>
  )
}
