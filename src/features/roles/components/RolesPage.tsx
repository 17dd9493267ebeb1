import { useQuery } from '@tanstack/react-query'
import { permissionGroups } from '../../../../contract/roles.ts'
import { useAuth } from '../../../lib/auth.ts'
import { usePageMeta } from '../../../lib/page-meta.ts'
import { QueryState } from '../../../ui/QueryState.tsx'
import { Skeleton } from '../../../ui/Skeleton.tsx'
import { TitledSection } from '../../../ui/TitledSection.tsx'
import { adminRolesQuery } from '../api/admin-roles.ts'
import { RoleDialog } from './RoleDialog.tsx'
import { RolesTable } from './RolesTable.tsx'
import * as styles from './Roles.css.ts'

/** Role Management: the roles and what each may do, New role, and each role's own changes. */
export function RolesPage() {
  usePageMeta('Role Management')
  const { user } = useAuth()
  const roles = useQuery(adminRolesQuery())
  return (
    <section className={styles.page} aria-labelledby="roles-title">
      <div className={styles.header}>
        <h1 id="roles-title" className={styles.title}>
          Role Management
        </h1>
        <RoleDialog mode="create" />
      </div>
      <QueryState query={roles} loadingLabel="Loading the roles" pending={<Skeleton lines={8} />} errorTitle="We could not load the roles.">
        {(list) => <RolesTable roles={list} actor={user} />}
      </QueryState>
      <TitledSection title="What each permission allows">
        <ul className={styles.meanings}>
          {permissionGroups.flatMap((group) =>
            group.permissions.map((permission) => (
              <li key={permission.id}>
                <strong>{permission.label}</strong> ({group.label}): {permission.meaning}
              </li>
            )),
          )}
        </ul>
      </TitledSection>
    </section>
  )
}
