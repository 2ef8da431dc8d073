import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  TASK_NAME_PATTERN,
  jobMarker,
  readJobMarker,
  readMarker
} from "./chunks/chunk-HWAGBDDB.js";
import {
  createDeployApi,
  deployOnce
} from "./chunks/chunk-EBCCCIQX.js";
import {
  CHECKS_DEPRECATED,
  CHECKS_INPUTS,
  capPrompt,
  cleanUntrusted,
  describeEnd,
  failure,
  follow,
  followChecks,
  followThrough,
  readChecksSettings,
  runJob
} from "./chunks/chunk-YOWARQYT.js";
import {
  visitorsRequest
} from "./chunks/chunk-USO27BRU.js";
import {
  isOnServer,
  listOpenPulls,
  pullRequestOf
} from "./chunks/chunk-EB377YPA.js";
import {
  ANALYTICS_LIMIT
} from "./chunks/chunk-6VAPEEUZ.js";
import {
  MIN_POLL_GAP_MS
} from "./chunks/chunk-YPY5NLWW.js";
import {
  AUTOMATIONS_PAGE,
  COMMENT_EVENTS,
  agentRequests,
  createAgentApi,
  createCommenter,
  describeFailure,
  findComment,
  findOwn,
  gitHubErrorOf,
  lazyOctokit,
  markerSeal,
  readEvent,
  readGitHubAccess,
  sameRepository
} from "./chunks/chunk-PLREYEI5.js";
import {
  ActionError,
  InputError,
  JOB_ID_PLACEHOLDER,
  PASSED,
  SERVICE_INPUTS,
  answered,
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
  oneLine,
  parseBoolean,
  parseChoice,
  parseDuration,
  parseInteger,
  parseList,
  parsePathSegment,
  printable,
  readServiceSettings,
  runAction,
  segmentProblem,
  truncate
} from "./chunks/chunk-FASRNKFN.js";
import "./chunks/chunk-SDZ6GJJ3.js";

// src/github/permissions.ts
var BUILT_IN_ROLES = ["admin", "maintain", "write", "triage", "read", "none"];
var WRITE_PERMISSIONS = ["admin", "write"];
var UNCHECKED_EVENTS = {
  schedule: "a schedule is written in a workflow file on the default branch",
  workflow_dispatch: "running a workflow by hand needs write access",
  push: "a push to this repository needs write access (a fork's pushes run in the fork)",
  release: "publishing a release needs write access",
  workflow_call: "a called workflow runs with the event of its caller, so this name never reaches a step",
  merge_group: "adding a pull request to the merge queue needs the right to merge it",
  create: "creating a branch or tag in this repository needs write access",
  delete: "deleting a branch or tag in this repository needs write access",
  repository_dispatch: "the dispatches endpoint needs a token with write access to the repository"
};
async function checkPermission(event, allowedBots, github) {
  const unchecked = Object.hasOwn(UNCHECKED_EVENTS, event.name) ? UNCHECKED_EVENTS[event.name] : void 0;
  if (unchecked !== void 0) {
    return { kind: "allowed", reason: `"${event.name}" needs no check: ${unchecked}` };
  }
  const actor = event.actor;
  if (actor === void 0) {
    const name = event.name === "" ? "unnamed" : event.name;
    return { kind: "refused", reason: `the ${name} event names nobody who set it off` };
  }
  if (actor.type !== "Bot") return checkCollaborator(actor.login, github);
  return allowedBots.includes("*") || allowedBots.includes(actor.login) ? { kind: "allowed", reason: `the bot ${actor.login} is in allowed-bots` } : {
    kind: "refused",
    reason: `${actor.login} is a bot, and bots may start the agent only when listed in the allowed-bots input`
  };
}
async function checkCollaborator(login, github) {
  const octokit = await github.octokit();
  if (github.repository === void 0) {
    return {
      kind: "unusable",
      reason: `The permission of ${login} cannot be checked: GITHUB_REPOSITORY is not set. The runner sets it: run the action in a workflow.`
    };
  }
  if (octokit === void 0) {
    return {
      kind: "unusable",
      reason: `The permission of ${login} cannot be checked: input "github-token" is empty. Leave it out to use the workflow's token (its default, \${{ github.token }}), or give a token that can read the repository's collaborators.`
    };
  }
  try {
    const { data } = await octokit.request(
      "GET /repos/{owner}/{repo}/collaborators/{username}/permission",
      {
        owner: github.repository.owner,
        repo: github.repository.repo,
        username: login
      }
    );
    const role = data.role_name ?? data.permission;
    const named = BUILT_IN_ROLES.includes(role) ? role : `${role} (${data.permission})`;
    const has = role === "none" ? `${login} has no permission` : `${login} has ${named} permission`;
    return WRITE_PERMISSIONS.includes(data.permission) || role === "maintain" ? { kind: "allowed", reason: has } : { kind: "refused", reason: `${has}; starting the agent needs write, maintain or admin` };
  } catch (error) {
    const failure2 = gitHubErrorOf(error);
    if (failure2?.meaning === "unauthorized") {
      return {
        kind: "unusable",
        reason: `The permission of ${login} could not be checked: GitHub refused the token of input "github-token" (${describeFailure(error)}). Leave the input out to use the workflow's token (\${{ github.token }}), or give a personal or app token that has not expired or been revoked.`
      };
    }
    return {
      kind: "refused",
      reason: `the permission of ${login} could not be checked (${describeFailure(error)}); ${failure2?.status === void 0 ? "GitHub could not be reached" : "the token needs read access to the repository's collaborators"}`
    };
  }
}
var REFUSED_MARKER = "<!-- mintlify-agent-refused -->";
var REFUSED_COMMENT = "Only collaborators with write access to this repository can start the agent. A maintainer can start it by labelling the issue or commenting.";

// src/jobs/conversation.ts
var NEW_CONVERSATION = { kind: "new", note: void 0 };
async function converse(octokit, issue, api, projectId, log, seal) {
  let found;
  try {
    found = await findJobComment(octokit, issue, seal);
  } catch (error) {
    log.warning(
      `Could not look for an earlier job on the issue (${describeFailure(error)}); starting a new job.`
    );
  }
  if (found === void 0) return NEW_CONVERSATION;
  let job;
  try {
    job = await api.getJob(projectId, found.jobId);
  } catch (error) {
    if (!answered(error, 404)) throw error;
  }
  return decideConversation(found, job);
}
async function findJobComment(octokit, issue, seal) {
  const found = await findOwn(octokit, issue, (line) => readJobMarker(line, seal, issue.number));
  return found === void 0 ? void 0 : { commentId: found.id, jobId: found.value };
}
function decideConversation(found, job) {
  if (job === void 0) {
    return {
      kind: "new",
      note: `Job ${escapeMarkdown(found.jobId)} no longer exists on the service, so a new job was started.`
    };
  }
  if (job.status === "failed" || job.status === "archived") {
    return {
      kind: "new",
      note: `Job ${escapeMarkdown(found.jobId)} had ${job.status === "failed" ? "failed" : "been archived"}, so a new job was started.`
    };
  }
  return { kind: "continue", jobId: found.jobId, commentId: found.commentId };
}

// src/github/reactions.ts
async function react(octokit, target, comment, content, log) {
  if (comment.kind === "review") return;
  const parameters = {
    owner: target.repository.owner,
    repo: target.repository.repo,
    comment_id: comment.id,
    content
  };
  try {
    await (comment.kind === "review-comment" ? octokit.request(
      "POST /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions",
      parameters
    ) : octokit.request(
      "POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions",
      parameters
    ));
  } catch (error) {
    log.warning(
      `Could not react with ${content} to the triggering comment (${describeFailure(error)}).`
    );
  }
}

