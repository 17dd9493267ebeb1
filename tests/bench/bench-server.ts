// The real server (server/main.ts, configured by the environment the parent passes) with the bench's event-loop
// monitor, and, when the parent asks for it, a record of the statements each request sends.
import './loop-monitor.ts'
import { captureStatements } from './statement-capture.ts'

if (process.env.BENCH_CAPTURE_STATEMENTS === 'true') captureStatements()

await import('../../server/main.ts')
