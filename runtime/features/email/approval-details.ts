import { formatUnitsFloored } from '../../core/format.ts'
import { SOLANA_PROVIDER_METHODS } from '../../core/solana-provider-methods.ts'
import { solanaTransfers } from '../../core/solana-wire.ts'
import type { EmailStringKey } from './strings.ts'

const isHex = (value: unknown): value is string =>
  typeof value === 'string' && /^0x([0-9a-fA-F]{2})*$/.test(value)

/** personal_sign carries the message as hex; shown as the UTF-8 text it encodes. */
function hexToText(hex: string): string {
  const bytes = new Uint8Array((hex.length - 2) / 2).map((_, i) =>
    parseInt(hex.slice(2 + i * 2, 4 + i * 2), 16),
  )
  return new TextDecoder().decode(bytes)
}

/** What ApproveTransaction shows for a request: label and value pairs, all rendered as plain text. */
export function approvalDetails(
  method: string,
  params: unknown,
  t: (key: EmailStringKey) => string,
): [string, string][] {
  const list = Array.isArray(params) ? (params as unknown[]) : []
  switch (method) {
    case 'personal_sign': {
      const message = list[0]
      return [[t('detailMessage'), isHex(message) ? hexToText(message) : String(message)]]
    }
    case 'eth_signTypedData_v4': {
      const raw = list[1]
      const typed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
        primaryType?: string
        domain?: { name?: string }
        message?: unknown
      }
      return [
        [t('detailType'), String(typed.primaryType ?? '')],
        [t('detailDomain'), String(typed.domain?.name ?? '')],
        [t('detailData'), JSON.stringify(typed.message ?? {}, null, 2)],
      ]
    }
    case 'eth_sendTransaction': {
      const tx = (list[0] ?? {}) as { to?: string; value?: string; data?: string }
      return [
        [t('detailTo'), tx.to ?? t('newContract')],
        // Exact to the wei's 18 decimals, trailing zeros dropped: what is approved is what is sent.
        [t('detailAmount'), `${trimZeros(formatUnitsFloored(BigInt(tx.value ?? '0x0'), 18, 18))} ETH`],
        ...(tx.data && tx.data !== '0x' ? [[t('detailData'), tx.data] as [string, string]] : []),
      ]
    }
    case SOLANA_PROVIDER_METHODS.signMessage: {
      const { message } = (params ?? {}) as { message?: unknown }
      return [[t('detailMessage'), message instanceof Uint8Array ? new TextDecoder().decode(message) : '']]
    }
    case SOLANA_PROVIDER_METHODS.signTransaction:
    case SOLANA_PROVIDER_METHODS.signAndSendTransaction:
      return solanaTransactionDetails(params ?? {}, t)
    default:
      return [[t('detailRequest'), JSON.stringify(params ?? null)]]
  }
}

/** A Solana transaction's SOL transfers (receiver and exact amount); anything else it does, as its bytes. */
function solanaTransactionDetails(
  { transaction }: { transaction?: unknown },
  t: (key: EmailStringKey) => string,
): [string, string][] {
  if (!(transaction instanceof Uint8Array)) return [[t('detailRequest'), '']]
  let transfers: ReturnType<typeof solanaTransfers> = []
  try {
    transfers = solanaTransfers(transaction)
  } catch {
    // Not a transaction this wallet can read: its bytes are shown below.
  }
  if (transfers.length === 0) return [[t('detailData'), base64Of(transaction)]]
  return transfers.flatMap(({ to, lamports }): [string, string][] => [
    [t('detailTo'), to],
    [t('detailAmount'), `${trimZeros(formatUnitsFloored(lamports, 9, 9))} SOL`],
  ])
}

const base64Of = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))

/** The catalogue key naming a request's action, when the method is one the embedded wallet asks about. */
export function approvalAction(method: string): EmailStringKey | undefined {
  const key = `action_${SOLANA_ACTIONS[method] ?? method}`
  return APPROVAL_ACTION_KEYS.find((known) => known === key)
}

/** Solana requests named like their EVM counterparts (one catalogue entry per action). */
const SOLANA_ACTIONS: Record<string, string> = {
  [SOLANA_PROVIDER_METHODS.signMessage]: 'personal_sign',
  [SOLANA_PROVIDER_METHODS.signAndSendTransaction]: 'eth_sendTransaction',
}

const APPROVAL_ACTION_KEYS = [
  'action_personal_sign',
  'action_eth_signTypedData_v4',
  'action_eth_sendTransaction',
] as const satisfies readonly EmailStringKey[]

function trimZeros(decimal: string): string {
  return decimal.includes('.') ? decimal.replace(/\.?0+$/, '') : decimal
}
