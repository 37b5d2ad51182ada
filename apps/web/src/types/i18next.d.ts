import type common from '../../public/locales/vi/common.json'
import type errors from '../../public/locales/vi/errors.json'
import type validation from '../../public/locales/vi/validation.json'

/**
 * Types the catalogs so `t('…')` with a key the Vietnamese catalog lacks fails the typecheck. A type-only import:
 * the catalogs still load over HTTP (locale-backend.ts), nothing of them is bundled. English is held to the same
 * keys by test/catalogs.test.ts.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    // The first namespace takes bare keys; the others only with their prefix ('validation:emailRequired'). At
    // runtime defaultNS stays 'common' (i18n.ts), which resolves exactly those keys the same way.
    defaultNS: ['common', 'validation', 'errors']
    strictKeyChecks: true
    resources: { common: typeof common; validation: typeof validation; errors: typeof errors }
  }
}
