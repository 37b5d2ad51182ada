import { chromiumArgs, headlessShell } from '../../scripts/chromium.mjs'

/** Most browser tests run in Debian's Chromium headless shell (scripts/chromium.mjs says why). */
export const chromiumLaunchOptions = { executablePath: headlessShell, args: chromiumArgs }
