import type { DevnetDb } from '../../db/open-devnet-db.ts'
import type { DataApiSchemas } from '../data-api-types.ts'

export type NameRecord = DataApiSchemas['NameRecord']

interface NameRow {
  name: string
  registered: number
  updated: number
  attributes: Record<string, string>
  coin_type: number | null
  address: string | null
  created: number | null
}

const SELECT_NAMES = `
  SELECT n.name, n.registered, n.updated, n.attributes, a.coin_type, a.address, a.created
  FROM names n LEFT JOIN name_addresses a ON a.name = n.name`

/** Groups joined rows into NameRecords, keeping the order the rows came in. */
function toRecords(rows: NameRow[]): NameRecord[] {
  const records = new Map<string, NameRecord>()
  for (const row of rows) {
    let record = records.get(row.name)
    if (!record) {
      record = {
        name: row.name,
        source: 'portkit',
        registered: row.registered,
        updated: row.updated,
        addresses: {},
        attributes: row.attributes,
      }
      records.set(row.name, record)
    }
    if (row.coin_type !== null && row.address !== null && row.created !== null) {
      record.addresses[String(row.coin_type)] = {
        address: row.address,
        created: new Date(row.created * 1000).toISOString(),
      }
    }
  }
  return [...records.values()]
}

export async function findName(db: DevnetDb, name: string): Promise<NameRecord | undefined> {
  const { rows } = await db.query<NameRow>(`${SELECT_NAMES} WHERE n.name = $1 ORDER BY a.coin_type`, [name])
  return toRecords(rows)[0]
}

/** Names with `address` among their addresses, oldest registration first (the first is the primary name). */
export async function namesOf(db: DevnetDb, address: string): Promise<NameRecord[]> {
  const { rows } = await db.query<NameRow>(
    `${SELECT_NAMES}
     WHERE n.name IN (SELECT name FROM name_addresses WHERE lower(address) = lower($1))
     ORDER BY n.registered, n.name, a.coin_type`,
    [address],
  )
  return toRecords(rows)
}

export async function registeredAmong(db: DevnetDb, names: string[]): Promise<Set<string>> {
  const { rows } = await db.query<{ name: string }>('SELECT name FROM names WHERE name = ANY($1)', [names])
  return new Set(rows.map((row) => row.name))
}

export interface Registration {
  name: string
  coinType: number
  address: string
  attributes: Record<string, string>
  /** Unix seconds. */
  now: number
}

/**
 * Registers a name to an address, or updates it when that address already holds it. Returns the address
 * that holds it otherwise (nothing is written then). One transaction: no half-registered name.
 */
export async function registerName(db: DevnetDb, registration: Registration): Promise<{ heldBy?: string }> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ address: string }>(
      'SELECT address FROM name_addresses WHERE name = $1 AND lower(address) <> lower($2) LIMIT 1',
      [registration.name, registration.address],
    )
    if (rows[0]) return { heldBy: rows[0].address }
    const { name, coinType, address, attributes, now } = registration
    await tx.query(
      `INSERT INTO names (name, registered, updated, attributes) VALUES ($1, $2, $2, $3)
       ON CONFLICT (name) DO UPDATE SET updated = $2, attributes = names.attributes || $3`,
      [name, now, attributes],
    )
    await tx.query(
      `INSERT INTO name_addresses (name, coin_type, address, created) VALUES ($1, $2, $3, $4)
       ON CONFLICT (name, coin_type) DO UPDATE SET address = $3`,
      [name, coinType, address, now],
    )
    return {}
  })
}
