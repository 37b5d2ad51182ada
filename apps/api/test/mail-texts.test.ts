import type { AdReportReason } from '@wifi/contract'
import { describe, expect, it } from 'vitest'
import { secondFactorsResetEmail } from '../src/mail/account-care-emails.ts'
import { adReportDigestEmail, adTakenDownEmail, type DigestedReport } from '../src/mail/ad-report-emails.ts'
import { secondFactorChangedEmail } from '../src/mail/second-factor-emails.ts'
import { venueInvitationEmail } from '../src/mail/venue-invitation-emails.ts'
import {
  passkeyChangedEmail,
  passwordChangedEmail,
  resetLinkEmail,
  signInCodeEmail,
  signUpAttemptEmail,
  welcomeEmail,
} from '../src/mail/templates.ts'

/**
 * Every email the API sends, in both languages and every variant, with fixed inputs, written out in full: other API
 * tests and the browser tests read these subjects and bodies, so however the texts are kept they must not change by
 * a byte.
 */

const to = 'owner@example.com'
const email = (subject: string, ...lines: string[]) => ({ to, subject, text: lines.join('\n') })

const signInLink = 'https://wifi.example/sign-in'
const forgotLink = 'https://wifi.example/forgot-password'
const resetLink = 'https://wifi.example/reset-password?token=abc'
const securityLink = 'https://wifi.example/security'

