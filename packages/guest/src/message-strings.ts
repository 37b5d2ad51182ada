import type { GuestLanguage } from './model.ts'

/**
 * What the captive page says when it cannot show the ad and Connect: the guest is online, or something stopped the
 * way there. Server-side only (these pages have no script), so the page's script does not carry them.
 */
export const guestMessageKinds = [
  'connected',
  'logged_off',
  'unknown_access_point',
  'ambiguous_access_point',
  'incomplete_link',
  'bad_signature',
  'expired',
  'already_used',
  'steps_missing',
  'gateway_refused',
  'too_many_attempts',
  'too_many_reports',
  'temporarily_unavailable',
  'measurement_withdrawn',
  'data_erased',
  'nothing_to_erase',
  'other_browser',
  'ad_reported',
] as const
export type GuestMessageKind = (typeof guestMessageKinds)[number]

/** The messages that say something went as the guest wished (shown with a tick); the others tell what stopped them. */
export const guestSuccessKinds: ReadonlySet<GuestMessageKind> = new Set([
  'connected',
  'logged_off',
  'measurement_withdrawn',
  'data_erased',
  'ad_reported',
])

interface GuestMessageText {
  title: string
  text: string
}

export interface GuestMessageStrings {
  messages: Record<GuestMessageKind, GuestMessageText>
  /** The gateway's own words, when it gave any. */
  gatewaySaid: (reply: string) => string
  retryAfter: (seconds: number) => string
  back: string
  tryAgain: string
  offerAgain: string
}

const vi: GuestMessageStrings = {
  messages: {
    connected: { title: 'Bạn đã kết nối Wi-Fi', text: 'Chúc bạn lướt web vui vẻ!' },
    logged_off: { title: 'Bạn đã ngắt kết nối Wi-Fi', text: 'Mở một trang web bất kỳ để kết nối lại.' },
    unknown_access_point: {
      title: 'Không nhận ra điểm phát Wi-Fi này',
      text: 'Điểm phát Wi-Fi này chưa được cài đặt cho dịch vụ hoặc đang tạm ngừng. Bạn vui lòng báo nhân viên quán.',
    },
    ambiguous_access_point: {
      title: 'Chưa xác định được điểm phát Wi-Fi này',
      text: 'Tên của điểm phát Wi-Fi này trùng với một điểm phát khác, nên chưa thể kết nối. Bạn vui lòng báo nhân viên quán.',
    },
    incomplete_link: {
      title: 'Đường dẫn đăng nhập không đầy đủ',
      text: 'Hãy mở một trang web bất kỳ để nhận lại trang kết nối Wi-Fi.',
    },
    bad_signature: {
      title: 'Không xác minh được đường dẫn đăng nhập',
      text: 'Để an toàn cho bạn, chúng tôi đã dừng lại. Hãy mở một trang web bất kỳ để nhận lại trang kết nối Wi-Fi.',
    },
    expired: {
      title: 'Trang kết nối đã hết hạn',
      text: 'Hãy mở một trang web bất kỳ để bắt đầu lại.',
    },
    already_used: {
      title: 'Lượt kết nối này đã được dùng',
      text: 'Hãy mở một trang web bất kỳ để bắt đầu lại.',
    },
    steps_missing: {
      title: 'Chưa hoàn thành các bước',
      text: 'Hãy chờ hết thời gian, nhập đúng dòng chữ và đồng ý với điều khoản trước khi kết nối.',
    },
    gateway_refused: {
      title: 'Wi-Fi chưa cho phép kết nối',
      text: 'Điểm phát Wi-Fi đã từ chối lượt kết nối này. Bạn hãy thử lại; nếu vẫn không được, vui lòng báo nhân viên quán.',
    },
    too_many_attempts: {
      title: 'Quá nhiều lượt thử',
      text: 'Thiết bị này đã thử kết nối quá nhiều lần.',
    },
    too_many_reports: {
      title: 'Đã có nhiều báo cáo từ đây',
      text: 'Quảng cáo này hoặc nơi bạn đang dùng Wi-Fi vừa nhận nhiều báo cáo, và quản trị viên đã được báo. Báo cáo của bạn chưa được gửi.',
    },
    temporarily_unavailable: {
      title: 'Wi-Fi tạm thời gián đoạn',
      text: 'Hệ thống tạm ngừng trong giây lát. Bạn không cần làm lại từ đầu: chỉ cần thử lại.',
    },
    measurement_withdrawn: {
      title: 'Đã rút lại đồng ý đo lường',
      text: 'Thiết bị này không còn được nhận diện để đo lường quảng cáo; các lượt truy cập trước đó đã được ẩn danh.',
    },
    data_erased: {
      title: 'Đã xoá dữ liệu của thiết bị này',
      text: 'Các lượt truy cập Wi-Fi của thiết bị và các bước của chúng đã bị xoá. Bằng chứng đồng ý vẫn được giữ nhưng không còn gắn với thiết bị.',
    },
    nothing_to_erase: {
      title: 'Không có dữ liệu để xoá',
      text: 'Chúng tôi không tìm thấy dữ liệu nào còn gắn với thiết bị này.',
    },
    other_browser: {
      title: 'Yêu cầu phải được gửi từ trình duyệt đã mở trang Wi-Fi',
      text: 'Để không ai khác rút lại đồng ý hay xoá dữ liệu thay bạn, yêu cầu về một lượt truy cập chỉ được nhận từ trình duyệt đã mở trang Wi-Fi của lượt đó. Bạn vui lòng gửi lại từ trình duyệt ấy, hoặc liên hệ theo thông tin trong thông báo quyền riêng tư.',
    },
    ad_reported: {
      title: 'Cảm ơn bạn đã báo cáo',
      text: 'Chúng tôi đã nhận báo cáo và sẽ xem xét quảng cáo này.',
    },
  },
  gatewaySaid: (reply) => `Điểm phát Wi-Fi trả lời: “${reply}”`,
  retryAfter: (seconds) => `Vui lòng thử lại sau ${seconds} giây.`,
  back: 'Quay lại',
  tryAgain: 'Thử lại',
  offerAgain: 'Ưu đãi dành cho bạn',
}

