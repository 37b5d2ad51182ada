import { describe, expect, it } from 'vitest'
import {
  chilliPolicyAttributes,
  fieldsAboveLimits,
  guestPolicySchema,
  openndsPolicyLine,
  unlimitedGuestPolicy,
} from '../src/guest-policy.ts'

const policy = { ...unlimitedGuestPolicy, sessionMinutes: 30, idleMinutes: 10, downloadKbps: 2000, uploadKbps: 512 }

describe('a guest policy in the gateways’ units', () => {
  it('gives CoovaChilli seconds, ChilliSpot kbit/s and the quota in octets with Gigawords above 4 GiB', () => {
    expect(chilliPolicyAttributes({ ...policy, dataQuotaMb: 5000 })).toEqual({
      'Session-Timeout': 1800,
      'Idle-Timeout': 600,
      'ChilliSpot-Bandwidth-Max-Down': 2000,
      'ChilliSpot-Bandwidth-Max-Up': 512,
      'ChilliSpot-Max-Total-Octets': 947_912_704,
      'ChilliSpot-Max-Total-Gigawords': 1,
    })
    expect(chilliPolicyAttributes({ ...unlimitedGuestPolicy, dataQuotaMb: 100 })).toEqual({
      'ChilliSpot-Max-Total-Octets': 104_857_600,
    })
    expect(chilliPolicyAttributes(unlimitedGuestPolicy)).toEqual({})
  })

  it('gives openNDS seconds, kb/s and kB, with 0 for no limit and the quota on each direction', () => {
    expect(openndsPolicyLine({ ...policy, dataQuotaMb: 1 })).toBe('1800 512 2000 1024 1024')
    expect(openndsPolicyLine(unlimitedGuestPolicy)).toBe('0 0 0 0 0')
  })
})

describe('a guest policy’s values', () => {
  it('are positive whole numbers within their range, or null', () => {
    expect(guestPolicySchema.safeParse(policy).success).toBe(true)
    expect(guestPolicySchema.safeParse({ ...policy, sessionMinutes: 0 }).success).toBe(false)
    expect(guestPolicySchema.safeParse({ ...policy, sessionMinutes: 10_081 }).success).toBe(false)
    expect(guestPolicySchema.safeParse({ ...policy, downloadKbps: 1.5 }).success).toBe(false)
  })

  it('are above a limit when greater, or unlimited where a limit is set', () => {
    const limits = { ...unlimitedGuestPolicy, sessionMinutes: 60, dataQuotaMb: 500 }
    expect(fieldsAboveLimits({ ...policy, dataQuotaMb: 500 }, limits)).toEqual([])
    expect(fieldsAboveLimits({ ...policy, sessionMinutes: 61 }, limits)).toEqual(['sessionMinutes', 'dataQuotaMb'])
  })
})
