import { VariableDeclarationKind } from 'ts-morph'
import type { ResolvedConfig } from '../../runtime/config/index.ts'
import { renderSource } from './render-source.ts'
import { toLiteral } from './to-literal.ts'

/** `config.ts`: the resolved config as a literal, so the browser never evaluates portkit.config.ts. */
export function emitConfig(config: ResolvedConfig): string {
  return renderSource((file) => {
    file.addImportDeclaration({
      isTypeOnly: true,
      namedImports: ['ResolvedConfig'],
      moduleSpecifier: 'portkit/config',
    })
    file.addVariableStatement({
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      declarations: [{ name: 'config', type: 'ResolvedConfig', initializer: toLiteral(config) }],
    })
  })
}
