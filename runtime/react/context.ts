import { createContext, useContext } from 'react'
import type { Portkit } from '../create-portkit.ts'

export const PortkitContext = createContext<Portkit | undefined>(undefined)

export function usePortkitInstance(): Portkit {
  const portkit = useContext(PortkitContext)
  if (!portkit) throw new Error('Portkit hooks must be used inside <PortkitProvider>')
  return portkit
}
