import { describe, expect, it } from 'vitest'
import * as catalogue from '../../../runtime/core/errors.ts'
import {
  AdapterMissingError,
  AdapterNotFoundError,
  AddressOrAuthConnectorNotFoundError,
  alertText,
  ALERTS,
  AvatarInvalidMetadataError,
  CaipNetworkNotFoundError,
  CaipNetworkOrAddressUndefinedError,
  CaipNetworkUndefinedError,
  ChainAdapterNotFoundError,
  ChainNotSupportedError,
  ChainRequiredForAccountDataError,
  ChainRequiredForConnectionClientError,
  ConnectionClientNotSetError,
  DisconnectError,
  FALLBACK_BALANCE,
  FrameError,
  GasPriceNetworkNotSupportedError,
  HistoryWithoutAddressError,
  HttpStatusError,
  InvalidCaipAddressError,
  InvalidCaipNetworkIdError,
  MOCKED_QUOTE_ID,
  NamesForAddressError,
  NameSuggestionsError,
  NetworkClientNotSetError,
  NetworkNotFoundError,
  NoActiveCaipAddressError,
  NoActiveNetworkClientError,
  NoConnectionClientError,
  PortkitError,
  PROVIDER_ERROR_ALERTS,
  ProviderNotFoundError,
  RegisterNameError,
  RequestAbortedError,
  ResolveNameError,
  RpcMethodNotAllowedError,
  shownText,
  SiwxNotEnabledError,
  SwapNetworkNotSupportedError,
  SwitchNetworkNotSupportedError,
  TOASTS,
  TransactionRevertedError,
  EstimateGasError,
  UnsupportedChainError,
  UserRejectedError,
} from '../../../runtime/core/errors.ts'

describe('spec 8: alerts (short - long)', () => {
  it.each([
    [ALERTS.NETWORK_NOT_FOUND, 'Network Not Found - network must be in the networks array'],
    [ALERTS.ORIGIN_NOT_ALLOWED, 'Invalid App Configuration - origin not on allowlist'],
    [
      ALERTS.SOCIALS_TIMEOUT,
      'Invalid App Configuration - problem loading embedded wallet, verify domain allowlisted',
    ],
    [ALERTS.SESSION_EXPIRED, 'Session Expired - invalid session, check time settings and reconnect'],
    [ALERTS.INVALID_PROJECT_ID, 'Invalid App Configuration - Invalid Project ID'],
    [ALERTS.PROJECT_ID_NOT_CONFIGURED, 'Project ID Not Configured'],
  ])('%o reads %s', (alert, text) => {
    expect(alertText(alert)).toBe(text)
  })

  it('has exactly the six alerts of the spec', () => {
    expect(Object.keys(ALERTS)).toHaveLength(6)
  })
})

describe('spec 8: mapped provider errors', () => {
  it('map the three relay messages to their alerts', () => {
    expect(PROVIDER_ERROR_ALERTS.map((entry) => [entry.message, alertText(ALERTS[entry.alert])])).toEqual([
      ['Unauthorized: origin not allowed', 'Invalid App Configuration - origin not on allowlist'],
      [
        'JWT validation error: JWT Token is not yet valid',
        'Session Expired - invalid session, check time settings and reconnect',
      ],
      ['Unauthorized: invalid key', 'Invalid App Configuration - Invalid Project ID'],
    ])
  })
})

describe('spec 8: toasts and shown texts', () => {
  it.each([
    ['TOKEN_BALANCE_UNAVAILABLE', 'Token Balance Unavailable'],
    ['TRANSACTION_STARTED', 'Transaction started'],
    ['SOMETHING_WENT_WRONG', 'Something went wrong'],
    ['SOLANA_SEND_FAILED', 'Failed to send transaction. Please try again.'],
    ['INVALID_AMOUNT_OR_RECEIVER', 'Please enter a valid amount and receiver address'],
    ['SIGNATURE_DECLINED', 'Signature declined'],
    ['AUTH_INIT_FAILED', 'A problem occurred while trying initialize authentication'],
    ['SMART_ACCOUNTS_UNSUPPORTED', 'This application might not support Smart Accounts'],
    ['FETCH_TRANSACTIONS_FAILED', 'Failed to fetch transactions'],
    ['ACTION_NOT_ALLOWED', 'Action not allowed'],
    ['FRAME_ERROR', 'An error occurred'],
    ['EMAIL_LOGIN_DEPENDENCY', 'Unable to load email login dependency'],
    ['SIGN_MESSAGE_FAILED', 'Sign message failed'],
    ['ESTIMATE_GAS_FAILED', 'error estimating gas'],
  ] as const)('%s: %s', (key, text) => {
    expect(TOASTS[key]).toBe(text)
  })

  it('a failure shows its catalogue short message, else the fallback text', () => {
    expect(shownText(new DisconnectError(), TOASTS.SOMETHING_WENT_WRONG)).toBe('Failed to disconnect')
    expect(shownText(new Error('raw'), TOASTS.SOMETHING_WENT_WRONG)).toBe('Something went wrong')
    expect(shownText(undefined, TOASTS.CONNECTION_FAILED)).toBe('Connection failed')
  })
})

