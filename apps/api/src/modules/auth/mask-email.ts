/** "anna@example.com" → "an***@example.com": enough for the owner to recognise, little for an onlooker. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  const local = email.slice(0, at)
  const visible = local.length > 2 ? 2 : 1
  return `${local.slice(0, visible)}***${email.slice(at)}`
}
