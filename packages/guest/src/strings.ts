import type { GuestAdReportReason } from './ad-report.ts'
import type { GuestLanguage } from './model.ts'

/**
 * Every text of the guest page, in Vietnamese (the default) and English. A small dictionary of its own instead of the
 * console's i18next catalogs: the page's script must stay within the captive budget, and these are few.
 */
export interface GuestStrings {
  documentTitle: (venueName: string) => string
  freeWifi: string
  previewBadge: string
  previewVenueName: string
  languageSwitch: string
  languageNames: Record<GuestLanguage, string>
  /** The ad's visible label (ads must be clearly identified as ads). */
  sponsored: string
  closeAd: string
  closeAdIn: (seconds: number) => string
  adClosed: string
  /** What stays of a closed ad: one line, beside "Report this ad". */
  adClosedLine: string
  learnMore: string
  adImages: string
  imageOf: (position: number, count: number) => string
  previousImage: string
  nextImage: string
  pauseImages: string
  playImages: string
  adVideo: string
  connectHeading: string
  waitSeconds: (seconds: number) => string
  waitOver: string
  taskLabel: string
  taskHint: string
  taskPartial: string
  taskMatch: string
  taskMismatch: string
  termsAgree: string
  termsLink: string
  privacyRead: string
  privacyLink: string
  measurementLabel: string
  measurementHint: string
  reportAd: string
  reportReason: string
  reportReasons: Record<GuestAdReportReason, string>
  reportDetails: string
  reportSend: string
  reportSending: string
  reportThanks: string
  reportFailed: string
  /** The server's report limits refused it (429). */
  reportLimited: string
  connect: string
  connecting: string
  blockedByWait: string
  blockedByTask: string
  blockedByTerms: string
  readyToConnect: string
  welcomeBack: string
  previewDoneTitle: string
  previewDoneText: string
  previewAgain: string
  scriptNeeded: string
}

const vi: GuestStrings = {
  documentTitle: (venueName) => `Wi-Fi miễn phí – ${venueName}`,
  freeWifi: 'Wi-Fi miễn phí',
  previewBadge: 'Xem trước',
  previewVenueName: 'Địa điểm của bạn',
  languageSwitch: 'Ngôn ngữ',
  languageNames: { vi: 'Tiếng Việt', en: 'English' },
  sponsored: 'Quảng cáo',
  closeAd: 'Đóng quảng cáo',
  closeAdIn: (seconds) => `Có thể đóng quảng cáo sau ${seconds} giây`,
  adClosed: 'Đã đóng quảng cáo, bạn không cần chờ nữa.',
  adClosedLine: 'Đã đóng quảng cáo',
  learnMore: 'Tìm hiểu thêm',
  adImages: 'Hình ảnh quảng cáo',
  imageOf: (position, count) => `Ảnh ${position} trên ${count}`,
  previousImage: 'Ảnh trước',
  nextImage: 'Ảnh tiếp theo',
  pauseImages: 'Dừng tự chuyển ảnh',
  playImages: 'Tự chuyển ảnh',
  adVideo: 'Video quảng cáo',
  connectHeading: 'Kết nối Wi-Fi',
  waitSeconds: (seconds) => `Vui lòng chờ ${seconds} giây`,
  waitOver: 'Đã hết thời gian chờ',
  taskLabel: 'Nhập dòng chữ sau để tiếp tục',
  taskHint: 'Có thể gõ không dấu.',
  taskPartial: 'Đúng rồi, gõ tiếp nhé…',
  taskMatch: 'Chính xác!',
  taskMismatch: 'Chưa khớp, bạn kiểm tra lại nhé.',
  termsAgree: 'Tôi đồng ý với',
  termsLink: 'Điều khoản sử dụng',
  privacyRead: 'và đã đọc',
  privacyLink: 'Thông báo quyền riêng tư',
  measurementLabel:
    'Cho phép địa điểm và các nhà quảng cáo đo lường hiệu quả quảng cáo trên thiết bị này (không bắt buộc)',
  measurementHint: 'Nếu không chọn, bạn vẫn dùng Wi-Fi bình thường.',
  reportAd: 'Báo cáo quảng cáo này',
  reportReason: 'Vì sao bạn báo cáo quảng cáo này?',
  reportReasons: {
    misleading: 'Gây hiểu lầm',
    offensive: 'Phản cảm',
    unlawful: 'Vi phạm pháp luật',
    scam: 'Lừa đảo',
    other: 'Lý do khác',
  },
  reportDetails: 'Chi tiết (không bắt buộc)',
  reportSend: 'Gửi báo cáo',
  reportSending: 'Đang gửi…',
  reportThanks: 'Cảm ơn, chúng tôi đã nhận báo cáo.',
  reportFailed: 'Chưa gửi được báo cáo, bạn vui lòng thử lại.',
  reportLimited:
    'Quảng cáo này hoặc nơi bạn đang dùng Wi-Fi vừa nhận nhiều báo cáo, và quản trị viên đã được báo. Báo cáo của bạn chưa được gửi.',
  connect: 'Kết nối Wi-Fi',
  connecting: 'Đang kết nối Wi-Fi...',
  blockedByWait: 'Bạn có thể kết nối khi hết thời gian chờ.',
  blockedByTask: 'Hãy nhập đúng dòng chữ ở trên.',
  blockedByTerms: 'Hãy đánh dấu đồng ý với điều khoản sử dụng.',
  readyToConnect: 'Đã sẵn sàng, bạn có thể kết nối.',
  welcomeBack: 'Chào mừng bạn quay lại! Lần này bạn không cần xem quảng cáo.',
  previewDoneTitle: 'Bản xem trước đã hoàn tất',
  previewDoneText: 'Khi kết nối thật, lúc này khách đã truy cập được Internet.',
  previewAgain: 'Xem lại từ đầu',
  scriptNeeded: 'Hãy bật JavaScript để kết nối Wi-Fi.',
}

