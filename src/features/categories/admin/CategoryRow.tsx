import { useState } from 'react'
import { CATEGORY_TITLE_MAX_LENGTH, CategoryBody, usageText, usageTotal, type CategoryList, type CategoryValue } from '../../../../contract/categories.ts'
import { Button } from '../../../ui/Button.tsx'
import { TitleForm } from '../../../ui/TitleForm.tsx'
import { ConfirmDelete, listStyles } from '../../admin-kit/index.ts'
import { useDeleteCategory, useUpdateCategory } from '../api/admin-categories.ts'
import * as styles from './Categories.css.ts'
import { MergeDialog } from './MergeDialog.tsx'

interface CategoryRowProps {
  list: CategoryList
  noun: string
  value: CategoryValue
  /** The values it may be merged into. */
  others: readonly CategoryValue[]
  /** Moves it one place up or down; undefined at that end of the list. */
  moveUp?: () => void
  moveDown?: () => void
  moving: boolean
  onError: (err: unknown) => void
}

/** One value: its title (renamed in place), slug, what uses it, its place, and retire, merge and delete. */
export function CategoryRow({ list, noun, value, others, moveUp, moveDown, moving, onError }: CategoryRowProps) {
  const [renaming, setRenaming] = useState(false)
  const update = useUpdateCategory(list)
  const remove = useDeleteCategory(list)
  if (renaming) {
    return (
      <li className={listStyles.valueRow}>
        <TitleForm
          label={`New title for ${value.title}`}
          initial={value.title}
          submit="Save"
          schema={CategoryBody}
          maxLength={CATEGORY_TITLE_MAX_LENGTH}
          save={({ title }) => update.mutateAsync({ id: value.id, patch: { title } })}
          onDone={() => setRenaming(false)}
          onCancel={() => setRenaming(false)}
          className={styles.form}
          fieldClassName={styles.grow}
        />
      </li>
    )
  }
  const retire = () => update.mutateAsync({ id: value.id, patch: { retired: !value.retired } }).catch(onError)
  const used = usageTotal(value.usage)
  return (
    <li className={listStyles.valueRow}>
      <p className={styles.name}>
        <span className={styles.title}>{value.title}</span>
        <span className={styles.byline}>
          {value.slug} · {used === 0 ? 'Not used' : `Used by ${usageText(value.usage)}`}
          {value.mergedInto && ` · Merged into ${value.mergedInto.title}`}
        </span>
      </p>
      {value.retired && (
        <span className={listStyles.status} data-status="retired">
          Retired
        </span>
      )}
      <Button variant="outline" size="sm" disabled={!moveUp || moving} onClick={moveUp} aria-label={`Move up: ${value.title}`}>
        Up
      </Button>
      <Button variant="outline" size="sm" disabled={!moveDown || moving} onClick={moveDown} aria-label={`Move down: ${value.title}`}>
        Down
      </Button>
      <Button variant="outline" size="sm" onClick={() => setRenaming(true)} aria-label={`Rename ${value.title}`}>
        Rename
      </Button>
      {!value.fixed && (
        <>
          {!value.mergedInto && others.length > 0 && <MergeDialog list={list} noun={noun} value={value} others={others} />}
          <Button variant="ghost" size="sm" disabled={update.isPending} onClick={() => void retire()} aria-label={`${value.retired ? 'Restore' : 'Retire'} ${value.title}`}>
            {value.retired ? 'Restore' : 'Retire'}
          </Button>
          <ConfirmDelete
            name={value.title}
            question={`Delete ${value.title}?`}
            consequence={used === 0 ? `${value.title} leaves the list of ${noun} choices.` : `${value.title} is used by ${usageText(value.usage)}, so the server will refuse: merge or retire it instead.`}
            remove={() => remove.mutateAsync(value.id)}
            pending={remove.isPending}
            done="Deleted."
          />
        </>
      )}
    </li>
  )
}
