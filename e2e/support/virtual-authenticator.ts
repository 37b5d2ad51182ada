import type { Page } from '@playwright/test'

/**
 * A virtual WebAuthn authenticator in the page's Chromium (the DevTools protocol's WebAuthn domain): a platform
 * authenticator with user verification (fingerprint, face or screen lock) that always succeeds, as a person would.
 */
export async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  return {
    /** The passkeys it holds. */
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  }
}
