import { z } from 'zod'

/**
 * The parts of OpenWISP's answers the console reads (docs/openwisp.md; sample answers in apps/openwisp-sim/test/openwisp-fixtures.json). Parsing checks the
 * contract at the border: a controller that drifts from it fails the call with the field named.
 */

export const tokenSchema = z.object({ token: z.string().min(1) })

export const pageSchema = z.object({
  count: z.number().int().nonnegative(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(z.unknown()),
})

/** Text fields OpenWISP may leave empty or, on older releases, null. */
const text = z
  .string()
  .nullish()
  .transform((value) => value ?? '')

const deviceConfigStatuses = ['modified', 'applied', 'error', 'deactivating', 'deactivated'] as const

const listConfigSchema = z
  .object({
    status: z.enum(deviceConfigStatuses),
    error_reason: z.string().nullish(),
    backend: z.string(),
  })
  .nullable()

/**
 * A device list item. Its `key` is deliberately not declared: parsing drops it, so the device's secret never
 * reaches the database or a log.
 */
export const deviceSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  organization: z.uuid(),
  group: z.uuid().nullable(),
  mac_address: z.string(),
  last_ip: z.string().nullable(),
  management_ip: z.string().nullable(),
  model: text,
  os: text,
  system: text,
  notes: text,
  config: listConfigSchema,
  created: z.iso.datetime({ offset: true }),
  modified: z.iso.datetime({ offset: true }),
})
export type Device = z.output<typeof deviceSchema>

const interfacesSchema = z
  .array(z.object({ wireless: z.object({ ssid: z.string().nullish() }).nullish() }).passthrough())
  .nullish()

/** The detail adds `is_deactivated` and the configuration, whose NetJSON names the SSID. */
export const deviceDetailSchema = deviceSchema.extend({
  is_deactivated: z.boolean(),
  config: z
    .object({
      status: z.enum(deviceConfigStatuses),
      error_reason: z.string().nullish(),
      backend: z.string(),
      config: z.object({ interfaces: interfacesSchema }).passthrough().nullish(),
    })
    .nullable(),
})

/**
 * A device's NetJSON configuration as it is, every key kept: the console changes one value (the SSID) and sends the
 * rest back untouched.
 */
export const deviceConfigDocumentSchema = z.object({
  config: z.object({ config: z.record(z.string(), z.unknown()).nullish() }).nullable(),
})

/** A null or missing monitoring status means "unknown" (never reported). */
const monitoringStatus = z
  .string()
  .nullish()
  .transform((value) => value ?? 'unknown')

export const monitoringItemSchema = z.object({
  id: z.uuid(),
  monitoring: z
    .object({ status: monitoringStatus })
    .nullish()
    .transform((value) => value ?? { status: 'unknown' }),
})

export const monitoringDetailSchema = z.object({
  id: z.uuid(),
  monitoring: z
    .object({
      status: monitoringStatus,
      related_metrics: z
        .array(z.object({ name: z.string(), is_healthy: z.boolean().nullable() }))
        .nullish()
        .transform((value) => value ?? []),
    })
    .nullish()
    .transform((value) => value ?? { status: 'unknown', related_metrics: [] }),
})

/** GeoJSON puts longitude first. */
const pointSchema = z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) }).nullable()

export const deviceLocationSchema = z.object({ location: z.object({ geometry: pointSchema }).nullable() })

/** A location of the locations list; its devices are listed under it. */
export const locationSchema = z.object({ id: z.uuid(), geometry: pointSchema })

export const deviceIdSchema = z.object({ id: z.uuid() })

export const organizationSchema = z.object({ id: z.uuid(), name: z.string(), slug: z.string() })
export type Organization = z.output<typeof organizationSchema>

export const openwispGroupSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  organization: z.uuid(),
  description: text,
})
export type OpenWispGroup = z.output<typeof openwispGroupSchema>

/**
 * A command OpenWISP runs on a device over SSH (openwisp-controller's `connection` app): it answers at once with
 * `in-progress` and runs it in the background, then `success` or `failed` with what the device printed.
 */
export const deviceCommandSchema = z.object({
  id: z.uuid(),
  status: z.enum(['in-progress', 'success', 'failed']),
  output: text,
})
