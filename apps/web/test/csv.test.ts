import { describe, expect, it } from 'vitest'
import { toCsv } from '../src/lib/csv'

interface Venue {
  name: string
  address: string | null
  devices: number
  createdAt: Date | undefined
}

const columns = [
  { header: 'Name', value: (venue: Venue) => venue.name },
  { header: 'Address', value: (venue: Venue) => venue.address },
  { header: 'Devices', value: (venue: Venue) => venue.devices },
  { header: 'Created', value: (venue: Venue) => venue.createdAt },
]

const venue = (patch: Partial<Venue>): Venue => ({
  name: 'Cafe',
  address: 'Hanoi',
  devices: 1,
  createdAt: undefined,
  ...patch,
})

/** The records, header first, without the byte-order mark and the final line end. */
const linesOf = (csv: string) => csv.slice(1).split('\r\n').slice(0, -1)

describe('toCsv', () => {
  it('starts with a UTF-8 byte-order mark, so Excel reads the file as UTF-8', () => {
    const csv = toCsv([venue({})], columns)
    expect(csv.startsWith('\uFEFF')).toBe(true)
    expect([...new TextEncoder().encode(csv).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  })

  it('ends every record with CRLF, the header first', () => {
    const csv = toCsv([venue({}), venue({ name: 'Bar' })], columns)
    expect(csv).toBe('\uFEFFName,Address,Devices,Created\r\nCafe,Hanoi,1,\r\nBar,Hanoi,1,\r\n')
  })

  it('writes only the header for no rows', () => {
    expect(toCsv([], columns)).toBe('\uFEFFName,Address,Devices,Created\r\n')
  })

  it('quotes cells with commas, quotes or line breaks, doubling inner quotes (RFC 4180)', () => {
    const csv = toCsv([venue({ name: 'Cafe "Sun", Hanoi', address: 'Line 1\nLine 2\r\nLine 3' })], columns)
    expect(csv.split('\r\n', 1)[0]).toBe('\uFEFFName,Address,Devices,Created')
    expect(csv.slice(csv.indexOf('\r\n') + 2)).toBe('"Cafe ""Sun"", Hanoi","Line 1\nLine 2\r\nLine 3",1,\r\n')
  })

  it('keeps Vietnamese text as it is', () => {
    const csv = toCsv([venue({ name: 'Quán cà phê Đà Lạt', address: 'Phường Bến Nghé, Quận 1' })], columns)
    expect(linesOf(csv)[1]).toBe('Quán cà phê Đà Lạt,"Phường Bến Nghé, Quận 1",1,')
  })

  it('writes dates as ISO 8601 and null or undefined as empty cells', () => {
    const createdAt = new Date(Date.UTC(2025, 0, 31, 8, 30))
    const csv = toCsv([venue({ address: null, createdAt }), venue({ createdAt: new Date(Number.NaN) })], columns)
    expect(linesOf(csv).slice(1)).toEqual(['Cafe,,1,2025-01-31T08:30:00.000Z', 'Cafe,Hanoi,1,'])
  })

  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tcmd', '\rcmd'])(
    'prefixes text that a spreadsheet would run as a formula with a quote: %j',
    (name) => {
      const record = toCsv([venue({ name })], [{ header: 'Name', value: (row: Venue) => row.name }]).split('\r\n')[1]
      // A carriage return also makes the cell quoted.
      expect(record).toBe(name === '\rcmd' ? `"'${name}"` : `'${name}`)
    },
  )

  it('quotes a guarded cell that also needs quoting', () => {
    const [, record] = linesOf(toCsv([venue({ name: '=HYPERLINK("http://x","click")' })], columns))
    expect(record).toBe(`"'=HYPERLINK(""http://x"",""click"")",Hanoi,1,`)
  })

  it('guards headers too, and leaves numbers, negative ones included, as numbers', () => {
    const csv = toCsv([venue({ devices: -3 })], [{ header: '=cmd', value: (row: Venue) => row.devices }])
    expect(linesOf(csv)).toEqual(["'=cmd", '-3'])
  })

  it('leaves text alone when a formula character is not at the start', () => {
    expect(linesOf(toCsv([venue({ name: 'A-1 = B' })], columns))[1]).toBe('A-1 = B,Hanoi,1,')
  })
})
