import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  MAX_PAGE_BYTES,
  datasetSpec,
  readPage
} from "./chunk-WSCRPH4N.js";
import {
  invalidAnswer
} from "./chunk-63HL3EEL.js";

// src/service/visitors.ts
var VISITORS = datasetSpec("visitors");
function visitorsRequest(projectId, query, signal) {
  return {
    method: "GET",
    segments: ["v1", "analytics", projectId, ...VISITORS.segments],
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
      const read = readPage(VISITORS, await client.request(op));
      if (read.kind === "malformed") {
        throw invalidAnswer(
          `The service's answer to the request to ${op.action} ${read.problem}.`,
          read.problem,
          { method: "GET", path: `/v1/analytics/${projectId}/visitors` }
        );
      }
      const { page } = read;
      return {
        totals: page.totals,
        visitors: page.rows,
        hasMore: page.more
      };
    }
  };
}

export {
  visitorsRequest,
  createVisitorsApi
};
