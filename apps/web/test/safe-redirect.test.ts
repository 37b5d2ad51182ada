import { describe, expect, it } from 'vitest'
import { safeRedirect } from '../src/lib/safe-redirect'

describe('safeRedirect', () => {
  it('keeps a path on this site, with its search and hash', () => {
    expect(safeRedirect('/settings/security?tab=1#top')).toBe('/settings/security?tab=1#top')
  })

  it('sends anything else home', () => {
    for (const target of [
      undefined,
      '',
      'https://evil.example',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      expect(safeRedirect(target)).toBe('/')
    }
  })
})
