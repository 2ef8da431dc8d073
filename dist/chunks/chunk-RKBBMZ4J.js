import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  ActionError,
  InputError,
  errorMessage,
  parseDate,
  parseInteger
} from "./chunk-63HL3EEL.js";

// src/export/files.ts
import { once } from "node:events";
import {
  constants,
  createWriteStream,
  existsSync,
  lstatSync,
  mkdirSync,
  openSync,
  realpathSync,
  unlinkSync
} from "node:fs";
import { dirname, isAbsolute, relative, resolve, sep } from "node:path";
async function openWriter(format, path, meta, redact) {
  const clean = (r) => ({ ...r, path: redact(r.path) });
  const { put, finish } = openFile(path, "path", meta.confinedTo);
  switch (format) {
    case "csv":
      return csvWriter(put, finish, (await import("./sync-YNPLO66K.js")).stringify, clean);
    case "ndjson":
      return {
        // Stryker disable next-line ArrowFunction: what begin returns is only awaited
        begin: () => Promise.resolve(),
        write: (rows) => put(rows.map((r) => JSON.stringify(row(clean(r))) + "\n").join("")),
        close: finish
      };
    case "json":
      return jsonWriter(put, finish, meta, clean);
  }
}
var CSV_OPTIONS = { record_delimiter: "windows", quoted_match: /[\r\n]/ };
function csvWriter(put, finish, stringify, clean) {
  let header = put(stringify([["path", "human", "ai", "total"]], CSV_OPTIONS));
  return {
    // Stryker disable next-line ArrowFunction: write and close await the header all the same
    begin: () => header,
    async write(rows) {
      await header;
      header = Promise.resolve();
      await put(
        stringify(
          rows.map(clean).map((r) => [r.path, r.human, r.ai, r.total]),
          CSV_OPTIONS
        )
      );
    },
    async close() {
      await header;
      await finish();
    }
  };
}
function jsonWriter(put, finish, meta, clean) {
  let started = false;
  let first = true;
  const head = (totals) => `{"dateFrom":${JSON.stringify(meta.dateFrom ?? null)},"dateTo":${JSON.stringify(meta.dateTo ?? null)},"totals":${JSON.stringify(totals)},"visitors":[`;
  return {
    async begin(totals) {
      started = true;
      await put(head({ human: totals.human, ai: totals.ai, total: totals.total }));
    },
    async write(rows) {
      if (rows.length === 0) return;
      const text = rows.map((r) => JSON.stringify(row(clean(r)))).join(",\n");
      await put((first ? "\n" : ",\n") + text);
      first = false;
    },
    async close() {
      if (!started) await put(head(null));
      await put(first ? "]}\n" : "\n]}\n");
      await finish();
    }
  };
}
function row(r) {
  return { path: r.path, human: r.human, ai: r.ai, total: r.total };
}
function openFile(path, input, confinedTo2) {
  let failure;
  const fail = (error) => new ActionError(
    `Could not write the export to ${path} (input "${input}"): ${errorMessage(error)}.`
  );
  let fd;
  try {
    const folder = dirname(resolve(path));
    if (confinedTo2 !== void 0) requireInside(nearestExisting(folder), confinedTo2, path, input);
    mkdirSync(folder, { recursive: true });
    if (lstatSync(path, { throwIfNoEntry: false })?.isSymbolicLink() === true) unlinkSync(path);
    const { O_WRONLY, O_CREAT, O_TRUNC, O_NOFOLLOW } = constants;
    fd = openSync(path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW, 438);
  } catch (error) {
    if (error instanceof ActionError) throw error;
    throw fail(error);
  }
  const out = createWriteStream(path, { fd, encoding: "utf8" });
  out.on("error", (error) => failure ??= fail(error));
  return {
    async put(text) {
      if (failure !== void 0) throw failure;
      await write(out, text).catch((error) => {
        throw failure ??= fail(error);
      });
    },
    finish: () => end(out).catch((error) => {
      throw failure ?? fail(error);
    })
  };
}
function nearestExisting(folder) {
  let at = folder;
  while (!existsSync(at) && dirname(at) !== at) at = dirname(at);
  return at;
}
function isWithin(path, folder) {
  const rel = relative(folder, path);
  return rel !== ".." && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
}
function requireInside(folder, root, path, input) {
  const real = realpathSync(folder);
  const top = realpathSync(root);
  if (isWithin(real, top)) return;
  throw new ActionError(
    `Could not write the export to ${path} (input "${input}"): its folder is really ${real}, outside the workspace ${top}, because a symbolic link leads there. Nothing was written. To write there on purpose, give "${input}" as an absolute path.`
  );
}
async function write(out, text) {
  if (!out.write(text)) await once(out, "drain");
}
async function end(out) {
  if (out.writableFinished) return;
  if (out.errored !== null) {
    out.destroy();
    throw out.errored;
  }
  out.end();
  await once(out, "finish");
}

