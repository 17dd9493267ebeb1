// Every date is shown in Indian English (en-IN); one formatter each, since building an Intl formatter is costly.
const date = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' })
const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' })

/** '5 Mar 2025' */
export const formatDate = (iso: string) => date.format(new Date(iso))

/** '5 Mar 2025, 3:30 pm' */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso))
