import { createHash, createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { decodeAnswer, encodeAccessRequest, hidePassword } from '../src/radius-client.ts'

describe('the RADIUS client’s packets', () => {
  it('hides a password as RFC 2865’s example does', () => {
    // RFC 2865 §7.1: user nemo, password "arctangent", secret xyzzy5461.
    const authenticator = Buffer.from('0f403f9473978057bd83d5cb98f4227a', 'hex')
    expect(hidePassword('arctangent', 'xyzzy5461', authenticator).toString('hex')).toBe(
      '0dbe708d93d413ce3196e43f782a0aee',
    )
  })

  it('signs the request with a Message-Authenticator over the whole packet', () => {
    const authenticator = Buffer.alloc(16, 1)
    const packet = encodeAccessRequest(
      { username: 'u', password: 'p', nasIdentifier: 'ap', calledStationId: 'A', callingStationId: 'B' },
      'secret',
      7,
      authenticator,
    )
    expect(packet[0]).toBe(1)
    expect(packet[1]).toBe(7)
    expect(packet.readUInt16BE(2)).toBe(packet.length)
    const signature = Buffer.from(packet.subarray(packet.length - 16))
    const zeroed = Buffer.from(packet)
    zeroed.fill(0, packet.length - 16)
    expect(createHmac('md5', 'secret').update(zeroed).digest()).toEqual(signature)
    expect(packet[packet.length - 18]).toBe(80)
  })

  it('reads an answer only when its Response Authenticator proves it came from the server', () => {
    const requestAuthenticator = Buffer.alloc(16, 2)
    const attributes = Buffer.concat([
      Buffer.from([18, 9]),
      Buffer.from('Welcome'),
      Buffer.from([27, 6, 0, 0, 0x0e, 0x10]),
    ])
    const header = Buffer.from([2, 9, 0, 20 + attributes.length])
    const responseAuthenticator = createHash('md5')
      .update(Buffer.concat([header, requestAuthenticator, attributes, Buffer.from('secret')]))
      .digest()
    const answer = Buffer.concat([header, responseAuthenticator, attributes])
    expect(decodeAnswer(answer, 'secret', 9, requestAuthenticator)).toEqual({
      accepted: true,
      replyMessage: 'Welcome',
      sessionTimeout: 3600,
      acctInterimInterval: null,
    })
    expect(decodeAnswer(answer, 'other-secret', 9, requestAuthenticator)).toBeNull()
    expect(decodeAnswer(answer, 'secret', 10, requestAuthenticator)).toBeNull()
  })
})
