import { authTimings, type Language } from '@wifi/contract'
import type { OutgoingEmail } from './mailer.ts'

/** The emails the API sends, in Vietnamese (the product's default) and English. Plain text: nothing to escape. */

const otpMinutes = authTimings.otpTtlSeconds / 60
const resetMinutes = authTimings.resetTokenTtlSeconds / 60

export function signInCodeEmail(to: string, code: string, language: Language): OutgoingEmail {
  if (language === 'en') {
    return {
      to,
      subject: `Your sign-in code: ${code}`,
      text: [
        `Your Wi-Fi Console sign-in code is ${code}.`,
        `It expires in ${otpMinutes} minutes.`,
        'If you did not try to sign in, ignore this email and change your password.',
      ].join('\n'),
    }
  }
  return {
    to,
    subject: `Mã đăng nhập của bạn: ${code}`,
    text: [
      `Mã đăng nhập Wi-Fi Console của bạn là ${code}.`,
      `Mã có hiệu lực trong ${otpMinutes} phút.`,
      'Nếu bạn không đăng nhập, hãy bỏ qua email này và đổi mật khẩu.',
    ].join('\n'),
  }
}

export function resetLinkEmail(to: string, link: string, language: Language): OutgoingEmail {
  if (language === 'en') {
    return {
      to,
      subject: 'Reset your Wi-Fi Console password',
      text: [
        `Open this link to set a new password: ${link}`,
        `The link works once, for ${resetMinutes} minutes.`,
        'If you did not ask for it, ignore this email; your password stays as it is.',
      ].join('\n'),
    }
  }
  return {
    to,
    subject: 'Đặt lại mật khẩu Wi-Fi Console',
    text: [
      `Mở liên kết sau để đặt mật khẩu mới: ${link}`,
      `Liên kết chỉ dùng được một lần, trong ${resetMinutes} phút.`,
      'Nếu bạn không yêu cầu, hãy bỏ qua email này; mật khẩu của bạn không thay đổi.',
    ].join('\n'),
  }
}
