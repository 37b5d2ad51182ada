import { beforeAll, describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api-error'
import { errorMessage } from '@/lib/error-message'
import { initI18n } from './i18n'

// The reasons the Email reports page's failure toasts give when a limit refuses "Send me one now" (429, with the
// wait) or a 21st subscription (409): issue 35 §6.
let i18n: Awaited<ReturnType<typeof initI18n>>
beforeAll(async () => {
  i18n = await initI18n('en')
})

const sendTooSoon = new ApiError(429, { code: 'REPORT_SEND_TOO_SOON', message: 'Each report…', retryAfter: 45 })
const tooMany = new ApiError(409, { code: 'TOO_MANY_REPORT_SUBSCRIPTIONS', message: 'You already have 20…' })

describe('the report limits’ reasons', () => {
  it.each([
    [
      'en',
      'Each report can be sent now once a minute, and 10 times an hour across all your reports. Please try again in 45 seconds.',
      'You already have 20 email reports, the most an account may have. Delete one to add another.',
    ],
    [
      'vi',
      'Mỗi báo cáo chỉ gửi ngay được một lần mỗi phút, và tối đa 10 lần mỗi giờ cho tất cả báo cáo của bạn. Vui lòng thử lại sau 45 giây.',
      'Bạn đã có 20 báo cáo qua email, mức tối đa của một tài khoản. Hãy xoá một báo cáo để thêm báo cáo khác.',
    ],
  ] as const)('in %s', (language, sendNowRefused, subscribeRefused) => {
    const t = i18n.getFixedT(language)
    expect(errorMessage(sendTooSoon, t)).toBe(sendNowRefused)
    expect(errorMessage(tooMany, t)).toBe(subscribeRefused)
  })
})
