// The statuses of an enquiry and of a contact message, apart from their schemas: the admin routes' URL filters
// read them, and every route's definition is in the first screen's script.

export const enquiryStatuses = ['new', 'in-progress', 'quoted', 'closed'] as const
export type EnquiryStatus = (typeof enquiryStatuses)[number]

export const queryStatuses = ['open', 'answered'] as const
export type QueryStatus = (typeof queryStatuses)[number]
