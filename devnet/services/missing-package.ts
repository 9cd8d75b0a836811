/** Whether a lazy import failed only because one of `packages` is not installed (the part is then left out). */
export function missingPackage(error: unknown, packages: readonly string[]): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown }
  return (
    code === 'ERR_MODULE_NOT_FOUND' &&
    typeof message === 'string' &&
    packages.some((name) => message.includes(`'${name}'`))
  )
}
