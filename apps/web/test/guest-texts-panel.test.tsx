// @vitest-environment jsdom
import type { GuestOperator, GuestTexts, GuestTextVersion } from '@wifi/contract'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { GuestTextsPanel } from '@/features/guest-privacy/components/guest-texts-panel'
import { toast } from '@/lib/toast'
import { useAuthStore } from '@/stores/auth-store'
import { initI18n } from './i18n'
import { jsonResponse, validationFailed } from './support/api-answers'
import { clearAndType } from './support/fields'
import { renderWithQueryClient } from './support/render-with-query-client'

// Settings → Guest privacy → Texts with the API stood in by a fetch stub: what the panel says about the product's
// default texts and the operator, the publish dialog's way back to its fields when the server refuses one (which
// the browser tests cannot provoke: the form's own rules refuse first), and the operator's form (docs/decisions/055).

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }))

let i18n: Awaited<ReturnType<typeof initI18n>>
beforeAll(async () => {
  i18n = await initI18n('en')
})

/** The product's placeholder operator, as the first versions name it: a name and the console's address. */
const placeholder: GuestOperator = {
  name: 'Đơn vị vận hành Wi-Fi',
  address: null,
  email: null,
  phone: null,
  contact: 'https://wifi.example.vn',
}

const version = (fields: Partial<GuestTextVersion> & Pick<GuestTextVersion, 'kind'>): GuestTextVersion => ({
  id: crypto.randomUUID(),
  version: 1,
  bodyVi: '## Điều khoản\n\nNội dung.',
  bodyEn: '## Terms\n\nText.',
  operator: placeholder,
  contentHash: 'ab'.repeat(32),
  publishedAt: '2026-11-25T11:05:00.000Z',
  publishedBy: null,
  ...fields,
})

const texts: GuestTexts = {
  terms: version({ kind: 'terms', version: 1, publishedBy: null }),
  privacy: version({ kind: 'privacy', version: 3, publishedBy: 'lan@quan.vn', contentHash: 'cd'.repeat(32) }),
  history: [],
  operator: { ...placeholder, saved: false },
  retentionDays: { guestSessions: 90, consents: 730, adReports: 365 },
}

/** The API: `shown` as the texts, and a publish or the operator's save answered by `write`. */
function stubApi(write: (body: unknown) => Response, shown: GuestTexts = texts) {
  const fetchSpy = vi.fn(async (path: string, init?: RequestInit) =>
    init?.method === 'POST' || init?.method === 'PUT' ? write(JSON.parse(String(init.body))) : jsonResponse(shown),
  )
  vi.stubGlobal('fetch', fetchSpy)
  return fetchSpy
}

function renderPanel() {
  renderWithQueryClient(<GuestTextsPanel />)
}

