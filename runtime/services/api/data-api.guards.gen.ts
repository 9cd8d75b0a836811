// Generated from openapi/data-api.yaml by generator/openapi/generate-api-guards.ts. Do not edit.
/* eslint-disable */
import type { components } from './data-api.gen.ts'
import { isJsonObject, isDateTime, isUri, lengthOf } from '../../core/json-guards.ts'

export function isErrorResponse(value: unknown): value is components['schemas']['ErrorResponse'] {
  return (isJsonObject(value) && (typeof value["status"] === 'string') && ((field: unknown) => (Array.isArray(field) && field.every((item) => isErrorReason(item))))(value["reasons"]))
}

export function isErrorReason(value: unknown): value is components['schemas']['ErrorReason'] {
  return (isJsonObject(value) && (typeof value["name"] === 'string') && (typeof value["description"] === 'string'))
}

export function isCaipNetworkId(value: unknown): value is components['schemas']['CaipNetworkId'] {
  return (typeof value === 'string' && /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/u.test(value))
}

export function isCaipAddress(value: unknown): value is components['schemas']['CaipAddress'] {
  return (typeof value === 'string' && /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/u.test(value))
}

export function isHex(value: unknown): value is components['schemas']['Hex'] {
  return (typeof value === 'string' && /^0x[0-9a-fA-F]*$/u.test(value))
}

export function isEvmAddress(value: unknown): value is components['schemas']['EvmAddress'] {
  return (typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/u.test(value))
}

export function isSuccessResponse(value: unknown): value is components['schemas']['SuccessResponse'] {
  return (isJsonObject(value) && typeof value["success"] === 'boolean')
}

export function isSupportedChainsResponse(value: unknown): value is components['schemas']['SupportedChainsResponse'] {
  return (isJsonObject(value) && ((field: unknown) => (Array.isArray(field) && field.every((item) => isCaipNetworkId(item))))(value["http"]) && ((field: unknown) => (Array.isArray(field) && field.every((item) => isCaipNetworkId(item))))(value["ws"]) && (value["history"] === undefined || ((field: unknown) => (Array.isArray(field) && field.every((item) => isCaipNetworkId(item))))(value["history"])))
}

export function isIdentityResponse(value: unknown): value is components['schemas']['IdentityResponse'] {
  return (isJsonObject(value) && ((typeof value["name"] === 'string') || value["name"] === null) && ((typeof value["avatar"] === 'string') || value["avatar"] === null))
}

export function isTransactionHistoryResponse(value: unknown): value is components['schemas']['TransactionHistoryResponse'] {
  return (isJsonObject(value) && ((field: unknown) => (Array.isArray(field) && field.every((item) => isTransaction(item))))(value["data"]) && ((typeof value["next"] === 'string') || value["next"] === null))
}

export function isTransaction(value: unknown): value is components['schemas']['Transaction'] {
  return (isJsonObject(value) && (typeof value["id"] === 'string') && isTransactionMetadata(value["metadata"]) && ((field: unknown) => (Array.isArray(field) && field.every((item) => isTransactionTransfer(item))))(value["transfers"]))
}

export function isTransactionMetadata(value: unknown): value is components['schemas']['TransactionMetadata'] {
  return (isJsonObject(value) && (typeof value["minedAt"] === 'string' && isDateTime(value["minedAt"])) && isCaipNetworkId(value["chain"]) && (typeof value["status"] === 'string') && ["confirmed","failed","pending"].includes(value["status"] as never) && (typeof value["operationType"] === 'string') && (typeof value["sentFrom"] === 'string') && (typeof value["sentTo"] === 'string') && (value["hash"] === undefined || (typeof value["hash"] === 'string')) && (value["nonce"] === undefined || Number.isInteger(value["nonce"])))
}

