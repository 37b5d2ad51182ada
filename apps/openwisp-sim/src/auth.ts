import { randomBytes } from 'node:crypto'
import { detail, type SimResponse } from './http.ts'

const DAY_MS = 86_400_000

export interface Credentials {
  username: string
  password: string
}

/** The API user's one token (OpenWISP keeps one per user) and the token endpoint's per-client day throttle. */
export class TokenService {
  private token: string | null = null
  private readonly history = new Map<string, number[]>()

  constructor(
    readonly credentials: Credentials,
    private readonly limitPerDay: number,
  ) {}

  matches(username: string, password: string): boolean {
    return username === this.credentials.username && password === this.credentials.password
  }

  /** The current token, created on first use and after a revocation. */
  issue(): string {
    this.token ??= randomBytes(20).toString('hex')
    return this.token
  }

  revoke(): void {
    this.token = null
  }

  get issued(): boolean {
    return this.token !== null
  }

  isValid(key: string): boolean {
    return this.token !== null && key === this.token
  }

  /**
   * Records a token request and returns null, or the seconds to wait when the client is over its daily limit.
   * As in DRF's SimpleRateThrottle, refused requests are not recorded and the wait runs to the oldest one's expiry.
   */
  throttle(client: string, now = Date.now()): number | null {
    const recent = (this.history.get(client) ?? []).filter((time) => time > now - DAY_MS)
    if (recent.length >= this.limitPerDay) {
      this.history.set(client, recent)
      const oldest = recent[0] ?? now
      return Math.max(1, Math.ceil((oldest + DAY_MS - now) / 1000))
    }
    recent.push(now)
    this.history.set(client, recent)
    return null
  }
}

function unauthorized(message: string): SimResponse {
  return detail(401, message, { 'WWW-Authenticate': 'Bearer' })
}

/**
 * DRF's TokenAuthentication with the keyword "Bearer": another scheme (such as `Token`) counts as no credentials,
 * and the header errors keep DRF's wording.
 */
export function authenticate(header: string | undefined, tokens: TokenService): SimResponse | null {
  const parts = (header ?? '').split(/\s+/).filter((part) => part.length > 0)
  if (parts.length === 0 || parts[0]?.toLowerCase() !== 'bearer') {
    return unauthorized('Authentication credentials were not provided.')
  }
  if (parts.length === 1) return unauthorized('Invalid token header. No credentials provided.')
  if (parts.length > 2) return unauthorized('Invalid token header. Token string should not contain spaces.')
  return tokens.isValid(parts[1] ?? '') ? null : unauthorized('Invalid token.')
}
