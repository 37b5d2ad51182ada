import { createHash, createHmac, randomBytes } from 'node:crypto'
import { createSocket } from 'node:dgram'

/**
 * A small RADIUS client (RFC 2865, PAP) for the simulator's logons: one Access-Request with User-Name, the hidden
 * User-Password, NAS-Identifier, Called- and Calling-Station-Id and a Message-Authenticator (RFC 3579, which current
 * FreeRADIUS asks for), sent over UDP with retries; the answer's Response Authenticator is checked.
 */

export interface RadiusServer {
  host: string
  port: number
  secret: string
  timeoutMs?: number
  attempts?: number
}

export interface AccessRequest {
  username: string
  password: string
  nasIdentifier: string
  calledStationId: string
  callingStationId: string
}

export interface RadiusAnswer {
  accepted: boolean
  replyMessage: string | null
  sessionTimeout: number | null
  /** Acct-Interim-Interval: how often the gateway is to report the session. */
  acctInterimInterval: number | null
}

const code = { accessRequest: 1, accessAccept: 2, accessReject: 3 } as const
export const attribute = {
  userName: 1,
  userPassword: 2,
  replyMessage: 18,
  sessionTimeout: 27,
  acctInterimInterval: 85,
  calledStationId: 30,
  callingStationId: 31,
  nasIdentifier: 32,
  acctSessionId: 44,
  messageAuthenticator: 80,
} as const

export const md5 = (...parts: Buffer[]) => createHash('md5').update(Buffer.concat(parts)).digest()

/** A packet's attributes (after the 20-byte header) in order; stops at the first one whose length is impossible. */
export function* readAttributes(packet: Buffer): Generator<{ type: number; value: Buffer }> {
  for (let offset = 20; offset + 2 <= packet.length;) {
    const length = packet[offset + 1]!
    if (length < 2 || offset + length > packet.length) return
    yield { type: packet[offset]!, value: packet.subarray(offset + 2, offset + length) }
    offset += length
  }
}

function encodeAttribute(type: number, value: Buffer): Buffer {
  if (value.length > 253) throw new Error(`RADIUS attribute ${type} is longer than 253 bytes`)
  return Buffer.concat([Buffer.from([type, value.length + 2]), value])
}

/** RFC 2865 §5.2: the password padded to 16-byte blocks, each XOR MD5(secret ‖ the previous cipher block). */
export function hidePassword(password: string, secret: string, authenticator: Buffer): Buffer {
  const clear = Buffer.from(password)
  const padded = Buffer.alloc(Math.max(16, Math.ceil(clear.length / 16) * 16))
  clear.copy(padded)
  const hidden = Buffer.alloc(padded.length)
  let previous = authenticator
  for (let offset = 0; offset < padded.length; offset += 16) {
    const key = md5(Buffer.from(secret), previous)
    for (let index = 0; index < 16; index++) hidden[offset + index] = padded[offset + index]! ^ key[index]!
    previous = hidden.subarray(offset, offset + 16)
  }
  return hidden
}

export function encodeAccessRequest(request: AccessRequest, secret: string, identifier: number, authenticator: Buffer) {
  const attributes = Buffer.concat([
    encodeAttribute(attribute.userName, Buffer.from(request.username)),
    encodeAttribute(attribute.userPassword, hidePassword(request.password, secret, authenticator)),
    encodeAttribute(attribute.nasIdentifier, Buffer.from(request.nasIdentifier)),
    encodeAttribute(attribute.calledStationId, Buffer.from(request.calledStationId)),
    encodeAttribute(attribute.callingStationId, Buffer.from(request.callingStationId)),
    encodeAttribute(attribute.messageAuthenticator, Buffer.alloc(16)),
  ])
  const packet = Buffer.concat([Buffer.from([code.accessRequest, identifier, 0, 0]), authenticator, attributes])
  packet.writeUInt16BE(packet.length, 2)
  // The Message-Authenticator is an HMAC-MD5 of the whole packet with its own 16 bytes zero: the packet's last ones.
  createHmac('md5', secret)
    .update(packet)
    .digest()
    .copy(packet, packet.length - 16)
  return packet
}

export function decodeAnswer(packet: Buffer, secret: string, identifier: number, requestAuthenticator: Buffer) {
  if (packet.length < 20 || packet[1] !== identifier || packet.readUInt16BE(2) !== packet.length) return null
  const expected = md5(packet.subarray(0, 4), requestAuthenticator, packet.subarray(20), Buffer.from(secret))
  if (!expected.equals(packet.subarray(4, 20))) return null
  const answer: RadiusAnswer = {
    accepted: packet[0] === code.accessAccept,
    replyMessage: null,
    sessionTimeout: null,
    acctInterimInterval: null,
  }
  if (packet[0] !== code.accessAccept && packet[0] !== code.accessReject) return null
  for (const { type, value } of readAttributes(packet)) {
    if (type === attribute.replyMessage) answer.replyMessage = (answer.replyMessage ?? '') + value.toString('utf8')
    if (type === attribute.sessionTimeout && value.length === 4) answer.sessionTimeout = value.readUInt32BE(0)
    if (type === attribute.acctInterimInterval && value.length === 4) answer.acctInterimInterval = value.readUInt32BE(0)
  }
  return answer
}

/** Asks the RADIUS server; rejects when it does not answer (after every attempt) or answers something unverifiable. */
export function authenticate(server: RadiusServer, request: AccessRequest): Promise<RadiusAnswer> {
  const identifier = randomBytes(1)[0]!
  const authenticator = randomBytes(16)
  const packet = encodeAccessRequest(request, server.secret, identifier, authenticator)
  const socket = createSocket('udp4')
  const attempts = server.attempts ?? 3
  return new Promise<RadiusAnswer>((resolve, reject) => {
    let sent = 0
    let timer: NodeJS.Timeout | undefined
    const finish = (result: RadiusAnswer | Error) => {
      clearTimeout(timer)
      socket.close()
      if (result instanceof Error) reject(result)
      else resolve(result)
    }
    const send = () => {
      if (sent === attempts) return finish(new Error(`RADIUS server ${server.host}:${server.port} did not answer`))
      sent += 1
      socket.send(packet, server.port, server.host)
      timer = setTimeout(send, server.timeoutMs ?? 2000)
    }
    socket.on('message', (message) => {
      const answer = decodeAnswer(message, server.secret, identifier, authenticator)
      if (answer) finish(answer)
    })
    socket.on('error', (error) => finish(error))
    send()
  })
}
