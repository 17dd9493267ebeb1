import type { JournalMatch, ManuscriptMatchResponse } from '../../../../contract/journals.ts'
import { inlineVars } from '../../../ui/inline-vars.ts'
import { titlesOf } from '../format.ts'
import { JournalCard } from './JournalCard.tsx'
import * as styles from './ManuscriptMatch.css.ts'

function statusText(pending: boolean, result?: ManuscriptMatchResponse['data']) {
  if (pending) return 'Matching journals...'
  if (!result) return ''
  const found = result.matches.length
  if (!found) return 'No journals match your manuscript with these limits.'
  return found === 1 ? '1 journal matches your manuscript.' : `${found} journals match your manuscript.`
}

/** The ranked journals with their scores and reasons; the status line is announced as it changes. */
export function MatchResults({ pending, result }: { pending: boolean; result?: ManuscriptMatchResponse['data'] }) {
  const status = statusText(pending, result)
  const shown = !pending && result && result.matches.length > 0
  return (
    <div className={styles.results}>
      <p role="status" className={styles.status}>
        {status}
      </p>
      {shown && (
        <>
          <h3 className={styles.resultsHeading}>Best matches</h3>
          {result.subjects.length > 0 && <p>Your manuscript reads as: {titlesOf(result.subjects)}.</p>}
          <ol className={styles.ranked}>
            {result.matches.map((match, i) => (
              <li key={match.journal.id}>
                <JournalCard journal={match.journal} headingLevel="h4">
                  <MatchReasons match={match} rank={i + 1} />
                </JournalCard>
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  )
}

function MatchReasons({ match, rank }: { match: JournalMatch; rank: number }) {
  const percent = Math.round(Math.min(Math.max(match.score, 0), 1) * 100)
  return (
    <div className={styles.reasons}>
      <p className={styles.score}>
        <span>
          Match {rank}: {percent}%
        </span>
        <span className={styles.bar} aria-hidden="true">
          <span className={styles.barFill} style={inlineVars({ [styles.scoreWidth]: `${percent}%` })} />
        </span>
      </p>
      <p className={styles.why}>Why it matched</p>
      <dl className={styles.reasonList}>
        <div>
          <dt>Shared terms</dt>
          <dd>{match.sharedTerms.join(', ') || 'None'}</dd>
        </div>
        <div>
          <dt>Matched subjects</dt>
          <dd>{titlesOf(match.matchedSubjects) || 'None'}</dd>
        </div>
      </dl>
    </div>
  )
}
