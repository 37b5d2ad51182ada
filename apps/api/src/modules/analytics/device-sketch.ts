/**
 * Counting distinct devices without keeping them (docs/decisions/035): a HyperLogLog sketch of 2¹¹ registers, each
 * the longest run of leading zero bits seen among the devices whose hash falls in it. Adding a device twice changes
 * nothing, two sketches merge by taking each register's larger value, and the count of a merge is the count of the
 * union — so a period's devices are the merge of its days'. The error is about 2.3% (1.04/√2048); below about 5,000
 * devices the estimate uses linear counting, which is exact for a few and close for hundreds. No device can be read
 * back out of a sketch.
 *
 * Stored small: while fewer than 512 registers are set, as (register, value) pairs of 3 bytes; then all 2,048 bytes.
 */

const precision = 11
export const registerCount = 1 << precision
const sparseLimit = 512
const pairBytes = 3

export type DeviceSketch = Uint8Array

export const emptySketch = (): DeviceSketch => new Uint8Array(registerCount)

/** Adds a device by its hash (the keyed hash the console knows it by, base64url): the first 64 bits are used. */
export function addDevice(sketch: DeviceSketch, deviceHash: string): void {
  const bits = Buffer.from(deviceHash, 'base64url')
  if (bits.length < 8) throw new Error('a device hash has at least 64 bits')
  const high = bits.readUInt32BE(0)
  const low = bits.readUInt32BE(4)
  const register = high >>> (32 - precision)
  // The remaining 53 bits: leading zeros of the high word's rest, then of the low word.
  const rest = (high << precision) >>> 0
  const zeros = rest === 0 ? 32 - precision + Math.clz32(low) : Math.clz32(rest)
  const value = Math.min(zeros, 64 - precision) + 1
  if (value > sketch[register]!) sketch[register] = value
}

/** Takes into `into` every device of `other`. */
export function mergeSketch(into: DeviceSketch, other: DeviceSketch): void {
  for (let register = 0; register < registerCount; register++) {
    if (other[register]! > into[register]!) into[register] = other[register]!
  }
}

/** 2^-value for every value a register can hold: counting reads it 2,048 times. */
const inversePowers = Array.from({ length: 66 }, (_, value) => 2 ** -value)

/** How many distinct devices the sketch has seen — or, given a second one, the two together (without merging them). */
export function countDevices(sketch: DeviceSketch, other?: DeviceSketch): number {
  let sum = 0
  let zeros = 0
  for (let register = 0; register < registerCount; register++) {
    const value = other && other[register]! > sketch[register]! ? other[register]! : sketch[register]!
    sum += inversePowers[value]!
    if (value === 0) zeros++
  }
  const alpha = 0.7213 / (1 + 1.079 / registerCount)
  const raw = (alpha * registerCount * registerCount) / sum
  if (raw <= 2.5 * registerCount && zeros > 0) return Math.round(registerCount * Math.log(registerCount / zeros))
  return Math.round(raw)
}

/** The sketch as stored: pairs while few registers are set, all registers otherwise. */
export function encodeSketch(sketch: DeviceSketch): Buffer {
  let set = 0
  for (const value of sketch) if (value > 0) set++
  if (set >= sparseLimit) return Buffer.from(sketch)
  const encoded = Buffer.alloc(set * pairBytes)
  let offset = 0
  for (let register = 0; register < registerCount; register++) {
    if (sketch[register] === 0) continue
    encoded.writeUInt16BE(register, offset)
    encoded[offset + 2] = sketch[register]!
    offset += pairBytes
  }
  return encoded
}

/**
 * Takes into `into` every device of a stored sketch, read in place: a report merges hundreds of stored day sketches,
 * most of them a few pairs, and decoding each into its own 2,048 registers first cost more than the merge.
 */
export function mergeStoredSketch(into: DeviceSketch, stored: Uint8Array): void {
  if (stored.length === registerCount) {
    mergeSketch(into, stored)
    return
  }
  for (let offset = 0; offset + pairBytes <= stored.length; offset += pairBytes) {
    const register = (stored[offset]! << 8) | stored[offset + 1]!
    if (stored[offset + 2]! > into[register]!) into[register] = stored[offset + 2]!
  }
}
