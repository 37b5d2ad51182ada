/** The server's side of the guest page: render it, build its model from an ad, find its built script. */
export { guestAdFromView } from './ad-model.ts'
export { guestAdReportReasons, maxReportDetailsLength, type GuestAdReportReason } from './ad-report.ts'
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
  type GuestInitialState,
  type GuestLanguage,
  type GuestPageModel,
  type GuestReport,
  type GuestVideo,
} from './model.ts'
export { renderGuestMessagePage, renderGuestNotice, renderGuestPage, type GuestPageAssets } from './render-page.tsx'
export { type GuestMessageModel } from './message-model.ts'
export { guestMessageKinds, guestMessageStrings, guestSuccessKinds, type GuestMessageKind } from './message-strings.ts'
export { type GuestDataActions, type GuestNoticeModel } from './notice-model.ts'
export { guestNoticeStrings, type GuestNoticeKind, type RetentionDays } from './notice-strings.ts'
export { guestStrings, type GuestStrings } from './strings.ts'