const en: GuestMessageStrings = {
  messages: {
    connected: { title: 'You’re connected', text: 'Enjoy the Wi-Fi!' },
    logged_off: { title: 'You’ve left the Wi-Fi', text: 'Open any web page to connect again.' },
    unknown_access_point: {
      title: 'This Wi-Fi access point is not recognised',
      text: 'This access point is not set up for the service or is switched off. Please ask the venue’s staff.',
    },
    ambiguous_access_point: {
      title: 'This Wi-Fi access point could not be identified',
      text: 'Its name is the same as another access point’s, so it cannot connect guests yet. Please ask the venue’s staff.',
    },
    incomplete_link: {
      title: 'The sign-in link is incomplete',
      text: 'Open any website to get the Wi-Fi page again.',
    },
    bad_signature: {
      title: 'The sign-in link could not be verified',
      text: 'For your safety we stopped here. Open any website to get the Wi-Fi page again.',
    },
    expired: {
      title: 'This page has expired',
      text: 'Open any website to start again.',
    },
    already_used: {
      title: 'This connection has already been used',
      text: 'Open any website to start again.',
    },
    steps_missing: {
      title: 'Some steps are not done yet',
      text: 'Wait for the countdown, type the text and accept the terms before you connect.',
    },
    gateway_refused: {
      title: 'The Wi-Fi did not let you through',
      text: 'The access point refused this connection. Please try again; if it keeps happening, ask the venue’s staff.',
    },
    too_many_attempts: {
      title: 'Too many attempts',
      text: 'This device has tried to connect too many times.',
    },
    too_many_reports: {
      title: 'Many reports from here already',
      text: 'This ad, or the place you are using the Wi-Fi from, has just had many reports, and the administrators have been told. Your report was not sent.',
    },
    temporarily_unavailable: {
      title: 'The Wi-Fi is briefly unavailable',
      text: 'Our system is interrupted for a moment. You don’t need to start over: just try again.',
    },
    measurement_withdrawn: {
      title: 'Measurement consent withdrawn',
      text: 'This device is no longer recognised for ad measurement; its earlier visits have been made anonymous.',
    },
    data_erased: {
      title: 'This device’s data has been erased',
      text: 'Its Wi-Fi visits and their steps are deleted. The evidence of consent stays but no longer names the device.',
    },
    nothing_to_erase: {
      title: 'There is nothing to erase',
      text: 'We found no data that still belongs to this device.',
    },
    other_browser: {
      title: 'Ask from the browser that opened the Wi-Fi page',
      text: 'So that nobody else can withdraw your consent or erase your data, a request about a visit is taken only from the browser that opened the Wi-Fi page for it. Please send it again from that browser, or use the contact details in the privacy notice.',
    },
    ad_reported: {
      title: 'Thank you for your report',
      text: 'We received it and will review this ad.',
    },
  },
  gatewaySaid: (reply) => `The access point said: “${reply}”`,
  retryAfter: (seconds) =>
    seconds === 1 ? 'Please try again in 1 second.' : `Please try again in ${seconds} seconds.`,
  back: 'Back',
  tryAgain: 'Try again',
  offerAgain: 'An offer for you',
}

export const guestMessageStrings: Record<GuestLanguage, GuestMessageStrings> = { vi, en }
