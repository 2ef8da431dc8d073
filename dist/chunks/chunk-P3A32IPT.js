import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  DATASET_NAMES,
  datasetSpec,
  startOf
} from "./chunk-6VAPEEUZ.js";
import {
  ActionError,
  InputError,
  ServiceError,
  errorMessage,
  invalidAnswer,
  isRetryable,
  parseDate,
  parseInteger,
  sealMatches,
  sealOf
} from "./chunk-FASRNKFN.js";

// src/export/files.ts
import {
  closeSync,
  constants,
  existsSync,
  lstatSync,
  mkdirSync,
  openSync,
  realpathSync,
  unlinkSync,
  writeSync
} from "node:fs";
import { dirname, isAbsolute, relative, resolve, sep } from "node:path";
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
  let open = true;
  const attempt = (work) => {
    try {
      if (failure !== void 0) throw failure;
      work();
      return Promise.resolve();
    } catch (error) {
      return Promise.reject(failure ??= error instanceof ActionError ? error : fail(error));
    }
  };
  return {
    put: (text) => attempt(() => writeAll(fd, text)),
    finish: () => attempt(() => {
      if (open) closeSync(fd);
      open = false;
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
function writeAll(fd, text) {
  const bytes = Buffer.from(text, "utf8");
  for (let at = 0; at < bytes.length; ) at += writeSync(fd, bytes, at);
}

// src/export/period.ts
var DAY_MS = 864e5;
var PERIOD_INPUTS = {
  dateFrom: "",
  dateTo: "",
  days: ""
};
var OPEN_FROM = "the start";
var OPEN_TO = "now";
function readPeriod(input, now) {
  const rawFrom = input("dateFrom");
  const rawTo = input("dateTo");
  const rawDays = input("days");
  const from = rawFrom === "" ? void 0 : parseDate("dateFrom", rawFrom);
  const to = rawTo === "" ? void 0 : parseDate("dateTo", rawTo);
  if (rawDays === "") return notAhead(between({ from, to }, "dateFrom"), now);
  if (from !== void 0 || to !== void 0) {
    throw new InputError(
      "days",
      `Input "days" cannot be used together with "${from !== void 0 ? "dateFrom" : "dateTo"}": give either days, or dateFrom/dateTo.`
    );
  }
  const days = parseInteger("days", rawDays, {
    min: 1,
    max: 3660,
    what: "how many whole days back from today, UTC"
  });
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  return { from: dayAt(today - days * DAY_MS), to: dayAt(today) };
}
function notAhead(period, now) {
  const { from, to } = period;
  const today = isoDay(now);
  const tomorrow = Math.floor(now / DAY_MS) * DAY_MS + DAY_MS;
  if (from !== void 0 && from.at > now) {
    throw new InputError(
      "dateFrom",
      `Input "dateFrom" (${from.text}) is in the future: today is ${today} (UTC), and a period that has not begun has nothing to export yet. Nothing was sent. Give a dateFrom up to today, or "days" for the last whole days.`
    );
  }
  if (to !== void 0 && to.at > tomorrow) {
    throw new InputError(
      "dateTo",
      `Input "dateTo" (${to.text}) is after today, ${today} (UTC): the days after today have no data, and the period would be said and compared as if they had. Nothing was sent. Leave dateTo empty to export up to now, or give at most ${isoDay(tomorrow)} (dateTo is exclusive, so that keeps today in).`
    );
  }
  return period;
}
function periodOf(dateFrom, dateTo, input) {
  const from = dateFrom === void 0 ? void 0 : parseDate(input, dateFrom);
  const to = dateTo === void 0 ? void 0 : parseDate(input, dateTo);
  return between({ from, to }, input);
}
function boundedPeriodOf(dateFrom, dateTo, input) {
  return between({ from: parseDate(input, dateFrom), to: parseDate(input, dateTo) }, input);
}
function between(period, input) {
  const { from, to } = period;
  if (from === void 0 || to === void 0 || from.at < to.at) return period;
  const why = `(${from.text}) must be before "dateTo" (${to.text}); dateTo is exclusive.`;
  throw new InputError(
    input,
    input === "dateFrom" ? `Input "dateFrom" ${why}` : `Input "${input}" names a period whose dateFrom ${why}`
  );
}
function isBounded(period) {
  return period.from !== void 0 && period.to !== void 0;
}
function periodBefore(period) {
  const { from, to } = period;
  const start = from.at - (to.at - from.at);
  const whole = isDay(from) && to.at % DAY_MS === 0;
  return {
    from: { text: whole ? isoDay(start) : new Date(start).toISOString(), at: start },
    to: from
  };
}
function periodDates(period) {
  return { dateFrom: period.from?.text, dateTo: period.to?.text };
}
function periodBounds(period) {
  return `${period.from?.text ?? OPEN_FROM} to ${period.to?.text ?? OPEN_TO}`;
}
function periodRange(period) {
  return `${periodBounds(period)} (exclusive)`;
}
function describePeriod(period) {
  const { from, to } = period;
  if (from === void 0 || to === void 0 || !isDay(from) || !isDay(to))
    return periodRange(period);
  return `${from.text} to ${isoDay(to.at - DAY_MS)}`;
}
function samePeriod(a, b) {
  return a.from?.text === b.from?.text && a.to?.text === b.to?.text;
}
function isDay(date) {
  return /^\d{4}-\d{2}-\d{2}$/.test(date.text);
}
function dayAt(ms) {
  return { text: isoDay(ms), at: ms };
}
function isoDay(ms) {
  return new Date(ms).toISOString().slice(0, 10);
}

// src/export/export-datasets.ts
import { join } from "node:path";

// src/export/dataset-file.ts
function openDatasetWriter(dataset, file, redact) {
  const out = openFile(file.path, file.input, file.confinedTo);
  const clean = (row) => cleanRow(row, redact);
  switch (file.format) {
    case "csv":
      return csvWriter(dataset, out, clean);
    case "ndjson":
      return {
        encode: (rows) => Promise.resolve({
          text: rows.map((row) => JSON.stringify(clean(row)) + "\n").join(""),
          rows: rows.length
        }),
        write: (page) => out.put(page.text),
        close: out.finish
      };
    case "json":
      return file.header === void 0 ? jsonWriter(out, clean, { open: "[", close: "]\n" }) : headedWriter(out, clean, headOf(dataset, file.header));
  }
}
var CSV_OPTIONS = { record_delimiter: "windows", quoted_match: /[\r\n]/ };
function csvWriter(dataset, { put, finish }, clean) {
  const names = dataset.fields.map((f) => f.name);
  const library = import("./sync-LJY7NUVM.js");
  library.catch(() => void 0);
  let header;
  const ready = () => header ??= library.then(async ({ stringify }) => {
    await put(stringify([names], CSV_OPTIONS));
    return stringify;
  });
  return {
    async encode(rows) {
      const stringify = await ready();
      const records = rows.map(clean).map((row) => names.map((name) => cell(row[name])));
      return { text: stringify(records, CSV_OPTIONS), rows: rows.length };
    },
    async write(page) {
      await ready();
      await put(page.text);
    },
    async close() {
      await ready();
      await finish();
    }
  };
}
function jsonWriter({ put, finish }, clean, ends) {
  let first2 = true;
  let opened;
  const open = () => opened ??= put(ends.open);
  return {
    encode: (rows) => jsonRows(rows, clean),
    async write(page) {
      await open();
      if (page.rows === 0) return;
      await put((first2 ? "\n" : ",\n") + page.text);
      first2 = false;
    },
    async close() {
      await open();
      await put(first2 ? ends.close : `
${ends.close}`);
      await finish();
    }
  };
}
function jsonRows(rows, clean) {
  const text = rows.map((row) => JSON.stringify(clean(row))).join(",\n");
  return Promise.resolve({ text, rows: rows.length });
}
function headOf(dataset, period) {
  const { dateFrom, dateTo } = periodDates(period);
  const list = JSON.stringify(dataset.list ?? "rows");
  return (totals) => `{"dateFrom":${JSON.stringify(dateFrom ?? null)},"dateTo":${JSON.stringify(dateTo ?? null)},"totals":${JSON.stringify(totals)},${list}:[`;
}
function headedWriter(out, clean, head) {
  let body;
  const open = (totals) => body ??= jsonWriter(out, clean, { open: head(totals), close: "]}\n" });
  return {
    encode: (rows) => jsonRows(rows, clean),
    write: (page, totals) => open(totalsOf(totals)).write(page),
    close: () => open(null).close()
  };
}
function totalsOf(totals) {
  return totals === void 0 ? null : { human: totals.human, ai: totals.ai, total: totals.total };
}
function cell(value) {
  if (value === null || value === void 0) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  return JSON.stringify(value);
}
function cleanRow(row, redact) {
  const names = Object.keys(row);
  let out;
  for (const [at, name] of names.entries()) {
    const value = row[name];
    const clean = cleanValue(value, redact);
    if (out === void 0 && clean !== value) out = names.slice(0, at).map((n) => [n, row[n]]);
    out?.push([name, clean]);
  }
  return out === void 0 ? row : Object.fromEntries(out);
}
function cleanValue(value, redact) {
  if (typeof value === "string") return redact(value);
  if (Array.isArray(value)) {
    const clean = value.map((v) => cleanValue(v, redact));
    return clean.every((v, at) => v === value[at]) ? value : clean;
  }
  if (typeof value === "object" && value !== null) return cleanRow(value, redact);
  return value;
}

// src/export/resume.ts
var VERSION = 1;
var MAX_RESUME_CHARS = 64 * 1024;
var MAX_CURSOR_CHARS = 4096;
function sealResume(json, key) {
  const payload = Buffer.from(json).toString("base64url");
  return `${payload}.${resumeSeal(payload, key)}`;
}
function resumeSeal(payload, key) {
  return sealOf(key, `mintlify-analytics-resume.${payload}`);
}
function encodeResume(resume, key) {
  const places = {};
  for (const name of resume.datasets) {
    const place = resume.places[name];
    if (place === void 0) continue;
    places[name] = place.kind === "done" ? "done" : place.kind === "offset" ? { offset: place.offset } : place.kind === "cursor" ? { cursor: place.cursor ?? null } : "start";
  }
  const { dateFrom, dateTo } = periodDates(resume.period);
  const doc = {
    v: VERSION,
    project: resume.projectId,
    from: dateFrom ?? null,
    to: dateTo ?? null,
    source: resume.source ?? null,
    status: resume.status ?? null,
    datasets: resume.datasets,
    places
  };
  return sealResume(JSON.stringify(doc), key);
}
function decodeResume(text, key) {
  const wrong = (why) => new InputError(
    "resume",
    `Input "resume" must be the resume output of an earlier run of this action, unchanged: it ${why}.`
  );
  if (text.length > MAX_RESUME_CHARS) throw wrong(`is longer than ${MAX_RESUME_CHARS} characters`);
  const json = unsealed(text, key, wrong);
  let doc;
  try {
    doc = JSON.parse(json);
  } catch {
    throw wrong("does not decode to the document this action writes");
  }
  const d = doc;
  if (typeof doc !== "object" || doc === null || d.v !== VERSION)
    throw wrong(`is not a version ${VERSION} resume`);
  const datasets = d.datasets;
  if (!Array.isArray(datasets) || datasets.length === 0 || !datasets.every((n) => DATASET_NAMES.includes(n)))
    throw wrong("names no known datasets");
  if (typeof d.project !== "string") throw wrong("names no project");
  const places = d.places;
  if (typeof places !== "object" || places === null || Array.isArray(places))
    throw wrong("has no places");
  if (new Set(datasets).size !== datasets.length) throw wrong("names a dataset twice");
  const read = {};
  for (const [name, value] of Object.entries(places)) {
    if (!datasets.includes(name)) throw wrong(`has a place for ${name}, which it does not export`);
    const standing = standingOf(value);
    if (standing === void 0) throw wrong(`has a place for ${name} that is not one`);
    const paging = datasetSpec(name).paging;
    if (standing.kind !== "done" && standing.kind !== paging)
      throw wrong(`has ${PLACE_NAME[standing.kind]} for ${name}, which ${PAGING_NAME[paging]}`);
    read[name] = standing;
  }
  if (datasets.every((name) => read[name]?.kind === "done"))
    throw wrong("says every dataset is done, which no unfinished export does");
  return {
    projectId: d.project,
    // Read as strictly as the inputs it was made of: a resume's period is one this action took.
    period: periodOf(optionalText(d.from, wrong), optionalText(d.to, wrong), "resume"),
    source: optionalText(d.source, wrong),
    status: optionalText(d.status, wrong),
    datasets,
    places: read
  };
}
function unsealed(text, key, wrong) {
  const [payload = "", seal, ...more] = text.split(".");
  if (seal === void 0 || more.length > 0 || ![payload, seal].every((p) => /^[A-Za-z0-9_-]+$/.test(p)))
    throw wrong("is not base64url text and its seal, as this action writes it");
  if (!sealMatches(seal, resumeSeal(payload, key)))
    throw wrong(
      "was not written by this action with this secret-key (it was changed, or the key was rotated since): leave resume empty to start the export over"
    );
  return Buffer.from(payload, "base64url").toString("utf8");
}
var PLACE_NAME = { offset: "an offset", cursor: "a cursor", single: 'a "start"' };
var PAGING_NAME = {
  offset: "pages by offset",
  cursor: "pages by cursor",
  single: "is read in one request"
};
function standingOf(value) {
  if (value === "done") return { kind: "done" };
  if (value === "start") return { kind: "single" };
  if (typeof value !== "object" || value === null) return void 0;
  const v = value;
  if (typeof v.offset === "number" && Number.isSafeInteger(v.offset) && v.offset >= 0)
    return { kind: "offset", offset: v.offset };
  if (v.cursor === null) return { kind: "cursor", cursor: void 0 };
  if (typeof v.cursor === "string" && v.cursor !== "" && v.cursor.length <= MAX_CURSOR_CHARS)
    return { kind: "cursor", cursor: v.cursor };
  return void 0;
}
function optionalText(value, wrong) {
  if (value === null) return void 0;
  if (typeof value === "string") return value;
  throw wrong("has a date or filter that is not text");
}
function resumeMismatch(resume, asked, datesGiven) {
  const same = (a2, b2) => (a2 ?? "") === (b2 ?? "");
  const differs = (input, then2, now2) => `Input "resume" continues an export with ${input} "${then2 ?? ""}", but this run has "${now2 ?? ""}": give the same ${input}, or leave resume empty to start a new export.`;
  if (resume.projectId !== asked.projectId)
    return differs("projectId", resume.projectId, asked.projectId);
  const a = [...resume.datasets].sort().join(", ");
  const b = [...asked.datasets].sort().join(", ");
  if (a !== b) return differs("datasets", a, b);
  const then = periodDates(resume.period);
  const now = periodDates(asked.period);
  if (datesGiven && !same(then.dateFrom, now.dateFrom))
    return differs("dateFrom", then.dateFrom, now.dateFrom);
  if (datesGiven && !same(then.dateTo, now.dateTo))
    return differs("dateTo", then.dateTo, now.dateTo);
  if (!same(resume.source, asked.source))
    return differs("feedback-source", resume.source, asked.source);
  if (!same(resume.status, asked.status))
    return differs("feedback-status", resume.status, asked.status);
  return void 0;
}

// src/export/read-ahead.ts
var ReadAhead = class {
  held;
  /** Asks `read` for `run`'s page at `place` now; `read` is given the signal that stops it. */
  ask(run, place, read) {
    const stop = new AbortController();
    const answer = read(stop.signal).then(
      (page) => ({ page }),
      (error) => ({ error })
    );
    this.held = { run, place, answer, stop };
  }
  /** Whether `run`'s page at `place` has been asked for already. */
  holds(run, place) {
    const { held } = this;
    return held?.run === run && samePlace(held.place, place);
  }
  /**
   * `run`'s page at `place`: the one asked for ahead when it is that page (its failure thrown as
   * `read` would throw it), or else, once any other is dropped, `read`'s.
   */
  async page(run, place, read) {
    const { held } = this;
    if (held === void 0 || !this.holds(run, place)) {
      await this.drop();
      return read();
    }
    this.held = void 0;
    const answer = await held.answer;
    if ("error" in answer) throw answer.error;
    return answer.page;
  }
  /** Stops the page asked for ahead, if any, and waits until it has. */
  async drop() {
    const { held } = this;
    this.held = void 0;
    if (held === void 0) return;
    held.stop.abort();
    await held.answer;
  }
};
function samePlace(a, b) {
  if (a.kind === "offset") return b.kind === "offset" && a.offset === b.offset;
  if (a.kind === "cursor") return b.kind === "cursor" && a.cursor === b.cursor;
  return a.kind === b.kind;
}

// src/export/counts.ts
var numbers;
function count(n) {
  if (Number.isSafeInteger(n) && !Object.is(n, -0))
    return String(n).replace(/\B(?=(\d{3})+$)/g, ",");
  return (numbers ??= new Intl.NumberFormat("en-US")).format(n);
}
var MAX_LABEL_CHARS = 32;
function chartLabel(path) {
  const safe = path.replace(/[^\p{L}\p{N}/._~#+:@%…-]/gu, "_");
  if (safe.length <= MAX_LABEL_CHARS) return safe;
  const cut = safe.slice(-(MAX_LABEL_CHARS - 1));
  const tail = /[\uDC00-\uDFFF]/.test(cut.charAt(0)) ? cut.slice(1) : cut;
  const slash = tail.indexOf("/");
  return `\u2026${slash !== -1 && slash <= MAX_LABEL_CHARS / 2 ? tail.slice(slash) : tail}`;
}
function heading(title, shortfall) {
  return shortfall === void 0 ? `## \u2705 ${title}` : `## \u26A0\uFE0F ${title} \u2014 incomplete: ${shortfall}`;
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
  /**
   * Whether a page of rows named `keys` that says more follow moves the paging on, as far as its
   * names tell: it has rows, and one the previous page did not have. (One row for row like an
   * earlier page is known only by its text, once encoded: `see`.)
   */
  moves(keys) {
    const before = this.previous;
    return keys.length > 0 && (before === void 0 || !keys.every((key) => before.keys.has(key)));
  }
  /** Why a page that says more follow shows the paging is not moving, or undefined. */
  stall(page, at) {
    const more = `said more ${this.what.rows} follow ${at} but`;
    if (page.rows === 0) return { why: `${more} sent none`, keep: true };
    const digest = createHash("sha256").update(page.text).digest("base64");
    const again = this.digests.get(digest);
    if (again !== void 0) {
      const why = `${more} sent the same ${page.rows} rows as at ${again}, so paging would never end (they are in the file once)`;
      return { why, keep: false };
    }
    this.digests.set(digest, at);
    const before = this.previous;
    if (before !== void 0 && page.keys.every((key) => before.keys.has(key))) {
      const why = `${more} sent only ${this.what.keys} the page at ${before.at} had, so paging would never end (its ${page.rows} rows are kept)`;
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

// src/export/tally.ts
var num = (field) => (row) => typeof row[field] === "number" ? row[field] : 0;
var always = () => true;
var first = () => 0;
var LISTS = {
  views: [{ name: "top", keep: always, score: num("total") }],
  visitors: [{ name: "top", keep: always, score: num("total") }],
  // A page readers rated down more than up (15 down and 16 up is not a gap).
  "feedback-by-page": [
    {
      name: "rated-down",
      keep: (row) => num("thumbsDown")(row) > num("thumbsUp")(row),
      score: num("thumbsDown")
    }
  ],
  searches: [
    { name: "searched", keep: always, score: num("hits") },
    // A search whose results nobody opened: the readers did not find what they looked for.
    { name: "no-clicks", keep: (row) => row.ctr === 0, score: num("hits") }
  ],
  feedback: [
    {
      name: "comments",
      keep: (row) => typeof row.comment === "string" && row.comment.trim() !== "",
      score: first
    }
  ],
  assistant: [
    { name: "unanswered", keep: (row) => row.resolutionStatus === "unanswered", score: first }
  ],
  "assistant-callers": [{ name: "callers", keep: always, score: first }]
};
var MAX_GROUPS = 5e3;
var NOTES_KEPT = 3;
var KEPT_CHARS = 1e3;
var GROUPS = {
  assistant: {
    keep: (row) => row.resolutionStatus === "unanswered" && typeof row.query === "string",
    key: (row) => sameQuestion(String(row.query)),
    text: (row) => String(row.query),
    note: (row) => row.pageUrl
  },
  // What readers wrote on a page they did not find helpful (or rated no way: a code block's).
  feedback: {
    keep: (row) => row.helpful !== true && typeof row.comment === "string" && row.comment.trim() !== "",
    key: (row) => String(row.path),
    text: (row) => String(row.path),
    note: (row) => row.comment
  }
};
function sameQuestion(text) {
  return text.slice(0, KEPT_CHARS).normalize("NFKC").toLowerCase().replace(/[\p{Cf}\p{Cc}]/gu, " ").replace(/\s+/g, " ").replace(/^[\s\p{P}]+/u, "").replace(END_TRIMMED, "");
}
var END_TRIMMED = /(?<![\s\p{P}])[\s\p{P}]+$/u;
var COUNTED = {
  feedback: "helpful",
  assistant: "resolutionStatus"
};
var Tally = class {
  constructor(dataset, size) {
    this.dataset = dataset;
    this.lists = LISTS[dataset].map((rule) => ({
      rule,
      best: new Best(size, rule.score),
      qualified: 0
    }));
  }
  dataset;
  rows = 0;
  /** Pages received. */
  pages = 0;
  /** The first page's site-wide totals (views, visitors). */
  totals;
  /** The first page's search events in the range (searches). */
  totalSearches;
  /** Whether the service said more rows exist than a single-request dataset holds. */
  cut = false;
  /** Rows by the value of `COUNTED`'s field ("true", "false", "unanswered"). */
  counts = /* @__PURE__ */ new Map();
  /** Rows of `GROUPS`' rule past `MAX_GROUPS` distinct groups. */
  ungrouped = 0;
  lists;
  grouped = /* @__PURE__ */ new Map();
  add(page) {
    this.pages++;
    this.totals ??= page.totals;
    this.totalSearches ??= page.totalSearches;
    const counted = COUNTED[this.dataset];
    for (const row of page.rows) {
      this.rows++;
      if (counted !== void 0) {
        const value = row[counted] === void 0 ? "unknown" : cell(row[counted]);
        this.counts.set(value, (this.counts.get(value) ?? 0) + 1);
      }
      for (const list of this.lists) {
        if (!list.rule.keep(row)) continue;
        list.qualified++;
        list.best.add(row);
      }
      this.group(row);
    }
  }
  /** The groups, the largest first (ties: first seen first). */
  groups() {
    return [...this.grouped.values()].sort((a, b) => b.count - a.count);
  }
  group(row) {
    const rule = GROUPS[this.dataset];
    if (rule === void 0 || !rule.keep(row)) return;
    const key = rule.key(row);
    let group = this.grouped.get(key);
    if (group === void 0) {
      if (this.grouped.size >= MAX_GROUPS) {
        this.ungrouped++;
        return;
      }
      group = { text: rule.text(row).slice(0, KEPT_CHARS), count: 0, notes: [] };
      this.grouped.set(key, group);
    }
    group.count++;
    const note = rule.note(row);
    if (typeof note !== "string" || note.trim() === "" || group.notes.length >= NOTES_KEPT) return;
    const kept = note.slice(0, KEPT_CHARS);
    if (!group.notes.includes(kept)) group.notes.push(kept);
  }
  /** The top rows of a list, as many as the tally keeps. */
  list(name) {
    return this.lists.find((l) => l.rule.name === name)?.best.items() ?? [];
  }
  /** How many rows qualified for a list, kept or not. */
  qualified(name) {
    return this.lists.find((l) => l.rule.name === name)?.qualified ?? 0;
  }
};

// src/export/dataset-run.ts
var DatasetRun = class {
  constructor(name, standing, ask, log) {
    this.standing = standing;
    this.spec = datasetSpec(name);
    this.tally = new Tally(name, ask.topRows);
    const key = this.spec.key ?? "row";
    const named = ask.files.kind === "folder";
    this.lead = named ? `${name}: the page` : "The page";
    this.watch = new PageWatch(log, { rows: name, key, keys: named ? `${key} values` : `${key}s` });
    this.skipped = standing.kind === "done";
    this.lastPage = standing;
    this.limit = ask.pageRows ?? this.spec.limit ?? 0;
    this.maxRows = this.spec.paging === "offset" ? ask.maxRows ?? Infinity : Infinity;
  }
  standing;
  spec;
  tally;
  watch;
  skipped;
  writer;
  path;
  error;
  deadEnd;
  received = 0;
  lastPage;
  /** `maxRows` rows are in. */
  full = false;
  cursors = /* @__PURE__ */ new Set();
  keys;
  /** How messages name a page: "views: the page", or "The page" in a one-dataset file. */
  lead;
  limit;
  maxRows;
  get open() {
    return this.standing.kind !== "done" && this.error === void 0 && !this.full;
  }
  /** Where the next page is read, for messages: "offset 250", "page 3". */
  get at() {
    const s = this.standing;
    return s.kind === "offset" ? `offset ${s.offset}` : `page ${this.tally.pages + 1}`;
  }
  /**
   * Where the page after `page` is read, as far as can be told before it is taken in: more follow,
   * at an offset or a cursor not given before, and `maxRows` leaves room past it. Undefined when
   * paging certainly ends with it. Taking it in may still end the paging (a page that comes again,
   * a write that fails): a page asked for ahead at this place is then not read.
   */
  nextPlace(page) {
    const s = this.standing;
    if (!page.more || !this.watch.moves(this.keysOf(page))) return void 0;
    if (this.tally.rows + page.rows.length >= this.maxRows) return void 0;
    if (s.kind === "offset") return { kind: "offset", offset: s.offset + page.rows.length };
    const next = page.nextCursor;
    if (s.kind !== "cursor" || next === null || this.cursors.has(next)) return void 0;
    return { kind: "cursor", cursor: next };
  }
  /** The names of a page's rows (its key field's values), worked out once a page. */
  keysOf(page) {
    const known = this.keys;
    if (known?.page === page) return known.keys;
    const keys = page.rows.map((row) => cell(row[this.spec.key ?? ""]));
    this.keys = { page, keys };
    return keys;
  }
  /**
   * Takes a page in: watched, written (as much of it as `maxRows` leaves room for), counted, then
   * where the next one starts. Says why paging cannot go on, when it cannot; a failed write
   * throws, the place unmoved.
   */
  async take(page, log) {
    const at = this.at;
    this.received++;
    this.lastPage = this.standing;
    this.tally.totals ??= page.totals;
    const encoded = await this.encode(page.rows);
    const stuck = this.watch.see(
      {
        keys: this.keysOf(page),
        text: encoded.text,
        rows: encoded.rows,
        more: page.more,
        totals: totalsText(page)
      },
      at
    );
    if (stuck?.keep !== false) {
      const taken = page.rows.slice(0, this.maxRows - this.tally.rows);
      const cut = taken.length < page.rows.length;
      await this.writer?.write(cut ? await this.encode(taken) : encoded, page.totals);
      this.tally.add({ ...page, rows: taken });
      log.debug(`${this.spec.name}: ${taken.length} rows at ${at}`);
      if (cut) return this.stop(taken.length);
    }
    if (stuck !== void 0) {
      this.passPast(page);
      return stuck.why;
    }
    const cycling = this.advance(page, log);
    if (this.tally.rows >= this.maxRows) this.full = true;
    return cycling;
  }
  /** Rows as the file holds them; without a file (it could not be opened), as JSON. */
  async encode(rows) {
    if (this.writer !== void 0) return this.writer.encode(rows);
    return { text: JSON.stringify(rows), rows: rows.length };
  }
  /** Stops at `maxRows`, `taken` rows into the page: a later export continues right after them. */
  stop(taken) {
    const s = this.standing;
    if (s.kind === "offset") this.standing = { kind: "offset", offset: s.offset + taken };
    this.full = true;
    return void 0;
  }
  /** Where the next page starts, or why paging cannot go on. */
  advance(page, log) {
    const s = this.standing;
    if (!page.more) {
      this.standing = { kind: "done" };
      if (page.deadEnd === true) this.endIncomplete(log);
      return void 0;
    }
    if (s.kind === "offset") {
      const at = { offset: s.offset, received: page.rows.length, limit: this.limit };
      this.standing = { kind: "offset", offset: nextOffset(log, this.lead, at) };
      return void 0;
    }
    if (s.kind === "cursor" && page.nextCursor !== null) {
      const again = this.cursors.has(page.nextCursor);
      this.cursors.add(page.nextCursor);
      this.standing = { kind: "cursor", cursor: page.nextCursor };
      return again ? `said more ${this.spec.name} follow but gave a nextCursor it had given before, so paging would never end` : void 0;
    }
    this.tally.cut = true;
    this.standing = { kind: "done" };
    return void 0;
  }
  /**
   * Moves past a page after which paging cannot go on (a stall the watch saw), its rows written or
   * held already: a resume goes on after it, never reading into the file what it holds.
   */
  passPast(page) {
    const s = this.standing;
    if (s.kind === "offset") this.standing = { kind: "offset", offset: s.offset + page.rows.length };
    else if (s.kind === "cursor" && page.nextCursor !== null)
      this.standing = { kind: "cursor", cursor: page.nextCursor };
  }
  /**
   * The service said more rows follow and gave no cursor to read them by: the rows read stay in the
   * file, and the dataset ends there, incomplete. There is no place to resume from (reading the
   * last page again would only write its rows twice), so it is done; the warning says so.
   */
  endIncomplete(log) {
    const { name } = this.spec;
    const { pages, rows } = this.tally;
    this.deadEnd = `the service said more ${name} follow (hasMore: true) with page ${pages} but gave no nextCursor, so the export could not go on`;
    const file = this.path === void 0 ? "" : ` in ${this.path}`;
    log.warning(
      `${name}: ${this.deadEnd}. The ${count(rows)} rows read (${pages} page(s)) are kept${file}; the dataset is incomplete. Run the export again to read it from the start.`
    );
  }
  result() {
    const outcome = this.skipped ? "skipped" : this.error !== void 0 ? "failed" : this.deadEnd !== void 0 ? "incomplete" : this.standing.kind === "done" ? "complete" : this.full ? "stopped" : "unfinished";
    const { spec, path, tally, error, standing, deadEnd, received, lastPage } = this;
    return { name: spec.name, path, tally, outcome, error, standing, deadEnd, received, lastPage };
  }
};
function totalsText(page) {
  if (page.totals !== void 0) return describeCounts(page.totals);
  return page.totalSearches === void 0 ? void 0 : `totalSearches ${page.totalSearches}`;
}

// src/export/halt.ts
function final(halt) {
  return halt?.kind === "refused" || halt?.kind === "unknown-project";
}
function haltOf(error, budget, met) {
  const { failure } = error;
  if (met !== void 0 && failure.kind === "status" && failure.status === 404)
    return met.project.notFound(met.dataset, error);
  if (failure.kind === "cancelled") return { kind: "cancelled" };
  if (failure.kind === "status" && failure.status === 429)
    return budget.allowance === void 0 ? void 0 : { kind: "rate-limited", error };
  if (failure.kind === "status" && (failure.status === 401 || failure.status === 403))
    return { kind: "refused", error };
  if (budget.left === 0 && isRetryable(failure, true)) return { kind: "budget" };
  return void 0;
}
var ProjectWatch = class {
  answered = false;
  missing;
  ok() {
    this.answered = true;
  }
  notFound(name, error) {
    if (this.answered || this.missing === name) return void 0;
    if (this.missing === void 0) {
      this.missing = name;
      return void 0;
    }
    return { kind: "unknown-project", error, datasets: [this.missing, name] };
  }
};
var Budget = class {
  constructor(policy) {
    this.policy = policy;
  }
  policy;
  used = 0;
  get left() {
    return this.policy.kind === "allowance" ? this.policy.max - this.used : Infinity;
  }
  take() {
    this.used++;
  }
  /** What the client is given to draw on: this budget, when it is an allowance. */
  get allowance() {
    return this.policy.kind === "allowance" ? this : void 0;
  }
};

// src/export/page-read.ts
function queryOf(request, period = request.period) {
  const { projectId, source, status } = request;
  return { projectId, ...periodDates(period), source, status };
}
function boundsOf(request, deps, budget) {
  const { allowance } = budget;
  if (allowance === void 0) budget.take();
  return {
    allowance,
    ...request.pageRows === void 0 ? {} : { limit: request.pageRows },
    ...deps.signal === void 0 ? {} : { signal: deps.signal }
  };
}

// src/export/compare.ts
var COMPARED = [
  "views",
  "visitors",
  "searches",
  "feedback-by-page",
  "assistant-callers"
];
async function comparePrevious(runs, request, deps, budget, previous) {
  const period = request.previous;
  if (period === void 0) return void 0;
  for (const run of runs) {
    if (run.skipped || !COMPARED.includes(run.spec.name)) continue;
    if (budget.left === 0) return { kind: "budget" };
    try {
      const query = queryOf(request, period);
      const bounds = boundsOf(request, deps, budget);
      const page = await deps.api.page(run.spec, query, startOf(run.spec), bounds);
      previous.set(run.spec.name, page);
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      const halt = haltOf(error, budget);
      if (halt !== void 0) return halt;
      deps.log.warning(
        `${run.spec.name}: the previous period (${periodBounds(period)}) could not be read, so the summary compares nothing for it: ${error.message}`
      );
    }
  }
  return void 0;
}

// src/export/export-datasets.ts
async function exportAnalytics(request, deps) {
  const runs = request.datasets.map(
    (name) => new DatasetRun(name, standingOf2(request, datasetSpec(name)), request, deps.log)
  );
  runs.sort((a, b) => Number(b.spec.paging === "single") - Number(a.spec.paging === "single"));
  openFiles(runs, request, deps);
  const spend = {
    budget: new Budget(request.requests),
    project: new ProjectWatch(),
    ahead: new ReadAhead()
  };
  const { budget, ahead } = spend;
  const previous = /* @__PURE__ */ new Map();
  let halt;
  try {
    for (let round = 0; halt === void 0 && runs.some((r) => r.open); round++) {
      const open = runs.filter((r) => r.open);
      const compare = round === 0 && request.previous !== void 0;
      for (const [i, run] of open.entries()) {
        const following = (next) => {
          const later = open[i + 1];
          if (later !== void 0) return { run: later, place: later.standing };
          if (compare) return void 0;
          const first2 = runs.find((r) => r === run ? next !== void 0 : r.open);
          return first2 === run ? { run, place: next } : first2 && { run: first2, place: first2.standing };
        };
        halt = budget.left === 0 && !ahead.holds(run, run.standing) ? { kind: "budget" } : await step(run, request, deps, spend, following);
        if (halt !== void 0) break;
      }
      if (compare && halt === void 0)
        halt = await comparePrevious(runs, request, deps, budget, previous);
    }
  } finally {
    await ahead.drop();
  }
  for (const run of runs) await closeFile(run);
  const unfinished = runs.some((r) => r.standing.kind !== "done");
  const incomplete = runs.some((r) => r.deadEnd !== void 0);
  return {
    // In the order asked for, not the order spent in.
    datasets: request.datasets.flatMap(
      (name) => runs.filter((r) => r.spec.name === name).map((r) => r.result())
    ),
    requests: budget.used,
    halt,
    complete: !unfinished && !incomplete,
    resume: unfinished ? sealedResume(runs, request, halt) : "",
    previous
  };
}
function standingOf2(request, spec) {
  const { resume } = request;
  if (resume.kind === "sealed") return resume.from?.places[spec.name] ?? startOf(spec);
  return spec.paging === "offset" ? { kind: "offset", offset: resume.offset } : startOf(spec);
}
function sealedResume(runs, request, halt) {
  const { resume } = request;
  if (resume.kind !== "sealed") return "";
  const read = resume.from !== void 0 || runs.some((r) => r.tally.pages > 0);
  if (!read && final(halt)) return "";
  const { projectId, period, source, status, datasets } = request;
  const places = Object.fromEntries(runs.map((r) => [r.spec.name, r.standing]));
  return encodeResume({ projectId, period, source, status, datasets, places }, resume.secretKey);
}
function openFiles(runs, request, deps) {
  const { files, format, confinedTo: confinedTo2 } = request;
  for (const run of runs) {
    if (run.skipped) continue;
    const path = files.kind === "file" ? files.path : join(files.directory, `${run.spec.name}.${format}`);
    const input = files.kind === "file" ? "path" : "directory";
    const header = request.totalsHeader ? request.period : void 0;
    try {
      const file = { format, path, input, confinedTo: confinedTo2, header };
      run.writer = openDatasetWriter(run.spec, file, deps.redact);
      run.path = path;
    } catch (error) {
      if (!(error instanceof ActionError)) throw error;
      run.error = error;
    }
  }
}
async function closeFile(run) {
  try {
    await run.writer?.close();
  } catch (error) {
    if (!(error instanceof ActionError)) throw error;
    run.error ??= error;
  }
}
async function step(run, request, deps, spend, following) {
  const { budget, project, ahead } = spend;
  const place = run.standing;
  if (place.kind === "done") return void 0;
  if (deps.signal?.aborted === true) return { kind: "cancelled" };
  let page;
  try {
    page = await ahead.page(
      run,
      place,
      () => deps.api.page(run.spec, queryOf(request), place, boundsOf(request, deps, budget))
    );
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    const halt = haltOf(error, budget, { project, dataset: run.spec.name });
    if (halt === void 0) run.error = error;
    return halt;
  }
  project.ok();
  await askAhead(following(run.nextPlace(page)), request, deps, spend);
  try {
    const problem = await run.take(page, deps.log);
    if (problem !== void 0) run.error = malformed(request, run.spec, problem);
  } catch (error) {
    if (!(error instanceof ActionError)) throw error;
    run.error = error;
  }
  return void 0;
}
async function askAhead(next, request, deps, { budget, ahead }) {
  const place = next?.place;
  if (next === void 0 || place === void 0 || place.kind === "done") return;
  if (budget.left === 0 || deps.signal?.aborted === true) return;
  ahead.ask(next.run, place, (stop) => {
    const signal = deps.signal === void 0 ? stop : AbortSignal.any([deps.signal, stop]);
    return deps.api.page(
      next.run.spec,
      queryOf(request),
      place,
      boundsOf(request, { ...deps, signal }, budget)
    );
  });
  await new Promise((resolve3) => setImmediate(resolve3));
}
function malformed(request, spec, problem) {
  const path = `/v1/analytics/${request.projectId}/${spec.segments.join("/")}`;
  return invalidAnswer(`The service ${problem}.`, problem, { method: "GET", path });
}

// src/export/settings.ts
import { basename, isAbsolute as isAbsolute2, resolve as resolve2 } from "node:path";
var EXPORT_FORMATS = ["csv", "json", "ndjson"];
function confinedTo(input, path, workspace) {
  if (isAbsolute2(path)) return void 0;
  if (isWithin(resolve2(workspace, path), workspace)) return workspace;
  const example = `\${{ runner.temp }}/${basename(path) || "export"}`;
  throw new InputError(
    input,
    `Input "${input}" is "${path}", a relative path that leads outside the workspace ${workspace}: a relative path is read from the workspace and must stay inside it. Nothing was sent and nothing was written. To write outside the workspace on purpose, give "${input}" as an absolute path (such as ${example}).`
  );
}
function resolvePath(workspace, path) {
  return isAbsolute2(path) ? path : resolve2(workspace, path);
}

// src/export/chart.ts
var MAX_BARS = 8;
var CHART_WIDTH_PX = 800;
var BAR_COLOR = "#0969da";
var BAR_ROW_PX = 34;
var FRAME_PX = 110;
function barChart(title, axis, bars) {
  const shown = bars.slice(0, MAX_BARS);
  if (shown.length < 2) return [];
  const end = axisEnd(Math.max(...shown.map((bar) => bar.value)));
  const height = FRAME_PX + BAR_ROW_PX * shown.length;
  return [
    "```mermaid",
    `%%{init: {"xyChart": {"width": ${CHART_WIDTH_PX}, "height": ${height}}, "themeVariables": {"xyChart": {"plotColorPalette": "${BAR_COLOR}"}}}}%%`,
    "xychart-beta horizontal",
    `    title "${plain(title)}"`,
    `    x-axis [${shown.map((bar) => `"${chartLabel(bar.label)}"`).join(", ")}]`,
    `    y-axis "${plain(axis)}" 0 --> ${end}`,
    `    bar [${shown.map((bar) => Math.max(0, bar.value)).join(", ")}]`,
    "```",
    ""
  ];
}
function axisEnd(most) {
  if (!(most > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(most));
  const step2 = [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].find((m) => m * power >= most) ?? 10;
  return Number((step2 * power).toPrecision(12));
}
function plain(text) {
  return text.replace(/["\r\n`]/g, " ");
}

export {
  isWithin,
  PERIOD_INPUTS,
  readPeriod,
  boundedPeriodOf,
  isBounded,
  periodBefore,
  periodDates,
  periodBounds,
  periodRange,
  describePeriod,
  samePeriod,
  decodeResume,
  resumeMismatch,
  count,
  heading,
  sameQuestion,
  exportAnalytics,
  EXPORT_FORMATS,
  confinedTo,
  resolvePath,
  MAX_BARS,
  barChart
};
