import type { TabChannel } from '../../services/tab-sync.ts'

/** What the instance's start sets and its parts read later: one record, shared by reference. */
export interface Startup {
  /** Pending while the stored session re-syncs: the modal shows loading instead of a stale view. */
  restoring: Promise<void> | undefined
  /** The app's other tabs (opened by start): they follow this tab's connects and disconnects. */
  tabs: TabChannel | undefined
}
