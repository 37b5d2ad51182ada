import { createSocket } from 'node:dgram'
import { isIPv6 } from 'node:net'
import { attribute, md5, readAttributes } from './radius-client.ts'

/**
 * CoovaChilli's `coaport` (RFC 5176), as its cb_radius_coa_ind handles it: a Disconnect-Request or CoA-Request whose
 * Request Authenticator proves the shared secret names a user (User-Name, and optionally one Acct-Session-Id); a
 * Disconnect ends every session of that user and is answered ACK when one matched, NAK when none did. Changing a
 * session's limits by CoA is not simulated, so a CoA-Request is always answered CoA-NAK. A packet that is malformed,
 * unverifiable, of another code or without User-Name is dropped unanswered, as Chilli drops it. Unlike a real Chilli
 * (without its `coanoipcheck` option), the sender's address is not checked.
 */

export interface CoaListenerOptions {
  host: string
  /** 0 binds any free port. */
  port: number
  secret: string
  /**
   * Ends the sessions of `username` (only the one with `sessionId`, compared case-insensitively, when given);
   * true when there was at least one.
   */
  disconnect: (username: string, sessionId: string | null) => boolean
}

const coaCode = { disconnectRequest: 40, disconnectAck: 41, disconnectNak: 42, coaRequest: 43, coaNak: 45 } as const

/** RFC 5176 §2.3: the Request Authenticator is MD5 over the packet with 16 zero octets in its place, then the secret. */
function verified(packet: Buffer, secret: string): boolean {
  const expected = md5(packet.subarray(0, 4), Buffer.alloc(16), packet.subarray(20), Buffer.from(secret))
  return expected.equals(packet.subarray(4, 20))
}

/** The answer's code, or null for a request that is dropped. */
function answerCode(packet: Buffer, options: CoaListenerOptions): number | null {
  if (packet.length < 20 || packet.readUInt16BE(2) !== packet.length || !verified(packet, options.secret)) return null
  const code = packet[0]
  if (code !== coaCode.disconnectRequest && code !== coaCode.coaRequest) return null
  let username: Buffer | undefined
  let sessionId: Buffer | undefined
  for (const { type, value } of readAttributes(packet)) {
    if (type === attribute.userName) username ??= value
    if (type === attribute.acctSessionId) sessionId ??= value
  }
  if (!username) return null
  if (code === coaCode.coaRequest) return coaCode.coaNak
  const found = options.disconnect(username.toString('utf8'), sessionId ? sessionId.toString('utf8') : null)
  return found ? coaCode.disconnectAck : coaCode.disconnectNak
}

/** An answer without attributes: the request's Identifier, Response Authenticator over the request's authenticator. */
function encodeAnswer(code: number, request: Buffer, secret: string): Buffer {
  const header = Buffer.from([code, request[1]!, 0, 20])
  return Buffer.concat([header, md5(header, request.subarray(4, 20), Buffer.from(secret))])
}

export async function startCoaListener(options: CoaListenerOptions) {
  const socket = createSocket(isIPv6(options.host) ? 'udp6' : 'udp4')
  socket.on('message', (packet, peer) => {
    const code = answerCode(packet, options)
    // A lost answer is no worse than a lost datagram: the sender retries, so a failed send is not an error here.
    if (code !== null) socket.send(encodeAnswer(code, packet, options.secret), peer.port, peer.address, () => {})
  })
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject)
    socket.bind(options.port, options.host, () => {
      socket.off('error', reject)
      resolve()
    })
  })
  return {
    port: socket.address().port,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  }
}
