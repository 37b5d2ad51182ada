interface MediaCaptionProps {
  title: string | null
  description: string | null
}

/** An image's or a video's own title and description, under it; nothing when it has neither. */
export function MediaCaption({ title, description }: MediaCaptionProps) {
  if (!title && !description) return null
  return (
    <figcaption class="media-caption">
      {title && <strong class="media-title">{title}</strong>}
      {description && <span class="media-description">{description}</span>}
    </figcaption>
  )
}
