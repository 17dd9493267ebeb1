import { randomBytes } from 'node:crypto'

interface FilePart {
  field: string
  filename: string
  contentType: string
  data: Buffer
}

/** A multipart/form-data body of text fields and at most one file part, for `app.inject`: the way a browser's FormData sends it. */
export function multipartForm(fields: Record<string, string>, file?: FilePart) {
  const boundary = `----scholar-hub-${randomBytes(8).toString('hex')}`
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`))
  if (file) {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`
    parts.push(Buffer.from(head), file.data, Buffer.from('\r\n'))
  }
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

/** A multipart/form-data body with one file part. */
export const multipartFile = (field: string, filename: string, contentType: string, data: Buffer) => multipartForm({}, { field, filename, contentType, data })
