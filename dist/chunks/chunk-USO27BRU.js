import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  ANALYTICS_LIMIT,
  MAX_PAGE_BYTES,
  datasetSpec
} from "./chunk-6VAPEEUZ.js";

// src/service/visitors.ts
var VISITORS = datasetSpec("visitors");
function visitorsRequest(projectId, query, signal) {
  return {
    method: "GET",
    segments: ["v1", "analytics", projectId, ...VISITORS.segments],
    query: { ...query },
    action: `read visitors of project "${projectId}" at offset ${query.offset}`,
    notFound: `Project "${projectId}" was not found: check the projectId input`,
    rateLimit: `${ANALYTICS_LIMIT}; the export keeps its place in the next-offset output.`,
    maxBodyBytes: MAX_PAGE_BYTES,
    ...signal === void 0 ? {} : { signal }
  };
}
var visitorsPage = (dataset, query, place, limit) => {
  const { projectId, dateFrom, dateTo } = query;
  const offset = place.kind === "offset" ? place.offset : 0;
  return visitorsRequest(projectId, {
    dateFrom,
    dateTo,
    limit: limit ?? dataset.limit ?? 250,
    offset
  });
};

export {
  visitorsRequest,
  visitorsPage
};
