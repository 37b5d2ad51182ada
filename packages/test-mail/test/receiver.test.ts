import { createTransport } from 'nodemailer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { codeFrom, linkFrom, mailFromJson, mailToJson, startMailReceiver, type MailReceiver } from '../src/index.ts'

let receiver: MailReceiver
const send = (fields: {
  to: string
  subject: string
  text: string
  attachments?: { filename: string; content: Buffer }[]
}) => createTransport(receiver.smtpUrl).sendMail({ from: 'app@example.test', ...fields })

beforeAll(async () => {
  receiver = await startMailReceiver({ waitMs: 2_000 })
})

afterAll(async () => {
  await receiver.close()
})

describe('the test mail receiver', () => {
  it('keeps each message by recipient, parsed, and hands each out once, oldest first', async () => {
    await send({ to: 'Anna@Example.test', subject: 'Mã đăng nhập của bạn: 123456', text: 'Mã: 123456' })
    await send({ to: 'anna@example.test', subject: 'Second', text: 'Open https://console.test/reset?token=ab-1 now' })
    expect(receiver.pending('ANNA@example.test').map((mail) => mail.subject)).toEqual([
      'Mã đăng nhập của bạn: 123456',
      'Second',
    ])

    const first = await receiver.next('anna@example.test')
    expect(first).toMatchObject({ to: ['anna@example.test'], from: 'app@example.test', text: 'Mã: 123456' })
    expect(codeFrom(first.subject)).toBe('123456')
    expect(linkFrom((await receiver.next('anna@example.test')).text)).toBe('https://console.test/reset?token=ab-1')
    expect(receiver.pending('anna@example.test')).toEqual([])
    expect(receiver.messagesTo('anna@example.test')).toHaveLength(2)
    expect(receiver.messagesTo('bob@example.test')).toEqual([])
  })

  it('waits for a message still on its way, and fails when none comes', async () => {
    const waiting = receiver.next('late@example.test')
    await send({ to: 'late@example.test', subject: 'Late', text: 'here' })
    expect((await waiting).subject).toBe('Late')
    await expect(receiver.next('late@example.test', { waitMs: 200 })).rejects.toThrow(
      'No email to late@example.test arrived within 200 ms',
    )
  })

  it('keeps attachments, and carries them through JSON', async () => {
    const content = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff])
    await send({
      to: 'files@example.test',
      subject: 'Report',
      text: 'attached',
      attachments: [{ filename: 'r.pdf', content }],
    })
    const mail = await receiver.next('files@example.test')
    expect(mail.attachments).toEqual([{ filename: 'r.pdf', contentType: 'application/pdf', content }])
    const json = JSON.parse(JSON.stringify(mailToJson(mail)))
    expect(json.attachments[0].content).toBe(content.toString('base64'))
    expect(mailFromJson(json)).toEqual(mail)
  })

  it('refuses a port already taken', async () => {
    await expect(startMailReceiver({ port: receiver.port })).rejects.toThrow(/EADDRINUSE/)
  })

  it('fails a wait when it closes', async () => {
    const other = await startMailReceiver()
    const waiting = other.next('nobody@example.test')
    await other.close()
    await expect(waiting).rejects.toThrow('The mail receiver closed')
  })

  it('finds no code or link where there is none', () => {
    expect(() => codeFrom('no code')).toThrow('No 6-digit code in: no code')
    expect(() => linkFrom('no link')).toThrow('No link in: no link')
  })
})
