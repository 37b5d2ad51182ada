// @vitest-environment jsdom
import { act } from 'preact/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { GuestPageModel } from '../src/model.ts'
import {
  announced,
  click,
  connectButton,
  connectForm,
  countPosts,
  hint,
  measurementBox,
  serveAndHydrate,
  taskInput,
  termsBox,
  type,
  setUpBrowserPage,
  wait,
} from './page-harness.tsx'
import { multipleImagesAd, previewModel, singleImageAd, videoAd } from './sample-models.ts'

setUpBrowserPage()
afterEach(() => vi.unstubAllGlobals())

const live = (overrides: Partial<GuestPageModel> = {}): Partial<GuestPageModel> => ({
  mode: 'live',
  termsUrl: '/wifi/terms?session=s1&lang=vi',
  privacyUrl: '/wifi/privacy?session=s1&lang=vi',
  connect: { action: '/wifi/connect', fields: { session: 's1' } },
  ...overrides,
})
const linkHrefs = () =>
  [...document.querySelectorAll('label[for=guest-terms] a')].map((link) => link.getAttribute('href'))

describe('the two consent boxes', () => {
  it('lets the guest connect without the measurement box, and sends each box under its own name', () => {
    serveAndHydrate(previewModel(null, live()))
    const posts = countPosts()
    expect(measurementBox().checked).toBe(false)
    click(measurementBox())
    expect(connectButton().disabled).toBe(true)
    expect(hint()).toBe('Hãy đánh dấu đồng ý với điều khoản sử dụng.')
    click(measurementBox())
    click(termsBox())
    expect(connectButton().disabled).toBe(false)
    click(connectButton())
    expect(posts.sent).toEqual([{ session: 's1', terms: 'accepted' }])
  })

  it('sends the measurement consent when it is ticked', () => {
    serveAndHydrate(previewModel(null, live()))
    const posts = countPosts()
    click(termsBox())
    click(measurementBox())
    click(connectButton())
    expect(posts.sent).toEqual([{ session: 's1', terms: 'accepted', measurement: 'accepted' }])
  })

  it('keeps the links to the texts carrying what the guest typed and ticked', () => {
    serveAndHydrate(previewModel(multipleImagesAd, live()))
    expect(linkHrefs()).toEqual(['/wifi/terms?session=s1&lang=vi', '/wifi/privacy?session=s1&lang=vi'])
    type('phở')
    click(measurementBox())
    expect(linkHrefs()).toEqual([
      '/wifi/terms?session=s1&lang=vi&answer=ph%E1%BB%9F&measurement=accepted',
      '/wifi/privacy?session=s1&lang=vi&answer=ph%E1%BB%9F&measurement=accepted',
    ])
    click(termsBox())
    click(measurementBox())
    type('')
    expect(linkHrefs()).toEqual([
      '/wifi/terms?session=s1&lang=vi&terms=accepted',
      '/wifi/privacy?session=s1&lang=vi&terms=accepted',
    ])
  })

  it('keeps what the guest typed and ticked through the language switch', () => {
    serveAndHydrate(
      previewModel(
        null,
        live({ languageLinks: { vi: '/wifi/page?session=s1&lang=vi', en: '/wifi/page?session=s1&lang=en' } }),
      ),
    )
    const english = () => document.querySelector('a.language-link')!.getAttribute('href')
    expect(english()).toBe('/wifi/page?session=s1&lang=en')
    click(termsBox())
    expect(english()).toBe('/wifi/page?session=s1&lang=en&terms=accepted')
  })

  it('opens the texts beside the console in a preview, without the state', () => {
    serveAndHydrate(previewModel(null, { termsUrl: '/terms', privacyUrl: '/privacy' }))
    click(termsBox())
    const links = [...document.querySelectorAll('label[for=guest-terms] a')]
    expect(links.map((link) => [link.getAttribute('href'), link.getAttribute('target')])).toEqual([
      ['/terms', '_blank'],
      ['/privacy', '_blank'],
    ])
  })
})

