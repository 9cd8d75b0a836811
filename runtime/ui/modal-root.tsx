import { Activity, useCallback, useEffect, useRef, type RefObject } from 'react'
import { createPortal } from 'react-dom'
import type { Portkit } from '../create-portkit.ts'
import { usePortkitInstance } from './bindings/context.ts'
import { useStrings } from './bindings/use-strings.ts'
import { useSignalValue } from './bindings/use-signal-value.ts'
import { ConnectionAnnouncer } from './components/connection-announcer.tsx'
import { Toast } from './components/toast.tsx'
import { CurrentView } from './current-view.tsx'
import { RestoringSession } from './components/restoring-session.tsx'
import { themeStyle } from './theme.ts'
import { useAnimatedHeight } from './use-animated-height.ts'
import { useFocusTrap } from './use-focus-trap.ts'
import { rehearseLayout } from './rehearse-layout.ts'
import { useResolvedThemeMode } from './use-resolved-theme-mode.ts'
import { useShadowRoot } from './use-shadow-root.ts'
import { StyleRootContext } from './adopt-styles.ts'
import { viewTitle } from './view-title.ts'
import { whenIdle } from './when-idle.ts'

export interface ModalRootProps {
  /** Where the shadow host goes; body by default. */
  parent?: HTMLElement
  /** Embedded mode: shown inline and always visible, not as a modal dialog over the page. */
  inline?: boolean
}

/**
 * The modal, in a shadow root so host CSS cannot reach it. Its code loads once the page is idle (or on the
 * first open, whichever comes first; runtime/react/modal-root-module.ts) and it renders from then on: while
 * closed, the dialog is rendered inside a hidden Activity (display: none, no effects, so no requests), which
 * compiles its code and decodes its icons before the visitor clicks, and one idle layout of a copy warms the
 * browser's layout caches (rehearse-layout.ts); an open only reveals it.
 */
export default function ModalRoot({ parent, inline = false }: ModalRootProps) {
  const portkit = usePortkitInstance()
  const container = useShadowRoot(parent)
  const isOpen = useSignalValue(portkit.state.isOpen)
  const views = useSignalValue(portkit.state.views)
  const themeMode = useResolvedThemeMode(useSignalValue(portkit.state.themeMode))
  const themeVariables = useSignalValue(portkit.state.themeVariables)
  // The active locale's language and direction on the root: the whole modal (toasts too) follows them.
  const lang = useSignalValue(portkit.i18n.locale)
  const dir = useSignalValue(portkit.i18n.direction)
  const dialogRef = useRef<HTMLDivElement>(null)
  const contentRef = useRef<HTMLDivElement>(null)
  const close = useCallback(() => portkit.modal.close(), [portkit])
  const view = views[views.length - 1] ?? { name: 'Connect' as const }
  const viewKey = `${views.length}:${view.name}`
  useFocusTrap(dialogRef, !inline && isOpen && container !== undefined, viewKey, close)
  useAnimatedHeight(dialogRef, contentRef, container !== undefined && (inline || isOpen))
  useLayoutRehearsal(container, inline || isOpen)

  if (!container) return null

  const panel = (
    <div
      ref={dialogRef}
      className={inline ? 'dialog inline' : 'dialog'}
      role={inline ? 'region' : 'dialog'}
      aria-modal={inline ? undefined : true}
      aria-labelledby="pk-title"
      tabIndex={-1}
    >
      <DialogContent portkit={portkit} contentRef={contentRef} viewKey={viewKey} close={close} />
    </div>
  )
  const style = themeStyle(themeMode, themeVariables)

  return createPortal(
    <StyleRootContext value={shadowRootOf(container)}>
      {inline ? (
        <div className="embedded" style={style} data-theme={themeMode} lang={lang} dir={dir}>
          {panel}
          <Toast portkit={portkit} />
          <ConnectionAnnouncer portkit={portkit} />
        </div>
      ) : (
        <div className="themed" style={style} data-theme={themeMode} lang={lang} dir={dir}>
          <Activity mode={isOpen ? 'visible' : 'hidden'}>
            <div
              className="overlay"
              // The backdrop only closes on a press beside the dialog; keyboards close it with Escape.
              role="presentation"
              onMouseDown={(event) => {
                // While the dialog resizes (its height transition) its content moves under the pointer: a
                // press that lands beside it was aimed at what moved, so only a press on a settled dialog closes.
                const resizing = (dialogRef.current?.getAnimations?.().length ?? 0) > 0
                if (event.target === event.currentTarget && !resizing) close()
              }}
            >
              {panel}
            </div>
          </Activity>
          {/* Toasts outlive the dialog (e.g. a send finishing after the visitor closed the modal). */}
          <Toast portkit={portkit} />
          <ConnectionAnnouncer portkit={portkit} />
        </div>
      )}
    </StyleRootContext>,
    container,
  )
}