const en: GuestStrings = {
  documentTitle: (venueName) => `Free Wi-Fi – ${venueName}`,
  freeWifi: 'Free Wi-Fi',
  previewBadge: 'Preview',
  previewVenueName: 'Your venue',
  languageSwitch: 'Language',
  languageNames: { vi: 'Tiếng Việt', en: 'English' },
  sponsored: 'Ad',
  closeAd: 'Close ad',
  closeAdIn: (seconds) =>
    seconds === 1 ? 'You can close the ad in 1 second' : `You can close the ad in ${seconds} seconds`,
  adClosed: 'Ad closed, no need to wait any more.',
  adClosedLine: 'Ad closed',
  learnMore: 'Learn more',
  adImages: 'Ad images',
  imageOf: (position, count) => `Image ${position} of ${count}`,
  previousImage: 'Previous image',
  nextImage: 'Next image',
  pauseImages: 'Stop changing images',
  playImages: 'Change images automatically',
  adVideo: 'Ad video',
  connectHeading: 'Connect to Wi-Fi',
  waitSeconds: (seconds) => (seconds === 1 ? 'Please wait 1 second' : `Please wait ${seconds} seconds`),
  waitOver: 'The wait is over',
  taskLabel: 'Type this text to continue',
  taskHint: 'Accents are optional.',
  taskPartial: 'So far so good, keep typing…',
  taskMatch: 'That’s right!',
  taskMismatch: 'That doesn’t match, please check the text.',
  termsAgree: 'I agree to the',
  termsLink: 'Terms of use',
  privacyRead: 'and have read the',
  privacyLink: 'Privacy notice',
  measurementLabel: 'Let the venue and its advertisers measure the ads on this device (optional)',
  measurementHint: 'If you leave it unticked, the Wi-Fi works just the same.',
  reportAd: 'Report this ad',
  reportReason: 'Why are you reporting it?',
  reportReasons: {
    misleading: 'Misleading',
    offensive: 'Offensive',
    unlawful: 'Unlawful',
    scam: 'Scam',
    other: 'Other',
  },
  reportDetails: 'Details (optional)',
  reportSend: 'Send report',
  reportSending: 'Sending…',
  reportThanks: 'Thank you, we received your report.',
  reportFailed: 'The report could not be sent, please try again.',
  reportLimited:
    'This ad, or the place you are using the Wi-Fi from, has just had many reports, and the administrators have been told. Your report was not sent.',
  connect: 'Connect to Wi-Fi',
  connecting: 'Connecting to Wi-Fi...',
  blockedByWait: 'You can connect when the wait is over.',
  blockedByTask: 'Type the text above to continue.',
  blockedByTerms: 'Tick the box to accept the terms of use.',
  readyToConnect: 'All set, you can connect now.',
  welcomeBack: 'Welcome back! No ad to watch this time.',
  previewDoneTitle: 'Preview complete',
  previewDoneText: 'In a real connection the guest would now be online.',
  previewAgain: 'Start over',
  scriptNeeded: 'Turn on JavaScript to connect to Wi-Fi.',
}

export const guestStrings: Record<GuestLanguage, GuestStrings> = { vi, en }
