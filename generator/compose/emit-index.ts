import { VariableDeclarationKind } from 'ts-morph'
import { renderSource } from './render-source.ts'
import type { EntryImports } from './select-imports.ts'

export interface EmitIndexOptions {
  /** Generated against a running devnet (`portkit dev`, or `--devnet`). */
  devnet?: boolean
}

/**
 * `index.ts`: the host's single import, wiring only the selected adapters, connectors, features and plugins
 * (features first: a plugin may build on one), and re-exporting the selected bridges (`portkit/wagmi`).
 */
export function emitIndex(
  { adapters, connectors, features, plugins, bridges }: EntryImports,
  { devnet = false }: EmitIndexOptions = {},
): string {
  const registered = [...features, ...plugins]
  const call = (list: EntryImports['adapters']) => `[${list.map(({ factory }) => `${factory}()`).join(', ')}]`
  return renderSource((file) => {
    file.addImportDeclaration({
      isTypeOnly: true,
      namedImports: ['PortkitOptions'],
      moduleSpecifier: 'portkit/runtime',
    })
    for (const { factory, module } of [...adapters, ...connectors]) {
      file.addImportDeclaration({ namedImports: [factory], moduleSpecifier: module })
    }
    for (const { binding, module } of registered) {
      file.addImportDeclaration({ defaultImport: binding, moduleSpecifier: module })
    }
    // No extension: a host's tsc then needs no allowImportingTsExtensions, and every bundler (Vite, Next's
    // Turbopack, which maps no `.js` to `.ts`) finds config.ts.
    file.addImportDeclaration({ namedImports: ['config'], moduleSpecifier: './config' })
    file.addVariableStatement({
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: [
        'Pass to `<PortkitProvider options={portkitOptions}>`. Checked, not widened, to PortkitOptions: its',
        "adapters' types stay, so `createPortkit(portkitOptions)` has only the actions they can take.",
      ],
      declarations: [
        {
          name: 'portkitOptions',
          initializer: `{\n  config,\n  adapters: ${call(adapters)},\n  connectors: ${call(connectors)},\n  plugins: [${registered.map(({ binding }) => binding).join(', ')}],\n} satisfies PortkitOptions`,
        },
      ],
    })
    file.addVariableStatement({
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: [
        'True in an entry generated against the running devnet (`portkit dev`, `--devnet`): the page can keep',
        'its notes about local chains and test accounts out of production builds, where this is `false`.',
      ],
      declarations: [{ name: 'onDevnet', initializer: String(devnet) }],
    })
    file.addExportDeclaration({ namedExports: ['config'], moduleSpecifier: './config' })
    // The whole React API (provider, button, PortkitModal, hooks), so the entry never lags behind it.
    file.addExportDeclaration({ moduleSpecifier: 'portkit/react' })
    // A plugin's host API (e.g. its hook) only when the config enables the plugin.
    for (const { hostExports, module } of plugins) {
      if (hostExports?.length)
        file.addExportDeclaration({ namedExports: [...hostExports], moduleSpecifier: module })
    }
    // A bridge only when the config selects it, so its optional peer stays out of every other app.
    for (const bridge of bridges) {
      file.addStatements(
        `/** ${bridge.docs} */\nexport { ${bridge.exports.join(', ')} } from '${bridge.module}'`,
      )
    }
  })
}
