export type OptionKind = 'publishers' | 'indexes' | 'subjects'

/**
 * Every key starts with 'journals' so the last lists are kept on the device for offline reading (see
 * lib/query-client.ts). The catalogue is the same for everyone, so none of it is a user key. The list's keys are
 * the directory's (directory.tsx), its filters' choices the same as Journal Management reads them here.
 */
export const journalKeys = {
  options: (kind: OptionKind) => ['journals', kind] as const,
  maxImpactFactor: ['journals', 'max-impact-factor'] as const,
}
