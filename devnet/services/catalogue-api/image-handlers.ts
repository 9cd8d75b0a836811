import { drawImage, SVG_CONTENT_TYPE, type ImageKind } from '../../catalogue/images.ts'
import { drawWalletPng, PNG_CONTENT_TYPE } from '../../catalogue/png-icon.ts'
import { walletCatalogue } from '../../catalogue/wallet-catalogue.ts'
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
export function getWalletImageHandler(): CatalogueApiHandler<'getWalletImage'> {
  return ({ path }) => {
    checkId(path.id)
    const wallet = walletCatalogue().find((candidate) => candidate.image_id === path.id)
    if (!wallet) throw notFound('id', `No wallet has the image id ${path.id}`)
    return { image: { contentType: PNG_CONTENT_TYPE, bytes: drawWalletPng(path.id, wallet.name) } } as const
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
