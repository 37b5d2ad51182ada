import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { placeholderMark, repositoryDir } from './quoted-spec-strings'

/** The repository's test files: the browser specs, and every workspace's unit and API tests; not `except`. */
export function testFiles(except: string[] = []): string[] {
  const roots = [
    join(repositoryDir, 'e2e/tests'),
    ...['apps', 'packages'].flatMap((group) =>
      readdirSync(join(repositoryDir, group)).map((workspace) => join(repositoryDir, group, workspace, 'test')),
    ),
  ]
  return roots.flatMap((root) =>
    filesUnder(root).filter((file) => /\.tsx?$/.test(file) && !except.some((name) => file.endsWith(name))),
  )
}

function filesUnder(dir: string): string[] {
  let entries
  try {
    entries = readdirSync(dir, { withFileTypes: true })
  } catch {
    return []
  }
  return entries.flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]))
}

/**
 * Calls whose arguments a test asserts: expect() and its matchers, helpers named expect…/assert…, the locators that
 * find an element by its text or name (a test waits for them or acts on them, so a wrong text fails), the e2e
 * `toast(page, title)` locator, and vitest's `it.each(table)`.
 */
const assertingCall = /^(expect\w*|assert\w*|to[A-Z]\w*|getBy\w+|toast|filter|each)$/

function calleeName(call: ts.CallExpression): string | undefined {
  const callee = call.expression
  if (ts.isIdentifier(callee)) return callee.text
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text
  // it.each(table)('title', …): the table is the each() call's argument; the title asserts nothing.
  return undefined
}

const assertingPlaces = new WeakMap<ts.Node, boolean>()

/**
 * The node sits in the arguments of an asserting call, or in the list a for…of runs its body over (a table).
 * Remembered per node: every identifier and literal of a file asks, and they share their ancestors.
 */
function inAssertingPlace(node: ts.Node): boolean {
  const parent = node.parent
  if (!parent) return false
  let known = assertingPlaces.get(node)
  if (known === undefined) {
    const asArgument =
      ts.isCallExpression(parent) &&
      parent.arguments.includes(node as ts.Expression) &&
      assertingCall.test(calleeName(parent) ?? '')
    const asTable = ts.isForOfStatement(parent) && parent.expression === node
    known = asArgument || asTable || inAssertingPlace(parent)
    assertingPlaces.set(node, known)
  }
  return known
}

const boundNames = (name: ts.BindingName): string[] =>
  ts.isIdentifier(name)
    ? [name.text]
    : name.elements.flatMap((element) => (ts.isOmittedExpression(element) ? [] : boundNames(element.name)))

function enclosingDeclaration(node: ts.Node): ts.VariableDeclaration | undefined {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (ts.isVariableDeclaration(parent)) return parent
  }
  return undefined
}

/** A string or template literal's text; each `${…}` of a template becomes `placeholderMark`. */
function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text
  if (ts.isTemplateExpression(node)) {
    return node.head.text + node.templateSpans.map((span) => placeholderMark + span.literal.text).join('')
  }
  return undefined
}

/** A literal a test asserts: its text and where it is. */
export interface AssertedLiteral {
  text: string
  where: string
}

/**
 * The string and template literals of one test file that the test asserts: those inside an asserting call or a
 * for…of's list, and those in a table — a variable whose name is used in such a place, directly or through another
 * variable made from it (`const text = texts[language]`, then `toast(page, text.failed)`).
 */
export function assertedLiterals(file: string): AssertedLiteral[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const literals: { node: ts.Node; text: string }[] = []
  const declarations = new Map<string, ts.VariableDeclaration[]>()
  const usedNames = new Set<string>()
  /** Names read inside a variable's initializer: if the variable is used, so are they. */
  const feeds: { names: string[]; into: string[] }[] = []

  const visit = (node: ts.Node) => {
    const text = literalText(node)
    if (text !== undefined) literals.push({ node, text })
    if (ts.isVariableDeclaration(node)) {
      for (const name of boundNames(node.name)) declarations.set(name, [...(declarations.get(name) ?? []), node])
    }
    if (ts.isIdentifier(node) && !(ts.isVariableDeclaration(node.parent) && node.parent.name === node)) {
      if (inAssertingPlace(node)) usedNames.add(node.text)
      const declaration = enclosingDeclaration(node)
      if (declaration?.initializer && isWithin(node, declaration.initializer)) {
        feeds.push({ names: [node.text], into: boundNames(declaration.name) })
      }
    }
    // A template's head is a node of its own; the literal is read once, from the TemplateExpression.
    if (!ts.isTemplateExpression(node)) ts.forEachChild(node, visit)
    else node.templateSpans.forEach((span) => ts.forEachChild(span, visit))
  }
  visit(source)

  for (let grew = true; grew;) {
    grew = false
    for (const feed of feeds) {
      if (feed.into.some((name) => usedNames.has(name)) && !usedNames.has(feed.names[0]!)) {
        usedNames.add(feed.names[0]!)
        grew = true
      }
    }
  }

  const inUsedTable = (node: ts.Node) => {
    const declaration = enclosingDeclaration(node)
    return (
      declaration?.initializer !== undefined &&
      isWithin(node, declaration.initializer) &&
      boundNames(declaration.name).some((name) => usedNames.has(name))
    )
  }

  const path = relative(repositoryDir, file)
  return literals
    .filter(({ node }) => inAssertingPlace(node) || inUsedTable(node))
    .map(({ node, text }) => ({
      text,
      where: `${path}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`,
    }))
}

const isWithin = (node: ts.Node, container: ts.Node) => node.pos >= container.pos && node.end <= container.end
