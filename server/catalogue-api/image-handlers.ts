import { drawImage, SVG_CONTENT_TYPE, type ImageKind } from './drawn-images.ts'
import type { WalletCatalogue } from './wallet-catalogue.ts'
import { badRequest, notFound } from '../http/api-error.ts'
import type { CatalogueApiHandler } from './catalogue-api-types.ts'

const IMAGE_ID = /^[A-Za-z0-9._-]{1,128}$/

type ImageOperation = 'getWalletImage' | 'getAssetImage' | 'getCurrencyImage' | 'getTokenImage'

function svg(kind: ImageKind, id: string, label?: string) {
  return { image: { contentType: SVG_CONTENT_TYPE, bytes: drawImage(kind, id, label) } } as const
}

function checkId(id: string): void {
  if (!IMAGE_ID.test(id))
    throw badRequest('id', `${JSON.stringify(id)} is not an image id (letters, digits, . _ -)`)
}

/** GET /getWalletImage/{id}: the icon of a catalogue wallet, by its image_id; 404 for any other id. */
export function getWalletImageHandler(catalogue: WalletCatalogue): CatalogueApiHandler<'getWalletImage'> {
  return ({ path }) => {
    checkId(path.id)
    const image = catalogue.image(path.id)
    if (!image) throw notFound('id', `No wallet has the image id ${path.id}`)
    return { image }
  }
}

/** Network, currency and token images: any id gets its own picture (ids come from configs, e.g. "ETH"). */
function drawnFor(kind: ImageKind): CatalogueApiHandler<ImageOperation> {
  return ({ path }) => {
    checkId(path.id)
    return svg(kind, path.id)
  }
}

export const getAssetImageHandler = () => drawnFor('asset')
export const getCurrencyImageHandler = () => drawnFor('currency')
export const getTokenImageHandler = () => drawnFor('token')
