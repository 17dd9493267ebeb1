import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../tests/setup/api-app.ts";
import { LIST_MAX_PAGE } from "../../contract/common.ts";
import { WALK_ROWS, walkRows, walkedPage } from "./walked-page.ts";

// A table of this file's own, longer than a walk may read, where a filter's matches come at the start, spread, at the
// end or nowhere: the page is the same whichever way it was read.
const ROWS = WALK_ROWS.table * 3;
const table = `walked_page_${randomUUID().replaceAll("-", "")}`;

let t: Awaited<ReturnType<typeof createTestApp>>;
let db: Kysely<Record<string, { id: number; at: number; kind: string }>>;
beforeAll(async () => {
  t = await createTestApp();
  db = t.db as unknown as typeof db;
  await sql`CREATE TABLE ${sql.table(table)} (id int PRIMARY KEY, at int NOT NULL, kind text NOT NULL,
    search_vector tsvector GENERATED ALWAYS AS (to_tsvector('simple', kind)) STORED)`.execute(db);
  // `at` repeats, so the id breaks ties; the 'rare' rows are the last five in the order.
  await sql`INSERT INTO ${sql.table(table)} SELECT n, n / 3, CASE WHEN n > ${ROWS - 5} THEN 'rare' WHEN n % 7 = 0 THEN 'seventh' ELSE 'plain' END
    FROM generate_series(1, ${ROWS}) AS n`.execute(db);
  // The walk's bound and the words' frequencies are the planner's statistics.
  await sql`ANALYZE ${sql.table(table)}`.execute(db);
});
afterAll(async () => {
  await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  await t.close();
});

const order = (rows: string) => [sql.ref(`${rows}.at`), sql.ref(`${rows}.id`)];
const candidates = () =>
  db.selectFrom(table).select([`${table}.id`, `${table}.at`] as never[]);

/**
 * A page of the rows of `kind`: the kind tested on each row walked, or asked as a search beside a filter every row
 * passes (tested on the rows walked, and found by another expression when the walk comes back short).
 */
async function page(
  kind: string | null,
  number: number,
  way: "tested" | "searched" = "tested",
  size = 20,
  walked = kind === null ? undefined : sql<boolean>`${sql.ref(`${table}.kind`)} = ${kind}`,
) {
  const filter = walked ? [walked] : [];
  const list =
    way === "tested"
      ? { narrowing: filter, walk: "table" as const }
      : {
          narrowing: [sql<boolean>`${sql.ref(`${table}.at`)} >= 0`],
          search: walked && {
            walked,
            found: sql<boolean>`${sql.ref(`${table}.search_vector`)} @@ ${kind}::tsquery`,
            query: `'${kind}'`,
          },
          walk: "index" as const,
        };
  return walkedPage(
    db,
    { candidates: candidates(), ...list, order, table },
    number,
    size,
    async (rows) =>
      (
        await db
          .selectFrom(rows.as("p"))
          .select("p.id" as never)
          .orderBy(sql.join(order("p")))
          .execute()
      ).map((row) => (row as { id: number }).id),
  );
}

/** The page as one plain ordered statement reads it. */
async function expected(kind: string | null, number: number, size = 20) {
  const ids = Array.from({ length: ROWS }, (_, i) => i + 1).filter(
    (id) => kind === null || kindOf(id) === kind,
  );
  return {
    items: ids.slice((number - 1) * size, number * size),
    hasMore: ids.length > number * size,
  };
}
const kindOf = (id: number) =>
  id > ROWS - 5 ? "rare" : id % 7 === 0 ? "seventh" : "plain";

describe("walkedPage", () => {
  it.each([
    ["no filter, first page", null, 1],
    ["no filter, a later page", null, 40],
    ["a filter most rows match", "plain", 3],
    ["a filter every seventh row matches, a later page", "seventh", 60],
    ["a filter only the last rows in the order match", "rare", 1],
    ["a filter no row matches", "nothing", 1],
    ["a page past the last match", "rare", 2],
  ])("%s", async (_name, kind, number) => {
    expect(await page(kind, number)).toEqual(await expected(kind, number));
    expect(await page(kind, number, "searched")).toEqual(
      await expected(kind, number),
    );
  });

  it.each([
    ["a word the last rows alone hold", "rare", false],
    ["a word no row holds", "nothing", false],
    ["a word every seventh row holds", "seventh", true],
  ])("reads a search for %s by the text index at once only when few rows hold it", async (_name, kind, walked) => {
    // A walk here would keep every row it reads, so the page shows which way it was read.
    const read = await page(kind, 1, "searched", 20, sql<boolean>`true`);
    expect(read.items).toEqual(walked ? (await expected(null, 1)).items : (await expected(kind, 1)).items);
  });

  it("walks a list of 100,000 rows about a third as far as one of a million, and one never analysed as a million", () => {
    expect(walkRows("index", 1_000_000)).toBe(WALK_ROWS.index);
    expect(walkRows("index", 100_000)).toBe(15_811);
    expect(walkRows("table", -1)).toBe(WALK_ROWS.table);
    expect(walkRows("table", 500)).toBe(1_000);
  });

  it("says no page follows the last page a list may be asked for, though more rows match", async () => {
    const last = await page(null, LIST_MAX_PAGE);
    expect(last.items).toEqual((await expected(null, LIST_MAX_PAGE)).items);
    expect(ROWS).toBeGreaterThan(LIST_MAX_PAGE * 20);
    expect(last.hasMore).toBe(false);
  });
});
