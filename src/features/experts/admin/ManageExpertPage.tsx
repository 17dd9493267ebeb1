import * as v from 'valibot'
import { ExpertId } from '../../../../contract/experts.ts'
import type { AdminExpert, ExpertChanges } from '../../../../contract/admin-experts.ts'
import { ButtonLink } from '../../../ui/Button.tsx'
import { changedFields, EditItem, ManageItem, useSaved } from '../../admin/index.ts'
import { adminExperts } from '../api/admin-experts.ts'
import { expertFormSchema, fromItem } from './expert-form.ts'
import { ExpertForm } from './ExpertForm.tsx'
import { NewExpertForm } from './NewExpertForm.tsx'
import * as styles from './AdminExperts.css.ts'

export function NewExpertPage() {
  return (
    <ManageItem title="Add Expert">
      <p className={styles.lead}>An existing member becomes an expert, listed under Connect to Expert with the profile they have; you can then complete it.</p>
      <NewExpertForm />
    </ManageItem>
  )
}

const back = (
  <ButtonLink to="/admin-dashboard/experts" variant="outline" size="sm">
    Back to the list
  </ButtonLink>
)

const expertId = (text: string) => (v.is(ExpertId, text) ? text : undefined)

export function EditExpertPage({ id }: { id: string }) {
  return (
    <ManageItem title="Manage Expert">
      <EditItem id={id} parseId={expertId} query={adminExperts.itemQuery} noun="expert" back={back}>
        {(expert) => <EditExpertForm expert={expert} />}
      </EditItem>
    </ManageItem>
  )
}

function EditExpertForm({ expert }: { expert: AdminExpert }) {
  const update = adminExperts.useUpdate(expert.id)
  const saved = useSaved('/admin-dashboard/experts', 'Expert saved.')
  const initial = fromItem(expert)
  return (
    <>
      <p className={styles.lead}>
        Account: <strong>{expert.email}</strong>
      </p>
      <ExpertForm key={expert.id} initial={initial} onSave={async (values: ExpertChanges) => saved((await update.mutateAsync(changedFields(expertFormSchema, initial, values))).message)} />
    </>
  )
}
