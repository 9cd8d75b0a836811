/**
 * One result line of the example pages: its value, or the error's short text (Portkit's and viem's errors
 * carry one) in its place; nothing before either exists. `onRefresh` adds a Refresh button.
 */
export function Result(props: {
  label: string
  value: string | undefined
  error: Error | null
  onRefresh?: () => void
}) {
  const { label, value, error, onRefresh } = props
  if (value === undefined && !error) return null
  return (
    <p className="result">
      <span>{label}: </span>
      <output aria-label={label} className="mono">
        {error ? messageOf(error) : value}
      </output>
      {onRefresh ? (
        <button type="button" className="link" onClick={onRefresh}>
          Refresh
        </button>
      ) : null}
    </p>
  )
}

function messageOf(error: Error | null): string {
  return (error as { shortMessage?: string } | null)?.shortMessage ?? error?.message ?? ''
}