beforeEach(async () => {
  vi.clearAllMocks()
  await i18n.changeLanguage('en')
  useAuthStore.setState({ accessToken: 'a-token' })
  // The desktop layout: useIsMobile asks matchMedia, which jsdom lacks.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the Texts tab', () => {
  it('names the text still at the product’s default, who published the other, and the retention', async () => {
    stubApi(() => jsonResponse({}, 500))
    renderPanel()
    expect(await screen.findByText("Guests are reading the product's default Terms of use")).toBeTruthy()
    const terms = screen.getByRole('region', { name: 'Terms of use' })
    expect(within(terms).getByText("The product's default text")).toBeTruthy()
    expect(within(terms).getByText('abababababab')).toBeTruthy()
    const privacy = screen.getByRole('region', { name: 'Privacy notice' })
    expect(within(privacy).getByText('Version 3')).toBeTruthy()
    expect(within(privacy).getByText('lan@quan.vn')).toBeTruthy()
    expect(screen.getByText('730 days')).toBeTruthy()
  })

  it('says so in Vietnamese', async () => {
    await i18n.changeLanguage('vi')
    stubApi(() => jsonResponse({}, 500))
    renderPanel()
    expect(await screen.findByText('Khách đang đọc Điều khoản sử dụng mặc định của sản phẩm')).toBeTruthy()
    expect(screen.getByText('365 ngày')).toBeTruthy()
  })

  it('brings the form back with the server’s message under its field when the server refuses one', async () => {
    const fetchSpy = stubApi(() => validationFailed('Invalid input', { bodyEn: 'validation:guestTextRequired' }))
    renderPanel()
    await userEvent.click(await screen.findByRole('button', { name: 'Edit and publish: Privacy notice' }))
    const dialog = screen.getByRole('dialog', { name: 'Privacy notice: new version 4' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }))
    expect(
      within(dialog).getByText('Publishing a new version: every guest is asked to agree to it from their next visit.'),
    ).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }))

    const english = await within(dialog).findByLabelText('Text in English')
    await waitFor(() => expect(english.getAttribute('aria-invalid')).toBe('true'))
    expect(within(dialog).getByText('Please enter the text')).toBeTruthy()
    expect(document.activeElement).toBe(english)
    expect(toast.error).not.toHaveBeenCalled()
    const posted = fetchSpy.mock.calls.filter(([, init]) => init?.method === 'POST')
    expect(posted.map(([path]) => path)).toEqual(['/api/guest-texts/privacy'])
  })

  it('publishes what was typed and names the new version in its toast', async () => {
    const fetchSpy = stubApi((body) => jsonResponse({ ...texts.privacy, ...(body as object), version: 4 }, 201))
    renderPanel()
    await userEvent.click(await screen.findByRole('button', { name: 'Edit and publish: Privacy notice' }))
    const dialog = screen.getByRole('dialog')
    // Who the version names is the operator setting, not a field of the text.
    expect(within(dialog).queryByLabelText("Operator's name")).toBeNull()
    expect(within(dialog).getByText('It names the operator set above: Đơn vị vận hành Wi-Fi.')).toBeTruthy()
    await clearAndType(userEvent, within(dialog).getByLabelText('Text in English'), 'New words in English.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }))

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Privacy notice version 4 published'))
    const [, init] = fetchSpy.mock.calls.find(([, call]) => call?.method === 'POST')!
    expect(JSON.parse(String(init!.body))).toEqual({ bodyVi: texts.privacy.bodyVi, bodyEn: 'New words in English.' })
  })
})

/** The operator as an admin saved it: an address, an email and a phone, no free contact line. */
const saved: GuestOperator = {
  name: 'Công ty TNHH Cà phê Sáng',
  address: '12 Lê Lợi, Quận 1, TP. Hồ Chí Minh',
  email: 'dulieu@caphesang.vn',
  phone: '+842838221234',
  contact: null,
}

