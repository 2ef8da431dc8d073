import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  ActionError,
  capComment,
  errorCode,
  errorMessage,
  failureIn,
  formatDuration,
  invalidAnswer,
  mayHaveActed,
  parseRetryAfter,
  parseToken,
  retrying,
  sealMatches,
  sealOf,
  segmentProblem,
  timeLimit,
  truncate,
  whole
} from "./chunk-FASRNKFN.js";

// src/github/failure.ts
var GitHubError = class extends Error {
  constructor(failure, cause) {
    super(errorMessage(cause), { cause });
    this.failure = failure;
    this.status = failure.kind === "status" ? failure.status : void 0;
    this.meaning = meaningOf(failure);
    this.mayHaveActed = mayHaveActed(failure);
  }
  failure;
  name = "GitHubError";
  /** The HTTP status, when GitHub answered. */
  status;
  meaning;
  /** Whether GitHub may have done it anyway (`mayHaveActed`, the one rule for every request). */
  mayHaveActed;
  /**
   * Whether the token may lack a permission: GitHub answers 403, or 404 for what a token may not
   * see (it hides a private resource rather than admit it is there).
   */
  get lacksPermission() {
    return this.meaning === "denied" || this.meaning === "not-found";
  }
  /** What went wrong, for a warning (`failureText`). */
  describe() {
    return failureText(this.status, this);
  }
};
function failureText(status, error) {
  if (status !== void 0) return String(status);
  const code = errorCode(error);
  const message = errorMessage(error);
  return code !== void 0 && !message.includes(code) ? `${message}: ${code}` : message;
}
function rateLimited(failure) {
  return failure.kind === "status" && (failure.status === 429 || failure.status === 403 && failure.retryAfterMs !== void 0);
}
function meaningOf(failure) {
  if (failure.kind !== "status") return "failed";
  if (rateLimited(failure)) return "rate-limited";
  const { status } = failure;
  if (status === 401) return "unauthorized";
  if (status === 403) return "denied";
  if (status === 404) return "not-found";
  return status < 500 ? "refused" : "failed";
}
function gitHubErrorOf(error) {
  return error instanceof GitHubError ? error : void 0;
}
function lacksPermission(error) {
  return gitHubErrorOf(error)?.lacksPermission === true;
}

