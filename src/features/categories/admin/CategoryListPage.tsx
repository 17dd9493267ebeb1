import { useQuery } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { CATEGORY_SLUG_MAX_LENGTH, CATEGORY_TITLE_MAX_LENGTH, CategoryBody, categoryLists, categoryListTitles, type CategoryList, type CategoryValue } from '../../../../contract/categories.ts'
import { ApiError } from '../../../lib/api.ts'
import { usePageMeta } from '../../../lib/page-meta.ts'
import { ButtonLink } from '../../../ui/Button.tsx'
import { QueryState } from '../../../ui/QueryState.tsx'
import { Skeleton } from '../../../ui/Skeleton.tsx'
import { useToast } from '../../../ui/toast-store.ts'
import { TitleForm } from '../../../ui/TitleForm.tsx'
import { listStyles } from '../../admin-kit/index.ts'
import { adminCategoryQuery, useAddCategory, useUpdateCategory } from '../api/admin-categories.ts'
import * as styles from './Categories.css.ts'
import { CategoryRow } from './CategoryRow.tsx'

/** The list an address names; any other address is not found. */
export function checkCategoryList(list: string): CategoryList {
  if (!(categoryLists as readonly string[]).includes(list)) throw notFound()
  return list as CategoryList
}

/** The lists, each at its own address; the writing services are kept with the enquiries that choose them. */
function CategoryTabs({ current }: { current: CategoryList }) {
  return (
    <nav aria-label="Category Management">
      <ul className={listStyles.tabs}>
        {categoryLists.map((list) => (
          <li key={list}>
            <ButtonLink to="/admin-dashboard/categories/$list" params={{ list }} variant={list === current ? 'primary' : 'outline'} size="sm">
              {categoryListTitles[list].title}
            </ButtonLink>
          </li>
        ))}
        <li>
          <ButtonLink to="/admin-dashboard/enquiries/services" variant="outline" size="sm">
            Writing services
          </ButtonLink>
        </li>
      </ul>
    </nav>
  )
}

/** One list members choose from: add, rename, move with buttons, retire and restore, merge and delete. */
export function CategoryListPage({ list }: { list: CategoryList }) {
  usePageMeta('Category Management')
  const { title, noun } = categoryListTitles[list]
  const values = useQuery(adminCategoryQuery(list))
  const add = useAddCategory(list)
  const update = useUpdateCategory(list)
  const { toast } = useToast()
  const failed = (err: unknown) => {
    if (!(err instanceof ApiError)) throw err
    toast({ tone: 'error', title: err.message })
  }
  const move = (value: CategoryValue, position: number) => update.mutateAsync({ id: value.id, patch: { position } }).catch(failed)

  return (
    <section className={listStyles.page} aria-labelledby="admin-categories-title">
      <div className={listStyles.header}>
        <h1 id="admin-categories-title" className={listStyles.title}>
          {title}
        </h1>
        <CategoryTabs current={list} />
      </div>
      <p className={styles.byline}>
        Members and staff choose from these, in this order. A retired {noun} is no longer offered for new records and stays on the records that have it.
        Merging moves every record to another {noun}. A slug never changes, so saved links keep working after a rename.
      </p>
      <TitleForm
        label={`New ${noun}`}
        submit={`Add ${noun}`}
        schema={CategoryBody}
        maxLength={CATEGORY_TITLE_MAX_LENGTH}
        slug={{ maxLength: CATEGORY_SLUG_MAX_LENGTH }}
        save={(body) => add.mutateAsync(body)}
        className={styles.form}
        fieldClassName={styles.grow}
      />
      <QueryState query={values} loadingLabel={`Loading the ${title.toLowerCase()}`} pending={<Skeleton lines={8} />} errorTitle={`We could not load the ${title.toLowerCase()}.`}>
        {(all) => (
          <ul className={styles.values} aria-label={title}>
            {all.map((value, index) => (
              <CategoryRow
                key={value.id}
                list={list}
                noun={noun}
                value={value}
                others={all.filter((other) => other.id !== value.id && !other.retired)}
                moveUp={index > 0 ? () => void move(value, index - 1) : undefined}
                moveDown={index < all.length - 1 ? () => void move(value, index + 1) : undefined}
                moving={update.isPending}
                onError={failed}
              />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  )
}