export function isTransactionTransfer(value: unknown): value is components['schemas']['TransactionTransfer'] {
  return (isJsonObject(value) && (value["fungible_info"] === undefined || isFungibleInfo(value["fungible_info"])) && (value["nft_info"] === undefined || isNftInfo(value["nft_info"])) && (value["direction"] === undefined || (typeof value["direction"] === 'string') && ["in","out","self"].includes(value["direction"] as never)) && ((field: unknown) => (isJsonObject(field) && (typeof field["numeric"] === 'string' && /^[0-9]+(\.[0-9]+)?$/u.test(field["numeric"]))))(value["quantity"]) && (value["value"] === undefined || Number.isFinite(value["value"])) && (value["price"] === undefined || Number.isFinite(value["price"])))
}

export function isFungibleInfo(value: unknown): value is components['schemas']['FungibleInfo'] {
  return (isJsonObject(value) && (value["name"] === undefined || (typeof value["name"] === 'string')) && (typeof value["symbol"] === 'string') && (value["icon"] === undefined || (((field: unknown) => (isJsonObject(field) && (typeof field["url"] === 'string')))(value["icon"]) || value["icon"] === null)))
}

export function isNftInfo(value: unknown): value is components['schemas']['NftInfo'] {
  return (isJsonObject(value) && (typeof value["name"] === 'string') && (value["content"] === undefined || ((field: unknown) => (isJsonObject(field) && (field["preview"] === undefined || ((field: unknown) => (isJsonObject(field) && (typeof field["url"] === 'string')))(field["preview"]))))(value["content"])) && ((field: unknown) => (isJsonObject(field) && typeof field["is_spam"] === 'boolean'))(value["flags"]))
}

export function isBalanceResponse(value: unknown): value is components['schemas']['BalanceResponse'] {
  return (isJsonObject(value) && ((field: unknown) => (Array.isArray(field) && field.every((item) => isTokenBalance(item))))(value["balances"]))
}

export function isTokenBalance(value: unknown): value is components['schemas']['TokenBalance'] {
  return (isJsonObject(value) && (typeof value["name"] === 'string') && (typeof value["symbol"] === 'string') && isCaipNetworkId(value["chainId"]) && (value["address"] === undefined || isCaipAddress(value["address"])) && (value["value"] === undefined || Number.isFinite(value["value"])) && Number.isFinite(value["price"]) && ((field: unknown) => (isJsonObject(field) && (typeof field["decimals"] === 'string' && /^[0-9]{1,3}$/u.test(field["decimals"])) && (typeof field["numeric"] === 'string' && /^[0-9]+(\.[0-9]+)?$/u.test(field["numeric"]))))(value["quantity"]) && (typeof value["iconUrl"] === 'string'))
}

export function isNftsResponse(value: unknown): value is components['schemas']['NftsResponse'] {
  return (isJsonObject(value) && ((field: unknown) => (Array.isArray(field) && field.every((item) => isNft(item))))(value["nfts"]))
}

export function isNft(value: unknown): value is components['schemas']['Nft'] {
  return (isJsonObject(value) && isCaipNetworkId(value["chainId"]) && ((field: unknown) => (isJsonObject(field) && isCaipAddress(field["address"]) && (typeof field["name"] === 'string')))(value["collection"]) && (typeof value["tokenId"] === 'string' && /^[0-9]{1,78}$/u.test(value["tokenId"])) && (typeof value["standard"] === 'string') && ["erc721","erc1155"].includes(value["standard"] as never) && (typeof value["name"] === 'string') && ((typeof value["imageUrl"] === 'string') || value["imageUrl"] === null) && (typeof value["amount"] === 'string' && /^[0-9]{1,78}$/u.test(value["amount"])))
}

export function isSwapQuotesResponse(value: unknown): value is components['schemas']['SwapQuotesResponse'] {
  return (isJsonObject(value) && ((field: unknown) => (Array.isArray(field) && field.every((item) => isSwapQuote(item))))(value["quotes"]))
}

export function isSwapQuote(value: unknown): value is components['schemas']['SwapQuote'] {
  return (isJsonObject(value) && ((typeof value["id"] === 'string') || value["id"] === null) && (typeof value["fromAmount"] === 'string' && /^[0-9]{1,78}$/u.test(value["fromAmount"])) && (typeof value["fromAccount"] === 'string') && (typeof value["toAmount"] === 'string' && /^[0-9]{1,78}$/u.test(value["toAmount"])) && (typeof value["toAccount"] === 'string'))
}

