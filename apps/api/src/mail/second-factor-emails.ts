import type { Language } from '@wifi/contract'
import type { OutgoingEmail } from './mailer.ts'

/** What changed in an account's second factors; each change is told to the account's owner (issue 24). */
export type SecondFactorChange = 'totp-added' | 'totp-removed' | 'recovery-codes-replaced'

const what: Record<SecondFactorChange, Record<Language, string>> = {
  'totp-added': {
    en: 'An authenticator app was added to your Wi-Fi Console account.',
    vi: 'Một ứng dụng xác thực vừa được thêm vào tài khoản Wi-Fi Console của bạn.',
  },
  'totp-removed': {
    en: 'The authenticator app was removed from your Wi-Fi Console account.',
    vi: 'Ứng dụng xác thực vừa được gỡ khỏi tài khoản Wi-Fi Console của bạn.',
  },
  'recovery-codes-replaced': {
    en: 'New recovery codes were made for your Wi-Fi Console account; the old ones no longer work.',
    vi: 'Tài khoản Wi-Fi Console của bạn vừa có bộ mã khôi phục mới; các mã cũ không còn dùng được.',
  },
}

export function secondFactorChangedEmail(
  to: string,
  change: SecondFactorChange,
  resetLink: string,
  language: Language,
): OutgoingEmail {
  if (language === 'en') {
    return {
      to,
      subject: 'The sign-in steps of your Wi-Fi Console account changed',
      text: [
        what[change].en,
        `If this was not you, reset your password now: ${resetLink}`,
        'and ask an administrator to check your account.',
      ].join('\n'),
    }
  }
  return {
    to,
    subject: 'Các bước đăng nhập tài khoản Wi-Fi Console của bạn đã thay đổi',
    text: [
      what[change].vi,
      `Nếu không phải bạn, hãy đặt lại mật khẩu ngay: ${resetLink}`,
      'và nhờ quản trị viên kiểm tra tài khoản của bạn.',
    ].join('\n'),
  }
}
