/** Realistic Vietnamese venues, hardware and firmware the seed draws from. */

interface Venue {
  name: string
  /** Base of the device names, e.g. `ap-pho-thin-01`. */
  short: string
  ssid: string
  street: string
}

export interface City {
  name: string
  slug: string
  latitude: number
  longitude: number
  /** Region with three or more organizations: 0 north, 1 south, 2 centre. */
  region: number
  /** Region when there are only north and south. */
  region2: number
  venues: Venue[]
}

export const CITIES: readonly City[] = [
  {
    name: 'Hà Nội',
    slug: 'ha-noi',
    latitude: 21.03,
    longitude: 105.85,
    region: 0,
    region2: 0,
    venues: [
      {
        name: 'Phở Thìn Lò Đúc',
        short: 'pho-thin',
        ssid: 'Phở Thìn - Wifi miễn phí',
        street: '13 Lò Đúc, Hai Bà Trưng',
      },
      {
        name: 'Bún chả Hương Liên',
        short: 'bun-cha-huong-lien',
        ssid: 'Bún chả Hương Liên Free',
        street: '24 Lê Văn Hưu, Hai Bà Trưng',
      },
      {
        name: 'Cộng Cà phê Tràng Tiền',
        short: 'cong-trang-tien',
        ssid: 'Cộng Cà phê Guest',
        street: '54 Tràng Tiền, Hoàn Kiếm',
      },
      { name: 'Khách sạn Hồ Gươm', short: 'ks-ho-guom', ssid: 'Hồ Gươm Hotel Khách', street: '12 Hàng Bài, Hoàn Kiếm' },
    ],
  },
  {
    name: 'TP.HCM',
    slug: 'tp-hcm',
    latitude: 10.78,
    longitude: 106.7,
    region: 1,
    region2: 1,
    venues: [
      {
        name: 'Highlands Coffee Nguyễn Huệ',
        short: 'highlands-nguyen-hue',
        ssid: 'Highlands Coffee Free Wifi',
        street: '135 Nguyễn Huệ, Quận 1',
      },
      {
        name: 'Nhà hàng Ngon Pasteur',
        short: 'ngon-pasteur',
        ssid: 'Ngon Pasteur Guest',
        street: '160 Pasteur, Quận 1',
      },
      {
        name: 'Bánh xèo Mười Xiềm',
        short: 'banh-xeo-muoi-xiem',
        ssid: 'Mười Xiềm Wifi miễn phí',
        street: '204 Nguyễn Đình Chiểu, Quận 3',
      },
      {
        name: 'The Coffee House Hai Bà Trưng',
        short: 'tch-hai-ba-trung',
        ssid: 'The Coffee House Guest',
        street: '86 Hai Bà Trưng, Quận 1',
      },
    ],
  },
  {
    name: 'Hội An',
    slug: 'hoi-an',
    latitude: 15.88,
    longitude: 108.33,
    region: 2,
    region2: 0,
    venues: [
      { name: 'Cà phê Mộc Hội An', short: 'cafe-moc', ssid: 'Cafe Mộc Guest', street: '35 Nguyễn Thái Học' },
      { name: 'Bánh mì Phượng', short: 'banh-mi-phuong', ssid: 'Bánh mì Phượng Wifi', street: '2B Phan Châu Trinh' },
      { name: 'Cơm gà Bà Buội', short: 'com-ga-ba-buoi', ssid: 'Cơm gà Bà Buội Free', street: '22 Phan Châu Trinh' },
    ],
  },
  {
    name: 'Cần Thơ',
    slug: 'can-tho',
    latitude: 10.03,
    longitude: 105.78,
    region: 1,
    region2: 1,
    venues: [
      {
        name: 'Lẩu mắm Dạ Lý',
        short: 'lau-mam-da-ly',
        ssid: 'Dạ Lý - Wifi miễn phí',
        street: '89 Ba Tháng Hai, Ninh Kiều',
      },
      {
        name: 'Cà phê Bến Ninh Kiều',
        short: 'cafe-ninh-kieu',
        ssid: 'Cafe Ninh Kiều Guest',
        street: '2 Hai Bà Trưng, Ninh Kiều',
      },
    ],
  },
  {
    name: 'Đà Nẵng',
    slug: 'da-nang',
    latitude: 16.05,
    longitude: 108.2,
    region: 2,
    region2: 0,
    venues: [
      {
        name: 'Khách sạn Sông Hàn',
        short: 'ks-song-han',
        ssid: 'Sông Hàn Hotel Guest',
        street: '36 Bạch Đằng, Hải Châu',
      },
      {
        name: 'Mì Quảng Bà Mua',
        short: 'mi-quang-ba-mua',
        ssid: 'Mì Quảng Bà Mua Free',
        street: '19 Trần Bình Trọng, Hải Châu',
      },
      {
        name: 'Cà phê Cầu Rồng',
        short: 'cafe-cau-rong',
        ssid: 'Cafe Cầu Rồng Guest',
        street: '2 Trần Hưng Đạo, Sơn Trà',
      },
    ],
  },
  {
    name: 'Đà Lạt',
    slug: 'da-lat',
    latitude: 11.94,
    longitude: 108.44,
    region: 1,
    region2: 1,
    venues: [
      { name: 'Khách sạn Dalat Palace', short: 'ks-dalat-palace', ssid: 'Dalat Palace Guest', street: '2 Trần Phú' },
      { name: 'Cà phê Tùng', short: 'cafe-tung', ssid: 'Cafe Tùng - Wifi miễn phí', street: '6 Khu Hòa Bình' },
    ],
  },
  {
    name: 'Huế',
    slug: 'hue',
    latitude: 16.46,
    longitude: 107.59,
    region: 2,
    region2: 0,
    venues: [
      { name: 'Cơm hến Hoa Đông', short: 'com-hen-hoa-dong', ssid: 'Cơm hến Hoa Đông Free', street: '7 Trương Định' },
      { name: 'Bún bò Huế Mệ Kéo', short: 'bun-bo-me-keo', ssid: 'Bún bò Mệ Kéo Wifi', street: '20 Bạch Đằng' },
      { name: 'Cà phê Sông Hương', short: 'cafe-song-huong', ssid: 'Cafe Sông Hương Guest', street: '3 Lê Lợi' },
    ],
  },
  {
    name: 'Nha Trang',
    slug: 'nha-trang',
    latitude: 12.24,
    longitude: 109.19,
    region: 2,
    region2: 1,
    venues: [
      {
        name: 'Nem nướng Đặng Văn Quyên',
        short: 'nem-dang-van-quyen',
        ssid: 'Nem Đặng Văn Quyên Free',
        street: '16A Lãn Ông',
      },
      { name: 'Khách sạn Biển Xanh', short: 'ks-bien-xanh', ssid: 'Biển Xanh Hotel Guest', street: '58 Trần Phú' },
    ],
  },
  {
    name: 'Hải Phòng',
    slug: 'hai-phong',
    latitude: 20.86,
    longitude: 106.68,
    region: 0,
    region2: 0,
    venues: [
      {
        name: 'Bánh đa cua Bà Cụ',
        short: 'banh-da-cua',
        ssid: 'Bánh đa cua Bà Cụ Free',
        street: '179 Cầu Đất, Ngô Quyền',
      },
      {
        name: 'Khách sạn Cát Bi',
        short: 'ks-cat-bi',
        ssid: 'Cát Bi Hotel Guest',
        street: '30 Lê Hồng Phong, Ngô Quyền',
      },
    ],
  },
]

