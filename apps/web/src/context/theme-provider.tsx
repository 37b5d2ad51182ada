import { themes, type Theme } from '@wifi/contract'
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'

const storageKey = 'vite-ui-theme'
const darkQuery = '(prefers-color-scheme: dark)'

interface ThemeContextValue {
  theme: Theme
  /** light or dark: what "system" resolves to right now. */
  resolvedTheme: 'light' | 'dark'
  setTheme: (theme: Theme) => void
}

const ThemeContext = createContext<ThemeContextValue | null>(null)

function storedTheme(): Theme {
  const value = localStorage.getItem(storageKey)
  return themes.find((theme) => theme === value) ?? 'system'
}

const systemTheme = () => (matchMedia(darkQuery).matches ? 'dark' : 'light')

/** Theme light, dark or system (default), kept under `vite-ui-theme`; system follows the OS live. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<Theme>(storedTheme)
  const [system, setSystem] = useState<'light' | 'dark'>(systemTheme)

  useEffect(() => {
    const query = matchMedia(darkQuery)
    const follow = () => setSystem(query.matches ? 'dark' : 'light')
    query.addEventListener('change', follow)
    return () => query.removeEventListener('change', follow)
  }, [])

  const resolvedTheme = theme === 'system' ? system : theme

  useEffect(() => {
    const root = document.documentElement
    root.classList.remove('light', 'dark')
    root.classList.add(resolvedTheme)
  }, [resolvedTheme])

  const setTheme = useCallback((next: Theme) => {
    localStorage.setItem(storageKey, next)
    setThemeState(next)
  }, [])

  const value = useMemo(() => ({ theme, resolvedTheme, setTheme }), [theme, resolvedTheme, setTheme])
  return <ThemeContext value={value}>{children}</ThemeContext>
}

export function useTheme() {
  const context = useContext(ThemeContext)
  if (!context) throw new Error('useTheme must be used inside ThemeProvider')
  return context
}
