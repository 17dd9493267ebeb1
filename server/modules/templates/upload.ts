import type { FastifyRequest } from 'fastify'
import { TEMPLATE_MAX_BYTES } from '../../../contract/templates.ts'
import { HttpError } from '../../http/errors.ts'

const chooseFile = () => new HttpError(400, 'validation', 'Please choose a file to upload.', [{ path: 'file', message: 'Please choose a file to upload.' }])

export const tooLarge = () =>
  new HttpError(413, 'payload_too_large', `The file is larger than ${TEMPLATE_MAX_BYTES / 1024 / 1024} MB. Please choose a smaller file.`, [
    { path: 'file', message: `Choose a file of at most ${TEMPLATE_MAX_BYTES / 1024 / 1024} MB` },
  ])

export interface Upload {
  /** The text fields sent before and after the file, by name. */
  fields: Record<string, string>
  data: Buffer
}

/** The multipart body's text fields and its one file `file`, with every way a body can be wrong answered as a 4xx. */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw new HttpError(415, 'unsupported_media_type', 'Send the template as multipart/form-data with the file in the field "file".')
  const fields: Record<string, string> = {}
  let data: Buffer | undefined
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || data) throw chooseFile()
        data = await part.toBuffer()
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value
    }
  } catch (err) {
    if (err instanceof HttpError) throw err
    const { code, statusCode } = err as { code?: string; statusCode?: number }
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge()
    if (statusCode && statusCode < 500) throw new HttpError(statusCode, 'bad_request', 'The upload could not be read. Please choose the file again.')
    // Anything else is the multipart parser failing on the body the client sent (no boundary, cut short).
    throw new HttpError(400, 'bad_request', 'The upload could not be read. Please choose the file again.')
  }
  if (!data?.length) throw chooseFile()
  return { fields, data }
}
