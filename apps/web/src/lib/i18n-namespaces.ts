/** Catalog namespaces, one file each under public/locales/{vi,en}/. */
export const namespaces = ['common', 'validation', 'errors'] as const
