// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { renderGuestNotice, type GuestNoticeModel } from '../src/index.ts'

const styleHref = '/guest/assets/styles-TEST.css'

function rendered(model: GuestNoticeModel) {
  const html = renderGuestNotice(model, { styleHref })
  return { html, page: new DOMParser().parseFromString(html, 'text/html') }
}

const textOf = (page: Document, selector: string) => page.querySelector(selector)?.textContent?.trim()

const privacy: GuestNoticeModel = {
  lang: 'vi',
  kind: 'privacy',
  body: '# Chúng tôi là ai\n\nCông ty **Wi-Fi Mẫu** vận hành dịch vụ.\n\n- Mục một\n- Mục hai',
  operator: {
    name: 'Công ty Wi-Fi Mẫu',
    address: '12 Lê Lợi, Quận 1, TP. Hồ Chí Minh',
    email: 'dpo@wifi.example.test',
    phone: '+842812345678',
    contact: null,
  },
  venue: { name: 'Cà phê Góc Phố', noticeName: 'Hộ kinh doanh Góc Phố', noticeContact: '0901 234 567' },
  version: { number: 3, publishedAt: '2026-11-26T18:30:00.000Z', contentHash: '1a2b3c4d5e6f7a8b9c0d' },
  backHref: '/wifi/page?session=s1&lang=vi&answer=ph%E1%BB%9F&terms=accepted',
  languageLinks: { vi: '/wifi/privacy?session=s1&lang=vi', en: '/wifi/privacy?session=s1&lang=en' },
  facts: { retentionDays: { guestSessions: 90, consents: 730, adReports: 365 } },
  dataActions: {
    withdrawAction: '/wifi/data/withdraw',
    eraseAction: '/wifi/data/erase',
    session: 's1',
    measured: true,
  },
}

const terms: GuestNoticeModel = {
  lang: 'en',
  kind: 'terms',
  body: 'Use the Wi-Fi **lawfully**.',
  // A version published before the operator became one setting: a name and one free contact line.
  operator: { name: 'Sample Wi-Fi Co.', address: null, email: null, phone: null, contact: '+84 28 1234 5678' },
  version: { number: 1, publishedAt: '2026-01-01T00:00:00.000Z', contentHash: 'ffeeddccbbaa99887766' },
}

