import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  createDeployApi,
  deployOnce,
  deployOutputs,
  deployRequests,
  documentedWord,
  passes
} from "../chunks/chunk-EBCCCIQX.js";
import {
  pollDelayMs,
  pollUntil
} from "../chunks/chunk-YPY5NLWW.js";
import {
  DEPLOYMENT_ENDS,
  DEPLOYMENT_STATES,
  MAX_DEPLOYMENTS_READ,
  createCommenter,
  createMirror,
  describeFailure,
  findComment,
  gitHubErrorOf,
  lacksPermission,
  lazyOctokit,
  markerSeal,
  markerValue,
  readAppDeployment,
  readEvent,
  readGitHubAccess,
  setMirrorState
} from "../chunks/chunk-PLREYEI5.js";
import {
  InputError,
  PASSED,
  SERVICE_INPUTS,
  STATUS_ID_PLACEHOLDER,
  codeBlock,
  codeSpan,
  connectService,
  declaredReader,
  dryRun,
  escapeMarkdown,
  factsTable,
  failed,
  formatDuration,
  formatElapsed,
  linkOrText,
  mayHaveActed,
  parseBoolean,
  parseChoice,
  parseDuration,
  parseInteger,
  printable,
  readServiceSettings,
  runAction
} from "../chunks/chunk-FASRNKFN.js";
import "../chunks/chunk-SDZ6GJJ3.js";

