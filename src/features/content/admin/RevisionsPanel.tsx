import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { ContentKind, Revision } from '../../../../contract/admin-content.ts'
import { formatDateTime } from '../../../lib/dates.ts'
import { Button } from '../../../ui/Button.tsx'
import { SelectField } from '../../../ui/form/SelectField.tsx'
import { QueryState } from '../../../ui/QueryState.tsx'
import { Skeleton } from '../../../ui/Skeleton.tsx'
import { TitledSection } from '../../../ui/TitledSection.tsx'
import { useToast } from '../../../ui/toast-store.ts'
import { revisionsQuery, useRestore } from './api/content-admin.ts'
import * as styles from './ContentAdmin.css.ts'

type Change = { value: string; added?: boolean; removed?: boolean }
type Diff = { field: string; parts: Change[] }[]

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value))

/** What changed from one revision to another, field by field, word by word; `diff` loads only when asked. */
async function compare(older: Revision, newer: Revision): Promise<Diff> {
  const { diffWords } = await import('diff')
  const fields = [...new Set([...Object.keys(newer.fields), ...Object.keys(older.fields)])]
  return fields
    .filter((field) => text(older.fields[field]) !== text(newer.fields[field]))
    .map((field) => ({ field, parts: diffWords(text(older.fields[field]), text(newer.fields[field])) }))
}

const label = (r: Revision) => `${formatDateTime(r.publishedAt)} by ${r.publishedBy}`

function Comparison({ revisions }: { revisions: Revision[] }) {
  const [older, setOlder] = useState(String(revisions[1]?.id ?? ''))
  const [newer, setNewer] = useState(String(revisions[0]?.id ?? ''))
  const [diff, setDiff] = useState<Diff | null>(null)
  useEffect(() => {
    const a = revisions.find((r) => String(r.id) === older)
    const b = revisions.find((r) => String(r.id) === newer)
    let current = true
    if (a && b) void compare(a, b).then((found) => current && setDiff(found))
    return () => {
      current = false
    }
  }, [revisions, older, newer])
  if (revisions.length < 2) return <p className={styles.muted}>Publish again to compare two revisions.</p>
  const options = revisions.map((r) => ({ value: String(r.id), label: label(r) }))
  return (
    <div className={styles.page}>
      <SelectField label="Compare" options={options} value={older} onValueChange={setOlder} />
      <SelectField label="With" options={options} value={newer} onValueChange={setNewer} />
      <div aria-live="polite">
        {diff?.length === 0 && <p className={styles.muted}>These two revisions are the same.</p>}
        {diff?.map(({ field, parts }) => (
          <div key={field}>
            <h3>{field}</h3>
            <p className={styles.diff}>
              {parts.map((part, i) =>
                part.added ? <ins key={i}>{part.value}</ins> : part.removed ? <del key={i}>{part.value}</del> : <span key={i}>{part.value}</span>,
              )}
            </p>
          </div>
        ))}
      </div>
    </div>
  )
}

/** Every published version, who and when: compare two, or restore one as the draft. */
export function RevisionsPanel({ kind, slug, canChange }: { kind: ContentKind; slug: string; canChange: boolean }) {
  const query = useQuery(revisionsQuery(kind, slug))
  const restore = useRestore(kind, slug)
  const { toast } = useToast()
  return (
    <TitledSection title="Revisions">
      <QueryState query={query} loadingLabel="Loading the revisions" pending={<Skeleton lines={4} />} errorTitle="We could not load the revisions.">
        {({ revisions }) =>
          revisions.length === 0 ? (
            <p className={styles.muted}>No revisions yet: each publish keeps one.</p>
          ) : (
            <>
              <ul className={styles.list}>
                {revisions.map((r) => (
                  <li key={r.id} className={styles.row}>
                    <span>{label(r)}</span>
                    {canChange && (
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={restore.isPending}
                        aria-label={`Restore the revision of ${label(r)}`}
                        onClick={async () => {
                          const reply = await restore.mutateAsync(r.id)
                          toast({ tone: 'success', title: reply.message ?? 'Revision restored as a draft.' })
                        }}
                      >
                        Restore
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
              <Comparison key={revisions.map((r) => r.id).join()} revisions={revisions} />
            </>
          )
        }
      </QueryState>
    </TitledSection>
  )
}
