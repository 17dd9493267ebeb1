export interface ScheduledJobsTable {
  name: string
  last_run_at: Date
}

/** The periodic jobs' table. */
export interface JobsTables {
  scheduled_jobs: ScheduledJobsTable
}
