import { createHash } from 'node:crypto'
import { request as httpRequest } from 'node:http'

// A guest's browser as the tests drive the simulator, written here from CoovaChilli's documentation rather than with
// the simulator's own helpers, so a mistake in those cannot hide in both ends.

/** A GET through the simulator as the guest's browser: the status, the redirect's query and the page. */
export function get(base: string, path: string, cookie?: string) {
  return new Promise<{ status: number; location: URL | null; cookie: string | undefined; body: string }>(
    (resolve, reject) => {
      const request = httpRequest(new URL(path, base), { headers: cookie ? { cookie } : {} }, (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            location: response.headers.location ? new URL(response.headers.location) : null,
            cookie: response.headers['set-cookie']?.[0]?.split(';')[0],
            body,
          }),
        )
      })
      request.on('error', reject)
      request.end()
    },
  )
}

/** The captive page's PAP encoding: the password XOR MD5(challenge's bytes ‖ UAM secret), zero-padded to 16 bytes. */
export function papPassword(challengeHex: string, uamSecret: string, password: string) {
  const key = createHash('md5').update(Buffer.from(challengeHex, 'hex')).update(uamSecret).digest()
  const padded = Buffer.alloc(16)
  Buffer.from(password).copy(padded)
  return Buffer.from(padded.map((byte, index) => byte ^ key[index]!)).toString('hex')
}
