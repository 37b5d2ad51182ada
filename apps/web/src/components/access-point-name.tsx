import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip'
import { useIsCut } from '@/hooks/use-is-cut'

/**
 * How much of a name's end is never cut: access points of one venue share a long prefix ("ap-com-hen-hoa-dong-")
 * and differ at the end ("-05"), so the end is what tells them apart.
 */
const keptEnd = 8

/**
 * An access point's name in one table cell, cut in the middle when it does not fit: the start gives way with an
 * ellipsis, the end stays ("ap-com-hen-h…-dong-05"). The whole name is the cell's text (for search, copy and screen
 * readers); when it is cut it also becomes a Tab stop with the whole name in a tooltip, on hover and on focus.
 * Shared: the access points and the guest sessions lists both name access points.
 */
export function AccessPointName({ name }: { name: string }) {
  const [start, cut] = useIsCut<HTMLSpanElement>(name)
  const endLength = Math.min(keptEnd, Math.floor(name.length / 2))
  const head = name.slice(0, name.length - endLength)
  const tail = name.slice(name.length - endLength)

  return (
    <Tooltip open={cut ? undefined : false}>
      <TooltipTrigger asChild>
        <span tabIndex={cut ? 0 : undefined} className="flex min-w-0 font-medium whitespace-nowrap">
          <span ref={start} className="truncate">
            {head}
          </span>
          <span className="shrink-0">{tail}</span>
        </span>
      </TooltipTrigger>
      <TooltipContent className="max-w-sm break-all">{name}</TooltipContent>
    </Tooltip>
  )
}
