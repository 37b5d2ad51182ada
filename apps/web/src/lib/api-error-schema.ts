// Its own module so that api-client.ts can load it, and zod with it, only when a request fails.
export { apiErrorSchema } from '@wifi/contract'