export function isSwapTokensResponse(value: unknown): value is components['schemas']['SwapTokensResponse'] {
  return (isJsonObject(value) && ((field: unknown) => (Array.isArray(field) && field.every((item) => isSwapToken(item))))(value["tokens"]))
}

export function isSwapToken(value: unknown): value is components['schemas']['SwapToken'] {
  return (isJsonObject(value) && (typeof value["name"] === 'string') && (typeof value["symbol"] === 'string') && isCaipAddress(value["address"]) && Number.isInteger(value["decimals"]) && (typeof value["logoUri"] === 'string') && (value["eip2612"] === undefined || typeof value["eip2612"] === 'boolean'))
}

export function isFungiblePriceRequest(value: unknown): value is components['schemas']['FungiblePriceRequest'] {
  return (isJsonObject(value) && (typeof value["currency"] === 'string') && ((field: unknown) => (Array.isArray(field) && field.every((item) => isCaipAddress(item))))(value["addresses"]) && (typeof value["projectId"] === 'string'))
}

export function isFungiblePriceResponse(value: unknown): value is components['schemas']['FungiblePriceResponse'] {
  return (isJsonObject(value) && ((field: unknown) => (Array.isArray(field) && field.every((item) => isFungiblePrice(item))))(value["fungibles"]))
}

export function isFungiblePrice(value: unknown): value is components['schemas']['FungiblePrice'] {
  return (isJsonObject(value) && (typeof value["name"] === 'string') && (typeof value["symbol"] === 'string') && (typeof value["iconUrl"] === 'string') && Number.isFinite(value["price"]))
}

export function isSwapAllowanceResponse(value: unknown): value is components['schemas']['SwapAllowanceResponse'] {
  return (isJsonObject(value) && (typeof value["allowance"] === 'string' && /^[0-9]{1,78}$/u.test(value["allowance"])))
}

export function isGasPriceResponse(value: unknown): value is components['schemas']['GasPriceResponse'] {
  return (isJsonObject(value) && (typeof value["standard"] === 'string' && /^[0-9]{1,78}$/u.test(value["standard"])) && (typeof value["fast"] === 'string' && /^[0-9]{1,78}$/u.test(value["fast"])) && (typeof value["instant"] === 'string' && /^[0-9]{1,78}$/u.test(value["instant"])))
}

export function isBuildSwapTransactionRequest(value: unknown): value is components['schemas']['BuildSwapTransactionRequest'] {
  return (isJsonObject(value) && (typeof value["projectId"] === 'string') && (typeof value["amount"] === 'string') && ((field: unknown) => (isJsonObject(field) && (typeof field["slippage"] === 'string')))(value["eip155"]) && isCaipAddress(value["from"]) && isCaipAddress(value["to"]) && (typeof value["userAddress"] === 'string') && (value["disableEstimate"] === undefined || typeof value["disableEstimate"] === 'boolean'))
}

export function isBuildSwapTransactionResponse(value: unknown): value is components['schemas']['BuildSwapTransactionResponse'] {
  return (isJsonObject(value) && ((field: unknown) => (isJsonObject(field) && isEvmAddress(field["from"]) && isEvmAddress(field["to"]) && isHex(field["data"]) && (typeof field["amount"] === 'string' && /^[0-9]{1,78}$/u.test(field["amount"])) && isEip155Gas(field["eip155"])))(value["tx"]))
}

export function isBuildApproveTransactionResponse(value: unknown): value is components['schemas']['BuildApproveTransactionResponse'] {
  return (isJsonObject(value) && ((field: unknown) => (isJsonObject(field) && isEvmAddress(field["from"]) && isEvmAddress(field["to"]) && isHex(field["data"]) && (typeof field["value"] === 'string' && /^[0-9]{1,78}$/u.test(field["value"])) && isEip155Gas(field["eip155"])))(value["tx"]))
}