// src/deploy/app-source.ts
async function waitForApp(settings, context) {
  const { io } = context;
  const { github, sha } = settings;
  const which = settings.environment === void 0 ? "a deployment" : `a deployment to "${settings.environment}"`;
  io.info(
    `Waiting for ${which} of commit ${sha} by Mintlify's GitHub app (mintlify[bot]), up to ${formatDuration(settings.timeoutMs)}.`
  );
  if (settings.dryRun) {
    io.info(
      "Dry run (dry-run: true): nothing was read; the run would read the commit's deployments and their statuses until one of the app's ends."
    );
    return PASSED;
  }
  const repo = github.repository;
  const octokit = await lazyOctokit(github, context)();
  if (repo === void 0 || octokit === void 0) {
    return failed(
      'source: github reads the commit\'s deployments on GitHub, which needs github-token (the default, `${{ github.token }}`, with "permissions: deployments: read") and GITHUB_REPOSITORY.'
    );
  }
  const started = context.time.now();
  const { result, last, error, hinted } = await pollApp(
    settings,
    context,
    async () => readAppDeployment(octokit, repo, sha, settings.environment)
  );
  const elapsed = formatElapsed(context.time.now() - started);
  const found = last.kind === "found" ? last : void 0;
  io.setOutputs({
    // GitHub's words only: another is `other` (the log and the summary name it).
    status: documentedWord(found?.state, DEPLOYMENT_STATES),
    url: found?.url ?? "",
    "deployment-id": found === void 0 ? "" : String(found.id)
  });
  const message = verdictOf(result.kind === "done" ? result.value : result.kind, last, {
    settings,
    elapsed,
    error,
    hinted
  });
  await io.writeSummary(renderAppSummary(message, found, sha, elapsed));
  if (result.kind === "done" && found?.state === "success") {
    io.info(message);
    return PASSED;
  }
  return failed(message);
}
var NO_APP_HINT_AFTER_MS = 3 * 6e4;
function hintDue(settings, started) {
  return started + Math.min(NO_APP_HINT_AFTER_MS, Math.floor(settings.timeoutMs / 2));
}
function noAppHint(settings) {
  const environment = settings.environment === void 0 ? "" : `, that environment names one of the app's environments (the deployments page of the repository lists them)`;
  return `The app makes one within moments of a push it deploys, on a repository it is installed on: check that the Mintlify GitHub app is installed on this repository, that sha is a commit it deploys (one of the deployment branch, say)${environment}, or deploy with source: api (a Mintlify admin key) instead.`;
}
function soughtOf(settings) {
  const where = settings.environment === void 0 ? "" : ` to "${settings.environment}"`;
  return `of commit ${settings.sha} by Mintlify's GitHub app (mintlify[bot])${where}`;
}
async function pollApp(settings, context, read) {
  const { io } = context;
  let last = { kind: "none" };
  let error;
  const warned = /* @__PURE__ */ new Set();
  const started = context.time.now();
  const due = hintDue(settings, started);
  let hinted = false;
  const result = await pollUntil({
    check: async () => {
      try {
        const seen = await read();
        if (seen.kind === "found" && (last.kind !== "found" || last.state !== seen.state))
          io.info(
            `Deployment ${seen.id} to "${printable(seen.environment, 80)}": ${printable(seen.state, 40)}.`
          );
        if (seen.kind === "too-many" && !warned.has(seen.list)) {
          warned.add(seen.list);
          io.warning(
            `${tooMany(seen, settings)} Waiting on it: the next looks read the newest again.`
          );
        }
        if (seen.kind === "none" && !hinted && context.time.now() >= due) {
          hinted = true;
          const waited = formatElapsed(context.time.now() - started);
          io.warning(
            `No deployment ${soughtOf(settings)} has appeared after ${waited} of waiting. ${noAppHint(settings)} Waiting on until ${formatDuration(settings.timeoutMs)} (timeout).`
          );
        }
        last = seen;
        return seen.kind === "found" && DEPLOYMENT_ENDS.includes(seen.state) ? seen : void 0;
      } catch (thrown) {
        if (context.time.signal.aborted) return void 0;
        error = thrown;
        return "error";
      }
    },
    delayMs: (elapsed) => pollDelayMs(elapsed, settings.pollIntervalMs, context.time.random),
    deadline: started + settings.timeoutMs,
    time: context.time
  });
  return { result, last, error, hinted };
}
function verdictOf(end, last, run) {
  const { settings } = run;
  const found = last.kind === "found" ? last : void 0;
  const deployment = found === void 0 ? "The app's deployment" : `Deployment ${found.id} to "${printable(found.environment, 80)}"`;
  if (end === "error")
    return `Could not read the deployments of commit ${settings.sha} (${describeFailure(run.error)}): give the workflow "permissions: deployments: read".`;
  if (end === "cancelled") {
    const cancelled = `The run was cancelled while waiting for ${deployment.charAt(0).toLowerCase()}${deployment.slice(1)} of commit ${settings.sha}.`;
    return run.hinted && last.kind === "none" ? `${cancelled} None had appeared after ${run.elapsed}. ${noAppHint(settings)}` : cancelled;
  }
  const timeout = `${formatDuration(settings.timeoutMs)} (timeout)`;
  if (end === "timed-out") {
    if (last.kind === "too-many") return `${tooMany(last, settings)} That was so until ${timeout}.`;
    return found === void 0 ? `No deployment ${soughtOf(settings)} appeared within ${timeout}. ${noAppHint(settings)}` : `${deployment} was still "${printable(found.state, 40)}" after ${timeout}.`;
  }
  const said = end.description === void 0 ? "" : `: ${printable(end.description, 300)}`;
  return end.state === "success" ? `${deployment} succeeded after ${run.elapsed} of waiting${end.url === void 0 ? "" : `: ${end.url}`}.` : `${deployment} ended "${end.state}"${said}.`;
}
function tooMany(seen, settings) {
  const most = MAX_DEPLOYMENTS_READ.toLocaleString("en-US");
  if (seen.list === "statuses")
    return `Deployment ${seen.id} to "${printable(seen.environment, 80)}" by Mintlify's GitHub app has more than ${most} statuses, none of the newest ${most} by the app, and no more are read (a cap): its state is not known.`;
  const where = settings.environment === void 0 ? "" : ` to "${settings.environment}"`;
  const narrow = settings.environment === void 0 ? " Name the app's environment with environment, so that only deployments to it are listed." : "";
  return `Commit ${settings.sha} has more than ${most} deployments${where}, none of the newest ${most} by Mintlify's GitHub app, and no more are read (a cap): the app's deployment is not known.${narrow}`;
}
function renderAppSummary(message, found, sha, elapsed) {
  const ok = found?.state === "success";
  const rows = [["Commit", codeSpan(sha)]];
  if (found !== void 0) {
    rows.push(
      ["Environment", escapeMarkdown(found.environment)],
      ["State", escapeMarkdown(found.state)]
    );
    if (found.url !== void 0) rows.push(["Site", linkOrText(found.url) ?? ""]);
  }
  rows.push(["Waited", elapsed]);
  return `## ${ok ? "\u2705 Deployed" : "\u274C Not deployed"} (Mintlify's GitHub app)

${escapeMarkdown(message)}

${factsTable(rows)}
`;
}

