import { randomBytes } from 'node:crypto'
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import type { Role, Status } from '@wifi/contract'

/**
 * A lower-case tag no other test (nor an earlier run) uses. Put it at the start of names and in emails, then
 * search for it: the shared database holds every test's venues and users, and the search leaves only yours.
 */
export function uniqueTag(label: string): string {
  return `${label}${Date.now().toString(36)}${randomBytes(2).toString('hex')}`
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

// ---------------------------------------------------------------------------------------------------------------
// Test data through the admin API (POST /api/venues, POST /api/users)

export interface VenueFields {
  name: string
  email: string
  phone: string
  address: string
  website: string
  owner: string
  status: Status
  ssid: string
  wifiPassword: string
  /** The OpenWISP device group whose devices are the venue's access points. */
  openwispGroupId: string
  /** Customer accounts' emails. */
  memberEmails: string[]
}

export interface Venue {
  id: string
  name: string
  email: string
  phone: string
  address: string
  status: Status
}

/** Creates a venue as an admin; the fields not given are valid ones, its email made from its name's tag. */
export async function createVenue(
  request: APIRequestContext,
  adminToken: string,
  fields: Partial<VenueFields> & { name: string },
): Promise<Venue> {
  const response = await request.post('/api/venues', {
    headers: bearer(adminToken),
    data: {
      email: `venue-${randomBytes(4).toString('hex')}@example.test`,
      phone: '+84901234567',
      address: '12 Lê Lợi, Quận 1, TP. Hồ Chí Minh',
      ...fields,
    },
  })
  expect(response.status(), `creating the venue ${fields.name}: ${await response.text()}`).toBe(201)
  return (await response.json()) as Venue
}

interface UserFields {
  firstname: string
  lastname: string
  username: string
  email: string
  phone: string
  role: Role
  status: Status
  password: string
}

export interface User {
  id: string
  email: string
  fullName: string
  role: Role
}

/** What a new account must be given; the rest of `UserFields` has valid defaults. */
export type NewUserFields = Pick<UserFields, 'firstname' | 'lastname' | 'username' | 'email' | 'password'> &
  Partial<UserFields>

/**
 * A person's names for `createUser`, their username and email made from `tag` and their first name in lower case:
 * Minh Lê tagged t is t_minh, t-minh@example.test (so a search for the tag finds them).
 */
export function personTagged(tag: string, firstname: string, lastname: string) {
  const handle = firstname.toLowerCase()
  return { firstname, lastname, username: `${tag}_${handle}`, email: `${tag}-${handle}@example.test` }
}

/**
 * Creates an account as an admin, with the password confirmed. Unless said otherwise it is an active customer with
 * a mobile number: what most tests need, so they name only the people and what their test is about.
 */
export async function createUser(request: APIRequestContext, adminToken: string, fields: NewUserFields): Promise<User> {
  const response = await request.post('/api/users', {
    headers: bearer(adminToken),
    data: { phone: '+84901234567', role: 'customer', status: 'active', ...fields, confirmPassword: fields.password },
  })
  expect(response.status(), `creating the user ${fields.email}: ${await response.text()}`).toBe(201)
  return (await response.json()) as User
}

// ---------------------------------------------------------------------------------------------------------------
// The data tables of /venues and /users

/** The table's body rows (the header row is not one). */
export function tableRows(page: Page): Locator {
  return page.getByRole('table').locator('tbody tr')
}

/** The first column's cells, top to bottom: the venues' names, the users' full names. */
export function firstCells(page: Page): Locator {
  return tableRows(page).locator('td:first-child')
}

/** A column's heading cell, which carries `aria-sort`; its button sorts. */
export function columnHeader(page: Page, title: string): Locator {
  return page.getByRole('columnheader', { name: title, exact: true })
}

/**
 * A filter of the toolbar (Status, Role): the button that opens its checklist. The sortable heading of the same
 * column is a button with the same name, but it opens nothing.
 */
export function facetFilter(page: Page, title: string): Locator {
  // From the start of its text: "Type" must not also find "Component type".
  const start = new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)
  return page.locator('button[aria-haspopup="dialog"]').filter({ hasText: start })
}

/** Ticks or unticks one value of a toolbar filter, then closes its checklist. */
export async function setFacet(page: Page, title: string, option: string, checked: boolean) {
  await facetFilter(page, title).click()
  const box = page.getByRole('group', { name: title }).getByRole('checkbox', { name: option, exact: true })
  // The box shows the URL's filter, which the router changes once the filtered rows have loaded: so a click,
  // then a wait for the tick (Playwright's check() looks at once, and would report the click as lost).
  await box.click()
  if (checked) await expect(box).toBeChecked()
  else await expect(box).not.toBeChecked()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('group', { name: title })).toBeHidden()
}

/** Types in a list's search box and waits for the search to reach the URL (the box waits for typing to pause). */
export async function searchFor(searchBox: Locator, text: string) {
  await searchBox.fill(text)
  await expect.poll(() => new URL(searchBox.page().url()).searchParams.get('q')).toBe(text)
}

/** The page's search parameters as they are now. */
export function urlParams(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams)
}

/**
 * Opens the list at `path` searched for `search`, as a link to it would, and waits until `row` is its only row (by
 * the first column): the shared database's other rows are out of view, and the row is there to act on.
 */
export async function openSearchedList(page: Page, path: '/venues' | '/users', search: string, row: string) {
  await page.goto(`${path}?q=${encodeURIComponent(search)}`)
  await expect(firstCells(page)).toHaveText([row])
}

/** Opens a row's ⋯ menu (named for the row in the console's language) and picks an item. */
export async function openRowMenuItem(page: Page, actionsLabel: string, item: string) {
  await page.getByRole('button', { name: actionsLabel, exact: true }).click()
  await page.getByRole('menuitem', { name: item, exact: true }).click()
}

/**
 * Opens a row's ⋯ menu in English and picks an item with the keyboard alone: Enter on the focused button, the focus on
 * the menu's first item, arrows down to `item`, Enter. Returns the menu's button (where the focus goes back to).
 */
export async function rowActionByKeyboard(page: Page, rowName: string, item: string): Promise<Locator> {
  const menu = page.getByRole('button', { name: `Actions for ${rowName}`, exact: true })
  await menu.focus()
  await page.keyboard.press('Enter')
  const wanted = page.getByRole('menuitem', { name: item, exact: true })
  const focused = page.locator('[role="menuitem"]:focus')
  await expect(page.getByRole('menuitem').first()).toBeFocused()
  while (!(await wanted.evaluate((element) => element === document.activeElement))) {
    const left = (await focused.textContent()) ?? ''
    await page.keyboard.press('ArrowDown')
    // Radix moves a menu's focus on a timer after the key: another arrow before it moves would skip an item.
    await expect(focused).not.toHaveText(left)
  }
  await page.keyboard.press('Enter')
  return menu
}

/** Opens a row's ⋯ menu in English (named "Actions for …") and picks an item. */
export async function rowAction(
  page: Page,
  rowName: string,
  item: 'Edit' | 'Delete' | 'Preview' | 'View' | 'Manage venue ads',
) {
  await openRowMenuItem(page, `Actions for ${rowName}`, item)
}

/** Picks `option` in the select labelled `label` (a Radix select: a combobox and a listbox). */
export async function choose(scope: Page | Locator, label: string, option: string) {
  await scope.getByLabel(label, { exact: true }).click()
  const page = 'page' in scope ? scope.page() : scope
  await page.getByRole('option', { name: option, exact: true }).click()
}
