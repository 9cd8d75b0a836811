import type { components } from './api/data-api.gen.ts'

/** A name as the data API's profile service answers it (forward and reverse lookups). */
export type NameRecord = components['schemas']['NameRecord']