// src/github/branches.ts
async function branchExists(octokit, repo, name) {
  return exists(
    () => octokit.request("GET /repos/{owner}/{repo}/branches/{branch}", { ...repo, branch: name })
  );
}
async function tagExists(octokit, repo, name) {
  return exists(
    () => octokit.request("GET /repos/{owner}/{repo}/git/ref/{ref}", { ...repo, ref: `tags/${name}` })
  );
}
async function exists(read) {
  try {
    await read();
    return true;
  } catch (error) {
    if (gitHubErrorOf(error)?.meaning === "not-found") return false;
    throw error;
  }
}

// src/deploy/fork-branch.ts
async function checkForkBranch(settings, context) {
  const pull = settings.pullRequest;
  if (pull?.fromFork !== true || settings.branch !== pull.headRef) return { kind: "not-a-fork" };
  const { headRef: head, baseRef: base } = pull;
  const from = `No preview: this pull request comes from a fork's branch "${head}"`;
  const builds = `the service previews a branch by its name, in this repository, so it would build this repository's code and show it as this pull request's preview`;
  const ask = "Ask for the change on a branch named like none of this repository\u2019s.";
  const readAs = gitReadsAs(head, base);
  if (readAs !== void 0)
    return { kind: "taken", message: `${from}, ${readAs}: ${builds}. ${ask}` };
  const unchecked = (why) => ({
    kind: "unchecked",
    message: `${from}, and whether this repository has a branch of that name could not be checked (${why}): ${builds} if it has, so nothing is previewed until GitHub says it has not. Give the workflow github-token and "permissions: contents: read".`
  });
  const repo = settings.github.repository;
  const octokit = await lazyOctokit(settings.github, context)();
  if (repo === void 0 || octokit === void 0)
    return unchecked("no github-token or GITHUB_REPOSITORY");
  if (base === "") return unchecked("the event names no base branch");
  try {
    if (await branchExists(octokit, repo, head))
      return {
        kind: "taken",
        message: `${from}, and this repository has a branch of that name: ${builds}. ${ask}`
      };
    if (await tagExists(octokit, repo, head))
      return {
        kind: "taken",
        message: `${from}, and this repository has a tag of that name: ${builds}. ${ask}`
      };
    if (!await branchExists(octokit, repo, base))
      return unchecked(
        `GitHub answers 404 for the base branch "${base}" too, so its 404 says nothing`
      );
    return { kind: "free" };
  } catch (error) {
    if (gitHubErrorOf(error) === void 0) throw error;
    return unchecked(`GitHub answered ${describeFailure(error)}`);
  }
}
function gitReadsAs(name, base) {
  if (name === base) return `the name of the branch it merges into`;
  if (/^[A-Z_]*HEAD$/.test(name)) return "a name Git reads as a commit of this repository (HEAD)";
  if (/^[0-9a-f]{7,64}$/i.test(name))
    return "a name Git and GitHub read as a commit id of this repository";
  const namespace = /^(refs|heads|tags|remotes)\//.exec(name)?.[1];
  if (namespace !== void 0)
    return `a name Git reads as ${namespace === "refs" ? "that reference" : `refs/${name}`} of this repository`;
  if (name === "origin" || name.startsWith("origin/"))
    return `a name Git reads, in a clone of this repository, as refs/remotes/${name}`;
  return void 0;
}

