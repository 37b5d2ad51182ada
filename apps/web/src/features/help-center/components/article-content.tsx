import { Link } from '@tanstack/react-router'
import { Fragment, type ReactNode } from 'react'
import type { Block, Inline } from '../lib/markdown'

/** An article's blocks as React elements: text stays text, so nothing in an article can inject markup. */
export function ArticleContent({ blocks }: { blocks: Block[] }) {
  return (
    <div className="grid max-w-3xl gap-4 leading-relaxed">
      {blocks.map((block, index) => (
        <BlockView key={index} block={block} />
      ))}
    </div>
  )
}

function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case 'heading': {
      const Heading = block.level === 2 ? 'h2' : 'h3'
      return (
        <Heading
          id={block.id}
          className={
            block.level === 2 ? 'mt-4 scroll-mt-20 text-xl font-semibold' : 'mt-2 scroll-mt-20 text-lg font-semibold'
          }
        >
          <Inlines content={block.content} />
        </Heading>
      )
    }
    case 'paragraph':
      return (
        <p>
          <Inlines content={block.content} />
        </p>
      )
    case 'note':
      return (
        <p className="rounded-md border-l-4 border-primary bg-muted px-4 py-3">
          <Inlines content={block.content} />
        </p>
      )
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul'
      return (
        <List className={`grid gap-1.5 pl-6 ${block.ordered ? 'list-decimal' : 'list-disc'}`}>
          {block.items.map((item, index) => (
            <li key={index}>
              <Inlines content={item} />
            </li>
          ))}
        </List>
      )
    }
    case 'code':
      return (
        // Configuration lines are copied as they are, so they scroll rather than wrap; a keyboard can scroll them too.
        <pre tabIndex={0} className="overflow-x-auto rounded-md border bg-muted p-3 font-mono text-xs leading-5">
          <code>{block.text}</code>
        </pre>
      )
    case 'table':
      return (
        <div tabIndex={0} className="overflow-x-auto rounded-md border">
          <table className="w-full text-left text-sm">
            <thead className="bg-muted">
              <tr>
                {block.head.map((cell, index) => (
                  <th key={index} scope="col" className="px-3 py-2 font-semibold">
                    <Inlines content={cell} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, rowIndex) => (
                <tr key={rowIndex} className="border-t align-top">
                  {row.map((cell, index) => (
                    <td key={index} className="px-3 py-2">
                      <Inlines content={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )
  }
}

function Inlines({ content }: { content: Inline[] }) {
  return content.map((inline, index) => <Fragment key={index}>{inlineView(inline)}</Fragment>)
}

const linkClass = 'font-medium text-primary underline underline-offset-4 hover:no-underline'

function inlineView(inline: Inline): ReactNode {
  switch (inline.kind) {
    case 'text':
      return inline.text
    case 'strong':
      return (
        <strong className="font-semibold">
          <Inlines content={inline.children} />
        </strong>
      )
    case 'code':
      return <code className="rounded bg-muted px-1 py-0.5 font-mono text-[0.85em] break-words">{inline.text}</code>
    case 'link':
      return <ArticleLink href={inline.href} content={inline.children} />
  }
}

/** A console address goes through the router (no reload); a web address opens as usual; anything else is text. */
function ArticleLink({ href, content }: { href: string; content: Inline[] }) {
  const children = <Inlines content={content} />
  if (href.startsWith('/')) {
    const [path = href, hash] = href.split('#')
    const slug = /^\/help-center\/([a-z0-9-]+)$/.exec(path)?.[1]
    return slug ? (
      <Link to="/help-center/$slug" params={{ slug }} hash={hash} className={linkClass}>
        {children}
      </Link>
    ) : (
      // The dead-link test holds every such path to a route of the console.
      <Link to={path as '/'} hash={hash} className={linkClass}>
        {children}
      </Link>
    )
  }
  if (/^https?:\/\//.test(href)) {
    return (
      <a href={href} className={linkClass} rel="noreferrer">
        {children}
      </a>
    )
  }
  return children
}
