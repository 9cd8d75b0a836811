import { readFileSync } from 'node:fs'
import ts from 'typescript'
import { formatMarkdown } from './format-markdown.ts'

export const HOOKS_REFERENCE_PAGE = 'hooks.md'
const ROOT = new URL('../../', import.meta.url)

/** One exported function as its source declares it. */
export interface ExportedFunction {
  name: string
  /** The declaration up to its body: type parameters, parameters and return type as written. */
  signature: string
  /** Its TSDoc (or the TSDoc of its `const`), empty when it has none. */
  doc: string
  /** Repository path of the file that declares it. */
  file: string
}

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(new URL(file, ROOT), 'utf8'), ts.ScriptTarget.Latest, true)
}

function docOf(node: ts.Node): string {
  return ts
    .getJSDocCommentsAndTags(node)
    .filter(ts.isJSDoc)
    .map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '')
    .join('\n\n')
    .trim()
}

/** A function, or a call that makes one (`Object.assign(fn, { Custom })`); not a constant list or object. */
function isCallable(initializer: ts.Expression | undefined): boolean {
  let value = initializer
  while (value && (ts.isAsExpression(value) || ts.isSatisfiesExpression(value))) value = value.expression
  return (
    value !== undefined &&
    (ts.isArrowFunction(value) || ts.isFunctionExpression(value) || ts.isCallExpression(value))
  )
}

/** `export function name...` or `export const name = ...` in `file`, with its signature and TSDoc. */
function findFunction(file: string, name: string): ExportedFunction | undefined {
  const source = parse(file)
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name?.text === name && statement.body) {
      const start = statement.getStart(source)
      const signature = source.text.slice(start, statement.body.getStart(source)).trim()
      return { name, signature: signature.replace(/^export\s+/, ''), doc: docOf(statement), file }
    }
    if (ts.isVariableStatement(statement)) {
      const declaration = statement.declarationList.declarations.find(
        (candidate) => ts.isIdentifier(candidate.name) && candidate.name.text === name,
      )
      if (declaration && isCallable(declaration.initializer)) {
        const type = declaration.type ? `: ${declaration.type.getText(source)}` : ''
        return { name, signature: `const ${name}${type}`, doc: docOf(statement), file }
      }
    }
  }
  return undefined
}

/**
 * The functions an entry file exports: its own, and those it re-exports by name (`export { a } from './a.ts'`),
 * each found in the file it comes from. Type-only exports and constants (lists, objects) are left out.
 */
export function exportedFunctions(indexFile: string): ExportedFunction[] {
  const index = parse(indexFile)
  const found: ExportedFunction[] = []
  for (const statement of index.statements) {
    const exported = ts.canHaveModifiers(statement)
      ? ts.getModifiers(statement)?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
      : false
    if (exported && ts.isFunctionDeclaration(statement) && statement.name) {
      found.push(findFunction(indexFile, statement.name.text)!)
      continue
    }
    if (!ts.isExportDeclaration(statement) || statement.isTypeOnly || !statement.moduleSpecifier) continue
    if (!statement.exportClause || !ts.isNamedExports(statement.exportClause)) continue
    const from = new URL((statement.moduleSpecifier as ts.StringLiteral).text, new URL(indexFile, ROOT))
    const file = from.href.slice(ROOT.href.length)
    for (const element of statement.exportClause.elements) {
      if (element.isTypeOnly) continue
      const exported = findFunction(file, (element.propertyName ?? element.name).text)
      if (exported) found.push({ ...exported, name: element.name.text })
    }
  }
  return found
}

function entry({ name, signature, doc, file }: ExportedFunction): string {
  // `ts from-source`: copied from the sources (which `npm run typecheck` checks), not compiled again here.
  const block = [
    '```ts from-source',
    signature.replace(/\s*\n\s*/g, '\n  ').replace(/\n {2}\)/g, '\n)'),
    '```',
  ]
  return [`### ${name}`, block.join('\n'), doc || '(no TSDoc yet)', `Source: [${file}](../${file})`].join(
    '\n\n',
  )
}

