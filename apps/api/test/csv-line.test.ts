import { describe, expect, it } from 'vitest'
import { csvLine } from '../src/export/csv.ts'

describe('a CSV line', () => {
  it('ends with CRLF and separates cells with commas', () => {
    expect(csvLine(['Cafe', 'Hanoi', 1, null])).toBe('Cafe,Hanoi,1,\r\n')
  })

  it('quotes cells with commas, quotes or line breaks, doubling inner quotes (RFC 4180)', () => {
    expect(csvLine(['Cafe "Sun", Hanoi', 'Line 1\nLine 2\r\nLine 3'])).toBe(
      '"Cafe ""Sun"", Hanoi","Line 1\nLine 2\r\nLine 3"\r\n',
    )
  })

  it('keeps Vietnamese text as it is', () => {
    expect(csvLine(['Quán cà phê Đà Lạt', 'Phường Bến Nghé, Quận 1'])).toBe(
      'Quán cà phê Đà Lạt,"Phường Bến Nghé, Quận 1"\r\n',
    )
  })

  it('writes dates as ISO 8601, an invalid date and null or undefined as empty cells', () => {
    const createdAt = new Date(Date.UTC(2025, 0, 31, 8, 30))
    expect(csvLine([createdAt, new Date(Number.NaN), null, undefined])).toBe('2025-01-31T15:30:00+07:00,,,\r\n')
  })

  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tcmd', '\rcmd'])(
    'prefixes text that a spreadsheet would run as a formula with a quote: %j',
    (text) => {
      // A carriage return also makes the cell quoted.
      expect(csvLine([text])).toBe(text === '\rcmd' ? `"'${text}"\r\n` : `'${text}\r\n`)
    },
  )

  it('quotes a guarded cell that also needs quoting', () => {
    expect(csvLine(['=HYPERLINK("http://x","click")'])).toBe(`"'=HYPERLINK(""http://x"",""click"")"\r\n`)
  })

  it('leaves numbers, negative ones included, as numbers, and writes objects as JSON', () => {
    expect(csvLine([-3, 2.5, { name: ['a', 'b'] }])).toBe('-3,2.5,"{""name"":[""a"",""b""]}"\r\n')
  })

  it('leaves text alone when a formula character is not at the start', () => {
    expect(csvLine(['A-1 = B'])).toBe('A-1 = B\r\n')
  })
})
