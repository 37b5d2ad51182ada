import type { GuestOperator } from '@wifi/contract'
import type { GuestNoticeStrings } from '../notice-strings.ts'

/**
 * Who answers for the guest's data, as the version of the text names it: the name, then each way to reach them that
 * the version holds — an address, an email and a phone to tap, or the one free contact line of an earlier version.
 */
export function OperatorDetails({ operator, words }: { operator: GuestOperator; words: GuestNoticeStrings }) {
  return (
    <>
      <dd>{operator.name}</dd>
      {operator.address && (
        <dd class="message-detail">
          {words.address}: {operator.address}
        </dd>
      )}
      {operator.email && (
        <dd class="message-detail">
          {words.email}:{' '}
          <a class="text-link" href={`mailto:${operator.email}`}>
            {operator.email}
          </a>
        </dd>
      )}
      {operator.phone && (
        <dd class="message-detail">
          {words.phone}:{' '}
          <a class="text-link" href={`tel:${operator.phone}`}>
            {operator.phone}
          </a>
        </dd>
      )}
      {operator.contact && <dd class="message-detail">{words.contact(operator.contact)}</dd>}
    </>
  )
}
