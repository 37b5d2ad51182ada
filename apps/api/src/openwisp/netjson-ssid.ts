/** A NetJSON configuration (OpenWISP's `config.config`), as loosely as it may come. */
export type NetJson = Record<string, unknown>

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A radio that serves clients: OpenWrt's access-point mode (a wireless interface without a mode is one too). */
const servesClients = (entry: unknown): entry is Record<string, unknown> & { wireless: Record<string, unknown> } =>
  isObject(entry) && isObject(entry.wireless) && (entry.wireless.mode ?? 'access_point') === 'access_point'

/**
 * Where the console writes an access point's SSID (docs/decisions/021): `interfaces[].wireless.ssid` of every
 * wireless interface in access-point mode, so both radios of a dual-band device broadcast the new name. A
 * configuration without one gets an access-point interface on `radio0` bridged to the LAN, as OpenWISP's default
 * OpenWrt template shapes it. Everything else in the configuration is kept as it was.
 */
export function withSsid(config: NetJson | null, ssid: string): NetJson {
  const interfaces: unknown[] = Array.isArray(config?.interfaces) ? config.interfaces : []
  const served = interfaces.some(servesClients)
  const names = new Set(interfaces.flatMap((entry) => (isObject(entry) ? [entry.name] : [])))
  const free = Array.from({ length: names.size + 1 }, (_, index) => `wlan${index}`).find((name) => !names.has(name))
  return {
    ...config,
    interfaces: served
      ? interfaces.map((entry) => (servesClients(entry) ? { ...entry, wireless: { ...entry.wireless, ssid } } : entry))
      : [
          ...interfaces,
          {
            name: free,
            type: 'wireless',
            wireless: { radio: 'radio0', mode: 'access_point', ssid, network: ['lan'] },
          },
        ],
  }
}
