import { useCallback, useRef } from 'react'
import { createPortal } from 'react-dom'
import { usePortkitInstance } from '../react/context.ts'
import { useSignalValue } from '../react/use-signal-value.ts'
import { Toast } from './components/toast.tsx'
import { CurrentView } from './current-view.tsx'
import { themeStyle } from './theme.ts'
import { useFocusTrap } from './use-focus-trap.ts'
import { useShadowRoot } from './use-shadow-root.ts'
import { viewTitle } from './view-title.ts'

/** The modal: a dialog in a shadow root appended to body. Loaded lazily on first open. */
export default function ModalRoot() {
  const portkit = usePortkitInstance()
  const container = useShadowRoot()
  const isOpen = useSignalValue(portkit.state.isOpen)
  const views = useSignalValue(portkit.state.views)
  const themeMode = useSignalValue(portkit.state.themeMode)
  const dialogRef = useRef<HTMLDivElement>(null)
  const close = useCallback(() => portkit.modal.close(), [portkit])
  const view = views[views.length - 1] ?? { name: 'Connect' as const }
  const viewKey = `${views.length}:${view.name}`
  useFocusTrap(dialogRef, isOpen && container !== undefined, viewKey, close)

  if (!container) return null
  // Toasts outlive the dialog (e.g. a send finishing after the visitor closed the modal).
  if (!isOpen) return createPortal(<Toast portkit={portkit} />, container)

  return createPortal(
    <div
      className="overlay"
      style={themeStyle(themeMode, portkit.state.config.themeVariables)}
      data-theme={themeMode}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) close()
      }}
    >
      <div
        ref={dialogRef}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="pk-title"
        tabIndex={-1}
      >
        <div className="header">
          {views.length > 1 ? (
            <button
              type="button"
              className="icon-button"
              aria-label="Back"
              onClick={() => portkit.router.goBack()}
            >
              ←
            </button>
          ) : (
            <span />
          )}
          <h2 id="pk-title" className="title">
            {viewTitle(view)}
          </h2>
          <button type="button" className="icon-button" aria-label="Close" onClick={close}>
            ✕
          </button>
        </div>
        <CurrentView key={viewKey} portkit={portkit} view={view} />
      </div>
      <Toast portkit={portkit} />
    </div>,
    container,
  )
}
