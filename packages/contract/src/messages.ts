/**
 * Validation message keys. Schemas use these keys as their messages; the web translates them from the
 * `validation` namespace of its catalogs, and the API returns them in an error's `fields`.
 * The English catalog holds SPEC.md §5's exact wording.
 */
export const msg = {
  emailRequired: 'validation:emailRequired',
  emailInvalid: 'validation:emailInvalid',
  passwordRequired: 'validation:passwordRequired',
  passwordMin7: 'validation:passwordMin7',
  confirmPasswordRequired: 'validation:confirmPasswordRequired',
  passwordsDontMatchSignUp: 'validation:passwordsDontMatchSignUp',
  otpRequired: 'validation:otpRequired',
  otpFormat: 'validation:otpFormat',
  currentPasswordRequired: 'validation:currentPasswordRequired',
  newPasswordMin8: 'validation:newPasswordMin8',
  newPasswordUppercase: 'validation:newPasswordUppercase',
  newPasswordLowercase: 'validation:newPasswordLowercase',
  newPasswordNumber: 'validation:newPasswordNumber',
  passwordsDontMatch: 'validation:passwordsDontMatch',
  usernameLength: 'validation:usernameLength',
  usernameCharacters: 'validation:usernameCharacters',
  firstnameRequired: 'validation:firstnameRequired',
  firstnameMax: 'validation:firstnameMax',
  lastnameRequired: 'validation:lastnameRequired',
  lastnameMax: 'validation:lastnameMax',
  phoneInvalid: 'validation:phoneInvalid',
  themeRequired: 'validation:themeRequired',
  resetTokenRequired: 'validation:resetTokenRequired',
  challengeRequired: 'validation:challengeRequired',
} as const
export type MessageKey = (typeof msg)[keyof typeof msg]
