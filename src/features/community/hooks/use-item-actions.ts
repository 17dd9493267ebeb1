import { communityMessages, type FlagReason } from '../../../../contract/community.ts'
import { useToast } from '../../../ui/toast-store.ts'
import { useDeleteComment, useDeletePost, useFlag } from '../api/community-mutations.ts'
import { useCommunityActions } from './community-actions.tsx'

/**
 * Deleting and flagging posts, comments and replies from their menus. Deleting answers the server's word for the
 * confirmation to show; flagging is for whoever may (see `asMember`), with the server's word in a toast afterwards
 * and its refusal in the error alert.
 */
export function useItemActions() {
  const { asMember, onError } = useCommunityActions()
  const { toast } = useToast()
  const deletePost = useDeletePost()
  const deleteComment = useDeleteComment()
  const flag = useFlag()

  return {
    deletePost: (postId: string) => deletePost.mutateAsync(postId),
    deleteComment: (postId: string, commentId: string) => deleteComment.mutateAsync({ postId, commentId }),
    deleting: deletePost.isPending || deleteComment.isPending,
    flag: (reason: FlagReason, postId: string, commentId?: string) =>
      asMember(() => flag.mutate({ postId, commentId, reason }, { onSuccess: (answer) => toast({ tone: 'success', title: answer.message ?? communityMessages.flagged }), onError })),
  }
}