// src/agent/issue.ts
function connectIssue(settings, run) {
  const { github } = settings;
  const { io: log } = run;
  const octokit = lazyOctokit(github, run);
  const issue = github.issue;
  const instruction = settings.ask?.comment;
  return {
    octokit,
    repository: github.repository,
    issue,
    async acknowledge(reaction) {
      if (settings.dryRun || instruction === void 0 || issue === void 0) return;
      const client = await octokit();
      if (client !== void 0) await react(client, issue, instruction, reaction, log);
    },
    async openCommenter(existingId) {
      if (settings.dryRun || !settings.comment || issue === void 0) return void 0;
      const client = await octokit();
      if (client === void 0) {
        log.warning("No github-token: the result will not be commented on the issue.");
        return void 0;
      }
      return createCommenter(client, issue, log, existingId);
    }
  };
}

// src/agent/outputs.ts
function jobOutputs(job, automationRun, checks) {
  const text = (v) => typeof v === "string" ? v : "";
  const number = pullRequestOf(job)?.ref?.number;
  return {
    jobId: text(job?.id ?? automationRun?.jobId),
    "automation-run": text(automationRun?.instanceId),
    status: text(job?.status),
    prLink: text(job?.prLink),
    branch: text(job?.source?.ref),
    "pr-number": number === void 0 ? "" : String(number),
    model: text(job?.model),
    createdAt: text(job?.createdAt),
    archivedAt: text(job?.archivedAt),
    job: job === void 0 ? "" : JSON.stringify(job),
    checks: checks?.kind === "judged" ? checks.verdict : ""
  };
}

// src/agent/plan.ts
function aboutOf(settings, conversation) {
  const { issue, onPullRequest } = settings.github;
  const asked = settings.ask?.comment !== void 0 && settings.jobId === void 0;
  return conversation.kind === "new" && onPullRequest && asked ? issue : void 0;
}
function planRun(settings, asked, conversation) {
  const jobId = conversation.kind === "continue" ? conversation.jobId : settings.jobId;
  const aboutPullRequest2 = aboutOf(settings, conversation) !== void 0;
  const note = conversation.kind === "continue" ? conversation.note : aboutPullRequest2 ? `${conversation.note ?? "No live job of this action opened this pull request."} This is a new job about the pull request; it works on a branch of its own.` : conversation.note;
  const { automation } = settings;
  return {
    job: {
      projectId: settings.projectId,
      prompt: asked.prompt,
      messages: settings.messages,
      jobId,
      wait: settings.wait,
      timeoutMs: settings.timeoutMs,
      pollIntervalMs: settings.pollIntervalMs
    },
    automation,
    report: {
      marker: (jobId2) => jobMarker(settings.seal, jobId2, { on: settings.github.issue?.number }),
      followUpsTotal: settings.messages.length + (jobId === void 0 ? 0 : 1),
      runUrl: settings.github.runUrl,
      serverUrl: settings.github.serverUrl,
      note,
      instruction: asked.instruction,
      automation
    },
    checks: checksPlan(settings),
    pullRequest: pullRequestPlan(settings),
    preview: settings.preview ? {
      projectId: settings.projectId,
      baseUrl: settings.baseUrl,
      pollIntervalMs: settings.pollIntervalMs
    } : void 0,
    title: automation !== void 0 ? `Automation ${automation}` : jobId === void 0 ? "Agent job" : `Agent job ${jobId}`
  };
}
function checksPlan(settings) {
  if (settings.checks.mode === "off") return void 0;
  const { github } = settings;
  return {
    settings: settings.checks,
    serverUrl: github.serverUrl,
    ownRunUrl: github.runUrl,
    pollIntervalMs: settings.pollIntervalMs
  };
}
function pullRequestPlan(settings) {
  const task = settings.task?.name;
  return {
    serverUrl: settings.github.serverUrl,
    labels: settings.prLabels,
    reviewers: settings.prReviewers,
    linkIssue: settings.linkIssue,
    marker: (jobId, on) => jobMarker(settings.seal, jobId, { on, task }),
    trigger: settings.trigger,
    alwaysComment: settings.comment || task !== void 0,
    task
  };
}