export interface OrganizationSeed {
  name: string
  slug: string
  description: string
}

export const MANAGED_ORGANIZATIONS: readonly OrganizationSeed[] = [
  {
    name: 'Wifi Việt Miền Bắc',
    slug: 'wifi-viet-mien-bac',
    description: 'Mạng wifi miễn phí cho khách tại các quán và khách sạn miền Bắc',
  },
  {
    name: 'Wifi Việt Miền Nam',
    slug: 'wifi-viet-mien-nam',
    description: 'Mạng wifi miễn phí cho khách tại các quán và khách sạn miền Nam',
  },
  {
    name: 'Wifi Việt Miền Trung',
    slug: 'wifi-viet-mien-trung',
    description: 'Mạng wifi miễn phí cho khách tại các quán và khách sạn miền Trung',
  },
]

export const UNMANAGED_ORGANIZATION: OrganizationSeed = {
  name: 'Đối tác khác',
  slug: 'doi-tac-khac',
  description: 'Tổ chức của đối tác; người dùng API không quản lý',
}

export interface HardwareModel {
  model: string
  oui: string
  system: string
}

export const MODELS: readonly HardwareModel[] = [
  { model: 'TP-Link EAP225 v3', oui: '50:C7:BF', system: 'Qualcomm Atheros QCA956X ver 1 rev 0' },
  { model: 'TP-Link Archer C7 v5', oui: '60:32:B1', system: 'Qualcomm Atheros QCA956X ver 1 rev 0' },
  { model: 'Ubiquiti UniFi 6 Lite', oui: '74:83:C2', system: 'MediaTek MT7621 ver:1 eco:3' },
  { model: 'GL.iNet GL-MT3000', oui: '94:83:C4', system: 'ARMv8 Processor rev 4' },
  { model: 'Xiaomi AX3000T', oui: '64:64:4A', system: 'ARMv8 Processor rev 4' },
  { model: 'Cudy WR3000', oui: '80:AF:CA', system: 'ARMv8 Processor rev 4' },
  { model: 'Linksys E8450', oui: 'C0:56:27', system: 'ARMv8 Processor rev 4' },
]

export const FIRMWARE = {
  'OpenWrt 23.05.3 r23809-234f1a2efa': 5,
  'OpenWrt 23.05.5 r24106-10cc5fcd00': 3,
  'OpenWrt 22.03.5 r20134-5f15225c1e': 3,
  'OpenWrt 21.02.7 r16847-f8282da11e': 1,
} as const

export const ERROR_REASONS: readonly string[] = [
  'Configuration could not be applied: uci: Parse error (invalid character in field) at line 14, byte 9',
  'Configuration could not be applied: uci: Entry not found (wireless.default_radio0.ssid)',
  'Configuration could not be applied: /etc/init.d/network reload failed with exit code 1',
]

export const NOTES: readonly string[] = [
  'Lắp ở quầy thu ngân',
  'Gần cửa ra vào',
  'Tầng 2 - phòng họp',
  'Đã thay nguồn PoE',
  'Sân vườn phía sau',
]

/** Metrics OpenWISP monitoring creates for an OpenWrt access point, ordered by name as the API returns them. */
export const METRIC_NAMES: readonly string[] = ['CPU usage', 'Disk usage', 'Memory usage', 'ping', 'wlan0 wifi clients']

/** Metrics that can be out of range while the device still reports (status "problem"). */
export const PROBLEM_METRICS: readonly string[] = ['CPU usage', 'Disk usage', 'Memory usage', 'wlan0 wifi clients']

export const CHANNELS: ReadonlyArray<{ channel: number; frequency: number }> = [
  { channel: 1, frequency: 2412 },
  { channel: 6, frequency: 2437 },
  { channel: 11, frequency: 2462 },
  { channel: 36, frequency: 5180 },
  { channel: 44, frequency: 5220 },
  { channel: 149, frequency: 5745 },
]

export const DEFAULT_SSID = 'Wifi Việt Miễn Phí'
