import type { TemplateFile } from '../../../../contract/templates.ts'
import { ButtonLink } from '../../../ui/Button.tsx'
import { FormDialog } from '../../../ui/FormDialog.tsx'
import { downloadAfterSignIn } from '../search.ts'
import * as styles from './Templates.css.ts'

export type SignInReason = 'download' | 'keep'

interface SignInDialogProps {
  /** The file the visitor wanted, and what for; null while closed. */
  asked: { file: TemplateFile; reason: SignInReason } | null
  onClose: () => void
}

/**
 * What a visitor meets on Download or 'Keep offline': that a free account is needed and why, before any page
 * changes. Sign in returns here and, for a download, starts it at once; a new account starts from the sign-up page.
 */
export function SignInDialog({ asked, onClose }: SignInDialogProps) {
  const file = asked?.file
  const download = asked?.reason === 'download'
  return (
    <FormDialog
      open={asked !== null}
      onOpenChange={(open) => !open && onClose()}
      title={download ? 'Sign in to download' : 'Sign in to keep templates offline'}
      description="Downloads need a free Scholar Hub account: the templates are free for every member, and signed in you can also keep them on this device to open offline."
      actions={
        file && (
          <>
            <ButtonLink to="/register" variant="outline">
              Create a free account
            </ButtonLink>
            <ButtonLink to="/login" search={{ redirect: download ? downloadAfterSignIn(file.id) : '/templates' }}>
              Sign in
            </ButtonLink>
          </>
        )
      }
    >
      {file && (
        <p className={styles.dialogNote}>
          {download ? (
            <>
              Sign in and <strong>{file.name}</strong> downloads as soon as you are back here.
            </>
          ) : (
            <>Sign in and you come back here to keep {file.name} offline.</>
          )}
        </p>
      )}
    </FormDialog>
  )
}
