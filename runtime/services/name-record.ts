import type { components } from './api/data-api.gen.ts'

/** A name as the data API's profile service answers it (forward and reverse lookups). */
export type NameRecord = components['schemas']['NameRecord']

/** Whether an answer has a name record's shape: the name, its addresses and its text records. */
export function isNameRecord(value: unknown): value is NameRecord {
  const record = value as Partial<NameRecord> | null
  return (
    typeof record === 'object' &&
    record !== null &&
    typeof record.name === 'string' &&
    typeof record.addresses === 'object' &&
    record.addresses !== null &&
    typeof record.attributes === 'object' &&
    record.attributes !== null
  )
}
