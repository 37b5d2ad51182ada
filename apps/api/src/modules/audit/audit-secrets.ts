/** Stands for a secret's value in the trail: that it changed is recorded, never what it was or became. */
const hiddenValue = '[hidden]'

/** Words that make a field a secret by its name alone: `wifiPassword`, `gateway_secret`, `totpSecret`, `apiKey`. */
const secretWords = new Set([
  'password',
  'passphrase',
  'secret',
  'token',
  'totp',
  'otp',
  'recovery',
  'credential',
  'key',
])

/** A field name's words, from camelCase and snake_case alike (`passwordHash` → password, hash). */
const wordsOf = (field: string) =>
  field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)

const isSecretField = (field: string) => wordsOf(field).some((word) => secretWords.has(word))

const hide = (value: unknown) => (value == null ? null : hiddenValue)

/**
 * Field → [before, after] with every secret's values hidden: the fields a change names as secret, and any whose
 * name says it is one. Run when an entry is written and again when it is read, so an entry written without its
 * secrets named (by an older version, or a change that forgot them) never shows one.
 */
export function maskSecrets(
  changes: Record<string, [unknown, unknown]>,
  secrets: readonly string[] = [],
): Record<string, [unknown, unknown]> {
  return Object.fromEntries(
    Object.entries(changes).map(([field, [before, after]]) =>
      secrets.includes(field) || isSecretField(field) ? [field, [hide(before), hide(after)]] : [field, [before, after]],
    ),
  )
}
