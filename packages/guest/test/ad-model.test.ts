import type { Advertisement } from '@wifi/contract'
import { describe, expect, it } from 'vitest'
import { guestAdFromView } from '../src/ad-model.ts'
import { frameShapeOf, srcsetOf } from '../src/image-sources.ts'
import { serializeModel } from '../src/serialize-model.ts'
import { previewModel, videoAd } from './sample-models.ts'

const media = (id: string, width: number, height: number, variantWidths: number[]) => ({
  id,
  src: `/media/${id}.jpg`,
  width,
  height,
  bytes: 1000,
  variants: variantWidths.map((variantWidth) => ({
    width: variantWidth,
    src: `/media/${id}-${variantWidth}.webp`,
    bytes: 100,
  })),
})

const view: Advertisement = {
  id: '0b7e3c1e-5d43-4c0e-9a4e-1f0c2d3e4f50',
  title: 'Bánh mì',
  description: 'Giòn rụm',
  componentType: 'multiple_images',
  duration: 9,
  startDate: '2026-11-01',
  endDate: '2026-11-30',
  status: 'running',
  isPublic: false,
  ctaText: null,
  ctaUrl: 'https://banhmi.example.test',
  targetText: 'bánh mì',
  type: 'promotion',
  images: [
    {
      mediaId: '1b7e3c1e-5d43-4c0e-9a4e-1f0c2d3e4f51',
      sourceUrl: null,
      altText: 'Ổ bánh mì',
      title: 'Bánh mì thịt',
      description: null,
      media: media('a', 3000, 2000, [1080, 360, 720]),
    },
    {
      mediaId: '2b7e3c1e-5d43-4c0e-9a4e-1f0c2d3e4f52',
      sourceUrl: 'https://elsewhere.example.test/b.png',
      altText: 'Quầy bánh mì',
      title: null,
      description: 'Buổi sáng',
      media: media('b', 300, 200, []),
    },
  ],
  video: { url: 'https://videos.example.test/left-behind.mp4', title: null, description: null },
  hoursFrom: null,
  hoursTo: null,
  weight: 1,
  author: null,
  editable: true,
  takenDown: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
}

describe('the guest page’s ad, from the API’s view of it', () => {
  it('keeps what the guest sees, its images served from our origin, narrowest variant first', () => {
    const ad = guestAdFromView(view)
    expect(ad).toEqual({
      id: view.id,
      title: 'Bánh mì',
      description: 'Giòn rụm',
      componentType: 'multiple_images',
      duration: 9,
      ctaText: null,
      ctaUrl: 'https://banhmi.example.test',
      targetText: 'bánh mì',
      images: [
        {
          alt: 'Ổ bánh mì',
          title: 'Bánh mì thịt',
          description: null,
          src: '/media/a-720.webp',
          width: 3000,
          height: 2000,
          variants: [
            { width: 360, src: '/media/a-360.webp' },
            { width: 720, src: '/media/a-720.webp' },
            { width: 1080, src: '/media/a-1080.webp' },
          ],
        },
        // Smaller than every variant width: the stored image itself, and no srcset.
        {
          alt: 'Quầy bánh mì',
          title: null,
          description: 'Buổi sáng',
          src: '/media/b.jpg',
          width: 300,
          height: 200,
          variants: [],
        },
      ],
      video: null,
    })
    expect(srcsetOf(ad.images[1]!)).toBeUndefined()
  })

  it('keeps a video ad’s video and no images', () => {
    const ad = guestAdFromView({
      ...view,
      componentType: 'video',
      video: { url: 'https://v.example.test/a.mp4', title: 'A', description: null },
    })
    expect(ad.images).toEqual([])
    expect(ad.video).toEqual({ url: 'https://v.example.test/a.mp4', title: 'A', description: null })
  })
})

describe('the frame of several images', () => {
  it('takes the shape nearest the first image’s', () => {
    expect(frameShapeOf({ width: 1920, height: 1080 })).toBe('wide')
    expect(frameShapeOf({ width: 2400, height: 1600 })).toBe('photo')
    expect(frameShapeOf({ width: 1600, height: 1200 })).toBe('landscape')
    expect(frameShapeOf({ width: 1000, height: 1050 })).toBe('square')
    expect(frameShapeOf({ width: 1080, height: 1920 })).toBe('portrait')
    expect(frameShapeOf(undefined)).toBe('landscape')
  })
})

describe('the model in the page', () => {
  it('escapes what could end its script block, and reads back the same', () => {
    const model = previewModel({ ...videoAd, title: '</script><!--<script>&\u2028\u2029' })
    const json = serializeModel(model)
    expect(json).not.toMatch(/[<>&\u2028\u2029]/)
    expect(JSON.parse(json)).toEqual(model)
  })
})
