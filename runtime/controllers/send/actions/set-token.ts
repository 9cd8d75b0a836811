import type { TokenBalance } from '../../../services/balance.ts'
import type { SendHost } from './context.ts'
import { estimateFee } from './estimate-fee.ts'
import { updateForm } from './update-form.ts'

/** The token to send; the old token's fee no longer holds, so it is estimated again. */
export function setToken(host: SendHost, token: TokenBalance | undefined): void {
  updateForm(host, { token, gasPrice: undefined, fee: undefined, gasPriceInUSD: undefined })
  void estimateFee(host)
}
