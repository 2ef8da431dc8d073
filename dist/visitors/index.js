import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  createVisitorsApi,
  isCounts,
  visitorsRequest
} from "../chunks/chunk-TE2VCSA7.js";
import {
  exportVisitors,
  readVisitorSettings,
  renderVisitorsSummary
} from "../chunks/chunk-Q32SJKVC.js";
import {
  PASSED,
  SERVICE_INPUTS,
  connectService,
  failed,
  rehearse,
  runAction
} from "../chunks/chunk-DKK6CYQZ.js";
import "../chunks/chunk-2HTGNINH.js";

// src/visitors/action.ts
import { isAbsolute, relative } from "node:path";
var visitorsAction = {
  secretInputs: ["secret-key"],
  // Its own inputs, as action.yml declares them, besides the service's (a test holds them together).
  inputs: [
    ...SERVICE_INPUTS,
    ..."dateFrom dateTo days limit offset max-rows format path summary-rows chart".split(" ")
  ],
  readSettings: (io) => readVisitorSettings((name) => io.input(name), io.env),
  async run(settings, context) {
    const { io } = context;
    io.info(
      `Exporting visitors of project ${settings.projectId} (${settings.dateFrom ?? "start"} to ${settings.dateTo ?? "now"}, ${settings.limit} per page, from offset ${settings.offset}) to ${settings.path}`
    );
    if (!isInside(settings.path, settings.workspace)) {
      io.notice(
        `The export is written outside the workspace (${settings.workspace}), to ${settings.path}.`
      );
    }
    if (settings.dryRun) {
      const rehearsed = await rehearse(planExport(settings), settings, context);
      if (rehearsed.kind === "failed") return failed(rehearsed.message);
      io.setOutputs(totalsOutputs(rehearsed.answer));
      return PASSED;
    }
    const api = connectService(settings, context, createVisitorsApi);
    const result = await exportVisitors(settings, {
      api,
      log: io,
      signal: context.signal,
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
  const count = (key) => stats.totals === void 0 ? "" : String(stats.totals[key]);
  return {
    human: count("human"),
    ai: count("ai"),
    total: count("total"),
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
function isInside(path, folder) {
  const from = relative(folder, path);
  return from !== "" && !from.startsWith("..") && !isAbsolute(from);
}

// src/visitors/index.ts
await runAction(visitorsAction);