describe('renderGuestNotice', () => {
  it('renders the privacy notice in Vietnamese: the operator’s text, its version, and no script', () => {
    const { html, page } = rendered(privacy)
    expect(html.startsWith('<!doctype html><html lang="vi">')).toBe(true)
    expect(page.title).toBe('Thông báo quyền riêng tư')
    expect(page.querySelectorAll('h1')).toHaveLength(1)
    expect(textOf(page, 'h1')).toBe('Thông báo quyền riêng tư')
    expect(textOf(page, '.version')).toBe('Phiên bản 3 · 27/11/2026 · mã băm 1a2b3c4d…')
    expect(page.querySelector('.prose')?.innerHTML).toBe(
      '<h2>Chúng tôi là ai</h2><p>Công ty <strong>Wi-Fi Mẫu</strong> vận hành dịch vụ.</p><ul><li>Mục một</li><li>Mục hai</li></ul>',
    )
    expect(page.querySelector('link[rel=stylesheet]')?.getAttribute('href')).toBe(styleHref)
    expect(page.querySelectorAll('script')).toHaveLength(0)
    expect(textOf(page, '.venue')).toBe('Cà phê Góc Phố')
    expect(page.querySelector('a[hreflang=en]')?.getAttribute('href')).toBe('/wifi/privacy?session=s1&lang=en')
  })

  it('names who is responsible, the operator and the venue, with their contacts', () => {
    const { page } = rendered(privacy)
    const groups = [...page.querySelectorAll('.responsible > div')].map((group) =>
      [...group.children].map((child) => child.textContent),
    )
    expect(groups).toEqual([
      [
        'Đơn vị vận hành dịch vụ Wi-Fi',
        'Công ty Wi-Fi Mẫu',
        'Địa chỉ: 12 Lê Lợi, Quận 1, TP. Hồ Chí Minh',
        'Email: dpo@wifi.example.test',
        'Điện thoại: +842812345678',
      ],
      ['Địa điểm cung cấp Wi-Fi', 'Hộ kinh doanh Góc Phố', 'Liên hệ: 0901 234 567'],
    ])
    // The email and the phone are one tap away.
    expect([...page.querySelectorAll('.responsible a')].map((link) => link.getAttribute('href'))).toEqual([
      'mailto:dpo@wifi.example.test',
      'tel:+842812345678',
    ])
    const noPhone = rendered({ ...privacy, operator: { ...privacy.operator, phone: null } }).page
    expect(noPhone.querySelector('.responsible')?.textContent).not.toContain('Điện thoại')
    const plainVenue = rendered({ ...privacy, venue: { name: 'Quán A', noticeName: null, noticeContact: null } }).page
    expect([...plainVenue.querySelectorAll('.responsible > div')][1]?.textContent).toBe(
      'Địa điểm cung cấp Wi-Fi' + 'Quán A',
    )
  })

  it('says what is kept, why and for how long, from the server’s retention', () => {
    const { page } = rendered({
      ...privacy,
      facts: { retentionDays: { guestSessions: 30, consents: 400, adReports: 200 } },
    })
    const facts = [...page.querySelectorAll('.data-facts > li')].map((fact) => ({
      data: fact.querySelector('h3')?.textContent,
      values: [...fact.querySelectorAll('dd')].map((value) => value.textContent),
    }))
    expect(facts).toHaveLength(10)
    expect(facts[0]?.data).toContain('Mã băm có khoá của thiết bị (không bao giờ là địa chỉ MAC gốc)')
    expect(facts[0]?.values[1]).toBe(
      '30 ngày cùng lượt truy cập, 400 ngày trong bằng chứng đồng ý; xoá ngay khi bạn rút lại đồng ý',
    )
    expect(facts[1]?.values).toEqual([
      'Cung cấp Wi-Fi và giới hạn số lần kết nối của mỗi thiết bị để chống lạm dụng',
      'Dưới một giờ',
    ])
    // What the gateway reports of the time online, and whether the MAC was a random one (ADR 034, 035).
    expect(facts[3]?.data).toContain('Thời gian bạn trực tuyến, dữ liệu đã dùng')
    expect(facts[3]?.values[1]).toBe('30 ngày')
    expect(facts[4]?.data).toContain('không bao giờ là địa chỉ')
    expect(facts[8]?.values).toEqual(['Bằng chứng về sự đồng ý', '400 ngày'])
    expect(facts[9]?.values).toEqual(['Xử lý báo cáo quảng cáo', '200 ngày'])
    expect(page.body.textContent).toContain('Chúng tôi không lưu địa chỉ MAC hay địa chỉ IP của thiết bị.')
  })

  it('gives the guest who opened it from their page the buttons for their rights, as forms posting the session', () => {
    const { page } = rendered(privacy)
    const forms = [...page.querySelectorAll<HTMLFormElement>('.data-actions form')].map((form) => ({
      method: form.getAttribute('method'),
      action: form.getAttribute('action'),
      fields: [...form.querySelectorAll<HTMLInputElement>('input')].map((input) => [
        input.type,
        input.name,
        input.value,
      ]),
      button: form.querySelector('button[type=submit]')?.textContent,
      hint: page.getElementById(form.querySelector('button')?.getAttribute('aria-describedby') ?? '')?.textContent,
    }))
    expect(forms).toEqual([
      {
        method: 'post',
        action: '/wifi/data/withdraw',
        fields: [['hidden', 'session', 's1']],
        button: 'Rút lại đồng ý đo lường',
        hint: 'Thiết bị này sẽ không còn được nhận diện; các lượt truy cập trước đó được ẩn danh.',
      },
      {
        method: 'post',
        action: '/wifi/data/erase',
        fields: [['hidden', 'session', 's1']],
        button: 'Xoá dữ liệu của thiết bị này',
        hint: 'Xoá các lượt truy cập Wi-Fi của thiết bị và các bước của chúng; bằng chứng đồng ý vẫn được giữ nhưng không còn gắn với thiết bị.',
      },
    ])
    const notMeasured = rendered({ ...privacy, dataActions: { ...privacy.dataActions!, measured: false } }).page
    expect([...notMeasured.querySelectorAll('.data-actions button')].map((button) => button.textContent)).toEqual([
      'Xoá dữ liệu của thiết bị này',
    ])
    const opened = rendered({ ...privacy, dataActions: undefined, backHref: undefined }).page
    expect(opened.querySelector('.data-actions')).toBeNull()
    expect(opened.body.textContent).toContain('hãy mở thông báo này từ trang kết nối Wi-Fi')
  })

  it('leads back to the guest’s page as they left it, at the top and at the end', () => {
    const { page } = rendered(privacy)
    const back = [...page.querySelectorAll('a.back-link')]
    expect(back.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Quay lại trang Wi-Fi', privacy.backHref],
      ['Quay lại trang Wi-Fi', privacy.backHref],
    ])
  })

  it('renders the terms in English with their version and operator, without the privacy facts or buttons', () => {
    const { html, page } = rendered(terms)
    expect(html.startsWith('<!doctype html><html lang="en">')).toBe(true)
    expect(page.title).toBe('Terms of use')
    expect(textOf(page, 'h1')).toBe('Terms of use')
    expect(textOf(page, '.version')).toBe('Version 1 · 1 Jan 2026 · hash ffeeddcc…')
    expect(page.querySelector('.prose')?.innerHTML).toBe('<p>Use the Wi-Fi <strong>lawfully</strong>.</p>')
    expect(textOf(page, '.responsible')).toBe('Operator of the Wi-Fi serviceSample Wi-Fi Co.Contact: +84 28 1234 5678')
    expect(page.querySelector('.data-facts, .data-actions, a.back-link, nav.languages, .venue')).toBeNull()
    expect(page.body.textContent).not.toContain('Your rights')
  })

  it('shows the operator’s HTML as text and drops unsafe links', () => {
    const { page } = rendered({
      ...terms,
      body: '<script>alert(1)</script> [x](javascript:alert(1)) <img src=x onerror=alert(1)>',
    })
    expect(page.querySelectorAll('script, img, .prose a')).toHaveLength(0)
    expect(textOf(page, '.prose')).toBe(
      '<script>alert(1)</script> [x](javascript:alert(1)) <img src=x onerror=alert(1)>',
    )
  })
})
