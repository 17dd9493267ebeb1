import type { Insertable, Kysely } from 'kysely'
import type { CarouselSlidesTable, Database, NewSection, NewService } from '../../db/schema.ts'
import { createContentRepository } from '../../modules/content/index.ts'
import { createFilesRepository } from '../../modules/files/index.ts'
import type { FileStorage } from '../../storage/local-storage.ts'
import { unique } from './unique.ts'

// The starter content and the tests build rows through these, so both exercise the same shapes.

export async function createPage(db: Kysely<Database>, overrides: Partial<{ slug: string; title: string; content: string }> = {}) {
  const page = {
    slug: overrides.slug ?? unique('page'),
    title: overrides.title ?? 'Guidance for authors',
    content: overrides.content ?? '<h2>Before you submit</h2><p>Check the journal’s scope and author guidelines.</p>',
  }
  await createContentRepository(db).savePage(page)
  return page
}

export async function createFile(
  db: Kysely<Database>,
  storage: FileStorage,
  overrides: Partial<{ path: string; mimeType: string; alt: string; data: Buffer }> = {},
) {
  const path = overrides.path ?? `${unique('test')}.svg`
  const data = overrides.data ?? Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"/>')
  await storage.write(path, data)
  const id = await createFilesRepository(db).record({
    path,
    mimeType: overrides.mimeType ?? 'image/svg+xml',
    sizeBytes: data.byteLength,
    alt: overrides.alt,
  })
  return { id, path }
}

export async function createSection(db: Kysely<Database>, overrides: Partial<NewSection> = {}) {
  const section: NewSection = {
    slug: unique('section'),
    heading: 'Research made simpler',
    text1: 'Find journals, positions and events in one place.',
    ...overrides,
  }
  await db
    .insertInto('sections')
    .values(section)
    .onConflict((oc) => oc.column('slug').doUpdateSet(section))
    .execute()
  return section
}

export async function createService(db: Kysely<Database>, overrides: Partial<NewService> = {}) {
  const service: NewService = {
    slug: unique('service'),
    tier: 'free',
    title: 'Journal Finder',
    text: 'Search indexed journals by subject, publisher and impact factor.',
    link: '/journal-finder',
    position: 0,
    ...overrides,
  }
  return db.insertInto('services').values(service).returning(['id', 'slug']).executeTakeFirstOrThrow()
}

export async function createCarouselSlide(db: Kysely<Database>, slide: Insertable<CarouselSlidesTable>) {
  return db.insertInto('carousel_slides').values(slide).returning('id').executeTakeFirstOrThrow()
}
