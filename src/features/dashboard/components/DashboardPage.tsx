import { formatMinorUnits } from '../../../../contract/money.ts'
import type { Dashboard } from '../../../../contract/dashboard.ts'
import { usePageMeta } from '../../../lib/page-meta.ts'
import { changeWords, directionOf, formatCount } from '../../../lib/figures.ts'
import { DailyChart } from '../../../ui/DailyChart.tsx'
import { FigureCard, FigureCards } from '../../../ui/FigureCard.tsx'
import { QueryState } from '../../../ui/QueryState.tsx'
import { Skeleton } from '../../../ui/Skeleton.tsx'
import { SectionLinks } from '../../admin-kit/index.ts'
import { useDashboard } from '../api/dashboard.ts'
import { useDashboardLive } from '../use-dashboard-live.ts'
import * as styles from './Dashboard.css.ts'
import { NeedsAttention } from './NeedsAttention.tsx'

const time = new Intl.DateTimeFormat('en-IN', { hour: '2-digit', minute: '2-digit', second: '2-digit' })

/** The figure cards the staff member's permissions open, in a fixed order; none when they open none. */
function Figures({ dashboard: d }: { dashboard: Dashboard }) {
  const cards = [
    d.members && (
      <FigureCard key="members" label="Members" value={formatCount(d.members.total)} direction={directionOf(d.members.joined)} change={`${formatCount(d.members.joined.current)} new this week, ${changeWords(d.members.joined)} the week before`} />
    ),
    d.payments && (
      <FigureCard
        key="plans"
        label="Active paid plans"
        value={formatCount(d.payments.activePaidPlans)}
        direction={directionOf(d.payments.bought)}
        change={`${formatCount(d.payments.bought.current)} bought this week, ${changeWords(d.payments.bought)} the week before; ${formatCount(d.payments.activeGrantedPlans)} more granted by staff`}
      />
    ),
    ...(d.payments
      ? (d.payments.revenue.length ? d.payments.revenue : [{ currency: 'INR', current: 0, previous: 0 }]).map((r) => {
          const money = (n: number) => formatMinorUnits(n, r.currency)
          return <FigureCard key={`revenue-${r.currency}`} label={`Revenue this month (${r.currency})`} value={money(r.current)} direction={directionOf(r)} change={`${changeWords(r, money)} last month by this day`} />
        })
      : []),
    d.community && (
      <FigureCard key="posts" label="Posts this week" value={formatCount(d.community.posts.current)} direction={directionOf(d.community.posts)} change={`${changeWords(d.community.posts)} the week before`} />
    ),
    d.community && (
      <FigureCard key="comments" label="Comments this week" value={formatCount(d.community.comments.current)} direction={directionOf(d.community.comments)} change={`${changeWords(d.community.comments)} the week before`} />
    ),
  ].filter(Boolean)
  if (!cards.length) return null
  return (
    <section className={styles.block} aria-labelledby="dashboard-figures">
      <h2 id="dashboard-figures" className={styles.blockTitle}>
        Figures
      </h2>
      <FigureCards>{cards}</FigureCards>
    </section>
  )
}

function Charts({ dashboard: d }: { dashboard: Dashboard }) {
  if (!d.members && !d.payments) return null
  return (
    <section className={styles.block} aria-labelledby="dashboard-charts">
      <h2 id="dashboard-charts" className={styles.blockTitle}>
        The last 30 days
      </h2>
      <div className={styles.charts}>
        {d.members && <DailyChart title="Sign-ups per day" days={d.members.signUps} series={[{ key: 'count', noun: { one: 'sign-up', many: 'sign-ups' } }]} />}
        {d.payments && <DailyChart title="Purchases per day" days={d.payments.purchases} series={[{ key: 'count', noun: { one: 'purchase', many: 'purchases' } }]} />}
      </div>
    </section>
  )
}

/**
 * The admin area's first page: figures counted from the records, charts of the last 30 days and what waits for staff,
 * as far as the person's permissions open them, kept up to date while it is open; then the sections they may open.
 */
export function DashboardPage() {
  usePageMeta('Admin dashboard')
  useDashboardLive()
  const query = useDashboard()
  return (
    <section className={styles.page} aria-labelledby="admin-home-title">
      <h1 id="admin-home-title" className={styles.title}>
        Dashboard
      </h1>
      <QueryState query={query} loadingLabel="Loading the figures" pending={<Skeleton className={styles.pending} />} errorTitle="We could not load the figures.">
        {(dashboard) => (
          <>
            <p className={styles.muted}>Counted at {time.format(new Date(dashboard.countedAt))}; this page updates by itself.</p>
            <Figures dashboard={dashboard} />
            <Charts dashboard={dashboard} />
            <NeedsAttention dashboard={dashboard} />
          </>
        )}
      </QueryState>
      <SectionLinks />
    </section>
  )
}
