/** An error line announced to screen readers; renders nothing without a message. */
export function ErrorText({ message }: { message: string | false | null | undefined }) {
  return message ? (
    <p className="error" role="alert">
      {message}
    </p>
  ) : null
}
