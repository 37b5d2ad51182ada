/**
 * Debian's Chromium as every test and bench starts it (apt-get install chromium chromium-headless-shell: nothing is
 * downloaded), without the background services a measurement or a test has no use for. `--no-sandbox`: CI runs as
 * root, where Chromium's sandbox cannot start.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
]

/** The full browser: the camera's tests, the production tests and the benches, which measure what people run. */
export const fullChromium = '/usr/bin/chromium'

/**
 * Chromium's engine without the desktop browser around it: a new browser context there costs about a quarter of the
 * CPU it costs in the full browser (0.45 s against 1.9 s on CI's cores), and every browser test opens one.
 */
export const headlessShell = '/usr/lib/chromium/chromium-headless-shell'
