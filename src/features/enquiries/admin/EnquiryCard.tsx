import { enquiryStatuses, enquiryStatusTitles, NoteBody, NOTE_MAX_LENGTH, type AdminEnquiry, type EnquiryStatus } from '../../../../contract/admin-enquiries.ts'
import { ApiError } from '../../../lib/api.ts'
import { formatDateTime } from '../../../lib/dates.ts'
import { SelectField } from '../../../ui/form/SelectField.tsx'
import { useToast } from '../../../ui/toast-store.ts'
import { AdminItemCard, useCanChange } from '../../admin-kit/index.ts'
import { adminEnquiries, useAddNote } from '../api/admin-enquiries.ts'
import { StaffTexts } from './StaffTexts.tsx'
import { TextDialog } from './TextDialog.tsx'

const statusOptions = enquiryStatuses.map((status) => ({ value: status, label: enquiryStatusTitles[status] }))

/** One enquiry: who asked for what and how to reach them, its status (changed in place) and staff's notes. */
export function EnquiryCard({ item: enquiry }: { item: AdminEnquiry }) {
  const canChange = useCanChange('enquiries')
  const update = adminEnquiries.useUpdate(enquiry.id)
  const addNote = useAddNote()
  const { toast } = useToast()

  const changeStatus = async (status: EnquiryStatus) => {
    try {
      const reply = await update.mutateAsync({ status })
      toast({ tone: 'success', title: `${enquiry.reference}: ${reply.message ?? 'Status changed.'}` })
    } catch (err) {
      if (!(err instanceof ApiError)) throw err
      toast({ tone: 'error', title: err.message })
    }
  }

  return (
    <AdminItemCard
      id={`admin-enquiry-${enquiry.id}`}
      status={{ value: enquiry.status, label: enquiryStatusTitles[enquiry.status] }}
      title={enquiry.reference}
      subtitle={enquiry.name}
      body={<StaffTexts label={`Notes on ${enquiry.reference}`} items={enquiry.notes} />}
      facts={[
        ['Service', enquiry.service.title],
        ['Email', <a href={`mailto:${enquiry.email}?subject=${encodeURIComponent(`Your enquiry ${enquiry.reference}`)}`}>{enquiry.email}</a>],
        ['Phone', <a href={`tel:${enquiry.phoneE164 ?? enquiry.phone.replace(/[^\d+]/g, '')}`}>{enquiry.phone}</a>],
        ['Received', formatDateTime(enquiry.createdAt)],
      ]}
      actions={
        canChange && (
          <>
            <SelectField
              label={`Status of ${enquiry.reference}`}
              value={enquiry.status}
              options={statusOptions}
              disabled={update.isPending}
              onValueChange={(status) => void changeStatus(status as EnquiryStatus)}
            />
            <TextDialog
              action="Add note"
              name={enquiry.reference}
              title={`Note on ${enquiry.reference}`}
              description={`For staff only: ${enquiry.name} never sees it. At most ${NOTE_MAX_LENGTH.toLocaleString('en-IN')} characters.`}
              label="Note"
              schema={NoteBody}
              send={(text) => addNote.mutateAsync({ id: enquiry.id, body: { text } })}
              sending="Saving…"
            />
          </>
        )
      }
    />
  )
}
