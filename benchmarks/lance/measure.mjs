// Times Lance's side of one measurement, in this (fresh) process:
//
//   node measure.mjs TABLEDIR IDSFILE
//
// TABLEDIR is DIR/n{N}/{b,c}.lance as write.mjs leaves it, IDSFILE the
// matching {b,c}.ids. Prints one JSON line (times in ns):
//   open      connect + openTable (reads the latest manifest)
//   first     the first fetchBlobs, of one id: builds Lance's row-id index
//   second    the second fetchBlobs, of another id: one lookup
//   oneCold   fetchBlobs of every id one call at a time, per id, first pass
//   oneWarm   the same, second pass
//   batchCold one fetchBlobs of every id, per id, first call
//   batchWarm the same, fastest of the next 5 calls
//   rss       growth of the resident set from before the open to after the first fetchBlobs, bytes
// index build = first - second (the definition).
import { readFileSync } from "node:fs";
import { basename, dirname } from "node:path";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const { connect } = require("@lancedb/lancedb");

const [tableDir, idsFile] = process.argv.slice(2);
if (!tableDir || !idsFile) {
  console.error("usage: node measure.mjs TABLEDIR IDSFILE");
  process.exit(2);
}
const ids = readFileSync(idsFile, "utf8")
  .trim()
  .split("\n")
  .map((l) => BigInt(l.split(" ")[0]));
if (ids.length < 3) throw new Error(`${idsFile}: ${ids.length} ids, want at least 3`);

const now = () => process.hrtime.bigint();
const rss0 = process.memoryUsage().rss;
const t0 = now();
const db = await connect(dirname(tableDir));
const tbl = await db.openTable(basename(tableDir, ".lance"));
const t1 = now();
const first = await tbl.fetchBlobs("b", [ids[0]]);
const t2 = now();
const rss1 = process.memoryUsage().rss;
const second = await tbl.fetchBlobs("b", [ids[1]]);
const t3 = now();
for (const id of ids) await tbl.fetchBlobs("b", [id]);
const t4 = now();
for (const id of ids) await tbl.fetchBlobs("b", [id]);
const t5 = now();
const all = await tbl.fetchBlobs("b", ids);
const t6 = now();
let batchWarm = -1n;
for (let i = 0; i < 5; i++) {
  const t = now();
  await tbl.fetchBlobs("b", ids);
  const d = now() - t;
  if (batchWarm < 0n || d < batchWarm) batchWarm = d;
}
if (first.length !== 1 || second.length !== 1 || all.length !== ids.length) {
  throw new Error(`${tableDir}: fetchBlobs returned ${first.length}, ${second.length}, ${all.length} values`);
}
// A row whose id is a multiple of 1024 has a 16-byte blob holding its id.
all.forEach((b, i) => {
  const want = ids[i] % 1024n === 0n;
  if (want !== (b !== null) || (b !== null && b.readBigInt64LE(0) !== ids[i])) {
    throw new Error(`${tableDir}: row id ${ids[i]}: blob ${b && b.toString("hex")}`);
  }
});
const n = BigInt(ids.length);
console.log(
  JSON.stringify({
    open: Number(t1 - t0),
    first: Number(t2 - t1),
    second: Number(t3 - t2),
    oneCold: Number((t4 - t3) / n),
    oneWarm: Number((t5 - t4) / n),
    batchCold: Number((t6 - t5) / n),
    batchWarm: Number(batchWarm / n),
    rss: rss1 - rss0,
  }),
);
tbl.close();
