import { useQuery } from '@tanstack/react-query'
import type { SavedKind } from '../../../../contract/saved-items.ts'
import { useAuth } from '../../../lib/auth.ts'
import { useLoginPrompt } from '../../../ui/use-login-prompt.ts'
import { Button } from '../../../ui/Button.tsx'
import { useToast } from '../../../ui/toast-store.ts'
import { useRemoveItem, useSaveItem } from '../api/saved-items-mutations.ts'
import { savedItemsQuery } from '../api/saved-items-queries.ts'

export interface SaveButtonProps {
  kind: SavedKind
  /** The item's public id: a vacancy's, event's or journal's slug; an expert's, post's or template's id. */
  id: string
  /** The item's title: the button is 'Save <title>' to a screen reader, pressed while saved. */
  title: string
  /** Runs once the item is saved: a card keeps what it shows for reading offline. */
  onSaved?: () => void
  variant?: 'outline' | 'ghost'
  className?: string
}

/**
 * 'Save' on a card or page: keeps the item among the member's saved items (the dashboard's 'Saved' tab), or takes it
 * out again. A visitor is sent to sign in and comes back here.
 */
export function SaveButton({ kind, id, title, onSaved, variant = 'outline', className }: SaveButtonProps) {
  const { token } = useAuth()
  const saved = useQuery({ ...savedItemsQuery(), enabled: Boolean(token) })
  const save = useSaveItem()
  const remove = useRemoveItem()
  const loginPrompt = useLoginPrompt()
  const { toast } = useToast()
  const isSaved = Boolean(token && saved.data?.items.some((item) => item.kind === kind && item.id === id))
  const failed = (err: Error) => toast({ tone: 'error', title: err.message })

  const toggle = () => {
    if (!token) return loginPrompt('Sign in to save it and find it again on your dashboard.')
    if (isSaved) remove.mutate({ kind, id }, { onError: failed })
    else save.mutate({ kind, id }, { onSuccess: onSaved, onError: failed })
  }

  return (
    <Button variant={variant} size="sm" aria-pressed={isSaved} aria-label={`Save ${title}`} disabled={save.isPending || remove.isPending} onClick={toggle} className={className}>
      {isSaved ? 'Saved' : 'Save'}
    </Button>
  )
}
