import { listingSitemap } from '../../web/sitemap.ts'
import type { EventsRepository } from './repository.ts'

/** The event list, then every listed event's page (published and not ended), newest first. */
export const eventSitemap = (repo: EventsRepository) => listingSitemap('/event', repo.listedBefore)
