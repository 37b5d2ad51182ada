import type { SyncRun } from '@wifi/contract'
import type { FastifyBaseLogger } from 'fastify'
import type { Histogram } from 'prom-client'
import type { Database } from '../db/client.ts'
import type { RunWatch } from './observe-devices.ts'
import { renewLease, type ScopeKey } from './sync-locks.ts'
import { reportProgress, serverStopped } from './sync-runs.ts'

/** How often a run's progress is written down (and its lease renewed): what a person watching it sees move. */
const reportEveryMs = 500

/**
 * The sync runs going on in this process, after the requests that started them were answered: each one's
 * progress is written to its row every half second (which also tells other processes it is alive), and they are
 * stopped — recorded as failed, the data as before — when the server stops.
 */
export class SyncRunner {
  private readonly running = new Map<string, { stop: AbortController; done: Promise<SyncRun> }>()

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    /** Each run's result and duration, for /metrics. */
    private readonly runSeconds: Histogram<'result'>,
  ) {}

  /** Runs `work` for the run `runId` of `scope`; the promise ends with the run. */
  run(runId: string, scope: ScopeKey, work: (watch: RunWatch) => Promise<SyncRun>): Promise<SyncRun> {
    const stop = new AbortController()
    const watch: RunWatch = {
      signal: stop.signal,
      progress: { pagesRead: 0, devicesTotal: null, devicesProcessed: 0 },
    }
    const report = async () => {
      await reportProgress(this.db, runId, watch.progress)
      await renewLease(this.db, scope, runId)
    }
    const reporting = setInterval(() => {
      report().catch((error: unknown) => this.log.warn({ err: error, runId }, 'Sync progress not recorded'))
    }, reportEveryMs)
    const timed = this.runSeconds.startTimer()
    const done = work(watch).finally(() => {
      clearInterval(reporting)
      this.running.delete(runId)
    })
    // The request that started the run has long been answered: a failure to record its end is logged here.
    done.then(
      (run) => timed({ result: run.status }),
      (error: unknown) => {
        timed({ result: 'failed' })
        this.log.error({ err: error, runId }, 'Sync run not recorded as ended')
      },
    )
    this.running.set(runId, { stop, done })
    return done
  }

  /** Stops every run of this process and waits until each is recorded as failed. */
  async close(): Promise<void> {
    const runs = [...this.running.values()]
    for (const { stop } of runs) stop.abort(new Error(serverStopped))
    await Promise.allSettled(runs.map(({ done }) => done))
  }
}
