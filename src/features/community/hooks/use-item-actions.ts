import { communityMessages, type FlagReason } from '../../../../contract/community.ts'
import { useToast } from '../../../ui/toast-store.ts'
import { useDeleteComment, useDeletePost, useFlag } from '../api/community-mutations.ts'
import { useCommunityActions } from './community-actions.tsx'

/**
 * Deleting and flagging posts, comments and replies from their menus: for whoever may (see `asMember`), the server's
 * word in a toast afterwards, its refusal in the error alert.
 */
export function useItemActions() {
  const { asMember, onError } = useCommunityActions()
  const { toast } = useToast()
  const deletePost = useDeletePost()
  const deleteComment = useDeleteComment()
  const flag = useFlag()
  const done = (fallback: string) => (answer: { message?: string }) => toast({ tone: 'success', title: answer.message ?? fallback })

  return {
    deletePost: (postId: string) =>
      asMember(() => deletePost.mutate(postId, { onSuccess: done(communityMessages.postDeleted), onError }), { signInOnly: true }),
    deleteComment: (postId: string, commentId: string) =>
      asMember(() => deleteComment.mutate({ postId, commentId }, { onSuccess: done(communityMessages.commentDeleted), onError }), { signInOnly: true }),
    flag: (reason: FlagReason, postId: string, commentId?: string) =>
      asMember(() => flag.mutate({ postId, commentId, reason }, { onSuccess: done(communityMessages.flagged), onError })),
  }
}
