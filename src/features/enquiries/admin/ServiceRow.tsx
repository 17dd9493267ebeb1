import { useState } from 'react'
import { ServiceBody, SERVICE_TITLE_MAX_LENGTH, type AdminWritingService } from '../../../../contract/admin-enquiries.ts'
import { Button } from '../../../ui/Button.tsx'
import { MoveButtons } from '../../../ui/Reorder.tsx'
import { TitleForm } from '../../../ui/TitleForm.tsx'
import { useUpdateService } from '../api/admin-enquiries.ts'
import { listStyles } from '../../admin-kit/index.ts'
import * as styles from './AdminEnquiries.css.ts'

interface ServiceRowProps {
  service: AdminWritingService
  /** Moves it one place up or down; undefined at that end of the list. */
  moveUp?: () => void
  moveDown?: () => void
  moving: boolean
  onError: (err: unknown) => void
}

/**
 * One writing service: its title (renamed in place), how many enquiries chose it, its place and state in the form,
 * and whether its enquiries are thesis help (listed in Thesis Management).
 */
export function ServiceRow({ service, moveUp, moveDown, moving, onError }: ServiceRowProps) {
  const [renaming, setRenaming] = useState(false)
  const update = useUpdateService()
  if (renaming) {
    return (
      <li className={listStyles.valueRow}>
        <TitleForm
          label={`New title for ${service.title}`}
          initial={service.title}
          submit="Save"
          schema={ServiceBody}
          maxLength={SERVICE_TITLE_MAX_LENGTH}
          save={({ title }) => update.mutateAsync({ id: service.id, patch: { title } })}
          onDone={() => setRenaming(false)}
          onCancel={() => setRenaming(false)}
          className={styles.addForm}
          fieldClassName={styles.grow}
        />
      </li>
    )
  }
  const retire = () => update.mutateAsync({ id: service.id, patch: { retired: !service.retired } }).catch(onError)
  const markThesis = () => update.mutateAsync({ id: service.id, patch: { thesisHelp: !service.thesisHelp } }).catch(onError)
  return (
    <li className={listStyles.valueRow}>
      <p className={styles.serviceTitle}>{service.title}</p>
      {service.retired && (
        <span className={listStyles.status} data-status="retired">
          Retired
        </span>
      )}
      {service.thesisHelp && (
        <span className={listStyles.status} data-status="thesis">
          Thesis help
        </span>
      )}
      <span className={styles.byline}>{service.enquiries === 1 ? '1 enquiry' : `${service.enquiries} enquiries`}</span>
      <MoveButtons label={service.title} onUp={moveUp} onDown={moveDown} disabled={moving} />
      <Button variant="outline" size="sm" onClick={() => setRenaming(true)} aria-label={`Rename ${service.title}`}>
        Rename
      </Button>
      <Button variant="outline" size="sm" disabled={update.isPending} onClick={() => void markThesis()} aria-pressed={service.thesisHelp} aria-label={`Thesis help: ${service.title}`}>
        Thesis help
      </Button>
      <Button variant="ghost" size="sm" disabled={update.isPending} onClick={() => void retire()} aria-label={`${service.retired ? 'Restore' : 'Retire'} ${service.title}`}>
        {service.retired ? 'Restore' : 'Retire'}
      </Button>
    </li>
  )
}
