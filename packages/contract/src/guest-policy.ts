import * as z from 'zod/mini'
import { msg } from './messages.ts'

/**
 * How long, how fast and how much a guest may use the Wi-Fi (docs/decisions/034): the service's default and a
 * venue's own, which replaces it whole. Each value is a positive whole number, or null for "no limit of ours" (the
 * gateway's own configuration then applies).
 */

/** The largest value of each field: what the gateways' attributes hold, and what an operator would ever set. */
const guestPolicyMax = {
  /** A week. */
  sessionMinutes: 10_080,
  /** A day. */
  idleMinutes: 1_440,
  /** 1 Gbit/s. */
  downloadKbps: 1_000_000,
  uploadKbps: 1_000_000,
  /** 1 TB. */
  dataQuotaMb: 1_000_000,
  /** A month. */
  adAgainAfterHours: 720,
} as const

export type GuestPolicyField = keyof typeof guestPolicyMax
export const guestPolicyFields = Object.keys(guestPolicyMax) as GuestPolicyField[]

const policyMessages: Record<GuestPolicyField, string> = {
  sessionMinutes: msg.policySessionMinutes,
  idleMinutes: msg.policyIdleMinutes,
  downloadKbps: msg.policyRate,
  uploadKbps: msg.policyRate,
  dataQuotaMb: msg.policyDataQuota,
  adAgainAfterHours: msg.policyAdAgain,
}

const policyValue = (field: GuestPolicyField) =>
  z.nullable(
    z
      .number({ error: policyMessages[field] })
      .check(
        z.int(policyMessages[field]),
        z.gte(1, policyMessages[field]),
        z.lte(guestPolicyMax[field], policyMessages[field]),
      ),
  )

/** A policy as it is sent and read back: every field present, a number or null. */
export const guestPolicySchema = z.object({
  sessionMinutes: policyValue('sessionMinutes'),
  idleMinutes: policyValue('idleMinutes'),
  downloadKbps: policyValue('downloadKbps'),
  uploadKbps: policyValue('uploadKbps'),
  dataQuotaMb: policyValue('dataQuotaMb'),
  adAgainAfterHours: policyValue('adAgainAfterHours'),
})
export type GuestPolicy = z.infer<typeof guestPolicySchema>

/** No limit of ours on anything. */
export const unlimitedGuestPolicy: GuestPolicy = {
  sessionMinutes: null,
  idleMinutes: null,
  downloadKbps: null,
  uploadKbps: null,
  dataQuotaMb: null,
  adAgainAfterHours: null,
}

/**
 * The service's settings (admins write them, everyone signed in reads them): the default policy of venues without
 * their own, and the most a venue's member customers may set — null where they may set anything, no limit included.
 */
export const guestPolicySettingsSchema = z.object({
  default: guestPolicySchema,
  customerLimits: guestPolicySchema,
})
export type GuestPolicySettings = z.infer<typeof guestPolicySettingsSchema>

/** The fields of `policy` above `limits` (a null value is above any limit: it means none). */
export function fieldsAboveLimits(policy: GuestPolicy, limits: GuestPolicy): GuestPolicyField[] {
  return guestPolicyFields.filter((field) => {
    const limit = limits[field]
    const value = policy[field]
    return limit !== null && (value === null || value > limit)
  })
}

/** CoovaChilli's RADIUS reply attributes for a policy, in their units (docs/gateways.md). */
export interface ChilliPolicyAttributes {
  'Session-Timeout'?: number
  'Idle-Timeout'?: number
  /** kbit/s: ChilliSpot's own attributes, never WISPr's bits per second beside them. */
  'ChilliSpot-Bandwidth-Max-Down'?: number
  'ChilliSpot-Bandwidth-Max-Up'?: number
  /** Bytes, the low 32 bits; the Gigawords attribute carries the rest. */
  'ChilliSpot-Max-Total-Octets'?: number
  'ChilliSpot-Max-Total-Gigawords'?: number
}

const twoTo32 = 2 ** 32

/** What CoovaChilli receives for a policy: only the limits it sets. */
export function chilliPolicyAttributes(policy: GuestPolicy): ChilliPolicyAttributes {
  const attributes: ChilliPolicyAttributes = {}
  if (policy.sessionMinutes !== null) attributes['Session-Timeout'] = policy.sessionMinutes * 60
  if (policy.idleMinutes !== null) attributes['Idle-Timeout'] = policy.idleMinutes * 60
  if (policy.downloadKbps !== null) attributes['ChilliSpot-Bandwidth-Max-Down'] = policy.downloadKbps
  if (policy.uploadKbps !== null) attributes['ChilliSpot-Bandwidth-Max-Up'] = policy.uploadKbps
  if (policy.dataQuotaMb !== null) {
    const bytes = policy.dataQuotaMb * 1024 * 1024
    attributes['ChilliSpot-Max-Total-Octets'] = bytes % twoTo32
    if (bytes >= twoTo32) attributes['ChilliSpot-Max-Total-Gigawords'] = Math.floor(bytes / twoTo32)
  }
  return attributes
}

/**
 * What openNDS's BinAuth prints for a policy (docs/opennds/binauth.sh): session seconds, upload and download rates in
 * kb/s, upload and download quotas in kB, 0 for no limit. openNDS has no total quota, only one per direction: each
 * gets the whole quota, so neither direction goes past it. It has no idle timeout per guest either: the router's
 * `authidletimeout` applies.
 */
export function openndsPolicyLine(policy: GuestPolicy): string {
  const quotaKb = (policy.dataQuotaMb ?? 0) * 1024
  const values = [(policy.sessionMinutes ?? 0) * 60, policy.uploadKbps ?? 0, policy.downloadKbps ?? 0, quotaKb, quotaKb]
  return values.join(' ')
}
