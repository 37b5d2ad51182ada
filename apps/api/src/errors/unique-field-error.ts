import { ApiError, errorFieldKey } from './api-error.ts'
import { isUniqueViolation } from './unique-violation.ts'

/**
 * Email and username are unique (case-insensitively), and a device group belongs to one venue; a clash is a
 * field error, not a failure.
 */
export function uniqueFieldError(error: unknown): ApiError | undefined {
  if (isUniqueViolation(error, 'users_email_unique')) {
    return new ApiError(409, 'EMAIL_IN_USE', 'This email is already in use.', {
      fields: { email: errorFieldKey('EMAIL_IN_USE') },
    })
  }
  if (isUniqueViolation(error, 'users_username_unique')) {
    return new ApiError(409, 'USERNAME_IN_USE', 'This username is already taken.', {
      fields: { username: errorFieldKey('USERNAME_IN_USE') },
    })
  }
  if (isUniqueViolation(error, 'venues_openwisp_group_id_unique')) {
    return new ApiError(409, 'GROUP_ALREADY_LINKED', 'This device group is already linked to another venue.', {
      fields: { openwispGroupId: errorFieldKey('GROUP_ALREADY_LINKED') },
    })
  }
  return undefined
}
