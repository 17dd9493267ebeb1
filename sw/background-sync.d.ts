/// <reference path="../src/lib/background-sync.d.ts" />

// The worker's `sync` event, which TypeScript's WebWorker library leaves out.
interface ServiceWorkerGlobalScopeEventMap {
  sync: SyncEvent
}
