import { useEffect, useId, useState, type ChangeEvent } from 'react'
import { PROFILE_PHOTO_TYPES } from '../../../../../contract/account.ts'
import { type Profile } from '../../../../../contract/profile.ts'
import { ApiError } from '../../../../lib/api.ts'
import { error as errorClass, hint as hintClass } from '../../../../ui/form/Field.css.ts'
import { PersonIcon } from '../../../../ui/PersonIcon.tsx'
import { useToast } from '../../../../ui/toast-store.ts'
import { useUploadProfilePhoto } from '../../api/account-mutations.ts'
import { usePrivateImage } from '../../api/use-private-image.ts'
import { photoHint, photoProblem } from './photo-check.ts'
import * as styles from './ProfilePhoto.css.ts'

const FAILED = 'Failed to update profile picture'

/** The server's own words when it answered with some; 'Failed to update profile picture' for a lost or garbled answer. */
const failureMessage = (err: unknown) => (err instanceof ApiError && err.status > 0 && err.code !== 'http_error' ? err.message : FAILED)

/** The photo with its upload: the chosen picture shows at once and gives way to the default icon if the upload fails. */
export function ProfilePhoto({ profile }: { profile: Profile }) {
  const { toast } = useToast()
  const uploadPhoto = useUploadProfilePhoto()
  const stored = usePrivateImage(profile.image)
  const [preview, setPreview] = useState<string | null>(null)
  const [failed, setFailed] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [uploading, setUploading] = useState(false)
  // A blob that arrives but does not decode as an image; remembered per URL so a new photo gets its chance.
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null)
  const id = useId()

  // Each preview holds the chosen file in memory until released.
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview])

  const upload = async (file: File) => {
    setPreview(URL.createObjectURL(file))
    setFailed(false)
    setUploading(true)
    try {
      const reply = await uploadPhoto.mutateAsync(file)
      toast({ tone: 'success', title: reply.message })
    } catch (err) {
      setPreview(null)
      setFailed(true)
      toast({ tone: 'error', title: failureMessage(err) })
    } finally {
      setUploading(false)
    }
  }

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    // Cleared so choosing the same file again (after fixing a failure) still counts as a change.
    event.target.value = ''
    if (!file) return
    const refusal = photoProblem(file)
    setProblem(refusal)
    if (!refusal) void upload(file)
  }

  const candidate = failed ? null : (preview ?? stored)
  const src = candidate === brokenSrc ? null : candidate
  return (
    <div className={styles.photo}>
      {src ? (
        <img
          src={src}
          alt={`Profile photo of ${profile.name}`}
          width={128}
          height={128}
          className={styles.image}
          onError={() => setBrokenSrc(src)}
        />
      ) : (
        <PersonIcon label="No profile photo" className={styles.image} />
      )}
      <div className={styles.controls}>
        <input
          id={id}
          type="file"
          accept={PROFILE_PHOTO_TYPES.join(',')}
          className={styles.fileInput}
          disabled={uploading}
          aria-describedby={problem ? `${id}-hint ${id}-error` : `${id}-hint`}
          aria-invalid={Boolean(problem)}
          onChange={onChange}
        />
        <label htmlFor={id} className={styles.choose}>
          Change photo
        </label>
        <p id={`${id}-hint`} className={hintClass}>
          {photoHint}
        </p>
        {problem && (
          <p id={`${id}-error`} role="alert" className={errorClass}>
            {problem}
          </p>
        )}
        {uploading && (
          <p role="status" className={hintClass}>
            Uploading your photo…
          </p>
        )}
      </div>
    </div>
  )
}
