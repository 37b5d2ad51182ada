import { userListQuerySchema, type UserListQuery } from '@wifi/contract'
import { createFileRoute } from '@tanstack/react-router'
import { userListQueryOptions } from '@/features/users/api/user-requests'
import { UsersPage } from '@/features/users/components/users-page'
import { requirePermission } from '@/lib/route-access'
import { useParsedSearch } from '@/hooks/use-parsed-search'
import { listRoute } from '@/lib/route-search'

/** Admins only: anyone else sees the 403 page here (and the server refuses the list anyway). */
export const Route = createFileRoute('/_authenticated/users/')({
  beforeLoad: requirePermission('users.manage'),
  ...listRoute<UserListQuery>({ page: 1, pageSize: 10, sort: 'createdAt' }, 'status', 'role'),
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(userListQueryOptions(userListQuerySchema.parse(deps))),
  component: function Users() {
    const query = useParsedSearch(userListQuerySchema, Route.useSearch())
    return <UsersPage query={query} />
  },
})
