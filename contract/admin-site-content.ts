import * as v from 'valibot'
import { plainText, requiredText, WebLink } from './admin-fields.ts'
import { envelope, messages, pagedResponse, PageParam, Slug } from './common.ts'
import { CarouselName, SocialLink } from './content.ts'

// Content Management's site panels: the menu, the home page (carousel slides, service cards, subject chips), the
// contact details of the footer and the Contact page, and the media library their images come from. Each list is
// saved whole, in its order, so reordering, adding and removing are one change and one audit entry.

export const MENU_ITEMS_MAX = 30
export const SLIDES_MAX = 12
export const SERVICES_PER_TIER_MAX = 12
export const CHIPS_MAX = 200
export const MEDIA_MAX_BYTES = 5 * 1024 * 1024
export const MEDIA_ALT_MAX = 250

const tooMany = (what: string, max: number) => `At most ${max} ${what}`
const distinct = <T>(key: (item: T) => string | number, message: string) =>
  v.check<T[], string>((items) => new Set(items.map(key)).size === items.length, message)

/** A record in the path: a media file by its uuid. */
export const MediaParams = v.object({ id: v.pipe(v.string(), v.uuid('Image not found')) })
export const CarouselNameParams = v.object({ carousel: CarouselName })

const linkMessage = 'Enter a path on this site, such as /plans, or a web address starting with http:// or https://'
/** Where a slide or a card leads: a path of this site (`/plans`, `/page/about#team`) or a web address. */
export const SiteLink = v.union(
  [
    v.pipe(v.string(linkMessage), v.trim(), v.maxLength(500, linkMessage), v.regex(/^\/(?!\/)[A-Za-z0-9\-._~/?#=&%+]*$/, linkMessage), v.check((path) => !/(^|\/)\.\.(\/|$)/.test(path), linkMessage)),
    WebLink,
  ],
  linkMessage,
)

const altText = v.pipe(
  v.string('Describe the image'),
  v.trim(),
  v.nonEmpty('Describe the image for people who cannot see it'),
  v.maxLength(MEDIA_ALT_MAX, `The description may be at most ${MEDIA_ALT_MAX} characters`),
  v.regex(/^[^\p{Cc}]*$/u, 'The description may hold letters, digits and punctuation only'),
)
export const AltText = altText

const fileId = v.pipe(v.string('Choose an image'), v.uuid('Choose an image from the media library'))

// Menu: the header's items, by the slug that ties each to its screen; their labels, order and whether each shows.

export const AdminMenuItem = v.object({ slug: Slug, menuTitle: requiredText('Label', 40), visible: v.boolean('Visible must be true or false') })
export type AdminMenuItem = v.InferOutput<typeof AdminMenuItem>
export const MenuBody = v.object({
  items: v.pipe(
    v.array(AdminMenuItem, 'Send the menu items as a list'),
    v.maxLength(MENU_ITEMS_MAX, tooMany('menu items', MENU_ITEMS_MAX)),
    distinct((item: AdminMenuItem) => item.slug, 'Each menu item may appear once'),
  ),
})
export type MenuBody = v.InferOutput<typeof MenuBody>
export const AdminMenuResponse = envelope(v.array(AdminMenuItem))

// Home: the carousels' slides (each screen size has its own set), the service cards and the subject chips.

export const SlideInput = v.object({ fileId, alt: altText, link: v.optional(v.nullable(SiteLink), null) })
export type SlideInput = v.InferOutput<typeof SlideInput>
export const SlidesBody = v.object({ slides: v.pipe(v.array(SlideInput, 'Send the slides as a list'), v.maxLength(SLIDES_MAX, tooMany('slides', SLIDES_MAX))) })
export type SlidesBody = v.InferOutput<typeof SlidesBody>
export const AdminSlide = v.object({ fileId: v.string(), url: v.string(), alt: v.string(), link: v.nullable(v.string()) })
export type AdminSlide = v.InferOutput<typeof AdminSlide>
export const AdminSlidesResponse = envelope(v.object({ 'small-device': v.array(AdminSlide), 'large-device': v.array(AdminSlide) }))
export type AdminSlides = v.InferOutput<typeof AdminSlidesResponse>['data']

export const ServiceInput = v.object({
  /** The card being edited; left out for a new one. */
  id: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  title: requiredText('Title', 80),
  text: v.pipe(plainText('Text', 400), v.nonEmpty(messages.required)),
  link: SiteLink,
  iconFileId: v.optional(v.nullable(fileId), null),
})
export type ServiceInput = v.InferOutput<typeof ServiceInput>
const tier = v.pipe(
  v.array(ServiceInput, 'Send the cards as a list'),
  v.maxLength(SERVICES_PER_TIER_MAX, tooMany('cards', SERVICES_PER_TIER_MAX)),
  v.check((cards) => {
    const ids = cards.flatMap((card) => (card.id === undefined ? [] : [card.id]))
    return new Set(ids).size === ids.length
  }, 'Each card may appear once'),
)
export const ServicesBody = v.object({ free: tier, premium: tier })
export type ServicesBody = v.InferOutput<typeof ServicesBody>
export const AdminService = v.object({
  id: v.number(),
  title: v.string(),
  text: v.string(),
  link: v.string(),
  iconFileId: v.nullable(v.string()),
  iconUrl: v.nullable(v.string()),
})
export type AdminService = v.InferOutput<typeof AdminService>
export const AdminServicesResponse = envelope(v.object({ free: v.array(AdminService), premium: v.array(AdminService) }))
export type AdminServices = v.InferOutput<typeof AdminServicesResponse>['data']

export const ChipsBody = v.object({
  slugs: v.pipe(
    v.array(Slug, 'Send the subjects as a list'),
    v.maxLength(CHIPS_MAX, tooMany('subjects', CHIPS_MAX)),
    distinct((slug: string) => slug, 'Each subject may appear once'),
  ),
})
export type ChipsBody = v.InferOutput<typeof ChipsBody>
const Subject = v.object({ slug: v.string(), title: v.string() })
/** The chips in their order, and every subject to choose from. */
export const AdminChipsResponse = envelope(v.object({ chips: v.array(Subject), subjects: v.array(Subject) }))
export type AdminChips = v.InferOutput<typeof AdminChipsResponse>['data']

// Contact details: the footer, the Contact page and the floating 'Chat with us'.

const emailMessage = 'Enter an email address such as help@example.org'
const phoneMessage = 'Enter a phone number of digits, spaces and + ( ) -'
const whatsappMessage = 'Enter the number with its country code, digits only, such as 919876543210'
/** Optional text with a rule: left out, null or blank mean none; anything else must pass `check`. */
const optional = (check: v.GenericSchema<string, string>) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.transform((s) => s || null),
        v.nullable(check),
      ),
    ),
    null,
  )