// src/agent/job-view.ts
var HEADLINE = {
  running: "\u23F3 Agent job running",
  checking: "\u23F3 Waiting for the pull request's checks",
  "checks-failed": "\u{1F534} Agent job completed; its pull request's checks failed",
  "checks-pending": "\u{1F7E1} Agent job completed; its pull request's checks had not finished",
  completed: "\u2705 Agent job completed",
  archived: "\u{1F5C4}\uFE0F Agent job archived",
  failed: "\u274C Agent job failed",
  started: "\u{1F680} Agent job started",
  queued: "\u{1F4E8} Automation run queued",
  "timed-out": "\u231B Stopped waiting for the agent job",
  cancelled: "\u{1F6D1} Workflow run cancelled",
  "not-delivered": "\u26A0\uFE0F Follow-ups not delivered",
  error: "\u274C Agent job could not be followed"
};
function headline(view) {
  if (view.state !== "error" || view.job !== void 0) return HEADLINE[view.state];
  if (view.automation === void 0) return "\u274C Agent job could not be started";
  return view.automation.run === void 0 ? "\u274C Automation run could not be started" : HEADLINE.error;
}
function facts(view) {
  const job = view.job;
  const rows = [];
  if (view.automation !== void 0) {
    const { id, run: run2 } = view.automation;
    const instance = run2?.instanceId === void 0 ? "" : `, run ${run2.instanceId}`;
    rows.push(["Automation", escapeMarkdown(`${id}${instance}`)]);
    if (job === void 0 && run2?.jobId !== void 0) rows.push(["Job", escapeMarkdown(run2.jobId)]);
    rows.push(["Runs", linkOrText(AUTOMATIONS_PAGE, "Automations page of the dashboard") ?? ""]);
  }
  if (job !== void 0) {
    rows.push(["Job", escapeMarkdown(job.id)]);
    rows.push(["Status", escapeMarkdown(job.status)]);
    rows.push(["Pull request", pullRequestCell(job, view)]);
    const branch = job.source?.ref;
    if (typeof branch === "string" && branch !== "") rows.push(["Branch", escapeMarkdown(branch)]);
    if (typeof job.model === "string" && job.model !== "")
      rows.push(["Model", escapeMarkdown(job.model)]);
  }
  if (view.checks?.summary !== void 0) rows.push(["Checks", escapeMarkdown(view.checks.summary)]);
  const preview = previewCell(view);
  if (preview !== void 0) rows.push(["Preview", preview]);
  if (view.instruction !== void 0) {
    const said = view.instruction.text === "" ? "work on this issue" : truncate(view.instruction.text, 200);
    rows.push([
      "Last instruction",
      `${escapeMarkdown(said)} (${escapeMarkdown(`@${view.instruction.author}`)})`
    ]);
  }
  if (view.startedAt !== void 0) rows.push(["Started", formatClock(view.startedAt, true)]);
  rows.push(["Elapsed", formatElapsed(view.elapsedMs)]);
  if (view.followUpsTotal > 0) {
    rows.push(["Follow-ups sent", `${view.followUpsSent} of ${view.followUpsTotal}`]);
  }
  const run = linkOrText(view.runUrl, "workflow run");
  if (run !== void 0) rows.push(["Run", run]);
  return rows;
}
function pullRequestCell(job, view) {
  const pr = pullRequestOf(job);
  if (pr?.ref !== void 0 && isOnServer(pr.ref, view.serverUrl)) return linkOrText(pr.url) ?? "";
  if (pr !== void 0) return escapeMarkdown(pr.url);
  if (typeof job.prLink === "string" && job.prLink !== "") {
    return `${escapeMarkdown(job.prLink)} (not an https link)`;
  }
  return pullRequestAbsence(view);
}
function pullRequestAbsence(view) {
  switch (view.state) {
    case "running":
    case "checking":
    case "started":
    case "queued":
      return "_not yet_";
    // The job keeps running on the service: its pull request may still come.
    case "timed-out":
    case "cancelled":
      return view.job === void 0 ? "_none_" : "_not yet_";
    // Why there is none is the explanation under the table, said once.
    case "completed":
    case "checks-failed":
    case "checks-pending":
    case "archived":
    case "failed":
    case "not-delivered":
    case "error":
      return "_none_";
  }
}
function renderComment(view, marker = "") {
  const parts = [marker, `### ${headline(view)}`, "", factsTable(facts(view))];
  parts.push(...timelineLines(view));
  if (view.note !== void 0) parts.push("", view.note);
  if (view.explanation !== void 0) parts.push("", escapeMarkdown(view.explanation));
  if (view.undelivered.length > 0) {
    parts.push("", `Not delivered (${view.undelivered.length}):`);
    for (const m of view.undelivered) parts.push(`- ${escapeMarkdown(truncate(m, 300))}`);
  }
  return parts.filter((p, i) => i > 0 || p !== "").join("\n");
}
function renderSummary(view) {
  const lines = [`## ${headline(view)}`, "", factsTable(facts(view)), ...timelineLines(view)];
  if (view.note !== void 0) lines.push("", view.note);
  if (view.explanation !== void 0) lines.push("", escapeMarkdown(view.explanation));
  if (view.undelivered.length > 0) {
    lines.push("", `Follow-ups not delivered: ${view.undelivered.length}.`);
  }
  return lines.join("\n") + "\n";
}
function timelineLines(view) {
  const turns = view.timeline ?? [];
  const only = turns.length === 1 ? turns[0] : void 0;
  if (turns.length === 0 || only !== void 0 && !("line" in only) && only.ended === void 0)
    return [];
  const now = view.now ?? Date.now();
  const lines = turns.map((turn, i) => {
    if ("line" in turn)
      return `${i + 1}. Checks: ${escapeMarkdown(turn.line)} (${formatClock(turn.at)})`;
    const sent = `${i + 1}. ${turn.label}: sent ${formatClock(turn.sentAt)}`;
    if (turn.ended === void 0) {
      const still = view.state === "running" ? "running" : "not ended when the run stopped";
      return `${sent}, ${still} (${formatElapsed(now - turn.sentAt)})`;
    }
    const how = escapeMarkdown(turn.ended.status);
    return `${sent}, ended ${how} at ${formatClock(turn.ended.at)} (${formatElapsed(turn.ended.at - turn.sentAt)})`;
  });
  return ["", "**Timeline**", "", ...lines];
}
function formatClock(ms, withDate = false) {
  const iso = new Date(ms).toISOString();
  return `${withDate ? `${iso.slice(0, 10)} ` : ""}${iso.slice(11, 19)} UTC`;
}
function previewCell(view) {
  const built = view.preview;
  if (built === void 0) return linkOrText(view.checks?.preview);
  const status = escapeMarkdown(built.status);
  const link = linkOrText(built.url);
  return link === void 0 ? status : built.status === "success" ? link : `${link} (${status})`;
}

// src/agent/progress.ts
function viewOf(report, seen, moment) {
  const started = seen.find((e) => e.kind === "started");
  const run = seen.find((e) => e.kind === "triggered")?.run;
  return {
    state: moment.state,
    job: moment.job,
    explanation: moment.explanation,
    elapsedMs: moment.now - moment.startedAt,
    followUpsSent: moment.followUpsSent ?? seen.filter((e) => e.kind === "follow-up").length,
    followUpsTotal: report.followUpsTotal,
    startedAt: started?.at,
    timeline: timelineOf(seen),
    now: moment.now,
    undelivered: moment.undelivered ?? [],
    runUrl: report.runUrl,
    serverUrl: report.serverUrl,
    note: report.note,
    instruction: report.instruction,
    automation: report.automation === void 0 ? void 0 : { id: report.automation, run },
    checks: moment.checks,
    preview: moment.preview
  };
}
function timelineOf(seen) {
  const entries = [];
  let open;
  const turn = (entry) => {
    open = entries.push(entry) - 1;
  };
  for (const event of seen) {
    if (event.kind === "started" && event.how !== "continued")
      turn({ label: event.how === "triggered" ? "Automation run" : "Prompt", sentAt: event.at });
    if (event.kind === "follow-up")
      turn({ label: `Follow-up ${event.index + 1}`, sentAt: event.at });
    if (event.kind === "fix") turn({ label: `Checks follow-up ${event.round}`, sentAt: event.at });
    if (event.kind === "checks") entries.push({ line: event.line, at: event.at });
    const last = open === void 0 ? void 0 : entries[open];
    if (event.kind === "turn-ended" && open !== void 0 && last !== void 0 && !("line" in last)) {
      if (last.ended === void 0)
        entries[open] = { ...last, ended: { at: event.at, status: event.status } };
    }
  }
  return entries;
}
var REFRESH_MS = 6e4;
function createProgress(report, context) {
  const { io, commenter } = context;
  const { now } = context.time;
  const seen = [];
  let state = "running";
  const running = async (job) => {
    const at = now();
    seen.push({ kind: "posted", at });
    const view = viewOf(report, seen, { state, job, now: at, startedAt: context.startedAt });
    const marker = report.marker(job.id);
    await commenter?.post(renderComment(view, marker), marker);
  };
  const observer = jobObserver(context, seen, running);
  return {
    observer,
    async checking(job, line) {
      state = "checking";
      if (line !== void 0) {
        seen.push({ kind: "checks", at: now(), line });
        io.info(`Checks: ${line}.`);
      }
      await running(job);
    },
    fixObserver(round) {
      return {
        ...observer,
        async followUpSent(_index, _total, job) {
          state = "running";
          seen.push({ kind: "fix", at: now(), round });
          io.info(`Follow-up ${round} for failing checks sent to job ${job.id}.`);
          await running(job);
        }
      };
    },
    seen: () => [...seen]
  };
}
function jobObserver({ io, time }, seen, running) {
  const { now } = time;
  const lastPosted = () => seen.findLast((e) => e.kind === "posted")?.at;
  return {
    automationTriggered(run) {
      seen.push({ kind: "triggered", run });
      io.info(
        `Automation ${run.automationId} triggered: run ${run.instanceId ?? "(no id given)"}, job ${run.jobId ?? "(none named)"}.`
      );
      io.setOutputs(jobOutputs(void 0, run));
    },
    async jobStarted(job, how) {
      const verb = how === "triggered" ? "started by the automation" : how;
      io.info(`Job ${job.id} ${verb} (status: ${job.status}).`);
      const run = seen.find((e) => e.kind === "triggered")?.run;
      io.setOutputs(jobOutputs(job, run));
      seen.push({ kind: "started", at: now(), how });
      await running(job);
    },
    // Shown by the next follow-up's edit or by the final report: no edit of its own.
    turnEnded(job) {
      seen.push({ kind: "turn-ended", at: now(), status: job.status });
      return Promise.resolve();
    },
    async polled(job) {
      const posted = lastPosted();
      if (posted === void 0 || now() - posted >= REFRESH_MS) await running(job);
    },
    async statusChanged(job, previous) {
      io.info(`Job ${job.id}: ${previous} -> ${job.status}`);
      if (job.status === "active") await running(job);
    },
    unknownStatus(job) {
      io.warning(
        `Job ${job.id} reports status "${job.status}", which the service's contract does not list; treating it as not finished.`
      );
    },
    async followUpSent(index, total, job) {
      seen.push({ kind: "follow-up", at: now(), index });
      io.info(`Follow-up ${index + 1} of ${total} sent to job ${job.id}.`);
      await running(job);
    }
  };
}

