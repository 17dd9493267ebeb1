import type { AdminExpert, ExpertPatch } from '../../../../contract/admin-experts.ts'
import { ApiError } from '../../../lib/api.ts'
import { Button } from '../../../ui/Button.tsx'
import { useToast } from '../../../ui/toast-store.ts'
import { expertCalls } from './expert-calls.ts'

/** An expert card's one-click changes: Verify or Unverify, List or Unlist; each toast says what is now true. */
export function ExpertActions({ item: expert }: { item: AdminExpert }) {
  const update = expertCalls.useUpdate(expert.id)
  const { toast } = useToast()

  const change = async (patch: ExpertPatch, done: string) => {
    try {
      await update.mutateAsync(patch)
      toast({ tone: 'success', title: done })
    } catch (err) {
      if (!(err instanceof ApiError)) throw err
      toast({ tone: 'error', title: err.message })
    }
  }

  return (
    <>
      {/* A made-up person of the demo data is never verified (the server refuses it too). */}
      {!(expert.demo && !expert.verified) && (
        <Button
          variant="outline"
          size="sm"
          disabled={update.isPending}
          aria-label={`${expert.verified ? 'Unverify' : 'Verify'} ${expert.name}`}
          onClick={() => void change({ verified: !expert.verified }, expert.verified ? `${expert.name} is no longer verified.` : `${expert.name} is verified.`)}
        >
          {expert.verified ? 'Unverify' : 'Verify'}
        </Button>
      )}
      <Button
        variant="outline"
        size="sm"
        disabled={update.isPending}
        aria-label={`${expert.listed ? 'Unlist' : 'List'} ${expert.name}`}
        onClick={() => void change({ listed: !expert.listed }, expert.listed ? `${expert.name} left the directory.` : `${expert.name} is listed in the directory.`)}
      >
        {expert.listed ? 'Unlist' : 'List'}
      </Button>
    </>
  )
}
