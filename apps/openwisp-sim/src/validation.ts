/** DRF field rules and messages shared by the device, group and location bodies. */

export type Errors = Record<string, string[] | Record<string, string[]>>

interface TextRule {
  required?: boolean
  max?: number
  blank?: boolean
  nullable?: boolean
}

/** DRF's name for a JSON value's Python type, as its "Incorrect type" messages use it. */
export function pythonType(value: unknown): string {
  if (Array.isArray(value)) return 'list'
  if (typeof value === 'boolean') return 'bool'
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'float'
  if (typeof value === 'object' && value !== null) return 'dict'
  return 'str'
}

/** Python's repr() of a parsed JSON value, as jsonschema and DRF put values into their messages. */
export function pythonRepr(value: unknown): string {
  if (value === null || value === undefined) return 'None'
  if (typeof value === 'boolean') return value ? 'True' : 'False'
  if (typeof value === 'number') return String(value)
  if (typeof value === 'string') return pythonString(value)
  if (Array.isArray(value)) return `[${value.map(pythonRepr).join(', ')}]`
  const entries = Object.entries(value as Record<string, unknown>)
  return `{${entries.map(([key, item]) => `${pythonString(key)}: ${pythonRepr(item)}`).join(', ')}}`
}

/** Python's str(): text as it is, anything else as its repr. */
export function pythonStr(value: unknown): string {
  return typeof value === 'string' ? value : pythonRepr(value)
}

/** Single quotes unless the text holds one and no double quote, as Python chooses; control characters escaped. */
function pythonString(text: string): string {
  const quote = text.includes("'") && !text.includes('"') ? '"' : "'"
  const named: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' }
  let body = ''
  for (const char of text) {
    const code = char.charCodeAt(0)
    if (char === '\\' || char === quote) body += `\\${char}`
    else if (named[char]) body += named[char]
    else if (code < 0x20 || code === 0x7f) body += `\\x${code.toString(16).padStart(2, '0')}`
    else body += char
  }
  return `${quote}${body}${quote}`
}

/** Reads a CharField like DRF: numbers become text, whitespace is trimmed, then length and blank are checked. */
export function readText(
  data: Record<string, unknown>,
  field: string,
  rule: TextRule,
  partial: boolean,
  errors: Errors,
): string | null | undefined {
  const value = data[field]
  if (value === undefined) {
    if (rule.required && !partial) errors[field] = ['This field is required.']
    return undefined
  }
  if (value === null) {
    if (rule.nullable) return null
    errors[field] = ['This field may not be null.']
    return undefined
  }
  if (typeof value !== 'string' && typeof value !== 'number') {
    errors[field] = ['Not a valid string.']
    return undefined
  }
  const text = String(value).trim()
  if (text === '') {
    if (rule.nullable) return null
    if (!rule.blank) {
      errors[field] = ['This field may not be blank.']
      return undefined
    }
  }
  if (rule.max !== undefined && text.length > rule.max) {
    errors[field] = [`Ensure this field has no more than ${rule.max} characters.`]
    return undefined
  }
  return text
}

/** A primary key of something the user may see; DRF's PrimaryKeyRelatedField messages. */
export function readPk(
  data: Record<string, unknown>,
  field: string,
  exists: (id: string) => boolean,
  rule: { required?: boolean; nullable?: boolean },
  partial: boolean,
  errors: Errors,
): string | null | undefined {
  const value = data[field]
  if (value === undefined) {
    if (rule.required && !partial) errors[field] = ['This field is required.']
    return undefined
  }
  if (value === null || value === '') {
    if (rule.nullable) return null
    errors[field] = [value === null ? 'This field may not be null.' : 'This field is required.']
    return undefined
  }
  if (typeof value !== 'string') {
    errors[field] = [`Incorrect type. Expected pk value, received ${pythonType(value)}.`]
    return undefined
  }
  if (!exists(value)) {
    errors[field] = [`Invalid pk "${value}" - object does not exist.`]
    return undefined
  }
  return value
}
