import { describe, expect, it } from 'vitest'
import { FEATURES } from '../../../generator/compose/plugin-registry.ts'
import { BUILTIN_FEATURE_IDS, BUILTIN_FEATURES } from '../../../runtime/config/index.ts'
import type { AnyPortkitPlugin } from '../../../runtime/plugins/types.ts'
import { moduleRefs, resolveRelative } from '../architecture/imports.ts'
import { exportedModules } from '../../../scripts/exported-modules.ts'

// Issue 9: send, tokens, history, identity and the catalogue are features the generated entry registers
// only when their flags are on; the core (every other export of the package) must not reach their code.

/** Repository-relative paths of every runtime module a bundle of `entries` holds (types are erased). */
function reachable(entries: string[]): Set<string> {
  const seen = new Set<string>()
  const stack = entries.map((entry) => entry.replace(/^\.\//, ''))
  while (stack.length > 0) {
    const file = stack.pop()!
    if (seen.has(file)) continue
    seen.add(file)
    for (const ref of moduleRefs(file)) {
      const target = ref.kind === 'type' ? undefined : resolveRelative(file, ref.specifier)
      if (target) stack.push(target)
    }
  }
  return seen
}

const CORE_ENTRIES = exportedModules()
  .filter((module) => !module.subpath.includes('*'))
  .map((module) => module.source)

/** Modules only a feature needs: each must stay out of the core's module graph. */
const FEATURE_CODE: Record<(typeof BUILTIN_FEATURE_IDS)[number], string[]> = {
  identity: [
    'runtime/controllers/identity.ts',
    'runtime/controllers/identity-fallbacks.ts',
    'runtime/services/identity.ts',
    'runtime/services/identity-avatar.ts',
  ],
  tokens: [
    'runtime/controllers/tokens.ts',
    'runtime/controllers/token-balance-fetch.ts',
    'runtime/services/balance-wallet-assets.ts',
    'runtime/features/tokens/tokens-tab.tsx',
  ],
  history: [
    'runtime/controllers/history.ts',
    'runtime/services/history.ts',
    'runtime/features/history/activity-tab.tsx',
  ],
  catalogue: [
    'runtime/controllers/catalogue.ts',
    'runtime/services/catalogue.ts',
    'runtime/features/catalogue/all-wallets-view.tsx',
  ],
  send: [
    'runtime/controllers/send.ts',
    'runtime/controllers/send-form.ts',
    'runtime/features/send/send-view.tsx',
  ],
  email: [
    'runtime/features/email/email-login.ts',
    'runtime/features/email/otp-view.tsx',
    'runtime/features/email/approve-transaction-view.tsx',
  ],
  social: [
    'runtime/features/social/social-login.ts',
    'runtime/features/social/sign-in-popup.ts',
    'runtime/features/social/social-buttons.tsx',
  ],
}

describe('built-in features', () => {
  it("the core's module graph reaches no feature code", () => {
    const core = reachable(CORE_ENTRIES)
    expect(CORE_ENTRIES).toContain('runtime/react/index.ts')
    expect([...core].filter((path) => path.startsWith('runtime/features/'))).toEqual([])
    for (const [id, modules] of Object.entries(FEATURE_CODE)) {
      const feature = reachable([`runtime/features/${id}/index.ts`])
      for (const module of modules) {
        expect(feature.has(module), `${id} reaches ${module}`).toBe(true)
        expect(core.has(module), `the core reaches ${module}`).toBe(false)
      }
    }
  })

  it.each(BUILTIN_FEATURE_IDS)(
    '%s: default-exports a plugin whose id, requires and apis match the registry',
    async (id) => {
      const feature = (await import(`../../../runtime/features/${id}/index.ts`)).default as AnyPortkitPlugin
      expect(feature.id).toBe(id)
      expect(FEATURES[id].module).toBe(`portkit/features/${id}`)
      expect([...(feature.requires ?? [])]).toEqual([...FEATURES[id].requires])
      expect([...(feature.apis ?? [])]).toEqual([...FEATURES[id].apis])
      // Every feature has a flag, so a connect-only config can leave each one out.
      expect(BUILTIN_FEATURES[id]).toBeDefined()
    },
  )
})
