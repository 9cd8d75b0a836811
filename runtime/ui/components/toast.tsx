import { useEffect } from 'react'
import { MOBILE_MEDIA_QUERY } from '../../core/constants.ts'
import { PHONE_TOAST_STRIP_PX } from '../styles.ts'
import type { Portkit } from '../../create-portkit.ts'
import { useSignalValue } from '../bindings/use-signal-value.ts'
import { useShownMessage } from '../bindings/use-strings.ts'
import { useStyles } from '../adopt-styles.ts'

/** How long an auto-closing toast stays (loading toasts stay until replaced). */
const TOAST_MS = 4_000

const TOAST_CSS = `
.toast {
  position: fixed; inset-block-end: 24px; inset-inline: 0; margin-inline: auto; inline-size: max-content;
  max-inline-size: calc(100vw - 32px); z-index: calc(var(--pk-z-index) + 1); padding: 10px 16px; border-radius: 999px;
  /* The surface tint over the opaque dialog background: the surface alone is see-through over the page. */
  background: linear-gradient(var(--pk-surface), var(--pk-surface)) var(--pk-background, #222); color: var(--pk-foreground, #fff); border: 1px solid var(--pk-border, #444);
  font: 14px/1.3 var(--pk-font-family, system-ui, sans-serif); box-shadow: 0 6px 24px rgba(0, 0, 0, 0.3);
}
.toast[data-variant='error'] { color: var(--pk-error, #f66); }
/* A phone's modal is a bottom sheet whose bottom edge holds buttons and error lines: the toast goes in the
   strip the sheet leaves at the top (two lines fit). */
@media ${MOBILE_MEDIA_QUERY} {
  .toast {
    inset-block-start: 12px; inset-block-end: auto; max-block-size: ${PHONE_TOAST_STRIP_PX - 20}px;
    overflow: hidden; border-radius: 16px;
  }
}
`

/** The notification of spec section 3 (message, variant, open, autoClose) as a toast. */
export function Toast({ portkit }: { portkit: Portkit }) {
  useStyles(TOAST_CSS)
  const notification = useSignalValue(portkit.notifications.notification)
  const shown = useShownMessage(portkit)
  useEffect(() => {
    if (!notification.open || !notification.autoClose) return
    const timer = setTimeout(() => portkit.notifications.close(), TOAST_MS)
    return () => clearTimeout(timer)
  }, [portkit, notification])
  if (!notification.open) return null
  return (
    <>
      <div
        className="toast"
        role={notification.variant === 'error' ? 'alert' : 'status'}
        data-variant={notification.variant}
        data-testid="portkit-toast"
      >
        {shown(notification.message)}
      </div>
    </>
  )
}
