import { helpArticleSlugs, type HelpArticleSlug } from '@/lib/help-articles'
import { blocksText, parseArticle, type ParsedArticle } from './markdown'

export type HelpLanguage = 'vi' | 'en'

export interface HelpArticle extends ParsedArticle {
  slug: HelpArticleSlug
  /** Every word of the article under its title, for the search. */
  body: string
}

// The Markdown files, as text, in the Help Center's own chunk: nothing of them loads with the rest of the console.
const sources = import.meta.glob<string>('../articles/*/*.md', { query: '?raw', import: 'default', eager: true })

const articleSource = (language: HelpLanguage, slug: string): string | undefined =>
  sources[`../articles/${language}/${slug}.md`]

/** The files present, as "vi/getting-started", for the test that holds them to the list of slugs. */
export const articleFiles = () => Object.keys(sources).map((path) => path.replace(/^\.\.\/articles\/|\.md$/g, ''))

const parsed = new Map<string, HelpArticle>()

export function helpArticle(language: HelpLanguage, slug: HelpArticleSlug): HelpArticle {
  const key = `${language}/${slug}`
  let article = parsed.get(key)
  if (!article) {
    const source = articleSource(language, slug)
    if (source === undefined) throw new Error(`The Help Center has no ${key}.md`)
    const content = parseArticle(source)
    article = { ...content, slug, body: `${content.summary}\n${blocksText(content.blocks)}` }
    parsed.set(key, article)
  }
  return article
}

export const helpArticles = (language: HelpLanguage) => helpArticleSlugs.map((slug) => helpArticle(language, slug))

/** The console's language as the articles know it; anything else reads the Vietnamese, the default. */
export const helpLanguageOf = (language: string): HelpLanguage => (language.startsWith('en') ? 'en' : 'vi')
