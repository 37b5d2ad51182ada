/** The access token lives in the `access_token` cookie as a JSON string (docs/product.md §3), so a reload can restore it. */
const name = 'access_token'
const maxAgeSeconds = 7 * 24 * 60 * 60

export function readAccessTokenCookie(): string {
  const raw = document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1)
  if (!raw) return ''
  try {
    const value: unknown = JSON.parse(decodeURIComponent(raw))
    return typeof value === 'string' ? value : ''
  } catch {
    return ''
  }
}

export function writeAccessTokenCookie(token: string) {
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  const value = encodeURIComponent(JSON.stringify(token))
  document.cookie = `${name}=${value}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`
}

export function clearAccessTokenCookie() {
  document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`
}
