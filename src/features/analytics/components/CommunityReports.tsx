import { directionOf } from '../../../lib/figures.ts'
import { DailyChart } from '../../../ui/DailyChart.tsx'
import { FigureCard, FigureCards } from '../../../ui/FigureCard.tsx'
import { useChatReport, useCommunityReport } from '../api/analytics.ts'
import { listLinks } from '../links.ts'
import { daysIn, type DayRange } from '../range.ts'
import { changeText, formatMinutes, periodBefore } from '../texts.ts'
import { Figure, Report } from './parts.tsx'

/** The median wait for an expert's first answer; with no answered conversation on one side there is nothing to compare. */
function FirstAnswer({ median: { current, previous }, days }: { median: { current: number | null; previous: number | null }; days: number }) {
  const compared = current !== null && previous !== null ? { current, previous } : undefined
  return (
    <FigureCard
      label="Median wait for a first answer"
      value={current === null ? 'No answers' : formatMinutes(current)}
      direction={compared ? directionOf(compared) : 'same'}
      change={compared ? changeText(compared, days, formatMinutes) : previous === null ? `none answered in ${periodBefore(days)}` : `${formatMinutes(previous)} in ${periodBefore(days)}`}
      lowerIsBetter
    />
  )
}

/** What members did in the research community, and the conversations with experts. */
export function CommunityReports({ range }: { range: DayRange }) {
  const days = daysIn(range)
  return (
    <>
      <Report report="community" range={range} query={useCommunityReport(range)}>
        {(d) => (
          <>
            <FigureCards>
              <Figure label="Posts" figure={d.posts} days={days} />
              <Figure label="Comments" figure={d.comments} days={days} />
              <Figure label="Likes" figure={d.likes} days={days} />
              <Figure label="Active members" figure={d.activeMembers} days={days} />
            </FigureCards>
            <DailyChart
              title="Posts and comments per day"
              days={d.daily}
              series={[
                { key: 'posts', noun: { one: 'post', many: 'posts' } },
                { key: 'comments', noun: { one: 'comment', many: 'comments' } },
              ]}
            />
          </>
        )}
      </Report>
      <Report report="chat" range={range} query={useChatReport(range)}>
        {(d) => (
          <>
            <FigureCards>
              <Figure label="Conversations" figure={d.conversations} days={days} link={{ to: listLinks.chats(), hint: 'open Chat Management' }} />
              <Figure label="Answered by an expert" figure={d.answered} days={days} />
              <FirstAnswer median={d.medianFirstAnswerMinutes} days={days} />
            </FigureCards>
            <DailyChart title="Conversations started per day" days={d.daily} series={[{ key: 'value', noun: { one: 'conversation', many: 'conversations' } }]} />
          </>
        )}
      </Report>
    </>
  )
}
