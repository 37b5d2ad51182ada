import { roleHas, type RolePermission } from '@wifi/contract'
import type { QueryClient } from '@tanstack/react-query'
import { currentUserIn } from './current-user'

/** A route refused to the signed-in user: the router shows the 403 page in its place (main.tsx), and logs nothing. */
export class AccessDenied extends Error {
  constructor(readonly permission: RolePermission) {
    super(`Access denied: ${permission}`)
  }
}

/**
 * The guard of a screen only `permission` opens, as its route's `beforeLoad`: anyone else gets the 403 page at its
 * address, and its loader never asks the server (which would refuse it anyway). It runs after the signed-in layout's,
 * which has read the user.
 */
export const requirePermission =
  (permission: RolePermission) =>
  ({ context }: { context: { queryClient: QueryClient } }) => {
    if (!roleHas(currentUserIn(context.queryClient)?.role, permission)) throw new AccessDenied(permission)
  }