describe('spec 8: thrown texts', () => {
  it.each([
    [new InvalidCaipNetworkIdError(), 'Invalid CAIP-2 network id'],
    [new InvalidCaipAddressError(), 'Invalid CAIP-10 address'],
    [new InvalidCaipAddressError('Invalid CAIP Address'), 'Invalid CAIP Address'],
    [new GasPriceNetworkNotSupportedError(), 'Network not supported for Gas Price'],
    [new SwapNetworkNotSupportedError(), 'Network not supported for Swaps'],
    [new DisconnectError(), 'Failed to disconnect'],
    [new SiwxNotEnabledError(), 'SIWX is not enabled'],
    [new NoActiveCaipAddressError(), 'No ActiveCaipAddress found'],
    [new NoActiveNetworkClientError(), 'No ActiveCaipNetwork or client found'],
    [new NoConnectionClientError(), 'No ConnectionController client found'],
    [new HistoryWithoutAddressError(), "Transactions can't be fetched without an accountAddress"],
    [new AdapterMissingError(), 'Adapter not found'],
    [new AdapterNotFoundError('solana'), "Adapter for namespace solana doesn't exist"],
    [new CaipNetworkUndefinedError(), 'CaipNetwork is undefined'],
    [new CaipNetworkOrAddressUndefinedError(), 'CaipNetwork or CaipAddress is undefined'],
    [new CaipNetworkNotFoundError(), 'CaipNetwork not found'],
    [new UnsupportedChainError(), 'Unsupported chain'],
    [new ChainRequiredForAccountDataError(), 'Chain is required to update chain account data'],
    [new ChainAdapterNotFoundError(), 'Chain adapter not found'],
    [new NetworkClientNotSetError(), 'NetworkController client not set'],
    [new ConnectionClientNotSetError(), 'ConnectionController client not set'],
    [new ChainRequiredForConnectionClientError(), 'Chain is required to get connection controller client'],
    [new NetworkNotFoundError(), 'Network not found'],
    [new AddressOrAuthConnectorNotFoundError(), 'Address or auth connector not found'],
    [new ResolveNameError(), 'Error resolving name'],
    [new NameSuggestionsError(), 'Error fetching name suggestions'],
    [new NamesForAddressError(), 'Error fetching names for address'],
    [new RegisterNameError('alice'), 'Error registering name alice'],
    [new HttpStatusError(503), 'HTTP status code: 503'],
    [new ChainNotSupportedError(), 'Chain is not supported'],
    [new ProviderNotFoundError(), 'Provider not found'],
    [new UserRejectedError(), 'User rejected the request'],
    [new RpcMethodNotAllowedError('eth_sign'), 'Requested RPC call is not allowed'],
    [new RequestAbortedError(), 'Request was aborted'],
    [new FrameError(), 'An error occurred'],
    [new FrameError('Invalid OTP'), 'Invalid OTP'],
    [
      new TransactionRevertedError('ERC20: transfer amount exceeds balance'),
      'ERC20: transfer amount exceeds balance',
    ],
    [new TransactionRevertedError(), 'unknown reason'],
    [new EstimateGasError(), 'error estimating gas'],
  ])('%s', (error, text) => {
    expect(error).toBeInstanceOf(PortkitError)
    expect(error.message).toBe(text)
    expect(error.shortMessage).toBe(text)
    expect(error.name).toBe(error.constructor.name)
  })

  it('registering a name prefers the server first reason description', () => {
    const reasons = [{ description: 'Name is already taken' }, { description: 'second' }]
    expect(new RegisterNameError('alice', reasons).message).toBe('Name is already taken')
    expect(new RegisterNameError('alice', []).message).toBe('Error registering name alice')
  })

  it('a connector without switch support is an error of its own', () => {
    expect(new SwitchNetworkNotSupportedError()).toBeInstanceOf(PortkitError)
  })

  it('every error class of the catalogue has a stable name equal to its class name', () => {
    const classes = Object.entries(catalogue).flatMap(([exportName, value]) =>
      typeof value === 'function' && value.prototype instanceof PortkitError
        ? [[exportName, value as unknown as new () => PortkitError] as const]
        : [],
    )
    expect(classes.length).toBeGreaterThan(40)
    for (const [exportName, ErrorClass] of classes) {
      // Constructor arguments only fill in details; the name does not depend on them.
      expect(new ErrorClass().name).toBe(exportName)
    }
  })
})

describe('spec 8: fallbacks and library errors', () => {
  it('balance fallback is 0.00 ETH; the placeholder quote id is mocked-quote-id', () => {
    expect(FALLBACK_BALANCE).toMatchObject({ formatted: '0.00', symbol: 'ETH' })
    expect(MOCKED_QUOTE_ID).toBe('mocked-quote-id')
  })

  it("avatar errors: viem's invalid NFT URI, unresolvable URI and unsupported namespace, and invalid metadata", () => {
    expect(catalogue.EnsAvatarInvalidNftUriError.name).toBe('EnsAvatarInvalidNftUriError')
    expect(catalogue.EnsAvatarUriResolutionError.name).toBe('EnsAvatarUriResolutionError')
    expect(catalogue.EnsAvatarUnsupportedNamespaceError.name).toBe('EnsAvatarUnsupportedNamespaceError')
    expect(new AvatarInvalidMetadataError().message).toBe(
      'Unable to extract image from metadata. The metadata may be malformed or invalid.',
    )
  })

  it("library errors are viem's own classes, surfaced as they are", () => {
    for (const name of [
      'InsufficientFundsError',
      'NonceTooLowError',
      'FeeConflictError',
      'TransactionNotFoundError',
      'TransactionReceiptNotFoundError',
      'WaitForTransactionReceiptTimeoutError',
    ] as const) {
      expect(typeof catalogue[name]).toBe('function')
    }
    expect(new catalogue.FeeConflictError().shortMessage).toMatch(
      /Cannot specify both a `gasPrice` and a `maxFeePerGas`/,
    )
  })
})
