import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { MediaUploadFields, mediaTypes } from '../../../../contract/admin-site-content.ts'
import type { Database } from '../../../db/schema.ts'
import { inTransaction } from '../../../db/transaction.ts'
import { HttpError, notFound } from '../../../http/errors.ts'
import type { Upload } from '../../../http/upload.ts'
import { parseInput } from '../../../http/valibot.ts'
import type { FileStorage } from '../../../storage/local-storage.ts'
import { recordAudit, type StaffActor } from '../../../core/audit.ts'
import { createFilesRepository, checkMediaImage } from '../../files/index.ts'
import type { MediaRepository } from './media-repository.ts'

const notFoundMessage = 'Image not found'
// PostgreSQL's codes for a delete that a row elsewhere still refers to: ON DELETE RESTRICT, and NO ACTION.
const stillReferenced = new Set(['23001', '23503'])

const notAnImage = () =>
  new HttpError(415, 'unsupported_media_type', 'Please choose a PNG, JPEG, WebP or SVG image.', [
    { path: 'file', message: 'Choose a PNG, JPEG, WebP or SVG image' },
  ])

const inUse = (places: string[]) =>
  new HttpError(409, 'in_use', `This image is in use and cannot be deleted. It is used by: ${places.join('; ')}.`, [
    { path: 'usedIn', message: places.join('; ') },
  ])

type Item = NonNullable<Awaited<ReturnType<MediaRepository['item']>>>
const publicItem = ({ path: _path, ...item }: Item) => item
const audited = ({ usedIn: _usedIn, ...item }: ReturnType<typeof publicItem>) => item

/**
 * The media library: images uploaded with their description, checked by their bytes (an SVG is stored cleaned),
 * described again, and deleted only while nothing shows them. Every change is audited; a change of what the site
 * shows (a description) is announced with `changed()`.
 */
export function createMediaService({ db, repo, storage, changed }: { db: Kysely<Database>; repo: MediaRepository; storage: FileStorage; changed: () => void }) {
  async function item(trx: Kysely<Database>, id: string, lock = false) {
    const found = await repo.item(trx, id, { lock })
    if (!found) throw notFound(notFoundMessage)
    return found
  }

  return {
    page: (page: number) => repo.page(page),

    /** The description is checked before the bytes; nothing is stored unless both pass. */
    async upload(actor: StaffActor, { fields, data }: Upload) {
      const parsed = parseInput(MediaUploadFields, fields)
      if ('error' in parsed) throw parsed.error
      const image = checkMediaImage(data)
      if (!image || !mediaTypes.includes(image.mimeType)) throw notAnImage()
      // A name of our own: nothing of the uploaded file's name reaches the path.
      const path = `media/${randomUUID()}.${image.extension}`
      await storage.write(path, image.data)
      try {
        return await inTransaction(db, async (trx) => {
          const id = await createFilesRepository(trx).record({ path, mimeType: image.mimeType, sizeBytes: image.data.length, alt: parsed.value.alt })
          const created = publicItem(await item(trx, id))
          await recordAudit(trx, actor, { area: 'content', action: 'media.upload', record: { type: 'media', id, summary: created.alt }, after: audited(created) })
          return created
        })
      } catch (err) {
        await storage.remove(path)
        throw err
      }
    },

    async describe(actor: StaffActor, id: string, alt: string) {
      const after = await inTransaction(db, async (trx) => {
        const before = publicItem(await item(trx, id, true))
        await repo.setAlt(trx, id, alt)
        const now = publicItem(await item(trx, id))
        await recordAudit(trx, actor, { area: 'content', action: 'media.update', record: { type: 'media', id, summary: alt }, before: audited(before), after: audited(now) })
        return now
      })
      changed()
      return after
    },

    /** Refused with the places that show it while anything does; the stored bytes go once the row has. */
    async remove(actor: StaffActor, id: string) {
      const path = await inTransaction(db, async (trx) => {
        const found = await item(trx, id, true)
        if (found.usedIn.length) throw inUse(found.usedIn.map((use) => use.label))
        await repo.remove(trx, id).catch((err: unknown) => {
          if (stillReferenced.has((err as { code?: string }).code ?? '')) throw inUse(['another part of the site'])
          throw err
        })
        await recordAudit(trx, actor, { area: 'content', action: 'media.delete', record: { type: 'media', id, summary: found.alt }, before: audited(publicItem(found)) })
        return found.path
      })
      await storage.remove(path)
    },
  }
}

export type MediaService = ReturnType<typeof createMediaService>