// src/deploy/summary.ts
var MAX_FILES_SHOWN = 50;
var HEADLINE = {
  success: "\u2705 Deployed",
  failure: "\u274C Deployment failed",
  other: "\u26A0\uFE0F Deployment ended",
  "timed-out": "\u23F1\uFE0F Still deploying when the wait ended",
  cancelled: "\u{1F6D1} Cancelled while waiting",
  error: "\u274C Could not follow the deployment",
  skipped: "\u23ED\uFE0F Nothing was deployed",
  "not-triggered": "\u274C Nothing was triggered"
};
function renderDeploySummary(end, logLines) {
  const what = end.mode === "preview" ? `Preview of ${codeSpan(end.branch ?? "")}` : "Deployment";
  const parts = [`## ${headlineOf(end)}`, "", escapeMarkdown(end.message), ""];
  const status = end.status;
  const rows = [[what, escapeMarkdown(end.status?.status ?? end.kind)]];
  if (end.statusId !== void 0) rows.push(["Status id", codeSpan(end.statusId)]);
  if (end.url !== void 0)
    rows.push([end.mode === "preview" ? "Preview" : "Site", linkOrText(end.url) ?? ""]);
  if (end.elapsedMs !== void 0) rows.push(["Took", formatDuration(end.elapsedMs)]);
  const commit = status?.commit;
  if (commit?.sha !== void 0) rows.push(["Commit", codeSpan(commit.sha)]);
  if (commit?.ref !== void 0) rows.push(["Ref", codeSpan(commit.ref)]);
  if (commit?.message !== void 0) rows.push(["Message", escapeMarkdown(commit.message)]);
  parts.push(factsTable(rows));
  if (status?.summary !== void 0)
    parts.push("", "### What the service said", "", codeBlock(status.summary));
  if (commit !== void 0) parts.push(...filesSection(commit));
  if (status !== void 0 && logLines > 0 && status.logs.length > 0)
    parts.push(...logSection(status, logLines));
  return `${parts.join("\n")}
`;
}
function headlineOf(end) {
  if (end.kind === "success" && end.mode === "preview") return "\u2705 Preview ready";
  if (end.kind === "failure" && end.mode === "preview") return "\u274C Preview failed";
  if (end.statusId === void 0 && end.kind === "error") return "\u274C The trigger was not answered";
  if (end.statusId === void 0 && end.kind === "cancelled")
    return "\u{1F6D1} Cancelled before the trigger was answered";
  return HEADLINE[end.kind];
}
function filesSection(commit) {
  const kinds = [
    ["Added", commit.added],
    ["Modified", commit.modified],
    ["Removed", commit.removed]
  ];
  if (kinds.every(([, files]) => files.length === 0)) return [];
  const out = ["", "### Files changed", ""];
  for (const [label, files] of kinds) {
    if (files.length === 0) continue;
    const shown = files.slice(0, MAX_FILES_SHOWN).map(codeSpan).join(", ");
    const more = files.length > MAX_FILES_SHOWN ? `, and ${files.length - MAX_FILES_SHOWN} more` : "";
    out.push(`- ${label} (${files.length}): ${shown}${more}`);
  }
  return out;
}
function logSection(status, logLines) {
  const shown = status.logs.slice(-logLines);
  const of = status.logs.length > shown.length ? ` of ${status.logs.length}` : "";
  return ["", `### The last ${shown.length}${of} log lines`, "", codeBlock(shown.join("\n"))];
}
var COMMENT_HEADLINE = {
  building: "\u{1F504} Docs preview: building",
  success: "\u2705 Docs preview: ready",
  failure: "\u274C Docs preview: the build failed",
  other: "\u26A0\uFE0F Docs preview: the build ended",
  "timed-out": "\u23F1\uFE0F Docs preview: still building when the workflow stopped waiting",
  cancelled: "\u{1F6D1} Docs preview: the workflow was cancelled while it was building",
  error: "\u274C Docs preview: could not be followed",
  skipped: "\u23ED\uFE0F Docs preview: not built",
  "not-triggered": "\u274C Docs preview: not built, the service refused it"
};
function renderPreviewComment(marker, state) {
  const when = `${new Date(state.at).toISOString().slice(0, 16).replace("T", " ")} UTC`;
  const rows = [
    ["Branch", codeSpan(state.branch)],
    ["Preview", state.url === void 0 ? "not yet known" : linkOrText(state.url) ?? ""],
    ["Status", escapeMarkdown(state.status ?? state.kind)],
    [state.kind === "building" ? "Started" : "Last built", when]
  ];
  if (state.sha !== void 0) rows.push(["Commit", codeSpan(state.sha.slice(0, 12))]);
  const parts = [marker, `### ${COMMENT_HEADLINE[state.kind]}`, "", factsTable(rows)];
  if (state.message !== void 0 && state.kind !== "success" && state.kind !== "building")
    parts.push("", escapeMarkdown(state.message));
  if (state.runUrl !== void 0) parts.push("", linkOrText(state.runUrl, "The workflow run") ?? "");
  return parts.join("\n");
}

