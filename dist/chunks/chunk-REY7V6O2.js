import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  MINTLIFY_APP,
  givenHttpsUrl
} from "./chunk-6IPLX32W.js";

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
var PER_PAGE = 100;
var MAX_DEPLOYMENT_PAGES = 10;
var MAX_DEPLOYMENTS_READ = PER_PAGE * MAX_DEPLOYMENT_PAGES;
async function readAppDeployment(octokit, repo, sha, environment) {
  const deployments = await seekInPages(
    (page) => octokit.request("GET /repos/{owner}/{repo}/deployments", {
      ...repo,
      sha,
      // Left out when undefined, as Octokit leaves out every undefined parameter.
      environment,
      per_page: PER_PAGE,
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
      per_page: PER_PAGE,
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
async function seekInPages(readPage, wanted) {
  for (let page = 1; page <= MAX_DEPLOYMENT_PAGES; page++) {
    const { data, headers } = await readPage(page);
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
function byApp(creator) {
  return creator?.login === MINTLIFY_APP.login && creator.type === "Bot";
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

export {
  DEPLOYMENT_ENDS,
  DEPLOYMENT_STATES,
  MAX_DEPLOYMENTS_READ,
  readAppDeployment,
  createMirror,
  setMirrorState
};
