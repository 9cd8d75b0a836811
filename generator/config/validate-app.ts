import type { AppMetadata } from '../../runtime/config/index.ts'
import { ALERTS, alertText } from '../../runtime/core/errors.ts'
import {
  expectArray,
  expectHttpUrl,
  expectKnownKeys,
  expectNonEmptyString,
  expectObject,
  expectString,
  fail,
} from './checks.ts'

/** Who the app is: its project id (spec section 8: Project ID Not Configured) and its metadata for wallets. */
export function resolveProjectId(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') {
    fail('projectId', `${alertText(ALERTS.PROJECT_ID_NOT_CONFIGURED)} - projectId must be a non-empty string`)
  }
  return value
}

export function resolveMetadata(value: unknown): AppMetadata {
  const raw = expectObject(value, 'metadata')
  expectKnownKeys(raw, 'metadata', ['name', 'description', 'url', 'icons'])
  return {
    name: expectNonEmptyString(raw.name, 'metadata.name'),
    description: expectString(raw.description, 'metadata.description'),
    url: expectHttpUrl(raw.url, 'metadata.url'),
    icons: expectArray(raw.icons, 'metadata.icons').map((icon, i) =>
      expectHttpUrl(icon, `metadata.icons[${i}]`),
    ),
  }
}
