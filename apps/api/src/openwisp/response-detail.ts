import { STATUS_CODES } from 'node:http'

const maxDetailLength = 200

/** An HTTP answer whose body has not been read yet. */
export interface DetailSource {
  status: number
  text: () => Promise<string>
}

/**
 * What an error response says, in one short line. OpenWISP answers JSON (`detail`, `non_field_errors` or field
 * errors), but a wrong path gets Django's HTML 404 page and a proxy may answer plain text.
 */
export async function responseDetail(response: DetailSource): Promise<string> {
  const text = (await response.text().catch(() => '')).trim()
  if (text === '') return `${response.status} ${STATUS_CODES[response.status] ?? ''}`.trim()
  try {
    return `${response.status} ${describeJson(JSON.parse(text))}`
  } catch {
    const title = /<(?:title|h1)[^>]*>([^<]*)</i.exec(text)?.[1]?.trim()
    return `${response.status} ${title ? `HTML page "${title}"` : shorten(text)}`
  }
}

function describeJson(body: unknown): string {
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const record = body as Record<string, unknown>
    if (typeof record.detail === 'string') return record.detail
    const fields = Object.entries(record).map(([field, messages]) =>
      field === 'non_field_errors' ? String(messages) : `${field}: ${String(messages)}`,
    )
    return shorten(fields.join('; '))
  }
  return shorten(JSON.stringify(body))
}

const shorten = (text: string) => (text.length > maxDetailLength ? `${text.slice(0, maxDetailLength)}…` : text)
