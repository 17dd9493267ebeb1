import { randomBytes } from 'node:crypto'

/** A multipart/form-data body with one file part, for `app.inject`: the way a browser's FormData sends it. */
export function multipartFile(field: string, filename: string, contentType: string, data: Buffer) {
  const boundary = `----scholar-hub-${randomBytes(8).toString('hex')}`
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}
