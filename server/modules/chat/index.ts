// The chat area's one door: the rest of the server reaches the area only through what this file exports.
export { chatModule } from './module.ts'
export { awaitsFirstAnswer } from './repository.ts'