describe('the account emails', () => {
  it('sign-in code', () => {
    expect(signInCodeEmail(to, '123456', 'vi')).toStrictEqual(
      email(
        'Mã đăng nhập của bạn: 123456',
        'Mã đăng nhập Wi-Fi Console của bạn là 123456.',
        'Mã có hiệu lực trong 10 phút.',
        'Nếu bạn không đăng nhập, hãy bỏ qua email này và đổi mật khẩu.',
      ),
    )
    expect(signInCodeEmail(to, '123456', 'en')).toStrictEqual(
      email(
        'Your sign-in code: 123456',
        'Your Wi-Fi Console sign-in code is 123456.',
        'It expires in 10 minutes.',
        'If you did not try to sign in, ignore this email and change your password.',
      ),
    )
  })

  it('password reset link', () => {
    expect(resetLinkEmail(to, resetLink, 'vi')).toStrictEqual(
      email(
        'Đặt lại mật khẩu Wi-Fi Console',
        'Mở liên kết sau để đặt mật khẩu mới: https://wifi.example/reset-password?token=abc',
        'Liên kết chỉ dùng được một lần, trong 30 phút.',
        'Nếu bạn không yêu cầu, hãy bỏ qua email này; mật khẩu của bạn không thay đổi.',
      ),
    )
    expect(resetLinkEmail(to, resetLink, 'en')).toStrictEqual(
      email(
        'Reset your Wi-Fi Console password',
        'Open this link to set a new password: https://wifi.example/reset-password?token=abc',
        'The link works once, for 30 minutes.',
        'If you did not ask for it, ignore this email; your password stays as it is.',
      ),
    )
  })

  it('welcome', () => {
    expect(welcomeEmail(to, signInLink, 'vi')).toStrictEqual(
      email(
        'Tài khoản Wi-Fi Console của bạn đã sẵn sàng',
        'Tài khoản Wi-Fi Console của bạn đã được tạo.',
        'Đăng nhập tại: https://wifi.example/sign-in',
        'Nếu bạn không đăng ký, hãy bỏ qua email này hoặc đề nghị chúng tôi xoá tài khoản.',
      ),
    )
    expect(welcomeEmail(to, signInLink, 'en')).toStrictEqual(
      email(
        'Your Wi-Fi Console account is ready',
        'Your Wi-Fi Console account has been created.',
        'Sign in here: https://wifi.example/sign-in',
        'If you did not sign up, ignore this email or ask us to remove the account.',
      ),
    )
  })

  it('sign-up attempt with a taken email', () => {
    expect(signUpAttemptEmail(to, forgotLink, 'vi')).toStrictEqual(
      email(
        'Có người thử đăng ký bằng email của bạn',
        'Có người vừa thử tạo tài khoản Wi-Fi Console bằng email này, trong khi email đã có tài khoản.',
        'Không có tài khoản mới nào được tạo và không có gì thay đổi.',
        'Nếu đó là bạn và bạn quên mật khẩu, hãy đặt mật khẩu mới tại: https://wifi.example/forgot-password',
      ),
    )
    expect(signUpAttemptEmail(to, forgotLink, 'en')).toStrictEqual(
      email(
        'Someone tried to sign up with your email',
        'Someone tried to create a Wi-Fi Console account with this email, which already has one.',
        'No new account was created and nothing changed.',
        'If it was you and you forgot your password, set a new one here: https://wifi.example/forgot-password',
      ),
    )
  })

  it('password changed or reset', () => {
    const viWarning =
      'Nếu không phải bạn, hãy đặt mật khẩu mới ngay: https://wifi.example/forgot-password — và báo cho quản trị viên.'
    const enWarning =
      "If this wasn't you, set a new password now: https://wifi.example/forgot-password — and tell your administrator."
    expect(passwordChangedEmail(to, 'changed', forgotLink, 'vi')).toStrictEqual(
      email(
        'Mật khẩu Wi-Fi Console của bạn đã thay đổi',
        'Mật khẩu của bạn vừa được thay đổi, và các phiên đăng nhập khác đã bị đăng xuất.',
        viWarning,
      ),
    )
    expect(passwordChangedEmail(to, 'reset', forgotLink, 'vi')).toStrictEqual(
      email(
        'Mật khẩu Wi-Fi Console của bạn đã thay đổi',
        'Mật khẩu của bạn vừa được đặt lại bằng liên kết, và mọi phiên đăng nhập đã bị đăng xuất.',
        viWarning,
      ),
    )
    expect(passwordChangedEmail(to, 'changed', forgotLink, 'en')).toStrictEqual(
      email(
        'Your Wi-Fi Console password was changed',
        'Your password was just changed, and your other sessions were signed out.',
        enWarning,
      ),
    )
    expect(passwordChangedEmail(to, 'reset', forgotLink, 'en')).toStrictEqual(
      email(
        'Your Wi-Fi Console password was changed',
        'Your password was just reset from a reset link, and every session was signed out.',
        enWarning,
      ),
    )
  })

  it('passkey added or removed', () => {
    const viWarning =
      'Nếu không phải bạn, hãy đổi mật khẩu và kiểm tra các khóa truy cập ngay: https://wifi.example/security — và báo cho quản trị viên.'
    const enWarning =
      "If this wasn't you, change your password and check your passkeys now: https://wifi.example/security — and tell your administrator."
    expect(passkeyChangedEmail(to, 'added', 'Laptop', securityLink, 'vi')).toStrictEqual(
      email(
        'Một khóa truy cập vừa được thêm vào tài khoản Wi-Fi Console của bạn',
        'Khóa truy cập "Laptop" vừa được thêm vào tài khoản của bạn và từ nay có thể dùng để đăng nhập.',
        viWarning,
      ),
    )
    expect(passkeyChangedEmail(to, 'removed', 'Laptop', securityLink, 'vi')).toStrictEqual(
      email(
        'Một khóa truy cập vừa bị xóa khỏi tài khoản Wi-Fi Console của bạn',
        'Khóa truy cập "Laptop" vừa bị xóa khỏi tài khoản của bạn và không thể dùng để đăng nhập nữa.',
        viWarning,
      ),
    )
    expect(passkeyChangedEmail(to, 'added', 'Laptop', securityLink, 'en')).toStrictEqual(
      email(
        'A passkey was added to your Wi-Fi Console account',
        'The passkey "Laptop" was just added to your account. It can now be used to sign in.',
        enWarning,
      ),
    )
    expect(passkeyChangedEmail(to, 'removed', 'Laptop', securityLink, 'en')).toStrictEqual(
      email(
        'A passkey was removed from your Wi-Fi Console account',
        'The passkey "Laptop" was just removed from your account. It can no longer be used to sign in.',
        enWarning,
      ),
    )
    // A name its owner chose goes in as written, even one that looks like a placeholder.
    expect(passkeyChangedEmail(to, 'added', '{{securityLink}}', securityLink, 'en').text).toBe(
      `The passkey "{{securityLink}}" was just added to your account. It can now be used to sign in.\n${enWarning}`,
    )
  })

  it('second factor added, removed or replaced', () => {
    const vi = (what: string) =>
      email(
        'Các bước đăng nhập tài khoản Wi-Fi Console của bạn đã thay đổi',
        what,
        'Nếu không phải bạn, hãy đặt lại mật khẩu ngay: https://wifi.example/forgot-password',
        'và nhờ quản trị viên kiểm tra tài khoản của bạn.',
      )
    const en = (what: string) =>
      email(
        'The sign-in steps of your Wi-Fi Console account changed',
        what,
        'If this was not you, reset your password now: https://wifi.example/forgot-password',
        'and ask an administrator to check your account.',
      )
    expect(secondFactorChangedEmail(to, 'totp-added', forgotLink, 'vi')).toStrictEqual(
      vi('Một ứng dụng xác thực vừa được thêm vào tài khoản Wi-Fi Console của bạn.'),
    )
    expect(secondFactorChangedEmail(to, 'totp-removed', forgotLink, 'vi')).toStrictEqual(
      vi('Ứng dụng xác thực vừa được gỡ khỏi tài khoản Wi-Fi Console của bạn.'),
    )
    expect(secondFactorChangedEmail(to, 'recovery-codes-replaced', forgotLink, 'vi')).toStrictEqual(
      vi('Tài khoản Wi-Fi Console của bạn vừa có bộ mã khôi phục mới; các mã cũ không còn dùng được.'),
    )
    expect(secondFactorChangedEmail(to, 'totp-added', forgotLink, 'en')).toStrictEqual(
      en('An authenticator app was added to your Wi-Fi Console account.'),
    )
    expect(secondFactorChangedEmail(to, 'totp-removed', forgotLink, 'en')).toStrictEqual(
      en('The authenticator app was removed from your Wi-Fi Console account.'),
    )
    expect(secondFactorChangedEmail(to, 'recovery-codes-replaced', forgotLink, 'en')).toStrictEqual(
      en('New recovery codes were made for your Wi-Fi Console account; the old ones no longer work.'),
    )
  })

  it("an administrator's reset of the second factors, with and without enrolling again", () => {
    const viRemoved =
      'Quản trị viên đã gỡ ứng dụng xác thực, mã khôi phục và khóa truy cập khỏi tài khoản Wi-Fi Console của bạn và đăng xuất bạn khỏi mọi thiết bị.'
    const viSignIn = 'Hãy đăng nhập lại bằng mật khẩu và mã chúng tôi gửi qua email: https://wifi.example/sign-in'
    const viTell = 'Nếu bạn không yêu cầu việc này, hãy báo cho quản trị viên.'
    expect(secondFactorsResetEmail(to, signInLink, true, 'vi')).toStrictEqual(
      email(
        'Quản trị viên đã đặt lại các bước đăng nhập tài khoản Wi-Fi Console của bạn',
        viRemoved,
        viSignIn,
        'Sau đó bạn sẽ được yêu cầu thiết lập lại ứng dụng xác thực hoặc khóa truy cập.',
        viTell,
      ),
    )
    expect(secondFactorsResetEmail(to, signInLink, false, 'vi')).toStrictEqual(
      email('Quản trị viên đã đặt lại các bước đăng nhập tài khoản Wi-Fi Console của bạn', viRemoved, viSignIn, viTell),
    )

    const enRemoved =
      'An administrator removed the authenticator app, recovery codes and passkeys from your Wi-Fi Console account and signed you out everywhere.'
    const enSignIn = 'Sign in again with your password and the code we email you: https://wifi.example/sign-in'
    const enTell = 'If you did not ask for this, tell your administrator.'
    expect(secondFactorsResetEmail(to, signInLink, true, 'en')).toStrictEqual(
      email(
        'An administrator reset the sign-in steps of your Wi-Fi Console account',
        enRemoved,
        enSignIn,
        'You will then be asked to set up an authenticator app or a passkey again.',
        enTell,
      ),
    )
    expect(secondFactorsResetEmail(to, signInLink, false, 'en')).toStrictEqual(
      email('An administrator reset the sign-in steps of your Wi-Fi Console account', enRemoved, enSignIn, enTell),
    )
  })
})

