import type { FastifyInstance } from 'fastify'

/**
 * Runs `task` when the server is ready and then every `everyMs` (never when 0: tests run it themselves), in every
 * process; a run still going when the next is due makes that one skip, and a run in flight finishes before the
 * database and the mailer close. A failure is logged as `failure`.
 */
export function beat(app: FastifyInstance, everyMs: number, task: () => Promise<unknown>, failure: string): void {
  let running: Promise<unknown> | undefined
  const run = () => {
    running ??= task()
      .catch((error: unknown) => app.log.error({ err: error }, failure))
      .finally(() => (running = undefined))
  }
  let timer: NodeJS.Timeout | undefined
  app.addHook('onReady', async () => {
    if (everyMs <= 0) return
    run()
    // unref: the timer alone must not keep the process alive.
    timer = setInterval(run, everyMs).unref()
  })
  app.addHook('onClose', async () => {
    clearInterval(timer)
    await running
  })
}
