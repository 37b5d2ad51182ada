import { describe, expect, it } from 'vitest'
import { webOrigin } from '../src/index.ts'

describe('webOrigin', () => {
  it.each([
    ['https://videos.example.test/a.mp4', 'https://videos.example.test'],
    ['http://VIDEOS.Example.test:8080/a', 'http://videos.example.test:8080'],
    ['https://videos.example.test:443/a', 'https://videos.example.test'],
    ['https://user:secret@videos.example.test/a;b,c?d=1#e', 'https://videos.example.test'],
    ['http://203.0.113.5/a', 'http://203.0.113.5'],
    ['http://[2001:db8::1]:8080/a', 'http://[2001:db8::1]:8080'],
    ['https://xn--caf-dma.vn/a', 'https://xn--caf-dma.vn'],
    // The URL parser gives an international name in its ASCII form, which is what a browser asks DNS for.
    ['https://café.vn/a', 'https://xn--caf-dma.vn'],
    ['https://quán-phở.vn/a', 'https://xn--qun-ph-qta2452d.vn'],
    ['http://localhost:3000/a', 'http://localhost:3000'],
  ])('gives %s the origin %s', (address, origin) => {
    expect(webOrigin(address)).toBe(origin)
  })

  it.each([
    'http://x;sandbox/v.mp4',
    'http://x%3Bsandbox/v.mp4',
    'http://x；sandbox/v.mp4',
    'http://a,b/v.mp4',
    "http://x'unsafe-inline'/",
    'http://*/',
    'http://*.example.test/',
    'http://a_b.example.test/',
    'http://-a.example.test/',
    'http://a-.example.test/',
    'http://example.test./',
    'http://a..b/',
    `http://${'a'.repeat(64)}.example.test/`,
    'http://x y/',
    'ftp://example.test/a',
    'javascript:alert(1)',
    'data:video/mp4,x',
    'example.test/a',
    '',
  ])('refuses %s', (address) => {
    expect(webOrigin(address)).toBeNull()
  })
})
