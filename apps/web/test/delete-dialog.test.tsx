// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { DeleteDialog } from '@/components/delete-dialog'
import { ApiError } from '@/lib/api-error'
import { toast } from '@/lib/toast'
import { initI18n } from './i18n'

// The toasts are what the reader is told, so the test reads them where the dialog sends them.
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }))

const venue = { id: 'v1', name: 'Café Sài Gòn' }

/** The shared delete dialog around a real mutation whose request is `request`. */
function Dialog({ request, onOpenChange }: { request: (id: string) => Promise<unknown>; onOpenChange: () => void }) {
  const mutation = useMutation({ mutationFn: request, meta: { handlesErrors: true } })
  return (
    <DeleteDialog
      open
      onOpenChange={onOpenChange}
      title="Delete venue"
      description="This cannot be undone."
      confirmText={venue.name}
      confirmLabel={`Type ${venue.name} to confirm`}
      mutation={mutation}
      id={venue.id}
      deletedText={`Venue ${venue.name} deleted`}
      failedToast={(reason) => ({ title: 'Failed to delete venue', description: reason })}
    />
  )
}

function renderDialog(request: (id: string) => Promise<unknown>) {
  const onOpenChange = vi.fn()
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Dialog request={request} onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  )
  return { onOpenChange }
}

async function confirmDelete() {
  await userEvent.type(screen.getByLabelText(`Type ${venue.name} to confirm`), venue.name)
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }))
}

beforeAll(() => initI18n('en'))
afterEach(() => {
  cleanup()
  vi.clearAllMocks()
})

describe('the shared delete dialog', () => {
  it('deletes the thing by its id, says so, and closes', async () => {
    const request = vi.fn((_id: string) => Promise.resolve({ ok: true }))
    const { onOpenChange } = renderDialog(request)
    await confirmDelete()
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false))
    expect(request).toHaveBeenCalledWith(venue.id, expect.anything())
    expect(toast.success).toHaveBeenCalledWith(`Venue ${venue.name} deleted`)
    expect(toast.error).not.toHaveBeenCalled()
  })

  it('toasts a failure with the reason in words and stays open for another try', async () => {
    const refusal = new ApiError(403, { code: 'FORBIDDEN', message: 'Forbidden' })
    const { onOpenChange } = renderDialog(() => Promise.reject(refusal))
    await confirmDelete()
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to delete venue', {
        description: 'You do not have permission to do this.',
      }),
    )
    expect(onOpenChange).not.toHaveBeenCalled()
    expect(toast.success).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveProperty('disabled', false)
  })
})
