import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { contrast, over, parseColor, toHex, type Rgba } from './color'

/**
 * The theme's colour pairs meet WCAG 2.2 AA: text 4.5:1 (1.4.3), the parts that identify a control or its state
 * (focus rings, field borders, the highlighted menu item) 3:1 (1.4.11). The browser check (e2e accessibility
 * spec) measures text on the screens it visits; this holds every pair, including the non-text ones axe does not
 * measure, so a token change cannot bring one under.
 */

type Tokens = Record<string, string>

function declarations(css: string, selector: string): Tokens {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const body = new RegExp(String.raw`(?:^|\n)${escaped}\s*\{([^}]*)\}`).exec(css)?.[1]
  if (body === undefined) throw new Error(`No ${selector} { … } block`)
  return Object.fromEntries([...body.matchAll(/--([\w-]+)\s*:\s*([^;]+);/g)].map(([, name, value]) => [name, value]))
}

const themeCss = readFileSync(new URL('../src/index.css', import.meta.url), 'utf8')
const light = declarations(themeCss, ':root')
const themes: Record<'light' | 'dark', Tokens> = { light, dark: { ...light, ...declarations(themeCss, '.dark') } }

/** A token's colour; `var(--name)` is looked up in the theme. */
function tokenColor(tokens: Tokens, value: string): Rgba {
  const reference = /^var\(--([\w-]+)\)$/.exec(value.trim())?.[1]
  if (reference === undefined) return parseColor(value)
  const referenced = tokens[reference]
  if (referenced === undefined) throw new Error(`No --${reference} in the theme`)
  return tokenColor(tokens, referenced)
}

/** One layer as Tailwind writes it: 'card', or 'success/15' for `bg-success/15`. */
function layer(tokens: Tokens, spec: string): Rgba {
  const [name = '', percent] = spec.trim().split('/')
  const value = tokens[name]
  if (value === undefined) throw new Error(`No --${name} in the theme`)
  const color = tokenColor(tokens, value)
  return { ...color, alpha: color.alpha * (percent === undefined ? 1 : Number(percent) / 100) }
}

/**
 * What a surface looks like: 'card', or layers top first: 'success/15 over card' is `bg-success/15` on a card.
 * The bottom layer must be opaque, as the page's background is.
 */
function paint(tokens: Tokens, surface: string): Rgba {
  const painted = surface
    .split(' over ')
    .map((spec) => layer(tokens, spec))
    .reduceRight((below, top) => over(top, below))
  if (painted.alpha < 1) throw new Error(`${surface} is see-through: name what it is painted on`)
  return painted
}

/** `foreground` as seen on `surface`: a see-through token (the dark theme's field border) blends with it. */
function ratio(tokens: Tokens, foreground: string, surface: string) {
  const backdrop = paint(tokens, surface)
  const seen = over(layer(tokens, foreground), backdrop)
  return { ratio: contrast(seen, backdrop), seen: toHex(seen), on: toHex(backdrop) }
}

// [foreground, surface, where it is seen]
const textPairs: [string, string, string][] = [
  ['foreground', 'background', 'body text'],
  ['card-foreground', 'card', 'cards'],
  ['popover-foreground', 'popover', 'menus and popovers'],
  ['muted-foreground', 'background', 'descriptions and hints'],
  ['muted-foreground', 'card', 'hints in cards'],
  ['muted-foreground', 'popover', 'the user menu’s email'],
  ['muted-foreground', 'muted', 'hints on muted panels'],
  ['muted-foreground', 'accent', 'hints in a hovered item'],
  ['primary', 'background', 'links'],
  ['primary', 'card', 'links in cards'],
  ['primary-foreground', 'primary', 'primary buttons, the highlighted menu item'],
  ['secondary-foreground', 'secondary', 'secondary buttons, the inactive badge'],
  ['accent-foreground', 'accent', 'hovered buttons and items'],
  ['destructive-foreground', 'destructive', 'the Delete button, the highlighted Delete item'],
  ['destructive', 'background', 'field errors, a delete dialog’s title'],
  ['destructive', 'card', 'field errors in cards'],
  ['destructive', 'popover', 'the Delete menu item'],
  ['success', 'success/15 over background', 'the active badge'],
  ['success', 'success/15 over card', 'the active badge on a phone’s card'],
  ['success', 'success/15 over muted/50 over background', 'the active badge on a hovered row'],
  ['success', 'success/15 over muted over background', 'the active badge on a selected row'],
  ['sidebar-foreground', 'sidebar', 'the sidebar'],
  ['sidebar-accent-foreground', 'sidebar-accent', 'the sidebar’s current page'],
]

