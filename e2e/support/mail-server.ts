/**
 * The mail receiver the app sends to during the browser tests: the tests' SMTP receiver (@wifi/test-mail), and a
 * small HTTP endpoint the tests read its messages from (the tests run in other processes, so they cannot share
 * memory with it). Started by Playwright's webServer: `node --import tsx support/mail-server.ts`.
 *
 *   GET /health            → 200 { status: 'ok' }
 *   GET /messages?to=EMAIL → 200 [{ to, from, subject, text, attachments }], oldest first (each attachment's
 *                            filename, contentType and content in base64)
 */
import { createServer, type ServerResponse } from 'node:http'
import { mailToJson, startMailReceiver } from '@wifi/test-mail'
import { mailHttpPort, mailSmtpPort } from './servers.ts'

const receiver = await startMailReceiver({ port: mailSmtpPort })

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}

const http = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost')
  if (request.method !== 'GET') return sendJson(response, 405, { error: 'GET only' })
  if (url.pathname === '/health') return sendJson(response, 200, { status: 'ok' })
  if (url.pathname === '/messages') {
    const to = url.searchParams.get('to')
    if (!to) return sendJson(response, 400, { error: 'the to parameter is required' })
    return sendJson(response, 200, receiver.messagesTo(to).map(mailToJson))
  }
  return sendJson(response, 404, { error: 'not found' })
})
http.listen(mailHttpPort, '127.0.0.1')

function shutdown() {
  http.close()
  void receiver.close().then(() => process.exit(0))
}
process.on('SIGTERM', shutdown)
process.on('SIGINT', shutdown)
