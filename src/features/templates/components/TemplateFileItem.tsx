import type { TemplateFile } from '../../../../contract/templates.ts'
import { ApiError } from '../../../lib/api.ts'
import { useAuth } from '../../../lib/auth.ts'
import { useOnline } from '../../../lib/online.ts'
import { Button } from '../../../ui/Button.tsx'
import { useToast } from '../../../ui/toast-store.ts'
import { SaveButton } from '../../saved-items/index.ts'
import { downloadTemplate, useKept, useKeepOffline } from '../api/template-files.ts'
import { fileFacts } from '../format.ts'
import type { SignInReason } from './SignInDialog.tsx'
import * as styles from './Templates.css.ts'

interface TemplateFileItemProps {
  file: TemplateFile
  /** A visitor asked for what needs an account: the page says why before anything else happens. */
  onSignIn: (file: TemplateFile, reason: SignInReason) => void
}

/** One file of the tree: its name, format, size and date, Download, and 'Keep offline'. Offline, only kept files open. */
export function TemplateFileItem({ file, onSignIn }: TemplateFileItemProps) {
  const { token } = useAuth()
  const online = useOnline()
  const kept = useKept(file)
  const keeping = useKeepOffline()
  const { toast } = useToast()
  const reachable = online || kept

  const failed = (err: unknown) => {
    if (!(err instanceof ApiError)) throw err
    toast({ tone: 'error', title: err.status === 0 && !online ? 'This file needs a connection.' : err.message })
  }
  const download = () => {
    if (!token) return onSignIn(file, 'download')
    downloadTemplate(file).catch(failed)
  }
  const toggleKept = () => {
    if (!token) return onSignIn(file, 'keep')
    keeping.mutate(
      { file, keep: !kept },
      {
        onSuccess: () => toast({ tone: 'success', title: kept ? `${file.name} is no longer kept offline.` : `${file.name} is kept offline on this device.` }),
        onError: failed,
      },
    )
  }

  return (
    <li className={styles.file}>
      <div>
        <p className={styles.fileName}>{file.name}</p>
        <p className={styles.facts}>
          {fileFacts(file)}
          {kept && <span className={styles.kept}> · Kept offline</span>}
        </p>
      </div>
      <div className={styles.actions}>
        <Button size="sm" onClick={download} disabled={!reachable} aria-label={`Download ${file.name}`}>
          Download
        </Button>
        <Button size="sm" variant="outline" onClick={toggleKept} disabled={keeping.isPending || (!online && !kept)} aria-pressed={kept} aria-label={`Keep ${file.name} offline`}>
          Keep offline
        </Button>
        <SaveButton kind="template" id={file.id} title={file.name} />
        {!reachable && <span className={styles.needsConnection}>Needs a connection</span>}
      </div>
    </li>
  )
}
