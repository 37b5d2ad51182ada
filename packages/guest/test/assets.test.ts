import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { guestDistDirectory, readGuestAssets } from '../src/assets.ts'

const made: string[] = []
afterAll(() => Promise.all(made.map((path) => rm(path, { recursive: true, force: true }))))

describe('the built assets', () => {
  it('are read from the manifest the build writes, with their public addresses', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'guest-dist-'))
    made.push(dist)
    await mkdir(join(dist, 'assets'))
    await writeFile(join(dist, 'manifest.json'), JSON.stringify({ script: 'client-AB12.js', style: 'styles-CD34.css' }))
    expect(readGuestAssets(dist)).toEqual({
      directory: join(dist, 'assets'),
      manifest: { script: 'client-AB12.js', style: 'styles-CD34.css' },
      scriptSrc: '/guest/assets/client-AB12.js',
      styleHref: '/guest/assets/styles-CD34.css',
    })
  })

  it('are missing (null) before the package is built', () => {
    expect(readGuestAssets(join(tmpdir(), 'no-such-guest-dist'))).toBeNull()
  })

  it('live in this package’s dist folder', () => {
    expect(guestDistDirectory()).toBe(join(import.meta.dirname, '..', 'dist'))
  })
})
