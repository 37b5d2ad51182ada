import { describe, expect, it } from 'vitest'
import { chilliEncode, decodePapPassword, signedRedirect } from '../src/uam.ts'

// Against the examples a real CoovaChilli 1.8 produced (the project's docs/gateways.md §2: UAM secret
// `uamsecret123`, uamserver http://10.77.3.2:8080/captive/chilli).

const uamServer = 'http://10.77.3.2:8080/captive/chilli'

describe('the simulated gateway’s UAM arithmetic', () => {
  it('signs a first redirect and a success exactly as the real Chilli did', () => {
    const notYet = signedRedirect(uamServer, 'uamsecret123', [
      ['res', 'notyet'],
      ['uamip', '10.77.4.1'],
      ['uamport', '3990'],
      ['challenge', '96c6fba101a17fb00b9516fefd47a11d'],
      ['called', '02-00-00-00-04-01'],
      ['mac', '02-00-00-00-04-0B'],
      ['ip', '10.77.4.2'],
      ['ssid', 'RigGuest'],
      ['nasid', 'ap-001'],
      ['sessionid', '179545215000000001'],
      ['userurl', 'http://10.77.3.2/internet?q=1'],
    ])
    expect(notYet).toBe(
      `${uamServer}?res=notyet&uamip=10.77.4.1&uamport=3990&challenge=96c6fba101a17fb00b9516fefd47a11d&called=02-00-00-00-04-01&mac=02-00-00-00-04-0B&ip=10.77.4.2&ssid=RigGuest&nasid=ap-001&sessionid=179545215000000001&userurl=http%3a%2f%2f10.77.3.2%2finternet%3fq%3d1&md=1346F922D52EB43F437BA182EF56082D`,
    )
    const success = signedRedirect(uamServer, 'uamsecret123', [
      ['res', 'success'],
      ['uamip', '10.77.4.1'],
      ['uamport', '3990'],
      ['called', '02-00-00-00-04-01'],
      ['uid', 'guest1'],
      ['timeleft', '3600'],
      ['mac', '02-00-00-00-04-0B'],
      ['ip', '10.77.4.2'],
      ['reply', 'Welcome guest1'],
      ['ssid', 'RigGuest'],
      ['nasid', 'ap-001'],
      ['sessionid', '179545215200000001'],
      ['userurl', 'http://10.77.3.2/internet?q=2'],
    ])
    expect(
      success.endsWith(
        '&reply=Welcome%20guest1&ssid=RigGuest&nasid=ap-001&sessionid=179545215200000001&userurl=http%3a%2f%2f10.77.3.2%2finternet%3fq%3d2&md=08BA4C440A15EFFDCD76EDCB34F3481D',
      ),
    ).toBe(true)
  })

  it('decodes the PAP passwords the real Chilli decoded', () => {
    expect(
      decodePapPassword('688bca2d36022056483712559ad62c39', 'uamsecret123', '0ae68285c110f54b1b025e6a6b590ef7'),
    ).toBe('tok-7f3a9c')
    expect(
      decodePapPassword('96c6fba101a17fb00b9516fefd47a11d', 'uamsecret123', '3edb18adc861d3038fe316d8f160ddba'),
    ).toBe('wrong-pass')
  })

  it('encodes as Chilli does: unreserved marks kept, the rest lower-case', () => {
    expect(chilliEncode("a-b_c.d!e~f*g'h(i) j/k?")).toBe('a-b_c.d!e~f*g%27h%28i%29%20j%2fk%3f')
  })
})
