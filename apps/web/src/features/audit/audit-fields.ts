import {
  adComponentTypes,
  adTypes,
  gatewayKinds,
  guestSessionEndCauses,
  guestTextKinds,
  languages,
  reportFrequencies,
  roles,
  statuses,
  type AuditEntity,
  type AuditedField,
} from '@wifi/contract'
import type { ParseKeys } from 'i18next'

/** How a recorded value reads: as the screen that shows the item shows it. */
export type ValueFormat =
  | { kind: 'text' }
  /** Stored value → the catalog key the screens word it with. */
  | { kind: 'enum'; keys: Readonly<Record<string, ParseKeys>> }
  | { kind: 'yesNo'; yes: ParseKeys; no: ParseKeys }
  /** A calendar day ("2026-11-25"). */
  | { kind: 'day' }
  | { kind: 'count' }
  /** The id of an item of `entity`, or a list of them: shown by the item's name, linked to its screen. */
  | { kind: 'item'; entity: AuditEntity }
  | { kind: 'list' }
  /** A guest policy: a venue's own or the service's default (`noLimit`), or the limits on customers (`anyValue`). */
  | { kind: 'policy'; emptyMeans: 'noLimit' | 'anyValue' }
  /** An ad's images, numbered as its form numbers them. */
  | { kind: 'images' }
  /** An object of a few texts (an ad's video, a text's operator): each given one on its own line. */
  | { kind: 'parts' }

export interface FieldFormat {
  /** The catalog key of the field's label: the one its form shows, or the screen that shows it. */
  label: ParseKeys
  value?: ValueFormat
  /** The catalog key of what an empty value means there ("Not linked"), instead of "(empty)". */
  empty?: ParseKeys
}

/** An enum as the screens word it: each of the contract's values, with its catalog key. */
const wordedBy = <Value extends string>(values: readonly Value[], key: (value: Value) => ParseKeys): ValueFormat => ({
  kind: 'enum',
  keys: Object.fromEntries(values.map((value) => [value, key(value)])),
})

const count: ValueFormat = { kind: 'count' }
const list: ValueFormat = { kind: 'list' }
const yesNo: ValueFormat = { kind: 'yesNo', yes: 'audit.yes', no: 'audit.no' }
const status = wordedBy(statuses, (value) => `status.${value}`)

/**
 * Every audited field of every kind of item (the contract's auditedFields), with the label and the wording of the
 * screen that edits or shows it, so the change dialog reads as those screens do (docs/decisions/053).
 */
