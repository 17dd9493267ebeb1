import { ReplyBody, REPLY_MAX_LENGTH, type AdminQuery } from '../../../../contract/admin-enquiries.ts'
import { ApiError } from '../../../lib/api.ts'
import { formatDateTime } from '../../../lib/dates.ts'
import { Button } from '../../../ui/Button.tsx'
import { useToast } from '../../../ui/toast-store.ts'
import { AdminItemCard, listStyles, useCanChange } from '../../admin-kit/index.ts'
import { adminQueries, useSendReply } from '../api/admin-enquiries.ts'
import { StaffTexts } from './StaffTexts.tsx'
import { TextDialog } from './TextDialog.tsx'

/** One contact message as it was written, staff's replies under it, and Reply and Mark answered. */
export function QueryCard({ item: query }: { item: AdminQuery }) {
  const canChange = useCanChange('queries')
  const update = adminQueries.useUpdate(query.id)
  const reply = useSendReply()
  const { toast } = useToast()
  const answered = query.answeredAt !== null

  const mark = async () => {
    try {
      const answer = await update.mutateAsync({ answered: !answered })
      toast({ tone: 'success', title: answer.message ?? 'Saved.' })
    } catch (err) {
      if (!(err instanceof ApiError)) throw err
      toast({ tone: 'error', title: err.message })
    }
  }

  return (
    <AdminItemCard
      id={`admin-query-${query.id}`}
      status={answered ? { value: 'answered', label: 'Answered' } : { value: 'new', label: 'Open' }}
      title={query.name}
      subtitle={query.email}
      body={
        <>
          <div className={listStyles.textBlock}>
            <p className={listStyles.writtenText}>{query.message}</p>
          </div>
          <StaffTexts label={`Replies to ${query.name}`} items={query.replies} />
        </>
      }
      facts={[
        ['Received', formatDateTime(query.createdAt)],
        ...(query.answeredAt ? ([['Answered', formatDateTime(query.answeredAt)]] as const) : []),
      ]}
      actions={
        canChange && (
          <>
            <TextDialog
              action="Reply"
              name={query.name}
              title={`Reply to ${query.name}`}
              description={`Mailed to ${query.email} with their message quoted, and kept here under your name. At most ${REPLY_MAX_LENGTH.toLocaleString('en-IN')} characters.`}
              label="Reply"
              schema={ReplyBody}
              send={(text) => reply.mutateAsync({ id: query.id, body: { text } })}
              sending="Sending…"
            />
            <Button variant="ghost" size="sm" disabled={update.isPending} onClick={() => void mark()} aria-label={`${answered ? 'Mark open' : 'Mark answered'}: ${query.name}`}>
              {answered ? 'Mark open' : 'Mark answered'}
            </Button>
          </>
        )
      }
    />
  )
}
