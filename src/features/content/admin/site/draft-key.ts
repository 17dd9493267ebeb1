let last = 0

/** A key for a row added in the browser, before the server has given it an id: stable while the list is reordered. */
export const draftKey = () => `draft-${++last}`
