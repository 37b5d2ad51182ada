// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { guestMessageKinds, renderGuestMessagePage, type GuestMessageModel } from '../src/index.ts'
import { guestMessageStrings } from '../src/message-strings.ts'

const styleHref = '/guest/assets/styles-TEST.css'

function rendered(model: GuestMessageModel) {
  const html = renderGuestMessagePage(model, { styleHref })
  return { html, page: new DOMParser().parseFromString(html, 'text/html') }
}

describe('renderGuestMessagePage', () => {
  it.each(guestMessageKinds.flatMap((kind) => (['vi', 'en'] as const).map((lang) => [kind, lang] as const)))(
    'says %s in %s with its own title, the style sheet and no script',
    (kind, lang) => {
      const { page } = rendered({ lang, kind })
      const words = guestMessageStrings[lang].messages[kind]
      expect(page.documentElement.lang).toBe(lang)
      expect(page.title).toBe(words.title)
      expect(page.querySelector('h1')?.textContent).toBe(words.title)
      expect(page.body.textContent).toContain(words.text)
      expect(page.querySelector('link[rel=stylesheet]')?.getAttribute('href')).toBe(styleHref)
      expect(page.querySelectorAll('script')).toHaveLength(0)
    },
  )

  it('offers the ad’s call-to-action again once the guest is online, and shows the gateway’s reply and the wait', () => {
    const { page } = rendered({
      lang: 'en',
      kind: 'connected',
      venueName: 'Cà phê Góc Phố',
      callToAction: { href: '/wifi/cta?session=s1', label: 'See the menu', adTitle: 'Phở bò' },
      languageLinks: { vi: '/wifi/connected?session=s1&lang=vi', en: '/wifi/connected?session=s1&lang=en' },
    })
    expect(page.querySelector('.venue')?.textContent).toBe('Cà phê Góc Phố')
    const offer = page.querySelector<HTMLAnchorElement>('a[href="/wifi/cta?session=s1"]')
    expect(offer?.textContent).toBe('See the menu')
    expect(page.querySelector('a[hreflang=vi]')?.getAttribute('href')).toBe('/wifi/connected?session=s1&lang=vi')

    const refused = rendered({
      lang: 'vi',
      kind: 'gateway_refused',
      gatewayReply: 'Sai mật khẩu',
      action: { kind: 'retry', href: 'http://10.1.0.1:3990/' },
    }).page
    expect(refused.body.textContent).toContain('Điểm phát Wi-Fi trả lời: “Sai mật khẩu”')
    expect(refused.querySelector('a[href="http://10.1.0.1:3990/"]')?.textContent).toBe('Thử lại')

    const limited = rendered({ lang: 'en', kind: 'too_many_attempts', retryAfter: 42 }).page
    expect(limited.body.textContent).toContain('Please try again in 42 seconds.')
  })

  it('marks what was done at the guest’s request as done, and what stopped them as a problem', () => {
    const classOf = (kind: GuestMessageModel['kind']) => rendered({ lang: 'vi', kind }).page.querySelector('.message')
    for (const kind of ['connected', 'measurement_withdrawn', 'data_erased', 'ad_reported'] as const) {
      expect(classOf(kind)?.classList.contains('message-success'), kind).toBe(true)
      expect(classOf(kind)?.querySelector('.notice-icon'), kind).not.toBeNull()
    }
    for (const kind of ['nothing_to_erase', 'expired'] as const) {
      expect(classOf(kind)?.classList.contains('message-problem'), kind).toBe(true)
    }
    expect(rendered({ lang: 'en', kind: 'data_erased' }).page.body.textContent).toContain(
      'Its Wi-Fi visits and their steps are deleted.',
    )
  })

  it('shows the connected guest their data: the privacy notice and the buttons, as forms posting the session', () => {
    const dataActions = {
      privacyHref: '/wifi/privacy?session=s1&lang=en',
      withdrawAction: '/wifi/data/withdraw',
      eraseAction: '/wifi/data/erase',
      session: 's1',
      measured: true,
    }
    const { page } = rendered({ lang: 'en', kind: 'connected', dataActions })
    const section = page.querySelector('section[aria-labelledby=guest-data-heading]')!
    expect(section.querySelector('h2')?.textContent).toBe('Your data')
    expect(section.textContent).toContain('You allowed ad measurement on this device.')
    expect(section.querySelector('a')?.getAttribute('href')).toBe('/wifi/privacy?session=s1&lang=en')
    expect(section.querySelector('a')?.textContent).toBe('Read the privacy notice')
    const forms = [...section.querySelectorAll('form')].map((form) => [
      form.getAttribute('method'),
      form.getAttribute('action'),
      form.querySelector<HTMLInputElement>('input[type=hidden][name=session]')?.value,
      form.querySelector('button')?.textContent,
    ])
    expect(forms).toEqual([
      ['post', '/wifi/data/withdraw', 's1', 'Withdraw measurement consent'],
      ['post', '/wifi/data/erase', 's1', 'Erase this device’s data'],
    ])

    const declined = rendered({ lang: 'vi', kind: 'connected', dataActions: { ...dataActions, measured: false } }).page
    expect(declined.body.textContent).toContain('Thiết bị này không được nhận diện để đo lường quảng cáo.')
    expect([...declined.querySelectorAll('form button')].map((button) => button.textContent)).toEqual([
      'Xoá dữ liệu của thiết bị này',
    ])
    expect(rendered({ lang: 'vi', kind: 'connected' }).page.querySelector('form')).toBeNull()
  })
})
