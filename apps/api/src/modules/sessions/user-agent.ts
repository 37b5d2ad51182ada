/**
 * "Which device is this?" for the sessions list: the browser and system named in a User-Agent header, in the
 * words a person recognises. Only the browsers and systems common among the console's users are known (Cốc Cốc
 * and Zalo's in-app browser included, both widespread in Vietnam); anything else is null, shown as "unknown".
 * Order matters: most browsers also claim to be Chrome and Safari, so the specific names are tried first.
 */
const browsers: [name: string, pattern: RegExp][] = [
  ['Zalo', /\bZalo\b/],
  ['Cốc Cốc', /\bcoc_coc_browser\/(\d+)/i],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\b(?:OPR|OPiOS)\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /\b(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+(?:\.\d+)?).*\bSafari\//],
]

const systems: [name: string, pattern: RegExp][] = [
  ['iOS', /\b(?:iPhone|iPad|iPod).*? OS (\d+(?:_\d+)?)/],
  ['Android', /\bAndroid (\d+(?:\.\d+)?)/],
  ['ChromeOS', /\bCrOS\b/],
  ['Windows', /\bWindows NT\b/],
  ['macOS', /\bMac OS X\b/],
  ['Linux', /\bLinux\b/],
]

function firstMatch(userAgent: string, candidates: [string, RegExp][]): string | null {
  for (const [name, pattern] of candidates) {
    const match = pattern.exec(userAgent)
    if (match) return match[1] ? `${name} ${match[1].replace('_', '.')}` : name
  }
  return null
}

export function describeUserAgent(userAgent: string | null): { browser: string | null; system: string | null } {
  if (!userAgent) return { browser: null, system: null }
  return { browser: firstMatch(userAgent, browsers), system: firstMatch(userAgent, systems) }
}