// src/github/write-redaction.ts
var REQUEST_OPTIONS = /* @__PURE__ */ new Set(["method", "url", "baseUrl", "headers", "request", "mediaType"]);
var ADDRESS_FIELD = /(?:^|_)urls?$/i;
function redactWrite(options, redact) {
  if (options.method === "GET" || options.method === "HEAD") return [];
  const dropped = [];
  for (const [name, value] of Object.entries(options)) {
    if (REQUEST_OPTIONS.has(name)) continue;
    const clean = redactValue(value, name, name, redact, dropped);
    if (clean === DROPPED) delete options[name];
    else options[name] = clean;
  }
  return dropped;
}
var DROPPED = /* @__PURE__ */ Symbol("dropped");
function redactValue(value, name, path, redact, dropped) {
  if (typeof value === "string") {
    const clean = redact(value);
    if (clean === value || !ADDRESS_FIELD.test(name)) return clean;
    dropped.push(path);
    return DROPPED;
  }
  if (Array.isArray(value))
    return value.map((item, i) => redactValue(item, name, `${path}[${i}]`, redact, dropped)).filter((item) => item !== DROPPED);
  if (isPlainObject(value)) {
    const entries = Object.entries(value).map(
      ([key, item]) => [key, redactValue(item, key, `${path}.${key}`, redact, dropped)]
    );
    return Object.fromEntries(entries.filter(([, clean]) => clean !== DROPPED));
  }
  return value;
}
function isPlainObject(value) {
  if (typeof value !== "object" || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

// src/github/octokit.ts
var GITHUB_REQUEST_TIMEOUT_MS = 1e4;
var CANCELLED_REQUEST_TIMEOUT_MS = 1500;
var MAX_RATE_LIMIT_WAIT_MS = 6e4;
var GITHUB_ATTEMPTS = 3;
function lazyOctokit(access, run) {
  let loading;
  return () => loading ??= access.token === "" ? Promise.resolve(void 0) : createOctokit(access.token, access.apiUrl, {
    fetch: run.http.fetch,
    time: run.time,
    log: run.io,
    redact: (text) => run.io.redact(text)
  });
}
async function createOctokit(token, apiUrl, run) {
  const [{ Octokit }, { paginateRest }] = await Promise.all([
    import("./dist-src-ATVESU5I.js"),
    import("./dist-bundle-PGUPYJ3J.js")
  ]);
  const WithPagination = Octokit.plugin(paginateRest);
  const octokit = new WithPagination({
    auth: token,
    baseUrl: apiUrl,
    userAgent: "mintlify-agent-action",
    // Redirects are not followed: the token must not travel to another host.
    request: {
      fetch: boundedFetch(run.fetch, run.time.signal, run.requestTimeoutMs),
      redirect: "manual"
    }
  });
  const { time } = run;
  const policy = {
    maxAttempts: GITHUB_ATTEMPTS,
    baseDelayMs: time.retryBaseDelayMs,
    maxDelayMs: MAX_RATE_LIMIT_WAIT_MS
  };
  octokit.hook.before("request", (options) => redactWrites(options, run));
  octokit.hook.wrap("request", async (request, options) => {
    const asked2 = retriesAsked(options.request);
    const result = await retrying(
      async () => {
        try {
          return { kind: "done", value: await request(options) };
        } catch (error) {
          return { kind: "failed", failure: githubFailure(error, time.now()), error };
        }
      },
      {
        policy: asked2 === void 0 ? policy : { ...policy, maxAttempts: asked2 + 1 },
        repeatable: options.method === "GET" || asked2 !== void 0,
        time,
        onWait: (n, ms, failure) => {
          if (rateLimited(failure))
            run.log.warning(
              `GitHub's rate limit was reached; trying again in ${formatDuration(ms)}.`
            );
          else
            run.log.debug(
              `retrying ${options.method} ${options.url} in ${ms} ms (attempt ${n + 1})`
            );
        }
      }
    );
    if (result.kind === "done") return result.value;
    throw new GitHubError(result.failure, result.error);
  });
  return octokit;
}
function retriesAsked(request) {
  const retries = request?.retries;
  return typeof retries === "number" && Number.isSafeInteger(retries) && retries >= 0 ? retries : void 0;
}
function redactWrites(options, run) {
  const dropped = redactWrite(options, run.redact);
  if (dropped.length > 0)
    run.log.warning(
      `${dropped.join(", ")} held a secret, so it was left out of ${String(options.method)} ${String(options.url)}: an address without its secret leads nowhere.`
    );
  const comment = /\/comments(?:\/\{comment_id\})?$/.test(String(options.url));
  if (comment && typeof options.body === "string") options.body = capComment(options.body);
}
function githubFailure(error, nowMs) {
  if (error instanceof GitHubError) return error.failure;
  const status = statusOf(error);
  if (status === void 0)
    return failureIn(error) ?? { kind: "not-sent", code: errorCode(error) ?? errorMessage(error) };
  const headers = error.response?.headers ?? {};
  const reset = Number(headers["x-ratelimit-reset"]);
  const retryAfterMs = parseRetryAfter(headers["retry-after"], nowMs) ?? (headers["x-ratelimit-remaining"] === "0" && Number.isFinite(reset) ? Math.max(0, reset * 1e3 - nowMs) : void 0);
  return retryAfterMs === void 0 ? { kind: "status", status } : { kind: "status", status, retryAfterMs };
}
function boundedFetch(fetch, cancel, timeoutMs = GITHUB_REQUEST_TIMEOUT_MS) {
  return (url, init) => {
    const sources = cancel.aborted ? [timeLimit(Math.min(timeoutMs, CANCELLED_REQUEST_TIMEOUT_MS))] : [timeLimit(timeoutMs), cancel];
    if (init?.signal != null) sources.push(init.signal);
    return fetch(url, { ...init, signal: AbortSignal.any(sources) }).then(whole);
  };
}
function statusOf(error) {
  if (error instanceof GitHubError) return error.status;
  const failed = error;
  if (failed?.request !== void 0 && failed.response === void 0) return void 0;
  return typeof failed?.status === "number" ? failed.status : void 0;
}
function describeFailure(error) {
  return failureText(statusOf(error), error);
}

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
    notFound: `Project "${projectId}" was not found: check the projectId input`,
    rateLimit: "The service allows 100 job creations per project per hour."
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
    rateLimit: "The service allows 100 follow-up messages per project per hour.",
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
function toJob(body, method, action, asked2) {
  const fail = (problem2) => invalidAnswer(`The service's answer to the request to ${action} ${problem2}.`, problem2, {
    method,
    path: ""
  });
  if (typeof body !== "object" || body === null || Array.isArray(body))
    throw fail("is not a job object");
  const { id, status } = body;
  const problem = segmentProblem(id);
  if (problem !== void 0) throw fail(`has a job id that ${problem}`);
  if (asked2 !== void 0 && id !== asked2) {
    throw fail(`is about job "${truncate(String(id), 80)}", not "${truncate(asked2, 80)}"`);
  }
  if (typeof status === "string" && status !== "") return body;
  if (asked2 === void 0) return { ...body, id, status: "active" };
  throw fail("has no status");
}

// src/text/https-url.ts
var PLAIN = /^[\x21-\x5b\x5d-\x7e]+$/;
function givenHttpsUrl(value) {
  if (typeof value !== "string" || !PLAIN.test(value)) return void 0;
  const scheme = "https://";
  if (value.slice(0, scheme.length).toLowerCase() !== scheme) return void 0;
  const url = URL.parse(value);
  if (url === null || url.username !== "" || url.password !== "") return void 0;
  const written = /^[^/?#]*/.exec(value.slice(scheme.length))?.[0] ?? "";
  return written.toLowerCase() === url.host ? value : void 0;
}

// src/github/identity.ts
var VIEWER = "query { viewer { login } }";
var asked = /* @__PURE__ */ new WeakMap();
function tokenLogin(octokit) {
  let login = asked.get(octokit);
  if (login === void 0) {
    login = askViewer(octokit);
    asked.set(octokit, login);
    login.catch(() => asked.delete(octokit));
  }
  return login;
}
async function askViewer(octokit) {
  let answer;
  try {
    answer = await octokit.graphql(VIEWER);
  } catch (error) {
    if (error instanceof GitHubError) throw error;
    throw new GitHubError({ kind: "unreadable", status: 200, why: whyNot(error) }, error);
  }
  const login = answer?.viewer?.login;
  if (typeof login !== "string" || login === "")
    throw new GitHubError(
      { kind: "unreadable", status: 200, why: "does not name the account (GraphQL viewer)" },
      new Error("GitHub did not say which account the token writes as (GraphQL viewer)")
    );
  return login;
}
function whyNot(error) {
  return `is GraphQL's refusal to name the account (${errorMessage(error).slice(0, 200)})`;
}
function isAuthor(user, login) {
  const by = user?.login;
  return typeof by === "string" && by !== "" && by.toLowerCase() === login.toLowerCase();
}

// src/github/own-comments.ts
var MAX_COMMENT_PAGES = 100;
var PER_PAGE = 100;
function markerLine(item, login) {
  if (!isAuthor(item.user, login) || typeof item.body !== "string") return void 0;
  const end = item.body.search(/[\r\n]/);
  return end === -1 ? item.body : item.body.slice(0, end);
}
async function findOwn(octokit, target, read, order = "newest") {
  const login = await tokenLogin(octokit);
  for await (const page of commentPages(octokit, target, order)) {
    for (const comment of order === "newest" ? [...page].reverse() : page) {
      const line = markerLine(comment, login);
      const value = line === void 0 ? void 0 : read(line);
      if (value !== void 0) return { id: Number(comment.id), value };
    }
  }
  return void 0;
}
async function findComment(octokit, target, marker, order = "newest") {
  return (await findOwn(octokit, target, (line) => line === marker ? line : void 0, order))?.id;
}
async function* commentPages(octokit, target, order) {
  const first = await readPage(octokit, target, 1);
  const { last } = first;
  if (order === "oldest") {
    yield first.comments;
    for (let page = 2; page <= Math.min(last, MAX_COMMENT_PAGES); page++)
      yield (await readPage(octokit, target, page)).comments;
    return;
  }
  const lowest = last > MAX_COMMENT_PAGES ? last - MAX_COMMENT_PAGES + 1 : 2;
  for (let page = last; page >= lowest; page--)
    yield (await readPage(octokit, target, page)).comments;
  if (lowest <= 2) yield first.comments;
}
async function readPage(octokit, target, page) {
  const { data, headers } = await octokit.request(
    "GET /repos/{owner}/{repo}/issues/{issue_number}/comments",
    {
      owner: target.repository.owner,
      repo: target.repository.repo,
      issue_number: target.number,
      per_page: PER_PAGE,
      page
    }
  );
  return { comments: data, last: lastPage(headers.link) ?? page };
}
function lastPage(link) {
  for (const part of (link ?? "").split(",")) {
    const m = /^\s*<([^>]*)>\s*;\s*rel="last"\s*$/.exec(part);
    const page = Number(URL.parse(m?.[1] ?? "")?.searchParams.get("page"));
    if (Number.isSafeInteger(page) && page >= 1) return page;
  }
  return void 0;
}

// src/github/hidden-marker.ts
function markerValue(value) {
  return encodeURIComponent(value).replace(/-/g, "%2D");
}
var MARKER_VALUE = "[\\w.!~*'()%]+";
function readMarkerValue(text) {
  if (!new RegExp(`^${MARKER_VALUE}$`).test(text)) return void 0;
  try {
    return decodeURIComponent(text);
  } catch {
    return void 0;
  }
}
var SEAL = "[A-Za-z0-9_-]{22}";
function markerSeal(key, repository) {
  const of = (kind, values) => (
    // As a JSON array, so no value can run into the next (a job id holding a line break).
    sealOf(key, JSON.stringify(["mintlify-agent-action marker", kind, repository, ...values]), 16)
  );
  return {
    of,
    holds: (kind, values, seal) => sealMatches(seal, of(kind, values))
  };
}

// src/github/comments.ts
var FINAL_RETRIES = 2;
function createCommenter(octokit, target, log, existingId) {
  return new Commenter(octokit, target, log, existingId);
}
var Commenter = class {
  constructor(octokit, target, log, commentId) {
    this.octokit = octokit;
    this.target = target;
    this.log = log;
    this.commentId = commentId;
    this.where = describeTarget(target);
  }
  octokit;
  target;
  log;
  commentId;
  disabled = false;
  /** A create's answer was lost: the comment may exist. */
  mayExist = false;
  queue = Promise.resolve();
  where;
  post(body, marker) {
    this.queue = this.queue.then(async () => void await this.send(body, marker, 0));
    return this.queue;
  }
  postFinal(body, marker) {
    this.queue = this.queue.then(async () => {
      if (await this.send(body, marker, FINAL_RETRIES) === "lost")
        await this.send(body, marker, FINAL_RETRIES);
    });
    return this.queue;
  }
  /** One create or edit; an edit asks for `retries` more attempts of the retry engine. */
  async send(body, marker, retries) {
    if (this.disabled) return "done";
    const { octokit, target } = this;
    const base = { owner: target.repository.owner, repo: target.repository.repo };
    try {
      if (this.commentId === void 0 && this.mayExist && marker !== void 0) {
        this.commentId = await findComment(octokit, target, marker);
        if (this.commentId !== void 0)
          this.log.info(`Found the comment of an unanswered create on ${this.where}.`);
      }
      if (this.commentId !== void 0) {
        const comment_id = this.commentId;
        await octokit.request("PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}", {
          ...base,
          comment_id,
          body,
          // An edit sets the whole body: sending it again is safe.
          ...retries > 0 ? { request: { retries } } : {}
        });
        return "done";
      }
      this.mayExist = true;
      const { data } = await octokit.request(
        "POST /repos/{owner}/{repo}/issues/{issue_number}/comments",
        {
          ...base,
          issue_number: target.number,
          body
        }
      );
      this.commentId = Number(data.id);
      this.mayExist = false;
      this.log.info(`Commented on ${this.where}: ${data.html_url}`);
      return "done";
    } catch (error) {
      return this.failed(error);
    }
  }
  failed(error) {
    const failure = gitHubErrorOf(error);
    if (failure?.meaning === "unauthorized" || failure?.lacksPermission === true) {
      this.disabled = true;
      this.log.warning(
        `Could not comment on ${this.where} (${failure.describe()}): the job goes on without a comment. Give the workflow "permissions: issues: write" (and "pull-requests: write" for pull requests), or set comment: false.`
      );
      return "done";
    }
    const acted = failure?.mayHaveActed ?? true;
    if (!acted) this.mayExist = false;
    this.log.warning(
      `Could not comment on ${this.where} (${describeFailure(error)}); will try again${acted ? "" : " at the next update"}.`
    );
    return acted && this.mayExist ? "lost" : "done";
  }
};
function describeTarget(target) {
  return `${target.repository.owner}/${target.repository.repo}#${target.number}`;
}

// src/github/event.ts
import { readFileSync } from "node:fs";
var COMMENT_EVENTS = {
  issue_comment: { kind: "issue-comment", action: "created" },
  pull_request_review_comment: { kind: "review-comment", action: "created" },
  pull_request_review: { kind: "review", action: "submitted" }
};
function sameRepository(a, b) {
  return a.owner === b.owner && a.repo === b.repo;
}
function parseRepository(value) {
  const match = /^([^/\s]+)\/([^/\s]+)$/.exec(value ?? "");
  return match?.[1] === void 0 || match[2] === void 0 ? void 0 : { owner: match[1], repo: match[2] };
}
function readEvent(env) {
  const name = env.GITHUB_EVENT_NAME ?? "";
  const payload = readPayload(env.GITHUB_EVENT_PATH);
  const sender = accountOf(payload.sender);
  return {
    name,
    action: str(payload.action),
    issue: issueOf(name, payload),
    comment: commentOf(name, payload),
    sender,
    actor: name === "workflow_run" ? upstreamActor(payload.workflow_run) ?? sender : sender,
    pullRequest: name.startsWith("pull_request") ? pullRequestOf(payload.pull_request) : void 0
  };
}
function readPayload(path) {
  if (path === void 0 || path === "") return {};
  const fail = (why) => new ActionError(`Could not read the event payload at GITHUB_EVENT_PATH (${path}): ${why}.`);
  let text;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    throw fail(errorMessage(error));
  }
  if (text.trim() === "") throw fail("the file is empty");
  let payload;
  try {
    payload = JSON.parse(text);
  } catch (error) {
    throw fail(`it is not JSON (${errorMessage(error)})`);
  }
  if (typeof payload !== "object" || payload === null || Array.isArray(payload)) {
    throw fail(
      `it is ${payload === null ? "null" : Array.isArray(payload) ? "an array" : `a ${typeof payload}`}, not an object`
    );
  }
  return payload;
}
function issueOf(name, payload) {
  const raw = name.startsWith("pull_request") ? payload.pull_request : name === "issues" || name === "issue_comment" ? payload.issue : void 0;
  if (typeof raw !== "object" || raw === null) return void 0;
  const issue = raw;
  if (typeof issue.number !== "number") return void 0;
  return {
    number: issue.number,
    title: str(issue.title) ?? "",
    body: str(issue.body) ?? "",
    isPullRequest: name.startsWith("pull_request") || typeof issue.pull_request === "object"
  };
}
function pullRequestOf(raw) {
  const pull = record(raw);
  const head = record(pull?.head);
  const base = record(pull?.base);
  const headRef = str(head?.ref);
  const headSha = str(head?.sha);
  const baseRef = str(base?.ref);
  if (typeof pull?.number !== "number" || headRef === void 0 || headSha === void 0)
    return void 0;
  const repoOf = (side) => str(record(side?.repo)?.full_name);
  return {
    number: pull.number,
    headRef,
    headSha,
    baseRef: baseRef ?? "",
    fromFork: repoOf(head) !== repoOf(base)
  };
}
function record(value) {
  return typeof value === "object" && value !== null ? value : void 0;
}
function commentOf(name, payload) {
  const kind = COMMENT_EVENTS[name]?.kind;
  const raw = kind === "review" ? payload.review : payload.comment;
  if (kind === void 0 || typeof raw !== "object" || raw === null) return void 0;
  const c = raw;
  if (typeof c.id !== "number") return void 0;
  const path = str(c.path);
  const location = kind !== "review-comment" || path === void 0 ? void 0 : { path, line: lineOf(c.line), startLine: lineOf(c.start_line) };
  return { kind, id: c.id, body: str(c.body) ?? "", location };
}
function lineOf(value) {
  return typeof value === "number" && Number.isSafeInteger(value) && value > 0 ? value : void 0;
}
function upstreamActor(run) {
  if (typeof run !== "object" || run === null) return void 0;
  const r = run;
  return accountOf(r.triggering_actor) ?? accountOf(r.actor);
}
function accountOf(raw) {
  if (typeof raw !== "object" || raw === null) return void 0;
  const s = raw;
  const login = str(s.login);
  return login === void 0 ? void 0 : { login, type: str(s.type) ?? "User" };
}
function str(value) {
  return typeof value === "string" ? value : void 0;
}

// src/github/mintlify-app.ts
var MINTLIFY_APP = { slug: "mintlify", login: "mintlify[bot]" };
function byApp(creator) {
  return creator?.login === MINTLIFY_APP.login && creator.type === "Bot";
}

// src/github/deployments.ts
var DEPLOYMENT_ENDS = ["success", "failure", "error"];
var DEPLOYMENT_STATES = [
  "error",
  "failure",
  "inactive",
  "in_progress",
  "queued",
  "pending",
  "success"
];
var PER_PAGE2 = 100;
var MAX_DEPLOYMENT_PAGES = 10;
var MAX_DEPLOYMENTS_READ = PER_PAGE2 * MAX_DEPLOYMENT_PAGES;
async function readAppDeployment(octokit, repo, sha, environment) {
  const deployments = await seekInPages(
    (page) => octokit.request("GET /repos/{owner}/{repo}/deployments", {
      ...repo,
      sha,
      // Left out when undefined, as Octokit leaves out every undefined parameter.
      environment,
      per_page: PER_PAGE2,
      page
    }),
    (d) => byApp(d.creator) && (environment === void 0 || d.environment === environment)
  );
  if (deployments.kind !== "found")
    return deployments.kind === "none" ? deployments : { kind: "too-many", list: "deployments" };
  const { item: deployment } = deployments;
  const id = Number(deployment.id);
  const statuses = await seekInPages(
    (page) => octokit.request("GET /repos/{owner}/{repo}/deployments/{deployment_id}/statuses", {
      ...repo,
      deployment_id: id,
      per_page: PER_PAGE2,
      page
    }),
    (s) => byApp(s.creator)
  );
  const environmentName = deployment.environment ?? "";
  if (statuses.kind === "too-many")
    return { kind: "too-many", list: "statuses", id, environment: environmentName };
  const found = { kind: "found", id, environment: environmentName };
  if (statuses.kind === "none")
    return { ...found, state: "pending", url: void 0, description: void 0 };
  const { item: status } = statuses;
  return {
    ...found,
    state: status.state,
    url: givenHttpsUrl(status.environment_url) ?? givenHttpsUrl(status.target_url),
    description: nonEmpty(status.description)
  };
}
function nonEmpty(text) {
  return text === null || text === "" ? void 0 : text;
}
async function seekInPages(readPage2, wanted) {
  for (let page = 1; page <= MAX_DEPLOYMENT_PAGES; page++) {
    const { data, headers } = await readPage2(page);
    const item = data.find(wanted);
    if (item !== void 0) return { kind: "found", item };
    if (!hasNextPage(headers.link)) return { kind: "none" };
  }
  return { kind: "too-many" };
}
var LINK_REL = /<[^>]*>[^<]*?;\s*rel\s*=\s*"?([^";,]*)/gi;
var NEXT = /(?:^|\s)next(?:\s|$)/i;
function hasNextPage(link) {
  if (link === void 0) return false;
  for (const match of link.matchAll(LINK_REL)) if (NEXT.test(String(match[1]))) return true;
  return false;
}
async function createMirror(octokit, repo, target) {
  const { data } = await octokit.request("POST /repos/{owner}/{repo}/deployments", {
    ...repo,
    ref: target.ref,
    environment: target.environment,
    description: target.description,
    // The service builds the docs; GitHub is told of it, and checks nothing before.
    auto_merge: false,
    required_contexts: [],
    transient_environment: !target.production,
    production_environment: target.production
  });
  if (!("id" in data))
    throw new Error(`GitHub did not create the deployment: ${data.message ?? ""}`);
  return { id: Number(data.id) };
}
async function setMirrorState(octokit, repo, mirror, state, detail) {
  await octokit.request("POST /repos/{owner}/{repo}/deployments/{deployment_id}/statuses", {
    ...repo,
    deployment_id: mirror.id,
    state,
    description: detail.description.slice(0, 140),
    // Left out when undefined, as Octokit leaves out every undefined parameter.
    environment_url: detail.url,
    log_url: detail.logUrl,
    auto_inactive: true
  });
}

