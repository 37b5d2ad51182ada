import { METRIC_NAMES } from './catalog.ts'
import type { MonitoringStatus, RelatedMetric } from './types.ts'

/**
 * The related metrics OpenWISP would hold for a device in this state. A device that never reported has none;
 * "wlan0 wifi clients" has no alert threshold, so its health is null unless the caller marks it unhealthy.
 */
export function relatedMetricsFor(status: MonitoringStatus, unhealthy: readonly string[] = []): RelatedMetric[] {
  if (status === 'unknown') return []
  const failing = new Set(unhealthy)
  if (status === 'problem' && failing.size === 0) failing.add('CPU usage')
  if (status === 'critical') failing.add('ping')
  const names = [...new Set([...METRIC_NAMES, ...failing])].sort(compareMetricNames)
  return names.map((name) => ({
    name,
    is_healthy: failing.has(name) ? false : name.endsWith('wifi clients') ? null : true,
  }))
}

/** Case-insensitive, as PostgreSQL's default collation orders "ping" among the capitalised names. */
function compareMetricNames(a: string, b: string): number {
  const left = a.toLowerCase()
  const right = b.toLowerCase()
  return left < right ? -1 : left > right ? 1 : 0
}
