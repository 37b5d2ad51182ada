import type { ParseKeys } from 'i18next'
import { Trans, type TransProps } from 'react-i18next'

/**
 * A catalog sentence that names the item it is about, the name set in bold: the catalog marks it
 * `<strong>{{name}}</strong>` ("Delete <strong>{{name}}</strong>?").
 */
export function StrongText<Key extends ParseKeys>({ i18nKey, values }: Pick<TransProps<Key>, 'i18nKey' | 'values'>) {
  return <Trans<Key> i18nKey={i18nKey} values={values} components={{ strong: <strong /> }} />
}
