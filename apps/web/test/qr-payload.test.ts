import { describe, expect, it } from 'vitest'
import { parseQrPayload } from '@/features/access-points/qr-payload'

describe('parseQrPayload (docs/product.md §3: JSON with mac_address and/or id)', () => {
  it('reads the id, the MAC address (in the console’s form), or both', () => {
    expect(parseQrPayload('{"id":"7c95a412-a35c-43c0-a155-c2e3fcd8d370","mac_address":"aa-bb-cc-dd-ee-ff"}')).toEqual({
      id: '7c95a412-a35c-43c0-a155-c2e3fcd8d370',
      mac: 'AA:BB:CC:DD:EE:FF',
    })
    expect(parseQrPayload('{"mac_address":"AA:BB:CC:DD:EE:FF","name":"ap-1"}')).toEqual({ mac: 'AA:BB:CC:DD:EE:FF' })
    expect(parseQrPayload(' {"id":" 42 "} ')).toEqual({ id: '42' })
  })

  it('refuses text that is not such JSON', () => {
    for (const text of ['AP-000001', '', '[]', 'null', '"id"', '{}', '{"id":""}', '{"id":7}', '{"mac":"AA:BB"}']) {
      expect(parseQrPayload(text), text).toBeNull()
    }
  })
})
