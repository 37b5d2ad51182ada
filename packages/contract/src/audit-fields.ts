import type { AuditEntity } from './audit.ts'

/**
 * Every field the audit trail records of each kind of item, as the server's writes name them. The server refuses to
 * record a field that is not here, and the console labels each one from here (docs/decisions/053): a new field is
 * listed here, and given its label in the console's audit-fields.ts, or its change fails its own tests.
 */
export const auditedFields = {
  venue: [
    'name',
    'owner',
    'email',
    'phone',
    'address',
    'website',
    'status',
    'ssid',
    'wifiPassword',
    'noticeName',
    'noticeContact',
    'guestPolicy',
    'openwispGroupId',
    'members',
    // The address an admin invited to the venue (docs/decisions/056).
    'invitedEmail',
    'advertisements',
  ],
  user: [
    'firstname',
    'lastname',
    'username',
    'email',
    'phone',
    'role',
    'status',
    'password',
    'authenticatorApp',
    'recoveryCodes',
    'passkeys',
    'liveSessions',
    'locked',
  ],
  access_point: ['name', 'ssid', 'macAddress', 'gatewayKind', 'gatewaySecret'],
  advertisement: [
    'title',
    'description',
    'type',
    'componentType',
    'isPublic',
    'images',
    'video',
    'duration',
    'targetText',
    'ctaText',
    'ctaUrl',
    'startDate',
    'endDate',
    'hoursFrom',
    'hoursTo',
    'weight',
    'author',
    'venues',
    'takenDown',
    // A customer's change to what guests see took their public ad out of public (ad-service.ts).
    'withdrawnForReview',
  ],
  // `operatorName` and `operatorContact`: entries written before the operator became one setting (`operator`).
  guest_text: ['kind', 'version', 'operator', 'operatorName', 'operatorContact', 'contentHash'],
  guest_operator: ['name', 'address', 'email', 'phone', 'contact'],
  guest_policy: ['default', 'customerLimits'],
  guest_session: ['state', 'endCause'],
  report_subscription: ['userId', 'frequency', 'venueId', 'language', 'paused'],
} as const satisfies Record<AuditEntity, readonly string[]>

export type AuditedField<Entity extends AuditEntity = AuditEntity> = (typeof auditedFields)[Entity][number]

/**
 * The fields that hold the id of another item (one, or a list), and that item's kind: the trail shows them by the
 * item's name, linked to its screen.
 */
export const auditReferenceFields: { [Entity in AuditEntity]?: Partial<Record<AuditedField<Entity>, AuditEntity>> } = {
  venue: { advertisements: 'advertisement' },
  advertisement: { venues: 'venue' },
  report_subscription: { userId: 'user', venueId: 'venue' },
}
