import type { SitemapSource } from '../../web/sitemap.ts'
import type { VacanciesRepository } from './repository.ts'

const BATCH = 1000

/** The vacancy list, then every listed vacancy's page, newest first, read a thousand at a time. */
export const vacancySitemap =
  (repo: VacanciesRepository): SitemapSource =>
  async function* () {
    yield { path: '/vacancy' }
    let before: number | null = null
    for (;;) {
      const rows = await repo.listedBefore(before, BATCH)
      for (const row of rows) yield { path: `/vacancy/${row.slug}`, lastmod: row.updated_at }
      if (rows.length < BATCH) return
      before = rows.at(-1)!.id
    }
  }
