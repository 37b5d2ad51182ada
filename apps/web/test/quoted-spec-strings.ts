import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

// Paths, not URLs: under jsdom, `URL` is the DOM's, which node:fs does not take.
export const repositoryDir = join(dirname(fileURLToPath(import.meta.url)), '../../..')

/**
 * Every string docs/product.md quotes in 'single quotes' — by its own reading guide, the exact words the user sees —
 * from §1 on (the guide before it quotes 'single quotes' only as an example). A soft-wrapped quote is joined back
 * into one line; an apostrophe inside a word ("don't", "venue's") neither opens nor closes a quote.
 */
export function quotedSpecStrings(markdown = readFileSync(join(repositoryDir, 'docs/product.md'), 'utf8')): string[] {
  const body = markdown.slice(markdown.indexOf('\n## 1.'))
  // A line that is not a new list item, table row, heading or blank line continues the one before it.
  const joined = body.replace(/\n[ \t]*(?=[^\s\-|#*])/g, ' ')
  const quote = /(?<=^|[\s(|—])'(.+?)'(?=$|[\s.,;:)|])/gm
  return [...new Set([...joined.matchAll(quote)].map((match) => match[1]!))]
}

/** What stands in for a template literal's `${…}` in the text of a test's literal. */
export const placeholderMark = '\u0000'

/**
 * When a literal of a test holds a quoted string: exactly, except that a `{name}` placeholder stands for any text
 * (a venue's name, the server's reason), and a string ending in ':' may have the reason after it on the same line
 * ('Failed to update password: <reason>'), as docs/product.md §8 says it does.
 */
export function specStringPattern(quoted: string): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const parts = quoted.split(/\{\w+\}/).map(escape)
  const reasonAfter = quoted.endsWith(':') ? '(?: .+)?' : ''
  return new RegExp(`^${parts.join('.+')}${reasonAfter}$`, 's')
}
