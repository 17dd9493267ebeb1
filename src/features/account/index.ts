// What other areas may use of the account: the profile photo for the header's avatar. Kept to what the header
// needs, so reaching the account from there does not bring the account screens' schemas along.
export { usePrivateImage } from './api/use-private-image.ts'
