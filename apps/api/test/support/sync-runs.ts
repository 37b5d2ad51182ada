import { apiPaths, syncRunSchema, type SyncRun } from '@wifi/contract'
import { expect } from 'vitest'
import type { TestApp } from './test-app.ts'

type Requester = Pick<TestApp, 'request'>

/** Run `id` once it has ended, read through the API as `token`'s user sees it. */
export async function endedRun(app: Requester, id: string, token: string): Promise<SyncRun> {
  for (;;) {
    const response = await app.request('GET', apiPaths.syncRun(id), { token })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    const run = syncRunSchema.parse(response.body)
    if (run.status !== 'running') return run
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** Starts the sync at `path` (it must start: 202 with the run, running) and answers the run once it has ended. */
export async function syncToEnd(app: Requester, path: string, token: string): Promise<SyncRun> {
  const started = await app.request('POST', path, { token })
  expect(started.status, JSON.stringify(started.body)).toBe(202)
  expect(syncRunSchema.parse(started.body)).toMatchObject({ status: 'running', finishedAt: null })
  return endedRun(app, started.body.id, token)
}
