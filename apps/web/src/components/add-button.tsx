import { Plus } from 'lucide-react'
import { Button } from '@/components/ui/button'

/** A list's Add button in its toolbar ("Add venue"), which opens the add dialog. */
export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button size="sm" onClick={onClick}>
      <Plus aria-hidden />
      {label}
    </Button>
  )
}
