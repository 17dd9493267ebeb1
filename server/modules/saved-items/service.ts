import { randomBytes } from 'node:crypto'
import { savedItemMessages, type SavedItem, type SavedItemKey } from '../../../contract/saved-items.ts'
import { templateFileUrl, templateFormatLabels, templateKindTitles, type TemplateFormat, type TemplateKind } from '../../../contract/templates.ts'
import { isoInZone } from '../../../contract/zoned-time.ts'
import { HttpError, notFound } from '../../http/errors.ts'
import type { SavedItemsRepository, SavedRow } from './repository.ts'

/** Where a saved item opens in the app: its own page where it has one, else its directory searching for it. */
function pathOf(row: SavedRow) {
  const search = (screen: string) => `${screen}?${new URLSearchParams({ search: row.title.slice(0, 100) })}`
  switch (row.kind) {
    case 'vacancy':
      return `/vacancy/${row.key}`
    case 'event':
      return `/event/${row.key}`
    case 'journal':
      return search('/journal-finder')
    case 'expert':
      return search('/expert-result')
    case 'post':
      return search('/rc-community')
    case 'template':
      return '/templates'
  }
}

export function savedItem(row: SavedRow): SavedItem {
  const zone = row.time_zone
  const template = row.kind === 'template' ? `${templateKindTitles[row.template_kind as TemplateKind]} · ${templateFormatLabels[row.template_format as TemplateFormat]}` : null
  return {
    kind: row.kind,
    id: row.key,
    title: row.event_status === 'cancelled' ? `Cancelled: ${row.title}` : row.title,
    subtitle: template ?? row.subtitle,
    detail: row.detail,
    path: pathOf(row),
    link: row.kind === 'template' && row.link ? templateFileUrl(row.link) : row.link,
    available: row.listed,
    closesAt: row.closes_at?.toISOString() ?? null,
    startsAt: row.starts_at && zone ? isoInZone(row.starts_at, zone) : null,
    endsAt: row.ends_at && zone ? isoInZone(row.ends_at, zone) : null,
    timeZone: zone,
    savedAt: row.saved_at.toISOString(),
  }
}

const newToken = () => randomBytes(32).toString('base64url')

export function createSavedItemsService(repo: SavedItemsRepository, publicUrl: string) {
  // Calendar apps subscribe to webcal:// and fetch it as http(s).
  const calendarUrl = (token: string) => `${publicUrl.replace(/^https?:/, 'webcal:')}/api/saved-events.ics?token=${token}`

  return {
    async list(userId: string) {
      const [rows, token] = await Promise.all([repo.list(userId), repo.feedToken(userId, newToken)])
      return { items: rows.map(savedItem), calendarUrl: calendarUrl(token) }
    },

    /** Saves an item for the member; `added` is false when it was saved already. */
    async save(userId: string, { kind, id }: SavedItemKey) {
      const result = await repo.save(userId, kind, id)
      if (result === 'missing') throw notFound(savedItemMessages.notFound)
      if (result === 'full') throw new HttpError(409, 'too_many_saved_items', savedItemMessages.tooMany)
      const [row] = await repo.list(userId, { kind, id: result.id })
      return { item: savedItem(row!), added: result.added }
    },

    async remove(userId: string, { kind, id }: SavedItemKey) {
      if (!(await repo.remove(userId, kind, id))) throw notFound(savedItemMessages.notFound)
    },

    async renewCalendar(userId: string) {
      return calendarUrl(await repo.renewFeedToken(userId, newToken()))
    },
  }
}

export type SavedItemsService = ReturnType<typeof createSavedItemsService>
