import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip'
import { useIsCut } from '@/hooks/use-is-cut'
import { cn } from '@/lib/utils'

/**
 * One line of a table cell, cut with an ellipsis at the column's width. Only when the text is actually cut does
 * it become a Tab stop with the full text in a tooltip, so hover, keyboard and screen reader all reach it.
 */
export function TruncatedText({ text, className }: { text: string; className?: string }) {
  const [ref, cut] = useIsCut<HTMLSpanElement>(text)

  // One tree whether cut or not (a tooltip that never opens when not), so the measured element stays the same.
  return (
    <Tooltip open={cut ? undefined : false}>
      <TooltipTrigger asChild>
        <span ref={ref} tabIndex={cut ? 0 : undefined} className={cn('block truncate', className)}>
          {text}
        </span>
      </TooltipTrigger>
      <TooltipContent className="max-w-sm">{text}</TooltipContent>
    </Tooltip>
  )
}
