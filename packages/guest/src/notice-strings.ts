import type { GuestLanguage } from './model.ts'

/**
 * The words of the terms and privacy notice pages around the operator's own text, and of the guest's data buttons.
 * Server-side only (these pages have no script), so the page's script does not carry them.
 */

export type GuestNoticeKind = 'terms' | 'privacy'

export interface RetentionDays {
  guestSessions: number
  consents: number
  adReports: number
}

/** One piece of data the server keeps: what, why, for how long. */
interface DataFact {
  data: string
  purpose: string
  kept: string
}

export interface GuestNoticeStrings {
  titles: Record<GuestNoticeKind, string>
  version: (number: number, date: string, hash: string) => string
  back: string
  responsibleHeading: string
  operator: string
  venue: string
  contact: (contact: string) => string
  address: string
  email: string
  phone: string
  dataHeading: string
  dataIntro: string
  purpose: string
  kept: string
  facts: (days: RetentionDays) => DataFact[]
  rightsHeading: string
  rightsText: string
  rightsFromPage: string
  withdraw: string
  withdrawHint: string
  erase: string
  eraseHint: string
  yourDataHeading: string
  measured: string
  notMeasured: string
  readPrivacy: string
}

/** A day of the Vietnamese calendar (UTC+7), where the evidence also counts its days. */
const dateFormats: Record<GuestLanguage, Intl.DateTimeFormat> = {
  vi: new Intl.DateTimeFormat('vi-VN', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Asia/Ho_Chi_Minh',
  }),
  en: new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Ho_Chi_Minh',
  }),
}

export const noticeDate = (iso: string, lang: GuestLanguage) => dateFormats[lang].format(new Date(iso))

/** The start of a content hash, enough to compare with the evidence by eye. */
export const shortHash = (hash: string) => `${hash.slice(0, 8)}…`

