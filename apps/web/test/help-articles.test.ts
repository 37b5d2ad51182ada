import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { articleFiles, helpArticle, type HelpLanguage } from '../src/features/help-center/lib/articles'
import { linksOf } from '../src/features/help-center/lib/markdown'
import { helpArticleSlugs } from '../src/lib/help-articles'
import { loadCatalog } from './catalogs'

const languages: HelpLanguage[] = ['vi', 'en']

// The console's routes, as the router plugin lists them (a path with a $parameter is not a link target here).
const routeTree = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../src/routeTree.gen.ts'), 'utf8')
const byFullPath = /interface FileRoutesByFullPath \{([^}]*)\}/.exec(routeTree)?.[1] ?? ''
const consoleRoutes = new Set([...byFullPath.matchAll(/'([^']+)':/g)].map((match) => match[1]?.replace(/(.)\/$/, '$1')))

const sectionsOf = (language: HelpLanguage, slug: (typeof helpArticleSlugs)[number]) =>
  helpArticle(language, slug).blocks.flatMap((block) =>
    block.kind === 'heading' ? [`${block.level} ${block.id}`] : [],
  )

describe('the Help Center articles', () => {
  it('are at least eight, each a file in Vietnamese and in English, and no file is left out of the list', () => {
    expect(helpArticleSlugs.length).toBeGreaterThanOrEqual(8)
    const expected = languages.flatMap((language) => helpArticleSlugs.map((slug) => `${language}/${slug}`))
    expect(articleFiles().sort()).toEqual(expected.sort())
  })

  it.each(helpArticleSlugs)('%s has the same sections and links in both languages', (slug) => {
    expect(sectionsOf('vi', slug).length).toBeGreaterThan(0)
    expect(sectionsOf('en', slug)).toEqual(sectionsOf('vi', slug))
    expect(linksOf(helpArticle('en', slug).blocks)).toEqual(linksOf(helpArticle('vi', slug).blocks))
  })

  it.each(languages)('are titled in %s as the screens’ Help links name them', (language) => {
    const titles = (loadCatalog(language, 'common').helpCenter as { titles: Record<string, string> }).titles
    expect(Object.keys(titles).sort()).toEqual([...helpArticleSlugs].sort())
    for (const slug of helpArticleSlugs) expect(helpArticle(language, slug).title, slug).toBe(titles[slug])
  })

  it.each(languages)('link in %s only to articles, their sections and console pages that exist', (language) => {
    for (const slug of helpArticleSlugs) {
      for (const href of linksOf(helpArticle(language, slug).blocks)) {
        const where = `${language}/${slug}.md → ${href}`
        const [path = '', section] = href.split('#')
        const article = /^\/help-center\/(.+)$/.exec(path)?.[1]
        if (article !== undefined) {
          expect(helpArticleSlugs, where).toContain(article)
          if (section !== undefined) {
            expect(
              sectionsOf(language, article as (typeof helpArticleSlugs)[number]).map((s) => s.slice(2)),
              where,
            ).toContain(section)
          }
        } else {
          expect(path.startsWith('/') && section === undefined, `${where}: a console path without #`).toBe(true)
          expect(consoleRoutes, where).toContain(path)
        }
      }
    }
  })

  it('know the console’s routes (the dead-link check reads them)', () => {
    for (const path of ['/', '/venues', '/accesspoints', '/help-center', '/help-center/$slug']) {
      expect(consoleRoutes).toContain(path)
    }
  })
})
