import { SectionTabs } from '../../admin-kit/index.ts'

const tabs = [
  { id: 'enquiries', to: '/admin-dashboard/enquiries', label: 'Enquiries' },
  { id: 'services', to: '/admin-dashboard/enquiries/services', label: 'Writing services' },
] as const

/** Enquiries Management's two lists. */
export function EnquiriesTabs({ current }: { current: (typeof tabs)[number]['id'] }) {
  return <SectionTabs section="Enquiries Management" tabs={tabs} current={current} />
}
