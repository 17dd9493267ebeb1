import type { SectionSlug } from '../../../../contract/content.ts'

export type CarouselName = 'small-device' | 'large-device'

// Every key starts with 'content' so these answers are persisted for offline reading (see lib/query-client.ts);
// the managed content is the same for everyone, so none of it is a user key.
export const contentKeys = {
  menu: ['content', 'menu'] as const,
  page: (slug: string) => ['content', 'page', slug] as const,
  section: (slug: SectionSlug) => ['content', 'section', slug] as const,
  carousel: (name: CarouselName) => ['content', 'carousel', name] as const,
  services: ['content', 'section-services'] as const,
  contactInfo: ['content', 'contact-info'] as const,
}
