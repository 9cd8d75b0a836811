import { maxUint256 } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  EnsAvatarInvalidNftUriError,
  EnsAvatarUnsupportedNamespaceError,
  FeeCapTooHighError,
  FeeConflictError,
  InvalidAddressError,
  InvalidFrameFieldError,
  InvalidSendCallsError,
  TipAboveFeeCapError,
} from '../../../runtime/core/errors.ts'
import { parseAvatarNftRecord } from '../../../runtime/core/validation/avatar-record.ts'
import {
  assertEmail,
  assertFrameSocialProvider,
  assertOtp,
  assertThemeMode,
  FRAME_SOCIAL_PROVIDERS,
  isEmail,
} from '../../../runtime/core/validation/frame-fields.ts'
import { assertSendCalls } from '../../../runtime/core/validation/send-calls.ts'
import {
  isSolanaCommitment,
  SOLANA_PREFLIGHT_COMMITMENTS,
} from '../../../runtime/core/validation/solana-commitment.ts'
import { assertTransactionRequest } from '../../../runtime/core/validation/transaction-request.ts'

const TO = '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'

describe('spec 5: wallet_sendCalls', () => {
  const payload = (calls: { to: string; data?: string }[]) => ({
    chainId: '0x1',
    from: TO,
    version: '1.0',
    calls,
  })

  it('accepts calls whose to, and data when present, start with 0x', () => {
    expect(() => assertSendCalls(payload([{ to: TO }, { to: TO, data: '0xa9059cbb' }]))).not.toThrow()
  })

  it('rejects a call whose to does not start with 0x', () => {
    expect(() =>
      assertSendCalls(payload([{ to: TO }, { to: 'ab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb' }])),
    ).toThrowError(InvalidSendCallsError)
  })

  it('rejects a call whose data does not start with 0x', () => {
    expect(() => assertSendCalls(payload([{ to: TO, data: 'a9059cbb' }]))).toThrowError(
      /data must start with 0x/,
    )
  })
})

describe('spec 5: Solana signAndSend preflight commitment', () => {
  it('is one of processed, confirmed, finalized, recent, single, singleGossip, root, max', () => {
    expect(SOLANA_PREFLIGHT_COMMITMENTS).toEqual([
      'processed',
      'confirmed',
      'finalized',
      'recent',
      'single',
      'singleGossip',
      'root',
      'max',
    ])
    for (const commitment of SOLANA_PREFLIGHT_COMMITMENTS) expect(isSolanaCommitment(commitment)).toBe(true)
  })

  it.each(['Finalized', 'final', '', undefined, 1])('rejects %j', (value) => {
    expect(isSolanaCommitment(value)).toBe(false)
  })
})

describe('spec 5: avatar NFT records', () => {
  it('eip155 with chain id, contract address and token id, erc721 or erc1155', () => {
    expect(parseAvatarNftRecord('eip155:1/erc721:0xb47e3cd837dDF8e4c57F05d70Ab865de6e193BBB/1')).toEqual({
      chainId: 1,
      standard: 'erc721',
      contractAddress: '0xb47e3cd837dDF8e4c57F05d70Ab865de6e193BBB',
      tokenId: '1',
    })
    expect(
      parseAvatarNftRecord('eip155:137/ERC1155:0x495f947276749ce646f68ac8c248420045cb7b5e/42').standard,
    ).toBe('erc1155')
  })

  it('accepts the did:nft form', () => {
    expect(
      parseAvatarNftRecord('did:nft:eip155:1_erc721:0xb47e3cd837dDF8e4c57F05d70Ab865de6e193BBB_7').tokenId,
    ).toBe('7')
  })

  it.each([
    ['another namespace', 'solana:1/erc721:0xb47e3cd837dDF8e4c57F05d70Ab865de6e193BBB/1'],
    ['no chain id', 'eip155/erc721:0xb47e3cd837dDF8e4c57F05d70Ab865de6e193BBB/1'],
    ['no contract address', 'eip155:1/erc721/1'],
    ['no token id', 'eip155:1/erc721:0xb47e3cd837dDF8e4c57F05d70Ab865de6e193BBB'],
  ])('rejects %s with the invalid NFT URI error', (_case, record) => {
    expect(() => parseAvatarNftRecord(record)).toThrowError(EnsAvatarInvalidNftUriError)
  })

  it('rejects token standards other than erc721 and erc1155', () => {
    expect(() =>
      parseAvatarNftRecord('eip155:1/erc20:0xb47e3cd837dDF8e4c57F05d70Ab865de6e193BBB/1'),
    ).toThrowError(EnsAvatarUnsupportedNamespaceError)
  })
})

