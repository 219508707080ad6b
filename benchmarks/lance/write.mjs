// Writes the side-by-side datasets with Lance itself (@lancedb/lancedb),
// stable row ids on:
//
//   node write.mjs DIR N [SEED]
//
// DIR/n{N}/a.lance: N rows written in 10 appends (ids 0..N-1, so that the
// stable row id of a row is its id).
// DIR/n{N}/b.lance: a, then 1% of the rows deleted and 1% updated (the
// updated rows move to a new fragment, keeping their row ids).
// DIR/n{N}/c.lance: b, compacted (optimize).
// DIR/n{N}/{a,b,c}.ids: 1000 random row ids live in b that both sides look
// up, in random order, one per line with the row address Lance resolves it
// to in that state.
//
// Schema: id int64, v int64 (what the update changes) and a sparse
// lance.blob.v2 column b (one value every 1024 rows), so that fetchBlobs,
// the read path that maps stable row ids through Lance's row-id index, has a
// blob column to read.
import { cpSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createRequire } from "node:module";

// lancedb loads apache-arrow as CommonJS; the Arrow types built here must come
// from that same copy of the module.
const require = createRequire(import.meta.url);
const arrow = require("apache-arrow");
const { blob, connect } = require("@lancedb/lancedb");

const [dir, nArg, seedArg] = process.argv.slice(2);
if (!dir || !nArg) {
  console.error("usage: node write.mjs DIR N [SEED]");
  process.exit(2);
}
const n = Number(nArg);
if (!Number.isSafeInteger(n) || n < 1000 || n % 10 !== 0) {
  console.error(`N must be a multiple of 10, at least 1000: ${nArg}`);
  process.exit(2);
}
const appends = 10;
const per = n / appends;
const blobEvery = 1024;
// Rows with id % 100 == 0 are deleted, id % 100 == 50 updated.
const deleted = (id) => id % 100 === 0;

const blobField = blob("b");
const schema = new arrow.Schema([
  new arrow.Field("id", new arrow.Int64(), false),
  new arrow.Field("v", new arrow.Int64(), false),
  blobField,
]);

// One append: rows [lo, lo+count) as one record batch. The blob column goes
// through Arrow's builder: lancedb fails to read this schema back from
// batches of more than ~1e5 rows whose blob struct is assembled by hand with
// makeData ("Io error: failed to fill whole buffer").
function batch(lo, count) {
  const ids = new BigInt64Array(count);
  for (let i = 0; i < count; i++) ids[i] = BigInt(lo + i);
  const values = new Array(count).fill(null);
  for (let i = (blobEvery - (lo % blobEvery)) % blobEvery; i < count; i += blobEvery) {
    const b = Buffer.alloc(16);
    b.writeBigInt64LE(BigInt(lo + i), 0);
    values[i] = { data: b, uri: null };
  }
  const blobs = arrow.vectorFromArray(values, blobField.type);
  if (blobs.data.length !== 1) throw new Error(`blob column of ${blobs.data.length} chunks`);
  const b = blobs.data[0];
  const cols = arrow.makeData({
    type: new arrow.Struct(schema.fields),
    length: count,
    children: [
      arrow.makeData({ type: new arrow.Int64(), length: count, data: ids }),
      arrow.makeData({ type: new arrow.Int64(), length: count, data: ids.slice() }),
      b,
    ],
  });
  return new arrow.Table(schema, new arrow.RecordBatch(schema, cols));
}

// A small deterministic generator (xorshift64*), so that a seed gives the
// same id list.
function rng(seed) {
  let s = BigInt(seed) | 1n;
  const mask = (1n << 64n) - 1n;
  return () => {
    s ^= s >> 12n;
    s ^= (s << 25n) & mask;
    s ^= s >> 27n;
    return Number(((s * 2685821657736338717n) & mask) >> 11n) / 2 ** 53;
  };
}

// The ids both sides look up: live in b, random, in random order.
const rand = rng(seedArg ?? 1);
const picked = new Set();
while (picked.size < 1000) {
  const id = Math.floor(rand() * n);
  if (!deleted(id)) picked.add(id);
}
const ids = [...picked];

const out = join(dir, `n${n}`);
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const db = await connect(out);
const t0 = Date.now();
const tbl = await db.createTable("b", batch(0, per), {
  mode: "create",
  storageOptions: { new_table_enable_stable_row_ids: "true" },
});
for (let a = 1; a < appends; a++) await tbl.add(batch(a * per, per));
cpSync(join(out, "b.lance"), join(out, "a.lance"), { recursive: true });
await tbl.delete("id % 100 = 0");
await tbl.update({ where: "id % 100 = 50", valuesSql: { v: "v + 1" } });
const wrote = Date.now() - t0;

// Row id == id: check it through Lance on the lookup ids, and write the ids
// with the row addresses Lance gives them, which our side checks.
async function check(t, name) {
  const rows = await t.takeRowIds(ids).withRowId().select(["id", "_rowaddr"]).toArray();
  if (rows.length !== ids.length) throw new Error(`${name}: takeRowIds returned ${rows.length} rows, want ${ids.length}`);
  const addr = new Map();
  for (const r of rows) {
    if (r.id !== r._rowid) throw new Error(`${name}: row id ${r._rowid} holds id ${r.id}`);
    addr.set(Number(r._rowid), r._rowaddr);
  }
  writeFileSync(join(out, `${name}.ids`), ids.map((id) => `${id} ${addr.get(id)}\n`).join(""));
  const got = await t.fetchBlobs("b", [1n, 1024n]);
  if (got[0] !== null || got[1]?.readBigInt64LE(0) !== 1024n) {
    throw new Error(`${name}: fetchBlobs of row ids 1, 1024: ${JSON.stringify(got)}`);
  }
}
await check(tbl, "b");
tbl.close();
const ta = await db.openTable("a");
await check(ta, "a");
ta.close();

const t1 = Date.now();
cpSync(join(out, "b.lance"), join(out, "c.lance"), { recursive: true });
const c = await db.openTable("c");
await c.optimize();
await check(c, "c");
c.close();
console.log(
  `wrote ${out}: N=${n} in ${appends} appends + copy + delete + update ${wrote} ms; copy + compact ${Date.now() - t1} ms; versions a=${await (await db.openTable("a")).version()} b=${await (await db.openTable("b")).version()} c=${await (await db.openTable("c")).version()}`,
);
