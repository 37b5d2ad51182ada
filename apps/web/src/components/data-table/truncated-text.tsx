import { useLayoutEffect, useRef, useState } from 'react'
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip'
import { cn } from '@/lib/utils'

/**
 * One line of a table cell, cut with an ellipsis at the column's width. Only when the text is actually cut does
 * it become a Tab stop with the full text in a tooltip, so hover, keyboard and screen reader all reach it.
 */
export function TruncatedText({ text, className }: { text: string; className?: string }) {
  const ref = useRef<HTMLSpanElement>(null)
  const [cut, setCut] = useState(false)

  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const measure = () => setCut(element.scrollWidth > element.clientWidth)
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [text])

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
