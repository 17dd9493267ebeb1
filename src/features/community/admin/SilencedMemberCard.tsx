import type { SilencedMember } from '../../../../contract/admin-community.ts'
import { formatDateTime } from '../../../lib/dates.ts'
import { AdminItemCard, ConfirmDelete, useCanChange } from '../../admin-kit/index.ts'
import { useUnsilenceMember } from '../api/admin-community.ts'

/** A silenced member, until when and why, with the way to let them write again before then. */
export function SilencedMemberCard({ item: member }: { item: SilencedMember }) {
  const unsilence = useUnsilenceMember()
  const canChange = useCanChange('community')
  return (
    <AdminItemCard
      id={`admin-silenced-${member.id}`}
      status={{ value: 'silence', label: 'Silenced' }}
      title={member.name}
      subtitle={member.email}
      facts={[
        ['Until', formatDateTime(member.silencedUntil)],
        ['Reason', member.reason],
      ]}
      actions={
        canChange && (
          <ConfirmDelete
            undoable
            name={`for ${member.name}`}
            verb={{ action: 'Allow writing', pending: 'Allowing…' }}
            question={`Let ${member.name} write again?`}
            consequence={`${member.name} may post, comment, like and flag again from now, and is told so. The moderation log keeps the silence.`}
            remove={() => unsilence.mutateAsync(member.id)}
            pending={unsilence.isPending}
            done="Member may write again"
          />
        )
      }
    />
  )
}
