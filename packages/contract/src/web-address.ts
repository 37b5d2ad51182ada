/**
 * A host as the URL parser gives it (lower case, an international name in its xn-- form, an IPv4 address in dotted
 * decimal, an IPv6 address in brackets): DNS labels of letters, digits and inner hyphens, or an IPv6 literal. The
 * parser lets `;`, `,`, `'` and `*` through in a host, and each means something in a Content-Security-Policy
 * (a new directive, a second policy, a keyword, a wildcard), where the host of an ad's video goes.
 */
const label = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?'
const hostPattern = new RegExp(`^(?:(?=.{1,253}$)${label}(?:\\.${label})*|\\[[0-9a-f:]+\\])$`)

/**
 * The origin `scheme://host[:port]` of an http(s) address whose host is a real one (see `hostPattern`), else null.
 * The host is checked as parsed, not as typed: `%3B` or a full-width `；` become `;` only then.
 */
export function webOrigin(address: string): string | null {
  let url: URL
  try {
    url = new URL(address)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  return hostPattern.test(url.hostname) ? `${url.protocol}//${url.host}` : null
}