const vi: GuestNoticeStrings = {
  titles: { terms: 'Điều khoản sử dụng', privacy: 'Thông báo quyền riêng tư' },
  version: (number, date, hash) => `Phiên bản ${number} · ${date} · mã băm ${hash}`,
  back: 'Quay lại trang Wi-Fi',
  responsibleHeading: 'Ai chịu trách nhiệm',
  operator: 'Đơn vị vận hành dịch vụ Wi-Fi',
  venue: 'Địa điểm cung cấp Wi-Fi',
  contact: (contact) => `Liên hệ: ${contact}`,
  address: 'Địa chỉ',
  email: 'Email',
  phone: 'Điện thoại',
  dataHeading: 'Dữ liệu được lưu khi bạn dùng Wi-Fi',
  dataIntro:
    'Chúng tôi không lưu địa chỉ MAC hay địa chỉ IP của thiết bị. Thời gian lưu dưới đây là cấu hình hiện tại của máy chủ; hết hạn, dữ liệu được tự động xoá.',
  purpose: 'Mục đích',
  kept: 'Thời gian lưu',
  facts: ({ guestSessions, consents, adReports }) => [
    {
      data: 'Mã băm có khoá của thiết bị (không bao giờ là địa chỉ MAC gốc), chỉ khi bạn đồng ý đo lường quảng cáo',
      purpose: 'Đo lường quảng cáo: nhận ra thiết bị khi bạn quay lại, để đếm lượt xem cho địa điểm và nhà quảng cáo',
      kept: `${guestSessions} ngày cùng lượt truy cập, ${consents} ngày trong bằng chứng đồng ý; xoá ngay khi bạn rút lại đồng ý`,
    },
    {
      data: 'Khoá giới hạn: mã băm của thiết bị, lưu riêng, kể cả khi bạn không đồng ý đo lường',
      purpose: 'Cung cấp Wi-Fi và giới hạn số lần kết nối của mỗi thiết bị để chống lạm dụng',
      kept: 'Dưới một giờ',
    },
    {
      data: 'Thời gian truy cập: lúc trang hiện ra và lúc bạn kết nối',
      purpose: 'Cung cấp Wi-Fi (kiểm tra thời gian chờ) và giới hạn; bằng chứng đồng ý',
      kept: `${guestSessions} ngày; ${consents} ngày trong bằng chứng đồng ý`,
    },
    {
      data: 'Thời gian bạn trực tuyến, dữ liệu đã dùng và lý do phiên kết thúc, do cổng Wi-Fi báo về',
      purpose: 'Cung cấp Wi-Fi theo chính sách của địa điểm (thời lượng, dung lượng); thống kê của địa điểm',
      kept: `${guestSessions} ngày`,
    },
    {
      data: 'Địa chỉ MAC của thiết bị có phải là địa chỉ ngẫu nhiên hay không (có hoặc không, không bao giờ là địa chỉ)',
      purpose: 'Thống kê không định danh: cho biết số thiết bị đếm được đáng tin đến đâu',
      kept: `${guestSessions} ngày`,
    },
    {
      data: 'Điểm phát Wi-Fi và địa điểm',
      purpose: 'Cung cấp Wi-Fi và thống kê lượt truy cập của địa điểm; bằng chứng đồng ý',
      kept: `${guestSessions} ngày; ${consents} ngày trong bằng chứng đồng ý`,
    },
    {
      data: 'Các bước với quảng cáo: trang hiện ra, hết thời gian chờ, nhập đúng chữ, bấm kết nối, bấm vào quảng cáo',
      purpose: 'Cung cấp Wi-Fi (kiểm tra các bước trước khi kết nối); thống kê quảng cáo không định danh',
      kept: `${guestSessions} ngày`,
    },
    {
      data: 'Ngôn ngữ của trang',
      purpose: 'Hiển thị trang bằng ngôn ngữ của bạn; bằng chứng đồng ý',
      kept: `${guestSessions} ngày; ${consents} ngày trong bằng chứng đồng ý`,
    },
    {
      data: 'Lựa chọn đồng ý của bạn và phiên bản điều khoản, thông báo bạn đã được xem',
      purpose: 'Bằng chứng về sự đồng ý',
      kept: `${consents} ngày`,
    },
    {
      data: 'Báo cáo quảng cáo bạn gửi: quảng cáo, lý do và nội dung bạn viết',
      purpose: 'Xử lý báo cáo quảng cáo',
      kept: `${adReports} ngày`,
    },
  ],
  rightsHeading: 'Quyền của bạn',
  rightsText:
    'Bạn có thể rút lại đồng ý đo lường bất cứ lúc nào và yêu cầu xoá dữ liệu của thiết bị này; việc này được thực hiện ngay. Với các yêu cầu khác về dữ liệu cá nhân, hãy liên hệ đơn vị vận hành ở trên.',
  rightsFromPage: 'Để rút lại đồng ý hoặc xoá dữ liệu của thiết bị, hãy mở thông báo này từ trang kết nối Wi-Fi.',
  withdraw: 'Rút lại đồng ý đo lường',
  withdrawHint: 'Thiết bị này sẽ không còn được nhận diện; các lượt truy cập trước đó được ẩn danh.',
  erase: 'Xoá dữ liệu của thiết bị này',
  eraseHint:
    'Xoá các lượt truy cập Wi-Fi của thiết bị và các bước của chúng; bằng chứng đồng ý vẫn được giữ nhưng không còn gắn với thiết bị.',
  yourDataHeading: 'Dữ liệu của bạn',
  measured: 'Bạn đã cho phép đo lường quảng cáo trên thiết bị này.',
  notMeasured: 'Thiết bị này không được nhận diện để đo lường quảng cáo.',
  readPrivacy: 'Đọc thông báo quyền riêng tư',
}

