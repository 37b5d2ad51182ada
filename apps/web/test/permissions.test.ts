import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { roles } from '@wifi/contract'
import { describe, expect, it } from 'vitest'
import { navGroups, visibleTo } from '../src/components/layout/nav-items'
import { can, type Permission } from '../src/lib/permissions'

/** Who has what, as the server's policy decides it (apps/api/src/authorization/policy.ts). */
const expected: Record<Permission, readonly string[]> = {
  manageUsers: ['admin'],
  administerVenues: ['admin'],
  administerAccessPoints: ['admin'],
  publishAds: ['admin'],
  readSyncRuns: ['admin', 'customer'],
  readNetworkDetails: ['admin'],
  administerGuestPrivacy: ['admin'],
  readAudit: ['admin'],
}

describe('the console’s permissions (lib/permissions)', () => {
  it('gives each permission to the roles the server allows, and nothing to a signed-out reader', () => {
    for (const [permission, allowed] of Object.entries(expected) as [Permission, readonly string[]][]) {
      expect(
        roles.filter((role) => can(role, permission)),
        permission,
      ).toEqual(allowed)
      expect(can(undefined, permission), permission).toBe(false)
    }
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

  it('is the only place the web compares a role: no screen asks role === … itself', () => {
    const sources = join(import.meta.dirname, '../src')
    const files = readdirSync(sources, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file))
    const asking = files.filter(
      (file) =>
        file !== join('lib', 'permissions.ts') && /role\s*[!=]==\s*'/.test(readFileSync(join(sources, file), 'utf8')),
    )
    expect(files.length).toBeGreaterThan(50)
    expect(asking).toEqual([])
  })
})
