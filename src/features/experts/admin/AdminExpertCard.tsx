import type { AdminExpert, ExpertPatch } from '../../../../contract/admin-experts.ts'
import { formatDate } from '../../../lib/dates.ts'
import { ApiError } from '../../../lib/api.ts'
import { Button, ButtonLink } from '../../../ui/Button.tsx'
import { useToast } from '../../../ui/toast-store.ts'
import { AdminItemCard, ConfirmDelete } from '../../admin/index.ts'
import { adminExperts } from '../api/admin-experts.ts'
import { helpedLabel, responseTimeLabel } from '../format.ts'

/** An expert as staff run them: what the directory shows, with Edit, Verify, List and taking the role away. */
export function AdminExpertCard({ expert }: { expert: AdminExpert }) {
  const update = adminExperts.useUpdate(expert.id)
  const remove = adminExperts.useDelete()
  const { toast } = useToast()
  const { labels } = expert

  /** A one-click change; its toast says what is now true. */
  const change = async (patch: ExpertPatch, done: string) => {
    try {
      await update.mutateAsync(patch)
      toast({ tone: 'success', title: done })
    } catch (err) {
      if (!(err instanceof ApiError)) throw err
      toast({ tone: 'error', title: err.message })
    }
  }

  return (
    <AdminItemCard
      id={`admin-expert-${expert.id}`}
      status={expert.listed ? { value: 'listed', label: 'Listed' } : { value: 'unlisted', label: 'Not listed' }}
      title={expert.name}
      subtitle={expert.email}
      facts={[
        ['Verified', expert.verifiedAt ? `Yes, since ${formatDate(expert.verifiedAt)}` : 'No'],
        ['SME', labels.subjects.join(', ') || 'None'],
        ['Education', labels.qualification ?? 'None'],
        ['Profession', labels.profession ?? 'None'],
        ['Languages', expert.languages.join(', ') || 'None'],
        ['ORCID iD', expert.orcid ?? 'None'],
        ['Helped', helpedLabel(expert.helpedCount)],
        ['Typical reply', responseTimeLabel(expert.responseTimeMinutes)],
      ]}
      actions={
        <>
          <ButtonLink to="/admin-dashboard/experts/$id/edit" params={{ id: expert.id }} variant="outline" size="sm" aria-label={`Edit ${expert.name}`}>
            Edit
          </ButtonLink>
          <Button
            variant="outline"
            size="sm"
            disabled={update.isPending}
            aria-label={`${expert.verified ? 'Unverify' : 'Verify'} ${expert.name}`}
            onClick={() => void change({ verified: !expert.verified }, expert.verified ? `${expert.name} is no longer verified.` : `${expert.name} is verified.`)}
          >
            {expert.verified ? 'Unverify' : 'Verify'}
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={update.isPending}
            aria-label={`${expert.listed ? 'Unlist' : 'List'} ${expert.name}`}
            onClick={() => void change({ listed: !expert.listed }, expert.listed ? `${expert.name} left the directory.` : `${expert.name} is listed in the directory.`)}
          >
            {expert.listed ? 'Unlist' : 'List'}
          </Button>
          <ConfirmDelete
            name={expert.name}
            verb={{ action: 'Remove', pending: 'Removing…' }}
            question="Remove the expert role?"
            consequence={`${expert.name} becomes a member again and leaves Connect to Expert; their profile there (languages, ORCID iD, verification) is deleted. Their account and conversations stay.`}
            remove={() => remove.mutateAsync(expert.id)}
            pending={remove.isPending}
            done="The expert role was removed."
          />
        </>
      }
    />
  )
}
