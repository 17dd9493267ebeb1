import { FLAG_REASONS } from '../../../../contract/community.ts'
import type { FlaggedItem } from '../../../../contract/admin-community.ts'
import { formatDateTime } from '../../../lib/dates.ts'
import { AdminItemCard, ConfirmDelete, useCanChange } from '../../admin-kit/index.ts'
import { useDeleteItem, useRestoreItem } from '../api/admin-community.ts'
import { ItemText } from './ItemText.tsx'
import { SilenceDialog } from './SilenceDialog.tsx'

/** '2 spam, 1 inappropriate': the reasons members gave, leaving out those none gave. */
export const flagCounts = (flags: FlaggedItem['flags']) =>
  FLAG_REASONS.filter((reason) => flags[reason] > 0)
    .map((reason) => `${flags[reason]} ${reason}`)
    .join(', ') || 'None open'

/** One item of the review queue: what it says, who wrote it, why members flagged it, and what staff can do about it. */
export function FlaggedItemCard({ item }: { item: FlaggedItem }) {
  const canChange = useCanChange('community')
  const restore = useRestoreItem()
  const remove = useDeleteItem()
  const { author } = item
  const post = item.type === 'post'
  // Names the item in the buttons' accessible names and the dialogs: 'post “Ethics approval”'.
  const name = post ? `post “${item.postTitle}”` : `comment by ${author.name} on “${item.postTitle}”`
  const optional = (label: string, value: string | null): [string, string][] => (value ? [[label, formatDateTime(value)]] : [])

  return (
    <AdminItemCard
      id={`admin-flagged-${item.type}-${item.id}`}
      status={item.hiddenAt ? { value: 'hidden', label: 'Hidden' } : { value: 'shown', label: 'Still shown' }}
      title={post ? item.postTitle : `Comment on “${item.postTitle}”`}
      subtitle={`${post ? 'Post' : 'Comment'} by ${author.name}`}
      body={<ItemText text={item.text} label={`the ${name}`} />}
      facts={[
        ['Author', `${author.name} (${author.email})`],
        ...optional('Silenced until', author.silencedUntil),
        ['Written', formatDateTime(item.createdAt)],
        ...optional('Hidden since', item.hiddenAt),
        ['Flags', flagCounts(item.flags)],
        ['Last flagged', formatDateTime(item.lastFlaggedAt)],
        // Staff tell what the demo data made up from what members wrote.
        ...(item.demo ? [['Demo', post ? 'Made up by the demo data' : 'Under a post made up by the demo data'] as [string, string]] : []),
      ]}
      actions={
        canChange && (
          <>
            <ConfirmDelete
              undoable
              name={name}
              verb={{ action: 'Restore', pending: 'Restoring…' }}
              question={`Restore this ${item.type}?`}
              consequence={item.hiddenAt ? `The ${name} is shown again and its flags are closed; ${author.name} is told.` : `The ${name} stays shown and its flags are closed.`}
              remove={() => restore.mutateAsync(item)}
              pending={restore.isPending}
              done="Restored"
            />
            <ConfirmDelete
              name={name}
              question={`Delete this ${item.type}?`}
              consequence={`The ${name} is deleted, ${post ? 'with its comments' : 'with any replies to it'}, and ${author.name} is told it was removed for the reasons members gave.`}
              remove={() => remove.mutateAsync(item)}
              pending={remove.isPending}
              done={post ? 'Post deleted' : 'Comment deleted'}
            />
            <SilenceDialog author={author} />
          </>
        )
      }
    />
  )
}
