import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  MARKER_VALUE,
  SEAL,
  describeTarget,
  markerValue,
  readMarkerValue
} from "./chunk-QWRHVT2T.js";
import {
  isHttpsUrl,
  segmentProblem
} from "./chunk-5HYDQKIB.js";

// src/github/job-marker.ts
var TASK_NAME_PATTERN = "[a-z0-9]+(?:-[a-z0-9]+)*";
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

export {
  TASK_NAME_PATTERN,
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
  readPullMerge
};
