/**
 * The relying party a passkey is made for: the console's public address (PUBLIC_URL). A passkey only works on the
 * host it was registered on, so PUBLIC_URL must be the address people open (docs/decisions/038).
 */
export interface RelyingParty {
  id: string
  name: string
  origin: string
}

export function relyingParty(publicUrl: string): RelyingParty {
  const url = new URL(publicUrl)
  return { id: url.hostname, name: 'Wi-Fi Console', origin: url.origin }
}
