import { useQuery } from '@tanstack/react-query'
import { getBlob } from '../../../lib/api.ts'
import { accountKeys } from './account-keys.ts'

// Apart from account-queries.ts: the header's avatar reads it on every signed-in page, and must not bring the
// account schemas with it.

/**
 * A private file (the profile photo) as an object URL. It needs the bearer header, so it is fetched as a blob.
 * Null while loading, on failure or with no file, so the caller shows its default icon. The URL lives as long
 * as the page: a user changes their photo a handful of times, and revoking one an avatar still shows would
 * break it.
 */
export function usePrivateImage(filename: string | null | undefined) {
  const { data } = useQuery({
    queryKey: accountKeys.privateFile(filename),
    queryFn: async ({ signal }) => URL.createObjectURL(await getBlob(`serve-private-file/${encodeURIComponent(filename!)}`, { signal })),
    enabled: Boolean(filename),
    staleTime: Infinity,
    retry: false,
  })
  return filename ? (data ?? null) : null
}
