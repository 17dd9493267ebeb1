import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sql } from "kysely";
import { createTestApp } from "../../tests/setup/api-app.ts";
import { unique } from "../seed/factories/unique.ts";
import { embeddedMaintenanceJob } from "./embedded-maintenance.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const stats = async (table: string) =>
  (
    await sql<{ dead: number; vacuumed: Date | null; analysed: Date | null }>`
      SELECT n_dead_tup::int AS dead, last_vacuum AS vacuumed, last_analyze AS analysed
      FROM pg_stat_user_tables WHERE relname = ${table}`.execute(t.db)
  ).rows[0]!;

/** Makes `table` with `rows` rows and deletes `deleted` of them, on one connection whose statistics are then published. */
async function changeTable(table: string, rows: number, deleted: number) {
  await t.db.connection().execute(async (db) => {
    await sql`CREATE TABLE ${sql.table(table)} (id int PRIMARY KEY)`.execute(
      db,
    );
    await sql`INSERT INTO ${sql.table(table)} SELECT generate_series(1, ${rows}::int)`.execute(
      db,
    );
    await sql`DELETE FROM ${sql.table(table)} WHERE id <= ${deleted}::int`.execute(
      db,
    );
    // A backend publishes its row counts at most once a second unless told to at its next statement.
    await sql`SELECT pg_stat_force_next_flush()`.execute(db);
    await sql`SELECT 1`.execute(db);
  });
}

describe("the embedded database’s maintenance", () => {
  it("vacuums and analyses a table with many dead rows, and leaves a table that hardly changed alone", async () => {
    const busy = unique("maintenance_busy");
    const quiet = unique("maintenance_quiet");
    await changeTable(busy, 1000, 600);
    await changeTable(quiet, 10, 0);
    await vi.waitFor(async () => expect((await stats(busy)).dead).toBe(600), {
      timeout: 15_000,
      interval: 50,
    });

    const done = await embeddedMaintenanceJob(t.db).run();

    expect(done.vacuumed).toBeGreaterThanOrEqual(1);
    // Not how many dead rows are left: a test file running beside this one on the same database may hold a snapshot
    // older than the deletes, and VACUUM keeps what any open transaction can still see.
    const after = await stats(busy);
    expect(after.vacuumed).not.toBeNull();
    expect(after.analysed).not.toBeNull();
    expect(await stats(quiet)).toMatchObject({
      vacuumed: null,
      analysed: null,
    });
  });

  it("vacuums a table that only grew, so that its pages are marked all-visible for index-only reads", async () => {
    const grown = unique("maintenance_grown");
    await changeTable(grown, 2000, 0);
    await vi.waitFor(
      async () =>
        expect(
          (
            await sql<{
              n: number;
            }>`SELECT n_ins_since_vacuum::int AS n FROM pg_stat_user_tables WHERE relname = ${grown}`.execute(
              t.db,
            )
          ).rows[0]?.n,
        ).toBe(2000),
      {
        timeout: 15_000,
        interval: 50,
      },
    );

    await embeddedMaintenanceJob(t.db).run();

    expect((await stats(grown)).vacuumed).not.toBeNull();
  });

  it("vacuums a table whose pages are not marked all-visible though its counters say nothing changed, as after a restart", async () => {
    const restarted = unique("maintenance_restarted");
    await changeTable(restarted, 5000, 0);
    await sql`ANALYZE ${sql.table(restarted)}`.execute(t.db);
    await sql`SELECT pg_stat_reset_single_table_counters(${sql.lit(restarted)}::regclass)`.execute(t.db);
    const visibility = async () =>
      (
        await sql<{ pages: number; visible: number }>`SELECT relpages AS pages, relallvisible AS visible FROM pg_class WHERE relname = ${restarted}`.execute(t.db)
      ).rows[0]!;
    expect((await visibility()).visible).toBe(0);
    expect((await stats(restarted)).vacuumed).toBeNull();

    await embeddedMaintenanceJob(t.db).run();

    // Vacuumed, not how many pages it could mark: a test file running beside this one on the same database may hold
    // a snapshot older than the inserts, and VACUUM marks a page all-visible only once every transaction sees it whole.
    expect((await stats(restarted)).vacuumed).not.toBeNull();
    expect((await visibility()).pages).toBeGreaterThan(0);
  });
});
