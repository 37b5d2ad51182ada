import * as z from 'zod/mini'
import { limits } from './constants.ts'
import { emptyAsNull, optionalText } from './fields.ts'
import { csvEnum, listQuerySchema } from './list.ts'
import { mediaSchema } from './media.ts'
import { msg } from './messages.ts'
import { webOrigin } from './web-address.ts'

/** How an ad shows its media: one image, several shown in turn, or a video (docs/decisions/016). */
export const adComponentTypes = ['single_image', 'multiple_images', 'video'] as const
export type AdComponentType = (typeof adComponentTypes)[number]

/** What the ad is for; the specification names the field only, the values are ours (docs/decisions/016). */
export const adTypes = ['promotion', 'brand', 'event', 'announcement'] as const

/** Where an ad is in its schedule, derived from its dates (never stored): see `adStatusOn`. */
export const adStatuses = ['scheduled', 'running', 'ended'] as const
export type AdStatus = (typeof adStatuses)[number]

export const adLimits = {
  titleMax: 120,
  descriptionMax: 1000,
  /** The countdown a guest waits out, in seconds (docs/decisions/016). */
  durationMin: 1,
  durationMax: 300,
  ctaTextMax: 40,
  targetTextMax: 100,
  imagesMax: 10,
  altTextMax: 250,
  mediaTitleMax: 120,
  mediaDescriptionMax: 500,
  weightMin: 1,
  weightMax: 100,
  /** The ads one assign or unassign call may name: a page of the manage dialog at most. */
  assignMax: 100,
} as const

/** An http(s) address, as an image's source is remembered: it is fetched once and never shown to a guest. */
const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}

/**
 * An http(s) address with a real host, as a call-to-action or a video is given: the video's origin goes into the
 * guest page's Content-Security-Policy, and a guest is sent to the call-to-action (docs/decisions/024).
 */
const hasWebOrigin = (value: string) => webOrigin(value) !== null

const optionalUrl = (message: string, valid: (value: string) => boolean) =>
  emptyAsNull(
    z.string().check(
      z.trim(),
      z.maxLength(limits.websiteMax, message),
      z.refine((value) => value === '' || valid(value), message),
    ),
  )

/**
 * A calendar day, "2026-11-25": an ad runs from the start of its first day to the end of its last. Nothing is
 * "required"; something that is no day (the form hands on what it could not read) is told how to write one.
 */
const dayField = (requiredMessage: string) =>
  z.iso.date({
    error: (issue) => (issue.input === undefined || issue.input === '' ? requiredMessage : msg.dateInvalid),
  })

/** A time of day, "00:00" to "23:59", in the venue's local time (Vietnam); an end may also be "24:00". */
const dayTime = /^(?:[01]\d|2[0-3]):[0-5]\d$/
const timeOfDay = z.nullable(z.string().check(z.regex(dayTime, msg.adHoursInvalid)))
const endOfDayTime = z.nullable(z.string().check(z.regex(new RegExp(`${dayTime.source}|^24:00$`), msg.adHoursInvalid)))

/**
 * One image of an image ad. Its source is a stored media id (`./media.ts`): a file is uploaded, and an image given
 * by address is fetched by the server, before the ad is saved; `sourceUrl` remembers that address.
 */
const adImageSchema = z.object({
  mediaId: z._default(z.nullable(z.uuid({ error: msg.adImageSourceRequired })), null),
  sourceUrl: z._default(optionalUrl(msg.adImageUrlInvalid, isHttpUrl), null),
  altText: z
    .string({ error: msg.adImageAltRequired })
    .check(z.trim(), z.minLength(1, msg.adImageAltRequired), z.maxLength(adLimits.altTextMax, msg.tooLong)),
  title: z._default(optionalText(adLimits.mediaTitleMax, msg.tooLong), null),
  description: z._default(optionalText(adLimits.mediaDescriptionMax, msg.tooLong), null),
})
export type AdImage = z.output<typeof adImageSchema>

const adVideoSchema = z.object({
  url: optionalUrl(msg.adVideoUrlInvalid, hasWebOrigin),
  title: z._default(optionalText(adLimits.mediaTitleMax, msg.tooLong), null),
  description: z._default(optionalText(adLimits.mediaDescriptionMax, msg.tooLong), null),
})

