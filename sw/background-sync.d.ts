// The worker's `sync` event, which TypeScript's WebWorker library leaves out (its types: src/lib/background-sync.d.ts).
interface ServiceWorkerGlobalScopeEventMap {
  sync: SyncEvent
}
