import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  pollDelayMs,
  pollUntil
} from "./chunk-YPY5NLWW.js";
import {
  TRIGGER_WINDOW_MS,
  givenHttpsUrl
} from "./chunk-PLREYEI5.js";
import {
  MAX_SEGMENT_CHARS,
  ServiceError,
  formatDuration,
  invalidAnswer,
  oneLine,
  printable,
  requestUrl,
  segmentProblem,
  text,
  timeLimit,
  truncate
} from "./chunk-FASRNKFN.js";

// src/service/deploy.ts
var DEPLOY_STATUSES = ["queued", "in_progress", "success", "failure"];
var MAX_LOG_LINES = 500;
var MAX_LOG_LINE_CHARS = 1e3;
var MAX_FILES = 1e3;
var MAX_SUMMARY_CHARS = 65536;
var MAX_MESSAGE_CHARS = 1e4;
var MAX_FILE_CHARS = 1e3;
var MAX_STATUS_BYTES = 256 * 1024 * 1024;
var files = { kind: "list", keep: "first", max: MAX_FILES, of: text(MAX_FILE_CHARS) };
var STATUS_KEPT = {
  maxBytes: MAX_STATUS_BYTES,
  shape: {
    kind: "record",
    fields: {
      _id: text(MAX_SEGMENT_CHARS + 1),
      status: text(256),
      createdAt: text(100),
      endedAt: text(100),
      summary: text(MAX_SUMMARY_CHARS),
      logs: { kind: "list", keep: "last", max: MAX_LOG_LINES, of: text(MAX_LOG_LINE_CHARS) },
      subdomain: text(254),
      commit: {
        kind: "record",
        fields: {
          sha: text(100),
          ref: text(MAX_FILE_CHARS),
          message: text(MAX_MESSAGE_CHARS),
          filesChanged: {
            kind: "record",
            fields: { added: files, modified: files, removed: files }
          }
        }
      }
    }
  }
};
var PREVIEW_WINDOW_MS = 6e4;
function notFoundOf(projectId) {
  return `Project "${projectId}" was not found: check the projectId input (the dashboard's API keys page shows it), and that secret-key is an admin key of the organization the project belongs to`;
}
var deployRequests = {
  update: (projectId, bound = {}) => ({
    method: "POST",
    segments: ["v1", "project", "update", projectId],
    action: `trigger a deployment of project "${projectId}"`,
    notFound: notFoundOf(projectId),
    rateLimit: "The service allows 10 deployment triggers (shared with automation triggers) per 10 seconds per organization.",
    rateWindowMs: TRIGGER_WINDOW_MS,
    ...bound
  }),
  preview: (projectId, branch, bound = {}) => ({
    method: "POST",
    segments: ["v1", "project", "preview", projectId],
    body: { branch },
    action: `trigger a preview of branch "${branch}" in project "${projectId}"`,
    notFound: notFoundOf(projectId),
    badRequestHint: "Check the branch input: it names the Git branch to preview.",
    rateLimit: "The service allows 5 preview triggers per minute per organization.",
    rateWindowMs: PREVIEW_WINDOW_MS,
    forbidden: `the organization's plan has no preview deployments (they need the Pro or Enterprise plan: "Preview deployments are not available on your current plan")`,
    ...bound
  }),
  status: (statusId, bound = {}) => ({
    method: "GET",
    segments: ["v1", "project", "update-status", statusId],
    action: `read deployment status "${statusId}"`,
    notFound: `Deployment status "${statusId}" was not found`,
    keep: STATUS_KEPT,
    ...bound
  })
};
function createDeployApi(client) {
  return {
    async triggerUpdate(projectId, bound) {
      const op = deployRequests.update(projectId, bound);
      return toTriggered(await client.request(op), op);
    },
    async triggerPreview(projectId, branch, bound) {
      const op = deployRequests.preview(projectId, branch, bound);
      return toTriggered(await client.request(op), op);
    },
    async getStatus(statusId, bound) {
      const op = deployRequests.status(statusId, bound);
      return toStatus(await client.request(op), op, statusId);
    }
  };
}
function unusable(op, problem) {
  return invalidAnswer(`The service's answer to the request to ${op.action} ${problem}.`, problem, {
    method: op.method,
    path: ""
  });
}
function toTriggered(body, op) {
  const { statusId, previewUrl } = body;
  const problem = segmentProblem(statusId);
  if (problem !== void 0) {
    throw unusable(
      op,
      `has a status id that ${problem}, so it cannot be followed; the deployment may have been queued all the same: check the dashboard`
    );
  }
  return { statusId, previewUrl: givenHttpsUrl(previewUrl) };
}
function toStatus(body, op, asked) {
  const raw = body;
  if (raw._id !== void 0 && raw._id !== asked) {
    throw unusable(
      op,
      `is about status "${truncate(typeof raw._id === "string" ? raw._id : JSON.stringify(raw._id), 80)}", not "${asked}"`
    );
  }
  if (typeof raw.status !== "string" || raw.status === "") throw unusable(op, "has no status");
  return {
    statusId: asked,
    status: raw.status,
    createdAt: dateOf(raw.createdAt),
    endedAt: dateOf(raw.endedAt),
    summary: text2(raw.summary),
    logs: strings(raw.logs, MAX_LOG_LINES, "last").map((line) => truncate(line, MAX_LOG_LINE_CHARS)),
    subdomain: text2(raw.subdomain),
    commit: commitOf(raw.commit)
  };
}
function commitOf(value) {
  if (typeof value !== "object" || value === null) return void 0;
  const c = value;
  const files2 = typeof c.filesChanged === "object" && c.filesChanged !== null ? c.filesChanged : {};
  return {
    sha: text2(c.sha),
    ref: text2(c.ref),
    message: text2(c.message),
    added: strings(files2.added, MAX_FILES, "first"),
    modified: strings(files2.modified, MAX_FILES, "first"),
    removed: strings(files2.removed, MAX_FILES, "first")
  };
}
function text2(value) {
  return typeof value === "string" && value !== "" ? value : void 0;
}
function strings(value, max, keep) {
  if (!Array.isArray(value)) return [];
  const all = value.filter((v) => typeof v === "string");
  return keep === "first" ? all.slice(0, max) : all.slice(-max);
}
function dateOf(value) {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}T/.test(value)) return void 0;
  const at = Date.parse(value);
  return Number.isNaN(at) ? void 0 : at;
}

