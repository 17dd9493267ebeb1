import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { mayGrant } from '../../../../contract/permissions.ts'
import { COURTESY_DAYS_MAX, type AdminUserDetail } from '../../../../contract/users.ts'
import { ApiError } from '../../../lib/api.ts'
import { useAuth } from '../../../lib/auth.ts'
import { Button } from '../../../ui/Button.tsx'
import { SelectField } from '../../../ui/form/SelectField.tsx'
import { TextField } from '../../../ui/form/TextField.tsx'
import { useToast } from '../../../ui/toast-store.ts'
import { userActions, usersChoicesQuery, useUserAction } from '../api/users-api.ts'
import { ActionDialog } from './ActionDialog.tsx'
import { DeleteAccountDialog } from './DeleteAccountDialog.tsx'
import { emptyPlan, emptyRole, planFormSchema, roleFormSchema } from './role-plan-forms.ts'
import { emptySuspension, suspendFormSchema } from './suspend-form.ts'
import { SuspendFields } from './SuspendFields.tsx'
import * as styles from './Users.css.ts'

/** One click, no question: the answer's message is toasted, a refusal too. */
function ActionButton({ label, send }: { label: string; send: () => Promise<{ message?: string }> }) {
  const action = useUserAction(send)
  const { toast } = useToast()
  const run = async () => {
    try {
      toast({ tone: 'success', title: (await action.mutateAsync(undefined)).message ?? 'Done.' })
    } catch (err) {
      toast({ tone: 'error', title: err instanceof ApiError ? err.message : 'That did not work. Please try again.' })
    }
  }
  return (
    <Button variant="outline" size="sm" disabled={action.isPending} onClick={() => void run()}>
      {label}
    </Button>
  )
}

/**
 * What a staff member with `users.manage` may do to the account. The server checks every rule again (one's own
 * account, a role above one's own, the last admin); the roles offered are only those one may give.
 */
export function UserActions({ account }: { account: AdminUserDetail }) {
  const { user } = useAuth()
  const navigate = useNavigate()
  const choices = useQuery(usersChoicesQuery()).data
  const suspend = useUserAction(userActions.suspend(account.id))
  const role = useUserAction(userActions.role(account.id))
  const plan = useUserAction(userActions.plan(account.id))
  const roles = (choices?.roles ?? []).filter((r) => r.slug !== 'expert' && mayGrant(user, r.permissions)).map((r) => ({ value: r.slug, label: r.name }))
  const plans = (choices?.plans ?? []).filter((p) => !p.isFree).map((p) => ({ value: String(p.id), label: p.title }))
  const id = account.id
  return (
    <div className={styles.toolbar} role="group" aria-label="Account actions">
      {account.status === 'suspended' ? (
        <ActionButton label="Unsuspend" send={userActions.unsuspend(id)} />
      ) : (
        <ActionDialog
          label="Suspend"
          title={`Suspend ${account.name}`}
          description="They are signed out everywhere at once and cannot sign in until then; they are told why. Their public posts stay."
          schema={suspendFormSchema}
          initial={emptySuspension}
          submitLabel="Suspend"
          send={(body) => suspend.mutateAsync(body)}
          fields={(form) => <SuspendFields form={form} />}
        />
      )}
      {!account.verified && (
        <>
          <ActionButton label="Verify email" send={userActions.verify(id)} />
          <ActionButton label="Resend verification" send={userActions.resend(id)} />
        </>
      )}
      <ActionButton label="Sign out everywhere" send={userActions.signOut(id)} />
      {account.role !== 'expert' && (
        <ActionDialog
          label="Change role"
          title={`Change ${account.name}'s role`}
          description={`Now ${account.roleName}. Every admin is told of the change. Type your own password to confirm it.`}
          schema={roleFormSchema}
          initial={emptyRole}
          submitLabel="Change role"
          send={(body) => role.mutateAsync(body)}
          fields={(form) => (
            <>
              <SelectField label="New role" placeholder="Choose a role" options={roles} {...form.bind('role')} />
              <TextField label="Your password" type="password" autoComplete="current-password" {...form.bind('password')} />
            </>
          )}
        />
      )}
      <ActionDialog
        label="Give a plan"
        title={`Give ${account.name} a plan`}
        description="A courtesy grant without payment: it replaces their current plan, and reads as a courtesy, never as paid."
        schema={planFormSchema}
        initial={emptyPlan}
        submitLabel="Give plan"
        send={(body) => plan.mutateAsync(body)}
        fields={(form) => (
          <>
            <SelectField label="Plan" placeholder="Choose a plan" options={plans} {...form.bind('planId')} />
            <TextField label="Days" type="number" inputMode="numeric" min={1} max={COURTESY_DAYS_MAX} step={1} {...form.bind('days')} />
          </>
        )}
      />
      <DeleteAccountDialog user={account} onDeleted={() => void navigate({ to: '/admin-dashboard/users' })} />
    </div>
  )
}
