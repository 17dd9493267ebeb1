import type { Options } from 'ky'
import { getBlob } from './api.ts'

/** Saves a blob on the device as a download under `filename`. */
export function saveBlob(blob: Blob, filename: string) {
  const link = document.createElement('a')
  link.href = URL.createObjectURL(blob)
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  // The browser has taken its copy once the click's task is done.
  setTimeout(() => URL.revokeObjectURL(link.href), 0)
}

/**
 * Downloads a file the signed-in person may read (an export) and saves it. The bearer header is why it cannot be a
 * plain link; an export of a long list may take longer than an ordinary request is given.
 */
export async function downloadFile(path: string, filename: string, options: Options = {}) {
  saveBlob(await getBlob(path, { timeout: false, ...options }), filename)
}
