import { roleHas, type Role, type RolePermission } from '@wifi/contract'
import type { LinkProps } from '@tanstack/react-router'
import {
  ChartColumn,
  CircleHelp,
  Gauge,
  History,
  LayoutDashboard,
  Mail,
  Megaphone,
  Network,
  Palette,
  Router,
  Settings,
  ShieldCheck,
  ShieldUser,
  Store,
  UserCog,
  Users,
  type LucideIcon,
} from 'lucide-react'
import type { KeysUnder } from '@/lib/i18n-keys'

export interface NavItem {
  /** Key under `nav.` in the catalog. */
  label: KeysUnder<'nav'>
  to: LinkProps['to']
  icon: LucideIcon
  /** Shown only to those with this permission (the contract's `rolePermissions`); to everyone when absent. */
  permission?: RolePermission
  items?: NavItem[]
}

export interface NavGroup {
  label: KeysUnder<'nav'>
  items: NavItem[]
}

/** The sidebar of docs/product.md §2: groups General and Other. */
export const navGroups: NavGroup[] = [
  {
    label: 'general',
    items: [
      { label: 'dashboard', to: '/', icon: LayoutDashboard },
      { label: 'analytics', to: '/analytics', icon: ChartColumn },
      { label: 'venues', to: '/venues', icon: Store },
      { label: 'accessPoints', to: '/accesspoints', icon: Router },
      { label: 'advertisement', to: '/advertisement', icon: Megaphone },
      // The sidebar offers the controller's page to admins (ADR 006); a customer's own runs are open at /openwisp too.
      { label: 'openwisp', to: '/openwisp', icon: Network, permission: 'accessPoints.administer' },
      { label: 'users', to: '/users', icon: Users, permission: 'users.manage' },
    ],
  },
  {
    label: 'other',
    items: [
      {
        label: 'settings',
        to: '/settings',
        icon: Settings,
        items: [
          { label: 'profile', to: '/settings', icon: UserCog },
          { label: 'security', to: '/settings/security', icon: ShieldCheck },
          { label: 'appearance', to: '/settings/appearance', icon: Palette },
          { label: 'emailReports', to: '/settings/reports', icon: Mail },
          {
            label: 'guestPrivacy',
            to: '/settings/guest-privacy',
            icon: ShieldUser,
            permission: 'guestPrivacy.administer',
          },
          { label: 'guestPolicy', to: '/settings/guest-policy', icon: Gauge, permission: 'guestPrivacy.administer' },
        ],
      },
      { label: 'audit', to: '/audit', icon: History, permission: 'audit.read' },
      { label: 'helpCenter', to: '/help-center', icon: CircleHelp },
    ],
  },
]

export const visibleTo = (role: Role | undefined) => (item: NavItem) =>
  !item.permission || roleHas(role, item.permission)
