import { afterEach, describe, expect, it, vi } from 'vitest'
import { RESTRICTED_TIMEZONES } from '../../../plugins/onramp/constants.ts'
import { isOnrampAvailable, isRestrictedTimezone } from '../../../plugins/onramp/onramp-controller.ts'
import { devnetAlpha } from '../../../runtime/networks/devnet.ts'
import { onrampHarness } from '../../support/onramp-harness.ts'

// Spec section 9: restricted timezones (mainland China, Hong Kong and Macau) hide the on-ramp; it serves
// eip155 and solana accounts only.

const closes: (() => Promise<void>)[] = []
afterEach(async () => {
  vi.restoreAllMocks()
  for (const close of closes.splice(0)) await close()
})

/** Makes the visitor's resolved timezone the given one. */
const real = Intl.DateTimeFormat.prototype.resolvedOptions
function inTimeZone(timeZone: string) {
  vi.restoreAllMocks()
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...real.call(this), timeZone }
  })
}

describe('spec 9: restricted timezones', () => {
  it.each(['Asia/Shanghai', 'Asia/Urumqi', 'PRC', 'Asia/Hong_Kong', 'Hongkong', 'Asia/Macau', 'Asia/Macao'])(
    '%s is restricted',
    (zone) => {
      expect(RESTRICTED_TIMEZONES).toContain(zone)
      expect(isRestrictedTimezone(zone)).toBe(true)
      expect(isOnrampAvailable(devnetAlpha, zone)).toBe(false)
    },
  )

  it.each(['Asia/Taipei', 'Asia/Singapore', 'Asia/Tokyo', 'Europe/Berlin', 'America/New_York', 'UTC'])(
    '%s is not',
    (zone) => {
      expect(isRestrictedTimezone(zone)).toBe(false)
      expect(isOnrampAvailable(devnetAlpha, zone)).toBe(true)
    },
  )

  it('on-ramp namespaces are eip155 and solana', () => {
    expect(isOnrampAvailable({ ...devnetAlpha, chainNamespace: 'solana' }, 'UTC')).toBe(true)
    expect(isOnrampAvailable({ ...devnetAlpha, chainNamespace: 'bip122' }, 'UTC')).toBe(false)
    expect(isOnrampAvailable(undefined, 'UTC')).toBe(false)
  })

  it("the account menu's Buy crypto entry shows first, and is hidden in a restricted timezone", async () => {
    const { portkit, close } = await onrampHarness()
    closes.push(close)
    const labels = () => portkit.plugins.accountMenu().map((item) => item.label)
    inTimeZone('Europe/Berlin')
    expect(labels()[0]).toBe('Buy crypto')
    inTimeZone('Asia/Hong_Kong')
    expect(labels()).not.toContain('Buy crypto')
    inTimeZone('Asia/Shanghai')
    expect(labels()).not.toContain('Buy crypto')
  })
})
