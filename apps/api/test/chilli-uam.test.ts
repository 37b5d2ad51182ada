import { describe, expect, it } from 'vitest'
import {
  chilliLogonUrl,
  chilliPapPassword,
  chilliSignatureValid,
  readChilliRedirect,
} from '../src/guest/captive/chilli-uam.ts'

/**
 * CoovaChilli's UAM arithmetic against the signed examples a real CoovaChilli 1.8 produced (docs/gateways.md §2:
 * UAM secret `uamsecret123`, `uamserver` http://10.77.3.2:8080/captive/chilli).
 */

const uamServer = 'http://10.77.3.2:8080/captive/chilli'
const secret = 'uamsecret123'
const notYet =
  'res=notyet&uamip=10.77.4.1&uamport=3990&challenge=96c6fba101a17fb00b9516fefd47a11d&called=02-00-00-00-04-01&mac=02-00-00-00-04-0B&ip=10.77.4.2&ssid=RigGuest&nasid=ap-001&sessionid=179545215000000001&userurl=http%3a%2f%2f10.77.3.2%2finternet%3fq%3d1'
const success =
  'res=success&uamip=10.77.4.1&uamport=3990&called=02-00-00-00-04-01&uid=guest1&timeleft=3600&mac=02-00-00-00-04-0B&ip=10.77.4.2&reply=Welcome%20guest1&ssid=RigGuest&nasid=ap-001&sessionid=179545215200000001&userurl=http%3a%2f%2f10.77.3.2%2finternet%3fq%3d2'

describe('the signature on a Chilli redirect', () => {
  it('accepts the md a real Chilli signed, for a first visit and for a success', () => {
    expect(chilliSignatureValid(uamServer, `${notYet}&md=1346F922D52EB43F437BA182EF56082D`, secret)).toBe(true)
    expect(chilliSignatureValid(uamServer, `${success}&md=08BA4C440A15EFFDCD76EDCB34F3481D`, secret)).toBe(true)
  })

  it('refuses a changed query, another secret or server URL, a re-encoded query and a missing or malformed md', () => {
    const signed = `${notYet}&md=1346F922D52EB43F437BA182EF56082D`
    expect(chilliSignatureValid(uamServer, signed.replace('nasid=ap-001', 'nasid=ap-002'), secret)).toBe(false)
    expect(chilliSignatureValid(uamServer, signed, 'uamsecret124')).toBe(false)
    expect(chilliSignatureValid('http://10.77.3.2:8080/wifi/chilli', signed, secret)).toBe(false)
    // The same values, percent-encoded the way URLSearchParams does: not what Chilli signed.
    const reencoded = `${new URLSearchParams(notYet).toString()}&md=1346F922D52EB43F437BA182EF56082D`
    expect(chilliSignatureValid(uamServer, reencoded, secret)).toBe(false)
    expect(chilliSignatureValid(uamServer, notYet, secret)).toBe(false)
    expect(chilliSignatureValid(uamServer, `${notYet}&md=1346F922`, secret)).toBe(false)
    expect(chilliSignatureValid(uamServer, `${notYet}&md=${'Z'.repeat(32)}`, secret)).toBe(false)
  })
})

describe('the PAP password for /logon', () => {
  it('matches what a real Chilli accepted and rejected', () => {
    expect(chilliPapPassword('688bca2d36022056483712559ad62c39', secret, 'tok-7f3a9c')).toBe(
      '0ae68285c110f54b1b025e6a6b590ef7',
    )
    expect(chilliPapPassword('96c6fba101a17fb00b9516fefd47a11d', secret, 'wrong-pass')).toBe(
      '3edb18adc861d3038fe316d8f160ddba',
    )
  })

  it('encodes a password longer than one block with the same key for each block', () => {
    const encoded = chilliPapPassword('688bca2d36022056483712559ad62c39', secret, 'a'.repeat(20))
    expect(encoded).toHaveLength(64)
    const first = Buffer.from(encoded, 'hex')
    // Same clear text in the same position of both blocks → the same cipher bytes.
    expect(first.subarray(0, 4)).toEqual(first.subarray(16, 20))
  })
})

describe('reading a redirect and building the logon address', () => {
  it('reads the fields, decoded', () => {
    expect(readChilliRedirect(notYet)).toMatchObject({
      res: 'notyet',
      uamip: '10.77.4.1',
      uamport: '3990',
      challenge: '96c6fba101a17fb00b9516fefd47a11d',
      called: '02-00-00-00-04-01',
      mac: '02-00-00-00-04-0B',
      nasid: 'ap-001',
      sessionid: '179545215000000001',
      userurl: 'http://10.77.3.2/internet?q=1',
      reply: '',
    })
    expect(readChilliRedirect(success)?.reply).toBe('Welcome guest1')
  })

  it('sends the guest to Chilli’s own /logon', () => {
    const url = new URL(
      chilliLogonUrl({
        uamAddress: '10.77.4.1:3990',
        username: 'g-1',
        papPassword: 'ab',
        userurl: 'http://x/y?z=1',
      }),
    )
    expect(`${url.origin}${url.pathname}`).toBe('http://10.77.4.1:3990/logon')
    expect(Object.fromEntries(url.searchParams)).toEqual({ username: 'g-1', password: 'ab', userurl: 'http://x/y?z=1' })
  })
})
