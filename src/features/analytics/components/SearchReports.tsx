import { searchAreas, type SearchArea } from '../../../../contract/analytics.ts'
import { formatCount } from '../../../lib/figures.ts'
import { FigureCards } from '../../../ui/FigureCard.tsx'
import { useSearchesReport } from '../api/analytics.ts'
import { daysIn, type DayRange } from '../range.ts'
import { areaLabels } from '../texts.ts'
import * as styles from './Analytics.css.ts'
import { EmptyTable, Figure, Report } from './parts.tsx'

interface SearchRow {
  area: SearchArea
  words: string
  searches: number
  empty: number
}

/** Searched words by directory, each directory a group of rows under its name. */
function SearchTable({ caption, rows, showEmpty, none }: { caption: string; rows: readonly SearchRow[]; showEmpty: boolean; none: string }) {
  if (!rows.length) return <EmptyTable caption={caption}>{none}</EmptyTable>
  return (
    <table className={styles.table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Words</th>
          <th scope="col">Searches</th>
          {showEmpty && <th scope="col">Found nothing</th>}
        </tr>
      </thead>
      {searchAreas
        .filter((area) => rows.some((row) => row.area === area))
        .map((area) => (
          <tbody key={area}>
            <tr>
              <th scope="rowgroup" colSpan={showEmpty ? 3 : 2}>
                {areaLabels[area]}
              </th>
            </tr>
            {rows
              .filter((row) => row.area === area)
              .map((row) => (
                <tr key={row.words}>
                  <th scope="row">{row.words || '(no words)'}</th>
                  <td>{formatCount(row.searches)}</td>
                  {showEmpty && <td>{formatCount(row.empty)}</td>}
                </tr>
              ))}
          </tbody>
        ))}
    </table>
  )
}

/** What people searched the directories for, and what they searched for most that found nothing. */
export function SearchReports({ range }: { range: DayRange }) {
  const days = daysIn(range)
  return (
    <Report report="searches" range={range} query={useSearchesReport(range)}>
      {(d) => (
        <>
          <FigureCards>
            <Figure label="Searches" figure={d.searches} days={days} />
            <Figure label="Searches that found nothing" figure={d.empty} days={days} lowerIsBetter />
          </FigureCards>
          <div className={styles.columns}>
            <SearchTable caption="Most searched" rows={d.top} showEmpty none="No searches in these dates yet." />
            <SearchTable caption="Searches with no results" rows={d.noResults} showEmpty={false} none="Every search in these dates found something." />
          </div>
        </>
      )}
    </Report>
  )
}