// src/agent/publish.ts
async function publish(p) {
  const { outcome, verdict, github, io } = p;
  const view = viewOf(p.report, p.seen, {
    state: verdict.state,
    job: outcome.job,
    now: p.time.now(),
    startedAt: p.startedAt,
    explanation: verdict.ok && !verdict.warning ? void 0 : verdict.message,
    undelivered: outcome.followUps.undelivered,
    followUpsSent: outcome.followUps.sent.length,
    checks: p.checks && {
      summary: describeEnd(p.checks),
      preview: p.checks.kind === "judged" ? p.checks.preview : void 0
    },
    preview: p.preview && { url: p.preview.url, status: p.preview.status?.status ?? p.preview.kind }
  });
  io.setOutputs(jobOutputs(outcome.job, outcome.automationRun, p.checks));
  if (verdict.warning) io.warning(verdict.message);
  else if (verdict.ok) io.info(verdict.message);
  await io.writeSummary(renderSummary(view));
  const marker = outcome.job === void 0 ? void 0 : p.report.marker(outcome.job.id);
  await p.commenter?.postFinal(renderComment(view, marker), marker);
  if (!verdict.ok) await github.acknowledge("confused");
  else if (verdict.pullRequest !== void 0) await github.acknowledge("rocket");
  if (verdict.pullRequest === void 0 || outcome.job === void 0) return { kind: "done" };
  const pullRequest = { ...verdict.pullRequest, jobId: outcome.job.id };
  const marked = await followPullRequest(p.pullRequest, github, pullRequest, io);
  const { task } = p.pullRequest;
  return task === void 0 || marked !== false ? { kind: "done" } : {
    kind: "task-unmarked",
    message: `Job ${pullRequest.jobId} is reported, but its comment could not be left on its pull request ${pullRequest.url}, so the next run of task ${task} will not find it and will start another job. Give the workflow "pull-requests: write" (permissions:), or a github-token that has it.`
  };
}
async function followPullRequest(plan, github, pullRequest, io) {
  const { issue } = github;
  const ref = pullRequest.ref;
  const onIt = ref !== void 0 && issue !== void 0 && sameRepository(issue.repository, ref) && issue.number === ref.number;
  const linked = onIt ? void 0 : issue;
  const link = linked !== void 0 && (plan.linkIssue === true || plan.linkIssue === "auto" && ref !== void 0 && sameRepository(linked.repository, ref));
  const comment = onIt ? void 0 : {
    // A recurring task's job is found again by this comment's marker: it is always left.
    marker: plan.marker(pullRequest.jobId, ref?.number),
    text: howToAsk(plan.trigger),
    always: plan.alwaysComment
  };
  const wanted = plan.labels.length > 0 || plan.reviewers.length > 0 || link || comment?.always === true;
  if (!wanted) return void 0;
  const unmarked = comment?.always === true ? false : void 0;
  const octokit = await github.octokit();
  if (octokit === void 0) return unmarked;
  if (ref === void 0 || !isOnServer(ref, plan.serverUrl)) {
    io.warning(
      `The pull request ${pullRequest.url} is not on ${plan.serverUrl}; labels, reviewers, the issue link and the job's comment were not applied.`
    );
    return unmarked;
  }
  const { labels, reviewers } = plan;
  return followThrough(
    octokit,
    ref,
    { labels, reviewers, comment, issue: link ? linked : void 0 },
    io
  );
}
function howToAsk(trigger) {
  return `To ask it for changes, start a comment here, a comment on a line of the diff, or a review with ${codeSpan(trigger)}: it goes to the same job.`;
}
async function publishSkip(skip, io) {
  const { found } = skip;
  const why = `Task ${skip.task} already has pull request #${found.pull.number} open (job ${found.jobId}), and on-open is skip, so no job was started`;
  io.info(`${why}: ${found.pull.url}`);
  io.setOutputs({
    ...jobOutputs(void 0),
    status: "skipped",
    jobId: found.jobId,
    prLink: found.pull.url,
    "pr-number": String(found.pull.number)
  });
  await io.writeSummary(
    `## \u23ED\uFE0F Skipped: task ${escapeMarkdown(skip.task)} has an open pull request

${escapeMarkdown(why)}: ${linkOrText(found.pull.url) ?? ""}
`
  );
}
async function publishRefusal(github, reason, io) {
  io.warning(`Not starting the agent: ${reason}.`);
  io.setOutputs(jobOutputs(void 0));
  const commenter = await github.openCommenter();
  if (commenter !== void 0 && !await alreadyRefused(github, io)) {
    await commenter.post(`${REFUSED_MARKER}
${REFUSED_COMMENT}`);
  }
  await io.writeSummary(`## Agent not started

${escapeMarkdown(reason)}.
`);
}
async function alreadyRefused(github, io) {
  const octokit = await github.octokit();
  if (octokit === void 0 || github.issue === void 0) return false;
  try {
    const found = await findComment(octokit, github.issue, REFUSED_MARKER);
    if (found !== void 0) io.info("The refusal is already commented on this issue; not again.");
    return found !== void 0;
  } catch (error) {
    io.warning(`Could not look for an earlier refusal (${describeFailure(error)}); not commenting.`);
    return true;
  }
}

