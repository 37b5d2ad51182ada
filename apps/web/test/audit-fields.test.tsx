// @vitest-environment jsdom
import { auditedFields, auditEntities, languages, type AuditEntity } from '@wifi/contract'
import { cleanup, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { auditFieldFormats, fieldFormat, type FieldFormat } from '@/features/audit/audit-fields'
import { AuditValue } from '@/features/audit/components/audit-value'
import { loadCatalog, type Catalog } from './catalogs'
import { initI18n } from './i18n'

// A link's target is all the value shows of the router: a plain anchor stands in for it.
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, search, children }: { to: string; search?: { q?: string }; children: ReactNode }) => (
    <a href={search?.q ? `${to}?q=${encodeURIComponent(search.q)}` : to}>{children}</a>
  ),
}))

const catalogs = Object.fromEntries(languages.map((language) => [language, loadCatalog(language, 'common')]))

/** The catalog's text at `key`, or undefined when it has none (a group is none). */
function textAt(catalog: Catalog, key: string): unknown {
  const found = key
    .split('.')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Catalog)[part] : undefined), catalog)
  return typeof found === 'string' ? found : undefined
}

/** Every catalog key a field's format names: its label, what its emptiness means, its values' words. */
function keysOf(format: FieldFormat): string[] {
  const value = format.value
  return [
    format.label,
    ...(format.empty ? [format.empty] : []),
    ...(value?.kind === 'enum' ? Object.values(value.keys) : []),
    ...(value?.kind === 'yesNo' ? [value.yes, value.no] : []),
  ]
}

describe('every audited field of every kind of item (the contract lists them)', () => {
  const fields = auditEntities.flatMap((entity) =>
    (auditedFields[entity] as readonly string[]).map((field) => [entity, field] as [AuditEntity, string]),
  )

  it('is walked: each kind lists its fields', () => {
    expect(auditEntities.every((entity) => auditedFields[entity].length > 0)).toBe(true)
    expect(fields.length).toBeGreaterThan(60)
  })

  it.each(fields)('%s.%s has a label, and each of its values a text, in vi and en', (entity, field) => {
    const format = fieldFormat(entity, field)
    expect(format, `no label for ${entity}.${field} in features/audit/audit-fields.ts`).toBeDefined()
    for (const language of languages) {
      for (const key of keysOf(format!)) {
        expect(textAt(catalogs[language]!, key), `${entity}.${field}: ${key} in ${language}`).toEqual(
          expect.any(String),
        )
      }
    }
  })

  it('and no other field has a format (a field the trail no longer records would hide its removal)', () => {
    for (const entity of auditEntities) {
      expect(Object.keys(auditFieldFormats[entity]).sort()).toEqual([...auditedFields[entity]].sort())
    }
  })

  it('an enum is worded for each of its values the contract knows', () => {
    const keys = (entity: AuditEntity, field: string) => {
      const value = fieldFormat(entity, field)?.value
      return value?.kind === 'enum' ? Object.keys(value.keys) : []
    }
    expect(keys('advertisement', 'type')).toEqual(['promotion', 'brand', 'event', 'announcement'])
    expect(keys('report_subscription', 'frequency')).toEqual(['weekly', 'monthly'])
    expect(keys('venue', 'status')).toEqual(['active', 'inactive'])
    expect(keys('guest_session', 'state')).toEqual(['online', 'ended', 'end requested'])
  })
})

describe('a value as the screens show it (vi)', () => {
  beforeAll(async () => {
    await initI18n('vi')
  })
  afterEach(cleanup)

  const shown = (entity: AuditEntity, field: string, value: unknown, references = {}) => {
    render(<AuditValue value={value} format={fieldFormat(entity, field)} references={references} />)
  }

  it('a calendar day in the console format, an enum and a yes in words', () => {
    shown('advertisement', 'startDate', '2026-11-25')
    shown('advertisement', 'type', 'promotion')
    shown('report_subscription', 'frequency', 'monthly')
    shown('report_subscription', 'paused', true)
    shown('user', 'role', 'admin')
    for (const text of ['25/11/2026', 'Khuyến mãi', 'Hằng tháng', 'Tạm dừng', 'Quản trị viên']) {
      expect(screen.getByText(text).textContent).toBe(text)
    }
  })

  it('an id as its item’s name, linked to its screen; one that is gone as plain text', () => {
    const venue = '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f'
    const ads = ['11111111-2222-4333-8444-555555555555', '66666666-7777-4888-8999-aaaaaaaaaaaa']
    shown('report_subscription', 'venueId', venue, { [venue]: { name: 'Cơm hến Hoa Đông', gone: false } })
    shown('venue', 'advertisements', ads, {
      [ads[0]!]: { name: 'Phở bò tái', gone: false },
      [ads[1]!]: { name: 'Trà đá miễn phí', gone: true },
    })
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href')
    expect(href('Cơm hến Hoa Đông')).toBe(`/venues?q=${encodeURIComponent('Cơm hến Hoa Đông')}`)
    expect(href('Phở bò tái')).toBe(`/advertisement?q=${encodeURIComponent('Phở bò tái')}`)
    expect(screen.getByText('Trà đá miễn phí').closest('a')).toBeNull()
  })

  it('an empty value as its screen words it, a secret as hidden', () => {
    shown('report_subscription', 'venueId', null)
    shown('venue', 'wifiPassword', '[hidden]')
    shown('access_point', 'gatewayKind', null)
    for (const text of ['Mọi số liệu bạn được xem', 'đã ẩn (thông tin bí mật)', 'Chưa đặt']) {
      expect(screen.getByText(text).textContent).toBe(text)
    }
  })
})
