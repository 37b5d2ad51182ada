import type { Language } from '@wifi/contract'
import type { OutgoingEmail } from './mailer.ts'

/**
 * Tells a user that an administrator reset their second factors: what is gone, how they sign in now, and (when
 * REQUIRE_STRONG_MFA asks it of their role) that they will set up an app or a passkey again first.
 */
export function secondFactorsResetEmail(
  to: string,
  signInLink: string,
  mustEnrolAgain: boolean,
  language: Language,
): OutgoingEmail {
  if (language === 'en') {
    return {
      to,
      subject: 'An administrator reset the sign-in steps of your Wi-Fi Console account',
      text: [
        'An administrator removed the authenticator app, recovery codes and passkeys from your Wi-Fi Console account and signed you out everywhere.',
        `Sign in again with your password and the code we email you: ${signInLink}`,
        ...(mustEnrolAgain ? ['You will then be asked to set up an authenticator app or a passkey again.'] : []),
        'If you did not ask for this, tell your administrator.',
      ].join('\n'),
    }
  }
  return {
    to,
    subject: 'Quản trị viên đã đặt lại các bước đăng nhập tài khoản Wi-Fi Console của bạn',
    text: [
      'Quản trị viên đã gỡ ứng dụng xác thực, mã khôi phục và khóa truy cập khỏi tài khoản Wi-Fi Console của bạn và đăng xuất bạn khỏi mọi thiết bị.',
      `Hãy đăng nhập lại bằng mật khẩu và mã chúng tôi gửi qua email: ${signInLink}`,
      ...(mustEnrolAgain ? ['Sau đó bạn sẽ được yêu cầu thiết lập lại ứng dụng xác thực hoặc khóa truy cập.'] : []),
      'Nếu bạn không yêu cầu việc này, hãy báo cho quản trị viên.',
    ].join('\n'),
  }
}
