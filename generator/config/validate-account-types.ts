import { ACCOUNT_TYPES_BY_NAMESPACE, DEFAULT_ACCOUNT_TYPES } from '../../runtime/config/index.ts'
import { CHAIN_NAMESPACES, type AccountType, type ChainNamespace } from '../../runtime/core/types.ts'
import { expectKnownKeys, expectObject, expectOneOf } from './checks.ts'

/** Default account type per namespace (spec section 6); each namespace allows only its own types. */
export function resolveDefaultAccountTypes(value: unknown): Record<ChainNamespace, AccountType> {
  const raw = value === undefined ? {} : expectObject(value, 'defaultAccountTypes')
  expectKnownKeys(raw, 'defaultAccountTypes', CHAIN_NAMESPACES)
  const types = { ...DEFAULT_ACCOUNT_TYPES } as Record<ChainNamespace, AccountType>
  for (const namespace of CHAIN_NAMESPACES) {
    if (raw[namespace] !== undefined) {
      types[namespace] = expectOneOf(
        raw[namespace],
        `defaultAccountTypes.${namespace}`,
        ACCOUNT_TYPES_BY_NAMESPACE[namespace],
      )
    }
  }
  return types
}
