import type { Command } from 'commander'

export function registerGenApi(program: Command): void {
  program
    .command('gen-api')
    .description('write the openapi-typescript types of the three service contracts')
    .requiredOption(
      '--out <dir>',
      'folder to write data-api.gen.ts, catalogue-api.gen.ts, analytics-api.gen.ts',
    )
    .action(async (options: { out: string }) => {
      const path = await import('node:path')
      const { generateApiTypes } = await import('../../generator/openapi/generate-api-types.ts')
      const files = await generateApiTypes(path.resolve(options.out))
      for (const file of files) console.log(`wrote ${file}`)
    })
}
