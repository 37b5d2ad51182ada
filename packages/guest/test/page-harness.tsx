import { hydrate } from 'preact'
import { act } from 'preact/test-utils'
import { renderToString } from 'preact-render-to-string'
import { afterEach, beforeEach, vi } from 'vitest'
import { GuestPage } from '../src/components/guest-page.tsx'
import type { GuestPageModel } from '../src/model.ts'

/** The guest page in jsdom as in a browser: fake timers, and what jsdom lacks. Call once at the top of a test file. */
export const motion = { reduced: false }
let listeners: AbortController

export function setUpBrowserPage() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'] })
    motion.reduced = false
    listeners = new AbortController()
    // jsdom has no matchMedia; the carousel asks it about reduced motion.
    window.matchMedia = (query: string) =>
      ({
        matches: motion.reduced && query.includes('prefers-reduced-motion'),
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList
  })

  afterEach(() => {
    listeners.abort()
    document.body.innerHTML = ''
    vi.useRealTimers()
  })
}

/** The server's HTML in the document, then the page's script taking it over, as in a browser. */
export function serveAndHydrate(model: GuestPageModel, beforeScript?: () => void) {
  document.body.innerHTML = `<div id="guest-root">${renderToString(<GuestPage model={model} />)}</div>`
  beforeScript?.()
  act(() => hydrate(<GuestPage model={model} />, document.getElementById('guest-root')!))
}

export const connectForm = () => document.querySelector<HTMLFormElement>('form.connect-card')!
export const connectButton = () => document.querySelector<HTMLButtonElement>('.connect-card button[type=submit]')!
export const hint = () => document.getElementById('guest-connect-hint')?.textContent
/** What the page last said to screen readers (its own live region, not the report's). */
export const announced = () => document.querySelector('main > [role=status]')?.textContent
export const taskInput = () => document.querySelector<HTMLInputElement>('#guest-task')!
export const termsBox = () => document.querySelector<HTMLInputElement>('#guest-terms')!
export const measurementBox = () => document.querySelector<HTMLInputElement>('#guest-measurement')!

export function type(value: string) {
  act(() => {
    taskInput().value = value
    taskInput().dispatchEvent(new Event('input', { bubbles: true }))
  })
}

/** Counts the form posts the page lets through (and stops them: jsdom cannot navigate), with what each sent. */
export function countPosts() {
  const posts = { count: 0, sent: [] as Record<string, string>[] }
  document.addEventListener(
    'submit',
    (event) => {
      if (!event.defaultPrevented) {
        posts.count += 1
        posts.sent.push(Object.fromEntries(new FormData(event.target as HTMLFormElement) as unknown as string[][]))
      }
      event.preventDefault()
    },
    { signal: listeners.signal },
  )
  return posts
}

export const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms)
  })
export const click = (element: HTMLElement) => act(() => element.click())
