import type { GuestAd, GuestImage, GuestPageModel } from '../src/model.ts'

/** An image as the API stores one: a 2400 × 1600 photo with its three phone-sized WebP variants. */
function sampleImage(name: string, alt: string, extra: Partial<GuestImage> = {}): GuestImage {
  return {
    alt,
    title: null,
    description: null,
    src: `/media/${name}-720.webp`,
    width: 2400,
    height: 1600,
    variants: [360, 720, 1080].map((width) => ({ width, src: `/media/${name}-${width}.webp` })),
    ...extra,
  }
}

/** A realistic ad: several images, a call-to-action and a Vietnamese task. */
export const multipleImagesAd: GuestAd = {
  id: '7d4c6a52-8a0e-4c55-9d8f-2f3f1bd2a001',
  title: 'Phở bò Hà Nội – giảm 20% hôm nay',
  description:
    'Tô phở nóng hổi với nước dùng ninh 12 tiếng, bánh phở tươi và thịt bò tái. Ưu đãi dành riêng cho khách dùng Wi-Fi của quán.',
  componentType: 'multiple_images',
  duration: 15,
  ctaText: 'Xem thực đơn',
  ctaUrl: 'https://pho.example.test/thuc-don',
  targetText: 'phở bò',
  images: [
    sampleImage('pho-bowl', 'Tô phở bò với rau thơm và chanh', {
      title: 'Phở bò tái',
      description: 'Nước dùng ninh xương 12 tiếng.',
    }),
    sampleImage('pho-kitchen', 'Đầu bếp chan nước dùng vào tô phở'),
    sampleImage('pho-table', 'Bàn ăn với phở, quẩy và trà đá'),
  ],
  video: null,
}

export const singleImageAd: GuestAd = {
  ...multipleImagesAd,
  id: '7d4c6a52-8a0e-4c55-9d8f-2f3f1bd2a002',
  componentType: 'single_image',
  images: [multipleImagesAd.images[0]!],
}

export const videoAd: GuestAd = {
  ...multipleImagesAd,
  id: '7d4c6a52-8a0e-4c55-9d8f-2f3f1bd2a003',
  title: 'Cà phê sữa đá',
  componentType: 'video',
  ctaText: null,
  ctaUrl: null,
  targetText: null,
  images: [],
  video: { url: 'https://videos.example.test/ca-phe.mp4', title: 'Pha cà phê phin', description: null },
}

export function previewModel(ad: GuestAd | null, overrides: Partial<GuestPageModel> = {}): GuestPageModel {
  return { lang: 'vi', venueName: 'Cà phê Góc Phố', mode: 'preview', ad, ...overrides }
}
