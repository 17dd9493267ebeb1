import { eventList } from './event-requests.ts'
import { expertList } from './expert-requests.ts'
import { feedList } from './community-requests.ts'
import { journalList } from './journal-list.ts'
import type { List } from './lists.ts'
import { paymentList } from './payment-requests.ts'
import { memberList } from './user-requests.ts'
import { vacancyList } from './vacancy-requests.ts'

/** The lists the `lists` step measures, in this order; a new list is one line here. */
export const lists: List[] = [vacancyList, eventList, expertList, feedList, journalList, memberList, paymentList]
