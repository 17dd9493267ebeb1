import { useInfiniteQuery } from '@tanstack/react-query'
import type { SilencedMember } from '../../../../contract/admin-community.ts'
import { formatDateTime } from '../../../lib/dates.ts'
import { shownCount } from '../../../ui/InfiniteList.tsx'
import { AdminItemCard, AdminListPage, ConfirmDelete } from '../../admin/index.ts'
import { silencedMembers, useUnsilenceMember } from '../api/admin-community.ts'
import { ModerationTabs } from './ModerationTabs.tsx'

const texts = {
  loading: 'Loading silenced members...',
  loadingMore: 'Loading more silenced members...',
  empty: 'No member is silenced.',
  end: 'No more silenced members to load.',
  count: shownCount('silenced member', 'silenced members'),
}

/** The members staff silenced, until when and why, each with the way to let them write again before then. */
export function SilencedMembersPage() {
  const query = useInfiniteQuery(silencedMembers.listQuery())
  return (
    <AdminListPage
      section="Community Moderation"
      heading="Silenced members"
      addButton={<ModerationTabs current="silenced" />}
      query={query}
      items={query.data?.pages.flatMap((page) => page.members) ?? []}
      itemKey={(member) => member.id}
      renderItem={(member) => <SilencedMemberCard member={member} />}
      texts={texts}
      label="Silenced members"
      errorTitle="We could not load the silenced members."
    />
  )
}

function SilencedMemberCard({ member }: { member: SilencedMember }) {
  const unsilence = useUnsilenceMember()
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
      }
    />
  )
}
