import { describe, expect, it } from 'vitest'
import { recordRenderedModules, templateApp } from './template-build.ts'

// Issue 11: "the hooks add nothing to a connect-only app that does not import them". The generated entry
// re-exports all of portkit/react, so the host-action hooks and the actions under them are one import
// away from every app; a real Vite build of the template shows which of their modules keep code in the
// output after tree-shaking: none for the page that only connects, and they do for the page that uses them.

const template = templateApp('portkit-host-hooks-')

/** The host-action hooks (portkit/react) and the framework-free actions they call (portkit/runtime). */
const HOOK_MODULES =
  /^runtime\/(react\/(action-hooks|query-hooks|calls-hooks|client-hooks|use-action|use-pending-transactions)\.ts|controllers\/actions\/)/

async function hookModulesInBundle(): Promise<string[]> {
  const recorder = recordRenderedModules()
  await template.build([recorder.plugin])
  return [...recorder.rendered].filter((path) => HOOK_MODULES.test(path)).sort()
}

describe('portkit/react host-action hooks are tree-shaken', () => {
  it('the template page that uses them (HostActions) has their code in its bundle', async () => {
    expect(await hookModulesInBundle()).toEqual(
      expect.arrayContaining([
        'runtime/react/action-hooks.ts',
        'runtime/react/calls-hooks.ts',
        'runtime/controllers/actions/send-transaction.ts',
        'runtime/controllers/actions/send-calls.ts',
      ]),
    )
  }, 120_000)

  it('a connect-only page (the template without HostActions, ThemeSwitch and LanguageSwitch) ships none of them', async () => {
    template.edit('src/App.tsx', (app) =>
      app
        .replace("import { HostActions } from './HostActions.tsx'\n", '')
        .replace(/\s*<HostActions \/>/, '')
        .replace("import { ThemeSwitch } from './ThemeSwitch.tsx'\n", '')
        .replace(/\s*<ThemeSwitch \/>/, '')
        .replace("import { LanguageSwitch } from './LanguageSwitch.tsx'\n", '')
        .replace(/\s*<LanguageSwitch \/>/, ''),
    )
    expect(await hookModulesInBundle()).toEqual([])
  }, 120_000)
})
