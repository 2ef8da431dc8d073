import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  EXPORT_FORMATS,
  MAX_BARS,
  PERIOD_INPUTS,
  barChart,
  confinedTo,
  count,
  exportAnalytics,
  heading,
  isWithin,
  periodBounds,
  periodDates,
  periodRange,
  readPeriod,
  resolvePath
} from "../chunks/chunk-P3A32IPT.js";
import {
  visitorsPage,
  visitorsRequest
} from "../chunks/chunk-USO27BRU.js";
import {
  CHECK_ANALYTICS_LIMIT,
  createAnalyticsApi,
  isCounts
} from "../chunks/chunk-6VAPEEUZ.js";
import {
  PASSED,
  SERVICE_INPUTS,
  ServiceError,
  connectService,
  declaredReader,
  dryRun,
  escapeMarkdown,
  failed,
  parseBoolean,
  parseChoice,
  parseInteger,
  readServiceSettings,
  runAction,
  table
} from "../chunks/chunk-FASRNKFN.js";
import "../chunks/chunk-SDZ6GJJ3.js";

// src/visitors/export.ts
function visitorsExport(settings) {
  return {
    projectId: settings.projectId,
    datasets: ["visitors"],
    period: settings.period,
    source: void 0,
    status: void 0,
    previous: void 0,
    format: settings.format,
    files: { kind: "file", path: settings.path },
    confinedTo: settings.confinedTo,
    totalsHeader: true,
    pageRows: settings.limit,
    maxRows: settings.maxRows,
    topRows: settings.summaryRows,
    requests: { kind: "retried" },
    resume: { kind: "offset", offset: settings.offset }
  };
}
async function exportVisitors(request, deps) {
  return visitorsResult(await exportAnalytics(request, deps));
}
function visitorsResult(result) {
  const [dataset] = result.datasets;
  if (dataset === void 0) throw new Error("the visitors export read no dataset");
  const stats = statsOf(dataset);
  const nextOffset = resumeAt(dataset);
  const { halt } = result;
  if (halt?.kind === "cancelled") return { kind: "cancelled", stats, nextOffset };
  const error = dataset.error ?? errorOf(halt);
  if (error !== void 0) return { kind: "failed", stats, nextOffset, error };
  if (dataset.outcome === "stopped") return { kind: "stopped", stats, nextOffset };
  if (dataset.outcome === "complete") return { kind: "complete", stats };
  throw new Error(`the visitors export ended ${dataset.outcome} with no reason`);
}
function statsOf(dataset) {
  const { tally } = dataset;
  return {
    totals: tally.totals,
    rows: tally.rows,
    pages: dataset.received,
    // The contract's four fields, checked by readPage.
    top: tally.list("top")
  };
}
function resumeAt(dataset) {
  const place = dataset.standing.kind === "done" ? dataset.lastPage : dataset.standing;
  return place.kind === "offset" ? place.offset : 0;
}
function errorOf(halt) {
  return halt === void 0 || halt.kind === "budget" || halt.kind === "cancelled" ? void 0 : halt.error;
}

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
  const period = readPeriod(input, now);
  const format = parseChoice("format", input("format"), EXPORT_FORMATS);
  const rawMax = input("max-rows");
  const rawPath = input("path") === "" ? `visitors.${format}` : input("path");
  const workspace = resolve(env.GITHUB_WORKSPACE ?? process.cwd());
  return {
    ...service,
    period,
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
    confinedTo: confinedTo("path", rawPath, workspace),
    summaryRows: parseInteger("summary-rows", input("summary-rows"), {
      min: 0,
      max: 1e3,
      what: "top pages in the job summary"
    }),
    chart: parseBoolean("chart", input("chart"))
  };
}

// src/visitors/summary.ts
function renderVisitorsSummary(result, meta) {
  const { stats } = result;
  const partial = result.kind !== "complete";
  const why = shortfall(result);
  const range = escapeMarkdown(periodRange(meta.period));
  const lines = [heading(`Unique visitors, ${range}`, why), ""];
  if (why !== void 0 && result.kind !== "complete") {
    lines.push(
      `Export ${why}: ${count(stats.rows)} rows written; continue with \`offset: ${result.nextOffset}\`.`,
      ""
    );
  }
  if (stats.totals !== void 0) {
    const t = stats.totals;
    lines.push(
      ...table(
        ["", "visitors"],
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
  if (meta.chart) lines.push(...topChart(top, of));
  lines.push(...topTable(top, of));
  return lines.join("\n");
}
function topChart(top, of) {
  const shown = Math.min(top.length, MAX_BARS);
  const bars = top.map((row) => ({ label: row.path, value: row.total }));
  return barChart(`Top ${shown} pages${of} by visitors (human and AI)`, "visitors", bars);
}
function topTable(top, of) {
  if (top.length === 0) return [];
  return [
    `### Top ${top.length} pages by visitors${of}`,
    "",
    ...table(
      ["path", "human", "ai", "total"],
      top.map((row) => [escapeMarkdown(row.path), count(row.human), count(row.ai), count(row.total)])
    ),
    ""
  ];
}
function shortfall(result) {
  switch (result.kind) {
    case "complete":
      return void 0;
    case "stopped":
      return "stopped by max-rows";
    case "cancelled":
      return "cancelled";
    case "failed":
      return result.error instanceof ServiceError && result.error.status === 429 ? "rate limit reached" : "failed";
  }
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
      `${settings.dryRun ? "Would export" : "Exporting"} visitors of project ${settings.projectId} (${periodBounds(settings.period)}, ${settings.limit} per page, from offset ${settings.offset}) to ${settings.path}`
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
    const api = connectService(
      settings,
      context,
      (client) => createAnalyticsApi(client, visitorsPage)
    );
    const result = await exportVisitors(visitorsExport(settings), {
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
  const { projectId, limit, offset } = settings;
  const { dateFrom, dateTo } = periodDates(settings.period);
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
    check: {
      ...check,
      action: `check the key and project "${projectId}" (dry run)`,
      rateLimit: CHECK_ANALYTICS_LIMIT
    },
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
