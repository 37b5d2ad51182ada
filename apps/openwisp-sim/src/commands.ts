import { param, type ApiContext, type Handler } from './context.ts'
import { visibleDevice } from './devices.ts'
import { PERMISSION_DENIED, detail, json, notFoundDetail, parseBody } from './http.ts'
import { envelope, paginate } from './pagination.ts'
import { commandItem } from './serializers.ts'
import type { NewCommand } from './store.ts'
import { normalizeUuid } from './text.ts'
import { COMMAND_TYPES, type CommandType, type DeviceRecord, type JsonObject, type JsonValue } from './types.ts'
import { pythonRepr, pythonStr, type Errors } from './validation.ts'

/**
 * The command views look the device up through openwisp-users' parent check, whose NotFound carries DRF's bare
 * message, not the "No Device matches…" of the device detail.
 */
function commandDevice(context: ApiContext): DeviceRecord | undefined {
  return visibleDevice(context, param(context))
}

const DEVICE_NOT_FOUND = 'Not found.'

/** GET …/device/{id}/command/ — newest first, paginated. */
export const listCommands: Handler = (context) => {
  const device = commandDevice(context)
  if (!device) return detail(404, DEVICE_NOT_FOUND)
  const result = paginate(context.store.commandsOf(device.id), context.request)
  if (!result.ok) return result.response
  return json(200, envelope(result.page, commandItem))
}

export const getCommand: Handler = (context) => {
  const device = commandDevice(context)
  if (!device) return detail(404, DEVICE_NOT_FOUND)
  const command = context.store.getCommand(device.id, param(context, 1))
  return command ? json(200, commandItem(command)) : notFoundDetail('Command')
}

/**
 * POST …/device/{id}/command/ — stored in progress and answered at once; it runs in the background. A deactivated
 * device is refused by the permission class (403), before the body is read.
 */
export const createCommand: Handler = (context) => {
  const device = commandDevice(context)
  if (!device) return detail(404, DEVICE_NOT_FOUND)
  if (device.is_deactivated) return detail(403, PERMISSION_DENIED)
  const body = parseBody(context.request)
  if (!body.ok) return body.response
  const input = validateCommand(body.data, device)
  if (!input.ok) return json(400, input.errors)
  const command = context.store.addCommand(input.command)
  context.commandCreated(command)
  return json(201, commandItem(command))
}

type CommandInput = { ok: true; command: NewCommand } | { ok: false; errors: Errors }

/** The serializer's fields in its order (input, connection, type), then the model's clean() once they are valid. */
function validateCommand(data: Record<string, unknown>, device: DeviceRecord): CommandInput {
  const errors: Errors = {}
  if (data.input === undefined) errors.input = ['This field is required.']
  const connection = readConnection(data.connection, device, errors)
  const type = readType(data.type, errors)
  if (type === undefined || connection === undefined || Object.keys(errors).length > 0) return { ok: false, errors }
  if (device.connection === null) return { ok: false, errors: { device: ['Device has no credentials assigned.'] } }
  const value = data.input as JsonValue
  const problem = inputProblem(type, value)
  if (problem !== null) return { ok: false, errors: { input: [problem] } }
  return { ok: true, command: { device: device.id, type, input: value as JsonObject | null, connection } }
}

/** DRF's ChoiceField: it compares str(value) with the choices. */
function readType(value: unknown, errors: Errors): CommandType | undefined {
  if (value === undefined) errors.type = ['This field is required.']
  else if (value === null) errors.type = ['This field may not be null.']
  else {
    const type = COMMAND_TYPES.find((choice) => choice === pythonStr(value))
    if (type) return type
    errors.type = [`"${pythonStr(value)}" is not a valid choice.`]
  }
  return undefined
}

/** An optional PrimaryKeyRelatedField over the device's own connections; "" counts as null, as for any relation. */
function readConnection(value: unknown, device: DeviceRecord, errors: Errors): string | null | undefined {
  if (value === undefined || value === null || value === '') return null
  const id = typeof value === 'string' ? normalizeUuid(value) : null
  if (id === null) errors.connection = ['Must be a valid UUID.']
  else if (id !== device.connection) errors.connection = [`Invalid pk "${id}" - object does not exist.`]
  else return id
  return undefined
}

const FIELDS: Record<Exclude<CommandType, 'reboot'>, readonly string[]> = {
  custom: ['command'],
  change_password: ['password', 'confirm_password'],
}

/**
 * openwisp-controller checks the input against the type's JSON schema. Its shape errors are jsonschema's messages;
 * a bad value gets the message the schema itself defines (jsonschema's own wording of those changed between
 * versions).
 */
function inputProblem(type: CommandType, input: JsonValue): string | null {
  if (type === 'reboot') return input === null ? null : `${pythonRepr(input)} is not of type 'null'`
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return `${pythonRepr(input)} is not of type 'object'`
  }
  const fields = FIELDS[type]
  const missing = fields.find((field) => !(field in input))
  if (missing !== undefined) return `${pythonRepr(missing)} is a required property`
  const extra = Object.keys(input)
    .filter((key) => !fields.includes(key))
    .sort()
  if (extra.length > 0) {
    const verb = extra.length === 1 ? 'was' : 'were'
    return `Additional properties are not allowed (${extra.map(pythonRepr).join(', ')} ${verb} unexpected)`
  }
  if (type === 'custom') return isCommandText(input.command) ? null : 'Command cannot be empty.'
  return fields.every((field) => isPassword(input[field])) ? null : 'Your password must be atleast 6 characters long'
}

/** The custom schema: at least one character, and Python's `.` pattern, which any character but a newline matches. */
function isCommandText(value: JsonValue | undefined): boolean {
  return typeof value === 'string' && /[^\n]/.test(value)
}

/** The change_password schema: 6 to 30 characters (code points, as Python counts), not all whitespace. */
function isPassword(value: JsonValue | undefined): boolean {
  if (typeof value !== 'string') return false
  const length = [...value].length
  return length >= 6 && length <= 30 && /\S/.test(value)
}
