// The comparison point: React plus the viem calls a wallet page needs at minimum, and a button whose click
// shows a list (what a connect button does, without a modal library), timed by bench/first-open.ts.
import { useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { createPublicClient, formatEther, http } from 'viem'

const client = createPublicClient({ transport: http('http://127.0.0.1:8545') })
const WALLETS = ['Browser wallet', 'WalletConnect', 'All Wallets']

function App() {
  const [balance, setBalance] = useState<bigint>()
  const [open, setOpen] = useState(false)
  useEffect(() => {
    void client
      .getBalance({ address: '0x0000000000000000000000000000000000000000' })
      .then(setBalance, () => setBalance(0n))
  }, [])
  return (
    <main>
      <p>{balance === undefined ? '…' : formatEther(balance)}</p>
      <button type="button" onClick={() => setOpen(true)}>
        Connect Wallet
      </button>
      {open ? (
        <ul aria-label="Wallets">
          {WALLETS.map((name) => (
            <li key={name}>
              <button type="button" className="row">
                {name}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </main>
  )
}

createRoot(document.getElementById('root')!).render(<App />)
