import { FlaggedItem, ModerationAction, SilencedMember } from '../../../../contract/admin-community.ts'
import { adminCollection, adminSection } from '../../admin-kit/index.ts'
import { FlaggedItemCard } from './FlaggedItemCard.tsx'
import { ModerationActionCard } from './ModerationActionCard.tsx'
import { ModerationTabs } from './ModerationTabs.tsx'
import { SilencedMemberCard } from './SilencedMemberCard.tsx'

// Community Moderation's three read-and-act lists, none searched, each at its own address and linked from the
// others' header. Their keys follow their paths, so one action refreshes all three.

/** The posts and comments members flagged, hidden ones first, then the most recently flagged. */
export const reviewQueue = adminSection({
  id: 'community',
  title: 'Community Moderation',
  heading: 'Review queue',
  noun: { one: 'flagged item', many: 'flagged items' },
  calls: adminCollection({ name: 'items', path: 'admin/community/flags', item: FlaggedItem }),
  texts: { loading: 'Loading the review queue...', empty: 'Nothing waits for review.', errorTitle: 'We could not load the review queue.' },
  tools: () => <ModerationTabs current="queue" />,
  // A post and a comment may share an id.
  itemKey: (item) => `${item.type}-${item.id}`,
  Card: FlaggedItemCard,
})

/** The members staff silenced, with until when and why. */
export const silencedMembers = adminSection({
  id: 'community',
  title: 'Community Moderation',
  heading: 'Silenced members',
  noun: { one: 'silenced member', many: 'silenced members' },
  calls: adminCollection({ name: 'members', path: 'admin/community/silenced', item: SilencedMember }),
  texts: { empty: 'No member is silenced.' },
  tools: () => <ModerationTabs current="silenced" />,
  Card: SilencedMemberCard,
})

/** Every staff action on what members wrote and on members, newest first. */
export const moderationLog = adminSection({
  id: 'community',
  title: 'Community Moderation',
  heading: 'Moderation log',
  noun: { one: 'action', many: 'actions' },
  calls: adminCollection({ name: 'actions', path: 'admin/community/log', item: ModerationAction }),
  texts: {
    loading: 'Loading the moderation log...',
    loadingMore: 'Loading more of the log...',
    empty: 'No staff action yet.',
    end: 'The log starts here.',
    label: 'Moderation log',
    errorTitle: 'We could not load the moderation log.',
  },
  tools: () => <ModerationTabs current="log" />,
  Card: ModerationActionCard,
})
