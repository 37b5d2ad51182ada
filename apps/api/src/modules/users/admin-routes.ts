import {
  apiPaths,
  listResponseSchema,
  okResponseSchema,
  userCreateSchema,
  userExportQuerySchema,
  userListItemSchema,
  userListQuerySchema,
  userSchema,
  userUpdateSchema,
} from '@wifi/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { forEachBatch } from '../../db/paged-list.ts'
import { errorResponses } from '../../errors/error-responses.ts'
import { sendCsv } from '../../export/csv.ts'
import { actorOf } from '../../signed-in.ts'
import {
  createUser,
  deleteUser,
  getUser,
  listUsers,
  updateUser,
  userList,
  userListRequest,
} from './user-admin-service.ts'
import { accountStates, noAccountState } from './user-account-state.ts'
import { userCsvAbout, userCsvColumns } from './user-export.ts'
import { csvExportSchema } from '../../export/csv-export-schema.ts'
import { idParams } from '../../lib/id-params.ts'

const tags = ['users']
const userPath = `${apiPaths.users}/:id`

/** User management (admin). A customer may read only their own record here; they edit it through /api/me. */
export const userAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.users,
    {
      preValidation: app.allow('users.manage'),
      schema: {
        tags,
        summary:
          'List users: paged, sorted, filtered by status and role, searched; each with their second factors, last activity and whether sign-in is locked (admin)',
        querystring: userListQuerySchema,
        response: { 200: listResponseSchema(userListItemSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listUsers(app.db, request.query),
  )

  app.get(
    apiPaths.usersExport,
    {
      preValidation: app.allow('users.manage'),
      schema: csvExportSchema(
        tags,
        'The users list as CSV, whole (every page), with its filters, search and sort; streamed (admin)',
        userExportQuerySchema,
        403,
      ),
    },
    async (request, reply) =>
      sendCsv(request, reply, {
        about: userCsvAbout(request.query),
        columns: userCsvColumns,
        // Each batch with its users' account state, read in the export's snapshot.
        produce: (write) =>
          forEachBatch(app.db, userList, userListRequest(request.query), async (rows, tx) => {
            const states = await accountStates(tx, rows)
            await write(rows.map((row) => ({ ...row, ...(states.get(row.id) ?? noAccountState) })))
          }),
      }),
  )

  app.get(
    userPath,
    {
      preValidation: app.allow('user.read'),
      schema: {
        tags,
        summary: 'One user (admin; a customer only themselves)',
        params: idParams,
        response: { 200: userSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getUser(app.db, request.params.id),
  )

  app.post(
    apiPaths.users,
    {
      preValidation: app.allow('users.manage'),
      schema: {
        tags,
        summary: 'Create a user (admin)',
        body: userCreateSchema,
        response: { 201: userSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      return reply.code(201).send(await createUser(app.db, actorOf(request), request.body))
    },
  )

  app.put(
    userPath,
    {
      preValidation: app.allow('users.manage'),
      schema: {
        tags,
        summary: 'Update a user; an empty password keeps the current one (admin)',
        params: idParams,
        body: userUpdateSchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updateUser(app.db, actorOf(request), request.params.id, request.body),
  )

  app.delete(
    userPath,
    {
      preValidation: app.allow('users.manage'),
      schema: {
        tags,
        summary: 'Delete a user (admin; not oneself)',
        params: idParams,
        response: { 200: okResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await deleteUser(app.db, actorOf(request), request.params.id)
      return { ok: true as const }
    },
  )
}
