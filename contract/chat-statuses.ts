// Chat Management's filter, apart from the chat's schemas: its route's URL filter reads it, and every route's
// definition is in the first screen's script.

/** `waiting`: conversations whose member has written and waits for a first answer. */
export const adminConversationStatuses = ['waiting'] as const
