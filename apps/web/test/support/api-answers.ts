import type { ApiErrorBody } from '@wifi/contract'

/** An answer of the API with a JSON body, for a fetch stub to return. */
export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** The API's 400 refusal of a form: `fields` names each refused field with the message key to show under it. */
export const validationFailed = (message: string, fields: Record<string, string>) =>
  jsonResponse({ code: 'VALIDATION_FAILED', message, fields } satisfies ApiErrorBody, 400)
