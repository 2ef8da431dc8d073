import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  statusOf
} from "./chunk-GKFID7WS.js";
import {
  invalidAnswer,
  isLoopback,
  segmentProblem,
  timeLimit,
  truncate
} from "./chunk-CE75UXHX.js";

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

// src/action/poll.ts
var MIN_POLL_GAP_MS = 1e3;
var POLL_GAP_FRACTION = 0.1;
var POLL_JITTER = 0.05;
function pollDelayMs(elapsedMs, pollIntervalMs, random) {
  const budget = Math.min(pollIntervalMs, Math.max(MIN_POLL_GAP_MS, POLL_GAP_FRACTION * elapsedMs));
  return Math.floor(budget * (1 - POLL_JITTER * random()));
}
async function pollUntil(options) {
  const started = options.now();
  for (; ; ) {
    if (isAborted(options.signal)) return { kind: "cancelled" };
    const now = options.now();
    const remaining = options.deadline - now;
    if (remaining <= 0) return { kind: "timed-out" };
    try {
      await options.sleep(Math.min(options.delayMs(now - started), remaining), options.signal);
    } catch {
      return { kind: "cancelled" };
    }
    if (isAborted(options.signal)) return { kind: "cancelled" };
    const value = await options.check();
    if (value !== void 0) return { kind: "done", value };
  }
}
function isAborted(signal) {
  return signal?.aborted === true;
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
function previewIn(text) {
  if (typeof text !== "string") return void 0;
  for (const [candidate] of text.matchAll(/(?<![\w:/.%-])https:\/\/[^\s<>()"'`\]\\[]+/g)) {
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
  const denied = (error) => statusOf(error) === 403 || statusOf(error) === 404;
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
    if (denied(error)) return { kind: "forbidden", permission: "checks" };
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
    if (denied(error)) return { kind: "forbidden", permission: "statuses" };
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
    const status = statusOf(error);
    if (status === 403 || status === 404) return { kind: "forbidden" };
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
function downloadUrl(text) {
  const url = URL.parse(String(text));
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
    const status = statusOf(error);
    if (status === 403 || status === 404) return void 0;
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
  TRIGGER_WINDOW_MS,
  AUTOMATIONS_PAGE,
  agentRequests,
  createAgentApi,
  judgeChecks,
  MAX_CHECKS_READ,
  readCommitChecks,
  readAnnotations,
  needsLog,
  readLogTail,
  MINTLIFY_APP,
  findPreview,
  MIN_POLL_GAP_MS,
  pollDelayMs,
  pollUntil
};
