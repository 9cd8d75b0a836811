interface CommonImageParams {
  projectId: string
  st: string
  sv: string
}

/** Image URL of a catalogue wallet: always on the configured catalogue base, never a URL from a response. */
export function walletImageUrl(catalogueApi: string, imageId: string, common: CommonImageParams): string {
  return catalogueImageUrl(catalogueApi, 'getWalletImage', imageId, common)
}

/** Image URL of a network by its `assets.imageId` (the catalogue's getAssetImage), on the configured base. */
export function assetImageUrl(catalogueApi: string, imageId: string, common: CommonImageParams): string {
  return catalogueImageUrl(catalogueApi, 'public/getAssetImage', imageId, common)
}

function catalogueImageUrl(
  catalogueApi: string,
  operation: string,
  imageId: string,
  common: CommonImageParams,
): string {
  const url = new URL(`${catalogueApi.replace(/\/$/, '')}/${operation}/${encodeURIComponent(imageId)}`)
  url.searchParams.set('projectId', common.projectId)
  url.searchParams.set('st', common.st)
  url.searchParams.set('sv', common.sv)
  return url.href
}
