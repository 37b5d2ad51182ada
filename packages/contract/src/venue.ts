import * as z from 'zod/mini'
import { limits, statuses } from './constants.ts'
import { emailField, emptyAsNull, optionalText, phoneField } from './fields.ts'
import { csvEnum, listQuerySchema } from './list.ts'
import { guestPolicySchema } from './guest-policy.ts'
import { msg } from './messages.ts'
import { optionalSsidField } from './ssid.ts'

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const venueLimits = {
  nameMax: 120,
  ownerMax: 120,
  noticeNameMax: 200,
  noticeContactMax: 300,
  addressMax: 300,
  wifiPasswordMin: 8,
  wifiPasswordMax: 63,
  membersMax: 200,
}

/** A member of a venue: a customer account that manages it. */
const venueMemberSchema = z.object({ id: z.uuid(), email: z.string(), fullName: z.string() })
export type VenueMember = z.infer<typeof venueMemberSchema>

/** A venue as the API shows it. `members` is only sent to admins. */
export const venueSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  owner: z.nullable(z.string()),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  website: z.nullable(z.string()),
  status: z.enum(statuses),
  ssid: z.nullable(z.string()),
  wifiPassword: z.nullable(z.string()),
  /** The venue's own name and contact in its guests' privacy notice, beside the operator's (docs/privacy.md). */
  noticeName: z.nullable(z.string()),
  noticeContact: z.nullable(z.string()),
  /** The venue's own guest policy (`PUT /api/venues/:id/guest-policy`); null: the service's default applies. */
  guestPolicy: z.nullable(guestPolicySchema),
  members: z.optional(z.array(venueMemberSchema)),
  /** The OpenWISP device group whose devices are this venue's access points (ADR 009); admins only. */
  openwispGroupId: z.optional(z.nullable(z.uuid())),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
})
export type Venue = z.infer<typeof venueSchema>

const websiteField = emptyAsNull(
  z.string().check(
    z.trim(),
    z.maxLength(limits.websiteMax, msg.websiteMax),
    z.refine((value) => {
      if (value === '') return true
      try {
        return ['http:', 'https:'].includes(new URL(value).protocol)
      } catch {
        return false
      }
    }, msg.websiteInvalid),
  ),
)

/** WPA2 passphrases are 8 to 63 characters; empty means an open network. */
const wifiPasswordField = emptyAsNull(
  z.string().check(
    z.maxLength(venueLimits.wifiPasswordMax, msg.wifiPasswordLength),
    z.refine((value) => value === '' || value.length >= venueLimits.wifiPasswordMin, msg.wifiPasswordLength),
  ),
)

/** The fields a venue's member customers may edit too, as rules without defaults. */
const venueDetailRules = {
  name: z
    .string({ error: msg.venueNameRequired })
    .check(z.trim(), z.minLength(1, msg.venueNameRequired), z.maxLength(venueLimits.nameMax, msg.venueNameMax)),
  email: emailField,
  phone: phoneField,
  address: z
    .string({ error: msg.addressRequired })
    .check(z.trim(), z.minLength(1, msg.addressRequired), z.maxLength(venueLimits.addressMax, msg.addressMax)),
  website: websiteField,
  ssid: optionalSsidField,
  wifiPassword: wifiPasswordField,
  noticeName: optionalText(venueLimits.noticeNameMax, msg.tooLong),
  noticeContact: optionalText(venueLimits.noticeContactMax, msg.tooLong),
}

/** In a create or a full update, a left-out optional detail means none. */
const venueDetails = {
  ...venueDetailRules,
  website: z._default(venueDetailRules.website, null),
  ssid: z._default(venueDetailRules.ssid, null),
  wifiPassword: z._default(venueDetailRules.wifiPassword, null),
  noticeName: z._default(venueDetailRules.noticeName, null),
  noticeContact: z._default(venueDetailRules.noticeContact, null),
}

/** The fields only admins set: owner, active flag and members (customer emails). */
const venueAdministration = {
  owner: z._default(optionalText(venueLimits.ownerMax, msg.ownerMax), null),
  status: z._default(z.enum(statuses, { error: msg.statusRequired }), 'active'),
  openwispGroupId: z._default(
    emptyAsNull(
      z.string().check(
        z.trim(),
        z.maxLength(36, msg.groupInvalid),
        z.refine((value) => value === '' || uuidPattern.test(value), msg.groupInvalid),
      ),
    ),
    null,
  ),
  memberEmails: z._default(
    z
      .array(
        z.pipe(
          z.string().check(z.trim(), z.maxLength(limits.emailMax, msg.memberEmailInvalid), z.toLowerCase()),
          z.email(msg.memberEmailInvalid),
        ),
      )
      .check(z.maxLength(venueLimits.membersMax, msg.tooLong)),
    [],
  ),
}

/** Create (admin) and full update (admin). */
export const venueInputSchema = z.object({ ...venueDetails, ...venueAdministration })
export type VenueInput = z.input<typeof venueInputSchema>
export type VenueBody = z.output<typeof venueInputSchema>

/**
 * A member customer's update: the details only, each optional. A field left out stays as it is (a PATCH must
 * not open a venue's network by forgetting its Wi-Fi password); one sent empty is cleared.
 */
export const venueDetailsSchema = z.strictObject(z.partial(z.object(venueDetailRules)).shape)
export type VenueDetailsBody = z.output<typeof venueDetailsSchema>

export const venueSortable = ['name', 'owner', 'email', 'phone', 'address', 'status', 'createdAt'] as const
export const venueListQuerySchema = z.extend(listQuerySchema(venueSortable, 'createdAt', 'desc'), {
  status: csvEnum(statuses),
})
export type VenueListQuery = z.output<typeof venueListQuerySchema>

/** The same filters, search and sort for a CSV export of the whole list (no pages). */
export const venueExportQuerySchema = z.omit(venueListQuerySchema, { page: true, pageSize: true })

/** "a@x.vn, b@y.vn" as typed in the venue form → the list the API takes. */
export const splitEmails = (text: string) =>
  text
    .split(/[,;\s]+/)
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean)
