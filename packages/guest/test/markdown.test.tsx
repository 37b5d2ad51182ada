import { renderToString } from 'preact-render-to-string'
import { describe, expect, it } from 'vitest'
import { renderMarkdown } from '../src/markdown.tsx'

const html = (source: string) => renderToString(<div>{renderMarkdown(source)}</div>).slice(5, -6)

describe('the notices’ Markdown', () => {
  it('renders headings one level under the page’s title, paragraphs and lists', () => {
    const source = [
      '# Điều khoản',
      '',
      'Dòng một',
      'dòng hai.',
      '',
      '## Bạn cần biết',
      '- Mục một',
      '  tiếp mục một',
      '- Mục hai',
      '### Chi tiết ###',
      'Cuối.',
    ].join('\r\n')
    expect(html(source)).toBe(
      '<h2>Điều khoản</h2><p>Dòng một dòng hai.</p><h3>Bạn cần biết</h3>' +
        '<ul><li>Mục một tiếp mục một</li><li>Mục hai</li></ul><h4>Chi tiết</h4><p>Cuối.</p>',
    )
  })

  it('renders bold and links to web, mail and phone addresses', () => {
    expect(
      html(
        'Xem **[chính sách](https://example.test/a?b=1&c=2)** hoặc [email](mailto:dpo@example.test), [gọi](tel:+84123).',
      ),
    ).toBe(
      '<p>Xem <strong><a href="https://example.test/a?b=1&amp;c=2" rel="noopener">chính sách</a></strong> hoặc ' +
        '<a href="mailto:dpo@example.test" rel="noopener">email</a>, <a href="tel:+84123" rel="noopener">gọi</a>.</p>',
    )
  })

  it('shows anything else as the plain text it is', () => {
    expect(html('#### Four\n\n1. one\n* star\n> quote\n`code`')).toBe(
      '<p>#### Four</p><p>1. one * star > quote `code`</p>',
    )
    expect(html('**not closed')).toBe('<p>**not closed</p>')
  })

  it('leaves HTML and scripts inert, as words', () => {
    const out = html('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n# <b>x</b>')
    expect(out).toBe(
      '<p>&lt;script>alert(1)&lt;/script></p><p>&lt;img src=x onerror=alert(1)></p><h2>&lt;b>x&lt;/b></h2>',
    )
    expect(out).not.toMatch(/<(script|img|b)[\s>]/)
  })

  it('keeps links to any other kind of address as plain text', () => {
    for (const href of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,x', 'vbscript:x', '/relative']) {
      const out = html(`[click](${href})`)
      expect(out, href).not.toContain('<a')
      expect(out, href).toContain(`[click](${href.replace('<', '&lt;')})`)
    }
  })

  it('escapes what is inside a link’s address and text', () => {
    expect(html('[a"b<i>](https://x.test/"onmouseover="alert)')).toBe(
      '<p><a href="https://x.test/&quot;onmouseover=&quot;alert" rel="noopener">a&quot;b&lt;i></a></p>',
    )
  })
})
