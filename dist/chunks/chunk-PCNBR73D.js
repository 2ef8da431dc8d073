import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  MARKER_VALUE,
  SEAL,
  describeTarget,
  markerValue,
  readMarkerValue
} from "./chunk-KU7SULYD.js";
import {
  InputError,
  cutWithNote,
  isHttpsUrl,
  oneLine,
  parseBoolean,
  parseChoice,
  segmentProblem,
  truncate
} from "./chunk-NFZAJ6LN.js";

// src/agent/task-settings.ts
var TASK_NAME_PATTERN = "[a-z0-9]+(?:-[a-z0-9]+)*";
var TASK_NAME = new RegExp(`^${TASK_NAME_PATTERN}$`);
var MAX_TASK_CHARS = 40;
var TASK_INPUTS = { task: "", "on-open": "follow-up" };
function readTaskSettings(input) {
  const name = input("task");
  const onOpen = parseChoice("on-open", input("on-open"), ["follow-up", "skip", "new"]);
  if (name === "") {
    if (onOpen !== TASK_INPUTS["on-open"])
      throw new InputError(
        "on-open",
        `Input "on-open" is ${onOpen}, which needs "task": name the recurring task it is about.`
      );
    return void 0;
  }
  if (!TASK_NAME.test(name) || name.length > MAX_TASK_CHARS) {
    throw new InputError(
      "task",
      `Input "task" must be a short name of lowercase letters, digits and single hyphens (such as "weekly-links"), at most ${MAX_TASK_CHARS} characters, not "${name.slice(0, 60)}".`
    );
  }
  for (const other of ["jobId", "automation"]) {
    if (input(other) !== "")
      throw new InputError(
        "task",
        `Input "task" finds the task's job itself, so it takes no "${other}": remove one of them.`
      );
  }
  if (!parseBoolean("wait", input("wait")))
    throw new InputError(
      "task",
      'Input "task" needs wait: true: the task is recorded on the pull request once it appears.'
    );
  return { name, onOpen };
}

// src/agent/marker.ts
var KIND = "job";
var MARKER = new RegExp(
  `^<!-- mintlify-agent-job: (${MARKER_VALUE})(?: task: (${TASK_NAME_PATTERN}))? seal: (${SEAL}) -->$`
);
function sealed(place, jobId) {
  const values = [String(place.on ?? ""), jobId];
  return place.task === void 0 ? values : [...values, place.task];
}
function jobMarker(seal, jobId, place) {
  const { task } = place;
  const values = sealed(place, jobId);
  const taskPart = task === void 0 ? "" : ` task: ${task}`;
  return `<!-- mintlify-agent-job: ${markerValue(jobId)}${taskPart} seal: ${seal.of(KIND, values)} -->`;
}
function readMarker(line, seal, on) {
  const match = MARKER.exec(line);
  if (match === null) return void 0;
  const [, value = "", task, given = ""] = match;
  const jobId = readMarkerValue(value);
  if (jobId === void 0 || segmentProblem(jobId) !== void 0) return void 0;
  return seal.holds(KIND, sealed({ on, task }, jobId), given) ? { jobId, task } : void 0;
}
function readJobMarker(line, seal, on) {
  return readMarker(line, seal, on)?.jobId;
}

// src/github/pull-request.ts
function pullRequestOf(job) {
  const url = job?.prLink;
  if (typeof url !== "string" || !isHttpsUrl(url)) return void 0;
  return { url, ref: parsePullRequestUrl(url) };
}
function parsePullRequestUrl(text) {
  let url;
  try {
    url = new URL(text);
  } catch {
    return void 0;
  }
  if (url.protocol !== "https:") return void 0;
  const m = /^\/([^/]+)\/([^/]+)\/pull\/(\d+)(?:\/.*)?$/.exec(url.pathname);
  if (m?.[1] === void 0 || m[2] === void 0 || m[3] === void 0) return void 0;
  const number = Number(m[3]);
  if (!Number.isSafeInteger(number) || number < 1) return void 0;
  return { host: url.host, owner: m[1], repo: m[2], number };
}
function describePullRequest(ref) {
  return describeTarget(issueOf(ref));
}
function isOnServer(ref, serverUrl) {
  return ref.host === new URL(serverUrl).host;
}
function issueOf(ref) {
  return { repository: { owner: ref.owner, repo: ref.repo }, number: ref.number };
}
async function readPullHead(octokit, ref) {
  const { data } = await octokit.request("GET /repos/{owner}/{repo}/pulls/{pull_number}", {
    owner: ref.owner,
    repo: ref.repo,
    pull_number: ref.number
  });
  return data.head.sha;
}
async function listOpenPulls(octokit, repository, count) {
  const { data } = await octokit.request("GET /repos/{owner}/{repo}/pulls", {
    ...repository,
    state: "open",
    sort: "created",
    direction: "desc",
    per_page: count
  });
  return data;
}
async function readPullMerge(octokit, ref) {
  const { data } = await octokit.request("GET /repos/{owner}/{repo}/pulls/{pull_number}", {
    owner: ref.owner,
    repo: ref.repo,
    pull_number: ref.number
  });
  const at = data.merged_at;
  const sha = data.merge_commit_sha;
  const mergedAt = typeof at === "string" && !Number.isNaN(Date.parse(at)) ? at : void 0;
  return {
    mergedAt,
    mergeSha: typeof sha === "string" && /^[0-9a-f]{40}$/.test(sha) ? sha : void 0,
    closedUnmerged: data.state === "closed" && mergedAt === void 0
  };
}

