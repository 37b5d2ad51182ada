// Runs before the first paint so a reload never flashes the wrong theme or font. Mirrors
// src/context/theme-provider.tsx and font-provider.tsx (keys vite-ui-theme and font).
;(function () {
  var root = document.documentElement
  var theme = localStorage.getItem('vite-ui-theme') || 'system'
  if (theme === 'system') theme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
  root.classList.add(theme === 'dark' ? 'dark' : 'light')
  var font = localStorage.getItem('font')
  root.classList.add('font-' + (font === 'manrope' || font === 'system' ? font : 'inter'))
  var lang = localStorage.getItem('i18nextLng')
  if (lang === 'en' || lang === 'vi') root.lang = lang
})()