describe('a guest coming back to the page', () => {
  it('goes on with the wait the server has left, and finds the answer and the ticks as they were', () => {
    serveAndHydrate(
      previewModel(
        multipleImagesAd,
        live({ initial: { secondsLeft: 3, answer: 'phở bò', termsAccepted: true, measurementAccepted: true } }),
      ),
    )
    const countdown = () => document.querySelector('.countdown-text')?.textContent
    expect(countdown()).toBe('Vui lòng chờ 3 giây')
    expect(taskInput().value).toBe('phở bò')
    expect([termsBox().checked, measurementBox().checked]).toEqual([true, true])
    expect(connectButton().disabled).toBe(true)
    wait(2_000)
    expect(countdown()).toBe('Vui lòng chờ 1 giây')
    wait(1_000)
    expect(countdown()).toBe('Đã hết thời gian chờ')
    expect(connectButton().disabled).toBe(false)
  })

  it('keeps what the guest changed before the script arrived over what the server remembered', () => {
    serveAndHydrate(
      previewModel(multipleImagesAd, live({ initial: { answer: 'phở bò', termsAccepted: true } })),
      () => {
        taskInput().value = 'phở'
        termsBox().checked = false
        measurementBox().checked = true
      },
    )
    expect(document.getElementById('guest-task-feedback')?.textContent).toBe('Đúng rồi, gõ tiếp nhé…')
    expect(linkHrefs()[0]).toBe('/wifi/terms?session=s1&lang=vi&answer=ph%E1%BB%9F&measurement=accepted')
  })
})

describe('closing the ad', () => {
  it('collapses the ad to one line in one tap and lifts the wait, while the report, the task and the terms stay', () => {
    serveAndHydrate(
      previewModel({ ...multipleImagesAd, closeAfterSeconds: 5 }, live({ report: { action: '/wifi/report' } })),
    )
    const posts = countPosts()
    const close = document.querySelector<HTMLButtonElement>('.button-close')!
    expect(close.textContent).toBe('Đóng quảng cáo')
    click(close)
    // Nothing of the ad stays but one line: no media, title, description or call-to-action (issue 35.6).
    const ad = document.querySelector('.ad-card')!
    expect(ad.querySelector('img, .carousel, .button-close, .ad-title, .ad-description, a')).toBeNull()
    expect(ad.textContent).not.toContain(multipleImagesAd.title)
    expect(ad.textContent).not.toContain(multipleImagesAd.description)
    expect(document.getElementById('guest-ad-closed')?.textContent).toBe('Đã đóng quảng cáo')
    expect(ad.querySelector('summary')?.textContent).toBe('Báo cáo quảng cáo này')
    expect(document.querySelector('.countdown')).toBeNull()
    expect(document.activeElement).toBe(document.getElementById('guest-ad-closed'))
    expect(announced()).toBe('Đã đóng quảng cáo, bạn không cần chờ nữa.')
    expect(hint()).toBe('Hãy nhập đúng dòng chữ ở trên.')
    expect(linkHrefs()[0]).toBe('/wifi/terms?session=s1&lang=vi&adClosed=1')

    type('pho bo')
    expect(connectButton().disabled).toBe(true)
    click(termsBox())
    expect(connectButton().disabled).toBe(false)
    click(connectButton())
    expect(posts.sent).toEqual([{ session: 's1', adClosed: '1', answer: 'pho bo', terms: 'accepted' }])
  })

  it('offers to close a video once it has been shown the operator’s seconds, counted from where the guest was', () => {
    serveAndHydrate(previewModel({ ...videoAd, closeAfterSeconds: 3 }, { lang: 'en' }))
    expect(document.querySelector('.close-later')?.textContent).toBe('You can close the ad in 3 seconds')
    wait(2_000)
    expect(document.querySelector('.close-later')?.textContent).toBe('You can close the ad in 1 second')
    expect(document.querySelector('.button-close')).toBeNull()
    wait(1_000)
    click(document.querySelector<HTMLButtonElement>('.button-close')!)
    expect(document.querySelector('video')).toBeNull()
    click(termsBox())
    expect(connectButton().disabled).toBe(false)

    document.body.innerHTML = ''
    serveAndHydrate(previewModel({ ...videoAd, closeAfterSeconds: 3 }, { initial: { secondsLeft: 13 } }))
    expect(document.querySelector('.close-later')?.textContent).toBe('Có thể đóng quảng cáo sau 1 giây')
    wait(1_000)
    expect(document.querySelector('.button-close')?.textContent).toBe('Đóng quảng cáo')
  })

  it('is not offered where the operator has not made ads closable', () => {
    serveAndHydrate(previewModel(videoAd))
    wait(15_000)
    expect(document.querySelector('.button-close, .close-later')).toBeNull()
  })

  it('shows the ad and its wait again when the preview starts over', () => {
    serveAndHydrate(previewModel({ ...singleImageAd, closeAfterSeconds: 0 }))
    click(document.querySelector<HTMLButtonElement>('.button-close')!)
    type('pho bo')
    click(termsBox())
    click(connectButton())
    wait(2_000)
    click([...document.querySelectorAll('button')].find((button) => button.textContent === 'Xem lại từ đầu')!)
    expect(document.querySelector('.ad-card img')).not.toBeNull()
    expect(document.querySelector('.countdown-text')?.textContent).toBe('Vui lòng chờ 15 giây')
  })
})