// src/text/untrusted.ts
var MAX_PROMPT_CHARS = 1e5;
var MAX_UNTRUSTED_CHARS = 4 * MAX_PROMPT_CHARS;
var NEVER_SHOWN = /* @__PURE__ */ new Set(["script", "style", "template", "noscript", "iframe", "object"]);
var UNSEEN_ATTRIBUTES = /* @__PURE__ */ new Set(["alt", "title", "aria-label", "aria-description"]);
var HIDING_STYLE = /display\s*:\s*none|visibility\s*:\s*hidden/i;
var INVISIBLE = /[\p{Cf}\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/gu;
var IMAGE_ALT = /!\[[^\]\n]*\]\(/g;
var LINK_TITLE = /(\]\([^\s()]*)[ \t]+(?:"[^"\n]*"|'[^'\n]*'|\([^()\n]*\))\)/g;
async function cleanUntrusted(text) {
  const { Parser } = await import("./esm-JUNP4KS7.js");
  const visible = text.slice(0, MAX_UNTRUSTED_CHARS).replace(INVISIBLE, "");
  return visibleHtml(Parser, visible).replace(IMAGE_ALT, "![](").replace(LINK_TITLE, "$1)");
}
function visibleHtml(Parser, text) {
  const out = [];
  const hidden = [];
  const inHidden = () => hidden.at(-1) === true;
  const parser = new Parser(
    {
      onopentag(name, attributes, isImplied) {
        const hides = inHidden() || NEVER_SHOWN.has(name) || "hidden" in attributes || HIDING_STYLE.test(attributes.style ?? "");
        hidden.push(hides);
        if (hides || isImplied) return;
        const asWritten = !Object.keys(attributes).some((key) => UNSEEN_ATTRIBUTES.has(key));
        out.push(
          asWritten ? text.slice(parser.startIndex, parser.endIndex + 1) : openTag(name, attributes)
        );
      },
      onclosetag(_name, isImplied) {
        const hides = hidden.pop() === true;
        if (!hides && !isImplied) out.push(text.slice(parser.startIndex, parser.endIndex + 1));
      },
      ontext(chunk) {
        if (!inHidden()) out.push(chunk);
      }
    },
    { decodeEntities: false, lowerCaseTags: true, recognizeSelfClosing: true }
  );
  parser.end(text);
  return out.join("");
}
function openTag(name, attributes) {
  const kept = Object.entries(attributes).filter(([key]) => !UNSEEN_ATTRIBUTES.has(key)).map(
    ([key, value]) => value === "" ? ` ${key}` : ` ${key}="${value.replace(/"/g, "&quot;")}"`
  );
  return `<${name}${kept.join("")}>`;
}
function capPrompt(prompt, max = MAX_PROMPT_CHARS) {
  const capped = cutWithNote(
    prompt,
    max,
    `

[The issue text was cut at ${max} characters by the action.]`
  );
  return { prompt: capped.text, cut: capped.cut };
}
function quoteReaderText(text, max) {
  const visible = text.slice(0, 4 * max).replace(INVISIBLE, "");
  return JSON.stringify(inertReferences(truncate(oneLine(visible.replace(new RegExp("\\p{Cc}", "gu"), " ")), max)));
}
var ZWSP = "\u200B";
function inertReferences(text) {
  return text.replace(/@(?=[\p{L}\p{N}_-])/gu, `@${ZWSP}`).replace(/#(?=\d)/g, `#${ZWSP}`).replace(/\b(gh)-(?=\d)/gi, `$1${ZWSP}-`).replace(/:(?=\/\/)/g, `:${ZWSP}`).replace(/\b(www)\./gi, `$1${ZWSP}.`);
}

export {
  TASK_INPUTS,
  readTaskSettings,
  jobMarker,
  readMarker,
  readJobMarker,
  pullRequestOf,
  parsePullRequestUrl,
  describePullRequest,
  isOnServer,
  issueOf,
  readPullHead,
  listOpenPulls,
  readPullMerge,
  cleanUntrusted,
  capPrompt,
  quoteReaderText
};
