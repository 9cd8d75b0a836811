import catalogue from '../../runtime/features/catalogue/index.ts'
import history from '../../runtime/features/history/index.ts'
import identity from '../../runtime/features/identity/index.ts'
import send from '../../runtime/features/send/index.ts'
import tokens from '../../runtime/features/tokens/index.ts'

/**
 * The built-in features in the order the generated entry lists them (send needs tokens before it), for
 * tests that build an instance by hand: `createPortkit({ ..., plugins: FEATURES })`.
 */
export const FEATURES = [identity, tokens, history, catalogue, send]
