import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

/**
 * Secrets the console holds for other systems (OpenWISP's API token, gateways' shared secrets) are stored
 * sealed with AES-256-GCM: a database dump or backup alone does not give them away. A sealed value reads
 * `v1.<iv>.<ciphertext and tag>` (base64url). Each is bound to its purpose, so a value copied into another column
 * does not open there.
 */
export type SecretPurpose = 'openwisp-token' | 'gateway-secret' | 'totp-secret'

export interface SecretBox {
  seal(plaintext: string, purpose: SecretPurpose): string
  /** Throws when the value was not sealed with this key for this purpose. */
  open(sealed: string, purpose: SecretPurpose): string
}

export const secretsKeyBytes = 32
const ivBytes = 12
const tagBytes = 16
/** Also handed to PostgreSQL (`~`) to find stored values by form; written in syntax both understand. */
export const sealedPattern = /^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22,}$/

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== secretsKeyBytes) throw new Error(`The secrets key must be ${secretsKeyBytes} bytes`)
  return {
    seal(plaintext, purpose) {
      const iv = randomBytes(ivBytes)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      cipher.setAAD(Buffer.from(purpose))
      const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()])
      return `v1.${iv.toString('base64url')}.${sealed.toString('base64url')}`
    },
    open(sealed, purpose) {
      if (!sealedPattern.test(sealed)) throw new Error('Not a sealed secret')
      const [, iv = '', body = ''] = sealed.split('.')
      const bytes = Buffer.from(body, 'base64url')
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
      decipher.setAAD(Buffer.from(purpose))
      decipher.setAuthTag(bytes.subarray(bytes.length - tagBytes))
      return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - tagBytes)), decipher.final()]).toString(
        'utf8',
      )
    },
  }
}