// src/agent/dry-run.ts
function planAgentRun(settings, asked) {
  const { projectId } = settings;
  const requests = agentRequests;
  const jobId = settings.jobId ?? JOB_ID_PLACEHOLDER;
  const shortest = Math.min(MIN_POLL_GAP_MS, settings.pollIntervalMs);
  const gap = shortest === settings.pollIntervalMs ? formatDuration(shortest) : `${formatDuration(shortest)} to ${formatDuration(settings.pollIntervalMs)}`;
  const polls = {
    op: requests.getJob(projectId, jobId),
    when: `every ${gap} until the turn ends; the whole run within ${formatDuration(settings.timeoutMs)}`
  };
  const afterTurn = (prompt, n, of) => [
    {
      op: requests.sendMessage(projectId, jobId, prompt),
      when: `follow-up ${n} of ${of}, once the previous turn ended completed`
    },
    ...settings.wait ? [polls] : []
  ];
  const followUps = settings.jobId === void 0 ? settings.messages : [asked.prompt, ...settings.messages];
  const planned = [];
  if (settings.automation !== void 0) {
    planned.push({ op: requests.triggerAutomation(projectId, settings.automation) });
    planned.push({ ...polls, when: `to read the job the answer names, then ${polls.when}` });
  } else if (settings.jobId === void 0) {
    planned.push({ op: requests.createJob(projectId, asked.prompt) });
    if (settings.wait) planned.push(polls);
  } else {
    planned.push({
      op: requests.getJob(projectId, jobId),
      when: "to see whether its turn has ended; then as often as the poll schedule says"
    });
  }
  for (const [i, message] of followUps.entries()) {
    planned.push(...afterTurn(message, i + 1, followUps.length));
  }
  return {
    prompt: settings.automation === void 0 ? asked.prompt : void 0,
    planned,
    notes: notesOf(settings, asked),
    ...checkOf(settings)
  };
}
var CHECK_RATE_LIMIT = `${ANALYTICS_LIMIT}: the check is one analytics request, and this hour's are spent (by an analytics export, say). The agent's own limits are apart, 100 job creations and 100 follow-up messages per project per hour, so a run without dry-run may still create its job.`;
function checkOf(settings) {
  const { projectId, jobId } = settings;
  const action = `check the key and project "${projectId}" (dry run)`;
  if (jobId !== void 0) {
    const check = { ...agentRequests.getJob(projectId, jobId), action };
    return {
      check,
      checkCost: "It reads the job to continue: it creates nothing, and the service documents no rate limit for it.",
      learn: (answer) => `job ${jobId} is ${String(answer.status ?? "unknown")}`
    };
  }
  const query = { dateFrom: void 0, dateTo: void 0, limit: 1, offset: 0 };
  return {
    check: { ...visitorsRequest(projectId, query), action, rateLimit: CHECK_RATE_LIMIT },
    checkCost: "It asks for one row of visitor analytics: it creates nothing, and counts as 1 of the 100 analytics requests per organization per hour.",
    learn: () => void 0
  };
}
function notesOf(settings, asked) {
  const notes = [];
  if (asked.instruction !== void 0 && settings.jobId === void 0) {
    notes.push(
      "If the issue already has a live job of this action, the instruction is sent to that job as a follow-up instead of creating one (a dry run does not look, as that reads the job's status)."
    );
  }
  if (settings.automation !== void 0) {
    notes.push(
      "The automation id itself is checked only by running it: the service has no read-only request for automations."
    );
  }
  const { checks, task } = settings;
  if (task !== void 0 && task.onOpen !== "new") {
    notes.push(
      `Task ${task.name}: the open pull requests would be looked through for its job first; while one is open, ${task.onOpen === "skip" ? "no job would be started" : "this prompt would go to that job as a follow-up instead of creating one"} (a dry run does not look).`
    );
  }
  if (checks.mode !== "off") {
    const fix = checks.mode === "fix" ? `; failing checks would go to the job as a follow-up (the service's message request above, with CI's output), at most ${checks.fixRounds} time(s), each new commit's checks waited for in turn` : "";
    const wait = checks.timeoutMs >= settings.timeoutMs ? `within what is left of the run's ${formatDuration(settings.timeoutMs)} (timeout)` : `for up to ${formatDuration(checks.timeoutMs)} per push (checks-timeout)`;
    notes.push(
      `Once the pull request appears, its head commit's checks would be read from GitHub (check runs and commit statuses) until they end, ${wait}${fix}.`
    );
  }
  const issue = settings.github.issue;
  if (settings.comment && issue !== void 0) {
    notes.push(
      `The result would be commented on ${issue.repository.owner}/${issue.repository.repo}#${issue.number}; a dry run comments nothing and adds no reaction.`
    );
  }
  return notes;
}

// src/jobs/run-automation.ts
async function runAutomation(plan, automation, deps) {
  const none = { sent: [], undelivered: [] };
  let run;
  try {
    run = await deps.api.triggerAutomation(plan.projectId, automation);
  } catch (error) {
    const outcome2 = failure(error, void 0, none, deps.time.signal);
    return outcome2.kind === "cancelled" ? { ...outcome2, whileCreating: true } : outcome2;
  }
  deps.observer.automationTriggered(run);
  const queued = (why) => ({
    kind: "queued",
    job: void 0,
    automationRun: run,
    why,
    followUps: none
  });
  if (run.jobId === void 0) return queued("no-job-id");
  let job;
  try {
    job = await deps.api.getJob(plan.projectId, run.jobId);
  } catch (error) {
    if (answered(error, 404)) {
      return queued("unreadable");
    }
    return { ...failure(error, void 0, none, deps.time.signal), automationRun: run };
  }
  await deps.observer.jobStarted(job, "triggered");
  const outcome = await follow({ ...plan, jobId: void 0 }, deps, job, []);
  return { ...outcome, automationRun: run };
}

// src/agent/checks-step.ts
async function followPullRequestChecks(followed, step) {
  const { context } = step;
  const { io } = context;
  const checks = step.plan.checks;
  if (checks === void 0 || followed.kind !== "finished") return void 0;
  const pull = pullRequestOf(followed.job);
  if (pull === void 0) return void 0;
  const warn = (why) => io.warning(`The pull request's checks were not followed: ${why}.`);
  const unread = (why) => {
    warn(why);
    return { end: { kind: "unread", why } };
  };
  const ref = pull.ref;
  if (ref === void 0 || !isOnServer(ref, checks.serverUrl))
    return unread(`${pull.url} is not a pull request on ${checks.serverUrl}`);
  const octokit = await step.github.octokit();
  if (octokit === void 0) return unread("there is no github-token to read them with");
  let job = followed.job;
  await step.progress.checking(job);
  const result = await io.group(
    "The pull request's checks",
    () => followChecks(
      {
        ...checks,
        pull: { ref, url: pull.url },
        deadline: step.deadline
      },
      {
        octokit,
        fetch: context.http.fetch,
        log: io,
        time: context.time,
        redact: (text) => io.redact(text),
        judged: (line) => step.progress.checking(job, line),
        fix: async (message, round) => {
          const outcome2 = await fixTurn(step, job, message, round);
          if (outcome2.job !== void 0) job = outcome2.job;
          return outcome2;
        }
      }
    )
  );
  if (result.end.kind === "unread") warn(result.end.why);
  const outcome = result.outcome ?? followed;
  if (context.time.signal.aborted && outcome.kind === "finished")
    return { ...result, outcome: { kind: "cancelled", job, followUps: outcome.followUps } };
  return result;
}
function fixTurn(step, job, message, round) {
  const { context } = step;
  const plan = {
    ...step.plan.job,
    jobId: job.id,
    wait: true,
    timeoutMs: Math.max(1, step.deadline - context.time.now())
  };
  const deps = {
    api: step.api,
    observer: step.progress.fixObserver(round),
    time: context.time
  };
  return follow(plan, deps, job, [message]);
}

// src/agent/preview-step.ts
async function previewJobBranch(followed, preview, step) {
  const { api, context, deadline } = step;
  if (preview === void 0 || followed.kind !== "finished") return void 0;
  if (pullRequestOf(followed.job) === void 0) return void 0;
  const { io } = context;
  const branch = followed.job.source?.ref;
  if (typeof branch !== "string" || segmentProblem(branch) !== void 0) {
    io.warning("No preview: the job does not name its pull request's branch (source.ref).");
    return void 0;
  }
  const request = {
    ...preview,
    mode: "preview",
    branch,
    timeoutMs: Math.max(1, deadline - context.time.now())
  };
  return io.group(`A preview of ${printable(branch, 100)}`, async () => {
    const deployed = await deployOnce(request, api, context);
    if (deployed.kind === "not-triggered") {
      io.warning(`No preview: ${deployed.error.message}`);
      return void 0;
    }
    const { end } = deployed;
    if (end.kind === "success") io.info(end.message);
    else io.warning(end.message);
    return end;
  });
}

// src/agent/task-settings.ts
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

