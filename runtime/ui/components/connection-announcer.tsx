import { useEffect, useRef, useState } from 'react'
import { truncateAddress } from '../../core/format.ts'
import type { Portkit } from '../../create-portkit.ts'
import { useSignalValue } from '../bindings/use-signal-value.ts'
import { useStrings } from '../bindings/use-strings.ts'

/**
 * A polite live region, visually hidden, that tells screen-reader users when a wallet connects or
 * disconnects (issue 16: live regions announce connection status). Silent until the status changes, so a
 * restored session on page load is not read out.
 */
export function ConnectionAnnouncer({ portkit }: { portkit: Portkit }) {
  const t = useStrings(portkit)
  const chain = useSignalValue(portkit.state.activeChainState)
  const connected = chain?.status === 'connected' ? chain.address : undefined
  const previous = useRef(connected)
  const [message, setMessage] = useState('')

  useEffect(() => {
    if (previous.current === connected) return
    previous.current = connected
    setMessage(
      connected ? t('walletConnected', { address: truncateAddress(connected) }) : t('walletDisconnected'),
    )
  }, [connected, t])

  return (
    <p className="visually-hidden" role="status" aria-live="polite">
      {message}
    </p>
  )
}
