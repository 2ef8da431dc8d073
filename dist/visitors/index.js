import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  createVisitorsApi,
  visitorsRequest
} from "../chunks/chunk-GNHFDQLS.js";
import {
  Best,
  EXPORT_FORMATS,
  PERIOD_INPUTS,
  PageWatch,
  chartLabel,
  confinedTo,
  count,
  describeCounts,
  isWithin,
  nextOffset,
  openWriter,
  readPeriod,
  resolvePath
} from "../chunks/chunk-RKBBMZ4J.js";
import {
  isCounts
} from "../chunks/chunk-WSCRPH4N.js";
import {
  ActionError,
  PASSED,
  SERVICE_INPUTS,
  ServiceError,
  alignRight,
  connectService,
  declaredReader,
  dryRun,
  escapeMarkdown,
  failed,
  invalidAnswer,
  parseBoolean,
  parseChoice,
  parseInteger,
  readServiceSettings,
  runAction,
  table
} from "../chunks/chunk-63HL3EEL.js";
import "../chunks/chunk-2HTGNINH.js";

// src/visitors/export.ts
async function exportVisitors(settings, deps) {
  let writer;
  try {
    writer = await openWriter(settings.format, settings.path, settings, deps.redact);
  } catch (error) {
    if (!(error instanceof ActionError)) throw error;
    const stats = { totals: void 0, rows: 0, pages: 0, top: [] };
    return { kind: "failed", stats, nextOffset: settings.offset, error };
  }
  const run = new ExportRun(settings, deps, writer);
  let result;
  try {
    result = await run.pages();
  } catch (error) {
    if (!(error instanceof ActionError)) throw error;
    result = run.failed(error);
  }
  try {
    await writer.close();
  } catch (error) {
    if (!(error instanceof ActionError)) throw error;
    if (result.kind !== "failed") result = run.failed(error);
  }
  return result;
}
var ExportRun = class {
  constructor(settings, deps, writer) {
    this.settings = settings;
    this.deps = deps;
    this.writer = writer;
    this.top = new TopRows(settings.summaryRows);
    this.watch = new PageWatch(deps.log, { rows: "visitors", key: "path", keys: "paths" });
    this.offset = settings.offset;
  }
  settings;
  deps;
  writer;
  top;
  watch;
  /** The site-wide totals of the first page, the ones the file starts with. */
  totals;
  rows = 0;
  count = 0;
  offset;
  stats() {
    const { totals, rows, count: pages, top } = this;
    return { totals, rows, pages, top: top.rows() };
  }
  failed(error) {
    return { kind: "failed", stats: this.stats(), nextOffset: this.offset, error };
  }
  stop(kind, at) {
    return { kind, stats: this.stats(), nextOffset: at };
  }
  async pages() {
    const { settings, deps, writer } = this;
    for (; ; ) {
      if (deps.signal?.aborted === true) return this.stop("cancelled", this.offset);
      const fetched = await fetchPage(settings, this.offset, deps);
      if (fetched.kind === "cancelled") return this.stop("cancelled", this.offset);
      if (fetched.kind === "failed") return this.failed(fetched.error);
      const { page } = fetched;
      this.count++;
      if (this.totals === void 0) await writer.begin(page.totals);
      this.totals ??= page.totals;
      const seen = {
        keys: page.visitors.map((row) => row.path),
        rows: page.visitors,
        more: page.hasMore,
        totals: describeCounts(page.totals)
      };
      const stuck = this.watch.see(seen, `offset ${this.offset}`);
      const rows = stuck?.keep === false ? [] : page.visitors;
      const room = settings.maxRows === void 0 ? Infinity : settings.maxRows - this.rows;
      const taken = rows.length <= room ? rows : rows.slice(0, room);
      await writer.write(taken);
      for (const row of taken) this.top.add(row);
      this.rows += taken.length;
      if (taken.length < rows.length) return this.stop("stopped", this.offset + taken.length);
      if (stuck !== void 0) {
        this.offset += page.visitors.length;
        return this.failed(invalidPage(settings.projectId, stuck.why));
      }
      if (!page.hasMore) return { kind: "complete", stats: this.stats() };
      this.advance(page.visitors.length);
      if (settings.maxRows !== void 0 && this.rows >= settings.maxRows)
        return this.stop("stopped", this.offset);
    }
  }
  /** The next page starts after the rows received (`nextOffset` says why). */
  advance(received) {
    this.offset = nextOffset(this.deps.log, "The page", {
      offset: this.offset,
      received,
      limit: this.settings.limit
    });
  }
};
async function fetchPage(settings, offset, deps) {
  const { dateFrom, dateTo, limit } = settings;
  try {
    const query = { dateFrom, dateTo, limit, offset };
    return {
      kind: "page",
      page: await deps.api.getVisitors(settings.projectId, query, deps.signal)
    };
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    return error.failure.kind === "cancelled" ? { kind: "cancelled" } : { kind: "failed", error };
  }
}
function invalidPage(projectId, problem) {
  return invalidAnswer(`The service ${problem}.`, problem, {
    method: "GET",
    path: `/v1/analytics/${projectId}/visitors`
  });
}
var TopRows = class {
  best;
  constructor(size) {
    this.best = new Best(size, (row) => row.total);
  }
  add(row) {
    this.best.add({ path: row.path, human: row.human, ai: row.ai, total: row.total });
  }
  rows() {
    return this.best.items();
  }
};

