import { VariableDeclarationKind } from 'ts-morph'
import type { ServiceEndpoints } from '../../runtime/config/index.ts'
import { apiTypesFileName, type ApiSpecName } from '../openapi/api-specs.ts'
import { renderSource } from './render-source.ts'
import { toLiteral } from './to-literal.ts'

interface ClientSpec {
  factory: string
  service: keyof ServiceEndpoints
  spec: ApiSpecName
  paths: string
}

/** One typed client factory per service of spec section 7, in a fixed order. */
export const API_CLIENTS: readonly ClientSpec[] = [
  { factory: 'createDataApi', service: 'dataApi', spec: 'data-api', paths: 'DataApiPaths' },
  {
    factory: 'createCatalogueApi',
    service: 'catalogueApi',
    spec: 'catalogue-api',
    paths: 'CatalogueApiPaths',
  },
  {
    factory: 'createAnalyticsApi',
    service: 'analyticsApi',
    spec: 'analytics-api',
    paths: 'AnalyticsApiPaths',
  },
  { factory: 'createAuthApi', service: 'authApi', spec: 'auth-api', paths: 'AuthApiPaths' },
]

/** `api/clients.ts`: factories over createApiClient, typed by the `paths` of the generated `*.gen.ts`. */
export function emitClients(sdkVersion: string): string {
  return renderSource((file) => {
    file.addImportDeclaration({ namedImports: ['createApiClient'], moduleSpecifier: 'portkit/api' })
    file.addImportDeclaration({
      isTypeOnly: true,
      namedImports: ['ServiceEndpoints'],
      moduleSpecifier: 'portkit/config',
    })
    file.addImportDeclaration({ namedImports: ['config'], moduleSpecifier: '../config' })
    for (const { spec, paths } of API_CLIENTS) {
      file.addImportDeclaration({
        isTypeOnly: true,
        namedImports: [{ name: 'paths', alias: paths }],
        moduleSpecifier: `./${apiTypesFileName(spec)}`,
      })
    }
    file.addVariableStatement({
      declarationKind: VariableDeclarationKind.Const,
      declarations: [{ name: 'SDK_VERSION', initializer: toLiteral(sdkVersion) }],
    })
    file.addFunction({
      name: 'baseUrl',
      docs: [
        'A service left out of the config is never called, so asking for its client is a setup mistake.',
      ],
      parameters: [{ name: 'service', type: 'keyof ServiceEndpoints' }],
      returnType: 'string',
      statements: [
        'const url = config.services[service]',
        'if (!url) throw new Error(`portkit: services.${service} is not configured in portkit.config.ts`)',
        'return url',
      ],
    })
    for (const { factory, service, paths } of API_CLIENTS) {
      file.addFunction({
        isExported: true,
        name: factory,
        statements: [
          `return createApiClient<${paths}>({`,
          `  baseUrl: baseUrl('${service}'),`,
          '  projectId: config.projectId,',
          '  clientId: config.clientId,',
          '  sdkVersion: SDK_VERSION,',
          '})',
        ],
      })
    }
  })
}