// src/agent/trigger.ts
var DEFAULT_TRIGGER = "/agent";
function readTrigger(event, trigger, promptInput, needsPrompt = true) {
  const issue = event.issue === void 0 ? void 0 : { title: event.issue.title, body: event.issue.body };
  const commentEvent = COMMENT_EVENTS[event.name];
  if (commentEvent !== void 0) {
    const what = commentEvent.kind === "review" ? "review" : "comment";
    if (event.action !== commentEvent.action) {
      return {
        kind: "skip",
        reason: `the ${what} was ${event.action ?? "changed"}, not ${commentEvent.action}; only a new ${what} is an instruction`
      };
    }
    const said = event.comment === void 0 ? void 0 : commentInstruction(event.comment.body, trigger);
    if (event.comment === void 0 || said === void 0) {
      return { kind: "skip", reason: `the ${what} does not start with the trigger "${trigger}"` };
    }
    const { kind, id, location } = event.comment;
    const comment = { kind, id, location, author: event.sender?.login ?? "" };
    return { kind: "run", ask: { standing: promptInput, said, issue, comment } };
  }
  if (!needsPrompt) {
    return {
      kind: "run",
      ask: { standing: "", said: void 0, issue: void 0, comment: void 0 }
    };
  }
  if (promptInput !== "" || event.name === "issues" && issue !== void 0) {
    return {
      kind: "run",
      ask: { standing: promptInput, said: void 0, issue, comment: void 0 }
    };
  }
  throw new InputError(
    "prompt",
    `Input "prompt" is required: give the instruction for the agent. It may be left empty only on "issues" and "issue_comment" events, where the issue's title and body form the prompt (this run's event: "${event.name || "unknown"}"). To run one of the project's automations instead, give "automation": the documented workflows read it from the repository variable MINTLIFY_AUTOMATION_ID (create it with \`gh variable set MINTLIFY_AUTOMATION_ID\`).`
  );
}
async function composePrompt(ask, about) {
  if (ask.comment === void 0 && ask.standing !== "") {
    return { prompt: ask.standing, promptSource: "input", promptCut: false, instruction: void 0 };
  }
  const said = ask.said === void 0 ? "" : (await cleanUntrusted(ask.said)).trim();
  const issueText = async () => (await cleanUntrusted(`${ask.issue?.title ?? ""}

${ask.issue?.body ?? ""}`)).trim();
  const place = ask.comment?.location === void 0 ? "" : describeLocation(ask.comment.location);
  const text = said !== "" ? `${place}${said}` : `${place}${await issueText()}`;
  if (text === "") {
    throw new ActionError(
      "The issue's title and body are empty once hidden text (HTML comments, hidden HTML, invisible characters) is removed, so there is nothing to ask the agent; nothing was sent."
    );
  }
  const capped = capPrompt(text);
  const instruction = ask.comment === void 0 ? void 0 : { commentId: ask.comment.id, author: ask.comment.author, text: said === "" ? "" : text };
  const asked = ask.standing === "" ? capped.prompt : `${ask.standing}

${capped.prompt}`;
  return {
    prompt: about === void 0 ? asked : `${aboutPullRequest(about)}

${asked}`,
    promptSource: "issue",
    promptCut: capped.cut,
    instruction
  };
}
function aboutPullRequest(about) {
  const { owner, repo } = about.pullRequest.repository;
  const { number } = about.pullRequest;
  return `About pull request ${owner}/${repo}#${number} (${about.serverUrl}/${owner}/${repo}/pull/${number}):`;
}
function describeLocation(location) {
  const path = codeSpan(printable(location.path, MAX_PATH_CHARS));
  const { line, startLine } = location;
  if (line === void 0) return `In ${path}: `;
  if (startLine === void 0 || startLine >= line) return `In ${path} line ${line}: `;
  return `In ${path} lines ${startLine}-${line}: `;
}
var MAX_PATH_CHARS = 300;
function commentInstruction(body, trigger) {
  const text = body.trimStart();
  if (!text.startsWith(trigger)) return void 0;
  const rest = text.slice(trigger.length);
  if (rest !== "" && !/^\s/.test(rest)) return void 0;
  return rest.trim();
}
function splitMessages(raw) {
  const messages = [[]];
  for (const line of raw.split(/\r?\n/)) {
    if (line.trim() === "---") messages.push([]);
    else messages[messages.length - 1]?.push(line);
  }
  return messages.map((lines) => lines.join("\n").trim()).filter((m) => m !== "");
}

// src/agent/settings.ts
var AGENT_INPUTS = {
  ...SERVICE_INPUTS,
  prompt: "",
  messages: "",
  jobId: "",
  automation: "",
  "github-token": "",
  "issue-number": "",
  comment: "true",
  wait: "true",
  "require-pr": "false",
  timeout: "30m",
  // Deprecated: no default, so that a value is one the workflow gave (MAX_POLL_GAP_MS otherwise).
  "poll-interval": "",
  "allowed-bots": "",
  trigger: DEFAULT_TRIGGER,
  "pr-labels": "",
  "pr-reviewers": "",
  "link-issue": "",
  preview: "false",
  ...CHECKS_INPUTS,
  ...TASK_INPUTS
};
var MAX_POLL_GAP_MS = 12e4;
var AGENT_DEPRECATED = {
  ...CHECKS_DEPRECATED,
  "poll-interval": "The wait between status checks adapts by itself (a tenth of the time waited, from 1s to 2m): remove poll-interval. Until v2, a value given is still the longest wait."
};
var MIN_POLL_INTERVAL_MS = 100;
var MAX_TIMEOUT_MS = 24 * 60 * 60 * 1e3;
function readAgentSettings(given, env) {
  const input = declaredReader(given, AGENT_INPUTS);
  const event = readEvent(env);
  const service = readServiceSettings(input);
  const wait = parseBoolean("wait", input("wait"));
  const messages = splitMessages(input("messages"));
  if (!wait && messages.length > 0) {
    throw new InputError(
      "wait",
      'Input "wait" is false, but "messages" has follow-ups: follow-ups are sent only after the previous turn completes, so they need wait: true. Remove "messages" or set wait: true.'
    );
  }
  const timeoutMs = parseDuration("timeout", input("timeout"), {
    minMs: 1e3,
    maxMs: MAX_TIMEOUT_MS
  });
  const pollIntervalMs = input("poll-interval") === "" ? MAX_POLL_GAP_MS : parseDuration("poll-interval", input("poll-interval"), {
    minMs: MIN_POLL_INTERVAL_MS,
    maxMs: MAX_TIMEOUT_MS
  });
  const checks = readChecksSettings(input, timeoutMs);
  if (!wait && checks.mode !== "off") {
    throw new InputError(
      "checks",
      `Input "checks" is ${checks.mode}, but "wait" is false: the checks are read once the job's pull request appears, which needs wait: true. Set wait: true or checks: off.`
    );
  }
  const automation = parseAutomation(input);
  const triggerWord = input("trigger");
  const trigger = readTrigger(event, triggerWord, input("prompt"), automation === void 0);
  return {
    ...service,
    skip: trigger.kind === "skip" ? trigger.reason : void 0,
    ask: trigger.kind === "run" ? trigger.ask : void 0,
    messages,
    jobId: parseId("jobId", input("jobId"), "give the id of a job of this project"),
    automation,
    trigger: triggerWord,
    github: readGitHubSettings(input, env, event),
    comment: parseBoolean("comment", input("comment")),
    wait,
    requirePr: parseBoolean("require-pr", input("require-pr")),
    timeoutMs,
    pollIntervalMs,
    allowedBots: parseList(input("allowed-bots")),
    prLabels: parseList(input("pr-labels")),
    prReviewers: parseList(input("pr-reviewers")),
    linkIssue: input("link-issue") === "" ? "auto" : parseBoolean("link-issue", input("link-issue")),
    checks,
    preview: readPreview(input, wait),
    task: readTaskSettings(input),
    seal: markerSeal(service.secretKey, env.GITHUB_REPOSITORY ?? "")
  };
}
function readGitHubSettings(input, env, event) {
  const access = readGitHubAccess(input, env);
  const { repository } = access;
  const explicit = input("issue-number");
  const number = explicit === "" ? event.issue?.number : parseInteger("issue-number", explicit, { min: 1, what: "an issue or pull request number" });
  return {
    ...access,
    issue: repository === void 0 || number === void 0 ? void 0 : { repository, number },
    onPullRequest: number === event.issue?.number && event.issue?.isPullRequest === true,
    event
  };
}
function readPreview(input, wait) {
  const preview = parseBoolean("preview", input("preview"));
  if (!wait && preview) {
    throw new InputError(
      "preview",
      'Input "preview" is true, but "wait" is false: the preview is of the pull request the job makes, which needs wait: true. Set wait: true or remove preview.'
    );
  }
  return preview;
}
function parseId(name, value, expected) {
  return value === "" ? void 0 : parsePathSegment(name, value, expected);
}
function parseAutomation(input) {
  const automation = parseId(
    "automation",
    input("automation"),
    "give the automation's id, from its settings panel on the dashboard's Automations page"
  );
  if (automation === void 0) return void 0;
  const clash = ["prompt", "messages", "jobId"].filter((name) => input(name) !== "");
  if (clash.length > 0) {
    const names = clash.map((name) => `"${name}"`).join(" and ");
    throw new InputError(
      "automation",
      `Input "automation" runs an automation as it is configured on the dashboard, so it takes no prompt, follow-ups or job: remove ${names}, or remove "automation" to create a job from a prompt.`
    );
  }
  return automation;
}

