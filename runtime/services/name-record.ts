import type { components } from './api/data-api.gen.ts'

/** A name as the data API's profile service answers it (forward and reverse lookups). */
export type NameRecord = components['schemas']['NameRecord']

/** Whether an answer is a name record as the contract has it: the name, its addresses and its text records. */
export { isNameRecord } from './api/data-api.guards.gen.ts'
