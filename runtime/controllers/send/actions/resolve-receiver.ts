import { DEBOUNCE_MS } from '../../../core/constants.ts'
import { looksLikeName } from '../../../core/validation/name-shape.ts'
import type { SendHost } from './context.ts'
import { estimateFee } from './estimate-fee.ts'
import { updateForm } from './update-form.ts'

/**
 * A typed name becomes the receiver's address once the visitor pauses (spec section 3, Send state: the
 * receiver's profile name and image). Name resolution errors leave no address (spec section 8): the
 * form keeps the name, which the address check refuses.
 */
export function resolveReceiver(host: SendHost, text: string): void {
  const { deps, state } = host
  const run = ++state.runs.name
  clearTimeout(state.runs.nameTimer)
  const chain = deps.state.activeChainState.value
  const resolve = deps.resolveName
  if (!resolve || chain?.namespace !== 'eip155' || !chain.caipNetwork || !looksLikeName(text)) return
  const chainId = Number(chain.caipNetwork.id)
  state.runs.nameTimer = setTimeout(() => {
    void resolve(text, chainId)
      .catch((error: unknown) => {
        console.warn('[portkit] receiver name not resolved', error)
        return undefined
      })
      .then((resolved) => {
        if (run !== state.runs.name || !resolved) return
        updateForm(host, {
          receiverAddress: resolved.address,
          receiverProfileName: resolved.name,
          receiverProfileImageUrl: resolved.avatar,
        })
        void estimateFee(host)
      })
  }, DEBOUNCE_MS)
}
