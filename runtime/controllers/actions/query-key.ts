/**
 * A stable text for a query's parameters, so a hook can tell new parameters from a re-render with equal
 * ones. bigints are kept (JSON has none); functions are left out (they are not what is asked).
 */
export function queryKey(parameters: unknown): string {
  return JSON.stringify(parameters, (_key, value: unknown) =>
    typeof value === 'bigint' ? `${value.toString()}n` : value,
  )
}
