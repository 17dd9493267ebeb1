import { useState } from 'react'
import { ROLE_NAME_MAX_LENGTH, type AdminRole, type RoleInput, type RolePatch } from '../../../../contract/roles.ts'
import { ApiError } from '../../../lib/api.ts'
import { useAuth } from '../../../lib/auth.ts'
import { useForm } from '../../../ui/use-form.ts'
import { Button } from '../../../ui/Button.tsx'
import { FormDialog } from '../../../ui/FormDialog.tsx'
import { PasswordField } from '../../../ui/form/PasswordField.tsx'
import { TextField } from '../../../ui/form/TextField.tsx'
import { useToast } from '../../../ui/toast-store.ts'
import { useCreateRole, useUpdateRole } from '../api/admin-roles.ts'
import { PermissionChecklist } from './PermissionChecklist.tsx'
import { roleFormSchemas, type RoleDialogMode } from './role-form.ts'
import * as styles from './Roles.css.ts'

const texts: Record<RoleDialogMode, { open: string; title: (name: string) => string; about: string; submit: string; pending: string }> = {
  create: { open: 'New role', title: () => 'New role', about: 'Name the role and choose what its holders may do. You may give only what you hold yourself.', submit: 'Create role', pending: 'Creating…' },
  rename: { open: 'Rename', title: (name) => `Rename ${name}`, about: 'Its holders keep what they may do; only the name they see changes.', submit: 'Save name', pending: 'Saving…' },
  permissions: {
    open: 'Change permissions',
    title: (name) => `Permissions of ${name}`,
    about: 'Every holder gets the new permissions at once. Enter your password to confirm it is you.',
    submit: 'Save permissions',
    pending: 'Saving…',
  },
}

interface Props {
  mode: RoleDialogMode
  /** The role to change; none for a new one. */
  role?: AdminRole
  /** Why the button is off, when the staff member may not make this change. */
  disabledReason?: string
}

/**
 * A new role, a new name, or new permissions, in a dialog. Field messages (a name taken, a wrong password, a password
 * the server wants again) show under their fields; a refusal of the whole shows in the dialog, where a toast would be
 * hidden behind it. Saved, it closes and toasts the server's message.
 */
export function RoleDialog({ mode, role, disabledReason }: Props) {
  const [open, setOpen] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const { user } = useAuth()
  const create = useCreateRole()
  const update = useUpdateRole(role?.slug ?? '')
  const { toast } = useToast()
  const text = texts[mode]
  const initial = { name: role?.name ?? '', permissions: role?.permissions ?? [], password: '' }
  const form = useForm({
    schema: roleFormSchemas[mode],
    initial,
    onSubmit: async (body) => {
      setRefusal(null)
      try {
        const reply = mode === 'create' ? await create.mutateAsync(body as RoleInput) : await update.mutateAsync(body as RolePatch)
        change(false)
        toast({ tone: 'success', title: reply.message ?? 'Role saved.' })
      } catch (err) {
        if (!(err instanceof ApiError)) throw err
        // The session's confirmation ran out: the password box is where to answer it.
        if (err.code === 'step_up_required') throw new ApiError(err.message, err.status, err.code, [{ path: 'password', message: err.message }])
        if (err.issues.length) throw err
        setRefusal(err.message)
      }
    },
  })

  const change = (next: boolean) => {
    setOpen(next)
    if (next) return form.reset(initial)
    setRefusal(null)
  }

  const label = role ? `${text.open}: ${role.name}` : text.open
  return (
    <FormDialog
      open={open}
      onOpenChange={change}
      trigger={
        <Button variant={mode === 'create' ? 'primary' : 'outline'} size={mode === 'create' ? 'md' : 'sm'} aria-label={label} disabled={Boolean(disabledReason)} title={disabledReason}>
          {text.open}
        </Button>
      }
      title={text.title(role?.name ?? '')}
      description={text.about}
      className={mode !== 'rename' ? styles.tallDialog : undefined}
      form={form}
      formClassName={styles.form}
      refusal={refusal}
      submit={{ label: text.submit, pending: text.pending }}
    >
      {mode !== 'permissions' && <TextField label="Name" maxLength={ROLE_NAME_MAX_LENGTH} autoComplete="off" {...form.bind('name')} />}
      {mode !== 'rename' && (
        <PermissionChecklist
          actor={user}
          selected={form.values.permissions}
          onSelectedChange={(permissions) => form.setValue('permissions', permissions)}
          error={form.errors.permissions}
        />
      )}
      {mode === 'permissions' && (
        <PasswordField label="Your password" autoComplete="current-password" hint="Not needed again for two minutes after you enter it." {...form.bind('password')} />
      )}
    </FormDialog>
  )
}
