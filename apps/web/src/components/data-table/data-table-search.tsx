import { maxSearchLength } from '@wifi/contract'
import { Search, X } from 'lucide-react'
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'

/** Long enough to skip the keystrokes of one word, short enough to feel live. */
const debounceMs = 300

interface DataTableSearchProps {
  /** The search in the URL. */
  value: string
  onValueChange: (value: string) => void
  placeholder: string
  hint?: string
}

/** The search box: edits show at once, and reach the URL (and so the server) once typing pauses. */
export function DataTableSearch({ value, onValueChange, placeholder, hint }: DataTableSearchProps) {
  const { t } = useTranslation()
  const hintId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [text, setText] = useState(value)
  const [seen, setSeen] = useState(value)
  const [sent, setSent] = useState<string>()

  if (value !== seen) {
    // The URL's search changed: either our own text arriving, which the box may already have outgrown, or a change
    // from elsewhere (Reset, Back, a link), which the box must show.
    setSeen(value)
    if (value === sent) setSent(undefined)
    else setText(value)
  }

  const commit = useEffectEvent((next: string) => {
    setSent(next)
    onValueChange(next)
  })

  useEffect(() => {
    const next = text.trim()
    if (next === value) return
    const timer = setTimeout(() => commit(next), debounceMs)
    return () => clearTimeout(timer)
  }, [text, value])

  const clear = () => {
    setText('')
    if (value !== '') {
      setSent('')
      onValueChange('')
    }
    inputRef.current?.focus()
  }

  return (
    <div className="relative w-full sm:w-64">
      <Search
        className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input
        ref={inputRef}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={placeholder}
        aria-label={placeholder}
        aria-describedby={hint ? hintId : undefined}
        title={hint}
        maxLength={maxSearchLength}
        className="h-8 px-8 [&::-webkit-search-cancel-button]:appearance-none"
      />
      {hint && (
        <span id={hintId} className="sr-only">
          {hint}
        </span>
      )}
      {text !== '' && (
        <Button
          variant="ghost"
          size="icon"
          onClick={clear}
          aria-label={t('table.clearSearch')}
          className="absolute top-1/2 right-1 size-6 -translate-y-1/2"
        >
          <X aria-hidden />
        </Button>
      )}
    </div>
  )
}
