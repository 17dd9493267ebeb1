import { useEffect, useRef, useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate, useSearch } from '@tanstack/react-router'
import type { JournalImport } from '../../../../contract/admin-journals.ts'
import { formatDateTime } from '../../../lib/dates.ts'
import { usePageMeta } from '../../../lib/page-meta.ts'
import { userKey } from '../../../lib/user-key.ts'
import { Button, ButtonLink } from '../../../ui/Button.tsx'
import { Notice } from '../../../ui/Notice.tsx'
import { TitledSection } from '../../../ui/TitledSection.tsx'
import { formStyles } from '../../admin-kit/index.ts'
import { importRunning, journalImportQuery, journalImportsQuery, useStartImport } from './import-api.ts'
import { ImportResult } from './ImportResult.tsx'
import * as styles from './JournalImport.css.ts'

const statusTitles = { queued: 'Waiting to start', running: 'Running', done: 'Finished', failed: 'Failed' } as const
const count = (n: number) => n.toLocaleString('en-IN')

/** One import's progress (a bar by the share of the file read, and the counts) and, once it ends, its result. */
function ImportProgress({ id, file, onApply, applying }: { id: number; file: File | null; onApply: () => void; applying: boolean }) {
  const { data: item, error } = useQuery(journalImportQuery(id))
  const queryClient = useQueryClient()
  const wasRunning = useRef(false)
  useEffect(() => {
    // An apply that ends changes the catalogue: the admin lists and the finder ask again.
    if (item && importRunning(item)) wasRunning.current = true
    else if (item && wasRunning.current && !item.dryRun) {
      void queryClient.invalidateQueries({ queryKey: userKey('admin', 'journals') })
      void queryClient.invalidateQueries({ queryKey: ['journals'] })
    }
  }, [item, queryClient])
  if (error) return <Notice tone="error" title="We could not load this import.">{error.message}</Notice>
  if (!item) return <p role="status">Loading the import…</p>
  const share = item.status === 'done' ? item.fileBytes : item.bytesRead
  return (
    <TitledSection title={`${item.dryRun ? 'Dry run' : 'Import'} of ${item.fileName}`}>
      <p>
        Started by {item.createdBy}, {formatDateTime(item.createdAt)}. {statusTitles[item.status]}.
      </p>
      <progress className={styles.progress} aria-label={`${item.dryRun ? 'Dry run' : 'Import'} progress`} max={Math.max(item.fileBytes, 1)} value={share} />
      <p role="status" aria-live="polite">
        {count(item.rows)} rows read: {count(item.added)} {item.dryRun ? 'to add' : 'added'}, {count(item.updated)} {item.dryRun ? 'to change' : 'updated'},{' '}
        {count(item.skipped)} skipped.
      </p>
      {item.error && (
        <Notice tone="error" title={item.dryRun ? 'The dry run stopped.' : 'The import stopped.'}>
          {item.error}
        </Notice>
      )}
      {item.dryRun && item.status === 'done' && (
        <div className={styles.row}>
          {file ? (
            <Button onClick={onApply} disabled={applying}>
              {applying ? 'Starting…' : 'Apply this import'}
            </Button>
          ) : (
            <p>To apply it, choose the same file again above and press Apply import.</p>
          )}
        </div>
      )}
      {item.status === 'done' && <ImportResult item={item} />}
    </TitledSection>
  )
}

function ImportHistory({ imports }: { imports: JournalImport[] }) {
  if (!imports.length) return <p>No imports yet.</p>
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">Kind</th>
            <th scope="col">Status</th>
            <th scope="col">Rows</th>
            <th scope="col">Added</th>
            <th scope="col">Updated</th>
            <th scope="col">Skipped</th>
          </tr>
        </thead>
        <tbody>
          {imports.map((item) => (
            <tr key={item.id}>
              <td>
                <Link to="/admin-dashboard/journals/import" search={{ import: item.id }}>
                  {formatDateTime(item.createdAt)}
                </Link>
              </td>
              <td>{item.createdBy}</td>
              <td>{item.dryRun ? 'Dry run' : 'Apply'}</td>
              <td>{statusTitles[item.status]}</td>
              <td>{count(item.rows)}</td>
              <td>{count(item.added)}</td>
              <td>{count(item.updated)}</td>
              <td>{count(item.skipped)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/**
 * The DOAJ import: choose DOAJ's journal CSV, run a dry run that lists what would change, then apply it. Each runs as
 * a job on the server; its id is in the address, so a reload finds its progress again.
 */
export function JournalImportPage() {
  usePageMeta('Import journals from DOAJ')
  const { import: current } = useSearch({ from: '/admin-dashboard/journals/import' })
  const navigate = useNavigate({ from: '/admin-dashboard/journals/import' })
  const [file, setFile] = useState<File | null>(null)
  const [fileError, setFileError] = useState<string>()
  const start = useStartImport()
  const history = useQuery(journalImportsQuery())

  async function run(dryRun: boolean) {
    if (!file) {
      setFileError('Please choose a CSV file.')
      return
    }
    setFileError(undefined)
    try {
      const reply = await start.mutateAsync({ file, dryRun })
      void navigate({ search: { import: reply.data.id } })
    } catch (err) {
      setFileError((err as Error).message)
    }
  }

  return (
    <section className={styles.page} aria-labelledby="journal-import-title">
      <h1 id="journal-import-title" className={formStyles.title}>
        Import journals from DOAJ
      </h1>
      <p>
        Download DOAJ's journal CSV from doaj.org (Public data dump) and choose it here. A dry run shows what would be added and changed, field by field,
        without saving anything. Values staff have edited are kept; the impact factor is never imported.
      </p>
      <div className={styles.row}>
        <div className={styles.fileField}>
          <label htmlFor="doaj-file" className={formStyles.legend}>
            DOAJ journal CSV
          </label>
          <input
            id="doaj-file"
            className={styles.fileInput}
            type="file"
            accept=".csv,text/csv"
            aria-invalid={Boolean(fileError)}
            aria-describedby={fileError ? 'doaj-file-error' : undefined}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          {fileError && (
            <p id="doaj-file-error" role="alert">
              {fileError}
            </p>
          )}
        </div>
        <Button onClick={() => void run(true)} disabled={start.isPending}>
          Dry run
        </Button>
        <Button variant="outline" onClick={() => void run(false)} disabled={start.isPending}>
          Apply import
        </Button>
        <ButtonLink to="/admin-dashboard/$section" params={{ section: 'journals' }} variant="outline">
          Back to the journals
        </ButtonLink>
      </div>
      {current && <ImportProgress key={current} id={current} file={file} applying={start.isPending} onApply={() => void run(false)} />}
      <TitledSection title="Import history">
        {history.data ? <ImportHistory imports={history.data} /> : history.error ? <Notice tone="error" title="We could not load the history." /> : <p>Loading…</p>}
      </TitledSection>
    </section>
  )
}
