import type { FastifyRequest } from 'fastify'
import { HttpError } from './errors.ts'

export interface UploadRules {
  /** What is uploaded, in the messages: 'template', 'image'. */
  noun: string
  /** The largest file taken; the multipart plugin's `fileSize` limit must be the same. */
  maxBytes: number
}

const chooseFile = () => new HttpError(400, 'validation', 'Please choose a file to upload.', [{ path: 'file', message: 'Please choose a file to upload.' }])

const megabytes = (bytes: number) => bytes / 1024 / 1024

export const tooLarge = ({ maxBytes }: UploadRules) =>
  new HttpError(413, 'payload_too_large', `The file is larger than ${megabytes(maxBytes)} MB. Please choose a smaller file.`, [
    { path: 'file', message: `Choose a file of at most ${megabytes(maxBytes)} MB` },
  ])

export interface Upload {
  /** The text fields sent before and after the file, by name. */
  fields: Record<string, string>
  data: Buffer
}

/** The multipart body's text fields and its one file `file`, with every way a body can be wrong answered as a 4xx. */
export async function readUpload(request: FastifyRequest, rules: UploadRules): Promise<Upload> {
  if (!request.isMultipart()) throw new HttpError(415, 'unsupported_media_type', `Send the ${rules.noun} as multipart/form-data with the file in the field "file".`)
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
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(rules)
    if (statusCode && statusCode < 500) throw new HttpError(statusCode, 'bad_request', 'The upload could not be read. Please choose the file again.')
    // Anything else is the multipart parser failing on the body the client sent (no boundary, cut short).
    throw new HttpError(400, 'bad_request', 'The upload could not be read. Please choose the file again.')
  }
  if (!data?.length) throw chooseFile()
  return { fields, data }
}