// src/deploy/tell-github.ts
var KIND = "preview";
function previewMarker(settings, number, branch) {
  const seal = settings.seal.of(KIND, [String(number), branch]);
  return `<!-- mintlify-deploy-preview: ${markerValue(branch)} seal: ${seal} -->`;
}
var SILENT = {
  started: () => Promise.resolve(),
  ended: () => Promise.resolve()
};
function openReporter(settings, run) {
  const { github, githubDeployment: environment } = settings;
  const repo = github.repository;
  if (repo === void 0) return SILENT;
  const comment = previewComment(settings, run, repo);
  if (comment === void 0 && environment === void 0) return SILENT;
  const octokit = lazyOctokit(github, run);
  let mirrored;
  return {
    async started(_statusId, previewUrl) {
      const gh = await octokit();
      if (gh === void 0) return run.io.warning("No github-token: nothing is reported on GitHub.");
      await comment?.started(gh, previewUrl);
      if (environment === void 0) return;
      const mirror = await mirrorStarted(gh, { repo, environment }, settings, run, previewUrl);
      mirrored = mirror === void 0 ? void 0 : { gh, mirror };
    },
    async ended(end) {
      await comment?.ended(end);
      if (mirrored === void 0) return;
      const state = end.kind === "success" ? "success" : end.kind === "failure" ? "failure" : "error";
      try {
        const detail = { url: end.url, logUrl: github.runUrl, description: end.message };
        await setMirrorState(mirrored.gh, repo, mirrored.mirror, state, detail);
      } catch (error) {
        run.io.warning(`Could not set the GitHub deployment's status (${describeFailure(error)}).`);
      }
    }
  };
}
function previewComment(settings, run, repository) {
  const { github, pullRequest: pull, branch } = settings;
  if (!settings.comment || pull === void 0 || branch === void 0) return void 0;
  const marker = previewMarker(settings, pull.number, branch);
  const state = (kind, rest) => ({
    kind,
    branch,
    url: void 0,
    status: void 0,
    at: run.time.now(),
    sha: pull.headSha,
    runUrl: github.runUrl,
    message: void 0,
    ...rest
  });
  let commenter;
  return {
    async started(octokit, previewUrl) {
      const target = { repository, number: pull.number };
      commenter = await openCommenter(octokit, target, marker, run);
      await commenter.post(
        renderPreviewComment(marker, state("building", { url: previewUrl })),
        marker
      );
    },
    async ended(end) {
      const at = end.status?.endedAt ?? run.time.now();
      const { url, message } = end;
      const body = renderPreviewComment(
        marker,
        state(end.kind, { url, status: end.status?.status, at, message })
      );
      await commenter?.postFinal(body, marker);
    }
  };
}
async function openCommenter(octokit, target, marker, run) {
  let existingId;
  try {
    existingId = await findComment(octokit, target, marker, "oldest");
  } catch (error) {
    run.io.warning(
      `Could not read the pull request's comments (${describeFailure(error)}); a new comment is made.`
    );
  }
  return createCommenter(octokit, target, run.io, existingId);
}
async function mirrorStarted(octokit, where, settings, run, previewUrl) {
  const { repo, environment } = where;
  const { branch } = settings;
  const ref = settings.pullRequest?.headSha ?? branch ?? run.io.env.GITHUB_SHA ?? "";
  try {
    const mirror = await createMirror(octokit, repo, {
      ref,
      environment,
      production: settings.mode === "update",
      // A preview has a branch; an update has none.
      description: branch === void 0 ? "Mintlify deployment" : `Mintlify preview of ${branch}`
    });
    await setMirrorState(octokit, repo, mirror, "in_progress", {
      url: previewUrl,
      logUrl: settings.github.runUrl,
      description: "Building on Mintlify"
    });
    return mirror;
  } catch (error) {
    const hint = lacksPermission(error) ? ' Give the workflow "permissions: deployments: write".' : "";
    run.io.warning(
      `Could not create the GitHub deployment (${describeFailure(error)}): the verdict is not mirrored.${hint}`
    );
    return void 0;
  }
}

