// Loaded together by console-runtime.ts: importing this sets up i18next and the Tailwind class merging.
import './class-merging'

export { default as i18n, i18nReady } from './i18n'
export { errorMessage } from './error-message'
export { messageKey } from './message-key'