describe('the operator', () => {
  it('warns while it is not saved, and shows who both texts name', async () => {
    stubApi(() => jsonResponse({}, 500))
    renderPanel()
    const operator = await screen.findByRole('region', { name: 'Operator' })
    expect(
      within(operator).getByText(
        "Not saved yet: both texts name the operator of the privacy notice's latest version. Before going live, save your organisation's name, its address and an email guests can write to.",
      ),
    ).toBeTruthy()
    expect(within(operator).getByText('Đơn vị vận hành Wi-Fi')).toBeTruthy()
    expect(within(operator).getByText('https://wifi.example.vn')).toBeTruthy()
  })

  it('shows the saved one, and each version with the operator it named, in Vietnamese', async () => {
    await i18n.changeLanguage('vi')
    const history = [
      { ...texts.privacy, version: 4, id: crypto.randomUUID(), operator: saved },
      { ...texts.privacy, operator: placeholder },
    ].map(({ bodyVi: _vi, bodyEn: _en, ...listed }) => listed)
    stubApi(() => jsonResponse({}, 500), { ...texts, history, operator: { ...saved, saved: true } })
    renderPanel()
    const operator = await screen.findByRole('region', { name: 'Đơn vị vận hành' })
    expect(within(operator).queryByText(/Chưa lưu/)).toBeNull()
    const facts = [...operator.querySelectorAll('dl > div')].map((fact) => fact.textContent)
    expect(facts).toEqual([
      'Tên đơn vị vận hànhCông ty TNHH Cà phê Sáng',
      'Địa chỉ12 Lê Lợi, Quận 1, TP. Hồ Chí Minh',
      'Emaildulieu@caphesang.vn',
      'Số điện thoại+842838221234',
    ])
    const versions = screen.getByRole('table', { name: 'Các phiên bản đã xuất bản' })
    expect(within(versions).getByRole('columnheader', { name: 'Đơn vị vận hành' })).toBeTruthy()
    const rows = within(versions).getAllByRole('row').slice(1)
    expect(rows[0]!.textContent).toContain('Công ty TNHH Cà phê Sáng12 Lê Lợi, Quận 1, TP. Hồ Chí Minh')
    expect(rows[1]!.textContent).toContain('Đơn vị vận hành Wi-Fihttps://wifi.example.vn')
  })

  it('refuses what the contract refuses, with each field’s message, sending nothing', async () => {
    const fetchSpy = stubApi(() => jsonResponse({}, 500))
    renderPanel()
    await userEvent.click(await screen.findByRole('button', { name: 'Edit operator' }))
    const dialog = screen.getByRole('dialog', { name: 'Operator of the Wi-Fi service' })
    await userEvent.clear(within(dialog).getByLabelText("Operator's name"))
    await clearAndType(userEvent, within(dialog).getByLabelText('Phone (optional)'), '12ab')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))

    expect(await within(dialog).findByText("Please enter the operator's name")).toBeTruthy()
    expect(within(dialog).getByText('Please enter the address')).toBeTruthy()
    expect(within(dialog).getByText('Please enter an email where guests can ask about their data')).toBeTruthy()
    expect(
      within(dialog).getByText(
        'Please enter a valid phone number of at most 15 digits (a country code such as +84 is allowed)',
      ),
    ).toBeTruthy()
    await clearAndType(userEvent, within(dialog).getByLabelText('Email'), 'dulieu at caphesang')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeTruthy()
    expect(fetchSpy.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0)
  })

  it('says its messages in Vietnamese', async () => {
    await i18n.changeLanguage('vi')
    stubApi(() => jsonResponse({}, 500))
    renderPanel()
    await userEvent.click(await screen.findByRole('button', { name: 'Sửa đơn vị vận hành' }))
    const dialog = screen.getByRole('dialog', { name: 'Đơn vị vận hành dịch vụ Wi-Fi' })
    await userEvent.clear(within(dialog).getByLabelText('Tên đơn vị vận hành'))
    // Pasted: typing 301 letters one by one takes seconds.
    await userEvent.click(within(dialog).getByLabelText('Địa chỉ'))
    await userEvent.paste('a'.repeat(301))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }))
    expect(await within(dialog).findByText('Vui lòng nhập tên đơn vị vận hành')).toBeTruthy()
    expect(within(dialog).getByText('Địa chỉ tối đa 300 ký tự')).toBeTruthy()
    expect(within(dialog).getByText('Vui lòng nhập email để khách hỏi về dữ liệu của mình')).toBeTruthy()
  })

  it('saves what was typed and names the versions published in its toast; focus goes back to Edit', async () => {
    const fetchSpy = stubApi(() =>
      jsonResponse({
        operator: saved,
        published: [
          { ...texts.terms, version: 2, operator: saved },
          { ...texts.privacy, version: 4, operator: saved },
        ],
      }),
    )
    renderPanel()
    const edit = await screen.findByRole('button', { name: 'Edit operator' })
    await userEvent.click(edit)
    const dialog = screen.getByRole('dialog')
    await clearAndType(userEvent, within(dialog).getByLabelText("Operator's name"), saved.name)
    await clearAndType(userEvent, within(dialog).getByLabelText('Address'), saved.address!)
    await clearAndType(userEvent, within(dialog).getByLabelText('Email'), saved.email!)
    await clearAndType(userEvent, within(dialog).getByLabelText('Phone (optional)'), '028 3822 1234')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Operator saved', {
        description: 'Terms of use version 2 published. Privacy notice version 4 published',
      }),
    )
    const [path, init] = fetchSpy.mock.calls.find(([, call]) => call?.method === 'PUT')!
    expect(path).toBe('/api/guest-operator')
    expect(JSON.parse(String(init!.body))).toEqual({
      name: saved.name,
      address: saved.address,
      email: saved.email,
      phone: '02838221234',
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(edit))
  })

  it('says so when both texts already named it', async () => {
    stubApi(() => jsonResponse({ operator: saved, published: [] }))
    renderPanel()
    await userEvent.click(await screen.findByRole('button', { name: 'Edit operator' }))
    const dialog = screen.getByRole('dialog')
    await clearAndType(userEvent, within(dialog).getByLabelText('Address'), saved.address!)
    await clearAndType(userEvent, within(dialog).getByLabelText('Email'), saved.email!)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Operator saved', {
        description: 'Both texts already named this operator.',
      }),
    )
  })
})
