import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  lacksPermission
} from "./chunk-5QY2JFNS.js";
import {
  ServiceError,
  formatDuration,
  httpsUrl,
  invalidAnswer,
  isLoopback,
  oneLine,
  printable,
  requestUrl,
  segmentProblem,
  timeLimit,
  truncate
} from "./chunk-OFDIAUH3.js";

// src/service/agent.ts
var KNOWN_STATUSES = ["active", "completed", "archived", "failed"];
var TERMINAL_STATUSES = ["completed", "archived", "failed"];
var TRIGGER_WINDOW_MS = 1e4;
var AUTOMATIONS_PAGE = "https://app.mintlify.com/products/automations";
var agentRequests = {
  createJob: (projectId, prompt) => ({
    method: "POST",
    segments: ["v2", "agent", projectId, "job"],
    body: { prompt },
    action: `create a job in project "${projectId}"`,
    notFound: `Project "${projectId}" was not found: check the projectId input`
  }),
  getJob: (projectId, jobId, bound = {}) => ({
    method: "GET",
    segments: ["v2", "agent", projectId, "job", jobId],
    action: `read job "${jobId}"`,
    notFound: jobNotFound(projectId, jobId),
    ...bound
  }),
  sendMessage: (projectId, jobId, prompt, bound = {}) => ({
    method: "POST",
    segments: ["v2", "agent", projectId, "job", jobId, "message"],
    body: { prompt },
    action: `send a follow-up to job "${jobId}"`,
    notFound: jobNotFound(projectId, jobId),
    ...bound
  }),
  triggerAutomation: (projectId, automationId) => ({
    method: "POST",
    segments: ["v1", "workflow", projectId, automationId, "trigger"],
    action: `run automation "${automationId}" in project "${projectId}"`,
    notFound: `Automation "${automationId}" was not found in project "${projectId}": check the automation and projectId inputs (copy the id from the automation's settings panel on the dashboard's Automations page)`,
    badRequestHint: 'Check the automation input: only an active automation with a "Custom schedule" trigger can be run on demand ("Code change" and "Content update" automations cannot).',
    rateLimit: "The service allows 10 automation triggers (shared with deployment triggers) per 10 seconds per organization.",
    rateWindowMs: TRIGGER_WINDOW_MS
  })
};
function jobNotFound(projectId, jobId) {
  return `Job "${jobId}" was not found in project "${projectId}": check the jobId and projectId inputs`;
}
function createAgentApi(client) {
  return {
    async createJob(projectId, prompt) {
      const op = agentRequests.createJob(projectId, prompt);
      return toJob(await client.request(op), op.method, op.action);
    },
    async getJob(projectId, jobId, bound) {
      const op = agentRequests.getJob(projectId, jobId, bound);
      return toJob(await client.request(op), op.method, op.action, jobId);
    },
    async sendMessage(projectId, jobId, prompt, bound) {
      const op = agentRequests.sendMessage(projectId, jobId, prompt, bound);
      return toJob(await client.request(op), op.method, op.action, jobId);
    },
    async triggerAutomation(projectId, automationId) {
      const op = agentRequests.triggerAutomation(projectId, automationId);
      return toAutomationRun(await client.request(op), automationId);
    }
  };
}
function toAutomationRun(body, automationId) {
  const { instanceId, jobId } = body;
  const usable = (id) => segmentProblem(id) === void 0 ? id : void 0;
  return { automationId, instanceId: usable(instanceId), jobId: usable(jobId) };
}
function toJob(body, method, action, asked) {
  const fail = (problem2) => invalidAnswer(`The service's answer to the request to ${action} ${problem2}.`, problem2, {
    method,
    path: ""
  });
  if (typeof body !== "object" || body === null || Array.isArray(body))
    throw fail("is not a job object");
  const { id, status } = body;
  const problem = segmentProblem(id);
  if (problem !== void 0) throw fail(`has a job id that ${problem}`);
  if (asked !== void 0 && id !== asked) {
    throw fail(`is about job "${truncate(String(id), 80)}", not "${truncate(asked, 80)}"`);
  }
  if (typeof status === "string" && status !== "") return body;
  if (asked === void 0) return { ...body, id, status: "active" };
  throw fail("has no status");
}

