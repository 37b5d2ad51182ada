/**
 * Debian's Chromium (apt-get install chromium: nothing is downloaded), without the background services a test has no
 * use for. `--no-sandbox`: CI runs as root, where Chromium's sandbox cannot start.
 */
export const chromiumLaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
}
