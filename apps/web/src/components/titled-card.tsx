import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'

interface TitledCardProps {
  title: string
  /** Drawn beside the title, for the eye only. */
  icon: LucideIcon
  /** The content's layout (`grid gap-3 text-sm`). */
  className?: string
  children: ReactNode
}

/**
 * One card of an overview (the dashboard's figures, OpenWISP's controller): an icon and a level-2 heading, so a screen
 * reader's list of headings goes card by card, over what the card shows.
 */
export function TitledCard({ title, icon: Icon, className, children }: TitledCardProps) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Icon aria-hidden className="size-4 text-muted-foreground" />
          <h2>{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className={className}>{children}</CardContent>
    </Card>
  )
}
