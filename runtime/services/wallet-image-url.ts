/** Image URL of a catalogue wallet: always on the configured catalogue base, never a URL from a response. */
export function walletImageUrl(
  catalogueApi: string,
  imageId: string,
  common: { projectId: string; st: string; sv: string },
): string {
  const url = new URL(`${catalogueApi.replace(/\/$/, '')}/getWalletImage/${encodeURIComponent(imageId)}`)
  url.searchParams.set('projectId', common.projectId)
  url.searchParams.set('st', common.st)
  url.searchParams.set('sv', common.sv)
  return url.href
}
