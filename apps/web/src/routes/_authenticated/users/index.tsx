import { userListQuerySchema, type UserListQuery } from '@wifi/contract'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { useMemo } from 'react'
import { userListQueryOptions } from '@/features/users/api/user-requests'
import { UsersPage } from '@/features/users/components/users-page'
import { requirePermission } from '@/lib/route-access'
import { listSearch } from '@/lib/route-search'

/** Admins only: anyone else sees the 403 page here (and the server refuses the list anyway). */
export const Route = createFileRoute('/_authenticated/users/')({
  beforeLoad: requirePermission('users.manage'),
  // Read as given here; the schema parses it in the loader and the page, which load lazily (docs/decisions/030).
  validateSearch: listSearch<UserListQuery>('status', 'role'),
  // The defaults stay out of the URL, so a plain link and a shared one look the same.
  search: { middlewares: [stripSearchParams({ page: 1, pageSize: 10, sort: 'createdAt' })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(userListQueryOptions(userListQuerySchema.parse(deps))),
  component: function Users() {
    const search = Route.useSearch()
    const query = useMemo(() => userListQuerySchema.parse(search), [search])
    return <UsersPage query={query} />
  },
})
