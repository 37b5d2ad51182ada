import { roleHas, type RolePermission } from '@wifi/contract'
import { useCurrentUser } from './use-current-user'

/** Whether the signed-in user has `permission` (the contract's `rolePermissions`), re-read when the user changes. */
export const useCan = (permission: RolePermission) => roleHas(useCurrentUser()?.role, permission)
