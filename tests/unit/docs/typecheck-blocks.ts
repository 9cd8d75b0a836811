import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import ts from 'typescript'
import { emitConfig } from '../../../generator/compose/emit-config.ts'
import { emitIndex } from '../../../generator/compose/emit-index.ts'
import { selectImports } from '../../../generator/compose/select-imports.ts'
import { resolveConfig } from '../../../generator/config/validate-config.ts'
import { baseMainnet, ethereum } from '../../../runtime/networks/index.ts'
import { REPO_ROOT } from '../../../scripts/docs/site.ts'
import type { CodeBlock } from './markdown-blocks.ts'

/**
 * Type-checks the docs' `ts`/`tsx` blocks as a host app would compile them: each block is a module of a
 * temp project inside the repository (so `portkit/*` resolves through package.json `exports`, by the
 * package's own name) next to `src/portkit/`, an entry written by the real generator for a config that
 * selects the bridge, features and plugins the blocks use. One TypeScript program for all.
 */
export const BLOCKS_DIR = join(REPO_ROOT, '.portkit', 'docs-blocks')

const SAMPLE_CONFIG = {
  projectId: 'docs-blocks',
  metadata: { name: 'Docs', description: 'Docs blocks', url: 'https://example.com', icons: [] },
  networks: [ethereum, baseMainnet],
  // The connectors and chain adapters the blocks do not import stay out: each adds its SDK's types to parse.
  adapters: ['wagmi'],
  connectors: ['injected'],
  plugins: ['names', 'siwx'],
  features: { smartSessions: true },
  services: {
    dataApi: 'https://data.example.com',
    catalogueApi: 'https://catalogue.example.com',
    analyticsApi: 'https://analytics.example.com',
    authApi: 'https://auth.example.com',
    walletConnectRelay: 'wss://relay.example.com',
    secureFrame: 'https://frame.example.com',
  },
}

/**
 * Next is not installed in this repository; the one API of it the docs call is declared here with Next 15's
 * signature, so the blocks around it are still checked against Portkit's types.
 */
const NEXT_STUB = `declare module 'next/headers' {
  export function headers(): Promise<Headers>
}
`

/** `// src/app/layout.tsx (a server component)` on a block's first line: the block is that file. */
function declaredPath(block: CodeBlock): string | undefined {
  return /^\/\/ (src\/[\w./-]+\.tsx?)\b/.exec(block.code)?.[1]
}

function blockPath(block: CodeBlock): string {
  const name = block.file.replace(/\.md$/, '').replace(/[^\w]+/g, '-')
  return declaredPath(block) ?? `src/${name}-L${block.line}.${block.lang}`
}

function writeProject(blocks: readonly CodeBlock[]): Map<string, CodeBlock> {
  rmSync(BLOCKS_DIR, { recursive: true, force: true })
  const files = new Map<string, CodeBlock>()
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(BLOCKS_DIR, path)), { recursive: true })
    writeFileSync(join(BLOCKS_DIR, path), text)
  }
  const config = resolveConfig(SAMPLE_CONFIG)
  write('src/portkit/index.ts', emitIndex(selectImports(config)))
  write('src/portkit/config.ts', emitConfig(config))
  write('next-stub.d.ts', NEXT_STUB)
  for (const block of blocks) {
    const path = blockPath(block)
    const earlier = files.get(join(BLOCKS_DIR, path))
    if (earlier)
      throw new Error(`${block.file}:${block.line} and ${earlier.file}:${earlier.line} both write ${path}`)
    write(path, block.code)
    files.set(join(BLOCKS_DIR, path), block)
  }
  return files
}

function compilerOptions(): ts.CompilerOptions {
  const base = ts.readConfigFile(join(REPO_ROOT, 'tsconfig.base.json'), (path) => ts.sys.readFile(path))
  const { options } = ts.parseJsonConfigFileContent(base.config, ts.sys, BLOCKS_DIR)
  return { ...options, types: ['node'], noEmit: true }
}

/** Every diagnostic in the blocks, as `README.md:34: message` (the Markdown line of the problem). */
export function typecheckBlocks(blocks: readonly CodeBlock[]): string[] {
  const files = writeProject(blocks)
  const program = ts.createProgram([...files.keys(), join(BLOCKS_DIR, 'next-stub.d.ts')], compilerOptions())
  const problems: string[] = []
  for (const [path, block] of files) {
    const source = program.getSourceFile(path)
    if (!source) throw new Error(`TypeScript did not load ${relative(REPO_ROOT, path)}`)
    const diagnostics = [
      ...program.getSyntacticDiagnostics(source),
      ...program.getSemanticDiagnostics(source),
    ]
    for (const diagnostic of diagnostics) {
      const { line } = source.getLineAndCharacterOfPosition(diagnostic.start ?? 0)
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')
      problems.push(`${block.file}:${block.line + line}: ${message}`)
    }
  }
  return problems
}
