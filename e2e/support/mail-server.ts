/**
 * The mail receiver the app sends to during the browser tests: a real SMTP server that keeps every message in
 * memory, and a small HTTP endpoint the tests read them from (the tests run in another process, so they cannot
 * share memory with it). Started by Playwright's webServer: `node --import tsx support/mail-server.ts`.
 *
 *   GET /health            → 200 { status: 'ok' }
 *   GET /messages?to=EMAIL → 200 [{ to, from, subject, text, attachments }], oldest first (each attachment's
 *                            filename, contentType and content in base64)
 */
import { createServer, type ServerResponse } from 'node:http'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { mailHttpPort, mailSmtpPort } from './servers.ts'

interface StoredMail {
  to: string[]
  from: string
  subject: string
  text: string
  attachments: { filename: string; contentType: string; content: string }[]
}

const received: StoredMail[] = []

const smtp = new SMTPServer({
  authOptional: true,
  // The app connects over plain smtp:// on loopback; offering STARTTLS would need a certificate for nothing.
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((parsed) => {
        received.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          attachments: parsed.attachments.map((file) => ({
            filename: file.filename ?? '',
            contentType: file.contentType,
            content: file.content.toString('base64'),
          })),
        })
        callback()
      })
      .catch(callback)
  },
})

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}

const http = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost')
  if (request.method !== 'GET') return sendJson(response, 405, { error: 'GET only' })
  if (url.pathname === '/health') return sendJson(response, 200, { status: 'ok' })
  if (url.pathname === '/messages') {
    const to = url.searchParams.get('to')?.toLowerCase()
    if (!to) return sendJson(response, 400, { error: 'the to parameter is required' })
    return sendJson(
      response,
      200,
      received.filter((mail) => mail.to.includes(to)),
    )
  }
  return sendJson(response, 404, { error: 'not found' })
})

smtp.listen(mailSmtpPort, '127.0.0.1')
http.listen(mailHttpPort, '127.0.0.1')

function shutdown() {
  http.close()
  smtp.close(() => process.exit(0))
}
process.on('SIGTERM', shutdown)
process.on('SIGINT', shutdown)
