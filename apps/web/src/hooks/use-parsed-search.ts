import { useMemo } from 'react'

/** A route's search as its list's schema reads it, parsed again only when the search changes. */
export const useParsedSearch = <Parsed>(schema: { parse: (search: unknown) => Parsed }, search: unknown) =>
  useMemo(() => schema.parse(search), [schema, search])
