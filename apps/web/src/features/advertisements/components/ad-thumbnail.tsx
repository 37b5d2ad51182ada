import type { Advertisement } from '@wifi/contract'
import { Film } from 'lucide-react'
import { cn } from '@/lib/utils'

/**
 * The ad at a glance: its first image's smallest variant (a few KB), or a film mark for a video. Decorative: the
 * title next to it names the ad, so the image has empty alt text.
 */
export function AdThumbnail({ ad, className }: { ad: Advertisement; className?: string }) {
  const image = ad.images[0]?.media
  const box = cn('aspect-[4/3] w-16 shrink-0 rounded-md border bg-muted', className)
  if (!image) {
    return (
      <span className={cn(box, 'flex items-center justify-center text-muted-foreground')}>
        <Film aria-hidden className="size-5" />
      </span>
    )
  }
  return (
    <img
      src={image.variants[0]?.src ?? image.src}
      alt=""
      loading="lazy"
      decoding="async"
      width={64}
      height={48}
      // max-w-none: the reset's max-width: 100% would let a table cell squeeze the image to nothing.
      className={cn(box, 'max-w-none object-cover')}
    />
  )
}
