import { useShownMessage } from '../bindings/use-strings.ts'

/** An error line announced to screen readers (the spec's texts in the active locale); nothing without a message. */
export function ErrorText({ message }: { message: string | false | null | undefined }) {
  const shown = useShownMessage()
  return message ? (
    <p className="error" role="alert">
      {shown(message)}
    </p>
  ) : null
}
