import { beforeAll, describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api-error'
import { errorMessage } from '@/lib/error-message'
import { initI18n } from './i18n'

// The reason a failure toast gives (docs/product.md §7): the server's code in the reader's language, the server
// not reached, the error's own message, or else 'An error occurred'.
let i18n: Awaited<ReturnType<typeof initI18n>>
beforeAll(async () => {
  i18n = await initI18n('en')
})

describe('the reason of a failure', () => {
  it.each([
    ['en', 'Content not found.', 'Cannot reach the server. Check your connection and try again.', 'An error occurred'],
    [
      'vi',
      'Không tìm thấy nội dung.',
      'Không thể kết nối tới máy chủ. Vui lòng kiểm tra kết nối và thử lại.',
      'Đã xảy ra lỗi',
    ],
  ] as const)(
    'in %s: the code’s text, the lost connection, and “An error occurred” for a failure with no message',
    (language, notFound, network, noMessage) => {
      const t = i18n.getFixedT(language)
      expect(errorMessage(new ApiError(404, { code: 'NOT_FOUND', message: 'Not found' }), t)).toBe(notFound)
      expect(errorMessage(new ApiError(0, undefined), t)).toBe(network)
      expect(errorMessage(new Error('Quota exceeded'), t)).toBe('Quota exceeded')
      // Something thrown that is no Error, or an Error without a message: nothing to say but that it failed.
      expect(errorMessage('failed', t)).toBe(noMessage)
      expect(errorMessage(new Error(''), t)).toBe(noMessage)
    },
  )
})