const nonTextPairs: [string, string, string][] = [
  ['ring', 'background', 'the focus ring'],
  ['ring', 'card', 'the focus ring in cards'],
  ['ring', 'popover', 'the focus ring in popovers'],
  ['ring', 'sidebar', 'the focus ring in the sidebar'],
  ['input', 'background', 'a field’s border'],
  ['input', 'card', 'a field’s border in a card'],
  ['input', 'popover', 'a field’s border in a popover'],
  ['destructive', 'background', 'an invalid field’s border and focus ring'],
  ['destructive', 'card', 'an invalid field’s border in a card'],
  ['primary', 'background', 'a ticked checkbox, a chosen radio'],
  ['primary', 'popover', 'the highlighted menu or list item'],
  ['destructive', 'popover', 'the highlighted Delete item'],
]

describe.each(Object.keys(themes) as (keyof typeof themes)[])('the %s theme', (themeName) => {
  const tokens = themes[themeName]

  it.each(textPairs)('text %s on %s (%s) is at least 4.5:1', (foreground, surface) => {
    const measured = ratio(tokens, foreground, surface)
    expect(measured.ratio, `${measured.seen} on ${measured.on}`).toBeGreaterThanOrEqual(4.5)
  })

  it.each(nonTextPairs)('%s against %s (%s) is at least 3:1', (foreground, surface) => {
    const measured = ratio(tokens, foreground, surface)
    expect(measured.ratio, `${measured.seen} against ${measured.on}`).toBeGreaterThanOrEqual(3)
  })
})

describe('focus rings in the sources', () => {
  const sourceDir = new URL('../src/', import.meta.url)
  const sources = readdirSync(sourceDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    /\.(tsx|css)$/.test(file),
  )

  it('are drawn at the ring tokens’ full strength (a half-strength ring measures 2.3:1)', () => {
    const translucent = sources.flatMap((file) =>
      [...readFileSync(new URL(file, sourceDir), 'utf8').matchAll(/\b(?:ring|outline)-(?:ring|destructive)\/\d+/g)].map(
        ([match]) => `${file}: ${match}`,
      ),
    )
    expect(sources.length).toBeGreaterThan(0)
    expect(translucent).toEqual([])
  })
})

/**
 * Toasts (sonner with rich colours) keep the library's tints; where its text colour falls short, index.css sets it
 * from the theme. The toaster follows the console's theme.
 */
describe.each(['light', 'dark'] as const)('%s toasts', (themeName) => {
  const sonnerCss = readFileSync(createRequire(import.meta.url).resolve('sonner/dist/styles.css'), 'utf8')
  const selector = `[data-sonner-toaster][data-sonner-theme='${themeName}']`
  const ours = themeCss.includes(`:root ${selector}`) ? declarations(themeCss, `:root ${selector}`) : {}
  const toastTokens = { ...themes[themeName], ...declarations(sonnerCss, selector), ...ours }

  it.each(['success', 'error'])('%s text is at least 4.5:1 on its tint', (type) => {
    const measured = ratio(toastTokens, `${type}-text`, `${type}-bg`)
    expect(measured.ratio, `${measured.seen} on ${measured.on}`).toBeGreaterThanOrEqual(4.5)
  })
})

describe('the colour arithmetic', () => {
  it('turns OKLCH and HSL into the sRGB colours browsers paint', () => {
    expect(toHex(parseColor('oklch(0.62796 0.25768 29.2339)'))).toBe('#ff0000')
    expect(toHex(parseColor('oklch(0.45201 0.31321 264.052)'))).toBe('#0000ff')
    expect(toHex(parseColor('oklch(1 0 0)'))).toBe('#ffffff')
    // Outside sRGB, clipped per channel as Chromium's canvas shows it.
    expect(toHex(parseColor('oklch(0.577 0.245 27.325)'))).toBe('#e7000b')
    // Sonner's success tint, which axe reports as #ecfdf3.
    expect(toHex(parseColor('hsl(143, 85%, 96%)'))).toBe('#ecfdf3')
    expect(parseColor('oklch(1 0 0 / 16%)').alpha).toBeCloseTo(0.16)
  })

  it('measures contrast as WCAG does', () => {
    expect(contrast(parseColor('#000000'), parseColor('#ffffff'))).toBeCloseTo(21)
    // The audit's figure for the active badge before the fix: #25984d on #def0e4.
    const success = parseColor('oklch(0.6 0.15 150)')
    expect(contrast(success, over({ ...success, alpha: 0.15 }, parseColor('#ffffff')))).toBeCloseTo(3.11, 2)
  })
})
