// The comparison point for bundle size: React plus the viem calls a wallet page needs at minimum.
import { useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { createPublicClient, http } from 'viem'

const client = createPublicClient({ transport: http('http://127.0.0.1:8545') })

function App() {
  const [balance, setBalance] = useState<bigint>()
  useEffect(() => {
    void client.getBalance({ address: '0x0000000000000000000000000000000000000000' }).then(setBalance)
  }, [])
  return <p>{balance?.toString() ?? '…'}</p>
}

createRoot(document.getElementById('root')!).render(<App />)
