import { can, type Permission } from '@/lib/permissions'
import { useAuthStore } from '@/stores/auth-store'

/** Whether the signed-in user has `permission` (lib/permissions), re-read when the user changes. */
export const useCan = (permission: Permission) => useAuthStore((state) => can(state.user?.role, permission))
