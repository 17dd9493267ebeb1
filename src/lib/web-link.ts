/** Only web addresses become links; a stored value in any other scheme is not followed. */
export const safeWebLink = (link: string | null) => (link && /^https?:\/\//i.test(link) ? link : null)
