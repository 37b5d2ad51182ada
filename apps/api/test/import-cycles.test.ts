import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'

/**
 * No import circle in the server's source, type-only imports included. ESLint's import-x/no-cycle skips `import type`
 * by design (such imports vanish at run time), but a circle of types still ties the files' meanings together: each
 * must be read with the other, and moving one drags the other along (docs/decisions/027).
 */

const source = resolve(dirname(fileURLToPath(import.meta.url)), '../src')

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return entry.name.endsWith('.ts') ? [path] : []
  })
}

/** The relative imports and re-exports of a file, `import type` and `export type` included, as absolute paths. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const specifiers = [...text.matchAll(/^(?:import|export)\b[^'"]*?\bfrom\s+'(\.[^']+)'/gms)].map((match) => match[1]!)
  return specifiers.map((specifier) => resolve(dirname(file), specifier))
}

/** Every circle, each once, as the list of files around it (depth-first, colouring the files on the current path). */
function circles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = []
  const done = new Set<string>()
  const path: string[] = []
  const visit = (file: string) => {
    path.push(file)
    for (const next of graph.get(file) ?? []) {
      const at = path.indexOf(next)
      if (at >= 0) found.push(path.slice(at))
      else if (!done.has(next)) visit(next)
    }
    path.pop()
    done.add(file)
  }
  for (const file of graph.keys()) if (!done.has(file)) visit(file)
  return found
}

it('has no import circle in apps/api/src, counting type-only imports', () => {
  const files = sourceFiles(source)
  const graph = new Map(files.map((file) => [file, importsOf(file)]))
  // The check itself must see the imports: a file everyone imports is found imported.
  expect([...graph.values()].flat()).toContain(join(source, 'db/schema.ts'))
  const named = circles(graph).map((circle) => circle.map((file) => relative(source, file)).join(' → '))
  expect(named).toEqual([])
})