// src/agent/task.ts
var OPEN_PULLS_READ = 100;
async function findOpenTask(octokit, repository, task, seal) {
  for (const pull of await listOpenPulls(octokit, repository, OPEN_PULLS_READ)) {
    if (pull.user?.type !== "Bot") continue;
    const on = { repository, number: pull.number };
    const found = await findOwn(octokit, on, (line) => {
      const marked = readMarker(line, seal, pull.number);
      return marked?.task === task ? marked.jobId : void 0;
    });
    if (found !== void 0)
      return { jobId: found.value, pull: { number: pull.number, url: pull.html_url } };
  }
  return void 0;
}
async function decideTask(settings, github, api, log, conversation) {
  const { task } = settings;
  if (task === void 0 || task.onOpen === "new" || conversation.kind === "continue")
    return conversation;
  const octokit = await github.octokit();
  const repository = settings.github.repository;
  if (octokit === void 0 || repository === void 0) {
    log.warning(
      `No github-token or repository: task ${task.name}'s open pull request was not looked for; starting a new job.`
    );
    return conversation;
  }
  let found;
  try {
    found = await findOpenTask(octokit, repository, task.name, settings.seal);
  } catch (error) {
    log.warning(
      `Could not look for task ${task.name}'s open pull request (${describeFailure(error)}); starting a new job.`
    );
    return conversation;
  }
  if (found === void 0) {
    log.info(`Task ${task.name} has no open pull request: starting a new job.`);
    return conversation;
  }
  if (task.onOpen === "skip") return { kind: "skip", task: task.name, found };
  let job;
  try {
    job = await api.getJob(settings.projectId, found.jobId);
  } catch (error) {
    if (!answered(error, 404)) throw error;
  }
  const decided = decideConversation({ jobId: found.jobId, commentId: 0 }, job);
  if (decided.kind === "new") return decided;
  log.info(
    `Task ${task.name}: pull request #${found.pull.number} is still open; sending this run's prompt to its job ${found.jobId}.`
  );
  return {
    kind: "continue",
    jobId: found.jobId,
    commentId: void 0,
    note: `Pull request #${found.pull.number} of task ${escapeMarkdown(task.name)} was still open, so this run's prompt went to its job as a follow-up.`
  };
}

// src/agent/verdict.ts
function decideVerdict(outcome, settings, checks) {
  const pullRequest = pullRequestOf(outcome.job);
  const judged = judge(outcome, settings, pullRequest);
  const final = outcome.kind === "finished" && pullRequest !== void 0 && checks?.kind === "judged" ? judgeChecksEnd(judged, checks, settings) : judged;
  return { warning: false, ...final, pullRequest };
}
function judgeChecksEnd(judged, end, settings) {
  const message = `${judged.message} Checks: ${describeEnd(end)}.`;
  if (end.verdict === "passed" || end.verdict === "none") return { ...judged, message };
  const state = end.verdict === "failed" ? "checks-failed" : "checks-pending";
  return settings.checks?.require === true ? { ok: false, state, message: `${message} require-checks is true, so the step fails.` } : { ok: true, warning: true, state, message };
}
function judge(outcome, settings, pullRequest) {
  const id = outcome.job?.id;
  const notSent = undeliveredNote(outcome.followUps.undelivered) + maybeSent(outcome.followUps.uncertain);
  const fail = (state, message) => ({ ok: false, state, message });
  switch (outcome.kind) {
    case "finished":
      return judgeFinished(outcome.job, settings, pullRequest);
    case "started":
      return {
        ok: true,
        state: "started",
        message: `Job ${outcome.job.id} started; not waiting for it (wait: false).`
      };
    case "failed":
      return fail("failed", `${failedOnService(outcome.job, settings.trigger)}${notSent}`);
    case "not-delivered":
      return fail(
        "not-delivered",
        `Job ${outcome.job.id} is ${outcome.job.status}: ${outcome.reason}.${notSent}`
      );
    case "timed-out":
      return fail(
        "timed-out",
        `Timed out after ${formatDuration(settings.timeoutMs)} (timeout) waiting for job ${outcome.job.id}; its last status was ${outcome.job.status}. The job keeps running on the service.${notSent}`
      );
    case "queued":
      return judgeQueued(outcome, settings);
    case "cancelled":
      return fail("cancelled", cancelled(outcome, settings, notSent));
    case "error":
      return fail(
        "error",
        id !== void 0 ? `${outcome.error.message} Job ${id} was last seen ${outcome.job?.status ?? "unknown"}.${notSent}` : outcome.automationRun !== void 0 ? `${triggered(outcome.automationRun)} is queued, but its job could not be read: ${outcome.error.message}` : outcome.error.message
      );
  }
}
function judgeFinished(job, settings, pullRequest) {
  const state = job.status === "archived" ? "archived" : "completed";
  if (pullRequest !== void 0) {
    return { ok: true, state, message: `Job ${job.id} ${job.status}: ${pullRequest.url}` };
  }
  const odd = typeof job.prLink === "string" && job.prLink !== "";
  const why = odd ? `Job ${job.id} ended ${job.status}, but its prLink "${truncate(oneLine(String(job.prLink)), 200)}" is not an https:// URL, so it is not taken as a pull request.` : `Job ${job.id} ended ${job.status} without a pull request: the agent changed no files, or the project commits straight to its deploy branch.`;
  return settings.requirePr ? { ok: false, state, message: `${why} require-pr is true, so the step fails.` } : { ok: true, warning: true, state, message: why };
}
var DASHBOARD = "https://app.mintlify.com";
function failedOnService(job, trigger = DEFAULT_TRIGGER) {
  const branch = job.source?.ref;
  const where = typeof branch === "string" && branch !== "" ? ` on branch ${truncate(oneLine(branch), 120)}` : "";
  const pullRequest = pullRequestOf(job);
  const opened = pullRequest === void 0 ? "" : `, after opening ${pullRequest.url}`;
  const reason = typeof job.error === "string" ? oneLine(job.error).trim() : "";
  const said = reason === "" ? "the service gives no reason (a failed job carries only its status)" : `the service says: "${truncate(reason, 300)}"`;
  return `Job ${job.id} failed on the service${where}${opened}: ${said}. Next: open job ${job.id} on the Mintlify dashboard (${DASHBOARD}) to see what the agent did and where it stopped, then start a new job: comment "${trigger} <what to do>" on the issue, or re-run the workflow.`;
}
function judgeQueued(outcome, settings) {
  const why = outcome.why === "unreadable" ? `with job ${outcome.automationRun.jobId ?? ""}, which the agent-job endpoint cannot read (404)` : "but the service's answer named no job to follow";
  const message = `${triggered(outcome.automationRun)} is queued, ${why}, so it cannot be followed here: follow it on the dashboard's Automations page (${AUTOMATIONS_PAGE}).`;
  return settings.requirePr ? {
    ok: false,
    state: "queued",
    message: `${message} Whether it opens a pull request is not known here, and require-pr is true, so the step fails.`
  } : { ok: true, warning: true, state: "queued", message };
}
function cancelled(outcome, settings, notSent) {
  const { job } = outcome;
  if (job !== void 0) {
    return `The run was cancelled; job ${job.id} keeps running on the service (last status: ${job.status}): there is no cancel request, and its pull request, if any, will still arrive.${notSent}`;
  }
  if (outcome.whileCreating !== true) return "The run was cancelled before a job was started.";
  return settings.automation === void 0 ? "The run was cancelled while the job was being created: it may exist on the service. Check the dashboard before running again." : `The run was cancelled while automation ${settings.automation} was being triggered: it may have been queued. Check the dashboard's Automations page (${AUTOMATIONS_PAGE}) before running again.`;
}
function triggered(run) {
  const instance = run.instanceId === void 0 ? "its run" : `run ${run.instanceId}`;
  return `Automation ${run.automationId} was triggered: ${instance}`;
}
function maybeSent(uncertain) {
  return uncertain === void 0 ? "" : ` The follow-up "${truncate(oneLine(uncertain), 60)}" was being sent and may have been delivered.`;
}
function undeliveredNote(undelivered) {
  if (undelivered.length === 0) return "";
  const quoted = undelivered.map((m) => `"${truncate(oneLine(m), 60)}"`).join(", ");
  return ` ${undelivered.length} follow-up(s) not delivered: ${quoted}.`;
}

