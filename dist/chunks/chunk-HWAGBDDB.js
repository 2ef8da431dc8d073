import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  MARKER_VALUE,
  SEAL,
  markerValue,
  readMarkerValue
} from "./chunk-PLREYEI5.js";
import {
  segmentProblem
} from "./chunk-FASRNKFN.js";

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

export {
  TASK_NAME_PATTERN,
  jobMarker,
  readMarker,
  readJobMarker
};
