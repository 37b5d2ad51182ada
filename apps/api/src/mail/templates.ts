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

export function welcomeEmail(to: string, signInLink: string, language: Language): OutgoingEmail {
  if (language === 'en') {
    return {
      to,
      subject: 'Your Wi-Fi Console account is ready',
      text: [
        'Your Wi-Fi Console account has been created.',
        `Sign in here: ${signInLink}`,
        'If you did not sign up, ignore this email or ask us to remove the account.',
      ].join('\n'),
    }
  }
  return {
    to,
    subject: 'Tài khoản Wi-Fi Console của bạn đã sẵn sàng',
    text: [
      'Tài khoản Wi-Fi Console của bạn đã được tạo.',
      `Đăng nhập tại: ${signInLink}`,
      'Nếu bạn không đăng ký, hãy bỏ qua email này hoặc đề nghị chúng tôi xoá tài khoản.',
    ].join('\n'),
  }
}

/** To the owner of an email someone tried to sign up with again: the sign-up page answered as if it were new. */
export function signUpAttemptEmail(to: string, resetLink: string, language: Language): OutgoingEmail {
  if (language === 'en') {
    return {
      to,
      subject: 'Someone tried to sign up with your email',
      text: [
        'Someone tried to create a Wi-Fi Console account with this email, which already has one.',
        'No new account was created and nothing changed.',
        `If it was you and you forgot your password, set a new one here: ${resetLink}`,
      ].join('\n'),
    }
  }
  return {
    to,
    subject: 'Có người thử đăng ký bằng email của bạn',
    text: [
      'Có người vừa thử tạo tài khoản Wi-Fi Console bằng email này, trong khi email đã có tài khoản.',
      'Không có tài khoản mới nào được tạo và không có gì thay đổi.',
      `Nếu đó là bạn và bạn quên mật khẩu, hãy đặt mật khẩu mới tại: ${resetLink}`,
    ].join('\n'),
  }
}

/** After a password change or a reset, so an owner who did not do it learns at once. */
export function passwordChangedEmail(
  to: string,
  how: 'changed' | 'reset',
  forgotLink: string,
  language: Language,
): OutgoingEmail {
  if (language === 'en') {
    return {
      to,
      subject: 'Your Wi-Fi Console password was changed',
      text: [
        how === 'reset'
          ? 'Your password was just reset from a reset link, and every session was signed out.'
          : 'Your password was just changed, and your other sessions were signed out.',
        `If this wasn't you, set a new password now: ${forgotLink} — and tell your administrator.`,
      ].join('\n'),
    }
  }
  return {
    to,
    subject: 'Mật khẩu Wi-Fi Console của bạn đã thay đổi',
    text: [
      how === 'reset'
        ? 'Mật khẩu của bạn vừa được đặt lại bằng liên kết, và mọi phiên đăng nhập đã bị đăng xuất.'
        : 'Mật khẩu của bạn vừa được thay đổi, và các phiên đăng nhập khác đã bị đăng xuất.',
      `Nếu không phải bạn, hãy đặt mật khẩu mới ngay: ${forgotLink} — và báo cho quản trị viên.`,
    ].join('\n'),
  }
}

/** A passkey was added to or removed from the account: its owner hears of it, in case it was not them. */
export function passkeyChangedEmail(
  to: string,
  change: 'added' | 'removed',
  name: string,
  securityLink: string,
  language: Language,
): OutgoingEmail {
  if (language === 'en') {
    return {
      to,
      subject:
        change === 'added'
          ? 'A passkey was added to your Wi-Fi Console account'
          : 'A passkey was removed from your Wi-Fi Console account',
      text: [
        change === 'added'
          ? `The passkey "${name}" was just added to your account. It can now be used to sign in.`
          : `The passkey "${name}" was just removed from your account. It can no longer be used to sign in.`,
        `If this wasn't you, change your password and check your passkeys now: ${securityLink} — and tell your administrator.`,
      ].join('\n'),
    }
  }
  return {
    to,
    subject:
      change === 'added'
        ? 'Một khóa truy cập vừa được thêm vào tài khoản Wi-Fi Console của bạn'
        : 'Một khóa truy cập vừa bị xóa khỏi tài khoản Wi-Fi Console của bạn',
    text: [
      change === 'added'
        ? `Khóa truy cập "${name}" vừa được thêm vào tài khoản của bạn và từ nay có thể dùng để đăng nhập.`
        : `Khóa truy cập "${name}" vừa bị xóa khỏi tài khoản của bạn và không thể dùng để đăng nhập nữa.`,
      `Nếu không phải bạn, hãy đổi mật khẩu và kiểm tra các khóa truy cập ngay: ${securityLink} — và báo cho quản trị viên.`,
    ].join('\n'),
  }
}
