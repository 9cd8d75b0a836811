import { readFileSync } from 'node:fs'
import type { InstalledPackage } from './production-tree.ts'

function repositoryUrl(installed: InstalledPackage): string | undefined {
  const { repository, homepage } = installed.pkg
  const url = typeof repository === 'string' ? repository : repository?.url
  return (url ?? homepage)?.replace(/^git\+/, '')
}

/** Data portkit ships from a devDependency rather than its production tree, with the licence it came under. */
const BUNDLED_DATA = [
  {
    title: 'Wallet icons in catalogue/icons (web3icons)',
    license: 'MIT',
    source: 'https://github.com/0xa3k5/web3icons',
    licenseFile: new URL('../../catalogue/icons/LICENSE', import.meta.url),
  },
]

/**
 * THIRD-PARTY-NOTICES: every package a host app receives from portkit, with its licence and the licence
 * text it ships. Deterministic (sorted, no dates or paths), so a test can compare it with the tree.
 */
export function renderNotices(packages: InstalledPackage[]): string {
  const seen = new Set<string>()
  const sections: string[] = []
  for (const installed of packages) {
    const id = `${installed.name}@${installed.version}`
    if (seen.has(id)) continue
    seen.add(id)
    const text = installed.licenseFile
      ? readFileSync(installed.licenseFile, 'utf8').replace(/\r\n?/g, '\n').trim()
      : `(The package ships no licence file; its package.json declares ${installed.license}.)`
    const url = repositoryUrl(installed)
    sections.push(
      [`## ${id}`, '', `License: ${installed.license}`, ...(url ? [`Source: ${url}`] : []), '', text].join(
        '\n',
      ),
    )
  }
  for (const data of BUNDLED_DATA) {
    const text = readFileSync(data.licenseFile, 'utf8').trim()
    sections.push(
      [`## ${data.title}`, '', `License: ${data.license}`, `Source: ${data.source}`, '', text].join('\n'),
    )
  }
  return [
    'THIRD-PARTY NOTICES',
    '',
    'Portkit (MIT, see LICENSE) ships with or installs the packages below into a host app. Their licences',
    'and notices follow. Generated from the installed tree by `npm run notices`; do not edit by hand.',
    '',
    `${seen.size} packages`,
    '',
    sections.join('\n\n'),
    '',
  ].join('\n')
}