// src/deploy/run.ts
async function runApiDeploy(settings, context) {
  const fork = await checkForkBranch(settings, context);
  if (fork.kind === "unchecked") return failed(fork.message);
  if (fork.kind === "taken")
    return finish(settings, context, notPreviewed(settings, fork.message), void 0);
  const api = connectService(settings, context, createDeployApi);
  const reporter = openReporter(settings, context);
  const deployed = await deployOnce(settings, api, context, async (triggered) => {
    context.io.setOutputs({ "status-id": triggered.statusId });
    await reporter.started(triggered.statusId, triggered.previewUrl);
  });
  if (deployed.kind === "ended") return finish(settings, context, deployed.end, reporter);
  return finish(settings, context, notTriggered(settings, context, deployed.error), reporter);
}
function notTriggered(settings, context, error) {
  const none = {
    mode: settings.mode,
    branch: settings.branch,
    statusId: void 0,
    status: void 0,
    url: void 0,
    elapsedMs: void 0
  };
  if (context.time.signal.aborted)
    return {
      ...none,
      kind: "cancelled",
      message: `The run was cancelled before the service answered the trigger: ${error.message}`
    };
  if (mayHaveActed(error.failure)) {
    const maybe = error.failure.kind === "status" ? " It may have started a deployment all the same: look on the dashboard before running again." : "";
    return { ...none, kind: "error", message: `${error.message}${maybe}` };
  }
  const why = error.failure.kind === "status" ? "The service refused the trigger" : "The trigger never reached the service";
  return {
    ...none,
    kind: "not-triggered",
    message: `${why}: nothing was deployed. ${error.message}`
  };
}
function notPreviewed(settings, message) {
  return {
    kind: "skipped",
    mode: "preview",
    branch: settings.branch,
    statusId: void 0,
    status: void 0,
    url: void 0,
    elapsedMs: void 0,
    message
  };
}
async function finish(settings, context, end, reporter) {
  const { io } = context;
  io.setOutputs(deployOutputs(end));
  const all = end.status?.logs ?? [];
  const logs = all.slice(Math.max(0, all.length - settings.logLines));
  if (logs.length > 0 && !passes(end)) {
    await io.group(`The last ${logs.length} log lines`, () => {
      for (const line of logs) io.info(line);
      return Promise.resolve();
    });
  }
  await io.writeSummary(renderDeploySummary(end, settings.logLines));
  await reporter?.ended(end);
  if (end.kind === "other" || end.kind === "skipped") io.warning(end.message);
  else if (passes(end)) io.info(end.message);
  return passes(end) ? PASSED : failed(end.message);
}

// src/deploy/settings.ts
var DEPLOY_INPUTS = {
  ...SERVICE_INPUTS,
  mode: "update",
  source: "api",
  branch: "",
  sha: "",
  environment: "",
  timeout: "20m",
  // Deprecated: no default, so that a value is one the workflow gave (MAX_POLL_GAP_MS otherwise).
  "poll-interval": "",
  "log-lines": "20",
  comment: "true",
  "github-deployment": "false",
  "github-token": ""
};
var MAX_POLL_GAP_MS = 12e4;
var DEPLOY_DEPRECATED = {
  "poll-interval": "The wait between status checks adapts by itself (a tenth of the time waited, from 1s to 2m): remove poll-interval. Until v2, a value given is still the longest wait."
};
var MAX_TIMEOUT_MS = 6 * 60 * 60 * 1e3;
function readDeploySettings(given, env) {
  const input = declaredReader(given, DEPLOY_INPUTS);
  const event = readEvent(env);
  const common = {
    timeoutMs: parseDuration("timeout", input("timeout"), { minMs: 1e3, maxMs: MAX_TIMEOUT_MS }),
    pollIntervalMs: input("poll-interval") === "" ? MAX_POLL_GAP_MS : parseDuration("poll-interval", input("poll-interval"), {
      minMs: 100,
      maxMs: MAX_TIMEOUT_MS
    }),
    github: readGitHubAccess(input, env),
    pullRequest: event.pullRequest
  };
  const source = parseChoice("source", input("source"), ["api", "github"]);
  if (source === "github") return readGitHubSource(input, env, common);
  const mode = parseChoice("mode", input("mode"), ["update", "preview"]);
  const service = readServiceSettings(input);
  const mirror = parseBoolean("github-deployment", input("github-deployment"));
  if (input("sha") !== "") {
    throw new InputError(
      "sha",
      'Input "sha" applies to source: github, which waits for the app\'s deployment of a commit. With source: api the service deploys its deployment branch (mode: update) or `branch` (mode: preview): remove "sha", or set source: github.'
    );
  }
  if (input("environment") !== "" && !mirror) {
    throw new InputError(
      "environment",
      `Input "environment" names the app's environment to wait for (source: github) or the GitHub environment to create (github-deployment: true); with neither it would do nothing: remove it, or set one of them.`
    );
  }
  return {
    ...common,
    ...service,
    source,
    mode,
    branch: readBranch(input, mode, event.pullRequest),
    logLines: parseInteger("log-lines", input("log-lines"), {
      min: 0,
      max: 500,
      what: "last log lines in the job summary"
    }),
    comment: parseBoolean("comment", input("comment")),
    githubDeployment: mirror ? optionalName(input("environment")) ?? `mintlify-${mode === "preview" ? "preview" : "production"}` : void 0,
    seal: markerSeal(service.secretKey, env.GITHUB_REPOSITORY ?? "")
  };
}
function readBranch(input, mode, pull) {
  const given = input("branch");
  if (mode === "update") {
    if (given !== "") {
      throw new InputError(
        "branch",
        'Input "branch" applies to mode: preview. An update deploys the deployment branch configured on the dashboard: remove "branch", or set mode: preview.'
      );
    }
    return void 0;
  }
  const branch = given === "" ? pull?.headRef : given;
  if (branch === void 0) {
    throw new InputError(
      "branch",
      `Input "branch" is required for mode: preview outside a pull request event: give the Git branch to preview (on pull_request and pull_request_target it is the pull request's head branch).`
    );
  }
  if (/[\p{Cc}\s]/u.test(branch) || branch.length > 255) {
    throw new InputError(
      "branch",
      `Input "branch" must be a Git branch name (no spaces or control characters, at most 255 characters).`
    );
  }
  return branch;
}
function readGitHubSource(input, env, common) {
  if (input("mode") !== DEPLOY_INPUTS.mode) {
    throw new InputError(
      "mode",
      `Input "mode" applies to source: api. With source: github the action waits for the deployment Mintlify's GitHub app made of a commit: remove "mode", or set source: api.`
    );
  }
  const given = input("sha");
  const sha = given === "" ? common.pullRequest?.headSha ?? env.GITHUB_SHA ?? "" : given;
  if (!/^[0-9a-f]{40}(?:[0-9a-f]{24})?$/.test(sha)) {
    throw new InputError(
      "sha",
      `Input "sha" must be a full commit SHA (40 hexadecimal characters, lower case)${given === "" ? "; none was given, and the event names no commit (GITHUB_SHA)" : `, not "${given}"`}.`
    );
  }
  return {
    ...common,
    source: "github",
    sha,
    environment: optionalName(input("environment")),
    dryRun: parseBoolean("dry-run", input("dry-run"))
  };
}
function optionalName(value) {
  return value === "" ? void 0 : value;
}

