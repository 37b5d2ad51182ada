import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto'

/**
 * A software authenticator for the API tests: it answers WebAuthn options the way a browser and a security key
 * would (W3C WebAuthn Level 2 §6.1 authenticator data, §5.8.1 client data, "none" attestation, ES256), so the real
 * verification in @simplewebauthn/server is what the tests exercise. Test code only; the app signs nothing itself.
 */

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest()
const b64url = (data: Buffer) => data.toString('base64url')

/** CBOR (RFC 8949) for the few shapes an attestation needs: small ints, byte and text strings, maps. */
function cborHead(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length])
  if (length < 256) return Buffer.from([(major << 5) | 24, length])
  return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff])
}
type Cbor = number | string | Buffer | Map<Cbor, Cbor>
function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value)
  if (typeof value === 'string') return Buffer.concat([cborHead(3, Buffer.byteLength(value)), Buffer.from(value)])
  if (Buffer.isBuffer(value)) return Buffer.concat([cborHead(2, value.length), value])
  const entries = [...value].flatMap(([key, item]) => [cbor(key), cbor(item)])
  return Buffer.concat([cborHead(5, value.size), ...entries])
}

const flags = { userPresent: 0x01, userVerified: 0x04, attestedData: 0x40 }

export interface SoftPasskey {
  credentialId: string
  privateKey: KeyObject
  counter: number
}

export interface AnswerOptions {
  /** Where the "browser" says the page was (default the test app's PUBLIC_URL). */
  origin?: string
  rpId?: string
  userVerified?: boolean
  /** Change the challenge signed (default the one the options gave). */
  challenge?: string
}

export class SoftAuthenticator {
  constructor(
    private readonly origin = 'http://console.test',
    private readonly rpId = 'console.test',
  ) {}

  /** Creates a passkey for registration options; answers what `navigator.credentials.create()` would. */
  create(options: { challenge: string }, answer: AnswerOptions = {}) {
    const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    const jwk = publicKey.export({ format: 'jwk' })
    const coseKey = cbor(
      new Map<Cbor, Cbor>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    )
    const credentialId = randomBytes(32)
    const idLength = Buffer.alloc(2)
    idLength.writeUInt16BE(credentialId.length)
    const authData = Buffer.concat([
      this.authDataHead(answer, flags.attestedData, 0),
      Buffer.alloc(16), // AAGUID: none given
      idLength,
      credentialId,
      coseKey,
    ])
    const attestationObject = cbor(
      new Map<Cbor, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    )
    const passkey: SoftPasskey = { credentialId: b64url(credentialId), privateKey, counter: 0 }
    const credential = {
      id: passkey.credentialId,
      rawId: passkey.credentialId,
      type: 'public-key',
      response: {
        clientDataJSON: this.clientData('webauthn.create', options.challenge, answer),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    }
    return { passkey, credential }
  }

  /** Signs authentication options with a passkey; answers what `navigator.credentials.get()` would. */
  get(passkey: SoftPasskey, options: { challenge: string }, answer: AnswerOptions = {}) {
    passkey.counter += 1
    const authData = this.authDataHead(answer, 0, passkey.counter)
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, answer)
    const signed = Buffer.concat([authData, sha256(Buffer.from(clientDataJSON, 'base64url'))])
    return {
      id: passkey.credentialId,
      rawId: passkey.credentialId,
      type: 'public-key',
      response: {
        clientDataJSON,
        authenticatorData: b64url(authData),
        signature: b64url(sign('sha256', signed, passkey.privateKey)),
      },
      clientExtensionResults: {},
    }
  }

  private authDataHead(answer: AnswerOptions, extraFlags: number, counter: number): Buffer {
    const counterBytes = Buffer.alloc(4)
    counterBytes.writeUInt32BE(counter)
    const verified = answer.userVerified ?? true
    const flagByte = flags.userPresent | (verified ? flags.userVerified : 0) | extraFlags
    return Buffer.concat([sha256(answer.rpId ?? this.rpId), Buffer.from([flagByte]), counterBytes])
  }

  private clientData(type: string, challenge: string, answer: AnswerOptions): string {
    const data = {
      type,
      challenge: answer.challenge ?? challenge,
      origin: answer.origin ?? this.origin,
      crossOrigin: false,
    }
    return b64url(Buffer.from(JSON.stringify(data)))
  }
}
