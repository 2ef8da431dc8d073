import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  invalidAnswer,
  printable
} from "./chunk-K64CD2K3.js";

// src/service/visitors.ts
var MAX_PAGE_BYTES = 8 * 1024 * 1024;
function visitorsRequest(projectId, query, signal) {
  return {
    method: "GET",
    segments: ["v1", "analytics", projectId, "visitors"],
    query: { ...query },
    action: `read visitors of project "${projectId}" at offset ${query.offset}`,
    notFound: `Project "${projectId}" was not found: check the projectId input`,
    maxBodyBytes: MAX_PAGE_BYTES,
    ...signal === void 0 ? {} : { signal }
  };
}
function createVisitorsApi(client) {
  return {
    async getVisitors(projectId, query, signal) {
      const op = visitorsRequest(projectId, query, signal);
      const body = await client.request(op);
      const problem = pageProblem(body);
      if (problem !== void 0) {
        throw invalidAnswer(
          `The service's answer to the request to ${op.action} ${problem}.`,
          problem,
          { method: "GET", path: `/v1/analytics/${projectId}/visitors` }
        );
      }
      return body;
    }
  };
}
var COUNT_FIELDS = ["human", "ai", "total"];
function isCounts(value) {
  return countsProblem(value, "") === void 0;
}
function countsProblem(value, where) {
  if (typeof value !== "object" || value === null) return `has no ${where || "counts"} object`;
  const v = value;
  for (const field of COUNT_FIELDS) {
    const n = v[field];
    if (typeof n !== "number" || !Number.isSafeInteger(n) || n < 0) {
      const name = where === "" ? field : `${where}.${field}`;
      const shown = n === void 0 ? "missing" : `= ${printable(JSON.stringify(n), 40)}`;
      return `has ${name} ${shown}, not a whole number of 0 or more`;
    }
  }
  return void 0;
}
function pageProblem(body) {
  if (typeof body !== "object" || body === null) return "is not an object";
  const page = body;
  const totals = countsProblem(page.totals, "totals");
  if (totals !== void 0) return totals;
  if (typeof page.hasMore !== "boolean") return "has no hasMore flag";
  if (!Array.isArray(page.visitors)) return "has no visitors list";
  for (const [i, row] of page.visitors.entries()) {
    const problem = countsProblem(row, `visitors[${i}]`);
    if (problem !== void 0) return problem;
    if (typeof row.path !== "string")
      return `has visitors[${i}].path that is not a string`;
  }
  return void 0;
}

export {
  visitorsRequest,
  createVisitorsApi,
  isCounts
};
