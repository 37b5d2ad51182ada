/**
 * A seeded generator: the same seed must give the same organizations, groups and devices (ids included), so tests
 * and demos can name things that exist. Math.random cannot be seeded, hence mulberry32.
 */
export class Random {
  private state: number

  constructor(seed: number) {
    this.state = seed >>> 0
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  /** An integer in [min, max], both ends included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  chance(probability: number): boolean {
    return this.next() < probability
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)]
    if (item === undefined) throw new Error('pick() from an empty list')
    return item
  }

  /** Picks by weight; `weights` need not add up to 1. */
  weighted<T extends string>(weights: Readonly<Record<T, number>>): T {
    const entries = Object.entries(weights) as Array<[T, number]>
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0)
    let roll = this.next() * total
    for (const [value, weight] of entries) {
      roll -= weight
      if (roll < 0) return value
    }
    const last = entries.at(-1)
    if (!last) throw new Error('weighted() without weights')
    return last[0]
  }

  bytes(count: number): number[] {
    return Array.from({ length: count }, () => Math.floor(this.next() * 256))
  }

  hex(length: number): string {
    return this.bytes(Math.ceil(length / 2))
      .map((byte) => byte.toString(16).padStart(2, '0'))
      .join('')
      .slice(0, length)
  }

  /** A version-4 formatted UUID drawn from the generator, so ids repeat with the seed. */
  uuid(): string {
    const bytes = this.bytes(16)
    bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
    bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
    const hex = bytes.map((byte) => byte.toString(16).padStart(2, '0')).join('')
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
  }
}

/** Derives a stable seed from text, so per-device details (clients, uptime) need not be stored. */
export function seedFrom(seed: number, text: string): number {
  let hash = (seed ^ 0x811c9dc5) >>> 0
  for (let index = 0; index < text.length; index++) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193) >>> 0
  }
  return hash
}
