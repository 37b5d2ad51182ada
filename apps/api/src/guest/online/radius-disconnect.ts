import { createHash, randomInt } from 'node:crypto'
import { createSocket } from 'node:dgram'

/**
 * RFC 5176 Disconnect-Request to a CoovaChilli gateway's `coaport`, the way an operator ends a guest's session there.
 * Chilli ends every session logged on with the request's User-Name (ours is the guest session's id, unique to the
 * visit, so nothing else is needed to name it: not the device's MAC) and answers Disconnect-ACK, or Disconnect-NAK
 * when it has none. It checks the request with the secret it shares with its RADIUS server, and ignores a request
 * it cannot verify: that, and a gateway that is not there, both look like no answer.
 */

const codes = { disconnectRequest: 40, disconnectAck: 41, disconnectNak: 42 } as const
const userNameAttribute = 1

export interface DisconnectTarget {
  host: string
  port: number
  secret: string
  /** Each try waits this long for the answer (default 2 s); UDP loses packets, so it sends the same request again. */
  timeoutMs?: number
  attempts?: number
}

export type DisconnectAnswer = 'ack' | 'nak'

export class GatewayNoAnswerError extends Error {
  override name = 'GatewayNoAnswerError'
}

const md5 = (...parts: Buffer[]) => createHash('md5').update(Buffer.concat(parts)).digest()

/** The request: its Request Authenticator is MD5 of the packet with 16 zero bytes in its place, then the secret. */
function disconnectRequest(userName: string, secret: string, identifier: number): Buffer {
  const value = Buffer.from(userName)
  const attributes = Buffer.concat([Buffer.from([userNameAttribute, value.length + 2]), value])
  const length = 20 + attributes.length
  const header = Buffer.from([codes.disconnectRequest, identifier, length >> 8, length & 255])
  const authenticator = md5(header, Buffer.alloc(16), attributes, Buffer.from(secret))
  return Buffer.concat([header, authenticator, attributes])
}

/** ACK or NAK when `answer` is the gateway's answer to `request` (same identifier, authenticator verified); else null. */
function readDisconnectAnswer(answer: Buffer, request: Buffer, secret: string): DisconnectAnswer | null {
  if (answer.length < 20 || answer.readUInt16BE(2) !== answer.length || answer[1] !== request[1]) return null
  const expected = md5(answer.subarray(0, 4), request.subarray(4, 20), answer.subarray(20), Buffer.from(secret))
  if (!expected.equals(answer.subarray(4, 20))) return null
  if (answer[0] === codes.disconnectAck) return 'ack'
  if (answer[0] === codes.disconnectNak) return 'nak'
  return null
}

/** Sends the Disconnect-Request and resolves with the gateway's answer; GatewayNoAnswerError after every try. */
export function disconnectSession(target: DisconnectTarget, userName: string): Promise<DisconnectAnswer> {
  const request = disconnectRequest(userName, target.secret, randomInt(256))
  const attempts = target.attempts ?? 3
  const socket = createSocket(target.host.includes(':') ? 'udp6' : 'udp4')
  return new Promise<DisconnectAnswer>((resolve, reject) => {
    let sent = 0
    let timer: NodeJS.Timeout | undefined
    const finish = (result: DisconnectAnswer | Error) => {
      clearTimeout(timer)
      socket.close()
      if (result instanceof Error) reject(result)
      else resolve(result)
    }
    const send = () => {
      if (sent === attempts) {
        return finish(new GatewayNoAnswerError(`${target.host}:${target.port} did not answer the Disconnect-Request`))
      }
      sent += 1
      socket.send(request, target.port, target.host)
      timer = setTimeout(send, target.timeoutMs ?? 2000)
    }
    socket.on('message', (message) => {
      const answer = readDisconnectAnswer(message, request, target.secret)
      if (answer) finish(answer)
    })
    // An unreachable port (ICMP) or a bad address surfaces here: to the operator it is the same as no answer.
    socket.on('error', (error) => finish(new GatewayNoAnswerError(error.message)))
    send()
  })
}