// src/service/deploy.ts
var DEPLOY_STATUSES = ["queued", "in_progress", "success", "failure"];
var MAX_LOG_LINES = 500;
var MAX_LOG_LINE_CHARS = 1e3;
var MAX_FILES = 1e3;
var PREVIEW_WINDOW_MS = 6e4;
var deployRequests = {
  update: (projectId, bound = {}) => ({
    method: "POST",
    segments: ["v1", "project", "update", projectId],
    action: `trigger a deployment of project "${projectId}"`,
    notFound: `Project "${projectId}" was not found: check the projectId input`,
    rateLimit: "The service allows 10 deployment triggers (shared with automation triggers) per 10 seconds per organization.",
    rateWindowMs: TRIGGER_WINDOW_MS,
    ...bound
  }),
  preview: (projectId, branch, bound = {}) => ({
    method: "POST",
    segments: ["v1", "project", "preview", projectId],
    body: { branch },
    action: `trigger a preview of branch "${branch}" in project "${projectId}"`,
    notFound: `Project "${projectId}" was not found: check the projectId input`,
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
  const { statusId, previewUrl: previewUrl2 } = body;
  const problem = segmentProblem(statusId);
  if (problem !== void 0) {
    throw unusable(
      op,
      `has a status id that ${problem}, so it cannot be followed; the deployment may have been queued all the same: check the dashboard`
    );
  }
  return { statusId, previewUrl: httpsUrl(previewUrl2) };
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
    summary: text(raw.summary),
    logs: strings(raw.logs, MAX_LOG_LINES, "last").map((line) => truncate(line, MAX_LOG_LINE_CHARS)),
    subdomain: text(raw.subdomain),
    commit: commitOf(raw.commit)
  };
}
function commitOf(value) {
  if (typeof value !== "object" || value === null) return void 0;
  const c = value;
  const files = typeof c.filesChanged === "object" && c.filesChanged !== null ? c.filesChanged : {};
  return {
    sha: text(c.sha),
    ref: text(c.ref),
    message: text(c.message),
    added: strings(files.added, MAX_FILES, "first"),
    modified: strings(files.modified, MAX_FILES, "first"),
    removed: strings(files.removed, MAX_FILES, "first")
  };
}
function text(value) {
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

// src/action/poll.ts
var MIN_POLL_GAP_MS = 1e3;
var POLL_GAP_FRACTION = 0.1;
var POLL_JITTER = 0.05;
function pollDelayMs(elapsedMs, pollIntervalMs, random) {
  const budget = Math.min(pollIntervalMs, Math.max(MIN_POLL_GAP_MS, POLL_GAP_FRACTION * elapsedMs));
  return Math.floor(budget * (1 - POLL_JITTER * random()));
}
async function pollUntil(options) {
  const { now: clock, sleep, signal } = options.time;
  const started = clock();
  for (; ; ) {
    if (signal.aborted) return { kind: "cancelled" };
    const now = clock();
    const remaining = options.deadline - now;
    if (remaining <= 0) return { kind: "timed-out" };
    try {
      await sleep(Math.min(options.delayMs(now - started), remaining), signal);
    } catch {
      return { kind: "cancelled" };
    }
    if (signal.aborted) return { kind: "cancelled" };
    const value = await options.check();
    if (value !== void 0) return { kind: "done", value };
  }
}

// src/deploy/verdict.ts
function judgeDeploy(follow, waited) {
  const status = follow.kind === "ended" ? follow.status : follow.last;
  const { mode, branch, statusId } = waited;
  const what = mode === "preview" ? `The preview of branch "${branch ?? ""}"` : "The deployment";
  const url = mode === "preview" ? waited.previewUrl : siteUrl(status?.subdomain);
  const base = { mode, branch, statusId, status, url };
  const elapsedMs = elapsedOf(status, waited);
  const goesOn = `It goes on on the service: look it up on the dashboard, or with ${lookUp(waited)} and the admin key.`;
  const lastSeen = status === void 0 ? "" : ` ("${printable(status.status, 40)}" at the last check)`;
  if (follow.kind === "ended") {
    const reason = reasonOf(follow.status);
    const said = reason === void 0 ? "" : `: ${reason}`;
    const took = `in ${formatDuration(elapsedMs)}`;
    if (follow.status.status === "success")
      return {
        ...base,
        kind: "success",
        elapsedMs,
        message: `${what} succeeded ${took}${url === void 0 ? "" : `: ${url}`}.`
      };
    if (follow.status.status === "failure")
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
      message: `${what} ended ${took} with status "${printable(follow.status.status, 40)}", which the service's contract does not list; it is not a success (status ${statusId})${said}.`
    };
  }
  if (follow.kind === "timed-out")
    return {
      ...base,
      kind: "timed-out",
      elapsedMs,
      message: `${what} had not ended after ${formatDuration(waited.timeoutMs)} (timeout), status ${statusId}${lastSeen}. ${goesOn} Raise timeout to wait longer.`
    };
  if (follow.kind === "cancelled")
    return {
      ...base,
      kind: "cancelled",
      elapsedMs,
      message: `The run was cancelled while waiting for status ${statusId}${lastSeen}: the deployment was not stopped. ${goesOn}`
    };
  return { ...base, kind: "error", elapsedMs, message: `${follow.error.message} ${goesOn}` };
}
function passes(end) {
  return end.kind === "success" || end.kind === "other" || end.kind === "skipped";
}
function deployOutputs(end) {
  const endedAt = end.status?.endedAt;
  return {
    status: end.status?.status ?? "",
    "status-id": end.statusId ?? "",
    url: end.url ?? "",
    "preview-url": end.mode === "preview" ? end.url ?? "" : "",
    "ended-at": endedAt === void 0 ? "" : new Date(endedAt).toISOString()
  };
}
function reasonOf(status) {
  const text2 = status.summary ?? status.logs.at(-1);
  return text2 === void 0 ? void 0 : truncate(oneLine(text2), 500);
}
function elapsedOf(status, waited) {
  const { createdAt, endedAt } = status ?? {};
  if (createdAt !== void 0 && endedAt !== void 0 && endedAt >= createdAt)
    return endedAt - createdAt;
  return waited.endedAt - waited.triggeredAt;
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

// src/deploy/follow.ts
function decideStatus(status) {
  if (status.status === "success" || status.status === "failure")
    return { kind: "ended", verdict: status.status };
  if (DEPLOY_STATUSES.includes(status.status)) return { kind: "running" };
  return status.endedAt === void 0 ? { kind: "unknown" } : { kind: "ended", verdict: "other" };
}
async function followStatus(plan, deps) {
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

// src/deploy/deploy-once.ts
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
  const { statusId, previewUrl: previewUrl2 } = triggered;
  io.info(
    `Queued: status ${statusId}${previewUrl2 === void 0 ? "" : `, preview at ${previewUrl2}`}.`
  );
  await queued(triggered);
  const follow = await followStatus(
    { statusId, deadline, pollIntervalMs: request.pollIntervalMs },
    { ...context, api, observer: observerOf(statusId, io) }
  );
  io.debug(`${follow.checks} status check(s).`);
  const end = judgeDeploy(follow, {
    mode,
    branch: request.branch,
    statusId,
    previewUrl: previewUrl2,
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

// src/github/checks.ts
var PASSING = /* @__PURE__ */ new Set(["success", "neutral", "skipped"]);
function checkOfRun(run) {
  const done = run.status === "completed" && run.conclusion !== null;
  return {
    name: run.name,
    source: "check-run",
    state: !done ? "pending" : PASSING.has(run.conclusion ?? "") ? "passed" : "failed",
    conclusion: done ? run.conclusion ?? void 0 : void 0,
    url: run.details_url ?? void 0,
    app: run.app?.slug ?? void 0,
    ...run.id === void 0 ? {} : { id: Number(run.id) },
    title: run.output?.title ?? void 0,
    summary: run.output?.summary ?? void 0
  };
}
function checkOfStatus(status) {
  const state = status.state === "success" ? "passed" : status.state === "pending" ? "pending" : "failed";
  return {
    name: status.context,
    source: "status",
    state,
    conclusion: state === "pending" ? void 0 : status.state,
    url: status.target_url ?? void 0,
    summary: status.description ?? void 0
  };
}
function judgeChecks(checks, rules) {
  const counted = checks.filter(
    (c) => !isIgnored(c.name, rules.ignored) && !isOfRun(c.url, rules.ownRunUrl)
  );
  if (counted.length === 0)
    return rules.graceOver ? { kind: "none" } : { kind: "pending", pending: [] };
  const failed = counted.filter((c) => c.state === "failed");
  const pending = counted.filter((c) => c.state === "pending");
  if (failed.length > 0) return { kind: "failed", failed, pending };
  if (pending.length > 0) return { kind: "pending", pending };
  return { kind: "passed", checks: counted };
}
function isOfRun(url, runUrl) {
  if (url === void 0 || runUrl === void 0) return false;
  return url === runUrl || url.startsWith(`${runUrl}/`);
}
function isIgnored(name, ignored) {
  return ignored.some((pattern) => globMatches(pattern, name));
}
function globMatches(pattern, name) {
  const pieces = pattern.split("*");
  if (pieces.length === 1) return pattern === name;
  const first = pieces[0] ?? "";
  const last = pieces.at(-1) ?? "";
  if (name.length < first.length + last.length) return false;
  if (!name.startsWith(first) || !name.endsWith(last)) return false;
  let at = first.length;
  const end = name.length - last.length;
  for (const piece of pieces.slice(1, -1)) {
    const found = name.indexOf(piece, at);
    if (found === -1 || found + piece.length > end) return false;
    at = found + piece.length;
  }
  return true;
}
function previewUrl(value) {
  if (typeof value !== "string" || !value.startsWith("https://")) return void 0;
  const url = URL.parse(value);
  if (url === null || url.username !== "" || url.password !== "" || url.port !== "")
    return void 0;
  return /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.mintlify\.site$/.test(url.hostname) ? url.origin : void 0;
}
function previewIn(text2) {
  if (typeof text2 !== "string") return void 0;
  for (const [candidate] of text2.matchAll(/(?<![\w:/.%-])https:\/\/[^\s<>()"'`\]\\[]+/g)) {
    const found = previewUrl(candidate);
    if (found !== void 0) return found;
  }
  return void 0;
}
var PAGE_SIZE = 100;
var MAX_CHECK_PAGES = 10;
var MAX_CHECKS_READ = PAGE_SIZE * MAX_CHECK_PAGES;
async function readCommitChecks(octokit, repo, sha) {
  const target = { ...repo, ref: sha };
  let runs;
  try {
    runs = await readPages(async (page) => {
      const { data } = await octokit.request("GET /repos/{owner}/{repo}/commits/{ref}/check-runs", {
        ...target,
        per_page: PAGE_SIZE,
        page
      });
      return { items: data.check_runs, total: data.total_count };
    });
  } catch (error) {
    if (lacksPermission(error)) return { kind: "forbidden", permission: "checks" };
    throw error;
  }
  if (runs.kind === "too-many") return { kind: "too-many", list: "check runs", total: runs.total };
  let statuses;
  try {
    statuses = await readPages(async (page) => {
      const { data } = await octokit.request("GET /repos/{owner}/{repo}/commits/{ref}/status", {
        ...target,
        per_page: PAGE_SIZE,
        page
      });
      return { items: data.statuses, total: data.total_count };
    });
  } catch (error) {
    if (lacksPermission(error)) return { kind: "forbidden", permission: "statuses" };
    throw error;
  }
  if (statuses.kind === "too-many")
    return { kind: "too-many", list: "commit statuses", total: statuses.total };
  return {
    kind: "read",
    checks: [...runs.items.map(checkOfRun), ...statuses.items.map(checkOfStatus)]
  };
}
async function readPages(pageOf) {
  const items = [];
  for (let page = 1; ; page++) {
    const read = await pageOf(page);
    items.push(...read.items);
    if (items.length >= read.total || read.items.length < PAGE_SIZE) return { kind: "all", items };
    if (page === MAX_CHECK_PAGES) return { kind: "too-many", total: read.total };
  }
}

// src/github/check-details.ts
var ANNOTATIONS_READ = 50;
async function readAnnotations(octokit, repo, checkRunId) {
  const { data } = await octokit.request(
    "GET /repos/{owner}/{repo}/check-runs/{check_run_id}/annotations",
    { ...repo, check_run_id: checkRunId, per_page: ANNOTATIONS_READ }
  );
  return data.map((a) => ({
    path: typeof a.path === "string" ? a.path : "",
    line: typeof a.start_line === "number" ? a.start_line : void 0,
    message: typeof a.message === "string" ? a.message : ""
  }));
}
var EXIT_CODE_ONLY = /^Process completed with exit code \d+\.?$/;
function needsLog(check, annotations) {
  return check.app === "github-actions" && check.id !== void 0 && annotations.every((a) => EXIT_CODE_ONLY.test(a.message.trim()));
}
var LOG_WINDOW_BYTES = 256 * 1024;
var LOG_READ_TIMEOUT_MS = 2e4;
async function readLogTail(octokit, fetch, repo, jobId, cancel) {
  let location;
  try {
    const answer = await octokit.request("GET /repos/{owner}/{repo}/actions/jobs/{job_id}/logs", {
      ...repo,
      job_id: jobId
    });
    location = answer.headers.location;
  } catch (error) {
    if (lacksPermission(error)) return { kind: "forbidden" };
    throw error;
  }
  const download = downloadUrl(location);
  if (download === void 0)
    return { kind: "unreadable", why: "GitHub gave no https download link for it" };
  const res = await fetch(download, {
    signal: AbortSignal.any([cancel, timeLimit(LOG_READ_TIMEOUT_MS)])
  });
  if (res.status !== 200 || res.body === null) {
    await res.body?.cancel();
    return { kind: "unreadable", why: `its download answered ${res.status}` };
  }
  const tail = new TailWindow(LOG_WINDOW_BYTES);
  for await (const chunk of res.body) tail.push(chunk);
  return { kind: "tail", text: failedStepTail(tail.text()) };
}
var TailWindow = class {
  constructor(bytes) {
    this.bytes = bytes;
  }
  bytes;
  held = Buffer.alloc(0);
  push(chunk) {
    this.held = Buffer.concat([this.held, chunk]);
    if (this.held.length > 2 * this.bytes) this.held = this.held.subarray(-this.bytes);
  }
  /** How many bytes are held now. */
  get size() {
    return this.held.length;
  }
  /** The last `bytes` of what was pushed, as UTF-8 (a character cut in half is replaced). */
  text() {
    return this.held.subarray(-this.bytes).toString("utf8");
  }
};
function downloadUrl(text2) {
  const url = URL.parse(String(text2));
  if (url === null || url.username !== "" || url.password !== "") return void 0;
  const secure = url.protocol === "https:" || url.protocol === "http:" && isLoopback(url.hostname);
  return secure ? url : void 0;
}
var TAIL_LINES = 60;
var TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z ?/;
var ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;
function failedStepTail(log) {
  const lines = log.split(/\r?\n/).map((line) => line.replace(TIMESTAMP, "").replace(ANSI, ""));
  const end = lines.findIndex((line) => /^##\[error\]Process completed with exit code/.test(line));
  const last = end === -1 ? lines.length : end + 1;
  const start = Math.max(
    0,
    lines.slice(0, last).findLastIndex((line) => line.startsWith("##[group]Run "))
  );
  const step = lines.slice(start, last).filter((line) => !line.startsWith("##[endgroup]")).map((line) => line.replace(/^##\[group\]/, ""));
  return step.slice(-TAIL_LINES).join("\n").trim();
}
var MINTLIFY_APP = { slug: "mintlify", login: "mintlify[bot]" };
async function findPreview(octokit, repo, sha, checks) {
  for (const check of checks) {
    if (check.source !== "check-run" || check.app !== MINTLIFY_APP.slug) continue;
    const found = previewUrl(check.url) ?? previewIn(check.summary);
    if (found !== void 0) return found;
  }
  try {
    const { data: deployments } = await octokit.request("GET /repos/{owner}/{repo}/deployments", {
      ...repo,
      sha,
      per_page: 10
    });
    for (const deployment of deployments) {
      if (!byMintlify(deployment.creator)) continue;
      const { data: statuses } = await octokit.request(
        "GET /repos/{owner}/{repo}/deployments/{deployment_id}/statuses",
        { ...repo, deployment_id: Number(deployment.id), per_page: 10 }
      );
      for (const status of statuses) {
        if (!byMintlify(status.creator)) continue;
        const found = previewUrl(status.environment_url) ?? previewUrl(status.target_url);
        if (found !== void 0) return found;
      }
    }
  } catch (error) {
    if (lacksPermission(error)) return void 0;
    throw error;
  }
  return void 0;
}
function byMintlify(creator) {
  return creator?.login === MINTLIFY_APP.login && creator.type === "Bot";
}

export {
  KNOWN_STATUSES,
  TERMINAL_STATUSES,
  AUTOMATIONS_PAGE,
  agentRequests,
  createAgentApi,
  MIN_POLL_GAP_MS,
  pollDelayMs,
  pollUntil,
  judgeChecks,
  MAX_CHECKS_READ,
  readCommitChecks,
  readAnnotations,
  needsLog,
  readLogTail,
  MINTLIFY_APP,
  findPreview,
  deployRequests,
  createDeployApi,
  passes,
  deployOutputs,
  deployOnce
};
