import { mayGrant } from '../../../../contract/permissions.ts'
import type { Profile } from '../../../../contract/profile.ts'
import { memberRoles, permissionGroups, type AdminRole } from '../../../../contract/roles.ts'
import { visuallyHidden } from '../../../styles/utilities.css.ts'
import { DeleteRole } from './DeleteRole.tsx'
import { RoleDialog } from './RoleDialog.tsx'
import * as styles from './Roles.css.ts'

const holdersText = (n: number) => `${n} ${n === 1 ? 'account' : 'accounts'}`

/** Why a permission change is not offered for this role, or nothing when it is. */
function permissionsLocked(role: AdminRole) {
  if (role.slug === 'admin') return 'Admin always holds every permission.'
  if ((memberRoles as readonly string[]).includes(role.slug)) return 'Members’ roles hold no staff permission.'
  return undefined
}

/** The roles as rows and the permissions, in their groups, as columns: who may do what, at a glance. */
export function RolesTable({ roles, actor }: { roles: AdminRole[]; actor: Profile | null }) {
  return (
    <div className={styles.scroller} tabIndex={0} role="region" aria-labelledby="roles-table-caption">
      <table className={styles.table}>
        <caption id="roles-table-caption" className={visuallyHidden}>
          Roles and the permissions each holds
        </caption>
        <thead>
          <tr>
            <td className={styles.roleCell} />
            {permissionGroups.map((group) => (
              <th key={group.label} scope="colgroup" colSpan={group.permissions.length} className={styles.groupHead}>
                {group.label}
              </th>
            ))}
          </tr>
          <tr>
            <th scope="col" className={styles.roleCell}>
              Role
            </th>
            {permissionGroups.flatMap((group) =>
              group.permissions.map((permission) => (
                <th key={permission.id} scope="col" className={styles.permissionHead} title={permission.meaning}>
                  {permission.label}
                </th>
              )),
            )}
          </tr>
        </thead>
        <tbody>
          {roles.map((role) => {
            const lacking = !mayGrant(actor, role.permissions)
            const locked = lacking ? 'It holds permissions you do not hold.' : undefined
            return (
              <tr key={role.slug}>
                <th scope="row" className={styles.roleCell}>
                  <span className={styles.roleName}>{role.name}</span>
                  <span className={styles.roleFacts}>
                    {role.builtIn ? 'Built in' : 'Added by staff'} · {holdersText(role.holders)}
                  </span>
                  {locked && <span className={styles.note}>You cannot change it: {locked.toLowerCase()}</span>}
                  {!locked && (
                    <span className={styles.rowActions}>
                      <RoleDialog mode="rename" role={role} />
                      <RoleDialog mode="permissions" role={role} disabledReason={permissionsLocked(role)} />
                      {!role.builtIn && <DeleteRole role={role} />}
                    </span>
                  )}
                  {!locked && permissionsLocked(role) && <span className={styles.note}>{permissionsLocked(role)}</span>}
                </th>
                {permissionGroups.flatMap((group) =>
                  group.permissions.map((permission) =>
                    role.permissions.includes(permission.id) ? (
                      <td key={permission.id} className={styles.mark}>
                        <span aria-hidden="true">✓</span>
                        <span className={visuallyHidden}>Yes</span>
                      </td>
                    ) : (
                      <td key={permission.id} className={styles.noMark}>
                        <span aria-hidden="true">·</span>
                        <span className={visuallyHidden}>No</span>
                      </td>
                    ),
                  ),
                )}
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
