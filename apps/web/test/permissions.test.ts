// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { QueryClient } from '@tanstack/react-query'
import { roleHas, roles, type Role, type RolePermission, type User } from '@wifi/contract'
import { describe, expect, it } from 'vitest'
import { navGroups, visibleTo } from '../src/components/layout/nav-items'
import { currentUserKey } from '../src/lib/current-user'
import { AccessDenied, requirePermission } from '../src/lib/route-access'

/** Who has what on the screens the console guards, as the server's policy decides it (the contract's table). */
const expected: Partial<Record<RolePermission, readonly Role[]>> = {
  'users.manage': ['admin'],
  'venues.administer': ['admin'],
  'accessPoints.administer': ['admin'],
  'ads.administer': ['admin'],
  'sync.readRuns': ['admin', 'customer'],
  'guestPrivacy.administer': ['admin'],
  'audit.read': ['admin'],
}

/** The route guard's context with `role` signed in (none: signed out). */
function routeContext(role?: Role) {
  const queryClient = new QueryClient()
  if (role) queryClient.setQueryData(currentUserKey, { role } as User)
  return { context: { queryClient } }
}

describe('the console’s permissions', () => {
  it('gives each permission to the roles the server allows, and nothing to a signed-out reader', () => {
    for (const [permission, allowed] of Object.entries(expected) as [RolePermission, readonly Role[]][]) {
      expect(
        roles.filter((role) => roleHas(role, permission)),
        permission,
      ).toEqual(allowed)
      expect(roleHas(undefined, permission), permission).toBe(false)
    }
  })

  it('guards a route by its permission: the signed-in user with it passes, anyone else is refused', () => {
    const guard = requirePermission('users.manage')
    expect(() => guard(routeContext('admin'))).not.toThrow()
    expect(() => guard(routeContext('customer'))).toThrow(AccessDenied)
    expect(() => guard(routeContext())).toThrow(AccessDenied)
    expect(() => requirePermission('sync.readRuns')(routeContext('customer'))).not.toThrow()
  })

  it('lets the sidebar offer OpenWisp, Users and Audit to admins only, and everything else to everyone', () => {
    const links = (role: (typeof roles)[number]) =>
      navGroups.flatMap((group) => group.items.filter(visibleTo(role)).map((item) => item.label))
    expect(links('admin')).toEqual(expect.arrayContaining(['openwisp', 'users', 'venues', 'helpCenter']))
    expect(links('customer')).not.toContain('users')
    expect(links('customer')).not.toContain('openwisp')
    expect(links('admin')).toContain('audit')
    expect(links('customer')).not.toContain('audit')
    expect(links('customer')).toEqual(expect.arrayContaining(['dashboard', 'venues', 'accessPoints', 'advertisement']))
  })

  it('offers Settings → Guest privacy and Guest access policy to admins only, among the settings a customer keeps', () => {
    const settings = navGroups.flatMap((group) => group.items).find((item) => item.label === 'settings')
    const sections = (role: (typeof roles)[number]) =>
      (settings?.items ?? []).filter(visibleTo(role)).map((item) => item.label)
    expect(sections('admin')).toEqual([
      'profile',
      'security',
      'appearance',
      'emailReports',
      'guestPrivacy',
      'guestPolicy',
    ])
    expect(sections('customer')).toEqual(['profile', 'security', 'appearance', 'emailReports'])
  })

  it('leaves the decisions to the permissions: no screen compares a role or hands an isAdmin down', () => {
    const sources = join(import.meta.dirname, '../src')
    const files = readdirSync(sources, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file))
    const asking = files.filter((file) =>
      /role\s*[!=]==\s*'|\bisAdmin\b/.test(readFileSync(join(sources, file), 'utf8')),
    )
    expect(files.length).toBeGreaterThan(50)
    expect(asking).toEqual([])
  })
})
