import type { FlaggedItem, ModerationAction, SilencedMember } from '../../../../contract/admin-community.ts'

// What Community Moderation's tests answer with, in the contract's shapes.

export const idOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

export const staff = { id: idOf(1), email: 'meera@example.org', name: 'Meera Staff', role: 'admin' as const }

export const author: FlaggedItem['author'] = { id: idOf(100), name: 'Ravi Kumar', email: 'ravi@example.org', silencedUntil: null }

export const flaggedPost = (changes: Partial<FlaggedItem> = {}): FlaggedItem => ({
  type: 'post',
  id: idOf(10),
  postId: idOf(10),
  postTitle: 'Cheap journal acceptance',
  demo: false,
  text: 'Guaranteed acceptance in 3 days.\nWrite to me.',
  createdAt: '2030-01-02T10:00:00.000Z',
  author,
  hiddenAt: '2030-01-05T09:00:00.000Z',
  flags: { spam: 3, 'off-topic': 0, inappropriate: 1 },
  lastFlaggedAt: '2030-01-05T09:00:00.000Z',
  ...changes,
})

export const flaggedComment = (changes: Partial<FlaggedItem> = {}): FlaggedItem => ({
  type: 'comment',
  id: idOf(20),
  postId: idOf(11),
  postTitle: 'Sample size for a pilot study',
  demo: false,
  text: '<b>Nonsense</b> & more\n\nsecond paragraph',
  createdAt: '2030-01-03T08:00:00.000Z',
  author: { id: idOf(101), name: 'Asha Rao', email: 'asha@example.org', silencedUntil: '2030-02-01T00:00:00.000Z' },
  hiddenAt: null,
  flags: { spam: 0, 'off-topic': 1, inappropriate: 0 },
  lastFlaggedAt: '2030-01-04T12:00:00.000Z',
  ...changes,
})

export const silenced = (n: number, changes: Partial<SilencedMember> = {}): SilencedMember => ({
  id: idOf(n),
  name: `Member ${n}`,
  email: `member${n}@example.org`,
  silencedUntil: '2030-03-01T10:00:00.000Z',
  reason: 'Posted advertising three times',
  ...changes,
})

export const action = (id: number, changes: Partial<ModerationAction> = {}): ModerationAction => ({
  id,
  actorName: 'Meera Staff',
  action: 'delete',
  targetType: 'comment',
  targetId: idOf(20),
  authorName: 'Asha Rao',
  summary: 'Nonsense & more',
  reason: 'spam',
  createdAt: '2030-01-06T09:00:00.000Z',
  ...changes,
})
