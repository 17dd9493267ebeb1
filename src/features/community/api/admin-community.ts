import { useMutation, useQueryClient } from '@tanstack/react-query'
import { SilenceResponse, type FlaggedItem, type SilenceBody } from '../../../../contract/admin-community.ts'
import { MessageResponse } from '../../../../contract/community.ts'
import { sendJson } from '../../../lib/api.ts'
import { adminCommunityKeys } from './admin-community-keys.ts'
import { communityKeys } from './community-keys.ts'

type Item = Pick<FlaggedItem, 'type' | 'id' | 'postId'>

/**
 * One moderation call. Whatever the answer, the lists are asked for again: a refusal (409 nothing to review, 404 gone)
 * usually means another staff member acted first, and the queue should show that. The community's own feed and
 * comments are marked stale too, so a restored item shows there and a deleted one is gone.
 */
function useModeration<Args, Reply>(send: (args: Args) => Promise<Reply>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: adminCommunityKeys.all }), queryClient.invalidateQueries({ queryKey: communityKeys.all })]),
  })
}

/** Shows a hidden item again (or keeps a shown one) and closes its flags. */
export const useRestoreItem = () => useModeration(({ type, id }: Item) => sendJson(MessageResponse, 'post', `admin/community/${type === 'post' ? 'posts' : 'comments'}/${id}/restore`))

/** Staff delete through the community's own paths, which record it and tell the author why. */
export const useDeleteItem = () =>
  useModeration(({ type, id, postId }: Item) => sendJson(MessageResponse, 'delete', type === 'post' ? `community-posts/${postId}/delete` : `community-posts/${postId}/comments/${id}/delete`))

export const useSilenceMember = (userId: string) => useModeration((body: SilenceBody) => sendJson(SilenceResponse, 'post', `admin/community/members/${userId}/silence`, body))

export const useUnsilenceMember = () => useModeration((userId: string) => sendJson(MessageResponse, 'delete', `admin/community/members/${userId}/silence`))
