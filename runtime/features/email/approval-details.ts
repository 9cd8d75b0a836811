import { formatUnitsFloored } from '../../core/format.ts'

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
export function approvalDetails(method: string, params: unknown): [string, string][] {
  const list = Array.isArray(params) ? (params as unknown[]) : []
  switch (method) {
    case 'personal_sign': {
      const message = list[0]
      return [['Message', isHex(message) ? hexToText(message) : String(message)]]
    }
    case 'eth_signTypedData_v4': {
      const raw = list[1]
      const typed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
        primaryType?: string
        domain?: { name?: string }
        message?: unknown
      }
      return [
        ['Type', String(typed.primaryType ?? '')],
        ['Domain', String(typed.domain?.name ?? '')],
        ['Data', JSON.stringify(typed.message ?? {}, null, 2)],
      ]
    }
    case 'eth_sendTransaction': {
      const tx = (list[0] ?? {}) as { to?: string; value?: string; data?: string }
      return [
        ['To', tx.to ?? 'New contract'],
        // Exact to the wei's 18 decimals, trailing zeros dropped: what is approved is what is sent.
        ['Amount', `${trimZeros(formatUnitsFloored(BigInt(tx.value ?? '0x0'), 18, 18))} ETH`],
        ...(tx.data && tx.data !== '0x' ? [['Data', tx.data] as [string, string]] : []),
      ]
    }
    default:
      return [['Request', JSON.stringify(params ?? null)]]
  }
}

export const APPROVAL_ACTIONS: Record<string, string> = {
  personal_sign: 'Sign message',
  eth_signTypedData_v4: 'Sign typed data',
  eth_sendTransaction: 'Send transaction',
}

function trimZeros(decimal: string): string {
  return decimal.includes('.') ? decimal.replace(/\.?0+$/, '') : decimal
}
