import type { AdminRole } from '../../../../contract/roles.ts'
import { ConfirmDelete } from '../../admin-kit/index.ts'
import { useDeleteRole } from '../api/admin-roles.ts'

/** Delete for a role staff added; the server refuses while anyone holds it, and the toast says how many do. */
export function DeleteRole({ role }: { role: AdminRole }) {
  const remove = useDeleteRole(role.slug)
  return (
    <ConfirmDelete
      name={role.name}
      question={`Delete the role ${role.name}?`}
      consequence={role.holders ? `${role.holders} accounts hold it: give them another role first.` : 'Nobody holds it.'}
      remove={() => remove.mutateAsync()}
      pending={remove.isPending}
      done="Role deleted."
    />
  )
}