describe('reporting the ad', () => {
  const reportModel = (overrides: Partial<GuestPageModel> = {}) =>
    previewModel(singleImageAd, live({ report: { action: '/wifi/report' }, ...overrides }))
  const reportForm = () => document.querySelector<HTMLFormElement>('.report form')
  const reportStatus = () => document.querySelector('.report [role=status]')?.textContent

  function fillAndSend(reason: string, details: string) {
    act(() => {
      document.querySelector('details')!.open = true
    })
    click(document.querySelector<HTMLInputElement>(`input[name=reason][value=${reason}]`)!)
    act(() => {
      document.querySelector('textarea')!.value = details
    })
    click(reportForm()!.querySelector<HTMLButtonElement>('button[type=submit]')!)
  }

  it('sends the report in the background and thanks the guest without leaving the page', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(new Response('ok')))
    vi.stubGlobal('fetch', fetch)
    serveAndHydrate(reportModel())
    const posts = countPosts()
    fillAndSend('scam', 'Trang giả mạo ngân hàng')
    expect(reportForm()?.querySelector('button[type=submit]')?.textContent).toBe('Đang gửi…')
    await act(async () => {})
    expect(posts.count).toBe(0)
    expect(fetch).toHaveBeenCalledTimes(1)
    const [url, init] = fetch.mock.calls[0]!
    expect([url, init?.method]).toEqual(['/wifi/report', 'POST'])
    expect(Object.fromEntries(init?.body as URLSearchParams)).toEqual({
      session: 's1',
      ad: singleImageAd.id,
      reason: 'scam',
      details: 'Trang giả mạo ngân hàng',
    })
    expect(reportStatus()).toBe('Cảm ơn, chúng tôi đã nhận báo cáo.')
    expect(reportForm()).toBeNull()
    expect(document.activeElement).toBe(document.querySelector('summary'))
    expect(connectForm()).not.toBeNull()
  })

  it('asks for a reason before sending anything', () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    serveAndHydrate(reportModel())
    click(reportForm()!.querySelector<HTMLButtonElement>('button[type=submit]')!)
    expect(fetch).not.toHaveBeenCalled()
    expect(reportForm()?.querySelector<HTMLInputElement>('input[name=reason]')?.validity.valueMissing).toBe(true)
  })

  it('says so when the report could not be sent, and keeps the form to try again', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('busy', { status: 503 })))
    serveAndHydrate(reportModel({ lang: 'en' }))
    fillAndSend('other', '')
    await act(async () => {})
    expect(reportStatus()).toBe('The report could not be sent, please try again.')
    expect(reportForm()?.querySelector('button[type=submit]')?.textContent).toBe('Send report')
  })

  it('says the report was not sent when the server’s report limits refuse it', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('limited', { status: 429 })))
    serveAndHydrate(reportModel())
    fillAndSend('scam', '')
    await act(async () => {})
    expect(reportStatus()).toBe(
      'Quảng cáo này hoặc nơi bạn đang dùng Wi-Fi vừa nhận nhiều báo cáo, và quản trị viên đã được báo. Báo cáo của bạn chưa được gửi.',
    )
  })

  it('sends nothing from the preview, and thanks all the same', () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    serveAndHydrate(previewModel(singleImageAd, { report: { action: '/wifi/report' } }))
    const posts = countPosts()
    fillAndSend('misleading', '')
    expect(fetch).not.toHaveBeenCalled()
    expect(posts.count).toBe(0)
    expect(reportStatus()).toBe('Cảm ơn, chúng tôi đã nhận báo cáo.')
  })
})
