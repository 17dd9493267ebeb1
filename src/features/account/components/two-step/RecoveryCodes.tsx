import { useId } from 'react'
import { Button } from '../../../../ui/Button.tsx'
import { Notice } from '../../../../ui/Notice.tsx'
import { useToast } from '../../../../ui/toast-store.ts'
import * as styles from './TwoStepCard.css.ts'

const asText = (codes: string[]) => `Scholar Hub recovery codes. Each signs you in once when you cannot use your authenticator app.\n\n${codes.join('\n')}\n`

/** Recovery codes, shown this once: the server keeps only their hashes. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { toast } = useToast()
  const headingId = useId()

  const copy = () =>
    navigator.clipboard.writeText(asText(codes)).then(
      () => toast({ tone: 'success', title: 'Recovery codes copied.' }),
      () =>
        toast({
          tone: 'error',
          title: 'Could not copy. Please select the codes and copy them, or download them.',
        }),
    )

  const download = () => {
    const url = URL.createObjectURL(new Blob([asText(codes)], { type: 'text/plain' }))
    const link = Object.assign(document.createElement('a'), {
      href: url,
      download: 'scholar-hub-recovery-codes.txt',
    })
    link.click()
    URL.revokeObjectURL(url)
  }

  return (
    <div className={styles.form} role="group" aria-labelledby={headingId}>
      <h3 id={headingId}>Your recovery codes</h3>
      <Notice tone="info" title="Save these now: they are shown only once.">
        Each code signs you in once if you lose your phone. Keep them somewhere safe, apart from your password.
      </Notice>
      <ul className={styles.codes} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          Copy codes
        </Button>
        <Button variant="outline" size="sm" onClick={download}>
          Download codes
        </Button>
        <Button size="sm" onClick={onDone}>
          I have saved them
        </Button>
      </div>
    </div>
  )
}
