import * as z from 'zod/mini'
import { languages, limits } from './constants.ts'
import { optionalPhoneField } from './fields.ts'
import { listQuerySchema } from './list.ts'
import { msg } from './messages.ts'

/**
 * The guest's side of personal data (docs/privacy.md, docs/decisions/033): the texts guests read, the evidence of
 * what they chose, their requests, and their reports of ads.
 */

/** The two texts a guest may read before Connect; each is published in versions, both languages at once. */
export const guestTextKinds = ['terms', 'privacy'] as const
export type GuestTextKind = (typeof guestTextKinds)[number]

/** The longest text an operator may publish (a long privacy notice is a few thousand words). */
const maxGuestTextLength = 50_000

const requiredText = (max: number, required: string) =>
  z.string({ error: required }).check(z.trim(), z.minLength(1, required), z.maxLength(max, msg.tooLong))

/** What an admin publishes: the text in both languages (Markdown); who answers for it is the operator setting. */
export const guestTextInputSchema = z.strictObject({
  bodyVi: requiredText(maxGuestTextLength, msg.guestTextRequired),
  bodyEn: requiredText(maxGuestTextLength, msg.guestTextRequired),
})
export type GuestTextInput = z.infer<typeof guestTextInputSchema>

/**
 * Who answers for guests' data (docs/decisions/055): one setting of the service, which both texts name. Its name and
 * address say who the controller is; the email is where a guest asks in writing; a phone is optional.
 */
export const guestOperatorInputSchema = z.strictObject({
  name: requiredText(200, msg.operatorNameRequired),
  address: z
    .string({ error: msg.addressRequired })
    .check(z.trim(), z.minLength(1, msg.addressRequired), z.maxLength(300, msg.addressMax)),
  email: z.pipe(
    z
      .string({ error: msg.operatorEmailRequired })
      .check(z.trim(), z.minLength(1, msg.operatorEmailRequired), z.maxLength(limits.emailMax, msg.emailMax)),
    z.email(msg.emailInvalid).check(z.toLowerCase()),
  ),
  phone: optionalPhoneField,
})
export type GuestOperatorInput = z.infer<typeof guestOperatorInputSchema>

/**
 * The operator as a version of a text shows it. A field is null where it was not given: versions published before
 * the operator became one setting have a name and one free `contact` line, later ones the setting's fields.
 */
const guestOperatorSchema = z.object({
  name: z.string(),
  address: z.nullable(z.string()),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  contact: z.nullable(z.string()),
})
export type GuestOperator = z.infer<typeof guestOperatorSchema>

/** One published version; `contentHash` is the SHA-256 (hex) of everything the version says. */
export const guestTextVersionSchema = z.object({
  id: z.uuid(),
  kind: z.enum(guestTextKinds),
  version: z.int(),
  bodyVi: z.string(),
  bodyEn: z.string(),
  /** Who answered for guests' data in this version: the operator setting when it was published. */
  operator: guestOperatorSchema,
  contentHash: z.string(),
  publishedAt: z.iso.datetime(),
  /** Null for the product's first version, or when the admin's account is gone. */
  publishedBy: z.nullable(z.string()),
})
export type GuestTextVersion = z.infer<typeof guestTextVersionSchema>

/** The operator setting; until an admin saves it (`saved` false), the one the privacy notice's latest version names. */
const guestOperatorSettingSchema = z.extend(guestOperatorSchema, { saved: z.boolean() })
export type GuestOperatorSetting = z.infer<typeof guestOperatorSettingSchema>

/** The operator as saved, and the new versions of the texts that did not name it yet (none when both did). */
export const guestOperatorSavedSchema = z.object({
  operator: guestOperatorSchema,
  published: z.array(guestTextVersionSchema),
})
export type GuestOperatorSaved = z.infer<typeof guestOperatorSavedSchema>

/** The texts guests see now, each with its earlier versions (newest first, without their bodies). */
export const guestTextsSchema = z.object({
  terms: guestTextVersionSchema,
  privacy: guestTextVersionSchema,
  history: z.array(z.omit(guestTextVersionSchema, { bodyVi: true, bodyEn: true })),
  /** Who both texts name from their next version on. */
  operator: guestOperatorSettingSchema,
  /** The retention the privacy notice states, from the server's configuration. */
  retentionDays: z.object({ guestSessions: z.int(), consents: z.int(), adReports: z.int() }),
})
export type GuestTexts = z.infer<typeof guestTextsSchema>

const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, msg.dateInvalid))

/** One guest's choice at Connect, as evidence: where, when, in which language, which texts, what was ticked. */
export const guestConsentSchema = z.object({
  id: z.uuid(),
  at: z.iso.datetime(),
  venueId: z.nullable(z.uuid()),
  venueName: z.string(),
  accessPointId: z.nullable(z.uuid()),
  accessPointName: z.string(),
  lang: z.enum(languages),
  termsVersion: z.int(),
  termsHash: z.string(),
  privacyVersion: z.int(),
  privacyHash: z.string(),
  termsAccepted: z.boolean(),
  measurementAccepted: z.boolean(),
  /** When the guest withdrew the measurement consent later. */
  withdrawnAt: z.nullable(z.iso.datetime()),
})
export type GuestConsent = z.infer<typeof guestConsentSchema>

/** Evidence by venue and Vietnamese day (UTC+7), newest first. */
export const guestConsentQuerySchema = z.extend(listQuerySchema(['at'] as const, 'at', 'desc'), {
  venueId: z.optional(z.uuid()),
  day: z.optional(day),
})
export const guestConsentExportQuerySchema = z.omit(guestConsentQuerySchema, { page: true, pageSize: true })

/** What a guest asked for about their device's data. */
export const guestDataRequestKinds = ['withdraw', 'erase'] as const
export type GuestDataRequestKind = (typeof guestDataRequestKinds)[number]

export const guestDataRequestSchema = z.object({
  id: z.uuid(),
  kind: z.enum(guestDataRequestKinds),
  venueName: z.string(),
  requestedAt: z.iso.datetime(),
  completedAt: z.nullable(z.iso.datetime()),
  /** Guest sessions deleted (erase) or made anonymous (withdraw). */
  sessions: z.int(),
  /** Consent records that no longer name the device. */
  consents: z.int(),
})
export type GuestDataRequest = z.infer<typeof guestDataRequestSchema>
export const guestDataRequestQuerySchema = listQuerySchema(['requestedAt'] as const, 'requestedAt', 'desc')

/** Why a guest reports an ad: a short list, and their own words if they like. */
export const adReportReasons = ['misleading', 'offensive', 'unlawful', 'scam', 'other'] as const
export type AdReportReason = (typeof adReportReasons)[number]
export const maxAdReportDetails = 500

/** A guest's report of an ad, as the admins read it. */
export const adReportSchema = z.object({
  id: z.uuid(),
  adId: z.uuid(),
  adTitle: z.string(),
  /** The ad is taken down now (whether because of this report or another). */
  adTakenDown: z.boolean(),
  venueName: z.string(),
  reason: z.enum(adReportReasons),
  details: z.nullable(z.string()),
  reportedAt: z.iso.datetime(),
})
export type AdReport = z.infer<typeof adReportSchema>
export const adReportQuerySchema = listQuerySchema(['reportedAt'] as const, 'reportedAt', 'desc')

export const maxTakedownReason = 500

/** An admin takes an ad down everywhere at once, saying why (the author is told). */
export const adTakedownInputSchema = z.object({
  reason: requiredText(maxTakedownReason, msg.takedownReasonRequired),
})
export type AdTakedownInput = z.infer<typeof adTakedownInputSchema>
