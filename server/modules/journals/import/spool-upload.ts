import { createWriteStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import type { FastifyRequest } from 'fastify'
import { JOURNAL_IMPORT_MAX_BYTES } from '../../../../contract/journals.ts'
import { HttpError } from '../../../http/errors.ts'

const chooseFile = () => new HttpError(400, 'validation', 'Please choose a CSV file.', [{ path: 'file', message: 'Please choose a CSV file.' }])
const tooLarge = () => new HttpError(413, 'payload_too_large', `The file is larger than ${JOURNAL_IMPORT_MAX_BYTES / 1024 / 1024} MB.`)

/**
 * Writes the multipart field `file` to a temporary file and hands back its path and the name it was sent with. The import reads it from
 * there, so an upload that breaks off half way is refused whole instead of being half imported.
 * Call `remove()` when done.
 */
export async function spoolUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw new HttpError(415, 'unsupported_media_type', 'Send the CSV as multipart/form-data in the field "file".')
  const dir = await mkdtemp(path.join(os.tmpdir(), 'scholar-hub-import-'))
  const remove = () => rm(dir, { recursive: true, force: true })
  const file = path.join(dir, 'upload.csv')
  try {
    const part = await request.file()
    if (!part || part.fieldname !== 'file') throw chooseFile()
    await pipeline(part.file, createWriteStream(file))
    if (part.file.truncated) throw tooLarge()
    // The name the browser gave, for the import history only: never a path, never markup.
    const fileName = part.filename.replace(/[\p{Cc}/\\]+/gu, ' ').trim().slice(0, 200) || 'upload.csv'
    return { file, fileName, remove }
  } catch (err) {
    await remove()
    if (err instanceof HttpError) throw err
    const { code, statusCode } = err as { code?: string; statusCode?: number }
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge()
    if (statusCode && statusCode < 500) throw err
    // Anything else is the multipart parser failing on what the client sent (no boundary, cut short).
    throw new HttpError(400, 'bad_request', 'The upload could not be read. Please choose the file again.')
  }
}
