/** The server's side of the guest page: render it, build its model from an ad, find its built script. */
export { guestAdFromView } from './ad-model.ts'
export {
  guestAssetsPath,
  guestDistDirectory,
  readGuestAssets,
  type BuiltGuestAssets,
  type GuestManifest,
} from './assets.ts'
export { canConnect, connectBlockers, type ConnectBlocker } from './connect-rules.ts'
export {
  guestLanguages,
  type GuestAd,
  type GuestConnect,
  type GuestImage,
  type GuestImageVariant,
  type GuestLanguage,
  type GuestPageModel,
  type GuestVideo,
} from './model.ts'
export { renderGuestMessagePage, renderGuestPage, type GuestPageAssets } from './render-page.tsx'
export { type GuestMessageModel } from './message-model.ts'
export { guestMessageKinds, guestMessageStrings, type GuestMessageKind } from './message-strings.ts'
export { guestStrings, type GuestStrings } from './strings.ts'
