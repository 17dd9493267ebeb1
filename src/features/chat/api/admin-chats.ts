import { Conversation } from '../../../../contract/chat.ts'
import { adminCollection } from '../../admin-kit/index.ts'

/**
 * Chat Management's list: every conversation, latest activity first, found by either person's name or email. Apart
 * from the section's declaration because a message sent in any chat refreshes it.
 */
export const adminConversations = adminCollection({ name: 'conversations', path: 'admin/conversations', item: Conversation })
