import type { Kysely } from 'kysely'
import type { AdminMenuItem, ChipsBody, ContactBody, ServicesBody, SlideInput } from '../../../../contract/admin-site-content.ts'
import type { Database } from '../../../db/schema.ts'
import { inTransaction } from '../../../db/transaction.ts'
import { invalid, type FieldIssue } from '../../../http/errors.ts'
import { recordAudit, type StaffActor } from '../../../core/audit.ts'
import type { Carousel, SiteRepository } from './repository.ts'

const carouselNames: Record<Carousel, string> = { 'small-device': 'Carousel (phones)', 'large-device': 'Carousel (larger screens)' }

/** Refuses the change with these field messages, if any; nothing has been written yet. */
const refuseIf = (issues: FieldIssue[]) => {
  if (issues.length) throw invalid(issues)
}

/**
 * The site's words, changed by staff: each change is checked against what is stored, written with its audit entry
 * in one transaction, and then announced with `changed()` so every reader of the content sees it at once.
 */
export function createSiteService({ db, repo, changed }: { db: Kysely<Database>; repo: SiteRepository; changed: () => void }) {
  /** Reads the record, lets `save` change it, reads it again and records both, all in one transaction. */
  async function change<T>(actor: StaffActor, record: { action: string; id: string; summary: string }, read: (trx: Kysely<Database>) => Promise<T>, save: (trx: Kysely<Database>) => Promise<void>) {
    const after = await inTransaction(db, async (trx) => {
      const before = await read(trx)
      await save(trx)
      const now = await read(trx)
      await recordAudit(trx, actor, { area: 'content', action: record.action, record: { type: 'site-content', id: record.id, summary: record.summary }, before, after: now })
      return now
    })
    changed()
    return after
  }

  /** Each slide's or card's image must be an image the library holds. */
  async function imageIssues(trx: Kysely<Database>, refs: { path: string; fileId: string | null }[]) {
    const known = new Set(await repo.imageIds(trx, refs.flatMap((r) => (r.fileId ? [r.fileId] : []))))
    return refs.filter((r) => r.fileId && !known.has(r.fileId)).map((r) => ({ path: r.path, message: 'Choose an image from the media library' }))
  }

  return {
    menu: () => repo.menu(),
    slides: () => repo.slides(),
    services: () => repo.services(),
    async chips() {
      const [chips, subjects] = await Promise.all([repo.chips(), repo.subjects()])
      return { chips, subjects }
    },
    contact: () => repo.contact(),

    /** The menu's items are the app's screens: their labels, order and visibility change, the set does not. */
    saveMenu: (actor: StaffActor, items: readonly AdminMenuItem[]) =>
      change(actor, { action: 'menu.update', id: 'menu', summary: 'Menu' }, repo.menu, async (trx) => {
        const stored = new Set((await repo.menu(trx)).map((item) => item.slug))
        const issues = items.flatMap((item, i) => (stored.has(item.slug) ? [] : [{ path: `items.${i}.slug`, message: 'There is no such menu item' }]))
        const missing = [...stored].filter((slug) => !items.some((item) => item.slug === slug))
        if (missing.length) issues.push({ path: 'items', message: `Send every menu item; missing: ${missing.join(', ')}` })
        refuseIf(issues)
        await repo.saveMenu(trx, items)
      }),

    saveSlides: (actor: StaffActor, carousel: Carousel, slides: readonly SlideInput[]) =>
      change(
        actor,
        { action: 'slides.update', id: `slides:${carousel}`, summary: carouselNames[carousel] },
        async (trx) => (await repo.slides(trx))[carousel],
        async (trx) => {
          refuseIf(await imageIssues(trx, slides.map((slide, i) => ({ path: `slides.${i}.fileId`, fileId: slide.fileId }))))
          await repo.saveSlides(trx, carousel, slides)
        },
      ),

    saveServices: (actor: StaffActor, cards: ServicesBody) =>
      change(actor, { action: 'services.update', id: 'services', summary: 'Service cards' }, repo.services, async (trx) => {
        const all = (['free', 'premium'] as const).flatMap((tier) => cards[tier].map((card, i) => ({ card, path: `${tier}.${i}` })))
        const stored = new Set(await repo.serviceIds(trx, all.flatMap(({ card }) => (card.id === undefined ? [] : [card.id]))))
        const gone = all.filter(({ card }) => card.id !== undefined && !stored.has(card.id)).map(({ path }) => ({ path: `${path}.id`, message: 'This card was removed meanwhile; reload the page' }))
        refuseIf([...gone, ...(await imageIssues(trx, all.map(({ card, path }) => ({ path: `${path}.iconFileId`, fileId: card.iconFileId }))))])
        await repo.saveServices(trx, cards)
      }),

    saveChips: (actor: StaffActor, { slugs }: ChipsBody) =>
      change(actor, { action: 'chips.update', id: 'chips', summary: 'Subject chips' }, repo.chips, async (trx) => {
        const known = new Set(await repo.subjectSlugs(trx, slugs))
        refuseIf(slugs.flatMap((slug, i) => (known.has(slug) ? [] : [{ path: `slugs.${i}`, message: 'There is no such subject' }])))
        await repo.saveChips(trx, slugs)
      }),

    saveContact: (actor: StaffActor, details: ContactBody) =>
      change(actor, { action: 'contact.update', id: 'contact', summary: 'Contact details' }, repo.contact, (trx) => repo.saveContact(trx, details)),
  }
}

export type SiteService = ReturnType<typeof createSiteService>