describe('the ad report emails, in Vietnamese then English', () => {
  const reportsLink = 'https://wifi.example/ad-reports'
  const report = (reason: AdReportReason, details: string | null, reportedAt: string): DigestedReport => ({
    adTitle: 'Phở 24',
    venueName: 'Quán Sài Gòn',
    reason,
    details,
    reportedAt: new Date(reportedAt),
  })

  it('digest of one report', () => {
    expect(adReportDigestEmail(to, [report('scam', null, '2026-12-01T02:05:00Z')], reportsLink)).toStrictEqual(
      email(
        '1 báo cáo quảng cáo mới từ khách / 1 new ad report from guests',
        'Khách đã gửi 1 báo cáo quảng cáo mới:',
        '- 01/12 09:05, Quán Sài Gòn: “Phở 24” — Lừa đảo',
        'Xem các báo cáo và gỡ quảng cáo nếu cần: https://wifi.example/ad-reports',
        '',
        'Guests sent 1 new ad report:',
        '- 01/12 09:05, Quán Sài Gòn: “Phở 24” — Scam',
        'Read the reports and take an ad down if needed: https://wifi.example/ad-reports',
      ),
    )
  })

  it("digest of several reports, every reason, a guest's words made harmless and left as written", () => {
    const reports = [
      report('misleading', 'Go to http://evil.com\n  "now" {{reportsLink}}', '2026-12-01T16:30:00Z'),
      report('offensive', null, '2026-12-02T01:00:00Z'),
      report('unlawful', null, '2026-12-02T01:01:00Z'),
      report('scam', null, '2026-12-02T01:02:00Z'),
      report('other', 'Tôi bị lừa', '2026-12-02T01:03:00Z'),
    ]
    expect(adReportDigestEmail(to, reports, reportsLink)).toStrictEqual(
      email(
        '5 báo cáo quảng cáo mới từ khách / 5 new ad reports from guests',
        'Khách đã gửi 5 báo cáo quảng cáo mới:',
        '- 01/12 23:30, Quán Sài Gòn: “Phở 24” — Gây hiểu lầm',
        `  Lời khách viết, chưa kiểm chứng: "Go to http[:]//evil[.]com 'now' {{reportsLink}}"`,
        '- 02/12 08:00, Quán Sài Gòn: “Phở 24” — Phản cảm',
        '- 02/12 08:01, Quán Sài Gòn: “Phở 24” — Vi phạm pháp luật',
        '- 02/12 08:02, Quán Sài Gòn: “Phở 24” — Lừa đảo',
        '- 02/12 08:03, Quán Sài Gòn: “Phở 24” — Lý do khác',
        '  Lời khách viết, chưa kiểm chứng: "Tôi bị lừa"',
        'Xem các báo cáo và gỡ quảng cáo nếu cần: https://wifi.example/ad-reports',
        '',
        'Guests sent 5 new ad reports:',
        '- 01/12 23:30, Quán Sài Gòn: “Phở 24” — Misleading',
        `  Written by a guest, unchecked: "Go to http[:]//evil[.]com 'now' {{reportsLink}}"`,
        '- 02/12 08:00, Quán Sài Gòn: “Phở 24” — Offensive',
        '- 02/12 08:01, Quán Sài Gòn: “Phở 24” — Unlawful',
        '- 02/12 08:02, Quán Sài Gòn: “Phở 24” — Scam',
        '- 02/12 08:03, Quán Sài Gòn: “Phở 24” — Other',
        '  Written by a guest, unchecked: "Tôi bị lừa"',
        'Read the reports and take an ad down if needed: https://wifi.example/ad-reports',
      ),
    )
  })

  it('digest of no reports leaves no empty line for them', () => {
    expect(adReportDigestEmail(to, [], reportsLink)).toStrictEqual(
      email(
        '0 báo cáo quảng cáo mới từ khách / 0 new ad reports from guests',
        'Khách đã gửi 0 báo cáo quảng cáo mới:',
        'Xem các báo cáo và gỡ quảng cáo nếu cần: https://wifi.example/ad-reports',
        '',
        'Guests sent 0 new ad reports:',
        'Read the reports and take an ad down if needed: https://wifi.example/ad-reports',
      ),
    )
  })

  it('takedown, its title and reason left as written', () => {
    expect(adTakenDownEmail(to, 'Phở {{reason}}', 'Giá sai / Wrong prices {{adTitle}}')).toStrictEqual(
      email(
        'Quảng cáo “Phở {{reason}}” đã bị gỡ / Your ad was taken down',
        'Quản trị viên đã gỡ quảng cáo “Phở {{reason}}” của bạn khỏi mọi địa điểm. Khách sẽ không thấy quảng cáo này nữa.',
        'Lý do: Giá sai / Wrong prices {{adTitle}}',
        'Hãy liên hệ quản trị viên nếu bạn muốn sửa quảng cáo để được khôi phục.',
        '',
        'An administrator took your ad “Phở {{reason}}” down at every venue. Guests no longer see it.',
        'Reason: Giá sai / Wrong prices {{adTitle}}',
        'Contact your administrator if you want to change the ad and have it restored.',
      ),
    )
  })
})

