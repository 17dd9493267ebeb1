import { listingSitemap } from '../../web/sitemap.ts'
import type { VacanciesRepository } from './repository.ts'

/** The vacancy list, then every listed vacancy's page, newest first. */
export const vacancySitemap = (repo: VacanciesRepository) => listingSitemap('/vacancy', repo.listedBefore)
