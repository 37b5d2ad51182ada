// The demo's terminal: the server writes JSON log lines (what log collectors want); a person trying the demo wants
// plain sentences. This turns each line into what that person needs to read, or nothing: emails (sign-in codes,
// reset links) as plain lines, warnings and errors with their reason, and request lines only when asked for. The
// administrator's and the demo customers' logins are kept for the banner instead of being printed in a box.

const firstAdminBox = /First start: created the administrator account[\s\S]*?Email:\s+(\S+)[\s\S]*?Password:\s+(\S+)/
const demoAccountsBox = /Demo data \(DEMO_SEED=true\): customer accounts/

const clock = (time) => new Date(time ?? Date.now()).toTimeString().slice(0, 8)
const levelWord = { 40: 'warning', 50: 'error', 60: 'fatal' }

/** Pino's request lines: 'incoming request' and 'request completed', with the request or the response. */
const isRequestLine = (entry) => entry.req !== undefined || entry.res !== undefined

function emailLines(entry) {
  // The log mailer's one line: "Email (not sent: SMTP_URL is unset) to <to> — <subject> — <body with ' | '>".
  const [, subject = '', ...body] = String(entry.msg).split(' — ')
  return [
    '',
    `${clock(entry.time)}  Email to ${entry.mailTo}: ${subject}`,
    ...body
      .join(' — ')
      .split(' | ')
      .map((line) => `          ${line}`),
    '',
  ]
}

/**
 * @param {{ showRequests: boolean }} options
 * @returns {{ render(line: string): string[], logins: { admin?: { email: string, password: string }, demoAccounts: boolean } }}
 */
export function createDemoLog({ showRequests }) {
  const logins = { admin: undefined, demoAccounts: false }
  function render(line) {
    let entry
    try {
      entry = JSON.parse(line)
    } catch {
      return line.trim() === '' ? [] : [line]
    }
    if (typeof entry !== 'object' || entry === null || !('msg' in entry)) return [line]
    if (isRequestLine(entry)) {
      if (!showRequests) return []
      const url = entry.req?.url ?? ''
      const status = entry.res?.statusCode ?? ''
      return [`${clock(entry.time)}  ${entry.req?.method ?? ''} ${url} ${status}`.trimEnd()]
    }
    if (entry.mailTo !== undefined) return emailLines(entry)
    const admin = firstAdminBox.exec(entry.msg)
    if (admin) {
      logins.admin = { email: admin[1], password: admin[2] }
      return []
    }
    if (demoAccountsBox.test(entry.msg)) {
      logins.demoAccounts = true
      return []
    }
    const level = levelWord[entry.level]
    const reason = entry.err?.message ? ` (${entry.err.message})` : ''
    return [`${clock(entry.time)}  ${level ? `${level}: ` : ''}${entry.msg}${reason}`]
  }
  return { render, logins }
}