describe('spec 5: email, OTP, provider and theme mode checks', () => {
  it.each(['visitor@example.com', 'a.b+c@sub.example.org'])('email %s is valid', (email) => {
    expect(isEmail(email)).toBe(true)
    expect(assertEmail(email)).toBe(email)
  })

  it.each(['', 'visitor', 'visitor@', '@example.com', 'a b@example.com', 'visitor@example', 42])(
    'email %j is rejected',
    (email) => {
      expect(() => assertEmail(email)).toThrowError(InvalidFrameFieldError)
    },
  )

  it('OTP is a string', () => {
    expect(assertOtp('123456')).toBe('123456')
    expect(() => assertOtp(123456)).toThrowError('Invalid otp')
  })

  it('provider is one of google, github, apple, facebook, x, discord', () => {
    expect(FRAME_SOCIAL_PROVIDERS).toEqual(['google', 'github', 'apple', 'facebook', 'x', 'discord'])
    for (const provider of FRAME_SOCIAL_PROVIDERS) expect(assertFrameSocialProvider(provider)).toBe(provider)
    expect(() => assertFrameSocialProvider('farcaster')).toThrowError('Invalid provider')
    expect(() => assertFrameSocialProvider('Google')).toThrowError(InvalidFrameFieldError)
  })

  it('theme mode is light or dark', () => {
    expect(assertThemeMode('light')).toBe('light')
    expect(assertThemeMode('dark')).toBe('dark')
    expect(() => assertThemeMode('auto')).toThrowError('Invalid themeMode')
  })
})

describe("spec 5: transaction checks (viem's assertRequest plus the fee conflict)", () => {
  it('accepts a well-formed EIP-1559 request and a legacy one', () => {
    expect(() =>
      assertTransactionRequest({ to: TO, maxFeePerGas: 2n, maxPriorityFeePerGas: 1n }),
    ).not.toThrow()
    expect(() => assertTransactionRequest({ to: TO, gasPrice: 1n })).not.toThrow()
  })

  it('rejects gas price and fee-cap fields together', () => {
    expect(() => assertTransactionRequest({ to: TO, gasPrice: 1n, maxFeePerGas: 2n })).toThrowError(
      FeeConflictError,
    )
    expect(() => assertTransactionRequest({ to: TO, gasPrice: 1n, maxPriorityFeePerGas: 1n })).toThrowError(
      FeeConflictError,
    )
  })

  it('rejects a fee cap above 2^256-1', () => {
    expect(() => assertTransactionRequest({ to: TO, maxFeePerGas: maxUint256 + 1n })).toThrowError(
      FeeCapTooHighError,
    )
    expect(() => assertTransactionRequest({ to: TO, maxFeePerGas: maxUint256 })).not.toThrow()
  })

  it('rejects a tip above the fee cap', () => {
    expect(() =>
      assertTransactionRequest({ to: TO, maxFeePerGas: 1n, maxPriorityFeePerGas: 2n }),
    ).toThrowError(TipAboveFeeCapError)
  })

  it('rejects invalid addresses (recipient and account)', () => {
    expect(() => assertTransactionRequest({ to: '0x123' })).toThrowError(InvalidAddressError)
    expect(() => assertTransactionRequest({ account: '0xnot-an-address', to: TO })).toThrowError(
      InvalidAddressError,
    )
  })
})
