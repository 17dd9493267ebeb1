import { PROFILE_PHOTO_MAX_BYTES, PROFILE_PHOTO_TYPES } from '../../../../../contract/account.ts'

const maxMegabytes = PROFILE_PHOTO_MAX_BYTES / 1024 / 1024
const allowedTypes: readonly string[] = PROFILE_PHOTO_TYPES

export const photoHint = `A JPEG, PNG, WebP or GIF image of up to ${maxMegabytes} MB.`

/**
 * Why a chosen file cannot be a profile photo, or null. Checked before uploading so a wrong file costs no wait;
 * the server looks at the bytes themselves anyway.
 */
export function photoProblem(file: File): string | null {
  if (!allowedTypes.includes(file.type)) return 'Please choose a JPEG, PNG, WebP or GIF image.'
  if (file.size > PROFILE_PHOTO_MAX_BYTES) return `The photo is larger than ${maxMegabytes} MB. Please choose a smaller image.`
  return null
}
