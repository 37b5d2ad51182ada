// Where the machine's CPU time went during a measurement, read from Linux's /proc before and after it: the share of
// each group of processes (a group is a set of root processes and everything they started) and of the rest.
import { readdirSync, readFileSync } from 'node:fs'

interface ProcessStat {
  parent: number
  /** User and system CPU time so far, in clock ticks. */
  ticks: number
}

export interface CpuSnapshot {
  /** Every core's ticks since boot, busy and idle; `busy` leaves out idle and I/O wait. */
  total: number
  busy: number
  /** Each group's processes' ticks so far. */
  byGroup: Map<string, number>
}

/** /proc/<pid>/stat of every process: its parent and CPU time. */
function processStats(): Map<number, ProcessStat> {
  const stats = new Map<number, ProcessStat>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const text = readFileSync(`/proc/${entry}/stat`, 'utf8')
      // After the command's name, in parentheses (it may hold spaces): the state, the parent, …, utime and stime
      // (fields 14 and 15 of the line).
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
      stats.set(Number(entry), { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) })
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return stats
}

/** The processes whose command name is `name` and whose parent is `parent` (nginx's master, started by this one). */
export function childrenNamed(parent: number, name: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const text = readFileSync(`/proc/${entry}/stat`, 'utf8')
        const command = text.slice(text.indexOf('(') + 1, text.lastIndexOf(')'))
        return command === name && Number(text.slice(text.lastIndexOf(')') + 2).split(' ')[1]) === parent
      } catch {
        return false
      }
    })
    .map(Number)
}

/**
 * The machine's ticks and each group's: a process counts for the nearest of the groups' roots it descends from
 * (itself included), so the load generator's own process and the servers it started count apart.
 */
export function cpuSnapshot(groups: Record<string, number[]>): CpuSnapshot {
  const machine = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1, 9).map(Number)
  const total = machine.reduce((sum, ticks) => sum + ticks, 0)
  const busy = total - machine[3]! - machine[4]!
  const groupOfRoot = new Map<number, string>()
  for (const [name, roots] of Object.entries(groups)) for (const root of roots) groupOfRoot.set(root, name)
  const stats = processStats()
  const byGroup = new Map(Object.keys(groups).map((name) => [name, 0]))
  for (const [pid, stat] of stats) {
    let ancestor: number | undefined = pid
    while (ancestor !== undefined && ancestor > 1 && !groupOfRoot.has(ancestor)) ancestor = stats.get(ancestor)?.parent
    const group = ancestor === undefined ? undefined : groupOfRoot.get(ancestor)
    if (group) byGroup.set(group, byGroup.get(group)! + stat.ticks)
  }
  return { total, busy, byGroup }
}

/** The ticks spent between two snapshots. */
export function cpuSpent(before: CpuSnapshot, after: CpuSnapshot): CpuSnapshot {
  return {
    total: after.total - before.total,
    busy: after.busy - before.busy,
    byGroup: new Map([...after.byGroup].map(([name, ticks]) => [name, ticks - (before.byGroup.get(name) ?? 0)])),
  }
}

/** Two spans' ticks together. */
export function cpuSum(one: CpuSnapshot, other: CpuSnapshot): CpuSnapshot {
  return {
    total: one.total + other.total,
    busy: one.busy + other.busy,
    byGroup: new Map([...other.byGroup].map(([name, ticks]) => [name, ticks + (one.byGroup.get(name) ?? 0)])),
  }
}

/** Each group's share of the whole machine (all cores: 100 % is every core busy) in ticks spent, and the rest's. */
export function cpuShares(spent: CpuSnapshot): { name: string; share: number }[] {
  const shares = [...spent.byGroup].map(([name, ticks]) => ({ name, share: ticks / spent.total }))
  const counted = shares.reduce((sum, group) => sum + group.share, 0)
  return [...shares, { name: 'everything else on the machine', share: spent.busy / spent.total - counted }]
}
