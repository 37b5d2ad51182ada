/**
 * The emails' texts in Vietnamese, the product's default language. This catalog's shape is `MailTexts`, which the
 * English one must match key for key. As in the console's catalogs, {{name}} marks where the email puts a value;
 * `text` is the email's lines, and a line that is only a {{name}} the email leaves empty is left out.
 */
export const vi = {
  signInCode: {
    subject: 'Mã đăng nhập của bạn: {{code}}',
    text: [
      'Mã đăng nhập Wi-Fi Console của bạn là {{code}}.',
      'Mã có hiệu lực trong {{minutes}} phút.',
      'Nếu bạn không đăng nhập, hãy bỏ qua email này và đổi mật khẩu.',
    ],
  },
  resetLink: {
    subject: 'Đặt lại mật khẩu Wi-Fi Console',
    text: [
      'Mở liên kết sau để đặt mật khẩu mới: {{link}}',
      'Liên kết chỉ dùng được một lần, trong {{minutes}} phút.',
      'Nếu bạn không yêu cầu, hãy bỏ qua email này; mật khẩu của bạn không thay đổi.',
    ],
  },
  welcome: {
    subject: 'Tài khoản Wi-Fi Console của bạn đã sẵn sàng',
    text: [
      'Tài khoản Wi-Fi Console của bạn đã được tạo.',
      'Đăng nhập tại: {{signInLink}}',
      'Nếu bạn không đăng ký, hãy bỏ qua email này hoặc đề nghị chúng tôi xoá tài khoản.',
    ],
  },
  signUpAttempt: {
    subject: 'Có người thử đăng ký bằng email của bạn',
    text: [
      'Có người vừa thử tạo tài khoản Wi-Fi Console bằng email này, trong khi email đã có tài khoản.',
      'Không có tài khoản mới nào được tạo và không có gì thay đổi.',
      'Nếu đó là bạn và bạn quên mật khẩu, hãy đặt mật khẩu mới tại: {{resetLink}}',
    ],
  },
  passwordChanged: {
    subject: 'Mật khẩu Wi-Fi Console của bạn đã thay đổi',
    text: [
      '{{whatHappened}}',
      'Nếu không phải bạn, hãy đặt mật khẩu mới ngay: {{forgotLink}} — và báo cho quản trị viên.',
    ],
    whatHappened: {
      changed: 'Mật khẩu của bạn vừa được thay đổi, và các phiên đăng nhập khác đã bị đăng xuất.',
      reset: 'Mật khẩu của bạn vừa được đặt lại bằng liên kết, và mọi phiên đăng nhập đã bị đăng xuất.',
    },
  },
  // Two emails rather than one with a {{whatHappened}} line: their subjects differ too.
  passkeyChanged: {
    added: {
      subject: 'Một khóa truy cập vừa được thêm vào tài khoản Wi-Fi Console của bạn',
      text: [
        'Khóa truy cập "{{name}}" vừa được thêm vào tài khoản của bạn và từ nay có thể dùng để đăng nhập.',
        'Nếu không phải bạn, hãy đổi mật khẩu và kiểm tra các khóa truy cập ngay: {{securityLink}} — và báo cho quản trị viên.',
      ],
    },
    removed: {
      subject: 'Một khóa truy cập vừa bị xóa khỏi tài khoản Wi-Fi Console của bạn',
      text: [
        'Khóa truy cập "{{name}}" vừa bị xóa khỏi tài khoản của bạn và không thể dùng để đăng nhập nữa.',
        'Nếu không phải bạn, hãy đổi mật khẩu và kiểm tra các khóa truy cập ngay: {{securityLink}} — và báo cho quản trị viên.',
      ],
    },
  },
  secondFactorChanged: {
    subject: 'Các bước đăng nhập tài khoản Wi-Fi Console của bạn đã thay đổi',
    text: [
      '{{whatHappened}}',
      'Nếu không phải bạn, hãy đặt lại mật khẩu ngay: {{resetLink}}',
      'và nhờ quản trị viên kiểm tra tài khoản của bạn.',
    ],
    whatHappened: {
      'totp-added': 'Một ứng dụng xác thực vừa được thêm vào tài khoản Wi-Fi Console của bạn.',
      'totp-removed': 'Ứng dụng xác thực vừa được gỡ khỏi tài khoản Wi-Fi Console của bạn.',
      'recovery-codes-replaced':
        'Tài khoản Wi-Fi Console của bạn vừa có bộ mã khôi phục mới; các mã cũ không còn dùng được.',
    },
  },
  secondFactorsReset: {
    subject: 'Quản trị viên đã đặt lại các bước đăng nhập tài khoản Wi-Fi Console của bạn',
    text: [
      'Quản trị viên đã gỡ ứng dụng xác thực, mã khôi phục và khóa truy cập khỏi tài khoản Wi-Fi Console của bạn và đăng xuất bạn khỏi mọi thiết bị.',
      'Hãy đăng nhập lại bằng mật khẩu và mã chúng tôi gửi qua email: {{signInLink}}',
      '{{enrolAgain}}',
      'Nếu bạn không yêu cầu việc này, hãy báo cho quản trị viên.',
    ],
    enrolAgain: 'Sau đó bạn sẽ được yêu cầu thiết lập lại ứng dụng xác thực hoặc khóa truy cập.',
  },
  // One report or several, chosen by the count as the console's _one and _other keys are: Vietnamese says both alike.
  adReportDigest: {
    one: {
      subject: '{{count}} báo cáo quảng cáo mới từ khách',
      text: [
        'Khách đã gửi {{count}} báo cáo quảng cáo mới:',
        '{{reports}}',
        'Xem các báo cáo và gỡ quảng cáo nếu cần: {{reportsLink}}',
      ],
    },
    other: {
      subject: '{{count}} báo cáo quảng cáo mới từ khách',
      text: [
        'Khách đã gửi {{count}} báo cáo quảng cáo mới:',
        '{{reports}}',
        'Xem các báo cáo và gỡ quảng cáo nếu cần: {{reportsLink}}',
      ],
    },
    report: '- {{when}}, {{venueName}}: “{{adTitle}}” — {{reason}}',
    guestWords: '  Lời khách viết, chưa kiểm chứng: "{{words}}"',
    reasons: {
      misleading: 'Gây hiểu lầm',
      offensive: 'Phản cảm',
      unlawful: 'Vi phạm pháp luật',
      scam: 'Lừa đảo',
      other: 'Lý do khác',
    },
  },
  // An admin's invitation to a venue (docs/decisions/056): the link makes the account, or asks its owner to sign in.
  venueInvitation: {
    newAccount: {
      subject: 'Lời mời quản lý địa điểm “{{venueName}}” trên Wi-Fi Console',
      text: [
        'Quản trị viên Wi-Fi Console mời bạn quản lý địa điểm “{{venueName}}”.',
        'Mở liên kết sau để tạo tài khoản với địa chỉ email này và vào địa điểm: {{link}}',
        'Liên kết chỉ dùng được một lần, trong {{days}} ngày.',
        'Nếu bạn không chờ lời mời này, hãy bỏ qua email này; sẽ không có tài khoản nào được tạo.',
      ],
    },
    existingAccount: {
      subject: 'Lời mời quản lý địa điểm “{{venueName}}” trên Wi-Fi Console',
      text: [
        'Quản trị viên Wi-Fi Console mời bạn quản lý địa điểm “{{venueName}}”.',
        'Mở liên kết sau và đăng nhập bằng tài khoản của bạn để vào địa điểm: {{link}}',
        'Liên kết chỉ dùng được một lần, trong {{days}} ngày.',
        'Nếu bạn không chờ lời mời này, hãy bỏ qua email này; tài khoản của bạn không thay đổi.',
      ],
    },
  },
  adTakenDown: {
    subject: 'Quảng cáo “{{adTitle}}” đã bị gỡ',
    text: [
      'Quản trị viên đã gỡ quảng cáo “{{adTitle}}” của bạn khỏi mọi địa điểm. Khách sẽ không thấy quảng cáo này nữa.',
      'Lý do: {{reason}}',
      'Hãy liên hệ quản trị viên nếu bạn muốn sửa quảng cáo để được khôi phục.',
    ],
  },
}

/** The shape every language's catalog has: Vietnamese's keys, each text a string. */
export type MailTexts = typeof vi
