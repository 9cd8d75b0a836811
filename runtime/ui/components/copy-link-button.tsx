import { useEffect, useState } from 'react'
import { useStrings } from '../bindings/use-strings.ts'
import { CopyIcon } from './copy-icon.tsx'

/** Copies a link for wallets on the same device; disabled until there is one. */
export function CopyLinkButton({ value }: { value: string | undefined }) {
  const t = useStrings()
  const [copied, setCopied] = useState<string>()
  useEffect(() => setCopied(undefined), [value])

  const copy = () => {
    if (!value) return
    void navigator.clipboard?.writeText(value).then(
      () => setCopied(value),
      () => undefined,
    )
  }
  return (
    <button type="button" className="row" disabled={!value} data-value={value} onClick={copy}>
      <CopyIcon done={copied !== undefined} />
      <span className="name">{copied ? t('linkCopied') : t('copyLink')}</span>
    </button>
  )
}