// src/visitors/settings.ts
import { resolve } from "node:path";
var VISITORS_INPUTS = {
  ...SERVICE_INPUTS,
  ...PERIOD_INPUTS,
  limit: "250",
  offset: "0",
  "max-rows": "",
  format: "csv",
  path: "",
  "summary-rows": "20",
  chart: "true"
};
function readVisitorSettings(given, env, now = Date.now()) {
  const input = declaredReader(given, VISITORS_INPUTS);
  const service = readServiceSettings(input);
  const range = readDateRange(input, now);
  const format = parseChoice("format", input("format"), EXPORT_FORMATS);
  const rawMax = input("max-rows");
  const rawPath = input("path") === "" ? `visitors.${format}` : input("path");
  const workspace = resolve(env.GITHUB_WORKSPACE ?? process.cwd());
  return {
    ...service,
    ...range,
    limit: parseInteger("limit", input("limit"), {
      min: 1,
      max: 250,
      what: "rows per page"
    }),
    offset: parseInteger("offset", input("offset"), { min: 0, what: "rows to skip" }),
    maxRows: rawMax === "" ? void 0 : parseInteger("max-rows", rawMax, { min: 1, what: "page rows to export at most" }),
    format,
    path: resolvePath(workspace, rawPath),
    workspace,
    confinedTo: confinedTo(rawPath, workspace),
    summaryRows: parseInteger("summary-rows", input("summary-rows"), {
      min: 0,
      max: 1e3,
      what: "top pages in the job summary"
    }),
    chart: parseBoolean("chart", input("chart"))
  };
}
function readDateRange(input, now) {
  const { from, to } = readPeriod(input, now);
  return { dateFrom: from?.text, dateTo: to?.text };
}