/** Every field of an ad as a form sends it, each with its own rule; the rules across fields are `adRuleIssues`. */
const adFieldRules = {
  title: z
    .string({ error: msg.adTitleRequired })
    .check(z.trim(), z.minLength(1, msg.adTitleRequired), z.maxLength(adLimits.titleMax, msg.adTitleMax)),
  description: z
    .string({ error: msg.adDescriptionRequired })
    .check(
      z.trim(),
      z.minLength(1, msg.adDescriptionRequired),
      z.maxLength(adLimits.descriptionMax, msg.adDescriptionMax),
    ),
  componentType: z.enum(adComponentTypes, { error: msg.adComponentTypeRequired }),
  duration: z
    .number({ error: msg.adDurationMin })
    .check(
      z.int(msg.adDurationMin),
      z.gte(adLimits.durationMin, msg.adDurationMin),
      z.lte(adLimits.durationMax, msg.adDurationMax),
    ),
  startDate: dayField(msg.adStartDateRequired),
  endDate: dayField(msg.adEndDateRequired),
  isPublic: z.boolean(),
  ctaText: optionalText(adLimits.ctaTextMax, msg.adCtaTextMax),
  ctaUrl: optionalUrl(msg.adCtaUrlInvalid, hasWebOrigin),
  targetText: optionalText(adLimits.targetTextMax, msg.adTargetTextMax),
  type: z.enum(adTypes, { error: msg.adTypeRequired }),
  images: z.array(adImageSchema).check(z.maxLength(adLimits.imagesMax, msg.adImagesMax)),
  video: z.nullable(adVideoSchema),
  hoursFrom: timeOfDay,
  hoursTo: endOfDayTime,
  weight: z
    .number({ error: msg.adWeightRange })
    .check(
      z.int(msg.adWeightRange),
      z.gte(adLimits.weightMin, msg.adWeightRange),
      z.lte(adLimits.weightMax, msg.adWeightRange),
    ),
}

/** The fields the rules across fields read. */
export interface AdRuleInput {
  componentType: AdComponentType
  startDate: string
  endDate: string
  images: readonly { mediaId: string | null }[]
  video: { url: string | null } | null
  hoursFrom: string | null
  hoursTo: string | null
}

/**
 * SPEC §5's rules that look at more than one field, as field path → message key: the end not before the start;
 * an image ad has images (a single-image ad exactly one), each with a source; a video ad has a video URL; the
 * hours of the day come as a pair of different times. Shared by the schema and the API's partial update.
 */
export function adRuleIssues(ad: AdRuleInput): Record<string, string> {
  const issues: Record<string, string> = {}
  if (ad.endDate < ad.startDate) issues.endDate = msg.adEndBeforeStart
  if (ad.componentType === 'video') {
    if (!ad.video?.url) issues['video.url'] = msg.adVideoUrlRequired
  } else if (ad.images.length === 0) {
    issues.images = msg.adImagesRequired
  } else if (ad.componentType === 'single_image' && ad.images.length > 1) {
    issues.images = msg.adSingleImageOnly
  } else {
    ad.images.forEach((image, index) => {
      if (!image.mediaId) issues[`images.${index}.mediaId`] = msg.adImageSourceRequired
    })
  }
  if ((ad.hoursFrom === null) !== (ad.hoursTo === null)) {
    issues[ad.hoursFrom === null ? 'hoursFrom' : 'hoursTo'] = msg.adHoursPair
  } else if (ad.hoursFrom !== null && ad.hoursFrom === ad.hoursTo) {
    issues.hoursTo = msg.adHoursSame
  }
  return issues
}

const adRules = z.superRefine((ad: AdRuleInput, context) => {
  for (const [path, message] of Object.entries(adRuleIssues(ad))) {
    context.issues.push({ code: 'custom', message, path: path.split('.').map(pathPart), input: ad })
  }
})

const pathPart = (part: string) => (/^\d+$/.test(part) ? Number(part) : part)

/** Create: the required fields of SPEC §5 and defaults for the rest. */
export const adInputSchema = z
  .object({
    ...adFieldRules,
    duration: z._default(adFieldRules.duration, 7),
    isPublic: z._default(adFieldRules.isPublic, false),
    ctaText: z._default(adFieldRules.ctaText, null),
    ctaUrl: z._default(adFieldRules.ctaUrl, null),
    targetText: z._default(adFieldRules.targetText, null),
    type: z._default(adFieldRules.type, 'promotion'),
    images: z._default(adFieldRules.images, []),
    video: z._default(adFieldRules.video, null),
    hoursFrom: z._default(adFieldRules.hoursFrom, null),
    hoursTo: z._default(adFieldRules.hoursTo, null),
    weight: z._default(adFieldRules.weight, 1),
  })
  .check(adRules)
export type AdInput = z.input<typeof adInputSchema>
export type AdBody = z.output<typeof adInputSchema>

