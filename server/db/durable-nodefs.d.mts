import { NodeFS } from '@electric-sql/pglite/nodefs'

/** PostgreSQL's start parameters as PGlite sets them, but with fsync on (durable-nodefs.mjs). */
export declare const durableStartParams: string[]

/** Syncs every file and folder under `dir` (what the database holds, once it has started). */
export declare function syncTree(dir: string): void

/** PGlite's Node file system with fsync, syncing the files a checkpoint vouches for before it records itself. */
export declare class DurableNodeFS extends NodeFS {}
