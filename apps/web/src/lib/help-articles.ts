/**
 * The Help Center's articles, in the order its index lists them. Each slug is a page at /help-center/<slug> and a
 * Markdown file per language in features/help-center/articles/{vi,en}/; test/help-articles.test.ts holds the files
 * to this list. Shared code, so a screen's header can link to the article about it without loading the articles.
 */
export const helpArticleSlugs = [
  'getting-started',
  'venues-and-members',
  'access-points-and-sync',
  'coovachilli-gateway',
  'opennds-gateway',
  'ads-and-scheduling',
  'guest-page',
  'privacy-and-guest-data',
  'guest-consent',
  'guest-access-policy',
  'analytics',
  'guest-error-pages',
  'sync-failures',
  'audit-trail',
  'signing-in-safely',
  'maintenance',
  'faq',
] as const

export type HelpArticleSlug = (typeof helpArticleSlugs)[number]

export const isHelpArticleSlug = (value: string): value is HelpArticleSlug =>
  (helpArticleSlugs as readonly string[]).includes(value)
