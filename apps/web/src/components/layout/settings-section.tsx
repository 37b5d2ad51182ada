import type { ReactNode } from 'react'
import { Separator } from '@/components/ui/separator'

/** One settings page (the settings feature's own, and Guest privacy): its title, what it is for, and its content. */
export function SettingsSection({
  title,
  description,
  children,
}: {
  title: string
  description: string
  children: ReactNode
}) {
  return (
    <section className="grid gap-4">
      <div>
        <h2 className="text-lg font-semibold">{title}</h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      <Separator />
      {children}
    </section>
  )
}
