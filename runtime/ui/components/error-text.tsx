import type { ShownMessage } from '../../core/i18n/shown-message.ts'
import { useShownMessage } from '../bindings/use-strings.ts'

/** An error line announced to screen readers (the spec's texts in the active locale); nothing without a message. */
export function ErrorText({ message }: { message: string | ShownMessage | false | null | undefined }) {
  const shown = useShownMessage()
  return message ? (
    <p className="error" role="alert">
      {shown(message)}
    </p>
  ) : null
}
