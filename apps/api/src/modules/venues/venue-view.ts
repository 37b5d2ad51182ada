import type { Venue, VenueMember } from '@wifi/contract'
import type { VenueRow } from '../../db/schema.ts'

/** The API's view of a venue; `members` and the device group only when the reader is an admin (who passes members). */
export function toVenueView(row: VenueRow, members?: VenueMember[]): Venue {
  return {
    id: row.id,
    name: row.name,
    owner: row.owner,
    email: row.email,
    phone: row.phone,
    address: row.address,
    website: row.website,
    status: row.status,
    ssid: row.ssid,
    wifiPassword: row.wifiPassword,
    noticeName: row.noticeName,
    noticeContact: row.noticeContact,
    guestPolicy: row.guestPolicy ?? null,
    ...(members ? { members, openwispGroupId: row.openwispGroupId } : {}),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** What the audit trail records of a venue: its fields and member emails; the Wi-Fi password as changed only. */
export function venueSnapshot(row: VenueRow, members: VenueMember[]) {
  const { id: _id, createdAt: _created, updatedAt: _updated, members: _members, ...fields } = toVenueView(row)
  return {
    ...fields,
    openwispGroupId: row.openwispGroupId,
    members: members.map((member) => member.email).sort(),
  }
}

export const venueSecrets = ['wifiPassword'] as const
