import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  invalidAnswer,
  printable
} from "./chunk-FASRNKFN.js";

// src/service/analytics.ts
function startOf(dataset) {
  if (dataset.paging === "offset") return { kind: "offset", offset: 0 };
  if (dataset.paging === "cursor") return { kind: "cursor", cursor: void 0 };
  return { kind: "single" };
}
var MAX_PAGE_BYTES = 8 * 1024 * 1024;
var MAX_ASSISTANT_PAGE_BYTES = 64 * 1024 * 1024;
var ANALYTICS_LIMIT = "The service allows 100 analytics requests per organization per hour, shared by every analytics endpoint";
var ANALYTICS_RATE_LIMIT = `${ANALYTICS_LIMIT}; the export keeps its place in the resume output.`;
var CHECK_ANALYTICS_LIMIT = `${ANALYTICS_LIMIT}; this hour's are spent. A dry run exports nothing, so nothing is lost: try again within the next hour.`;
function analyticsRequest(dataset, query, place, limit = dataset.limit) {
  const { projectId, dateFrom, dateTo } = query;
  const filters = dataset.filtered ? { source: query.source, status: query.status } : {};
  const at = place.kind === "offset" ? { offset: place.offset } : place.kind === "cursor" ? { cursor: place.cursor } : {};
  const where = place.kind === "offset" && place.offset > 0 ? ` at offset ${place.offset}` : place.kind === "cursor" && place.cursor !== void 0 ? " (next page)" : "";
  return {
    method: "GET",
    segments: ["v1", "analytics", projectId, ...dataset.segments],
    query: { dateFrom, dateTo, ...filters, limit, ...at },
    action: `read ${dataset.name} of project "${projectId}"${where}`,
    notFound: `Project "${projectId}" was not found: check the projectId input`,
    badRequestHint: "Check the dateFrom, dateTo and days inputs" + (dataset.filtered ? ", and feedback-source and feedback-status" : ""),
    rateLimit: ANALYTICS_RATE_LIMIT,
    maxBodyBytes: dataset.name === "assistant" ? MAX_ASSISTANT_PAGE_BYTES : MAX_PAGE_BYTES
  };
}
function createAnalyticsApi(client, describe = analyticsRequest) {
  return {
    async page(dataset, query, place, bounds) {
      const op = describe(dataset, query, place, bounds.limit);
      const body = await client.request({
        ...op,
        allowance: bounds.allowance,
        ...bounds.signal === void 0 ? {} : { signal: bounds.signal }
      });
      const read = readPage(dataset, body);
      if (read.kind === "page") return read.page;
      const path = `/v1/analytics/${query.projectId}/${dataset.segments.join("/")}`;
      throw invalidAnswer(
        `The service's answer to the request to ${op.action} ${read.problem}.`,
        read.problem,
        { method: "GET", path }
      );
    }
  };
}
function readPage(dataset, body) {
  const bad = (problem) => ({ kind: "malformed", problem });
  if (typeof body !== "object" || body === null || Array.isArray(body))
    return bad("is not an object");
  const answer = body;
  if (dataset.paging === "offset") {
    const problem = countsProblem(answer.totals, "totals");
    if (problem !== void 0) return bad(problem);
    if (typeof answer.hasMore !== "boolean") return bad("has no hasMore flag");
  }
  if (dataset.list === void 0) {
    const problem = rowProblem(dataset, answer, "");
    if (problem !== void 0) return bad(problem);
    return { kind: "page", page: { rows: [pick(dataset, answer)], more: false, nextCursor: null } };
  }
  const list = answer[dataset.list];
  if (!Array.isArray(list)) return bad(`has no ${dataset.list} list`);
  const rows = [];
  for (const [i, row] of list.entries()) {
    const problem = rowProblem(dataset, row, `${dataset.list}[${i}]`);
    if (problem !== void 0) return bad(problem);
    rows.push(pick(dataset, row));
  }
  const hasMore = answer.hasMore;
  const nextCursor = answer.nextCursor;
  if (dataset.name !== "searches" && typeof hasMore !== "boolean") return bad("has no hasMore flag");
  if (dataset.paging === "cursor" && nextCursor !== null && typeof nextCursor !== "string")
    return bad("has a nextCursor that is neither a string nor null");
  const more = dataset.paging === "cursor" ? (hasMore ?? true) === true && nextCursor !== null : hasMore === true;
  const deadEnd = dataset.paging === "cursor" && hasMore === true && nextCursor === null;
  const page = {
    rows,
    more,
    nextCursor: typeof nextCursor === "string" ? nextCursor : null,
    ...deadEnd ? { deadEnd } : {}
  };
  if (dataset.paging === "offset")
    return { kind: "page", page: { ...page, totals: answer.totals } };
  if (dataset.name === "searches") {
    if (!isCount(answer.totalSearches))
      return bad(fieldProblem("totalSearches", answer.totalSearches, "count"));
    return { kind: "page", page: { ...page, totalSearches: answer.totalSearches } };
  }
  return { kind: "page", page };
}
function isCounts(value) {
  return countsProblem(value, "counts") === void 0;
}
function countsProblem(value, where) {
  if (typeof value !== "object" || value === null) return `has no ${where} object`;
  const v = value;
  for (const name of ["human", "ai", "total"]) {
    if (!isCount(v[name])) return fieldProblem(`${where}.${name}`, v[name], "count");
  }
  return void 0;
}
function isCount(n) {
  return typeof n === "number" && Number.isSafeInteger(n) && n >= 0;
}
var KIND_TEXT = {
  count: "a whole number of 0 or more",
  ratio: "a number of 0 or more",
  text: "a string",
  "text?": "a string or null",
  flag: "true or false",
  sources: "a list of { title, url } strings"
};
function fits(kind, value) {
  switch (kind) {
    case "count":
      return isCount(value);
    case "ratio":
      return typeof value === "number" && Number.isFinite(value) && value >= 0;
    case "text":
      return typeof value === "string";
    case "text?":
      return typeof value === "string" || value === null;
    case "flag":
      return typeof value === "boolean";
    case "sources":
      return Array.isArray(value) && value.every(
        (s) => typeof s === "object" && s !== null && typeof s.title === "string" && typeof s.url === "string"
      );
  }
}
function rowProblem(dataset, row, where) {
  if (typeof row !== "object" || row === null || Array.isArray(row))
    return `has ${where || "an answer"} that is not an object`;
  const r = row;
  for (const field of dataset.fields) {
    const value = r[field.name];
    if (value === void 0 && field.optional === true) continue;
    if (!fits(field.kind, value))
      return fieldProblem(where === "" ? field.name : `${where}.${field.name}`, value, field.kind);
  }
  return void 0;
}
function fieldProblem(name, value, kind) {
  const shown = value === void 0 ? "missing" : `= ${printable(JSON.stringify(value), 40)}`;
  return `has ${name} ${shown}, not ${KIND_TEXT[kind]}`;
}
function pick(dataset, row) {
  const out = {};
  for (const { name, kind } of dataset.fields) {
    const value = row[name];
    if (value === void 0) continue;
    out[name] = kind === "sources" ? value.map((s) => ({ title: s.title, url: s.url })) : value;
  }
  return out;
}