// src/deployments/verdict.ts
function judgeDeploy(watched, waited) {
  const status = watched.kind === "ended" ? watched.status : watched.last;
  const { mode, branch, statusId } = waited;
  const what = mode === "preview" ? `The preview of branch "${branch ?? ""}"` : "The deployment";
  const url = mode === "preview" ? waited.previewUrl : siteUrl(status?.subdomain);
  const base = { mode, branch, statusId, status, url };
  const elapsedMs = elapsedOf(status, waited);
  const goesOn = `It goes on on the service: look it up on the dashboard, or with ${lookUp(waited)} and the admin key.`;
  const lastSeen = status === void 0 ? "" : ` ("${printable(status.status, 40)}" at the last check)`;
  if (watched.kind === "ended") {
    const reason = reasonOf(watched.status);
    const said = reason === void 0 ? "" : `: ${reason}`;
    const took = `in ${formatDuration(elapsedMs)}`;
    if (watched.status.status === "success")
      return {
        ...base,
        kind: "success",
        elapsedMs,
        message: `${what} succeeded ${took}${url === void 0 ? "" : `: ${url}`}.`
      };
    if (watched.status.status === "failure")
      return {
        ...base,
        kind: "failure",
        elapsedMs,
        message: `${what} failed ${took} (status ${statusId})${said}.`
      };
    return {
      ...base,
      kind: "other",
      elapsedMs,
      message: `${what} ended ${took} with status "${printable(watched.status.status, 40)}", which the service's contract does not list; it is not a success (status ${statusId})${said}.`
    };
  }
  if (watched.kind === "timed-out")
    return {
      ...base,
      kind: "timed-out",
      elapsedMs,
      message: `${what} had not ended after ${formatDuration(waited.timeoutMs)} (timeout), status ${statusId}${lastSeen}. ${goesOn} Raise timeout to wait longer.`
    };
  if (watched.kind === "cancelled")
    return {
      ...base,
      kind: "cancelled",
      elapsedMs,
      message: `The run was cancelled while waiting for status ${statusId}${lastSeen}: the deployment was not stopped. ${goesOn}`
    };
  return { ...base, kind: "error", elapsedMs, message: `${watched.error.message} ${goesOn}` };
}
function passes(end) {
  return end.kind === "success" || end.kind === "other" || end.kind === "skipped";
}
function documentedWord(word, listed) {
  if (word === void 0) return "";
  return listed.includes(word) ? word : "other";
}
function deployOutputs(end) {
  const endedAt = end.status?.endedAt;
  return {
    status: documentedWord(end.status?.status, DEPLOY_STATUSES),
    "status-id": end.statusId ?? "",
    url: end.url ?? "",
    "preview-url": end.mode === "preview" ? end.url ?? "" : "",
    "ended-at": endedAt === void 0 ? "" : new Date(endedAt).toISOString()
  };
}
function reasonOf(status) {
  const text3 = status.summary ?? status.logs.at(-1);
  return text3 === void 0 ? void 0 : truncate(oneLine(text3), 500);
}
function elapsedOf(status, waited) {
  const took = (status?.endedAt ?? NaN) - (status?.createdAt ?? NaN);
  return took >= 0 ? took : waited.endedAt - waited.triggeredAt;
}
function lookUp(waited) {
  return `GET ${requestUrl(waited.baseUrl, deployRequests.status(waited.statusId)).href}`;
}
var LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
var HOST = new RegExp(`^${LABEL}(?:\\.${LABEL})*$`, "i");
function siteUrl(subdomain) {
  if (subdomain === void 0 || subdomain.length > 253 || !HOST.test(subdomain)) return void 0;
  const host = subdomain.includes(".") ? subdomain : `${subdomain}.mintlify.app`;
  return `https://${host.toLowerCase()}`;
}

