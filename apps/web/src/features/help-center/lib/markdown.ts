/**
 * The small part of Markdown the Help Center's articles are written in, parsed into plain data that React renders
 * (nothing is ever injected as HTML, so a stray `<` in an article is text):
 *
 * - `# Title` on the first line, then the summary paragraph; `## Section {#id}` and `### Subsection {#id}`,
 *   the id naming the section in both languages (links may end in `#id`);
 * - paragraphs, `- ` and `1. ` lists (one level; an indented line continues the item), `> ` notes,
 *   fenced code blocks, and pipe tables with a header row;
 * - inside text: `**bold**`, `` `code` `` and `[text](address)`.
 */

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: Inline[] }
  | { kind: 'code'; text: string }
  | { kind: 'link'; href: string; children: Inline[] }

export type Block =
  | { kind: 'heading'; level: 2 | 3; id: string; content: Inline[] }
  | { kind: 'paragraph'; content: Inline[] }
  | { kind: 'note'; content: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] }
  | { kind: 'code'; text: string }
  | { kind: 'table'; head: Inline[][]; rows: Inline[][][] }

export interface ParsedArticle {
  title: string
  /** The first paragraph: what the article is about, shown on the index. */
  summary: string
  blocks: Block[]
}

const headingPattern = /^(#{2,3}) (.+?)(?: \{#([a-z0-9-]+)\})?$/
const listItemPattern = /^(?:- |\d+\. )/
const startsBlock = (line: string) =>
  line.startsWith('#') ||
  line.startsWith('```') ||
  line.startsWith('> ') ||
  line.startsWith('|') ||
  listItemPattern.test(line)

export function parseArticle(source: string): ParsedArticle {
  const lines = source.replace(/\r\n?/g, '\n').split('\n')
  const first = lines.shift() ?? ''
  if (!first.startsWith('# ')) throw new Error(`An article starts with "# Title", not "${first}"`)
  const blocks = parseBlocks(lines)
  const summaryBlock = blocks[0]
  if (summaryBlock?.kind !== 'paragraph') throw new Error(`"${first}" needs a summary paragraph under its title`)
  return { title: first.slice(2).trim(), summary: plainText(summaryBlock.content), blocks: blocks.slice(1) }
}

function parseBlocks(lines: string[]): Block[] {
  const blocks: Block[] = []
  let index = 0
  /** The lines from here on while `keep` holds for them (and, when given, for the block so far). */
  const take = (keep: (line: string, taken: string[]) => boolean): string[] => {
    const taken: string[] = []
    for (let line = lines[index]; line !== undefined && keep(line, taken); line = lines[index]) {
      taken.push(line)
      index += 1
    }
    return taken
  }
  for (let line = lines[index]; line !== undefined; line = lines[index]) {
    if (line.trim() === '') {
      index += 1
    } else if (line.startsWith('```')) {
      const end = lines.indexOf('```', index + 1)
      if (end === -1) throw new Error(`A code block is not closed: "${line}"`)
      blocks.push({ kind: 'code', text: lines.slice(index + 1, end).join('\n') })
      index = end + 1
    } else if (line.startsWith('#')) {
      const match = headingPattern.exec(line)
      if (!match?.[1] || !match[2] || !match[3]) {
        throw new Error(`A heading is "## Text {#id}" or "### Text {#id}": "${line}"`)
      }
      blocks.push({
        kind: 'heading',
        level: match[1].length === 2 ? 2 : 3,
        id: match[3],
        content: parseInline(match[2]),
      })
      index += 1
    } else if (line.startsWith('|')) {
      // The |---|---| line under the header only says "this is a table".
      const [head = [], ...rows] = take((row) => row.startsWith('|'))
        .filter((row) => !/^\|[\s:|-]+\|$/.test(row))
        .map(tableCells)
      blocks.push({ kind: 'table', head, rows })
    } else if (listItemPattern.test(line)) {
      const ordered = !line.startsWith('- ')
      const items: string[] = []
      for (const current of take(
        (row, taken) => listItemPattern.test(row) || (taken.length > 0 && /^\s{2,}\S/.test(row)),
      )) {
        if (listItemPattern.test(current)) items.push(current.replace(listItemPattern, ''))
        else items[items.length - 1] += ` ${current.trim()}`
      }
      blocks.push({ kind: 'list', ordered, items: items.map(parseInline) })
    } else if (line.startsWith('> ')) {
      const text = take((row) => row.startsWith('> ')).map((row) => row.slice(2))
      blocks.push({ kind: 'note', content: parseInline(text.join(' ')) })
    } else {
      const text = take((row, taken) => row.trim() !== '' && (taken.length === 0 || !startsBlock(row)))
      blocks.push({ kind: 'paragraph', content: parseInline(text.join(' ')) })
    }
  }
  return blocks
}

function tableCells(line: string): Inline[][] {
  return line
    .slice(1, line.endsWith('|') ? -1 : undefined)
    .split('|')
    .map((cell) => parseInline(cell.trim()))
}

/** `**bold**`, `` `code` `` and `[text](address)`; anything else, a lone `*` or `[` included, is text. */
function parseInline(text: string): Inline[] {
  const out: Inline[] = []
  const pattern = /\*\*(.+?)\*\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g
  let last = 0
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) out.push({ kind: 'text', text: text.slice(last, match.index) })
    const [whole, bold, code, label, href] = match
    if (bold !== undefined) out.push({ kind: 'strong', children: parseInline(bold) })
    else if (code !== undefined) out.push({ kind: 'code', text: code })
    else if (label !== undefined && href !== undefined) out.push({ kind: 'link', href, children: parseInline(label) })
    last = match.index + whole.length
  }
  if (last < text.length) out.push({ kind: 'text', text: text.slice(last) })
  return out
}

export function plainText(content: Inline[]): string {
  return content.map((inline) => ('children' in inline ? plainText(inline.children) : inline.text)).join('')
}

/** Every block's words, for searching. */
export function blocksText(blocks: Block[]): string {
  return blocks
    .map((block) => {
      switch (block.kind) {
        case 'code':
          return block.text
        case 'list':
          return block.items.map(plainText).join('\n')
        case 'table':
          return [block.head, ...block.rows].map((row) => row.map(plainText).join(' ')).join('\n')
        default:
          return plainText(block.content)
      }
    })
    .join('\n')
}

/** Every link's address, in the order they appear. */
export function linksOf(blocks: Block[]): string[] {
  const fromInlines = (content: Inline[]): string[] =>
    content.flatMap((inline) => {
      if (inline.kind === 'link') return [inline.href, ...fromInlines(inline.children)]
      return inline.kind === 'strong' ? fromInlines(inline.children) : []
    })
  return blocks.flatMap((block) => {
    switch (block.kind) {
      case 'code':
        return []
      case 'list':
        return block.items.flatMap(fromInlines)
      case 'table':
        return [block.head, ...block.rows].flat().flatMap(fromInlines)
      default:
        return fromInlines(block.content)
    }
  })
}
