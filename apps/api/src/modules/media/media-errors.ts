import { mediaLimits } from '@wifi/contract'
import { ApiError } from '../../errors/api-error.ts'
import { maxInputPixels } from './image-limits.ts'

/** The refusals of an image, each with its own code so the console can say what to do about it. */

const maxMegabytes = mediaLimits.maxBytes / (1024 * 1024)

export const mediaTooLarge = () =>
  new ApiError(413, 'MEDIA_TOO_LARGE', `The image is larger than ${maxMegabytes} MB; nothing was stored.`)

export const mediaTooManyPixels = () =>
  new ApiError(
    413,
    'MEDIA_TOO_LARGE',
    `The image has more than ${maxInputPixels / 1_000_000} million pixels; nothing was stored.`,
  )

export const mediaUnsupported = () =>
  new ApiError(415, 'MEDIA_UNSUPPORTED', 'Only PNG and JPEG images are accepted (checked by their content).')

export const mediaUnreadable = () =>
  new ApiError(400, 'MEDIA_UNREADABLE', 'The image could not be read: the file is damaged or incomplete.')
