import * as v from 'valibot'
import { envelope, FileRef, Slug } from './common.ts'

export const SlugParams = v.object({ slug: Slug })

export const MenuItem = v.object({ slug: v.string(), menuTitle: v.string() })
export const MenuResponse = envelope(v.array(MenuItem))
export type MenuItem = v.InferOutput<typeof MenuItem>

export const Page = v.object({
  slug: v.string(),
  title: v.string(),
  /** For search engines; empty when staff wrote none. */
  description: v.optional(v.string(), ''),
  content: v.string(),
  updatedAt: v.string(),
})
export const PageResponse = envelope(Page)
export type Page = v.InferOutput<typeof Page>

const text = v.nullable(v.string())
export const Section = v.object({
  slug: v.string(),
  heading: v.string(),
  text1: text,
  text2: text,
  text3: text,
  point1Heading: text,
  point1Text: text,
  point2Heading: text,
  point2Text: text,
  point3Heading: text,
  point3Text: text,
  file: v.nullable(FileRef),
  poster: v.nullable(FileRef),
})
export const SectionResponse = envelope(Section)
export type Section = v.InferOutput<typeof Section>

/** The section slugs the product shows; each has one block of managed content. */
export const sectionSlugs = [
  'about-us-1',
  'about-us-2',
  'about-us-3',
  'why-choose-us',
  'services',
  'premium-package',
  'events',
  'journal-finder',
  'research-community',
  'connect-to-expert',
  'templates',
  'vacancies',
  'writing-services',
] as const
export type SectionSlug = (typeof sectionSlugs)[number]

export const CarouselName = v.picklist(['small-device', 'large-device'], 'Carousel must be small-device or large-device')
export const CarouselParams = v.object({ name: CarouselName })
export const CarouselSlide = v.object({ fileId: v.string(), file: FileRef, link: v.nullable(v.string()) })
export const CarouselResponse = envelope(v.object({ name: CarouselName, files: v.array(CarouselSlide) }))
export type CarouselSlide = v.InferOutput<typeof CarouselSlide>

export const Service = v.object({
  id: v.number(),
  slug: v.string(),
  title: v.string(),
  text: v.string(),
  link: v.string(),
  icon: v.nullable(FileRef),
})
export const SectionServicesResponse = envelope(v.object({ free: v.array(Service), premium: v.array(Service) }))
export type Service = v.InferOutput<typeof Service>

export const SocialLink = v.object({
  network: v.picklist(['facebook', 'x', 'linkedin', 'instagram', 'youtube']),
  url: v.pipe(v.string(), v.url()),
})
export const ContactInfo = v.object({
  address: text,
  email: text,
  phone: text,
  /** International number without '+' or spaces for the floating 'Chat with us' link. */
  whatsapp: text,
  socialLinks: v.array(SocialLink),
})
export const ContactInfoResponse = envelope(ContactInfo)
export type ContactInfo = v.InferOutput<typeof ContactInfo>

export const SubjectChip = v.object({ slug: v.string(), title: v.string() })
export const SubjectChipsResponse = envelope(v.array(SubjectChip))
export type SubjectChip = v.InferOutput<typeof SubjectChip>
