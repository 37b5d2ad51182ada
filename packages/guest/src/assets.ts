import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/** Where the API serves the built script and style sheet; their names change with their bytes. */
export const guestAssetsPath = '/guest/assets/'

/** What `build.mjs` writes to `dist/manifest.json`: the file names under `dist/assets/`. */
interface GuestManifest {
  script: string
  style: string
}

export interface BuiltGuestAssets {
  /** The folder holding the built files. */
  directory: string
  manifest: GuestManifest
  scriptSrc: string
  styleHref: string
}

/**
 * The built folder of this package, found through the package's name so it is the same from its TypeScript source
 * and from the API's bundle (whose own location says nothing about this package's).
 */
export function guestDistDirectory(): string {
  return join(dirname(createRequire(import.meta.url).resolve('@wifi/guest/package.json')), 'dist')
}

/** The built script and style sheet and their public addresses; null when the package has not been built. */
export function readGuestAssets(distDirectory = guestDistDirectory()): BuiltGuestAssets | null {
  let manifest: GuestManifest
  try {
    manifest = JSON.parse(readFileSync(join(distDirectory, 'manifest.json'), 'utf8')) as GuestManifest
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
  return {
    directory: join(distDirectory, 'assets'),
    manifest,
    scriptSrc: `${guestAssetsPath}${manifest.script}`,
    styleHref: `${guestAssetsPath}${manifest.style}`,
  }
}
