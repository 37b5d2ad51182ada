import { expect, type APIRequestContext } from '@playwright/test'
import { openwispUrl, openwispUser } from './servers.ts'

/** A bearer header for the simulator's API, with a token from its token endpoint. */
export async function openwispHeaders(request: APIRequestContext) {
  const response = await request.post(`${openwispUrl}/api/v1/users/token/`, { data: openwispUser })
  expect(response.status()).toBe(200)
  return { authorization: `Bearer ${((await response.json()) as { token: string }).token}` }
}

/** A device as the simulator holds it now: its name and every radio's SSID. */
export async function simulatedDevice(request: APIRequestContext, deviceId: string) {
  const response = await request.get(`${openwispUrl}/api/v1/controller/device/${deviceId}/`, {
    headers: await openwispHeaders(request),
  })
  expect(response.status()).toBe(200)
  const device = (await response.json()) as {
    name: string
    config: { config: { interfaces?: { wireless?: { ssid?: string } }[] } } | null
  }
  const ssids = (device.config?.config.interfaces ?? []).flatMap((face) =>
    face.wireless?.ssid ? [face.wireless.ssid] : [],
  )
  return { name: device.name, ssids }
}
