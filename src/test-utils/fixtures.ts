import type { CarouselSlide, ContactInfo, MenuItem, Section } from '../../contract/content.ts'

export const menu: MenuItem[] = [
  { slug: 'journal-finder', menuTitle: 'Journal Finder' },
  { slug: 'vacancies', menuTitle: 'Vacancies' },
  { slug: 'events', menuTitle: 'Events' },
  { slug: 'connect-to-expert', menuTitle: 'Connect to Expert' },
  { slug: 'templates', menuTitle: 'Templates' },
  { slug: 'research-community', menuTitle: 'Research Community' },
  { slug: 'writing-services', menuTitle: 'Writing Services' },
]

export const contactInfo: ContactInfo = {
  address: '12 Example Road, Bengaluru',
  email: 'hello@scholarhub.example',
  phone: '+91 80 4000 0000',
  whatsapp: '918040000000',
  socialLinks: [{ network: 'linkedin', url: 'https://www.linkedin.com/company/scholar-hub-demo' }],
}

export const slides = (set: 'small' | 'large', count = 3): CarouselSlide[] =>
  Array.from({ length: count }, (_, i) => ({
    fileId: `${set}-${i + 1}`,
    link: null,
    file: { id: `${set}-${i + 1}`, path: `starter/carousel/${set}-${i + 1}.svg`, mimeType: 'image/svg+xml', alt: `Slide picture ${i + 1}` },
  }))

/** A managed section with only what a test names; every other field is empty, as staff may leave it. */
export const section = (slug: string, heading: string, fields: Partial<Section> = {}): Section => ({
  slug,
  heading,
  text1: null,
  text2: null,
  text3: null,
  point1Heading: null,
  point1Text: null,
  point2Heading: null,
  point2Text: null,
  point3Heading: null,
  point3Text: null,
  file: null,
  poster: null,
  ...fields,
})
