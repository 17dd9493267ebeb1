import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Kysely } from 'kysely'
import { sectionSlugs } from '../../contract/content.ts'
import type { Database } from '../db/schema.ts'
import type { FileStorage } from '../storage/local-storage.ts'
import { createCarouselSlide, createFile, createPage, createSection, createService } from './factories/content.ts'
import {
  carouselAlts,
  carouselLinks,
  starterCarousels,
  starterContactInfo,
  starterMenu,
  starterSections,
  starterServices,
} from './content/home.ts'
import { starterPages } from './content/pages.ts'

const filesDir = new URL('./files/', import.meta.url)
const mimeTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
}

/** The content a new site starts with: menu, pages, sections, services, carousels and contact details. */
export async function seedStarterContent(db: Kysely<Database>, storage: FileStorage) {
  const fileIds = new Map<string, string>()
  const file = async (source: string, alt = '') => {
    if (!fileIds.has(source)) {
      const data = await readFile(new URL(source, filesDir))
      const mimeType = mimeTypes[path.extname(source)] ?? 'application/octet-stream'
      fileIds.set(source, (await createFile(db, storage, { path: `starter/${source}`, mimeType, alt, data })).id)
    }
    return fileIds.get(source)!
  }

  await db
    .insertInto('menu_items')
    .values(starterMenu.map((m, position) => ({ ...m, position })))
    .onConflict((oc) => oc.column('slug').doNothing())
    .execute()

  for (const page of starterPages) await createPage(db, page)

  for (const slug of sectionSlugs) {
    const s = starterSections[slug]
    const [p1, p2, p3] = s.points ?? []
    await createSection(db, {
      slug,
      heading: s.heading,
      text1: s.text1 ?? null,
      text2: s.text2 ?? null,
      text3: s.text3 ?? null,
      point1_heading: p1?.[0] ?? null,
      point1_text: p1?.[1] ?? null,
      point2_heading: p2?.[0] ?? null,
      point2_text: p2?.[1] ?? null,
      point3_heading: p3?.[0] ?? null,
      point3_text: p3?.[1] ?? null,
      file_id: s.file ? await file(s.file, s.heading) : null,
      poster_file_id: s.poster ? await file(s.poster, s.heading) : null,
    })
  }

  for (const [position, { icon, ...service }] of starterServices.entries()) {
    await createService(db, { ...service, position, icon_file_id: await file(icon) })
  }

  for (const [carousel, sources] of Object.entries(starterCarousels) as [keyof typeof starterCarousels, readonly string[]][]) {
    for (const [position, source] of sources.entries()) {
      await createCarouselSlide(db, {
        carousel,
        position,
        file_id: await file(source, carouselAlts[position]),
        alt: carouselAlts[position] ?? '',
        link: carouselLinks[position] ?? null,
      })
    }
  }

  const { socialLinks, ...contact } = starterContactInfo
  await db
    .insertInto('contact_info')
    .values({ ...contact, social_links: JSON.stringify(socialLinks) })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute()
}
