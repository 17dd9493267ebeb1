import { useId } from 'react'
import { mayGrant, type Permission } from '../../../../contract/permissions.ts'
import { permissionGroups } from '../../../../contract/roles.ts'
import type { Profile } from '../../../../contract/profile.ts'
import * as field from '../../../ui/form/Field.css.ts'
import * as styles from './Roles.css.ts'

interface Props {
  selected: readonly string[]
  onSelectedChange: (selected: string[]) => void
  /** The staff member choosing: what they lack is shown, disabled, with a note. */
  actor: Profile | null
  error?: string
}

/** The permissions a role may hold, in the table's groups, each with what it lets a holder do. */
export function PermissionChecklist({ selected, onSelectedChange, actor, error }: Props) {
  const id = useId()
  const lacks = (permission: Permission) => !mayGrant(actor, [permission])
  const toggle = (permission: Permission, on: boolean) =>
    onSelectedChange(on ? [...selected, permission] : selected.filter((p) => p !== permission))
  const anyLacking = permissionGroups.some((group) => group.permissions.some((p) => lacks(p.id)))
  return (
    <fieldset className={field.fieldset} aria-describedby={[anyLacking && `${id}-note`, error && `${id}-error`].filter(Boolean).join(' ') || undefined}>
      <legend className={field.label}>Permissions</legend>
      {anyLacking && (
        <span id={`${id}-note`} className={field.hint}>
          Permissions you do not hold yourself are greyed out: only someone who holds them may give them.
        </span>
      )}
      <div className={styles.checkGroups} aria-invalid={Boolean(error)} tabIndex={-1}>
        {permissionGroups.map((group) => (
          <fieldset key={group.label} className={styles.checkGroup}>
            <legend className={styles.groupLegend}>{group.label}</legend>
            {group.permissions.map((permission) => (
              // The label names the checkbox; what it allows is its description, read after the name.
              <div key={permission.id} className={styles.checkItem}>
                <input
                  id={`${id}-${permission.id}`}
                  type="checkbox"
                  className={field.checkbox}
                  checked={selected.includes(permission.id)}
                  disabled={lacks(permission.id)}
                  aria-describedby={`${id}-${permission.id}-meaning`}
                  onChange={(e) => toggle(permission.id, e.target.checked)}
                />
                <span>
                  <label htmlFor={`${id}-${permission.id}`} className={styles.checkLabel}>
                    {permission.label}
                  </label>
                  <span id={`${id}-${permission.id}-meaning`} className={styles.meaning}>
                    {permission.meaning}
                  </span>
                </span>
              </div>
            ))}
          </fieldset>
        ))}
      </div>
      {error && (
        <span id={`${id}-error`} className={field.error}>
          {error}
        </span>
      )}
    </fieldset>
  )
}
