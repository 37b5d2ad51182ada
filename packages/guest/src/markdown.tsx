import type { ComponentChildren, VNode } from 'preact'

/**
 * The operator's texts (terms of use, privacy notice) are Markdown, of which the notice pages show a small part:
 * `#`, `##`, `###` headings, paragraphs, `- ` lists, `**bold**` and links to web, mail and phone addresses. The text
 * becomes Preact nodes, never HTML: every character the operator wrote is escaped by the renderer, so HTML comes out
 * as the words it is made of, and a link to any other kind of address (`javascript:`, `data:`) stays plain text.
 */

type Block = { kind: 'heading'; level: 1 | 2 | 3; text: string } | { kind: 'paragraph' | 'list'; lines: string[] }

const headingPattern = /^(#{1,3})\s+(.+?)\s*#*\s*$/
const itemPattern = /^-\s+(.*)$/
const inlinePattern = /\*\*(.+?)\*\*|\[([^\]\n]+)\]\(([^()\s]+)\)/g
const safeLink = /^(https?:\/\/|mailto:|tel:)/i

function blocksOf(source: string): Block[] {
  const blocks: Block[] = []
  let open: Extract<Block, { lines: string[] }> | null = null
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim()
    const heading = headingPattern.exec(line)
    const item = itemPattern.exec(line)
    if (!line) {
      open = null
    } else if (heading) {
      blocks.push({ kind: 'heading', level: heading[1]!.length as 1 | 2 | 3, text: heading[2]! })
      open = null
    } else if (item) {
      if (open?.kind !== 'list') blocks.push((open = { kind: 'list', lines: [] }))
      open.lines.push(item[1]!)
    } else if (open?.kind === 'list') {
      // A line under a list item carries on that item, as in Markdown.
      open.lines[open.lines.length - 1] += ` ${line}`
    } else if (open) {
      open.lines.push(line)
    } else {
      blocks.push((open = { kind: 'paragraph', lines: [line] }))
    }
  }
  return blocks
}

function inline(text: string): ComponentChildren[] {
  const nodes: ComponentChildren[] = []
  let from = 0
  for (const match of text.matchAll(inlinePattern)) {
    const [whole, bold, label, href] = match
    if (label !== undefined && !safeLink.test(href!)) continue
    nodes.push(text.slice(from, match.index))
    nodes.push(
      bold !== undefined ? (
        <strong>{inline(bold)}</strong>
      ) : (
        <a href={href} rel="noopener">
          {label}
        </a>
      ),
    )
    from = match.index + whole.length
  }
  nodes.push(text.slice(from))
  return nodes
}

/**
 * The operator's Markdown as nodes. Its headings sit one level under the page's own title (`#` is an `h2`), so the
 * page keeps one `h1`.
 */
export function renderMarkdown(source: string): VNode[] {
  return blocksOf(source).map((block, index) => {
    if (block.kind === 'heading') {
      const Heading = (['h2', 'h3', 'h4'] as const)[block.level - 1]!
      return <Heading key={index}>{inline(block.text)}</Heading>
    }
    if (block.kind === 'list') {
      return (
        <ul key={index}>
          {block.lines.map((line, item) => (
            <li key={item}>{inline(line)}</li>
          ))}
        </ul>
      )
    }
    return <p key={index}>{inline(block.lines.join(' '))}</p>
  })
}