// src/export/paging.ts
import { createHash } from "node:crypto";
var PageWatch = class {
  constructor(log, what) {
    this.log = log;
    this.what = what;
  }
  log;
  what;
  /** The totals last seen, and where: a change is warned about once per change. */
  last;
  previous;
  /** Each page's digest, and where it was read. */
  digests = /* @__PURE__ */ new Map();
  /**
   * Notes a page read `at` ("offset 250", "page 3"); says why paging must stop when the page
   * shows that it would never end, and whether its rows are still to be written.
   */
  see(page, at) {
    const { what } = this;
    if (page.totals !== void 0) {
      if (this.last !== void 0 && this.last.totals !== page.totals) {
        this.log.warning(
          `The totals changed while paging: ${this.last.at} said ${this.last.totals}, ${at} says ${page.totals}. The data moved during the export; rows may be missing or repeated. The first totals are kept.`
        );
      }
      this.last = { totals: page.totals, at };
    }
    const stalled = page.more ? this.stall(page, at) : void 0;
    if (stalled !== void 0) return stalled;
    const keys = /* @__PURE__ */ new Set();
    const repeated = [];
    for (const key of page.keys) {
      if (this.previous?.keys.has(key) === true || keys.has(key)) repeated.push(key);
      keys.add(key);
    }
    if (repeated.length > 0) {
      const before = this.previous;
      this.log.warning(
        `${repeated.length} ${what.key}(s) came back again in the page at ${at}, e.g. ${JSON.stringify(repeated[0])}${before === void 0 ? "" : ` (already in the page at ${before.at})`}: the data moved while paging.`
      );
    }
    this.previous = { at, keys };
    return void 0;
  }
  /** Why a page that says more follow shows the paging is not moving, or undefined. */
  stall(page, at) {
    const more = `said more ${this.what.rows} follow ${at} but`;
    if (page.rows.length === 0) return { why: `${more} sent none`, keep: true };
    const digest = createHash("sha256").update(JSON.stringify(page.rows)).digest("base64");
    const again = this.digests.get(digest);
    if (again !== void 0) {
      const why = `${more} sent the same ${page.rows.length} rows as at ${again}, so paging would never end (they are in the file once)`;
      return { why, keep: false };
    }
    this.digests.set(digest, at);
    const before = this.previous;
    if (before !== void 0 && page.keys.every((key) => before.keys.has(key))) {
      const why = `${more} sent only ${this.what.keys} the page at ${before.at} had, so paging would never end (its ${page.rows.length} rows are kept)`;
      return { why, keep: true };
    }
    return void 0;
  }
};
function describeCounts(c) {
  return `human ${c.human}, ai ${c.ai}, total ${c.total}`;
}
var Best = class {
  constructor(size, score) {
    this.size = size;
    this.score = score;
  }
  size;
  score;
  best = [];
  add(item) {
    if (this.size === 0) return;
    const score = this.score(item);
    const last = this.best.at(-1);
    if (this.best.length >= this.size && last !== void 0 && score <= last.score) return;
    let lo = 0;
    let hi = this.best.length;
    while (lo < hi) {
      const mid = lo + hi >>> 1;
      if ((this.best[mid]?.score ?? 0) >= score) lo = mid + 1;
      else hi = mid;
    }
    this.best.splice(lo, 0, { item, score });
    if (this.best.length > this.size) this.best.pop();
  }
  items() {
    return this.best.map((b) => b.item);
  }
};
function nextOffset(log, lead, at) {
  const next = at.offset + at.received;
  if (at.received < at.limit) {
    log.warning(
      `${lead} at offset ${at.offset} had ${at.received} rows, fewer than limit ${at.limit}, though more follow; the next page is read from offset ${next}, so no row is skipped.`
    );
  }
  return next;
}

// src/export/settings.ts
import { isAbsolute as isAbsolute2, resolve as resolve2 } from "node:path";
var EXPORT_FORMATS = ["csv", "json", "ndjson"];
var DAY_MS = 864e5;
var PERIOD_INPUTS = {
  dateFrom: "",
  dateTo: "",
  days: ""
};
function readPeriod(input, now) {
  const rawFrom = input("dateFrom");
  const rawTo = input("dateTo");
  const rawDays = input("days");
  let dateFrom = rawFrom === "" ? void 0 : parseDate("dateFrom", rawFrom);
  let dateTo = rawTo === "" ? void 0 : parseDate("dateTo", rawTo);
  if (rawDays !== "") {
    if (dateFrom !== void 0 || dateTo !== void 0) {
      throw new InputError(
        "days",
        `Input "days" cannot be used together with "${dateFrom !== void 0 ? "dateFrom" : "dateTo"}": give either days, or dateFrom/dateTo.`
      );
    }
    const days = parseInteger("days", rawDays, {
      min: 1,
      max: 3660,
      what: "how many whole days back from today, UTC"
    });
    const today = Math.floor(now / DAY_MS) * DAY_MS;
    dateFrom = { text: isoDay(today - days * DAY_MS), at: today - days * DAY_MS };
    dateTo = { text: isoDay(today), at: today };
  }
  if (dateFrom !== void 0 && dateTo !== void 0 && dateFrom.at >= dateTo.at) {
    throw new InputError(
      "dateFrom",
      `Input "dateFrom" (${dateFrom.text}) must be before "dateTo" (${dateTo.text}); dateTo is exclusive.`
    );
  }
  return { from: dateFrom, to: dateTo };
}
function isoDay(ms) {
  return new Date(ms).toISOString().slice(0, 10);
}
function confinedTo(path, workspace) {
  return isAbsolute2(path) ? void 0 : workspace;
}
function resolvePath(workspace, path) {
  return isAbsolute2(path) ? path : resolve2(workspace, path);
}

// src/export/counts.ts
var COUNT = new Intl.NumberFormat("en-US");
function count(n) {
  return COUNT.format(n);
}
var MAX_LABEL_CHARS = 24;
function chartLabel(path) {
  const safe = path.replace(/[^\p{L}\p{N}/._~#+:@%…-]/gu, "_");
  return safe.length <= MAX_LABEL_CHARS ? safe : `\u2026${safe.slice(-(MAX_LABEL_CHARS - 1))}`;
}

export {
  openWriter,
  CSV_OPTIONS,
  openFile,
  isWithin,
  PageWatch,
  describeCounts,
  Best,
  nextOffset,
  EXPORT_FORMATS,
  DAY_MS,
  PERIOD_INPUTS,
  readPeriod,
  isoDay,
  confinedTo,
  resolvePath,
  count,
  chartLabel
};