describe('the venue invitation emails (docs/decisions/056)', () => {
  const link = 'https://wifi.example/invitation?token=abc'

  it('to an address without an account, and to an account’s owner, in both languages; the venue’s name as written', () => {
    expect(venueInvitationEmail(to, 'Phở {{link}}', link, false, 'vi')).toStrictEqual(
      email(
        'Lời mời quản lý địa điểm “Phở {{link}}” trên Wi-Fi Console',
        'Quản trị viên Wi-Fi Console mời bạn quản lý địa điểm “Phở {{link}}”.',
        'Mở liên kết sau để tạo tài khoản với địa chỉ email này và vào địa điểm: https://wifi.example/invitation?token=abc',
        'Liên kết chỉ dùng được một lần, trong 7 ngày.',
        'Nếu bạn không chờ lời mời này, hãy bỏ qua email này; sẽ không có tài khoản nào được tạo.',
      ),
    )
    expect(venueInvitationEmail(to, 'Cà phê Gió', link, true, 'vi')).toStrictEqual(
      email(
        'Lời mời quản lý địa điểm “Cà phê Gió” trên Wi-Fi Console',
        'Quản trị viên Wi-Fi Console mời bạn quản lý địa điểm “Cà phê Gió”.',
        'Mở liên kết sau và đăng nhập bằng tài khoản của bạn để vào địa điểm: https://wifi.example/invitation?token=abc',
        'Liên kết chỉ dùng được một lần, trong 7 ngày.',
        'Nếu bạn không chờ lời mời này, hãy bỏ qua email này; tài khoản của bạn không thay đổi.',
      ),
    )
    expect(venueInvitationEmail(to, 'Cà phê Gió', link, false, 'en')).toStrictEqual(
      email(
        'You are invited to manage “Cà phê Gió” on Wi-Fi Console',
        'A Wi-Fi Console administrator invites you to manage the venue “Cà phê Gió”.',
        'Open this link to create your account with this email address and open the venue: https://wifi.example/invitation?token=abc',
        'The link works once, for 7 days.',
        'If you were not expecting this invitation, ignore this email; no account is created.',
      ),
    )
    expect(venueInvitationEmail(to, 'Cà phê Gió', link, true, 'en')).toStrictEqual(
      email(
        'You are invited to manage “Cà phê Gió” on Wi-Fi Console',
        'A Wi-Fi Console administrator invites you to manage the venue “Cà phê Gió”.',
        'Open this link and sign in with your account to open the venue: https://wifi.example/invitation?token=abc',
        'The link works once, for 7 days.',
        'If you were not expecting this invitation, ignore this email; your account stays as it is.',
      ),
    )
  })
})