// src/visitors/summary.ts
function renderVisitorsSummary(result, meta) {
  const { stats } = result;
  const range = `${meta.dateFrom ?? "the start"} to ${meta.dateTo ?? "now"} (exclusive)`;
  const lines = [`## Unique visitors, ${escapeMarkdown(range)}`, ""];
  const partial = result.kind !== "complete";
  if (partial) {
    const why = result.kind === "stopped" ? "stopped by max-rows" : result.kind === "cancelled" ? "cancelled" : "failed";
    lines.push(
      `Export ${why}: ${count(stats.rows)} rows written; continue with \`offset: ${result.nextOffset}\`.`,
      ""
    );
  }
  if (stats.totals !== void 0) {
    const t = stats.totals;
    lines.push(
      ...table(
        ["", alignRight("visitors")],
        [
          ["Human", count(t.human)],
          ["AI", count(t.ai)],
          ["Total (deduplicated)", count(t.total)]
        ]
      ),
      ""
    );
  }
  lines.push(
    `${count(stats.rows)} page rows in ${count(stats.pages)} request(s), written to \`${escapeCode(meta.path)}\`.`,
    ""
  );
  const top = meta.summaryRows === 0 ? [] : stats.top;
  const of = partial ? ", of the rows exported" : "";
  if (meta.chart) lines.push(...topChart(top.slice(0, CHART_PAGES), of));
  lines.push(...topTable(top, of));
  return lines.join("\n");
}
var CHART_PAGES = 10;
function topChart(top, of) {
  if (top.length === 0) return [];
  const labels = top.map((row) => `"${chartLabel(row.path)}"`).join(", ");
  const most = Math.max(...top.map((row) => Math.max(row.human, row.ai)), 1);
  return [
    "```mermaid",
    '%%{init: {"xyChart": {"height": 260}}}%%',
    "xychart-beta",
    `    title "Top ${top.length} pages${of}: human visitors (bars), AI visitors (line)"`,
    `    x-axis [${labels}]`,
    `    y-axis "visitors" 0 --> ${most}`,
    `    bar [${top.map((row) => row.human).join(", ")}]`,
    `    line [${top.map((row) => row.ai).join(", ")}]`,
    "```",
    ""
  ];
}
function topTable(top, of) {
  if (top.length === 0) return [];
  return [
    `### Top ${top.length} pages by visitors${of}`,
    "",
    ...table(
      ["path", alignRight("human"), alignRight("ai"), alignRight("total")],
      top.map((row) => [escapeMarkdown(row.path), count(row.human), count(row.ai), count(row.total)])
    ),
    ""
  ];
}
function escapeCode(text) {
  return text.replace(/[`\r\n]/g, " ");
}

// src/visitors/action.ts
var visitorsAction = {
  secretInputs: ["secret-key"],
  inputs: VISITORS_INPUTS,
  readSettings: (io) => readVisitorSettings((name) => io.input(name), io.env),
  async run(settings, context) {
    const { io } = context;
    io.info(
      `${settings.dryRun ? "Would export" : "Exporting"} visitors of project ${settings.projectId} (${settings.dateFrom ?? "start"} to ${settings.dateTo ?? "now"}, ${settings.limit} per page, from offset ${settings.offset}) to ${settings.path}`
    );
    if (!isWithin(settings.path, settings.workspace)) {
      io.notice(
        `The export is written outside the workspace (${settings.workspace}), to ${settings.path}.`
      );
    }
    if (settings.dryRun) {
      const checked = await dryRun(planExport(settings), settings, context);
      if (checked.kind === "failed") return failed(checked.message);
      io.setOutputs(totalsOutputs(checked.answer));
      return PASSED;
    }
    const api = connectService(settings, context, createVisitorsApi);
    const result = await exportVisitors(settings, {
      api,
      log: io,
      signal: context.time.signal,
      redact: (text) => io.redact(text)
    });
    io.setOutputs(exportOutputs(result, settings.path));
    const verdict = judgeExport(result, settings.path);
    if (verdict.kind === "passed") io.info(verdict.message);
    await io.writeSummary(renderVisitorsSummary(result, settings));
    return verdict.kind === "passed" ? PASSED : failed(verdict.message);
  }
};
function exportOutputs(result, path) {
  const { stats } = result;
  const count2 = (key) => stats.totals === void 0 ? "" : String(stats.totals[key]);
  return {
    human: count2("human"),
    ai: count2("ai"),
    total: count2("total"),
    rows: String(stats.rows),
    pages: String(stats.pages),
    path,
    complete: String(result.kind === "complete"),
    "next-offset": result.kind === "complete" ? "" : String(result.nextOffset)
  };
}
function judgeExport(result, path) {
  const { rows, pages } = result.stats;
  switch (result.kind) {
    case "complete":
      return { kind: "passed", message: `Exported ${rows} rows in ${pages} request(s) to ${path}.` };
    case "stopped":
      return {
        kind: "passed",
        message: `Stopped at max-rows after ${rows} rows; continue with offset: ${result.nextOffset}.`
      };
    case "cancelled":
      return {
        kind: "failed",
        message: `The export was cancelled after ${rows} rows, kept in ${path}; continue with offset: ${result.nextOffset}.`
      };
    case "failed":
      return {
        kind: "failed",
        message: `${result.error.message} The export stopped at offset ${result.nextOffset}: the ${rows} rows before it are in ${path}. Run again with offset: ${result.nextOffset} to continue.`
      };
  }
}
function planExport(settings) {
  const { projectId, dateFrom, dateTo, limit, offset } = settings;
  const first = visitorsRequest(projectId, { dateFrom, dateTo, limit, offset });
  const check = visitorsRequest(projectId, { dateFrom, dateTo, limit: 1, offset });
  return {
    prompt: void 0,
    planned: [
      {
        op: first,
        when: `then one more for each further page while the service says hasMore${settings.maxRows === void 0 ? "" : `, up to max-rows (${settings.maxRows} rows)`}`
      }
    ],
    notes: [`The rows would be written as ${settings.format} to ${settings.path}.`],
    check: { ...check, action: `check the key and project "${projectId}" (dry run)` },
    checkCost: "It is the first request at limit 1: it creates nothing, and counts as 1 of the 100 analytics requests per organization per hour.",
    learn: (answer) => {
      const totals = totalsOf(answer);
      return totals === void 0 ? void 0 : `the range has ${totals.total} unique visitors (${totals.human} human, ${totals.ai} AI)`;
    }
  };
}
function totalsOf(answer) {
  const totals = answer?.totals;
  return isCounts(totals) ? totals : void 0;
}
function totalsOutputs(answer) {
  const totals = totalsOf(answer);
  return {
    human: totals === void 0 ? "" : String(totals.human),
    ai: totals === void 0 ? "" : String(totals.ai),
    total: totals === void 0 ? "" : String(totals.total)
  };
}

// src/visitors/index.ts
await runAction(visitorsAction);
