import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  describeTarget
} from "./chunk-PLREYEI5.js";
import {
  isHttpsUrl
} from "./chunk-FASRNKFN.js";

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
  pullRequestOf,
  parsePullRequestUrl,
  describePullRequest,
  isOnServer,
  issueOf,
  readPullHead,
  listOpenPulls,
  readPullMerge
};