// src/service/datasets.ts
var COUNTS = [
  { name: "path", kind: "text" },
  { name: "human", kind: "count" },
  { name: "ai", kind: "count" },
  { name: "total", kind: "count" }
];
var DATASETS = [
  spec("views", ["views"], "offset", 250, "views", COUNTS, "path"),
  spec("visitors", ["visitors"], "offset", 250, "visitors", COUNTS, "path"),
  spec(
    "feedback",
    ["feedback"],
    "cursor",
    100,
    "feedback",
    [
      { name: "id", kind: "text" },
      { name: "path", kind: "text" },
      { name: "comment", kind: "text?" },
      { name: "createdAt", kind: "text?" },
      { name: "source", kind: "text" },
      { name: "status", kind: "text" },
      { name: "helpful", kind: "flag", optional: true },
      { name: "contact", kind: "text?", optional: true },
      { name: "code", kind: "text", optional: true },
      { name: "filename", kind: "text?", optional: true },
      { name: "lang", kind: "text?", optional: true }
    ],
    "id",
    true
  ),
  spec(
    "feedback-by-page",
    ["feedback", "by-page"],
    "single",
    100,
    "feedback",
    [
      { name: "path", kind: "text" },
      { name: "thumbsUp", kind: "count" },
      { name: "thumbsDown", kind: "count" },
      { name: "code", kind: "count" },
      { name: "total", kind: "count" }
    ],
    "path",
    true
  ),
  spec(
    "searches",
    ["searches"],
    "cursor",
    100,
    "searches",
    [
      { name: "searchQuery", kind: "text" },
      { name: "hits", kind: "count" },
      { name: "ctr", kind: "ratio" },
      { name: "topClickedPage", kind: "text?" },
      { name: "lastSearchedAt", kind: "text" }
    ],
    "searchQuery"
  ),
  spec(
    "assistant",
    ["assistant"],
    "cursor",
    1e3,
    "conversations",
    [
      { name: "id", kind: "text" },
      { name: "timestamp", kind: "text" },
      { name: "query", kind: "text" },
      { name: "response", kind: "text" },
      { name: "responseType", kind: "text", optional: true },
      { name: "sources", kind: "sources" },
      { name: "resolutionStatus", kind: "text" },
      { name: "queryCategory", kind: "text?" },
      { name: "pageUrl", kind: "text?" }
    ],
    "id"
  ),
  spec(
    "assistant-callers",
    ["assistant", "caller-stats"],
    "single",
    void 0,
    void 0,
    ["web", "api", "other", "total"].map((name) => ({ name, kind: "count" })),
    void 0
  )
];
function spec(name, segments, paging, limit, list, fields, key, filtered = false) {
  return { name, segments, paging, limit, list, fields, key, filtered };
}
var DATASET_NAMES = DATASETS.map((d) => d.name);
function datasetSpec(name) {
  const found = DATASETS.find((d) => d.name === name);
  if (found === void 0) throw new Error(`no dataset ${name}`);
  return found;
}

export {
  startOf,
  MAX_PAGE_BYTES,
  ANALYTICS_LIMIT,
  CHECK_ANALYTICS_LIMIT,
  analyticsRequest,
  createAnalyticsApi,
  isCounts,
  DATASET_NAMES,
  datasetSpec
};
