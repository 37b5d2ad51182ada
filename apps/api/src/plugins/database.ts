import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Database, DatabaseHandle } from '../db/client.ts'

declare module 'fastify' {
  interface FastifyInstance {
    db: Database
    /** The PostgreSQL pool's connections (all, idle) and the queries waiting for one; undefined on PGlite. */
    dbPoolUse: DatabaseHandle['poolUse']
    /** Listens for the change notices of every process (plugins/change-notices.ts). */
    onDatabaseChange: DatabaseHandle['onChange']
    /** This process's presence key (db/process-presence.ts), recorded with the work it holds. */
    processKey: number
  }
}

interface DatabasePluginOptions {
  handle: DatabaseHandle
  /** True when the app opened the database itself and so must close it; injected ones belong to the caller. */
  owned: boolean
}

async function databasePlugin(app: FastifyInstance, { handle, owned }: DatabasePluginOptions) {
  app.decorate('db', handle.db)
  app.decorate('dbPoolUse', () => handle.poolUse())
  app.decorate('processKey', handle.processKey)
  app.decorate('onDatabaseChange', handle.onChange)
  if (owned) app.addHook('onClose', () => handle.close())
}

export default fp(databasePlugin, { name: 'database' })
