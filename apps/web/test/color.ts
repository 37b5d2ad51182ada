/**
 * Colour arithmetic for the contrast test: CSS colours as Chromium paints them on an sRGB screen, and the WCAG
 * contrast ratio between two of them.
 */

/** Gamma-encoded sRGB channels (0–1) and an alpha (0–1). */
export interface Rgba {
  rgb: [number, number, number]
  alpha: number
}

const degrees = (value: number) => (value * Math.PI) / 180
const clamp = (value: number) => Math.min(1, Math.max(0, value))
const encode = (linear: number) => (linear <= 0.0031308 ? 12.92 * linear : 1.055 * linear ** (1 / 2.4) - 0.055)
const decode = (encoded: number) => (encoded <= 0.04045 ? encoded / 12.92 : ((encoded + 0.055) / 1.055) ** 2.4)

/**
 * OKLCH → sRGB by Björn Ottosson's matrices (OKLab → LMS → linear sRGB). A colour outside the sRGB gamut is clipped
 * channel by channel, as Chromium paints it (checked against its canvas: oklch(0.577 0.245 27.325) is #e7000b).
 */
function oklchToRgb(lightness: number, chroma: number, hue: number): [number, number, number] {
  const a = chroma * Math.cos(degrees(hue))
  const b = chroma * Math.sin(degrees(hue))
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3
  return [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ].map((linear) => encode(clamp(linear))) as [number, number, number]
}

/** HSL → sRGB (CSS Color 4's formula). */
function hslToRgb(hue: number, saturation: number, lightness: number): [number, number, number] {
  const chroma = saturation * Math.min(lightness, 1 - lightness)
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12
    return lightness - chroma * Math.max(-1, Math.min(k - 3, 9 - k, 1))
  }
  return [channel(0), channel(8), channel(4)]
}

const number = String.raw`(-?[\d.]+)`
const oklchPattern = new RegExp(String.raw`^oklch\(\s*${number}\s+${number}\s+${number}\s*(?:/\s*${number}(%?)\s*)?\)$`)
const hslPattern = new RegExp(String.raw`^hsl\(\s*${number}\s*,\s*${number}%\s*,\s*${number}%\s*\)$`)
const hexPattern = /^#([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i

/** The colour forms the theme and the toast library use: oklch(L C H [/ A[%]]), hsl(H, S%, L%), #rrggbb. */
export function parseColor(text: string): Rgba {
  const value = text.trim()
  const oklch = oklchPattern.exec(value)
  if (oklch) {
    const [, lightness, chroma, hue, alpha, percent] = oklch
    return {
      rgb: oklchToRgb(Number(lightness), Number(chroma), Number(hue)),
      alpha: alpha === undefined ? 1 : Number(alpha) / (percent ? 100 : 1),
    }
  }
  const hsl = hslPattern.exec(value)
  if (hsl) {
    const [, hue, saturation, lightness] = hsl
    return { rgb: hslToRgb(Number(hue), Number(saturation) / 100, Number(lightness) / 100), alpha: 1 }
  }
  const hex = hexPattern.exec(value)
  if (hex) {
    const [red, green, blue] = hex.slice(1).map((pair) => parseInt(pair, 16) / 255)
    return { rgb: [red ?? 0, green ?? 0, blue ?? 0], alpha: 1 }
  }
  throw new Error(`Not a colour this test reads: ${text}`)
}

/** `top` painted over `backdrop`: the browser blends gamma-encoded channels by the top colour's alpha. */
export function over(top: Rgba, backdrop: Rgba): Rgba {
  const blend = (index: 0 | 1 | 2) => top.alpha * top.rgb[index] + (1 - top.alpha) * backdrop.rgb[index]
  return { rgb: [blend(0), blend(1), blend(2)], alpha: 1 - (1 - top.alpha) * (1 - backdrop.alpha) }
}

/** WCAG 2 relative luminance of an opaque colour. */
function luminance({ rgb: [r, g, b] }: Rgba): number {
  return 0.2126 * decode(r) + 0.7152 * decode(g) + 0.0722 * decode(b)
}

/** WCAG 2 contrast ratio, 1 to 21. */
export function contrast(first: Rgba, second: Rgba): number {
  const [one, other] = [luminance(first), luminance(second)]
  return (Math.max(one, other) + 0.05) / (Math.min(one, other) + 0.05)
}

/** #rrggbb, for messages. */
export function toHex({ rgb }: Rgba): string {
  return `#${rgb
    .map((channel) =>
      Math.round(channel * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}
