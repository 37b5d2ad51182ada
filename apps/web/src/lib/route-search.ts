import { stripSearchParams } from '@tanstack/react-router'

/**
 * Search validators for the route tree. The tree loads with every page, the sign-in page too, so these are plain
 * functions rather than schemas: a route's `validateSearch` cannot be split off like its loader and component, and
 * each list schema there would add itself, and zod, to the sign-in page's first load (docs/decisions/030).
 */

/** `?redirect=` of the sign-in steps: kept when it is text, dropped otherwise (safeRedirect checks where it leads). */
export function redirectSearch(search: Record<string, unknown>): { redirect?: string } {
  return typeof search.redirect === 'string' ? { redirect: search.redirect } : {}
}

/**
 * A list route's search for the router, typed as the list's query for links and the middleware that strips defaults.
 * It only shapes what the table reads from the router (`useTableUrlState`): each filter named in `lists` as a list
 * (`status=active,inactive` → `['active', 'inactive']`), and a search the router read as a number (`q=123`) as text.
 * The strict parse (defaults, allowed values, bounds) is the list's schema, run by the route's loader and page, which
 * load lazily and take the schema with them; a search it refuses shows the error page, as before.
 */
export function listSearch<Query extends object>(...lists: (keyof Query & string)[]) {
  return (search: Record<string, unknown>): Partial<Query> => {
    const shaped: Record<string, unknown> = { ...search }
    if (typeof search.q === 'number') shaped.q = String(search.q)
    for (const key of lists) {
      const value = search[key]
      if (typeof value === 'string') shaped[key] = value.split(',').filter(Boolean)
    }
    // Unchecked on purpose: nothing reads it as the query before the schema has parsed it.
    return shaped as Partial<Query>
  }
}

/**
 * What a list route's options share: its search read as given (`listSearch`, each of `lists` a list), its `defaults`
 * kept out of the URL so a plain link and a shared one look the same, and the search as its loader's deps. The list's
 * schema parses the search in the loader and the page, which load lazily (docs/decisions/030).
 */
export function listRoute<Query extends object>(defaults: Partial<Query>, ...lists: (keyof Query & string)[]) {
  return {
    validateSearch: listSearch<Query>(...lists),
    search: { middlewares: [stripSearchParams<Partial<Query>>(defaults)] },
    loaderDeps: ({ search }: { search: Partial<Query> }) => search,
  }
}
