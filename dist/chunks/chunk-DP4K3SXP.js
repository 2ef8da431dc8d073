import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  MINTLIFY_APP
} from "./chunk-WCTZN4SS.js";
import {
  httpsUrl
} from "./chunk-SEA32YZA.js";

// src/github/deployments.ts
var DEPLOYMENT_ENDS = ["success", "failure", "error"];
async function readAppDeployment(octokit, repo, sha, environment) {
  const { data: deployments } = await octokit.request("GET /repos/{owner}/{repo}/deployments", {
    ...repo,
    sha,
    ...environment === void 0 ? {} : { environment },
    per_page: 100
  });
  const deployment = deployments.find(
    (d) => byApp(d.creator) && (environment === void 0 || d.environment === environment)
  );
  if (deployment === void 0) return { kind: "none" };
  const { data: statuses } = await octokit.request(
    "GET /repos/{owner}/{repo}/deployments/{deployment_id}/statuses",
    { ...repo, deployment_id: Number(deployment.id), per_page: 100 }
  );
  const status = statuses.find((s) => byApp(s.creator));
  return {
    kind: "found",
    id: Number(deployment.id),
    environment: deployment.environment ?? "",
    state: status?.state ?? "pending",
    url: httpsUrl(status?.environment_url) ?? httpsUrl(status?.target_url),
    description: status?.description ?? void 0
  };
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
    ...detail.url === void 0 ? {} : { environment_url: detail.url },
    ...detail.logUrl === void 0 ? {} : { log_url: detail.logUrl },
    auto_inactive: true
  });
}

export {
  DEPLOYMENT_ENDS,
  readAppDeployment,
  createMirror,
  setMirrorState
};