// src/agent/action.ts
var agentAction = {
  secretInputs: ["secret-key", "github-token"],
  inputs: AGENT_INPUTS,
  deprecated: AGENT_DEPRECATED,
  readSettings: (io) => readAgentSettings((name) => io.input(name), io.env),
  async run(settings, context) {
    const { io } = context;
    const ask = settings.ask;
    if (settings.skip !== void 0 || ask === void 0) {
      io.info(`Nothing to do: ${settings.skip ?? "no instruction"}.`);
      return PASSED;
    }
    const github = connectIssue(settings, context);
    const permission = await checkPermission(settings.github.event, settings.allowedBots, github);
    if (context.time.signal.aborted) return failed(CANCELLED_AT_GATE);
    switch (permission.kind) {
      case "unusable":
        return failed(permission.reason);
      case "refused":
        await publishRefusal(github, permission.reason, io);
        return PASSED;
      case "allowed":
        io.debug(`Allowed: ${permission.reason}.`);
    }
    if (settings.dryRun) {
      io.setOutputs({ ...jobOutputs(void 0), status: "dry-run" });
      const asked = await askedOf(settings, ask, context, NEW_CONVERSATION);
      const checked = await dryRun(planAgentRun(settings, asked), settings, context);
      return checked.kind === "passed" ? PASSED : failed(checked.message);
    }
    return work(settings, ask, github, context);
  }
};
var CANCELLED_AT_GATE = "The run was cancelled while the permission of whoever set it off was being checked: no job was started and nothing was commented. Run the workflow again to start it.";
async function work(settings, ask, github, context) {
  const { io } = context;
  const { api, deploys } = connectService(settings, context, (client) => ({
    api: createAgentApi(client),
    deploys: createDeployApi(client)
  }));
  const said = await conversationOf(settings, github, api, context);
  const conversation = await decideTask(settings, github, api, io, said);
  if (conversation.kind === "skip") {
    await publishSkip(conversation, io);
    return PASSED;
  }
  const asked = await askedOf(settings, ask, context, conversation);
  const plan = planRun(settings, asked, conversation);
  await github.acknowledge("eyes");
  const commenter = await github.openCommenter(
    conversation.kind === "continue" ? conversation.commentId : void 0
  );
  const progress = createProgress(plan.report, { ...context, commenter });
  const deadline = context.time.now() + plan.job.timeoutMs;
  const followed = await followJob(plan, api, progress.observer, context);
  const preview = await previewJobBranch(followed, plan.preview, {
    api: deploys,
    context,
    deadline
  });
  const step = { plan, api, github, progress, context, deadline };
  const checked = await followPullRequestChecks(followed, step);
  const outcome = checked?.outcome ?? followed;
  const verdict = decideVerdict(outcome, settings, checked?.end);
  const seen = progress.seen();
  const { report, pullRequest } = plan;
  const checks = checked?.end;
  const end = await publish({
    ...context,
    report,
    pullRequest,
    outcome,
    verdict,
    seen,
    commenter,
    github,
    checks,
    preview
  });
  if (!verdict.ok) return failed(verdict.message);
  return end.kind === "task-unmarked" ? failed(end.message) : PASSED;
}
async function askedOf(settings, ask, { io }, conversation) {
  if (settings.automation === void 0) {
    const pullRequest = aboutOf(settings, conversation);
    const about = pullRequest && { pullRequest, serverUrl: settings.github.serverUrl };
    const asked = await composePrompt(ask, about);
    if (asked.promptCut)
      io.warning("The issue text was longer than 100,000 characters and was cut.");
    return asked;
  }
  if (ask.said !== void 0 && ask.said !== "") {
    io.warning(
      `The text after the trigger was not sent: automation ${settings.automation} runs as it is configured and takes no instruction.`
    );
  }
  return { prompt: "", promptSource: "input", promptCut: false, instruction: void 0 };
}
function followJob(plan, api, observer, context) {
  const deps = {
    api,
    observer,
    time: context.time
  };
  return context.io.group(
    plan.title,
    () => plan.automation === void 0 ? runJob(plan.job, deps) : runAutomation(plan.job, plan.automation, deps)
  );
}
async function conversationOf(settings, github, api, { io }) {
  if (settings.ask?.comment === void 0 || settings.jobId !== void 0) return NEW_CONVERSATION;
  const octokit = await github.octokit();
  if (octokit === void 0 || github.issue === void 0) return NEW_CONVERSATION;
  const conversation = await converse(
    octokit,
    github.issue,
    api,
    settings.projectId,
    io,
    settings.seal
  );
  if (conversation.kind === "continue") {
    const place = settings.github.onPullRequest ? "pull request" : "issue";
    io.info(`Continuing job ${conversation.jobId} of this ${place}.`);
  }
  return conversation;
}

// src/index.ts
await runAction(agentAction);
