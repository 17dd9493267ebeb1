// What other areas may use of the account: the profile photo for the header's avatar, and logging out (the
// admin area's Logout). Kept to what they need, so reaching the account from the header does not bring the
// account screens' schemas along.
export { usePrivateImage } from './api/use-private-image.ts'
export { useLogout } from './api/use-logout.ts'
