import { journalFieldTitles, type JournalImport } from '../../../../contract/admin-journals.ts'
import { TitledSection } from '../../../ui/TitledSection.tsx'
import * as styles from './JournalImport.css.ts'

const shown = (value: unknown) => (value === null || value === undefined || value === '' ? '(none)' : Array.isArray(value) ? value.join(', ') || '(none)' : typeof value === 'object' ? JSON.stringify(value) : String(value))
const more = (listed: number, total: number) => (total > listed ? <p>… and {(total - listed).toLocaleString('en-IN')} more.</p> : null)

/** What an import did, or as a dry run would do: the bad lines, the journals added, the changes field by field, the values kept, and DOAJ's omissions. */
export function ImportResult({ item }: { item: JournalImport }) {
  const changes = item.changes
  const would = item.dryRun ? 'would be' : 'were'
  return (
    <>
      {item.badRows.length > 0 && (
        <TitledSection title={`Skipped lines (${item.skipped})`}>
          <ul className={styles.list}>
            {item.badRows.map((bad) => (
              <li key={bad.line}>
                Line {bad.line}: {bad.message}
              </li>
            ))}
          </ul>
          {more(item.badRows.length, item.skipped)}
        </TitledSection>
      )}
      {changes && (
        <>
          <TitledSection title={`Journals that ${would} added (${item.added})`}>
            {changes.added.length ? (
              <ul className={styles.list}>
                {changes.added.map((added) => (
                  <li key={added.line}>
                    {added.title} {added.issn && `(${added.issn})`}, line {added.line}
                  </li>
                ))}
              </ul>
            ) : (
              <p>None.</p>
            )}
            {more(changes.added.length, item.added)}
          </TitledSection>
          <TitledSection title={`Journals that ${would} changed (${item.updated})`}>
            {changes.changed.length ? (
              <ul className={styles.list}>
                {changes.changed.map((changed) => (
                  <li key={changed.id}>
                    <strong>{changed.title}</strong>, line {changed.line}
                    <ul>
                      {changed.fields.map((f) => (
                        <li key={f.field}>
                          {journalFieldTitles[f.field]}: {shown(f.before)} → {shown(f.after)}
                        </li>
                      ))}
                      {changed.kept.map((k) => (
                        <li key={k.field}>
                          {journalFieldTitles[k.field]}: kept “{shown(k.value)}”, set by staff (DOAJ says “{shown(k.doaj)}”)
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            ) : (
              <p>None.</p>
            )}
            {changes.keptCount > 0 && <p>{changes.keptCount.toLocaleString('en-IN')} values set by staff are kept.</p>}
          </TitledSection>
          <TitledSection title={`Listed in DOAJ here, but not in this file (${changes.missingCount})`}>
            <p>These journals are left as they are; check them and edit them if DOAJ has dropped them.</p>
            {changes.missing.length > 0 && (
              <ul className={styles.list}>
                {changes.missing.map((m) => (
                  <li key={m.id}>
                    {m.title} {m.issn && `(${m.issn})`}
                  </li>
                ))}
              </ul>
            )}
            {more(changes.missing.length, changes.missingCount)}
          </TitledSection>
        </>
      )}
    </>
  )
}
