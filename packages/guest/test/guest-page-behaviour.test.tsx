// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { previewConnectMs } from '../src/components/guest-page.tsx'
import { guestStrings } from '../src/strings.ts'
import {
  announced,
  click,
  connectButton,
  countPosts,
  hint,
  motion,
  serveAndHydrate,
  taskInput,
  termsBox,
  type,
  setUpBrowserPage,
  wait,
} from './page-harness.tsx'
import { multipleImagesAd, previewModel } from './sample-models.ts'

setUpBrowserPage()

describe('the guest page in the browser', () => {
  const vi_ = guestStrings.vi

  it('keeps Connect disabled until the wait is over, the task matches and the terms are ticked', () => {
    serveAndHydrate(previewModel(multipleImagesAd))
    expect(connectButton().disabled).toBe(true)
    expect(hint()).toBe(vi_.blockedByWait)

    wait(14_000)
    expect(document.querySelector('.countdown-text')?.textContent).toBe('Vui lòng chờ 1 giây')
    expect(connectButton().disabled).toBe(true)
    wait(1_000)
    expect(document.querySelector('.countdown-text')?.textContent).toBe(vi_.waitOver)
    expect(announced()).toBe(vi_.waitOver)
    expect(hint()).toBe(vi_.blockedByTask)

    type('pho')
    expect(document.getElementById('guest-task-feedback')?.textContent).toBe(vi_.taskPartial)
    type('pho bo')
    expect(document.getElementById('guest-task-feedback')?.textContent).toBe(vi_.taskMatch)
    expect(announced()).toBe(vi_.taskMatch)
    expect(connectButton().disabled).toBe(true)
    expect(hint()).toBe(vi_.blockedByTerms)

    click(termsBox())
    expect(connectButton().disabled).toBe(false)
    expect(hint()).toBe(vi_.readyToConnect)
  })

  it('tells the guest at once when the text cannot match, and marks the field', () => {
    serveAndHydrate(previewModel(multipleImagesAd))
    type('phó')
    expect(document.getElementById('guest-task-feedback')?.textContent).toBe(vi_.taskMismatch)
    expect(taskInput().getAttribute('aria-invalid')).toBe('true')
    expect(announced()).toBe(vi_.taskMismatch)
    click(termsBox())
    wait(15_000)
    expect(connectButton().disabled).toBe(true)
  })

  it('shows Connecting to Wi-Fi..., then says the preview stopped short, and starts over', () => {
    serveAndHydrate(previewModel(multipleImagesAd, { lang: 'en' }))
    wait(15_000)
    type('Phở Bò')
    click(termsBox())
    click(connectButton())
    expect(connectButton().textContent).toBe('Connecting to Wi-Fi...')
    expect(connectButton().getAttribute('aria-disabled')).toBe('true')
    expect(announced()).toBe('Connecting to Wi-Fi...')

    wait(previewConnectMs)
    expect(document.querySelector('button[type=submit]')).toBeNull()
    const notice = document.querySelector('.notice')
    expect(notice?.textContent).toContain('In a real connection the guest would now be online.')
    expect(document.activeElement?.textContent).toBe('Preview complete')

    const startOver = [...document.querySelectorAll('button')].find((button) => button.textContent === 'Start over')!
    click(startOver)
    expect(connectButton().disabled).toBe(true)
    expect(taskInput().value).toBe('')
    expect(termsBox().checked).toBe(false)
    expect(document.querySelector('.countdown-text')?.textContent).toBe('Please wait 15 seconds')
    expect(document.activeElement).toBe(taskInput())
  })

  it('says Đang kết nối Wi-Fi... in Vietnamese and sends nothing from the preview', () => {
    serveAndHydrate(previewModel(null))
    const posts = countPosts()
    click(termsBox())
    click(connectButton())
    expect(connectButton().textContent).toBe('Đang kết nối Wi-Fi...')
    expect(posts.count).toBe(0)
  })

  it('lets the live page’s form post once Connect is pressed, and only once', () => {
    serveAndHydrate(
      previewModel(null, { mode: 'live', connect: { action: '/wifi/connect', fields: { session: 's1' } } }),
    )
    const posts = countPosts()
    click(termsBox())
    click(connectButton())
    click(connectButton())
    expect(posts.count).toBe(1)
    expect(connectButton().textContent).toBe('Đang kết nối Wi-Fi...')
  })

  it('reports being displayed, then each step once, to the live page’s progress address, and nothing from the preview', () => {
    const beacons: { url: string; body: Record<string, string> }[] = []
    navigator.sendBeacon = (url: string | URL, body?: BodyInit | null) => {
      beacons.push({ url: String(url), body: Object.fromEntries(body as URLSearchParams) })
      return true
    }
    const connect = { action: '/wifi/connect', progressAction: '/wifi/progress', fields: { session: 's1' } }
    serveAndHydrate(previewModel(multipleImagesAd, { mode: 'live', connect }))
    wait(15_000)
    type('pho b')
    type('pho bo')
    type('pho bo ')
    click(termsBox())
    click(termsBox())
    click(termsBox())
    expect(beacons).toEqual([
      { url: '/wifi/progress', body: { session: 's1', step: 'page_shown', answer: '' } },
      { url: '/wifi/progress', body: { session: 's1', step: 'countdown_completed', answer: '' } },
      { url: '/wifi/progress', body: { session: 's1', step: 'task_passed', answer: 'pho bo' } },
      { url: '/wifi/progress', body: { session: 's1', step: 'terms_accepted', answer: 'pho bo ' } },
    ])

    document.body.innerHTML = ''
    beacons.length = 0
    serveAndHydrate(previewModel(multipleImagesAd))
    wait(15_000)
    type('pho bo')
    click(termsBox())
    expect(beacons).toEqual([])
  })

  it('keeps what the guest typed and ticked before the script arrived', () => {
    serveAndHydrate(previewModel(multipleImagesAd), () => {
      taskInput().value = 'phở'
      termsBox().checked = true
    })
    expect(document.getElementById('guest-task-feedback')?.textContent).toBe(vi_.taskPartial)
    type('phở bò')
    wait(15_000)
    expect(connectButton().disabled).toBe(false)
  })

  it('changes images by themselves until the guest pauses or steps through them', () => {
    serveAndHydrate(previewModel(multipleImagesAd))
    const shownAlt = () => document.querySelector('img.ad-image')?.getAttribute('alt')
    expect(shownAlt()).toBe(multipleImagesAd.images[0]!.alt)
    wait(5_000)
    expect(shownAlt()).toBe(multipleImagesAd.images[1]!.alt)
    expect(document.querySelector('.slide')?.getAttribute('aria-label')).toBe('Ảnh 2 trên 3')

    click(document.querySelector<HTMLButtonElement>('[aria-label="Ảnh trước"]')!)
    expect(shownAlt()).toBe(multipleImagesAd.images[0]!.alt)
    expect(document.querySelector('.dot-current')).toBe(document.querySelectorAll('.dot')[0])
    expect(document.querySelector('[aria-label="Tự chuyển ảnh"]')).not.toBeNull()
    wait(20_000)
    expect(shownAlt()).toBe(multipleImagesAd.images[0]!.alt)

    click(document.querySelector<HTMLButtonElement>('[aria-label="Ảnh trước"]')!)
    expect(shownAlt()).toBe(multipleImagesAd.images[2]!.alt)
    click(document.querySelector<HTMLButtonElement>('[aria-label="Ảnh tiếp theo"]')!)
    expect(shownAlt()).toBe(multipleImagesAd.images[0]!.alt)

    click(document.querySelector<HTMLButtonElement>('[aria-label="Tự chuyển ảnh"]')!)
    wait(5_000)
    expect(shownAlt()).toBe(multipleImagesAd.images[1]!.alt)
  })

  it('does not change images by itself for a guest who asked for reduced motion', () => {
    motion.reduced = true
    serveAndHydrate(previewModel(multipleImagesAd))
    wait(20_000)
    expect(document.querySelector('img.ad-image')?.getAttribute('alt')).toBe(multipleImagesAd.images[0]!.alt)
    expect(document.querySelector('[aria-label="Tự chuyển ảnh"]')).not.toBeNull()
  })
})