/**
 * An edit: any of the fields, each optional; a field left out stays as it is. The rules across fields are
 * checked by the API on the ad as it would become.
 */
export const adPatchSchema = z.strictObject(z.partial(z.object(adFieldRules)).shape)
export type AdPatchBody = z.output<typeof adPatchSchema>

/** The creating user, as the ad shows them; null once their account is deleted. */
const adAuthorSchema = z.nullable(z.object({ id: z.uuid(), email: z.string(), fullName: z.string() }))

export const adSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  componentType: z.enum(adComponentTypes),
  duration: z.int(),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  status: z.enum(adStatuses),
  isPublic: z.boolean(),
  ctaText: z.nullable(z.string()),
  ctaUrl: z.nullable(z.string()),
  targetText: z.nullable(z.string()),
  type: z.enum(adTypes),
  images: z.array(
    z.object({
      mediaId: z.uuid(),
      sourceUrl: z.nullable(z.string()),
      altText: z.string(),
      title: z.nullable(z.string()),
      description: z.nullable(z.string()),
      /** The stored image and its phone-sized variants, served from our origin. */
      media: mediaSchema,
    }),
  ),
  video: z.nullable(
    z.object({ url: z.nullable(z.string()), title: z.nullable(z.string()), description: z.nullable(z.string()) }),
  ),
  hoursFrom: z.nullable(z.string()),
  hoursTo: z.nullable(z.string()),
  weight: z.int(),
  author: adAuthorSchema,
  /** Whether the reader may edit and delete it (an admin, or its author). */
  editable: z.boolean(),
  /** An administrator took it down everywhere (docs/privacy.md): no guest sees it until it is restored. */
  takenDown: z.nullable(z.object({ at: z.iso.datetime(), reason: z.string() })),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
})
export type Advertisement = z.infer<typeof adSchema>

/**
 * Where an ad is on `today` (a "yyyy-mm-dd" day in Vietnam): scheduled before its start date, running from its
 * start date to its end date, both days included, ended after.
 */
export function adStatusOn(ad: { startDate: string; endDate: string }, today: string): AdStatus {
  if (today < ad.startDate) return 'scheduled'
  if (today > ad.endDate) return 'ended'
  return 'running'
}

/** The time zone the ads' days and hours are read in: the service's venues are in Vietnam. */
const adTimeZone = 'Asia/Ho_Chi_Minh'

// Made once: a formatter with a time zone is costly to build, and the captive page asks for the day at every visit.
const adDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: adTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The day `moment` falls on in Vietnam, "yyyy-mm-dd". */
export const adDayOf = (moment: Date) => adDayFormat.format(moment)

const adSortable = [
  'title',
  'author',
  'startDate',
  'endDate',
  'description',
  'type',
  'componentType',
  'createdAt',
] as const
export const adListQuerySchema = z.extend(listQuerySchema(adSortable, 'createdAt', 'desc'), {
  status: csvEnum(adStatuses),
  type: csvEnum(adTypes),
  componentType: csvEnum(adComponentTypes),
})
export type AdListQuery = z.output<typeof adListQuerySchema>

/** The same filters, search and sort for a CSV export of the whole list (no pages). */
export const adExportQuerySchema = z.omit(adListQuerySchema, { page: true, pageSize: true })

/** The manage-venue-ads dialog: the ads the caller may assign, each marked when assigned to the venue. */
export const venueAdListQuerySchema = listQuerySchema(['title', 'startDate', 'endDate', 'createdAt'] as const, 'title')
export type VenueAdListQuery = z.output<typeof venueAdListQuerySchema>

export const venueAdSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  componentType: z.enum(adComponentTypes),
  type: z.enum(adTypes),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  status: z.enum(adStatuses),
  isPublic: z.boolean(),
  assigned: z.boolean(),
})
export type VenueAd = z.infer<typeof venueAdSchema>

export const adAssignmentSchema = z.object({
  adIds: z.array(z.uuid()).check(z.minLength(1, msg.adSelectionRequired), z.maxLength(adLimits.assignMax, msg.tooLong)),
})

/** How many of the named ads changed, and how many already were as asked (for the success toast's count). */
export const adAssignResultSchema = z.object({ assigned: z.int(), alreadyAssigned: z.int() })
export type AdAssignResult = z.infer<typeof adAssignResultSchema>
export const adUnassignResultSchema = z.object({ unassigned: z.int(), notAssigned: z.int() })
export type AdUnassignResult = z.infer<typeof adUnassignResultSchema>
