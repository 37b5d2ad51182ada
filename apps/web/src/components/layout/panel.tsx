import { useId, type ReactNode, type Ref } from 'react'

interface PanelProps {
  /** The heading's words, and what goes beside them (a badge). */
  title: ReactNode
  description?: string
  /**
   * Where focus goes when the button that had it went with what it acted on (a removed passkey's row): the heading
   * takes focus from code, never from Tab.
   */
  headingRef: Ref<HTMLHeadingElement>
  /** The space between the heading and the parts under it. */
  className?: string
  children: ReactNode
}

/** One part of a settings page (the passkeys, the sessions): a region named by its level-3 heading. */
export function Panel({ title, description, headingRef, className = 'grid gap-4', children }: PanelProps) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={className}>
      <div>
        <h3
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="flex items-center gap-2 text-base font-semibold outline-none"
        >
          {title}
        </h3>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      {children}
    </section>
  )
}
