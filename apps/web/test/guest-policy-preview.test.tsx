// @vitest-environment jsdom
import { unlimitedGuestPolicy, type GuestPolicy } from '@wifi/contract'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { GatewayPreview } from '@/components/guest-policy/gateway-preview'
import { parsePolicyValue, policyText, policyTextSchema, typedPolicy } from '@/components/guest-policy/policy-text'
import { initI18n } from './i18n'

// What each gateway receives for a policy, as the two policy screens show it, and how a typed value is read.

let i18n: Awaited<ReturnType<typeof initI18n>>
beforeAll(async () => {
  i18n = await initI18n('en')
})
beforeEach(() => i18n.changeLanguage('en'))
afterEach(cleanup)

const policy: GuestPolicy = {
  sessionMinutes: 60,
  idleMinutes: 15,
  downloadKbps: 2048,
  uploadKbps: 512,
  dataQuotaMb: 5000,
  adAgainAfterHours: 24,
}

/** CoovaChilli's attributes as the preview lists them (its only terms): name → "value unit". */
function chilliAttributes() {
  return Object.fromEntries(
    screen
      .queryAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent?.replace(/\s+/g, ' ')]),
  )
}

describe('the gateway preview', () => {
  it('gives CoovaChilli the policy in its units, the quota over 4 GiB split into Gigawords and octets', () => {
    render(<GatewayPreview policy={policy} />)
    expect(screen.getByRole('region', { name: 'What each gateway receives' })).toBeTruthy()
    // 5000 MB = 5,242,880,000 bytes = 1 × 2³² + 947,912,704.
    expect(chilliAttributes()).toEqual({
      'Session-Timeout': '3600 seconds',
      'Idle-Timeout': '900 seconds',
      'ChilliSpot-Bandwidth-Max-Down': '2048 kbit/s',
      'ChilliSpot-Bandwidth-Max-Up': '512 kbit/s',
      'ChilliSpot-Max-Total-Octets': '947912704 bytes',
      'ChilliSpot-Max-Total-Gigawords': '1 × 4 GiB (2³² bytes)',
    })
  })

  it('gives openNDS its line of five numbers (seconds, kb/s up and down, kB up and down) with their legend', () => {
    render(<GatewayPreview policy={policy} />)
    expect(screen.getByText('3600 512 2048 5120000 5120000')).toBeTruthy()
    const legend = screen.getAllByRole('listitem').map((item) => item.textContent)
    expect(legend).toEqual([
      '3600 session length, seconds',
      '512 upload rate, kbit/s',
      '2048 download rate, kbit/s',
      '5120000 upload quota, kB',
      '5120000 download quota, kB',
    ])
  })

  it('sends CoovaChilli nothing and openNDS zeros for a policy without limits, and a quota under 4 GiB without Gigawords', () => {
    const { rerender } = render(<GatewayPreview policy={unlimitedGuestPolicy} />)
    expect(screen.getByText('No attributes: CoovaChilli’s own settings apply.')).toBeTruthy()
    expect(screen.getByText('0 0 0 0 0')).toBeTruthy()
    rerender(<GatewayPreview policy={{ ...unlimitedGuestPolicy, dataQuotaMb: 4095 }} />)
    expect(chilliAttributes()).toEqual({ 'ChilliSpot-Max-Total-Octets': '4293918720 bytes' })
  })

  it('says in Vietnamese that values not valid yet are left out', async () => {
    await i18n.changeLanguage('vi')
    render(<GatewayPreview policy={policy} partial />)
    expect(screen.getByRole('region', { name: 'Mỗi cổng nhận được gì' })).toBeTruthy()
    expect(screen.getByText('Các giá trị chưa hợp lệ không được tính.')).toBeTruthy()
    expect(chilliAttributes()['Session-Timeout']).toBe('3600 giây')
  })
})

describe('a typed policy value', () => {
  it('is no limit when empty, and a whole number written with either language’s group separator', () => {
    expect(parsePolicyValue('  ')).toBeNull()
    expect(parsePolicyValue('5.000')).toBe(5000)
    expect(parsePolicyValue('5,000')).toBe(5000)
    expect(parsePolicyValue('1 000 000')).toBe(1_000_000)
    expect(parsePolicyValue('120')).toBe(120)
    expect(parsePolicyValue('1.5')).toBe(1.5)
    expect(parsePolicyValue('12abc')).toBeNaN()
  })

  it('is refused with the field’s own message when it is not a whole number in range', () => {
    const text = { ...policyText(unlimitedGuestPolicy), sessionMinutes: '0', uploadKbps: '1.5', dataQuotaMb: 'nhiều' }
    const result = policyTextSchema.safeParse(text)
    expect(result.success).toBe(false)
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]))
    expect(messages).toEqual({
      sessionMinutes: 'validation:policySessionMinutes',
      uploadKbps: 'validation:policyRate',
      dataQuotaMb: 'validation:policyDataQuota',
    })
    expect(policyTextSchema.parse(policyText(policy))).toEqual(policy)
  })

  it('leaves a value not valid yet out of the preview, and says so', () => {
    expect(typedPolicy({ ...policyText(policy), idleMinutes: '2000' })).toEqual({
      policy: { ...policy, idleMinutes: null },
      partial: true,
    })
    expect(typedPolicy(policyText(policy))).toEqual({ policy, partial: false })
  })
})