// src/deploy/action.ts
var deployAction = {
  secretInputs: ["secret-key", "github-token"],
  inputs: DEPLOY_INPUTS,
  deprecated: DEPLOY_DEPRECATED,
  readSettings: (io) => readDeploySettings((name) => io.input(name), io.env),
  async run(settings, context) {
    if (settings.source === "github") return waitForApp(settings, context);
    if (!settings.dryRun) return runApiDeploy(settings, context);
    const checked = await dryRun(planDeploy(settings), settings, context);
    return checked.kind === "passed" ? PASSED : failed(checked.message);
  }
};
function planDeploy(settings) {
  const trigger = settings.mode === "preview" ? deployRequests.preview(settings.projectId, settings.branch ?? "") : deployRequests.update(settings.projectId);
  const notes = [
    `The run would wait up to ${formatDuration(settings.timeoutMs)} (timeout) for the status to end success or failure; success passes the step, failure and timeout fail it.`
  ];
  const pull = settings.pullRequest;
  if (pull?.fromFork === true && settings.branch === pull.headRef)
    notes.push(
      `It would first ask GitHub whether this repository has a branch named "${pull.headRef}" (GET /repos/{owner}/{repo}/branches/{branch}), and a tag: a fork's branch that names one of this repository's, or that Git reads as another reference, is not previewed.`
    );
  if (settings.mode === "preview" && settings.comment && settings.pullRequest !== void 0)
    notes.push(
      `It would keep one comment on pull request #${settings.pullRequest.number} up to date with the preview's status and link.`
    );
  if (settings.githubDeployment !== void 0)
    notes.push(
      `It would mirror the verdict as a GitHub deployment to "${settings.githubDeployment}".`
    );
  return {
    prompt: void 0,
    planned: [
      { op: trigger },
      {
        op: deployRequests.status(STATUS_ID_PLACEHOLDER),
        when: `every 1s to ${formatDuration(settings.pollIntervalMs)} until it ends, {statusId} from the answer`
      }
    ],
    notes,
    check: void 0,
    checkCost: "Nothing is sent: the deployment endpoints have no read-only request that could check the key without triggering a deployment.",
    learn: () => void 0
  };
}

// src/deploy/index.ts
await runAction(deployAction);
