import { parentPort } from 'node:worker_threads'
import type { Option } from '../../../../contract/journals.ts'
import { createIndexBuilder, transferList, type CatalogueRecord } from './journal-index.ts'
import type { ToWorker } from './index-thread.ts'

// Runs in a worker thread: tokenising and laying out 100,000 journals allocates a lot, and here neither
// that work nor its garbage collection holds up the API's event loop.
let builder: ReturnType<typeof createIndexBuilder> | undefined

parentPort!.on('message', (message: ToWorker) => {
  try {
    if (message.type === 'start') {
      builder = createIndexBuilder({ indexes: message.indexes as Option[] })
      parentPort!.postMessage({ type: 'ack' })
    } else if (message.type === 'chunk') {
      builder!.add(JSON.parse(message.json) as CatalogueRecord[])
      parentPort!.postMessage({ type: 'ack' })
    } else {
      const index = builder!.finish()
      builder = undefined
      parentPort!.postMessage({ type: 'built', index }, transferList(index))
    }
  } catch (err) {
    builder = undefined
    parentPort!.postMessage({ type: 'failed', message: err instanceof Error ? err.stack ?? err.message : String(err) })
  }
})
