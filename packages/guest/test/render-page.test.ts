// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { renderGuestPage, type GuestPageModel } from '../src/index.ts'
import { guestStrings } from '../src/strings.ts'
import { multipleImagesAd, previewModel, singleImageAd, videoAd } from './sample-models.ts'

const assets = { scriptSrc: '/guest/assets/client-TEST.js', styleHref: '/guest/assets/styles-TEST.css' }

function rendered(model: GuestPageModel) {
  const html = renderGuestPage(model, assets)
  return { html, page: new DOMParser().parseFromString(html, 'text/html') }
}

const textOf = (page: Document, selector: string) => page.querySelector(selector)?.textContent?.trim()

describe('renderGuestPage', () => {
  it('renders a whole Vietnamese document that shows the venue, the ad and the terms without any script', () => {
    const { html, page } = rendered(previewModel(singleImageAd))
    expect(html.startsWith('<!doctype html><html lang="vi">')).toBe(true)
    expect(page.querySelector('meta[name=viewport]')?.getAttribute('content')).toBe(
      'width=device-width, initial-scale=1',
    )
    expect(page.title).toBe('Wi-Fi miễn phí – Cà phê Góc Phố')
    expect(textOf(page, 'h1')).toBe('Cà phê Góc Phố')
    expect(textOf(page, 'h2#guest-ad-title')).toBe(singleImageAd.title)
    expect(textOf(page, '.ad-description')).toBe(singleImageAd.description)
    expect(textOf(page, '.preview-banner')).toBe('Xem trước')
    expect(textOf(page, 'label[for=guest-terms]')).toBe(
      'Tôi đồng ý với Điều khoản sử dụng và đã đọc Thông báo quyền riêng tư',
    )
    expect(page.querySelector<HTMLInputElement>('#guest-terms')?.checked).toBe(false)
    expect(textOf(page, 'label[for=guest-measurement]')).toBe(
      'Cho phép địa điểm và các nhà quảng cáo đo lường hiệu quả quảng cáo trên thiết bị này (không bắt buộc)',
    )
    expect(page.querySelector<HTMLInputElement>('#guest-measurement')?.checked).toBe(false)
    expect(textOf(page, '.eyebrow')).toBe('Quảng cáo')
    expect(textOf(page, '.countdown-text')).toBe('Vui lòng chờ 15 giây')
  })

  it('renders the image with its phone-sized variants, its size and its alt text', () => {
    const { page } = rendered(previewModel(singleImageAd))
    const image = page.querySelector('img.ad-image')
    expect(image?.getAttribute('alt')).toBe('Tô phở bò với rau thơm và chanh')
    expect(image?.getAttribute('srcset')).toBe(
      '/media/pho-bowl-360.webp 360w, /media/pho-bowl-720.webp 720w, /media/pho-bowl-1080.webp 1080w',
    )
    expect(image?.getAttribute('sizes')).toBe('(min-width: 512px) 480px, calc(100vw - 32px)')
    expect(image?.getAttribute('src')).toBe('/media/pho-bowl-720.webp')
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['2400', '1600'])
    expect(textOf(page, '.media-title')).toBe('Phở bò tái')
  })

  it('renders Connect disabled, with the first step to do under it', () => {
    const { page } = rendered(previewModel(multipleImagesAd))
    const connect = page.querySelector<HTMLButtonElement>('button[type=submit]')
    expect(connect?.disabled).toBe(true)
    expect(connect?.textContent).toBe('Kết nối Wi-Fi')
    expect(page.getElementById(connect?.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Bạn có thể kết nối khi hết thời gian chờ.',
    )
  })

  it('renders the task with its target, and the call-to-action opening beside the console in a preview', () => {
    const { page } = rendered(previewModel(multipleImagesAd))
    expect(textOf(page, '.task-target')).toBe('phở bò')
    expect(page.querySelector('#guest-task')?.getAttribute('aria-describedby')).toBe('guest-task-feedback')
    const cta = page.querySelector('.ad-card a.button')
    expect(cta?.textContent).toBe('Xem thực đơn')
    expect(cta?.getAttribute('href')).toBe('https://pho.example.test/thuc-don')
    expect(cta?.getAttribute('rel')).toBe('noopener')
    expect(cta?.getAttribute('target')).toBe('_blank')
  })

  it('shows the first of several images, with previous, next, pause and where it is among them', () => {
    const { page } = rendered(previewModel(multipleImagesAd))
    expect(page.querySelectorAll('img.ad-image')).toHaveLength(1)
    expect(page.querySelector('.slide')?.getAttribute('aria-label')).toBe('Ảnh 1 trên 3')
    expect(page.querySelector('.media-frame')?.classList.contains('frame-photo')).toBe(true)
    const controls = [...page.querySelectorAll('.carousel-controls button')]
    expect(controls.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Ảnh trước',
      'Ảnh tiếp theo',
      'Dừng tự chuyển ảnh',
    ])
    const dots = [...page.querySelectorAll('.dot')]
    expect(dots.map((dot) => dot.classList.contains('dot-current'))).toEqual([true, false, false])
  })

  it('renders a video ad with its controls and title, and no task when the ad sets none', () => {
    const { page } = rendered(previewModel(videoAd))
    const video = page.querySelector('video')
    expect(video?.getAttribute('src')).toBe('https://videos.example.test/ca-phe.mp4')
    expect(video?.hasAttribute('controls')).toBe(true)
    expect(video?.hasAttribute('playsinline')).toBe(true)
    expect(video?.hasAttribute('autoplay')).toBe(false)
    expect(video?.getAttribute('aria-label')).toBe('Pha cà phê phin')
    expect(page.querySelector('#guest-task')).toBeNull()
    expect(page.querySelector('.ad-card a')).toBeNull()
  })

  it('renders the terms and Connect only when the venue has no ad', () => {
    const { page } = rendered(previewModel(null))
    expect(page.querySelector('article')).toBeNull()
    expect(page.querySelector('.countdown')).toBeNull()
    expect(page.querySelector('#guest-terms')).not.toBeNull()
    expect(page.getElementById('guest-connect-hint')?.textContent).toBe('Hãy đánh dấu đồng ý với điều khoản sử dụng.')
  })

  it('renders English with a link back to Vietnamese', () => {
    const { html, page } = rendered(previewModel(multipleImagesAd, { lang: 'en' }))
    expect(html.startsWith('<!doctype html><html lang="en">')).toBe(true)
    expect(page.querySelector('button[type=submit]')?.textContent).toBe('Connect to Wi-Fi')
    expect(textOf(page, '.countdown-text')).toBe('Please wait 15 seconds')
    expect(textOf(page, '.preview-banner')).toBe('Preview')
    const switchLink = page.querySelector('nav.languages a')
    expect(switchLink?.textContent).toBe('Tiếng Việt')
    expect(switchLink?.getAttribute('href')).toBe('?lang=vi')
    expect(switchLink?.getAttribute('lang')).toBe('vi')
  })

  it('loads the script and style sheet it is given, and no other script runs', () => {
    const { page } = rendered(previewModel(multipleImagesAd))
    expect(page.querySelector('link[rel=stylesheet]')?.getAttribute('href')).toBe(assets.styleHref)
    const scripts = [...page.querySelectorAll('script')]
    expect(scripts.map((script) => [script.getAttribute('type'), script.getAttribute('src')])).toEqual([
      ['module', assets.scriptSrc],
      ['application/json', null],
    ])
  })

  it('carries the model as JSON that no text of the ad can break out of', () => {
    const hostile = '</script><script>alert(1)</script><!-- & \u2028'
    const model = previewModel({ ...multipleImagesAd, title: hostile, description: hostile })
    const { html, page } = rendered(model)
    expect(html).not.toContain('</script><script>alert(1)')
    expect(page.querySelectorAll('script')).toHaveLength(2)
    expect(JSON.parse(page.getElementById('guest-model')?.textContent ?? '')).toEqual(model)
    expect(textOf(page, 'h2#guest-ad-title')).toBe(hostile.trim())
  })

  it('renders the live page as a form posting the answer, the terms and the captive page’s fields', () => {
    const { page } = rendered(
      previewModel(multipleImagesAd, {
        mode: 'live',
        termsUrl: '/wifi/terms',
        connect: { action: '/wifi/connect', fields: { session: 'abc' } },
        languageLinks: { vi: '/wifi/chilli?x=1&lang=vi', en: '/wifi/chilli?x=1&lang=en' },
      }),
    )
    const form = page.querySelector('form')
    expect([form?.getAttribute('method'), form?.getAttribute('action')]).toEqual(['post', '/wifi/connect'])
    expect(page.querySelector<HTMLInputElement>('input[type=hidden][name=session]')?.value).toBe('abc')
    expect(page.querySelector('#guest-task')?.getAttribute('name')).toBe('answer')
    expect(page.querySelector<HTMLInputElement>('#guest-terms')?.value).toBe('accepted')
    expect(page.querySelector('label[for=guest-terms] a')?.getAttribute('href')).toBe('/wifi/terms')
    expect(page.querySelector('.preview-banner')).toBeNull()
    expect(page.querySelector('.ad-card a.button')?.hasAttribute('target')).toBe(false)
    expect(page.querySelector('nav.languages a')?.getAttribute('href')).toBe('/wifi/chilli?x=1&lang=en')
  })

  it('renders two separate consent boxes, each sent under its own name, and links to both texts', () => {
    const { page } = rendered(
      previewModel(null, {
        lang: 'en',
        mode: 'live',
        termsUrl: '/wifi/terms?session=abc&lang=en',
        privacyUrl: '/wifi/privacy?session=abc&lang=en',
        connect: { action: '/wifi/connect', fields: { session: 'abc' } },
      }),
    )
    const terms = page.querySelector<HTMLInputElement>('#guest-terms')!
    const measurement = page.querySelector<HTMLInputElement>('#guest-measurement')!
    expect([terms.type, terms.name, terms.value, terms.checked]).toEqual(['checkbox', 'terms', 'accepted', false])
    expect([measurement.type, measurement.name, measurement.value, measurement.checked]).toEqual([
      'checkbox',
      'measurement',
      'accepted',
      false,
    ])
    expect(textOf(page, 'label[for=guest-terms]')).toBe('I agree to the Terms of use and have read the Privacy notice')
    const links = [...page.querySelectorAll('label[for=guest-terms] a')]
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('target')])).toEqual([
      ['Terms of use', '/wifi/terms?session=abc&lang=en', null],
      ['Privacy notice', '/wifi/privacy?session=abc&lang=en', null],
    ])
    expect(textOf(page, 'label[for=guest-measurement]')).toBe(
      'Let the venue and its advertisers measure the ads on this device (optional)',
    )
    expect(page.getElementById(measurement.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'If you leave it unticked, the Wi-Fi works just the same.',
    )
    // Only the terms hold Connect back.
    expect(page.getElementById('guest-connect-hint')?.textContent).toBe('Tick the box to accept the terms of use.')
  })

  it('renders a guest who comes back as they left: the wait the server has left, the answer, the ticks, in the links', () => {
    const { page } = rendered(
      previewModel(multipleImagesAd, {
        mode: 'live',
        termsUrl: '/wifi/terms?session=abc&lang=vi',
        privacyUrl: '/wifi/privacy?session=abc&lang=vi',
        connect: { action: '/wifi/connect', fields: { session: 'abc' } },
        initial: { secondsLeft: 4, answer: 'phở b', termsAccepted: true, measurementAccepted: true },
      }),
    )
    expect(textOf(page, '.countdown-text')).toBe('Vui lòng chờ 4 giây')
    expect(page.querySelector<HTMLInputElement>('#guest-task')?.value).toBe('phở b')
    expect(page.querySelector<HTMLInputElement>('#guest-terms')?.checked).toBe(true)
    expect(page.querySelector<HTMLInputElement>('#guest-measurement')?.checked).toBe(true)
    const hrefs = [...page.querySelectorAll('label[for=guest-terms] a')].map((link) => link.getAttribute('href'))
    expect(hrefs).toEqual([
      '/wifi/terms?session=abc&lang=vi&answer=ph%E1%BB%9F+b&terms=accepted&measurement=accepted',
      '/wifi/privacy?session=abc&lang=vi&answer=ph%E1%BB%9F+b&terms=accepted&measurement=accepted',
    ])
  })

  it('labels the ad as an ad in each language', () => {
    expect(textOf(rendered(previewModel(singleImageAd)).page, '.ad-card .eyebrow')).toBe('Quảng cáo')
    expect(textOf(rendered(previewModel(singleImageAd, { lang: 'en' })).page, '.ad-card .eyebrow')).toBe('Ad')
  })

  it('renders the report control folded under the ad, as a form that works without script', () => {
    const { page } = rendered(
      previewModel(singleImageAd, {
        mode: 'live',
        connect: { action: '/wifi/connect', fields: { session: 'abc' } },
        report: { action: '/wifi/report' },
      }),
    )
    const details = page.querySelector('.ad-card details')!
    expect(details.hasAttribute('open')).toBe(false)
    expect(details.querySelector('summary')?.textContent).toBe('Báo cáo quảng cáo này')
    const form = details.querySelector('form')!
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['post', '/wifi/report'])
    const hidden = [...form.querySelectorAll<HTMLInputElement>('input[type=hidden]')].map((input) => [
      input.name,
      input.value,
    ])
    expect(hidden).toEqual([
      ['session', 'abc'],
      ['ad', singleImageAd.id],
    ])
    expect(form.querySelector('legend')?.textContent).toBe('Vì sao bạn báo cáo quảng cáo này?')
    const reasons = [...form.querySelectorAll<HTMLInputElement>('input[type=radio]')]
    expect(
      reasons.map((radio) => [radio.name, radio.value, radio.checked, radio.closest('label')?.textContent]),
    ).toEqual([
      ['reason', 'misleading', false, 'Gây hiểu lầm'],
      ['reason', 'offensive', false, 'Phản cảm'],
      ['reason', 'unlawful', false, 'Vi phạm pháp luật'],
      ['reason', 'scam', false, 'Lừa đảo'],
      ['reason', 'other', false, 'Lý do khác'],
    ])
    const details_ = form.querySelector('textarea')!
    expect([details_.name, details_.getAttribute('maxlength'), details_.closest('label')?.textContent]).toEqual([
      'details',
      '500',
      'Chi tiết (không bắt buộc)',
    ])
    expect(form.querySelector('button[type=submit]')?.textContent).toBe('Gửi báo cáo')
    expect(page.querySelector('[role=status][aria-live=polite].report-status')).not.toBeNull()

    expect(rendered(previewModel(singleImageAd)).page.querySelector('details')).toBeNull()
  })

  it('offers to close an image ad at once, and a video after the operator’s seconds, where ads are closable', () => {
    const image = rendered(previewModel({ ...singleImageAd, closeAfterSeconds: 5 })).page
    const close = image.querySelector<HTMLButtonElement>('.ad-card button.button-close')
    expect(close?.type).toBe('button')
    expect(close?.textContent).toBe('Đóng quảng cáo')

    const video = rendered(previewModel({ ...videoAd, closeAfterSeconds: 3 }, { lang: 'en' })).page
    expect(video.querySelector('.button-close')).toBeNull()
    expect(textOf(video, '.close-later')).toBe('You can close the ad in 3 seconds')

    const notClosable = rendered(previewModel({ ...singleImageAd, closeAfterSeconds: null })).page
    expect(notClosable.querySelector('.button-close, .close-later')).toBeNull()
  })

  it('renders a closed ad without its media or wait, and tells the server it was closed', () => {
    const { page } = rendered(
      previewModel(
        { ...singleImageAd, closeAfterSeconds: 0 },
        {
          mode: 'live',
          connect: { action: '/wifi/connect', fields: { session: 'abc' } },
          initial: { secondsLeft: 12, adClosed: true },
        },
      ),
    )
    expect(page.querySelector('.ad-card img, .button-close, .ad-title')).toBeNull()
    expect(page.querySelector('.ad-card')?.textContent).not.toContain(singleImageAd.title)
    expect(textOf(page, '#guest-ad-closed')).toBe('Đã đóng quảng cáo')
    expect(page.querySelector('.countdown')).toBeNull()
    expect(page.querySelector<HTMLInputElement>('form input[type=hidden][name=adClosed]')?.value).toBe('1')
    expect(page.getElementById('guest-connect-hint')?.textContent).toBe('Hãy nhập đúng dòng chữ ở trên.')

    // A closed ad the operator no longer lets close is shown again, with its wait.
    const reopened = rendered(previewModel(singleImageAd, { initial: { adClosed: true } })).page
    expect(reopened.querySelector('.ad-card img')).not.toBeNull()
    expect(reopened.querySelector('input[name=adClosed]')).toBeNull()
  })

  it('uses only the dictionary’s words', () => {
    const { page } = rendered(previewModel(multipleImagesAd, { lang: 'en' }))
    expect(textOf(page, '.eyebrow')).toBe(guestStrings.en.sponsored)
    expect(textOf(page, '.feedback')).toBe(guestStrings.en.taskHint)
  })
})
