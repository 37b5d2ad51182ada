import { guestPolicyFields, guestPolicySchema, type GuestPolicy, type GuestPolicyField } from '@wifi/contract'
import * as z from 'zod/mini'

/** A policy as the form holds it: each field as typed, empty for "no limit". */
export type PolicyText = Record<GuestPolicyField, string>

/** What the form starts with: each value as digits, or empty where there is no limit. */
export const policyText = (policy: GuestPolicy): PolicyText =>
  Object.fromEntries(
    guestPolicyFields.map((field) => [field, policy[field] === null ? '' : String(policy[field])]),
  ) as PolicyText

/** A whole number written with group separators, as Vietnamese (5.000) or English (5,000) writes it, or spaces. */
const grouped = /^\d{1,3}(?:[.,\s]\d{3})+$/

/**
 * One typed value: empty is no limit (null). Every value is a whole number, so 5.000 and 5,000 can only mean five
 * thousand, as either language writes it. Anything else that is not a plain number is NaN, which the contract's
 * rule refuses with the field's own message, as it does 1.5, 0 and -3.
 */
export function parsePolicyValue(text: string): number | null {
  const trimmed = text.trim()
  if (trimmed === '') return null
  if (grouped.test(trimmed)) return Number(trimmed.replace(/[.,\s]/g, ''))
  return /^[+-]?\d+(?:\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN
}

const readPolicy = (text: PolicyText) =>
  Object.fromEntries(guestPolicyFields.map((field) => [field, parsePolicyValue(text[field])])) as GuestPolicy

/**
 * The form's schema: the typed text read as numbers, then the contract's rules, so each field shows the contract's
 * message (the validation catalog's `policy…` keys) and the form hands on the policy the API takes.
 */
export const policyTextSchema = z.pipe(
  z.pipe(
    z.object(
      Object.fromEntries(guestPolicyFields.map((field) => [field, z.string()])) as Record<
        GuestPolicyField,
        z.ZodMiniString<string>
      >,
    ),
    z.transform(readPolicy),
  ),
  guestPolicySchema,
)

/**
 * The policy as far as it is typed right: each valid value, and no limit in place of one that is not valid yet (the
 * gateway preview shows what it can while the operator types, and says that some values are left out).
 */
export function typedPolicy(text: Partial<PolicyText>): { policy: GuestPolicy; partial: boolean } {
  let partial = false
  const policy = Object.fromEntries(
    guestPolicyFields.map((field) => {
      const parsed = guestPolicySchema.shape[field].safeParse(parsePolicyValue(text[field] ?? ''))
      if (!parsed.success) partial = true
      return [field, parsed.success ? parsed.data : null]
    }),
  ) as GuestPolicy
  return { policy, partial }
}
