// Preloaded into a process the bench runs (`node --import ./tests/bench/peak-memory.mjs ...`): samples its
// memory and, as it exits, writes the peaks as JSON to the file named by BENCH_MEMORY_OUT. Plain JavaScript,
// since it loads before any TypeScript loader.
import { writeFileSync } from 'node:fs'

let peakHeap = 0
const sample = () => {
  peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed)
}
setInterval(sample, 20).unref()
process.on('exit', () => {
  sample()
  const out = process.env.BENCH_MEMORY_OUT
  // maxRSS (kilobytes) is the kernel's own high-water mark of the whole process, every thread included.
  if (out) writeFileSync(out, JSON.stringify({ peakRssMb: (process.resourceUsage().maxRSS * 1024) / 1e6, peakHeapMb: peakHeap / 1e6 }))
})
