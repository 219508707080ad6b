// Times Lance's side of one measurement, in this (fresh) process:
//
//   node measure.mjs blobs|take TABLEDIR IDSFILE
//
// TABLEDIR is DIR/n{N}/{a,b,c}.lance as write.mjs leaves it, IDSFILE the
// matching {a,b,c}.ids. A lookup of row ids is
//   blobs  fetchBlobs("b", ids): the read path that builds Lance's RowIdIndex
//   take   takeRowIds(ids).select(["_rowaddr"]): the addresses only
// Prints one JSON line (times in ns):
//   open      connect + openTable (reads the latest manifest)
//   first     the first lookup, of one id (the index build, if any, with it)
//   second    the second lookup, of another id
//   oneCold   the first 100 ids one call at a time, per id, first pass
//   oneWarm   the same, second pass
//   batchCold one call of every id, per id, first call
//   batchWarm the same, fastest of the next 5 calls
//   rss       growth of the resident set from before the open to after the first lookup, bytes
// index build = first - second.
import { readFileSync } from "node:fs";
import { basename, dirname } from "node:path";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const { connect } = require("@lancedb/lancedb");

const [mode, tableDir, idsFile] = process.argv.slice(2);
if (!["blobs", "take"].includes(mode) || !tableDir || !idsFile) {
  console.error("usage: node measure.mjs blobs|take TABLEDIR IDSFILE");
  process.exit(2);
}
const lines = readFileSync(idsFile, "utf8").trim().split("\n");
const ids = lines.map((l) => BigInt(l.split(" ")[0]));
const addrs = new Map(lines.map((l) => l.split(" ").map(BigInt)));
if (ids.length < 3) throw new Error(`${idsFile}: ${ids.length} ids, want at least 3`);

// check throws unless got holds what a lookup of want must return.
function check(want, got) {
  if (got.length !== want.length) throw new Error(`${tableDir}: ${mode} of ${want.length} ids returned ${got.length} values`);
  if (mode === "blobs") {
    // A row whose id is a multiple of 1024 has a 16-byte blob holding its id.
    got.forEach((b, i) => {
      if ((want[i] % 1024n === 0n) !== (b !== null) || (b !== null && b.readBigInt64LE(0) !== want[i])) {
        throw new Error(`${tableDir}: row id ${want[i]}: blob ${b && b.toString("hex")}`);
      }
    });
    return;
  }
  const seen = new Set(got.map((r) => r._rowaddr));
  for (const id of want) {
    if (!seen.has(addrs.get(id))) throw new Error(`${tableDir}: row id ${id}: address ${addrs.get(id)} not returned`);
  }
}

const now = () => process.hrtime.bigint();
const rss0 = process.memoryUsage().rss;
const t0 = now();
const db = await connect(dirname(tableDir));
const tbl = await db.openTable(basename(tableDir, ".lance"));
const lookup =
  mode === "blobs"
    ? (want) => tbl.fetchBlobs("b", want)
    : (want) => tbl.takeRowIds(want).select(["_rowaddr"]).toArray();
const t1 = now();
check([ids[0]], await lookup([ids[0]]));
const t2 = now();
const rss1 = process.memoryUsage().rss;
check([ids[1]], await lookup([ids[1]]));
const t3 = now();
// One at a time costs a millisecond or more a call (20 ms for take at 1e7 c).
const few = ids.slice(0, 100);
for (const id of few) await lookup([id]);
const t4 = now();
for (const id of few) await lookup([id]);
const t5 = now();
const all = await lookup(ids);
const t6 = now();
check(ids, all);
let batchWarm = -1n;
for (let i = 0; i < 5; i++) {
  const t = now();
  await lookup(ids);
  const d = now() - t;
  if (batchWarm < 0n || d < batchWarm) batchWarm = d;
}
const n = BigInt(ids.length);
console.log(
  JSON.stringify({
    open: Number(t1 - t0),
    first: Number(t2 - t1),
    second: Number(t3 - t2),
    oneCold: Number((t4 - t3) / BigInt(few.length)),
    oneWarm: Number((t5 - t4) / BigInt(few.length)),
    batchCold: Number((t6 - t5) / n),
    batchWarm: Number(batchWarm / n),
    rss: rss1 - rss0,
  }),
);
tbl.close();
