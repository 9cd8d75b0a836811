// Loaded with `node --import`: makes the packages named in PORTKIT_BLOCK (comma separated) unresolvable,
// so a command that still imports one of them fails the way it would where the package is missing.
import { register } from 'node:module'

register(
  `data:text/javascript,${encodeURIComponent(`
    const blocked = ${JSON.stringify((process.env.PORTKIT_BLOCK ?? '').split(',').filter(Boolean))}
    export async function resolve(specifier, context, next) {
      if (blocked.some((name) => specifier === name || specifier.startsWith(name + '/'))) {
        throw new Error('blocked by the test: ' + specifier)
      }
      return next(specifier, context)
    }
  `)}`,
)