export function isEip155Gas(value: unknown): value is components['schemas']['Eip155Gas'] {
  return (isJsonObject(value) && (typeof value["gas"] === 'string' && /^[0-9]{1,78}$/u.test(value["gas"])) && (typeof value["gasPrice"] === 'string' && /^[0-9]{1,78}$/u.test(value["gasPrice"])))
}

export function isNameRecord(value: unknown): value is components['schemas']['NameRecord'] {
  return (isJsonObject(value) && (typeof value["name"] === 'string') && (typeof value["source"] === 'string') && ["portkit","ens"].includes(value["source"] as never) && (value["registered"] === undefined || Number.isInteger(value["registered"])) && (value["updated"] === undefined || Number.isInteger(value["updated"])) && ((field: unknown) => (isJsonObject(field) && Object.values(field).every((entry) => isNameAddress(entry))))(value["addresses"]) && ((field: unknown) => (isJsonObject(field) && Object.values(field).every((entry) => (typeof entry === 'string'))))(value["attributes"]))
}

export function isNameAddress(value: unknown): value is components['schemas']['NameAddress'] {
  return (isJsonObject(value) && (typeof value["address"] === 'string') && (value["created"] === undefined || (typeof value["created"] === 'string')))
}

export function isNameSuggestionsResponse(value: unknown): value is components['schemas']['NameSuggestionsResponse'] {
  return (isJsonObject(value) && ((field: unknown) => (Array.isArray(field) && field.every((item) => (isJsonObject(item) && (typeof item["name"] === 'string') && typeof item["registered"] === 'boolean'))))(value["suggestions"]))
}

export function isRegisterNameRequest(value: unknown): value is components['schemas']['RegisterNameRequest'] {
  return (isJsonObject(value) && Number.isInteger(value["coin_type"]) && (typeof value["address"] === 'string') && (typeof value["message"] === 'string') && isHex(value["signature"]))
}

export function isOnrampUrlRequest(value: unknown): value is components['schemas']['OnrampUrlRequest'] {
  return (isJsonObject(value) && ((field: unknown) => (Array.isArray(field) && field.every((item) => isOnrampDestinationWallet(item))))(value["destinationWallets"]) && (value["defaultNetwork"] === undefined || (typeof value["defaultNetwork"] === 'string')) && (typeof value["partnerUserId"] === 'string') && (value["defaultExperience"] === undefined || (typeof value["defaultExperience"] === 'string') && ["send","buy"].includes(value["defaultExperience"] as never)) && (value["presetCryptoAmount"] === undefined || Number.isFinite(value["presetCryptoAmount"])) && (value["presetFiatAmount"] === undefined || Number.isFinite(value["presetFiatAmount"])))
}

export function isOnrampDestinationWallet(value: unknown): value is components['schemas']['OnrampDestinationWallet'] {
  return (isJsonObject(value) && (typeof value["address"] === 'string') && (value["blockchains"] === undefined || ((field: unknown) => (Array.isArray(field) && field.every((item) => (typeof item === 'string'))))(value["blockchains"])) && (value["assets"] === undefined || ((field: unknown) => (Array.isArray(field) && field.every((item) => (typeof item === 'string'))))(value["assets"])) && (value["supportedNetworks"] === undefined || ((field: unknown) => (Array.isArray(field) && field.every((item) => (typeof item === 'string'))))(value["supportedNetworks"])))
}

export function isOnrampUrlResponse(value: unknown): value is components['schemas']['OnrampUrlResponse'] {
  return (isJsonObject(value) && (typeof value["url"] === 'string' && isUri(value["url"])))
}

export function isOnrampOptions(value: unknown): value is components['schemas']['OnrampOptions'] {
  return (isJsonObject(value) && ((field: unknown) => (Array.isArray(field) && field.every((item) => isPurchaseCurrency(item))))(value["purchaseCurrencies"]) && ((field: unknown) => (Array.isArray(field) && field.every((item) => isPaymentCurrency(item))))(value["paymentCurrencies"]))
}

