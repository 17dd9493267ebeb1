// The Background Sync API (Chromium's), which TypeScript's DOM and WebWorker libraries leave out.
interface SyncManager {
  register(tag: string): Promise<void>
}

interface ServiceWorkerRegistration {
  /** Missing where the browser has no Background Sync. */
  readonly sync?: SyncManager
}

interface SyncEvent extends ExtendableEvent {
  readonly tag: string
  readonly lastChance: boolean
}
