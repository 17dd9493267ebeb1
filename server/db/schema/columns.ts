import type { ColumnType } from 'kysely'

/** Set by the database on insert, never changed after. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>
export type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>
/** A jsonb column: written as a JSON string, read back parsed. */
export type Json<T> = ColumnType<T, string, string>