const en: GuestNoticeStrings = {
  titles: { terms: 'Terms of use', privacy: 'Privacy notice' },
  version: (number, date, hash) => `Version ${number} · ${date} · hash ${hash}`,
  back: 'Back to the Wi-Fi page',
  responsibleHeading: 'Who is responsible',
  operator: 'Operator of the Wi-Fi service',
  venue: 'Venue offering the Wi-Fi',
  contact: (contact) => `Contact: ${contact}`,
  address: 'Address',
  email: 'Email',
  phone: 'Phone',
  dataHeading: 'What is kept when you use the Wi-Fi',
  dataIntro:
    'We never keep your device’s MAC address or IP address. The periods below are the server’s current settings; after them the data is deleted automatically.',
  purpose: 'Purpose',
  kept: 'Kept for',
  facts: ({ guestSessions, consents, adReports }) => [
    {
      data: 'A keyed hash of your device (never the raw MAC address), only if you agree to ad measurement',
      purpose: 'Measuring ads: recognising the device when you come back, to count views for the venue and advertisers',
      kept: `${guestSessions} days with the visit, ${consents} days in the evidence of consent; removed at once when you withdraw`,
    },
    {
      data: 'A limit key: your device’s hash, kept apart, even if you do not agree to measurement',
      purpose: 'Providing the Wi-Fi and limiting each device’s connection attempts against abuse',
      kept: 'Under one hour',
    },
    {
      data: 'The times of your visit: when the page was shown and when you connected',
      purpose: 'Providing the Wi-Fi (checking the wait) and its limits; evidence of consent',
      kept: `${guestSessions} days; ${consents} days in the evidence of consent`,
    },
    {
      data: 'How long you were online, the data you used and why the session ended, as the Wi-Fi gateway reports them',
      purpose: 'Providing the Wi-Fi under the venue’s policy (time and data limits); the venue’s figures',
      kept: `${guestSessions} days`,
    },
    {
      data: 'Whether your device’s MAC address was a random one (yes or no, never the address)',
      purpose: 'Anonymous figures: how far the device counts can be trusted',
      kept: `${guestSessions} days`,
    },
    {
      data: 'The access point and the venue',
      purpose: 'Providing the Wi-Fi and the venue’s visit figures; evidence of consent',
      kept: `${guestSessions} days; ${consents} days in the evidence of consent`,
    },
    {
      data: 'Your steps with the ad: page shown, wait over, text typed, Connect pressed, ad link followed',
      purpose: 'Providing the Wi-Fi (checking the steps before connecting); anonymous ad figures',
      kept: `${guestSessions} days`,
    },
    {
      data: 'The page’s language',
      purpose: 'Showing the page in your language; evidence of consent',
      kept: `${guestSessions} days; ${consents} days in the evidence of consent`,
    },
    {
      data: 'Your consent choices and the versions of the terms and notice you were shown',
      purpose: 'Evidence of consent',
      kept: `${consents} days`,
    },
    {
      data: 'Ad reports you send: the ad, the reason and your own words',
      purpose: 'Handling ad reports',
      kept: `${adReports} days`,
    },
  ],
  rightsHeading: 'Your rights',
  rightsText:
    'You may withdraw your measurement consent at any time and have this device’s data erased; both are done at once. For any other request about your personal data, contact the operator above.',
  rightsFromPage: 'To withdraw your consent or erase this device’s data, open this notice from the Wi-Fi page.',
  withdraw: 'Withdraw measurement consent',
  withdrawHint: 'This device will no longer be recognised; its earlier visits are made anonymous.',
  erase: 'Erase this device’s data',
  eraseHint:
    'Deletes this device’s Wi-Fi visits and their steps; the evidence of consent stays but no longer names the device.',
  yourDataHeading: 'Your data',
  measured: 'You allowed ad measurement on this device.',
  notMeasured: 'This device is not recognised for ad measurement.',
  readPrivacy: 'Read the privacy notice',
}

export const guestNoticeStrings: Record<GuestLanguage, GuestNoticeStrings> = { vi, en }
