import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createNotifications } from '../../../runtime/controllers/notifications.ts'
import { NOTIFICATION_REOPEN_MS } from '../../../runtime/core/constants.ts'
import { ALERTS } from '../../../runtime/core/errors.ts'
import { keyed } from '../../../runtime/core/i18n/shown-message.ts'
import { englishMessage } from '../../support/english-message.ts'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('spec 4: notifications', () => {
  it('shows a message at once when none is open', () => {
    const { notification, show } = createNotifications()
    show('Transaction started', 'loading', { svg: '<svg/>', autoClose: false })
    expect(notification.value).toEqual({
      message: 'Transaction started',
      variant: 'loading',
      svg: '<svg/>',
      open: true,
      autoClose: false,
    })
  })

  it('a new message while one is open closes it and reopens after 150 ms', () => {
    const { notification, success, error } = createNotifications()
    success('first')
    error('second')
    expect(notification.value).toMatchObject({ message: 'first', open: false })
    vi.advanceTimersByTime(NOTIFICATION_REOPEN_MS - 1)
    expect(notification.value.open).toBe(false)
    vi.advanceTimersByTime(1)
    expect(notification.value).toMatchObject({ message: 'second', variant: 'error', open: true })
    expect(NOTIFICATION_REOPEN_MS).toBe(150)
  })

  it('only the latest of several quick messages reopens', () => {
    const { notification, success } = createNotifications()
    success('one')
    success('two')
    success('three')
    vi.advanceTimersByTime(150)
    expect(notification.value.message).toBe('three')
  })

  it('variants are success, loading and error; loading does not close on its own', () => {
    const n = createNotifications()
    n.success('ok')
    expect(n.notification.value).toMatchObject({ variant: 'success', autoClose: true })
    n.close()
    n.loading('wait')
    expect(n.notification.value).toMatchObject({ variant: 'loading', autoClose: false })
    n.close()
    n.error('bad')
    expect(n.notification.value).toMatchObject({ variant: 'error', autoClose: true })
  })

  it('alerts show as error toasts with short and long message', () => {
    const n = createNotifications()
    n.alert(ALERTS.NETWORK_NOT_FOUND)
    expect(n.notification.value).toMatchObject({
      variant: 'error',
      message: keyed('ALERT_NETWORK_NOT_FOUND'),
    })
    expect(englishMessage(n.notification.value.message)).toBe(
      'Network Not Found - network must be in the networks array',
    )
  })

  it('close cancels a pending reopen', () => {
    const n = createNotifications()
    n.success('one')
    n.success('two')
    n.close()
    vi.advanceTimersByTime(500)
    expect(n.notification.value.open).toBe(false)
  })
})
