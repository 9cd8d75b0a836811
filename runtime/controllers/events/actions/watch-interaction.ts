import { isActive, type EventsHost } from './context.ts'
import { noteInteraction } from './note-interaction.ts'

/** Counts the first pointer or key input on the page as the interaction. Returns a stop function. */
export function watchInteraction(host: EventsHost, target: EventTarget | undefined): () => void {
  if (!target || !isActive(host)) return () => undefined
  const onInput = () => {
    stop()
    noteInteraction(host)
  }
  const stop = () => {
    target.removeEventListener('pointerdown', onInput, true)
    target.removeEventListener('keydown', onInput, true)
  }
  target.addEventListener('pointerdown', onInput, true)
  target.addEventListener('keydown', onInput, true)
  return stop
}
