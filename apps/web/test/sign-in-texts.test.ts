// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { languages } from '@wifi/contract'
import { describe, expect, it } from 'vitest'
import { signInText, signInTexts, type SignInTextKey } from '../src/lib/sign-in-text'

const localesDir = join(dirname(fileURLToPath(import.meta.url)), '../public/locales')

/** The catalog's text for a key as the console writes it: `validation:x.y` in validation.json, `x.y` in common.json. */
function catalogText(language: string, key: string): unknown {
  const [namespace, path] = key.includes(':') ? key.split(':') : ['common', key]
  const catalog: unknown = JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8'))
  return (path ?? '').split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalog)
}

// The sign-in page speaks from its own table, without i18next (docs/decisions/030): a copy that must not drift.
describe('the sign-in page texts', () => {
  for (const language of languages) {
    it(`are the ${language} catalog's, key for key`, () => {
      for (const [key, text] of Object.entries(signInTexts[language]))
        expect([key, text]).toEqual([key, catalogText(language, key)])
    })
  }

  it('have the same keys in each language', () => {
    expect(Object.keys(signInTexts.en).sort()).toEqual(Object.keys(signInTexts.vi).sort())
  })

  it('fill their placeholders', () => {
    expect(signInText('en', 'toast.codeSent' satisfies SignInTextKey, { email: 'a***@example.com' })).toBe(
      'We sent a code to a***@example.com.',
    )
  })
})
