import * as v from 'valibot'

/** What a backup archive says it holds; the last member of every archive, `manifest.json`. */
export const MANIFEST_NAME = 'manifest.json'
export const ARCHIVE_FORMAT = 'scholar-hub-backup'
export const FORMAT_VERSION = 1

/** Where each part of a site lies inside an archive. */
export const members = {
  embeddedDatabase: 'database/pgdata.tar',
  postgresDatabase: 'database/postgresql.dump',
  files: 'files/',
  privateFiles: 'private-files/',
} as const

const Member = v.object({ name: v.string(), size: v.pipe(v.number(), v.integer(), v.minValue(0)), sha256: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)) })
export type Member = v.InferOutput<typeof Member>

export const Manifest = v.object({
  format: v.literal(ARCHIVE_FORMAT),
  formatVersion: v.literal(FORMAT_VERSION),
  /** The version of Scholar Hub that made it (package.json). */
  appVersion: v.string(),
  createdAt: v.string(),
  database: v.object({
    kind: v.picklist(['embedded', 'postgresql']),
    /** The migrations applied at the instant the database was copied. */
    migrations: v.array(v.string()),
    /** Rows in each public table at that instant: a restore is checked against them. */
    counts: v.record(v.string(), v.number()),
  }),
  files: v.object({ public: v.number(), private: v.number(), bytes: v.number() }),
  /** Every other member, in the archive's order, with its size and SHA-256. */
  members: v.array(Member),
})
export type Manifest = v.InferOutput<typeof Manifest>
