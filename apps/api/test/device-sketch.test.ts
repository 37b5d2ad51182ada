import { createHash, randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  addDevice,
  countDevices,
  emptySketch,
  encodeSketch,
  mergeSketch,
  mergeStoredSketch,
  registerCount,
} from '../src/modules/analytics/device-sketch.ts'

/** Device hashes as the console makes them: 32 bytes of a keyed hash, base64url. */
const devices = (count: number) => Array.from({ length: count }, () => randomBytes(32).toString('base64url'))
const sketchOf = (hashes: string[]) => {
  const sketch = emptySketch()
  for (const hash of hashes) addDevice(sketch, hash)
  return sketch
}

describe('the device sketch (HyperLogLog)', () => {
  it('counts a few devices exactly, and a device seen again once', () => {
    expect(countDevices(emptySketch())).toBe(0)
    // Fixed devices: a random 25 share one of its 2,048 registers about one run in seven, and the sketch then counts 24, as it should.
    const some = Array.from({ length: 25 }, (_, index) =>
      createHash('sha256').update(`device ${index}`).digest('base64url'),
    )
    const sketch = sketchOf([...some, ...some, some[0]!])
    expect(countDevices(sketch)).toBe(25)
  })

  it('counts many devices within a few percent', () => {
    for (const count of [2_000, 50_000]) {
      const estimate = countDevices(sketchOf(devices(count)))
      expect(Math.abs(estimate - count) / count).toBeLessThan(0.07)
    }
  })

  it('merges into the union: devices in both count once', () => {
    const shared = devices(300)
    const first = sketchOf([...shared, ...devices(200)])
    const second = sketchOf([...shared, ...devices(100)])
    expect(Math.abs(countDevices(first, second) - 600) / 600).toBeLessThan(0.05)
    mergeSketch(first, second)
    expect(countDevices(first)).toBe(countDevices(first, second))
  })

  it('stores a small sketch as pairs and a large one whole, and reads both back unchanged', () => {
    const readBack = (stored: Uint8Array) => {
      const sketch = emptySketch()
      mergeStoredSketch(sketch, stored)
      return sketch
    }
    const small = sketchOf(devices(40))
    const storedSmall = encodeSketch(small)
    expect(storedSmall.length).toBeLessThan(40 * 3 + 1)
    expect(readBack(storedSmall)).toEqual(small)
    const large = sketchOf(devices(5_000))
    const storedLarge = encodeSketch(large)
    expect(storedLarge.length).toBe(registerCount)
    expect(readBack(storedLarge)).toEqual(large)
  })

  it('merges a stored sketch, pairs or whole, as it merges the sketch itself', () => {
    for (const other of [sketchOf(devices(40)), sketchOf(devices(5_000))]) {
      const merged = sketchOf(devices(300))
      const expected = new Uint8Array(merged)
      mergeSketch(expected, other)
      mergeStoredSketch(merged, encodeSketch(other))
      expect(merged).toEqual(expected)
    }
  })
})
