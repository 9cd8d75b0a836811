import fc from 'fast-check'
import { getAddress, isAddress, maxUint256 } from 'viem'
import { describe, expect } from 'vitest'
import {
  EmailLoginCooldownError,
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
import { assertEmailLoginAllowed } from '../../../runtime/core/validation/email-cooldown.ts'
import {
  assertEmail,
  assertFrameSocialProvider,
  assertOtp,
  assertThemeMode,
  FRAME_SOCIAL_PROVIDERS,
} from '../../../runtime/core/validation/frame-fields.ts'
import { assertSendCalls, type WalletCall } from '../../../runtime/core/validation/send-calls.ts'
import {
  isSolanaCommitment,
  SOLANA_PREFLIGHT_COMMITMENTS,
} from '../../../runtime/core/validation/solana-commitment.ts'
import { assertTransactionRequest } from '../../../runtime/core/validation/transaction-request.ts'
import { anyText, itHolds, textOf, thrown } from '../../support/fuzz-settings.ts'

// Property tests of spec 5's request rules (examples: requests.test.ts, email-cooldown.test.ts).

describe('spec 5 (property): email, OTP, provider and theme mode of frame requests', () => {
  itHolds(
    "every address fast-check's emailAddress makes is an email",
    fc.property(fc.emailAddress(), (email) => {
      expect(assertEmail(email)).toBe(email)
    }),
  )

  const field = fc.oneof(
    fc.anything(),
    anyText,
    fc.constantFrom(...FRAME_SOCIAL_PROVIDERS, 'light', 'dark', 'system', 'Google', 'a@b.c', 'a b@c.d'),
  )

  itHolds(
    "any value passes unchanged or is refused with 'Invalid <field>', nothing else",
    fc.property(field, (value) => {
      const checks = [
        ['email', assertEmail, typeof value === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)],
        ['otp', assertOtp, typeof value === 'string'],
        [
          'provider',
          assertFrameSocialProvider,
          (FRAME_SOCIAL_PROVIDERS as readonly unknown[]).includes(value),
        ],
        ['themeMode', assertThemeMode, value === 'light' || value === 'dark'],
      ] as const
      for (const [name, check, valid] of checks) {
        const error = thrown(() => check(value))
        if (valid) expect(check(value)).toBe(value)
        else {
          expect(error).toBeInstanceOf(InvalidFrameFieldError)
          expect((error as Error).message).toBe(`Invalid ${name}`)
        }
      }
    }),
  )

  itHolds(
    'an email has one @, no white space, and a dot inside its domain',
    fc.property(fc.oneof(anyText, textOf(['a', '@', '.', ' ', '\u00a0', '\n', 'é'], 12)), (value) => {
      const at = value.split('@')
      const [local = '', domain = ''] = at
      const innerDot = [...domain].slice(1, -1).includes('.')
      const valid = at.length === 2 && local.length > 0 && innerDot && !/\s/u.test(value)
      expect(thrown(() => assertEmail(value)) === undefined).toBe(valid)
    }),
  )
})

describe('spec 5 (property): Solana preflight commitment is one of the eight', () => {
  itHolds(
    'any value is a commitment iff it is one of the listed strings',
    fc.property(
      fc.oneof(fc.anything(), fc.constantFrom(...SOLANA_PREFLIGHT_COMMITMENTS, 'Finalized')),
      (value) => {
        expect(isSolanaCommitment(value)).toBe(SOLANA_PREFLIGHT_COMMITMENTS.some((c) => c === value))
      },
    ),
  )
})

describe("spec 5 (property): wallet_sendCalls: each call's to starts with 0x, and data too when present", () => {
  const hexish = fc.oneof(anyText, textOf(['0x', '0', 'x', 'X', 'a', '1'], 6))
  const call: fc.Arbitrary<WalletCall> = fc.record(
    { to: hexish, data: hexish, value: hexish },
    { requiredKeys: ['to'] },
  )

  itHolds(
    "accepted iff every call passes; else the first bad field's exact text",
    fc.property(fc.array(call, { maxLength: 4 }), (calls) => {
      const payload = { chainId: '0x1', from: '0x', version: '2.0.0', calls }
      let firstBad: 'to' | 'data' | undefined
      for (const c of calls) {
        if (!c.to.startsWith('0x')) firstBad ??= 'to'
        else if (c.data !== undefined && !c.data.startsWith('0x')) firstBad ??= 'data'
        if (firstBad) break
      }
      const error = thrown(() => assertSendCalls(payload))
      if (firstBad === undefined) expect(error).toBeUndefined()
      else {
        expect(error).toBeInstanceOf(InvalidSendCallsError)
        expect((error as Error).message).toBe(`wallet_sendCalls: each call's ${firstBad} must start with 0x`)
      }
    }),
  )
})

