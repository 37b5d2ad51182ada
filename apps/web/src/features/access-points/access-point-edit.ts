import {
  accessPointUpdateSchema,
  gatewayKinds,
  msg,
  type AccessPoint,
  type AccessPointGatewayInput,
  type AccessPointUpdate,
} from '@wifi/contract'
import * as z from 'zod/mini'

/**
 * The edit dialog's form: the name and SSID that OpenWISP applies to the device and, for admins, the captive-portal
 * gateway the console keeps. The secret is write-only: empty keeps the one set, so the kind can change alone; with
 * none set, choosing a kind needs one (the API's own rule, checked here first).
 */
export const accessPointEditSchema = (hasSecret: boolean) =>
  z
    .extend(accessPointUpdateSchema, {
      gatewayKind: z.union([z.literal(''), z.enum(gatewayKinds)]),
      gatewaySecret: z.string().check(z.maxLength(64, msg.gatewaySecretTooLong)),
    })
    .check(
      z.refine((edit) => edit.gatewayKind !== '' || edit.gatewaySecret === '', {
        message: msg.gatewayKindRequired,
        path: ['gatewayKind'],
      }),
      z.refine((edit) => edit.gatewayKind === '' || hasSecret || edit.gatewaySecret !== '', {
        message: msg.gatewaySecretRequired,
        path: ['gatewaySecret'],
      }),
    )
export type AccessPointEdit = z.input<ReturnType<typeof accessPointEditSchema>>

export const editValuesOf = (point: AccessPoint): AccessPointEdit => ({
  name: point.name,
  ssid: point.ssid ?? '',
  gatewayKind: point.gatewayKind ?? '',
  gatewaySecret: '',
})

/** What a save sends: the update, and the gateway only when it changed (a new kind, or a secret typed). */
export function changesOf(
  edit: z.output<ReturnType<typeof accessPointEditSchema>>,
  point: AccessPoint,
): { body: AccessPointUpdate; gateway?: AccessPointGatewayInput } {
  const { gatewayKind: kind, gatewaySecret: secret, ...body } = edit
  const changed = kind !== '' && (kind !== point.gatewayKind || secret !== '')
  return { body, ...(changed && { gateway: { kind, ...(secret !== '' && { secret }) } }) }
}
