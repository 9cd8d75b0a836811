import { formatUnitsFloored } from '../../core/format.ts'
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
    default:
      return [[t('detailRequest'), JSON.stringify(params ?? null)]]
  }
}

/** The catalogue key naming a request's action, when the method is one the embedded wallet asks about. */
export function approvalAction(method: string): EmailStringKey | undefined {
  const key = `action_${method}`
  return APPROVAL_ACTION_KEYS.find((known) => known === key)
}

const APPROVAL_ACTION_KEYS = [
  'action_personal_sign',
  'action_eth_signTypedData_v4',
  'action_eth_sendTransaction',
] as const satisfies readonly EmailStringKey[]

function trimZeros(decimal: string): string {
  return decimal.includes('.') ? decimal.replace(/\.?0+$/, '') : decimal
}
