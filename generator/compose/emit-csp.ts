import { VariableDeclarationKind } from 'ts-morph'
import type { ResolvedConfig } from '../../runtime/config/index.ts'
import { cspDirectives } from '../doctor/csp.ts'
import { renderSource } from './render-source.ts'
import { toLiteral } from './to-literal.ts'

/**
 * `csp.ts`: the Content-Security-Policy `portkit doctor` prints for this config, as data a host's server
 * (e.g. the next-app template's proxy) sends with its pages, so the policy has one source: the config.
 */
export function emitCsp(config: ResolvedConfig, { devnet = false } = {}): string {
  const directives = cspDirectives(config)
  const names = directives.map(([directive]) => toLiteral(directive)).join(' | ')
  return renderSource((file) => {
    file.addTypeAlias({ isExported: true, name: 'CspDirective', type: names })
    file.addVariableStatement({
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: [
        `The policy \`portkit doctor${devnet ? ' --devnet' : ''}\` prints for this config, directive by directive.`,
      ],
      declarations: [
        {
          name: 'cspDirectives',
          type: 'Readonly<Record<CspDirective, readonly string[]>>',
          initializer: toLiteral(Object.fromEntries(directives)),
        },
      ],
    })
    file.addFunction({
      isExported: true,
      name: 'contentSecurityPolicy',
      docs: [
        'The policy as one header value; with no `add`, exactly what `portkit doctor` prints. `add` puts sources\n' +
          "after a directive's own, e.g. a per-request nonce: `contentSecurityPolicy({ 'script-src': [`'nonce-${nonce}'`] })`.",
      ],
      parameters: [
        { name: 'add', type: 'Partial<Record<CspDirective, readonly string[]>>', initializer: '{}' },
      ],
      returnType: 'string',
      statements: [
        `return (Object.keys(cspDirectives) as CspDirective[])
  .map((directive) => {
    const own = cspDirectives[directive]
    const added = add[directive] ?? []
    // 'none' (a frame-src with no frame) gives way to an added source.
    const sources = own.includes("'none'") && added.length > 0 ? added : [...own, ...added]
    return \`\${directive} \${sources.join(' ')}\`
  })
  .join('; ')`,
      ],
    })
  })
}
