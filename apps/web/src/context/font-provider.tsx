import { fonts, type Font } from '@wifi/contract'
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'

const storageKey = 'font'

interface FontContextValue {
  font: Font
  setFont: (font: Font) => void
}

const FontContext = createContext<FontContextValue | null>(null)

function storedFont(): Font {
  const value = localStorage.getItem(storageKey)
  return fonts.find((font) => font === value) ?? 'inter'
}

/** Font inter (default), manrope or system, kept under `font`; applied as a `font-*` class on <html>. */
export function FontProvider({ children }: { children: ReactNode }) {
  const [font, setFontState] = useState<Font>(storedFont)

  useEffect(() => {
    const root = document.documentElement
    root.classList.remove(...fonts.map((name) => `font-${name}`))
    root.classList.add(`font-${font}`)
  }, [font])

  const setFont = useCallback((next: Font) => {
    localStorage.setItem(storageKey, next)
    setFontState(next)
  }, [])

  const value = useMemo(() => ({ font, setFont }), [font, setFont])
  return <FontContext value={value}>{children}</FontContext>
}

export function useFont() {
  const context = useContext(FontContext)
  if (!context) throw new Error('useFont must be used inside FontProvider')
  return context
}