// src/github/access.ts
function readGitHubAccess(input, env) {
  const repository = parseRepository(env.GITHUB_REPOSITORY);
  const serverUrl = env.GITHUB_SERVER_URL ?? "https://github.com";
  return {
    token: parseToken("github-token", input("github-token")),
    apiUrl: env.GITHUB_API_URL ?? "https://api.github.com",
    repository,
    runUrl: repository !== void 0 && env.GITHUB_RUN_ID !== void 0 ? `${serverUrl}/${repository.owner}/${repository.repo}/actions/runs/${env.GITHUB_RUN_ID}` : void 0,
    serverUrl
  };
}

export {
  gitHubErrorOf,
  lacksPermission,
  lazyOctokit,
  describeFailure,
  KNOWN_STATUSES,
  TERMINAL_STATUSES,
  TRIGGER_WINDOW_MS,
  AUTOMATIONS_PAGE,
  agentRequests,
  createAgentApi,
  givenHttpsUrl,
  tokenLogin,
  markerLine,
  findOwn,
  findComment,
  markerValue,
  MARKER_VALUE,
  readMarkerValue,
  SEAL,
  markerSeal,
  createCommenter,
  describeTarget,
  COMMENT_EVENTS,
  sameRepository,
  readEvent,
  readPayload,
  MINTLIFY_APP,
  byApp,
  DEPLOYMENT_ENDS,
  DEPLOYMENT_STATES,
  MAX_DEPLOYMENTS_READ,
  readAppDeployment,
  seekInPages,
  hasNextPage,
  createMirror,
  setMirrorState,
  readGitHubAccess
};
