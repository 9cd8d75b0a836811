import { createContext, useContext } from 'react'
import { ProviderMissingError } from '../../core/errors.ts'
import type { Portkit } from '../../create-portkit.ts'

export const PortkitContext = createContext<Portkit | undefined>(undefined)

export function usePortkitInstance(): Portkit {
  const portkit = useContext(PortkitContext)
  if (!portkit) throw new ProviderMissingError()
  return portkit
}
