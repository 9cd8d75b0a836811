import { CONFIG_REFERENCE_PAGE, renderConfigReference } from './config-reference.ts'
import { HOOKS_REFERENCE_PAGE, renderHooksReference } from './hooks-reference.ts'

/** The pages of docs/ written by `npm run docs:gen`, each with its renderer. */
export const GENERATED_PAGES: Record<string, () => Promise<string>> = {
  [CONFIG_REFERENCE_PAGE]: renderConfigReference,
  [HOOKS_REFERENCE_PAGE]: renderHooksReference,
}
