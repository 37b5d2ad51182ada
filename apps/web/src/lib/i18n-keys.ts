import type { CustomTypeOptions } from 'i18next'

type CommonCatalog = CustomTypeOptions['resources']['common']

type At<Node, Path extends string> = Path extends `${infer Head}.${infer Rest}`
  ? Head extends keyof Node
    ? At<Node[Head], Rest>
    : never
  : Path extends keyof Node
    ? Node[Path]
    : never

/**
 * The names under a group of the common catalog: `KeysUnder<'users.fields'>` is `'email' | 'role' | …`. A key
 * built from one (`users.fields.${name}`) is then checked by the typecheck like a literal key, where a plain
 * `string` would not be.
 */
export type KeysUnder<Group extends string> = keyof At<CommonCatalog, Group> & string
