// What other areas may use of events: how an event's time reads (the dashboard's saved events).
export { eventWhen } from './format.ts'