/** The other subpath exports a host calls, each from its entry file (package.json `exports`). */
const SUBPATHS = [
  {
    title: 'portkit/ssr',
    intro: 'The connection cookie of [SSR](ssr-next.md); framework-free, safe in a server component.',
    entry: 'runtime/services/connection-cookie.ts',
  },
  {
    title: 'portkit/wagmi',
    intro: "The [wagmi](wagmi.md) bridge; the generated entry re-exports it with `adapters: ['wagmi']`.",
    entry: 'runtime/bridges/wagmi/index.ts',
  },
  {
    title: 'portkit/plugins/siwx',
    intro: "Sign-in with X in code: the host's own storage and verifier ([SIWX](plugins/siwx.md)).",
    entry: 'plugins/siwx/index.ts',
  },
  {
    title: 'portkit/siwx-server',
    intro:
      'The server side of SIWX for a Node backend ([SIWX](plugins/siwx.md#the-server-side-portkitsiwx-server)).',
    entry: 'plugins/siwx/server/index.ts',
  },
  {
    title: 'portkit/server',
    intro:
      'The services `portkit serve` runs, in a Node process of your own ([Running the services](running-the-services.md#in-your-own-node-server)).',
    entry: 'server/index.ts',
  },
  {
    title: 'portkit/plugins/smart-sessions',
    intro:
      'The generated entry re-exports it while `features.smartSessions` is on ([Smart sessions](plugins/smart-sessions.md)).',
    entry: 'plugins/smart-sessions/index.ts',
  },
]

function group(title: string, intro: string, functions: ExportedFunction[]): string {
  if (functions.length === 0) throw new Error(`hooks reference: no exports found for "${title}"`)
  return [`## ${title}`, intro, ...functions.map(entry)].join('\n\n')
}

/** docs/hooks.md: the React API of `portkit/react` and the actions of `portkit/runtime`, from their TSDoc. */
export async function renderHooksReference(): Promise<string> {
  const react = exportedFunctions('runtime/react/index.ts')
  const actions = exportedFunctions('runtime/controllers/actions/index.ts')
  const runtime = exportedFunctions('runtime/index.ts')
  const isComponent = (fn: ExportedFunction) => /^[A-Z]/.test(fn.name)
  const isHook = (fn: ExportedFunction) => fn.name.startsWith('use')
  const others = react.filter((fn) => !isComponent(fn) && !isHook(fn))
  if (others.length > 0) throw new Error(`hooks reference: place ${others.map((fn) => fn.name).join(', ')}`)
  const page = `# Hooks and actions

<!-- Generated by \`npm run docs:gen\` from the exports of runtime/react/index.ts,
runtime/controllers/actions/index.ts, runtime/index.ts and the other subpaths' entry files, and their TSDoc.
Do not edit: tests/unit/docs/generated-pages.test.ts fails when this page is stale. -->

The generated entry (\`src/portkit/index.ts\`, imported as \`./portkit\`) re-exports all of \`portkit/react\`:
the provider, the buttons, the modal and the hooks below, plus \`portkitOptions\` and \`config\`, a plugin's host
API while the plugin is on (\`useSmartSessions\`) and \`portkit/wagmi\` with \`adapters: ['wagmi']\`. The actions
are framework-free: each takes the Portkit instance (\`createPortkit(portkitOptions)\` from \`portkit/runtime\`)
and works through the active chain's adapter. Errors are the classes of the error catalogue, exported
from \`portkit/runtime\`.

\`\`\`tsx
import { useAccount, useSignMessage } from './portkit'

export function SignIn() {
  const account = useAccount()
  const { mutate, data, isPending } = useSignMessage()
  if (!account.isConnected) return null
  return (
    <button type="button" disabled={isPending} onClick={() => mutate({ message: 'hello' })}>
      {data ?? \`Sign as \${account.address}\`}
    </button>
  )
}
\`\`\`

${group('Components', 'From `portkit/react` (and the generated entry).', react.filter(isComponent))}

${group('Hooks', 'From `portkit/react` (and the generated entry); use them inside `<PortkitProvider>`.', react.filter(isHook))}

${group('Actions', 'From `portkit/runtime`: the same operations without React, for any framework or none.', actions)}

${group('The instance', 'From `portkit/runtime`: the instance the actions take, and its helpers.', runtime)}

${SUBPATHS.map(({ title, intro, entry }) => group(title, intro, exportedFunctions(entry))).join('\n\n')}
`
  return formatMarkdown(page)
}
