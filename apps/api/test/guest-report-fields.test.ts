import { adReportReasons, maxAdReportDetails } from '@wifi/contract'
import { guestAdReportReasons, maxReportDetailsLength } from '@wifi/guest'
import { describe, expect, it } from 'vitest'

/**
 * The guest page's report form keeps its own copy of the reasons and the length limit (its script may not carry the
 * contract's schemas); the server refuses anything else, so the two must not drift apart.
 */
describe('the ad report form and the server', () => {
  it('offer the same reasons and the same length limit', () => {
    expect([...guestAdReportReasons]).toEqual([...adReportReasons])
    expect(maxReportDetailsLength).toBe(maxAdReportDetails)
  })
})