// src/deployments/watch.ts
function decideStatus(status) {
  if (status.status === "success" || status.status === "failure")
    return { kind: "ended", verdict: status.status };
  if (DEPLOY_STATUSES.includes(status.status)) return { kind: "running" };
  return status.endedAt === void 0 ? { kind: "unknown" } : { kind: "ended", verdict: "other" };
}
async function watchStatus(plan, deps) {
  const started = deps.time.now();
  const requestSignal = AbortSignal.any([deps.time.signal, timeLimit(plan.deadline - started)]);
  const warned = /* @__PURE__ */ new Set();
  let last;
  let checks = 0;
  const check = async () => {
    checks++;
    let status;
    try {
      status = await deps.api.getStatus(plan.statusId, {
        signal: requestSignal,
        deadline: plan.deadline
      });
    } catch (error) {
      if (error instanceof ServiceError && error.failure.kind === "cancelled") return void 0;
      throw error;
    }
    if (status.status !== last?.status) deps.observer.statusChanged(status);
    last = status;
    const decision = decideStatus(status);
    if (decision.kind === "unknown" && !warned.has(status.status)) {
      warned.add(status.status);
      deps.observer.unknownStatus(status);
    }
    return decision.kind === "ended" ? status : void 0;
  };
  try {
    const result = await pollUntil({
      check,
      delayMs: (elapsed) => pollDelayMs(elapsed, plan.pollIntervalMs, deps.time.random),
      deadline: plan.deadline,
      time: deps.time
    });
    if (result.kind === "done") return { kind: "ended", status: result.value, checks };
    return result.kind === "cancelled" ? { kind: "cancelled", last, checks } : { kind: "timed-out", last, checks };
  } catch (error) {
    if (deps.time.signal.aborted) return { kind: "cancelled", last, checks };
    if (error instanceof ServiceError) return { kind: "error", error, last, checks };
    throw error;
  }
}

// src/deployments/deploy-once.ts
async function deployOnce(request, api, context, queued = () => Promise.resolve()) {
  const { io } = context;
  const { mode, projectId, branch = "" } = request;
  const deadline = context.time.now() + request.timeoutMs;
  const signal = AbortSignal.any([context.time.signal, timeLimit(request.timeoutMs)]);
  io.info(
    mode === "preview" ? `Triggering a preview of branch "${branch}" in project ${projectId}.` : `Triggering a deployment of project ${projectId}.`
  );
  let triggered;
  try {
    triggered = mode === "preview" ? await api.triggerPreview(projectId, branch, { signal, deadline }) : await api.triggerUpdate(projectId, { signal, deadline });
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    return { kind: "not-triggered", error };
  }
  const triggeredAt = context.time.now();
  const { statusId, previewUrl } = triggered;
  io.info(
    `Queued: status ${statusId}${previewUrl === void 0 ? "" : `, preview at ${previewUrl}`}.`
  );
  await queued(triggered);
  const watched = await watchStatus(
    { statusId, deadline, pollIntervalMs: request.pollIntervalMs },
    { ...context, api, observer: observerOf(statusId, io) }
  );
  io.debug(`${watched.checks} status check(s).`);
  const end = judgeDeploy(watched, {
    mode,
    branch: request.branch,
    statusId,
    previewUrl,
    timeoutMs: request.timeoutMs,
    baseUrl: request.baseUrl,
    triggeredAt,
    endedAt: context.time.now()
  });
  return { kind: "ended", end };
}
function observerOf(statusId, io) {
  return {
    statusChanged: (status) => io.info(`Status ${statusId}: ${printable(status.status, 40)}.`),
    unknownStatus: (status) => io.warning(
      `Status ${statusId} is "${printable(status.status, 40)}", which the service's contract does not list, and says no end time: waiting on it until it ends or timeout.`
    )
  };
}

export {
  deployRequests,
  createDeployApi,
  passes,
  documentedWord,
  deployOutputs,
  deployOnce
};