const SocialLinkInput = v.object({ network: v.picklist(SocialLink.entries.network.options, 'Choose a network from the list'), url: WebLink })

export const ContactBody = v.object({
  address: v.optional(v.nullable(v.pipe(plainText('Address', 300), v.transform((s) => s || null))), null),
  email: optional(v.pipe(v.string(emailMessage), v.maxLength(254, emailMessage), v.email(emailMessage))),
  phone: optional(v.pipe(v.string(phoneMessage), v.regex(/^\+?[0-9 ()-]{6,25}$/, phoneMessage))),
  whatsapp: optional(v.pipe(v.string(whatsappMessage), v.regex(/^[1-9][0-9]{7,14}$/, whatsappMessage))),
  socialLinks: v.pipe(
    v.array(SocialLinkInput, 'Send the social links as a list'),
    v.maxLength(SocialLink.entries.network.options.length, 'One link per network'),
    distinct((link: v.InferOutput<typeof SocialLinkInput>) => link.network, 'One link per network'),
  ),
})
export type ContactBody = v.InferOutput<typeof ContactBody>
export type ContactInput = v.InferInput<typeof ContactBody>
export const AdminContactResponse = envelope(
  v.object({ address: v.nullable(v.string()), email: v.nullable(v.string()), phone: v.nullable(v.string()), whatsapp: v.nullable(v.string()), socialLinks: v.array(SocialLink) }),
)

// The media library: the site's images, with where each is used.

export const mediaTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const

export const MediaUse = v.object({
  /** What uses it: a carousel slide, a service card's icon, a section's image or poster, a page's text. */
  kind: v.picklist(['slide', 'service', 'section', 'page']),
  /** Says which, for people: 'Carousel (phones), slide 2', 'Service card: Journal Finder', 'Page: About Us'. */
  label: v.string(),
})
export type MediaUse = v.InferOutput<typeof MediaUse>

export const MediaItem = v.object({
  id: v.string(),
  /** The address it is served at, as pages and the site show it: `/api/serve-file/...`. */
  url: v.string(),
  alt: v.string(),
  sizeBytes: v.number(),
  mimeType: v.string(),
  usedIn: v.array(MediaUse),
})
export type MediaItem = v.InferOutput<typeof MediaItem>

export const MediaQuery = v.object({ page: PageParam })
export const MediaListResponse = pagedResponse('media', MediaItem)
export const MediaResponse = envelope(MediaItem)
export const MediaUploadFields = v.object({ alt: altText })
export const MediaPatch = v.object({ alt: altText })
export type MediaPatch = v.InferOutput<typeof MediaPatch>
