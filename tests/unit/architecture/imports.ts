import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'
import { REPO } from '../generator/temp-app.ts'
import { exportedModules } from '../../../scripts/exported-modules.ts'

/**
 * One module reference of a source file:
 * - `static`: `import … from`, `export … from`, `import '…'` (loaded with the file);
 * - `dynamic`: `import('…')` (loaded later, still a dependency);
 * - `type`: `import type`, `export type … from`, `typeof import('…')`, `import type X = require('…')`,
 *   `declare module '…'` (an augmentation) and `/// <reference path|types>` (erased, a dependency of the types).
 *
 * A `{ type X }` binding of a value import is left out of `names`, but the reference stays `static`: under
 * verbatimModuleSyntax the module is still loaded.
 */
export interface ModuleRef {
  specifier: string
  kind: 'static' | 'dynamic' | 'type'
  /** Value bindings it takes: `default`, named exports, or `*` for a namespace, `export *` or `import()`. */
  names: string[]
  line: number
}

/** Every `.ts`/`.tsx` file under a repository folder, repository-relative with `/` separators. */
export function sourceFiles(dir: string): string[] {
  const walk = (path: string): string[] =>
    statSync(path).isDirectory()
      ? readdirSync(path).flatMap((entry) => walk(join(path, entry)))
      : /\.tsx?$/.test(path)
        ? [relative(REPO, path).split('\\').join('/')]
        : []
  return walk(join(REPO, dir)).sort()
}

/** The module references of one repository-relative file, parsed by TypeScript (comments never count). */
export function moduleRefs(file: string): ModuleRef[] {
  const text = readFileSync(join(REPO, file), 'utf8')
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, scriptKind(file))
  const refs: ModuleRef[] = []
  let hasJsx = false
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1
  const add = (node: ts.Node, specifier: ts.Node | undefined, kind: ModuleRef['kind'], names: string[]) => {
    if (specifier && ts.isStringLiteralLike(specifier))
      refs.push({ specifier: specifier.text, kind, names, line: lineOf(node) })
  }

  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause
      // Under verbatimModuleSyntax only `import type` is erased; `import { type A }` still loads the module.
      if (clause?.isTypeOnly) add(node, node.moduleSpecifier, 'type', [])
      else add(node, node.moduleSpecifier, 'static', clause ? importedNames(clause) : [])
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      if (node.isTypeOnly) add(node, node.moduleSpecifier, 'type', [])
      else add(node, node.moduleSpecifier, 'static', exportedNames(node))
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node, node.arguments[0], 'dynamic', ['*'])
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node, node.argument.literal, 'type', [])
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      const kind = node.isTypeOnly ? 'type' : 'static'
      add(node, node.moduleReference.expression, kind, kind === 'type' ? [] : ['*'])
    } else if (ts.isModuleDeclaration(node) && ts.isStringLiteral(node.name)) {
      add(node, node.name, 'type', [])
    } else if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node)) {
      hasJsx = true
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  for (const reference of [...source.referencedFiles, ...source.typeReferenceDirectives]) {
    const line = source.getLineAndCharacterOfPosition(reference.pos).line + 1
    const specifier = source.referencedFiles.includes(reference)
      ? relativeSpecifier(reference.fileName)
      : reference.fileName
    refs.push({ specifier, kind: 'type', names: [], line })
  }
  // JSX compiles to calls into React's automatic runtime (tsconfig `"jsx": "react-jsx"`).
  if (hasJsx) refs.push({ specifier: 'react/jsx-runtime', kind: 'static', names: ['jsx'], line: 1 })
  return refs
}

/** A triple-slash `path` is relative even without `./`. */
function relativeSpecifier(path: string): string {
  return path.startsWith('.') ? path : `./${path}`
}

function scriptKind(file: string): ts.ScriptKind {
  return file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
}

function importedNames(clause: ts.ImportClause): string[] {
  const names = clause.name ? ['default'] : []
  const bindings = clause.namedBindings
  if (bindings && ts.isNamespaceImport(bindings)) names.push('*')
  if (bindings && ts.isNamedImports(bindings)) {
    for (const element of bindings.elements)
      if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text)
  }
  return names
}

function exportedNames(node: ts.ExportDeclaration): string[] {
  const clause = node.exportClause
  if (!clause || ts.isNamespaceExport(clause)) return ['*']
  return clause.elements
    .filter((element) => !element.isTypeOnly)
    .map((element) => (element.propertyName ?? element.name).text)
}

/** The repository-relative file a relative specifier points at, or undefined for a package. */
export function resolveRelative(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined
  const base = resolve(REPO, dirname(from), specifier)
  const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  )
  return relative(REPO, found ?? base)
    .split('\\')
    .join('/')
}

/**
 * The repository-relative file a specifier names: a relative one, or the package's own name (`portkit/runtime`,
 * which tsconfig's `paths` and package.json's exports point at a source module); undefined for another package.
 */
export function resolveSource(from: string, specifier: string): string | undefined {
  if (specifier.startsWith('.')) return resolveRelative(from, specifier)
  if (specifier !== PACKAGE_NAME && !specifier.startsWith(`${PACKAGE_NAME}/`)) return undefined
  selfExports ??= new Map(exportedModules().map((module) => [module.specifier, module.source]))
  return selfExports.get(`.${specifier.slice(PACKAGE_NAME.length)}`) ?? specifier
}

const PACKAGE_NAME = (JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { name: string }).name
let selfExports: Map<string, string> | undefined

/** The npm package a bare specifier loads: `viem/actions` -> `viem`, `@solana/web3.js/x` -> `@solana/web3.js`. */
export function packageOf(specifier: string): string {
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!
}
