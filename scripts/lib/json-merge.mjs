#!/usr/bin/env node
// A git merge driver for messages/*.json: three-way merge of nested keys. Keys added on either side
// are kept; a key changed on one side takes that side's value; a key changed differently on both
// sides is a real conflict (exit 1, file left as "ours" plus a report on stderr).
// Enable with: git config merge.jsonmerge.driver "node scripts/lib/json-merge.mjs %O %A %B"
import { readFileSync, writeFileSync } from "node:fs";

const [basePath, oursPath, theirsPath] = process.argv.slice(2);
const read = (p) => {
  try {
    return JSON.parse(readFileSync(p, "utf8"));
  } catch {
    return {};
  }
};
const isObj = (v) => v && typeof v === "object" && !Array.isArray(v);
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
const conflicts = [];

function merge(base, ours, theirs, path) {
  if (same(ours, theirs)) return ours;
  if (same(base, ours)) return theirs;
  if (same(base, theirs)) return ours;
  if (isObj(ours) && isObj(theirs)) {
    const out = {};
    const keys = [...new Set([...Object.keys(ours), ...Object.keys(theirs)])];
    for (const k of keys) {
      const b = isObj(base) ? base[k] : undefined;
      if (!(k in theirs)) {
        if (b === undefined || !same(b, ours[k])) out[k] = ours[k];
        continue;
      }
      if (!(k in ours)) {
        if (b === undefined || !same(b, theirs[k])) out[k] = theirs[k];
        continue;
      }
      out[k] = merge(b, ours[k], theirs[k], `${path}.${k}`);
    }
    return out;
  }
  conflicts.push(path);
  return ours;
}

const result = merge(read(basePath), read(oursPath), read(theirsPath), "$");
writeFileSync(oursPath, JSON.stringify(result, null, 2) + "\n");
if (conflicts.length) {
  console.error(`json-merge: conflicting values at ${conflicts.join(", ")}`);
  process.exit(1);
}
