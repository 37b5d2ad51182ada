import { expect, type APIRequestContext } from '@playwright/test'
import { SoftAuthenticator } from '../../apps/api/test/support/webauthn-authenticator.ts'
import { appUrl } from './servers.ts'

/**
 * Registers a passkey through the API with the API tests' software authenticator, for tests that need one in a list
 * on the main server: browsers refuse WebAuthn on its address (127.0.0.1), while the server's checks do not care.
 */
export async function registerPasskeyThroughApi(request: APIRequestContext, token: string, name: string) {
  const headers = { authorization: `Bearer ${token}` }
  const options = await request.post('/api/me/passkeys/registration-options', { headers })
  const { credential } = new SoftAuthenticator(appUrl, new URL(appUrl).hostname).create(await options.json())
  const registered = await request.post('/api/me/passkeys', { headers, data: { name, credential } })
  expect(registered.status(), `passkey registration: ${await registered.text()}`).toBe(201)
}