export const auditFieldFormats: { [Entity in AuditEntity]: Record<AuditedField<Entity>, FieldFormat> } = {
  venue: {
    name: { label: 'venues.fields.name' },
    owner: { label: 'venues.fields.owner' },
    email: { label: 'venues.fields.email' },
    phone: { label: 'venues.fields.phone' },
    address: { label: 'venues.fields.address' },
    website: { label: 'venues.fields.website' },
    status: { label: 'venues.fields.status', value: status },
    ssid: { label: 'venues.fields.ssid' },
    wifiPassword: { label: 'venues.fields.wifiPassword' },
    noticeName: { label: 'venues.fields.noticeName' },
    noticeContact: { label: 'venues.fields.noticeContact' },
    guestPolicy: {
      label: 'guestPolicy.venue.action',
      value: { kind: 'policy', emptyMeans: 'noLimit' },
      empty: 'guestPolicy.venue.useDefault',
    },
    openwispGroupId: { label: 'venues.fields.openwispGroup', empty: 'venues.form.groupNone' },
    members: { label: 'venues.fields.members', value: list },
    invitedEmail: { label: 'venueInvitations.invitedEmail' },
    advertisements: { label: 'venueAds.assignedAds', value: { kind: 'item', entity: 'advertisement' } },
  },
  user: {
    firstname: { label: 'users.fields.firstname' },
    lastname: { label: 'users.fields.lastname' },
    username: { label: 'users.fields.username' },
    email: { label: 'users.fields.email' },
    phone: { label: 'users.fields.phone' },
    role: { label: 'users.fields.role', value: wordedBy(roles, (value) => `roles.${value}`) },
    status: { label: 'users.fields.status', value: status },
    password: { label: 'users.fields.password' },
    authenticatorApp: { label: 'users.account.app', value: yesNo },
    recoveryCodes: { label: 'secondFactors.recoveryCodes.listLabel' },
    passkeys: { label: 'settings.passkeys.title', value: list },
    liveSessions: { label: 'users.fields.liveSessions', value: count },
    locked: { label: 'users.account.locked', value: yesNo },
  },
  access_point: {
    name: { label: 'accessPoints.fields.name' },
    ssid: { label: 'accessPoints.fields.ssid' },
    macAddress: { label: 'accessPoints.fields.macAddress' },
    gatewayKind: {
      label: 'accessPoints.gatewayForm.kind',
      value: wordedBy(gatewayKinds, (value) => `accessPoints.gateway.${value}`),
      empty: 'accessPoints.gatewayForm.kindNone',
    },
    gatewaySecret: { label: 'accessPoints.gatewayForm.secret', empty: 'accessPoints.gatewayForm.secretNotSet' },
  },
  advertisement: {
    title: { label: 'advertisements.fields.title' },
    description: { label: 'advertisements.fields.description' },
    type: { label: 'advertisements.fields.type', value: wordedBy(adTypes, (value) => `advertisements.types.${value}`) },
    componentType: {
      label: 'advertisements.fields.componentType',
      value: wordedBy(adComponentTypes, (value) => `advertisements.componentTypes.${value}`),
    },
    isPublic: {
      label: 'advertisements.form.isPublic',
      value: { kind: 'yesNo', yes: 'advertisements.public.yes', no: 'advertisements.public.no' },
    },
    images: { label: 'advertisements.form.images', value: { kind: 'images' } },
    video: { label: 'advertisements.form.video', value: { kind: 'parts' } },
    duration: { label: 'advertisements.fields.duration', value: count },
    targetText: { label: 'advertisements.form.targetText' },
    ctaText: { label: 'advertisements.form.ctaText' },
    ctaUrl: { label: 'advertisements.form.ctaUrl' },
    startDate: { label: 'advertisements.fields.startDate', value: { kind: 'day' } },
    endDate: { label: 'advertisements.fields.endDate', value: { kind: 'day' } },
    hoursFrom: { label: 'advertisements.form.hoursFrom' },
    hoursTo: { label: 'advertisements.form.hoursTo' },
    weight: { label: 'advertisements.form.weight', value: count },
    author: { label: 'advertisements.fields.author', empty: 'advertisements.noAuthor' },
    venues: { label: 'advertisements.fields.venues', value: { kind: 'item', entity: 'venue' } },
    takenDown: { label: 'advertisements.fields.takedownReason' },
    withdrawnForReview: { label: 'advertisements.fields.withdrawnForReview', value: yesNo },
  },
  guest_text: {
    kind: {
      label: 'guestPrivacy.history.text',
      value: wordedBy(guestTextKinds, (value) => `guestPrivacy.texts.kinds.${value}`),
    },
    version: { label: 'guestPrivacy.history.version', value: count },
    operator: { label: 'guestPrivacy.texts.operator', value: { kind: 'parts' } },
    operatorName: { label: 'guestPrivacy.operator.name' },
    operatorContact: { label: 'guestPrivacy.operator.contact' },
    contentHash: { label: 'guestPrivacy.history.contentHash' },
  },
  guest_operator: {
    name: { label: 'guestPrivacy.operator.name' },
    address: { label: 'guestPrivacy.operator.address' },
    email: { label: 'guestPrivacy.operator.email' },
    phone: { label: 'guestPrivacy.operator.phone' },
    contact: { label: 'guestPrivacy.operator.contact' },
  },
  guest_policy: {
    default: { label: 'guestPolicy.settings.default', value: { kind: 'policy', emptyMeans: 'noLimit' } },
    customerLimits: { label: 'guestPolicy.settings.limits', value: { kind: 'policy', emptyMeans: 'anyValue' } },
  },
  guest_session: {
    // "end requested": an openNDS access point has the command but had not run it yet when the console stopped waiting.
    state: {
      label: 'guestSessions.fields.state',
      value: {
        kind: 'enum',
        keys: {
          online: 'guestSessions.states.online',
          ended: 'guestSessions.states.ended',
          'end requested': 'guestSessions.states.endRequested',
        },
      },
    },
    endCause: {
      label: 'guestSessions.fields.endCause',
      value: wordedBy(guestSessionEndCauses, (value) => `guestSessions.causes.${value}`),
    },
  },
  report_subscription: {
    userId: { label: 'reportSubscriptions.list.recipient', value: { kind: 'item', entity: 'user' } },
    frequency: {
      label: 'reportSubscriptions.add.frequency',
      value: wordedBy(reportFrequencies, (value) => `reportSubscriptions.list.frequency.${value}`),
    },
    venueId: {
      label: 'reportSubscriptions.add.venue',
      value: { kind: 'item', entity: 'venue' },
      empty: 'reportSubscriptions.add.everything',
    },
    language: { label: 'language.label', value: wordedBy(languages, (value) => `language.${value}`) },
    paused: {
      label: 'reportSubscriptions.list.status',
      value: { kind: 'yesNo', yes: 'reportSubscriptions.list.paused', no: 'reportSubscriptions.list.active' },
    },
  },
}

/** How an entry's field reads; undefined for a field no version lists any more (shown by its stored name). */
export const fieldFormat = (entity: AuditEntity, field: string): FieldFormat | undefined =>
  (auditFieldFormats[entity] as Partial<Record<string, FieldFormat>>)[field]
