import { sql, type Kysely } from 'kysely'
import type { AdminMenuItem, ContactBody, ServicesBody, SlideInput } from '../../../../contract/admin-site-content.ts'
import { fileUrl } from '../../../../contract/common.ts'
import type { Database } from '../../../db/schema.ts'
import { listingSlug } from '../../../db/listing-slug.ts'

export type Carousel = 'small-device' | 'large-device'
type Tier = 'free' | 'premium'

const url = (path: string | null) => (path === null ? null : fileUrl(path))

/** Reads and writes of the site's own words: the menu, the home page's slides, cards and chips, the contact details. */
export function createSiteRepository(db: Kysely<Database>) {
  return {
    menu: (trx: Kysely<Database> = db): Promise<AdminMenuItem[]> =>
      trx.selectFrom('menu_items').select(['slug', 'menu_title as menuTitle', 'visible']).orderBy('position').execute(),

    /** The items in their new order; the caller has checked they are exactly the stored ones. */
    async saveMenu(trx: Kysely<Database>, items: readonly AdminMenuItem[]) {
      for (const [position, item] of items.entries()) {
        await trx.updateTable('menu_items').set({ menu_title: item.menuTitle, visible: item.visible, position }).where('slug', '=', item.slug).execute()
      }
    },

    async slides(trx: Kysely<Database> = db) {
      const rows = await trx
        .selectFrom('carousel_slides as s')
        .innerJoin('files as f', 'f.id', 's.file_id')
        .select(['s.carousel', 's.file_id as fileId', 'f.path', 's.alt', 's.link'])
        .orderBy('s.carousel')
        .orderBy('s.position')
        .execute()
      const of = (carousel: Carousel) => rows.filter((r) => r.carousel === carousel).map(({ fileId, path, alt, link }) => ({ fileId, url: fileUrl(path), alt, link }))
      return { 'small-device': of('small-device'), 'large-device': of('large-device') }
    },

    async saveSlides(trx: Kysely<Database>, carousel: Carousel, slides: readonly SlideInput[]) {
      await trx.deleteFrom('carousel_slides').where('carousel', '=', carousel).execute()
      if (slides.length === 0) return
      await trx
        .insertInto('carousel_slides')
        .values(slides.map((slide, position) => ({ carousel, position, file_id: slide.fileId, alt: slide.alt, link: slide.link })))
        .execute()
    },

    async services(trx: Kysely<Database> = db) {
      const rows = await trx
        .selectFrom('services as s')
        .leftJoin('files as f', 'f.id', 's.icon_file_id')
        .select(['s.id', 's.tier', 's.title', 's.text', 's.link', 's.icon_file_id as iconFileId', 'f.path'])
        .orderBy('s.tier')
        .orderBy('s.position')
        .execute()
      const of = (tier: Tier) => rows.filter((r) => r.tier === tier).map(({ tier: _tier, path, ...service }) => ({ ...service, iconUrl: url(path) }))
      return { free: of('free'), premium: of('premium') }
    },

    /** Both tiers as sent: cards left out are removed, cards with an id are changed and moved, the rest are added. */
    async saveServices(trx: Kysely<Database>, cards: ServicesBody) {
      const kept = [...cards.free, ...cards.premium].flatMap((card) => (card.id === undefined ? [] : [card.id]))
      await trx
        .deleteFrom('services')
        .$if(kept.length > 0, (q) => q.where('id', 'not in', kept))
        .execute()
      for (const tier of ['free', 'premium'] as const) {
        for (const [position, { id, title, text, link, iconFileId }] of cards[tier].entries()) {
          const row = { tier, position, title, text, link, icon_file_id: iconFileId }
          if (id === undefined) await trx.insertInto('services').values({ ...row, slug: listingSlug(title, 'service') }).execute()
          else await trx.updateTable('services').set(row).where('id', '=', id).execute()
        }
      }
    },

    /** The ids of stored service cards among `ids`. */
    serviceIds: async (trx: Kysely<Database>, ids: readonly number[]) =>
      ids.length ? (await trx.selectFrom('services').select('id').where('id', 'in', ids).execute()).map((r) => r.id) : [],

    chips: (trx: Kysely<Database> = db) =>
      trx.selectFrom('subjects').select(['slug', 'title']).where('chip_position', 'is not', null).orderBy('chip_position').execute(),

    subjects: () => db.selectFrom('subjects').select(['slug', 'title']).orderBy('title').execute(),

    /** The slugs among `slugs` that name a subject. */
    subjectSlugs: async (trx: Kysely<Database>, slugs: readonly string[]) =>
      slugs.length ? (await trx.selectFrom('subjects').select('slug').where('slug', 'in', slugs).execute()).map((r) => r.slug) : [],

    /** The strip shows these subjects in this order, and no others. */
    async saveChips(trx: Kysely<Database>, slugs: readonly string[]) {
      await trx.updateTable('subjects').set({ chip_position: null }).where('chip_position', 'is not', null).execute()
      if (slugs.length === 0) return
      await sql`UPDATE subjects SET chip_position = chosen.position
        FROM unnest(${sql.val([...slugs])}::text[]) WITH ORDINALITY AS chosen(slug, position)
        WHERE subjects.slug = chosen.slug`.execute(trx)
    },

    async contact(trx: Kysely<Database> = db) {
      const row = await trx.selectFrom('contact_info').select(['address', 'email', 'phone', 'whatsapp', 'social_links as socialLinks']).executeTakeFirst()
      return row ?? { address: null, email: null, phone: null, whatsapp: null, socialLinks: [] }
    },

    async saveContact(trx: Kysely<Database>, { socialLinks, ...details }: ContactBody) {
      const row = { ...details, social_links: JSON.stringify(socialLinks), updated_at: new Date() }
      await trx
        .insertInto('contact_info')
        .values({ id: 1, ...row })
        .onConflict((oc) => oc.column('id').doUpdateSet(row))
        .execute()
    },

    /** The ids among `ids` of stored images (any image type the site serves). */
    imageIds: async (trx: Kysely<Database>, ids: readonly string[]) =>
      ids.length ? (await trx.selectFrom('files').select('id').where('id', 'in', ids).where('mime_type', 'like', 'image/%').execute()).map((r) => r.id) : [],
  }
}

export type SiteRepository = ReturnType<typeof createSiteRepository>
