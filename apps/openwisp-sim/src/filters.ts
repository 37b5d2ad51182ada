import { json, type SimResponse } from './http.ts'
import type { SimulatorStore } from './store.ts'
import { normalizeUuid } from './text.ts'
import { microsFromIso } from './time.ts'
import type { JsonValue } from './types.ts'

/**
 * django-filter semantics: empty values are ignored, every invalid value is reported in one 400 body, and the
 * last of repeated parameters wins (QueryDict.get).
 */
export class Filters<T> {
  private readonly tests: Array<(item: T) => boolean> = []
  private readonly errors: Record<string, JsonValue> = {}

  constructor(private readonly query: URLSearchParams) {}

  value(name: string): string | null {
    const value = this.query.getAll(name).at(-1)
    return value === undefined || value === '' ? null : value
  }

  add(test: (item: T) => boolean): void {
    this.tests.push(test)
  }

  error(name: string, message: JsonValue): void {
    this.errors[name] = message
  }

  invalid(): SimResponse | null {
    return Object.keys(this.errors).length > 0 ? json(400, this.errors) : null
  }

  apply(items: readonly T[]): readonly T[] {
    if (this.tests.length === 0) return items
    return items.filter((item) => this.tests.every((test) => test(item)))
  }
}

export const INVALID_CHOICE = 'Select a valid choice. That choice is not one of the available choices.'

/** `organization` only accepts organizations the user manages; `organization_slug` simply matches. */
export function organizationFilters<T>(
  filters: Filters<T>,
  store: SimulatorStore,
  organizationOf: (item: T) => string,
): void {
  const organization = filters.value('organization')
  if (organization !== null) {
    const id = normalizeUuid(organization)
    if (id !== null && store.isManaged(id)) filters.add((item) => organizationOf(item) === id)
    else filters.error('organization', [INVALID_CHOICE])
  }
  const slug = filters.value('organization_slug')
  if (slug !== null) {
    const ids = new Set(store.organizations.filter((org) => org.slug === slug).map((org) => org.id))
    filters.add((item) => ids.has(organizationOf(item)))
  }
}

export function choiceFilter<T>(
  filters: Filters<T>,
  name: string,
  choices: readonly string[],
  valueOf: (item: T) => string | null,
): void {
  const value = filters.value(name)
  if (value === null) return
  if (!choices.includes(value)) {
    filters.error(name, [`Select a valid choice. ${value} is not one of the available choices.`])
    return
  }
  filters.add((item) => valueOf(item) === value)
}

/** `name`, `name__gte`, `name__lt` on a timestamp. */
export function dateFilters<T>(filters: Filters<T>, name: string, microsOf: (item: T) => number): void {
  const lookups: Array<[string, (a: number, b: number) => boolean]> = [
    [name, (a, b) => a === b],
    [`${name}__gte`, (a, b) => a >= b],
    [`${name}__lt`, (a, b) => a < b],
  ]
  for (const [parameter, compare] of lookups) {
    const value = filters.value(parameter)
    if (value === null) continue
    const micros = microsFromIso(value)
    if (micros === null) filters.error(parameter, ['Enter a valid date/time.'])
    else filters.add((item) => compare(microsOf(item), micros))
  }
}

/** django-filter's BooleanWidget: true/false in any case or 1/0; anything else leaves the list unfiltered. */
export function booleanValue(value: string | null): boolean | null {
  const lower = value?.toLowerCase()
  if (lower === 'true' || lower === '1') return true
  if (lower === 'false' || lower === '0') return false
  return null
}
