import { linkOptions } from '@tanstack/react-router'
import type { DayRange } from './range.ts'

// The lists behind the figures, where staff have one: each number opens the records it counts, as far as the list
// can filter them (the payments list has no dates: it opens the completed payments, newest first).
export const listLinks = {
  signUps: ({ from, to }: DayRange) => linkOptions({ to: '/admin-dashboard/users', search: { joinedFrom: from, joinedTo: to } }),
  payments: ({ from, to }: DayRange) => linkOptions({ to: '/admin-dashboard/plans/payments', search: { status: 'captured', from, to } }),
  chats: () => linkOptions({ to: '/admin-dashboard/chats' }),
}

export type ListLink = ReturnType<(typeof listLinks)[keyof typeof listLinks]>
