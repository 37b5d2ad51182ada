import { ErrorPage } from './error-page'

export function UnauthorizedError() {
  return <ErrorPage code={401} />
}
