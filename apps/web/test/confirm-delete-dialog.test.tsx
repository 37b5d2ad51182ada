// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ComponentProps } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog'
import { initI18n } from './i18n'

const venueName = 'Café Sài Gòn'

function renderDialog(props: Partial<ComponentProps<typeof ConfirmDeleteDialog>> = {}) {
  const onConfirm = vi.fn()
  const onOpenChange = vi.fn()
  render(
    <ConfirmDeleteDialog
      open
      onOpenChange={onOpenChange}
      title="Delete venue"
      description="This cannot be undone."
      confirmText={venueName}
      confirmLabel={`Type ${venueName} to confirm`}
      pending={false}
      onConfirm={onConfirm}
      {...props}
    />,
  )
  return {
    onConfirm,
    onOpenChange,
    field: screen.getByLabelText(`Type ${venueName} to confirm`),
    deleteButton: screen.getByRole('button', { name: 'Delete' }),
  }
}

beforeAll(() => initI18n('en'))
afterEach(cleanup)

describe('the confirm-by-typing delete dialog', () => {
  it('keeps Delete disabled until the exact text is typed, then deletes', async () => {
    const { field, deleteButton, onConfirm } = renderDialog()
    expect(screen.getByRole('dialog', { name: 'Delete venue' })).toBeTruthy()
    expect(deleteButton).toHaveProperty('disabled', true)

    // Almost right is not right: no accents, then a different case.
    await userEvent.type(field, 'Cafe Sai Gon')
    expect(deleteButton).toHaveProperty('disabled', true)
    await userEvent.clear(field)
    await userEvent.type(field, venueName.toUpperCase())
    expect(deleteButton).toHaveProperty('disabled', true)

    await userEvent.clear(field)
    await userEvent.type(field, venueName)
    expect(deleteButton).toHaveProperty('disabled', false)
    await userEvent.click(deleteButton)
    expect(onConfirm).toHaveBeenCalledTimes(1)
  })

  it('does not delete when Enter is pressed before the text matches', async () => {
    const { field, onConfirm } = renderDialog()
    await userEvent.type(field, 'Café{Enter}')
    expect(onConfirm).not.toHaveBeenCalled()
  })

  it('deletes on Enter once the text matches', async () => {
    const { field, onConfirm } = renderDialog()
    await userEvent.type(field, `${venueName}{Enter}`)
    expect(onConfirm).toHaveBeenCalledTimes(1)
  })

  it('keeps Delete disabled while the delete is on its way', async () => {
    const { field, deleteButton } = renderDialog({ pending: true })
    await userEvent.type(field, venueName)
    expect(deleteButton).toHaveProperty('disabled', true)
  })

  it('closes on Cancel without deleting', async () => {
    const { onConfirm, onOpenChange } = renderDialog()
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onOpenChange).toHaveBeenCalledWith(false)
    expect(onConfirm).not.toHaveBeenCalled()
  })

  it.each(['Escape', 'Cancel'])(
    'forgets what was typed once closed by %s, so the next opening starts empty',
    async (how) => {
      const props = {
        onOpenChange: vi.fn(),
        title: 'Delete venue',
        description: 'This cannot be undone.',
        confirmText: venueName,
        confirmLabel: `Type ${venueName} to confirm`,
        pending: false,
        onConfirm: vi.fn(),
      }
      const { rerender } = render(<ConfirmDeleteDialog open {...props} />)
      await userEvent.type(screen.getByLabelText(props.confirmLabel), venueName)
      if (how === 'Escape') await userEvent.keyboard('{Escape}')
      else await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
      expect(props.onOpenChange).toHaveBeenCalledWith(false)

      rerender(<ConfirmDeleteDialog open={false} {...props} />)
      rerender(<ConfirmDeleteDialog open {...props} />)
      expect(screen.getByLabelText(props.confirmLabel)).toHaveProperty('value', '')
      expect(screen.getByRole('button', { name: 'Delete' })).toHaveProperty('disabled', true)
    },
  )
})
