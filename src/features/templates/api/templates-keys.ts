/** Both under 'templates', which the query cache keeps on the device: the tree and which files are kept offline. */
export const templateKeys = {
  files: ['templates', 'files'] as const,
  kept: ['templates', 'kept'] as const,
}