export function isPurchaseCurrency(value: unknown): value is components['schemas']['PurchaseCurrency'] {
  return (isJsonObject(value) && (typeof value["id"] === 'string') && (typeof value["name"] === 'string') && (typeof value["symbol"] === 'string') && ((field: unknown) => (Array.isArray(field) && field.every((item) => isOnrampNetwork(item))))(value["networks"]))
}

export function isOnrampNetwork(value: unknown): value is components['schemas']['OnrampNetwork'] {
  return (isJsonObject(value) && (typeof value["name"] === 'string') && (typeof value["display_name"] === 'string') && (typeof value["chain_id"] === 'string') && (typeof value["contract_address"] === 'string'))
}

export function isPaymentCurrency(value: unknown): value is components['schemas']['PaymentCurrency'] {
  return (isJsonObject(value) && (typeof value["id"] === 'string') && ((field: unknown) => (Array.isArray(field) && field.every((item) => isPaymentMethodLimit(item))))(value["payment_method_limits"]))
}

export function isPaymentMethodLimit(value: unknown): value is components['schemas']['PaymentMethodLimit'] {
  return (isJsonObject(value) && (typeof value["id"] === 'string') && (typeof value["min"] === 'string' && /^[0-9]{1,15}(\.[0-9]{1,18})?$/u.test(value["min"])) && (typeof value["max"] === 'string' && /^[0-9]{1,15}(\.[0-9]{1,18})?$/u.test(value["max"])))
}

export function isOnrampQuoteRequest(value: unknown): value is components['schemas']['OnrampQuoteRequest'] {
  return (isJsonObject(value) && isPurchaseCurrency(value["purchaseCurrency"]) && isPaymentCurrency(value["paymentCurrency"]) && (typeof value["amount"] === 'string') && (typeof value["network"] === 'string'))
}

export function isOnrampQuote(value: unknown): value is components['schemas']['OnrampQuote'] {
  return (isJsonObject(value) && isCurrencyAmount(value["fee"]) && isCurrencyAmount(value["subtotal"]) && isCurrencyAmount(value["total"]) && isCurrencyAmount(value["purchaseAmount"]) && (typeof value["quoteId"] === 'string'))
}

export function isCurrencyAmount(value: unknown): value is components['schemas']['CurrencyAmount'] {
  return (isJsonObject(value) && (typeof value["amount"] === 'string') && (typeof value["currency"] === 'string'))
}

export function isSmartSessionsResponse(value: unknown): value is components['schemas']['SmartSessionsResponse'] {
  return (isJsonObject(value) && ((field: unknown) => (Array.isArray(field) && field.every((item) => isSmartSession(item))))(value["pcis"]))
}

export function isSmartSession(value: unknown): value is components['schemas']['SmartSession'] {
  return (isJsonObject(value) && (typeof value["pci"] === 'string' && /^0x[0-9a-fA-F]+$/u.test(value["pci"])) && ((field: unknown) => (isJsonObject(field) && (typeof field["id"] === 'string') && (typeof field["name"] === 'string') && (field["url"] === undefined || (typeof field["url"] === 'string')) && (field["iconUrl"] === undefined || (typeof field["iconUrl"] === 'string'))))(value["project"]) && Number.isInteger(value["expiry"]) && Number.isInteger(value["createdAt"]) && (value["revokedAt"] === undefined || Number.isInteger(value["revokedAt"])) && ((field: unknown) => (Array.isArray(field) && field.every((item) => isTypedData(item))))(value["permissions"]) && ((field: unknown) => (Array.isArray(field) && field.every((item) => isTypedData(item))))(value["policies"]) && isHex(value["context"]))
}

export function isTypedData(value: unknown): value is components['schemas']['TypedData'] {
  return (isJsonObject(value) && (typeof value["type"] === 'string') && ((field: unknown) => (isJsonObject(field)))(value["data"]))
}

export function isRevokeSmartSessionRequest(value: unknown): value is components['schemas']['RevokeSmartSessionRequest'] {
  return (isJsonObject(value) && (typeof value["pci"] === 'string') && isHex(value["signature"]))
}
