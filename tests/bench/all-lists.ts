import type { Directory } from './directories.ts'
import { eventDirectory } from './event-requests.ts'
import { expertDirectory } from './expert-requests.ts'
import { vacancyDirectory } from './vacancy-requests.ts'

/** The filtered directory lists the `directories` step measures, in this order; a new list is one line here. */
export const directories: Directory[] = [vacancyDirectory, eventDirectory, expertDirectory]