/** Once, while the modal is hidden and the page idle, one layout of a copy warms the browser's caches. */
function useLayoutRehearsal(container: HTMLElement | undefined, shown: boolean): void {
  const rehearsed = useRef(false)
  useEffect(() => {
    if (shown || !container || rehearsed.current) return
    return whenIdle(() => {
      const overlay = container.querySelector('.overlay')
      if (!overlay) return
      rehearsed.current = true
      rehearseLayout(overlay)
    })
  }, [shown, container])
}

interface DialogContentProps {
  portkit: Portkit
  contentRef: RefObject<HTMLDivElement | null>
  /** The view's place in the stack and its name: a change is a new view (its title and body start anew). */
  viewKey: string
  close: () => void
}

/** The header (back, title, close) and the current view, or the restoring session while it re-syncs. */
function DialogContent({ portkit, contentRef, viewKey, close }: DialogContentProps) {
  const views = useSignalValue(portkit.state.views)
  // Opened while the stored session re-syncs (spec 4): loading until the opening rule can pick a view.
  const loading = useSignalValue(portkit.modal.loading)
  const direction = useSignalValue(portkit.router.direction)
  const view = views[views.length - 1] ?? { name: 'Connect' as const }
  return (
    <div ref={contentRef} className="dialog-content" data-direction={direction}>
      <DialogHeader portkit={portkit} viewKey={viewKey} loading={loading} close={close} />
      {loading ? (
        <RestoringSession portkit={portkit} />
      ) : (
        <CurrentView key={viewKey} portkit={portkit} view={view} />
      )}
    </div>
  )
}

function DialogHeader({
  portkit,
  viewKey,
  loading,
  close,
}: Omit<DialogContentProps, 'contentRef'> & { loading: boolean }) {
  const t = useStrings(portkit)
  const views = useSignalValue(portkit.state.views)
  const backDisabled = useSignalValue(portkit.router.backDisabled)
  const view = views[views.length - 1] ?? { name: 'Connect' as const }
  return (
    <div className="header">
      {views.length > 1 && !backDisabled ? (
        <button
          type="button"
          className="icon-button"
          aria-label={t('back')}
          onClick={() => portkit.router.goBack()}
        >
          <span className="mirror-rtl" aria-hidden="true">
            ←
          </span>
        </button>
      ) : (
        <span />
      )}
      {/* Keyed by the view: its title fades in anew on every view change (spec 2's header text animation). */}
      <h2 key={viewKey} id="pk-title" className="title display">
        {loading ? t('loading') : viewTitle(view, portkit)}
      </h2>
      {/* Disabled while a plugin keeps the modal open (a required sign-in); re-read on every view change. */}
      <button
        type="button"
        className="icon-button"
        aria-label={t('close')}
        disabled={!portkit.plugins.mayClose()}
        onClick={close}
      >
        ✕
      </button>
    </div>
  )
}

/** The shadow root the modal renders in, whose adopted sheets its views add to. */
const shadowRootOf = (container: HTMLElement) => container.getRootNode() as ShadowRoot
