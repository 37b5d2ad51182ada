import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { adDayOf, adInputSchema, type AdInput } from '@wifi/contract'
import { asc, eq, like } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { advertisements, users, venues } from '../src/db/schema.ts'
import { createAd } from '../src/modules/advertisements/ad-service.ts'
import { assignAds } from '../src/modules/advertisements/venue-ads.ts'
import { storeImage } from '../src/modules/media/store-image.ts'
import { findUserByEmail } from '../src/modules/users/user-repository.ts'
import { demoCustomers } from './accounts.ts'

// The images ship beside the server: apps/api/demo/media, beside this file and one level up from dist/.
const mediaDir = ['./media/', '../demo/media/']
  .map((relative) => fileURLToPath(new URL(relative, import.meta.url)))
  .find((dir) => existsSync(dir))

const day = (offsetDays: number) => adDayOf(new Date(Date.now() + offsetDays * 24 * 3600 * 1000))

interface DemoAd {
  /** Who makes it: the first administrator, or a demo customer by index. */
  author: 'admin' | 0 | 1
  /** Demo venues it is assigned to, by their place in email order (venue1@…, venue2@…). */
  venues: number[]
  images: { file: string; altText: string }[]
  ad: Omit<AdInput, 'images'>
}

const demoAds: DemoAd[] = [
  {
    author: 0,
    venues: [0],
    images: [{ file: 'ca-phe-sua-da.jpg', altText: 'Ly cà phê sữa đá với ống hút xanh' }],
    ad: {
      title: 'Cà phê sữa đá – Mua 1 tặng 1',
      description: 'Mua một ly cà phê sữa đá, tặng một ly cho bạn đi cùng, từ 7 giờ đến 10 giờ sáng.',
      componentType: 'single_image',
      type: 'promotion',
      duration: 7,
      startDate: day(-3),
      endDate: day(27),
      ctaText: 'Xem thực đơn',
      ctaUrl: 'https://example.com/thuc-don',
      targetText: 'cà phê sữa đá',
    },
  },
  {
    author: 1,
    venues: [1],
    images: [
      { file: 'banh-mi-sang.jpg', altText: 'Ổ bánh mì nóng giòn với rau và ớt' },
      { file: 'banh-mi-combo.jpg', altText: 'Combo bánh mì và ly cà phê' },
    ],
    ad: {
      title: 'Bánh mì sáng',
      description: 'Bánh mì nóng giòn mỗi sáng, combo với cà phê chỉ 35.000đ.',
      componentType: 'multiple_images',
      type: 'event',
      duration: 10,
      startDate: day(-1),
      endDate: day(13),
      targetText: 'bánh mì',
      hoursFrom: '06:00',
      hoursTo: '11:00',
      weight: 2,
    },
  },
  {
    author: 'admin',
    venues: [],
    images: [{ file: 'wifi-mien-phi.jpg', altText: 'Biểu tượng Wi-Fi trên nền xanh' }],
    ad: {
      title: 'Wi-Fi miễn phí cho mọi người',
      description: 'Kết nối Wi-Fi miễn phí, nhanh và an toàn tại các quán trong hệ thống.',
      componentType: 'single_image',
      type: 'announcement',
      duration: 5,
      startDate: day(-30),
      endDate: day(335),
      isPublic: true,
      targetText: 'wifi miễn phí',
    },
  },
  {
    author: 'admin',
    venues: [0, 2],
    images: [{ file: 'the-thanh-vien.jpg', altText: 'Thẻ thành viên màu tím' }],
    ad: {
      title: 'Thẻ thành viên – tích điểm mọi quán',
      description: 'Đăng ký thẻ thành viên để tích điểm và nhận ưu đãi ở mọi quán trong hệ thống.',
      componentType: 'single_image',
      type: 'brand',
      duration: 8,
      startDate: day(7),
      endDate: day(60),
      isPublic: true,
      ctaText: 'Đăng ký',
      ctaUrl: 'https://example.com/thanh-vien',
    },
  },
]

/**
 * Demo ads (DEMO_SEED=true), once, after the demo venues: a customer's promotion at their venue, a customer's
 * breakfast ad with two images, hours and weight, and two public ads by the administrator (one running
 * everywhere as the fallback, one scheduled). The images are the ones shipped in apps/api/demo/media.
 */
export async function seedDemoAds(app: FastifyInstance) {
  const { db } = app
  const firstTitle = demoAds[0]?.ad.title ?? ''
  const [existing] = await db
    .select({ id: advertisements.id })
    .from(advertisements)
    .where(eq(advertisements.title, firstTitle))
  if (existing || !mediaDir) return
  const [admin] = await db.select().from(users).where(eq(users.role, 'admin')).orderBy(asc(users.createdAt)).limit(1)
  if (!admin) return
  const demoVenues = await db
    .select({ id: venues.id })
    .from(venues)
    .where(like(venues.email, '%@demo.wifi.local'))
    .orderBy(asc(venues.email))
  const customers = await Promise.all(demoCustomers.map((customer) => findUserByEmail(db, customer.email)))

  for (const demo of demoAds) {
    const author = demo.author === 'admin' ? admin : customers[demo.author]
    if (!author) continue
    const actor = { user: author, ip: '127.0.0.1' }
    const images = []
    for (const image of demo.images) {
      const stored = await storeImage(db, await readFile(`${mediaDir}${image.file}`), { uploadedBy: author.id })
      images.push({ mediaId: stored.id, altText: image.altText })
    }
    const ad = await createAd(db, actor, adInputSchema.parse({ ...demo.ad, images }))
    // The administrator assigns: it may assign any ad to any venue.
    for (const index of demo.venues) {
      const venue = demoVenues[index]
      if (venue) await assignAds(db, { user: admin, ip: '127.0.0.1' }, venue.id, [ad.id])
    }
  }
  app.log.info(`Demo: ${demoAds.length} ads with their images`)
}
