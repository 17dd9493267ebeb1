import { SectionTabs } from '../../admin-kit/index.ts'

const tabs = [
  { id: 'queue', to: '/admin-dashboard/community', label: 'Review queue' },
  { id: 'silenced', to: '/admin-dashboard/community/silenced', label: 'Silenced members' },
  { id: 'log', to: '/admin-dashboard/community/log', label: 'Moderation log' },
] as const

/** Community Moderation's three lists. */
export function ModerationTabs({ current }: { current: (typeof tabs)[number]['id'] }) {
  return <SectionTabs section="Community Moderation" tabs={tabs} current={current} />
}