describe('spec 5 (property): avatar NFT records are eip155, chain id, contract, token id, erc721/erc1155', () => {
  const piece = fc.string({ minLength: 1, maxLength: 20 }).filter((t) => !/[/:_]/.test(t))
  const caseOf = (word: string) =>
    fc
      .array(fc.boolean(), { minLength: word.length, maxLength: word.length })
      .map((upper) => [...word].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join(''))

  itHolds(
    'a built record (plain or did:nft, any letter case) parses back to its parts',
    fc.property(
      caseOf('eip155'),
      fc.nat(),
      fc.constantFrom('erc721', 'erc1155').chain((s) => caseOf(s).map((text) => [s, text] as const)),
      piece,
      piece,
      fc.boolean(),
      (namespace, chainId, [standard, standardText], contract, tokenId, did) => {
        const record = did
          ? `did:nft:${namespace}:${chainId}_${standardText}:${contract}_${tokenId}`
          : `${namespace}:${chainId}/${standardText}:${contract}/${tokenId}`
        expect(parseAvatarNftRecord(record)).toEqual({
          chainId,
          standard,
          contractAddress: contract,
          tokenId,
        })
      },
    ),
  )

  itHolds(
    "any text parses or throws viem's avatar errors only; never eip155-less or another standard",
    fc.property(
      fc.oneof(anyText, textOf(['eip155', ':', '/', '_', 'did:nft:', '1', 'erc721', 'erc20', 'x'], 12)),
      (record) => {
        const error = thrown(() => parseAvatarNftRecord(record))
        if (error === undefined) {
          const nft = parseAvatarNftRecord(record)
          expect(['erc721', 'erc1155']).toContain(nft.standard)
          expect(Number.isInteger(nft.chainId) || nft.chainId === Infinity).toBe(true)
          expect(nft.contractAddress).not.toBe('')
          expect(nft.tokenId).not.toBe('')
        } else {
          expect(
            error instanceof EnsAvatarInvalidNftUriError ||
              error instanceof EnsAvatarUnsupportedNamespaceError,
          ).toBe(true)
        }
      },
    ),
  )
})

describe('spec 5 (property): transaction checks', () => {
  const address = fc.oneof(
    fc
      .uint8Array({ minLength: 20, maxLength: 20 })
      .map((raw) => getAddress(`0x${Buffer.from(raw).toString('hex')}`)),
    fc.uint8Array({ minLength: 20, maxLength: 20 }).map((raw) => `0x${Buffer.from(raw).toString('hex')}`),
    fc.constant(''),
    anyText,
    textOf(['0x', 'a', 'A', '0', '1'], 42),
  )
  const fee = fc.oneof(
    fc.bigInt({ min: 0n, max: 2n ** 257n }),
    fc.constantFrom(maxUint256, maxUint256 + 1n, 0n),
  )
  const request = fc.record(
    { account: address, to: address, gasPrice: fee, maxFeePerGas: fee, maxPriorityFeePerGas: fee },
    { requiredKeys: [] },
  )

  itHolds(
    'accepted iff no rule is broken; a refusal is the error of a broken rule',
    fc.property(request, (fields) => {
      const broken: (abstract new (...args: never[]) => Error)[] = []
      const { account, to, gasPrice, maxFeePerGas, maxPriorityFeePerGas } = fields
      if (gasPrice !== undefined && (maxFeePerGas !== undefined || maxPriorityFeePerGas !== undefined))
        broken.push(FeeConflictError)
      for (const a of [account, to]) if (a !== undefined && !isAddress(a)) broken.push(InvalidAddressError)
      if (maxFeePerGas !== undefined && maxFeePerGas > maxUint256) broken.push(FeeCapTooHighError)
      if (
        maxFeePerGas !== undefined &&
        maxPriorityFeePerGas !== undefined &&
        maxPriorityFeePerGas > maxFeePerGas
      )
        broken.push(TipAboveFeeCapError)
      const error = thrown(() => assertTransactionRequest(fields))
      if (broken.length === 0) expect(error).toBeUndefined()
      else expect(broken.some((kind) => error instanceof kind)).toBe(true)
    }),
  )
})

describe("spec 5 (property): email login cooldown 30 s, 'Please try again after {n} seconds'", () => {
  itHolds(
    'refused within 30 s of the last login, n the remaining seconds rounded up; allowed after',
    fc.property(
      fc.integer({ min: 0, max: 2 ** 45 }),
      fc.integer({ min: -1000, max: 60_000 }),
      (lastLoginAt, elapsed) => {
        const error = thrown(() => assertEmailLoginAllowed(lastLoginAt, lastLoginAt + elapsed))
        const remaining = 30_000 - elapsed
        if (remaining <= 0) expect(error).toBeUndefined()
        else {
          const n = Math.ceil(remaining / 1000)
          expect(error).toBeInstanceOf(EmailLoginCooldownError)
          expect((error as Error).message).toBe(`Please try again after ${n} seconds`)
          expect(n >= 1 && n <= 31).toBe(true)
        }
      },
    ),
  )
})
