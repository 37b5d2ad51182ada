import type { Role } from '@wifi/contract'
import type { LinkProps } from '@tanstack/react-router'
import {
  CircleHelp,
  LayoutDashboard,
  Megaphone,
  Network,
  Palette,
  Router,
  Settings,
  ShieldCheck,
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
  /** Shown only to these roles; every role when absent. The server enforces the same rule. */
  roles?: Role[]
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
      { label: 'venues', to: '/venues', icon: Store },
      { label: 'accessPoints', to: '/accesspoints', icon: Router },
      { label: 'advertisement', to: '/advertisement', icon: Megaphone },
      { label: 'openwisp', to: '/openwisp', icon: Network, roles: ['admin'] },
      { label: 'users', to: '/users', icon: Users, roles: ['admin'] },
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
        ],
      },
      { label: 'helpCenter', to: '/help-center', icon: CircleHelp },
    ],
  },
]

export const visibleTo = (role: Role | undefined) => (item: NavItem) =>
  !item.roles || (!!role && item.roles.includes(role))
