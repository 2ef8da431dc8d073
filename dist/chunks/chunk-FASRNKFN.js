import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/http/stack.ts
import { Readable } from "node:stream";

// src/http/builtins.ts
import { createRequire } from "node:module";
var require2 = createRequire(import.meta.url);
var http = require2("node:http");
var https = require2("node:https");
var tls = require2("node:tls");

// src/text/format.ts
function errorMessage(error2) {
  return error2 instanceof Error ? error2.message : String(error2);
}
function errorCode(error2) {
  let current = error2;
  for (let depth = 0; depth < 4 && typeof current === "object" && current !== null; depth++) {
    const code = current.code;
    if (typeof code === "string") return code;
    current = current.cause;
  }
  return void 0;
}
function truncate(text2, max) {
  return text2.length <= max ? text2 : `${text2.slice(0, Math.max(0, max - 1))}\u2026`;
}
function oneLine(text2) {
  return text2.replace(/\s+/g, " ").trim();
}
var SECOND_MS = 1e3;
var MINUTE_MS = 60 * SECOND_MS;
function formatDuration(ms) {
  const total = Math.max(0, Math.round(ms));
  if (total === 0) return "0s";
  if (total < SECOND_MS) return `${total}ms`;
  const tenths = Math.round(total / 100);
  if (tenths * 100 < MINUTE_MS) {
    const s2 = tenths / 10;
    return `${Number.isInteger(s2) ? s2 : s2.toFixed(1)}s`;
  }
  const seconds = Math.round(total / SECOND_MS);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor(seconds % 3600 / 60);
  const s = seconds % 60;
  return [h > 0 ? `${h}h` : "", m > 0 ? `${m}m` : "", s > 0 ? `${s}s` : ""].filter((part) => part !== "").join(" ");
}
function formatElapsed(ms) {
  return formatDuration(Math.round(ms / SECOND_MS) * SECOND_MS);
}
function cutWithNote(text2, max, note) {
  if (text2.length <= max) return { text: text2, cut: false };
  return { text: text2.slice(0, Math.max(0, max - note.length)) + note, cut: true };
}
var DOTNET_WHITESPACE = "	\n\v\f\r \x85\xA0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000";
var COMMAND_START = new RegExp(`^[${DOTNET_WHITESPACE}\\p{Cc}\\p{Cf}]*:[\\p{Cf}]*:`, "u");
function asLogLine(text2) {
  const one = text2.replace(/\r\n|\r|\n/g, "\\n").replaceAll("##[", "##\\[");
  return COMMAND_START.test(one) ? `\xBB ${one}` : one;
}
function printable(text2, max) {
  return truncate(text2.replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, "?"), max);
}

// src/http/failure.ts
function mayHaveActed(failure) {
  switch (failure.kind) {
    case "not-sent":
    case "proxy":
      return false;
    case "status":
      return failure.status >= 500 && !(failure.status === 503 && failure.retryAfterMs !== void 0);
    case "cut":
    case "timeout":
    case "cancelled":
    case "unreadable":
      return true;
  }
}
function mayPass(failure) {
  switch (failure.kind) {
    case "not-sent":
    case "cut":
    case "timeout":
    case "unreadable":
      return true;
    case "proxy":
      return failure.status === void 0 || failure.status >= 500;
    case "status":
      return failure.status === 408 || failure.status === 429 || failure.status >= 500 || failure.status === 403 && failure.retryAfterMs !== void 0;
    case "cancelled":
      return false;
  }
}
function isRetryable(failure, repeatable) {
  return mayPass(failure) && (repeatable || !mayHaveActed(failure));
}
var RequestFailure = class extends Error {
  constructor(failure, message, cause) {
    super(message, { cause });
    this.failure = failure;
    this.code = codeOf(failure);
  }
  failure;
  name = "RequestFailure";
  code;
};
function codeOf(failure) {
  switch (failure.kind) {
    case "not-sent":
    case "cut":
      return failure.code;
    case "proxy":
      return failure.status === void 0 ? "PROXY_UNREACHABLE" : "PROXY_REFUSED";
    case "timeout":
      return "TIMEOUT";
    case "cancelled":
      return "CANCELLED";
    case "status":
    case "unreadable":
      return void 0;
  }
}
function failureIn(error2) {
  let current = error2;
  for (let depth = 0; depth < 4 && current instanceof Error; depth++) {
    if (current instanceof RequestFailure) return current.failure;
    current = current.cause;
  }
  return void 0;
}

// src/http/proxy.ts
function proxyOf(env) {
  const https2 = proxyUrl(env, "https_proxy");
  const http2 = proxyUrl(env, "http_proxy");
  if ("problem" in https2) return { kind: "refused", problem: https2.problem };
  if ("problem" in http2) return { kind: "refused", problem: http2.problem };
  if (https2.url === void 0 && http2.url === void 0) return { kind: "direct" };
  return { kind: "proxy", https: https2.url, http: http2.url, noProxy: either(env, "no_proxy") };
}
function either(env, name) {
  const value = env[name.toLowerCase()] ?? env[name.toUpperCase()];
  return value === void 0 || value.trim() === "" ? void 0 : value.trim();
}
function proxyUrl(env, name) {
  const value = either(env, name);
  if (value === void 0) return { url: void 0 };
  const url = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `http://${value}`;
  if (!URL.canParse(url) || !["http:", "https:"].includes(new URL(url).protocol)) {
    return {
      problem: `The ${name.toUpperCase()} variable must be a proxy URL such as http://proxy.example.com:3128; got "${printable(value, 80)}".`
    };
  }
  return { url };
}
function proxyFor(read, target) {
  const chosen = target.protocol === "https:" ? read.https ?? read.http : read.http;
  if (chosen === void 0 || bypassed(read.noProxy ?? "", target)) return void 0;
  const url = new URL(chosen);
  const user = decodeURIComponent(url.username);
  const authorization = url.username === "" && url.password === "" ? void 0 : `Basic ${Buffer.from(`${user}:${decodeURIComponent(url.password)}`).toString("base64")}`;
  return { url, host: hostPort(url), authorization };
}
function bypassed(noProxy, target) {
  const entries = noProxy.split(/[,\s]+/).filter((e) => e !== "");
  if (entries.includes("*")) return true;
  const host = target.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  const port = Number(hostPort(target).split(":").at(-1));
  return entries.some((entry) => {
    const parsed = /^(.+):(\d+)$/.exec(entry);
    const name = (parsed?.[1] ?? entry).replace(/^\[|\]$/g, "").toLowerCase();
    if (parsed?.[2] !== void 0 && Number(parsed[2]) !== port) return false;
    return /^[.*]/.test(name) ? host.endsWith(name.replace(/^\*/, "")) : host === name;
  });
}
function hostPort(url) {
  const port = url.port !== "" ? url.port : url.protocol === "https:" ? "443" : "80";
  return `${url.hostname}:${port}`;
}
function withoutPassword(url) {
  const parsed = new URL(url);
  if (parsed.username !== "" || parsed.password !== "") {
    parsed.username = "***";
    parsed.password = "";
  }
  return parsed.href.replace(/\/$/, "");
}
var STATUS_NAMES = {
  403: "Forbidden",
  407: "Proxy Authentication Required",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout"
};
function describeProxy(failure) {
  const { proxy, status, code } = failure;
  if (status === void 0)
    return `the proxy at ${proxy} could not be reached (${code ?? "no answer"})`;
  const name = STATUS_NAMES[status];
  return `the proxy at ${proxy} refused the connection (${status}${name === void 0 ? "" : ` ${name}`})`;
}
function proxyFailure(proxy, status, cause) {
  const code = status === void 0 ? errorCode(cause) ?? errorMessage(cause) : void 0;
  const failure = { kind: "proxy", proxy: proxy.host, status, code };
  return new RequestFailure(failure, describeProxy(failure), cause);
}
function openTunnel(proxy, target, limits, done) {
  const authority = hostPort(target);
  const connect = http.request({
    host: proxy.url.hostname.replace(/^\[|\]$/g, ""),
    port: hostPort(proxy.url).split(":").at(-1),
    method: "CONNECT",
    path: authority,
    agent: false,
    headers: {
      host: authority,
      ...proxy.authorization === void 0 ? {} : { "proxy-authorization": proxy.authorization }
    },
    ...limits.signal === void 0 ? {} : { signal: limits.signal }
  });
  const timer = setTimeout(() => {
    connect.destroy(Object.assign(new Error("connect timed out"), { code: "CONNECT_TIMEOUT" }));
  }, limits.connectTimeoutMs);
  let settled = false;
  const settle = (error2, socket) => {
    clearTimeout(timer);
    if (settled) return;
    settled = true;
    done(error2, socket);
  };
  connect.once("connect", (res, socket) => {
    if (res.statusCode === 200) return settle(null, socket);
    socket.destroy();
    settle(proxyFailure(proxy, res.statusCode));
  });
  connect.once("response", (res) => {
    res.resume();
    settle(proxyFailure(proxy, res.statusCode));
  });
  connect.on(
    "error",
    (error2) => settle(limits.signal?.aborted === true ? error2 : proxyFailure(proxy, void 0, error2))
  );
  connect.end();
  return connect;
}

// src/http/stack.ts
var CONNECT_TIMEOUT_MS = 1e4;
var MAX_TEXT_BYTES = 32 * 1024 * 1024;
function openHttpStack(env, limits = {}) {
  const proxy = proxyOf(env);
  if (proxy.kind === "refused") return proxy;
  const all = { connectTimeoutMs: CONNECT_TIMEOUT_MS, maxTextBytes: MAX_TEXT_BYTES, ...limits };
  const fetch = (input, init = {}) => (
    // A request that could not even be started (a header Node refuses) was not sent.
    send(new URL(input), init, all, proxy).catch((error2) => {
      throw failed(error2, init.signal ?? void 0, false);
    })
  );
  const via = proxy.kind === "proxy" ? proxy.https ?? proxy.http : void 0;
  const route = via === void 0 ? "directly" : `through the proxy at ${withoutPassword(via)}`;
  return { kind: "ready", stack: { fetch, route } };
}
var DIRECT = (() => {
  const opened = openHttpStack({});
  if (opened.kind !== "ready") throw new Error(opened.problem);
  return opened.stack;
})();
function send(url, init, limits, proxy) {
  const https2 = url.protocol === "https:";
  const body = init.body ?? void 0;
  const headers = { ...init.headers };
  if (body !== void 0) headers["content-length"] = String(Buffer.byteLength(body));
  const signal = init.signal ?? void 0;
  const through = proxy.kind === "proxy" ? proxyFor(proxy, url) : void 0;
  const createConnection = through === void 0 ? limits.createConnection : tunnelled(through, url, limits, signal);
  let up = false;
  return new Promise((resolve, reject) => {
    const req = (https2 ? https.request : http.request)(url, {
      method: init.method ?? "GET",
      headers,
      ...signal === void 0 ? {} : { signal },
      ...createConnection === void 0 ? {} : { createConnection }
    });
    req.once("socket", (socket) => {
      const ready = socket instanceof tls.TLSSocket ? "secureConnect" : "connect";
      if (req.reusedSocket || ready === "connect" && !socket.connecting) {
        up = true;
        return;
      }
      const timer = setTimeout(() => {
        req.destroy(Object.assign(new Error("connect timed out"), { code: "CONNECT_TIMEOUT" }));
      }, limits.connectTimeoutMs);
      socket.once(ready, () => {
        up = true;
        clearTimeout(timer);
      });
      socket.once("close", () => clearTimeout(timer));
    });
    req.on("error", (error2) => reject(failed(error2, signal, up)));
    req.once("response", (res) => resolve(responseOf(res, url.href, limits.maxTextBytes, signal)));
    req.end(body);
  });
}
function tunnelled(proxy, url, limits, signal) {
  return (_options, done) => {
    const bounds = { connectTimeoutMs: limits.connectTimeoutMs, signal };
    openTunnel(proxy, url, bounds, (error2, socket) => {
      if (socket === void 0) return done(error2 ?? new Error("no tunnel"), void 0);
      if (url.protocol !== "https:") return done(null, socket);
      const servername = url.hostname.replace(/^\[|\]$/g, "");
      return done(null, tls.connect({ socket, servername, ALPNProtocols: ["http/1.1"] }));
    });
    return void 0;
  };
}
function failed(error2, signal, up) {
  if (error2 instanceof RequestFailure) return error2;
  if (signal?.aborted === true) {
    const timedOut = signal.reason?.name === "TimeoutError";
    const failure2 = timedOut ? { kind: "timeout" } : { kind: "cancelled" };
    return new RequestFailure(failure2, timedOut ? "the time limit ran out" : "cancelled", error2);
  }
  const code = errorCode(error2) ?? (error2 instanceof Error ? error2.name : "unknown error");
  const failure = up ? { kind: "cut", code } : { kind: "not-sent", code };
  return new RequestFailure(failure, errorMessage(error2), error2);
}
async function readBounded(body, maxBytes) {
  const chunks = [];
  let size = 0;
  for await (const chunk of body ?? []) {
    size += chunk.byteLength;
    if (size > maxBytes) return { kind: "too-large", maxBytes };
    chunks.push(chunk);
  }
  return { kind: "bytes", bytes: Buffer.concat(chunks) };
}
function responseOf(res, url, maxTextBytes, signal) {
  res.on("error", () => void 0);
  const joined = (value) => Array.isArray(value) ? value.join(", ") : value;
  const entries = Object.entries(res.headers).flatMap(
    ([name, value]) => value === void 0 ? [] : [[name, joined(value)]]
  );
  const chunks = async function* () {
    try {
      yield* res;
    } catch (error2) {
      throw failed(error2, signal, true);
    } finally {
      if (!res.complete) res.destroy();
    }
  };
  const readAll = async () => {
    const read = await readBounded(chunks(), maxTextBytes);
    if (read.kind === "bytes") return read.bytes;
    throw new RequestFailure(
      {
        kind: "unreadable",
        status: res.statusCode ?? 0,
        why: `it is larger than ${maxTextBytes} bytes`
      },
      `The answer from ${url} is larger than ${maxTextBytes} bytes`
    );
  };
  return {
    status: res.statusCode ?? 0,
    statusText: res.statusMessage ?? "",
    url,
    headers: {
      get: (name) => {
        const value = res.headers[name.toLowerCase()];
        return value === void 0 ? null : joined(value);
      },
      [Symbol.iterator]: () => entries[Symbol.iterator]()
    },
    body: Object.assign(chunks(), {
      cancel: () => {
        res.destroy();
        return Promise.resolve();
      }
    }),
    text: async () => (await readAll()).toString("utf8"),
    arrayBuffer: async () => arrayBufferOf(await readAll())
  };
}
function timeLimit(ms) {
  const controller = new AbortController();
  setTimeout(
    () => controller.abort(new DOMException("The operation timed out.", "TimeoutError")),
    ms
  ).unref();
  return controller.signal;
}
async function whole(res) {
  const bytes = Buffer.from(await res.arrayBuffer());
  return {
    status: res.status,
    statusText: res.statusText,
    url: res.url,
    headers: res.headers,
    body: Object.assign(Readable.from([bytes]), { cancel: () => Promise.resolve() }),
    text: () => Promise.resolve(bytes.toString("utf8")),
    arrayBuffer: () => Promise.resolve(arrayBufferOf(bytes))
  };
}
function arrayBufferOf(buffer) {
  return buffer.buffer.slice(
    buffer.byteOffset,
    buffer.byteOffset + buffer.byteLength
  );
}

// src/action/cancel.ts
var CANCEL_EXIT_MS = 4500;
function trapCancellation(warn, exit = () => process.exit(1)) {
  const controller = new AbortController();
  const onSignal = (name) => {
    if (controller.signal.aborted) return;
    warn(`Received ${name}: the run is being cancelled; stopping.`);
    controller.abort();
    setTimeout(exit, CANCEL_EXIT_MS).unref();
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  return {
    signal: controller.signal,
    dispose() {
      process.off("SIGINT", onSignal);
      process.off("SIGTERM", onSignal);
    }
  };
}

// src/action/errors.ts
var ActionError = class extends Error {
  name = "ActionError";
};
var InputError = class extends ActionError {
  constructor(input, message) {
    super(message);
    this.input = input;
  }
  input;
  name = "InputError";
};

// src/timing.ts
import { setTimeout as sleepTimer } from "node:timers/promises";
var sleep = async (ms, signal) => {
  await sleepTimer(ms, void 0, { signal });
};
function within(timing, signal) {
  return { ...timing, signal };
}

// src/action/inputs.ts
import { isIP } from "node:net";
var DEFAULT_BASE_URL = "https://api.mintlify.com";
function declaredReader(read, declared) {
  return (name) => {
    if (!Object.hasOwn(declared, name)) throw new Error(`Input "${name}" is not declared.`);
    return read(name) || (declared[name] ?? "");
  };
}
function required(name, value, what) {
  if (value === "") throw new InputError(name, `Input "${name}" is required: give ${what}.`);
  return value;
}
function parseToken(name, value) {
  if (/\s/.test(value)) {
    throw new InputError(
      name,
      `Input "${name}" holds whitespace or a line break inside it; a ${name === "github-token" ? "token" : "key"} is one word. Check the secret's value for a stray space, newline or second line.`
    );
  }
  return value;
}
var TRUE_VALUES = ["true", "True", "TRUE"];
var FALSE_VALUES = ["false", "False", "FALSE"];
function parseBoolean(name, value) {
  if (TRUE_VALUES.includes(value)) return true;
  if (FALSE_VALUES.includes(value)) return false;
  throw new InputError(name, `Input "${name}" must be true or false, not "${value}".`);
}
var UNIT_MS = { ms: 1, s: 1e3, m: 6e4, h: 36e5 };
function parseDuration(name, text2, bounds) {
  if (/^\d+(\.\d+)?$/.test(text2)) {
    throw new InputError(
      name,
      `Input "${name}" is "${text2}", a number without a unit: add one of ms, s, m, h (for example "${text2}s" or "${text2}m").`
    );
  }
  const match = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h)$/.exec(text2);
  if (match?.[1] === void 0 || match[2] === void 0) {
    throw new InputError(
      name,
      `Input "${name}" must be a duration such as "90s", "30m" or "1h" (units: ms, s, m, h), not "${text2}".`
    );
  }
  const ms = Math.round(Number(match[1]) * UNIT_MS[match[2]]);
  if (ms < bounds.minMs || ms > bounds.maxMs) {
    throw new InputError(
      name,
      `Input "${name}" is "${text2}"; it must be between ${formatDuration(bounds.minMs)} and ${formatDuration(bounds.maxMs)}.`
    );
  }
  return ms;
}
function parseInteger(name, value, bounds) {
  const min = bounds.min ?? 0;
  const n = /^[+-]?\d+$/.test(value) ? Number(value) : Number.NaN;
  const inRange = Number.isSafeInteger(n) && n >= min && (bounds.max === void 0 || n <= bounds.max);
  if (!inRange) {
    const range = bounds.max === void 0 ? `a whole number of at least ${min}` : `a whole number from ${min} to ${bounds.max}`;
    throw new InputError(name, `Input "${name}" must be ${range} (${bounds.what}), not "${value}".`);
  }
  return n;
}
function parseBaseUrl(text2, name = "base-url") {
  let url;
  try {
    url = new URL(text2);
  } catch {
    throw new InputError(
      name,
      `Input "${name}" must be an absolute URL such as ${DEFAULT_BASE_URL}, not "${text2}".`
    );
  }
  if (url.username !== "" || url.password !== "") {
    throw new InputError(
      name,
      `Input "${name}" must not carry a user name or password; the key goes in "secret-key".`
    );
  }
  if (url.search !== "" || url.hash !== "") {
    throw new InputError(
      name,
      `Input "${name}" must not have a query or fragment, only scheme, host and an optional path.`
    );
  }
  if (url.protocol === "https:") return url;
  if (url.protocol === "http:" && isLoopback(url.hostname)) return url;
  throw new InputError(
    name,
    `Input "${name}" must use https:// so the API key is never sent in clear (http:// is allowed only for localhost, 127.0.0.0/8 and [::1]); got "${url.protocol}//${url.host}".`
  );
}
function isLoopback(hostname) {
  const host = hostname.replace(/^\[|\]$/g, "");
  if (host === "localhost") return true;
  if (isIP(host) === 4) return host.startsWith("127.");
  if (isIP(host) === 6) return host === "::1";
  return false;
}
function parseChoice(name, text2, choices) {
  const found2 = choices.find((choice) => choice === text2);
  if (found2 === void 0) {
    throw new InputError(
      name,
      `Input "${name}" must be one of ${choices.join(", ")}, not "${text2}".`
    );
  }
  return found2;
}
function parseList(value) {
  return value.split(/[,\n]/).map((s) => s.trim()).filter((s) => s !== "");
}
var DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
var DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/;
function parseDate(name, value) {
  const m = DATE_ONLY.exec(value) ?? DATE_TIME.exec(value);
  const invalid = new InputError(
    name,
    `Input "${name}" must be a real date as YYYY-MM-DD or ISO 8601 (2026-02-01, 2026-02-01T12:00:00Z), not "${value}".`
  );
  if (m === null) throw invalid;
  const [year, month, day, hour = "0", minute = "0", second = "0"] = m.slice(1).map((s) => s ?? "0");
  const y = Number(year);
  const mo = Number(month);
  const d = Number(day);
  const probe = new Date(Date.UTC(y, mo - 1, d));
  const realDay = probe.getUTCFullYear() === y && probe.getUTCMonth() === mo - 1 && probe.getUTCDate() === d;
  if (!realDay || Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) throw invalid;
  const at = m[7] === void 0 && m[4] !== void 0 ? Date.parse(`${value}Z`) : Date.parse(value);
  if (Number.isNaN(at)) throw invalid;
  return { text: value, at };
}
function strayInputs(env, inputs) {
  const declared = Object.keys(inputs);
  const known = new Map(declared.map((name) => [runnerName(name), name]));
  return Object.keys(env).filter((key) => key.startsWith("INPUT_") && !known.has(key)).map((key) => {
    const given = key.slice("INPUT_".length).toLowerCase();
    const close = declared.map((name) => ({ name, d: distance(squashed(given), squashed(name)) })).filter((c) => c.d <= 2).sort((a, b) => a.d - b.d)[0];
    return { given, meant: close?.name };
  });
}
function runnerName(name) {
  return `INPUT_${name.replace(/ /g, "_").toUpperCase()}`;
}
function squashed(name) {
  return name.toLowerCase().replace(/[^a-z0-9]/g, "");
}
function distance(a, b) {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row.push(
        Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost)
      );
    }
    previous = row;
  }
  return previous[b.length] ?? 0;
}

// node_modules/@actions/core/lib/command.js
import * as os from "os";

// node_modules/@actions/core/lib/utils.js
function toCommandValue(input) {
  if (input === null || input === void 0) {
    return "";
  } else if (typeof input === "string" || input instanceof String) {
    return input;
  }
  return JSON.stringify(input);
}
function toCommandProperties(annotationProperties) {
  if (!Object.keys(annotationProperties).length) {
    return {};
  }
  return {
    title: annotationProperties.title,
    file: annotationProperties.file,
    line: annotationProperties.startLine,
    endLine: annotationProperties.endLine,
    col: annotationProperties.startColumn,
    endColumn: annotationProperties.endColumn
  };
}

// node_modules/@actions/core/lib/command.js
function issueCommand(command, properties, message) {
  const cmd = new Command(command, properties, message);
  process.stdout.write(cmd.toString() + os.EOL);
}
function issue(name, message = "") {
  issueCommand(name, {}, message);
}
var CMD_STRING = "::";
var Command = class {
  constructor(command, properties, message) {
    if (!command) {
      command = "missing.command";
    }
    this.command = command;
    this.properties = properties;
    this.message = message;
  }
  toString() {
    let cmdStr = CMD_STRING + this.command;
    if (this.properties && Object.keys(this.properties).length > 0) {
      cmdStr += " ";
      let first = true;
      for (const key in this.properties) {
        if (this.properties.hasOwnProperty(key)) {
          const val = this.properties[key];
          if (val) {
            if (first) {
              first = false;
            } else {
              cmdStr += ",";
            }
            cmdStr += `${key}=${escapeProperty(val)}`;
          }
        }
      }
    }
    cmdStr += `${CMD_STRING}${escapeData(this.message)}`;
    return cmdStr;
  }
};
function escapeData(s) {
  return toCommandValue(s).replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function escapeProperty(s) {
  return toCommandValue(s).replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A").replace(/:/g, "%3A").replace(/,/g, "%2C");
}

// node_modules/@actions/core/lib/file-command.js
import * as crypto from "crypto";
import * as fs from "fs";
import * as os2 from "os";
function issueFileCommand(command, message) {
  const filePath = process.env[`GITHUB_${command}`];
  if (!filePath) {
    throw new Error(`Unable to find environment variable for file command ${command}`);
  }
  if (!fs.existsSync(filePath)) {
    throw new Error(`Missing file at path: ${filePath}`);
  }
  fs.appendFileSync(filePath, `${toCommandValue(message)}${os2.EOL}`, {
    encoding: "utf8"
  });
}
function prepareKeyValueMessage(key, value) {
  const delimiter = `ghadelimiter_${crypto.randomUUID()}`;
  const convertedValue = toCommandValue(value);
  if (key.includes(delimiter)) {
    throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
  }
  if (convertedValue.includes(delimiter)) {
    throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
  }
  return `${key}<<${delimiter}${os2.EOL}${convertedValue}${os2.EOL}${delimiter}`;
}

// node_modules/@actions/core/lib/core.js
import * as os4 from "os";

// node_modules/@actions/core/lib/summary.js
import { EOL as EOL3 } from "os";
import { constants, promises } from "fs";
var __awaiter = function(thisArg, _arguments, P, generator) {
  function adopt(value) {
    return value instanceof P ? value : new P(function(resolve) {
      resolve(value);
    });
  }
  return new (P || (P = Promise))(function(resolve, reject) {
    function fulfilled(value) {
      try {
        step(generator.next(value));
      } catch (e) {
        reject(e);
      }
    }
    function rejected(value) {
      try {
        step(generator["throw"](value));
      } catch (e) {
        reject(e);
      }
    }
    function step(result) {
      result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected);
    }
    step((generator = generator.apply(thisArg, _arguments || [])).next());
  });
};
var { access, appendFile, writeFile } = promises;
var SUMMARY_ENV_VAR = "GITHUB_STEP_SUMMARY";
var Summary = class {
  constructor() {
    this._buffer = "";
  }
  /**
   * Finds the summary file path from the environment, rejects if env var is not found or file does not exist
   * Also checks r/w permissions.
   *
   * @returns step summary file path
   */
  filePath() {
    return __awaiter(this, void 0, void 0, function* () {
      if (this._filePath) {
        return this._filePath;
      }
      const pathFromEnv = process.env[SUMMARY_ENV_VAR];
      if (!pathFromEnv) {
        throw new Error(`Unable to find environment variable for $${SUMMARY_ENV_VAR}. Check if your runtime environment supports job summaries.`);
      }
      try {
        yield access(pathFromEnv, constants.R_OK | constants.W_OK);
      } catch (_a) {
        throw new Error(`Unable to access summary file: '${pathFromEnv}'. Check if the file has correct read/write permissions.`);
      }
      this._filePath = pathFromEnv;
      return this._filePath;
    });
  }
  /**
   * Wraps content in an HTML tag, adding any HTML attributes
   *
   * @param {string} tag HTML tag to wrap
   * @param {string | null} content content within the tag
   * @param {[attribute: string]: string} attrs key-value list of HTML attributes to add
   *
   * @returns {string} content wrapped in HTML element
   */
  wrap(tag, content, attrs = {}) {
    const htmlAttrs = Object.entries(attrs).map(([key, value]) => ` ${key}="${value}"`).join("");
    if (!content) {
      return `<${tag}${htmlAttrs}>`;
    }
    return `<${tag}${htmlAttrs}>${content}</${tag}>`;
  }
  /**
   * Writes text in the buffer to the summary buffer file and empties buffer. Will append by default.
   *
   * @param {SummaryWriteOptions} [options] (optional) options for write operation
   *
   * @returns {Promise<Summary>} summary instance
   */
  write(options) {
    return __awaiter(this, void 0, void 0, function* () {
      const overwrite = !!(options === null || options === void 0 ? void 0 : options.overwrite);
      const filePath = yield this.filePath();
      const writeFunc = overwrite ? writeFile : appendFile;
      yield writeFunc(filePath, this._buffer, { encoding: "utf8" });
      return this.emptyBuffer();
    });
  }
  /**
   * Clears the summary buffer and wipes the summary file
   *
   * @returns {Summary} summary instance
   */
  clear() {
    return __awaiter(this, void 0, void 0, function* () {
      return this.emptyBuffer().write({ overwrite: true });
    });
  }
  /**
   * Returns the current summary buffer as a string
   *
   * @returns {string} string of summary buffer
   */
  stringify() {
    return this._buffer;
  }
  /**
   * If the summary buffer is empty
   *
   * @returns {boolen} true if the buffer is empty
   */
  isEmptyBuffer() {
    return this._buffer.length === 0;
  }
  /**
   * Resets the summary buffer without writing to summary file
   *
   * @returns {Summary} summary instance
   */
  emptyBuffer() {
    this._buffer = "";
    return this;
  }
  /**
   * Adds raw text to the summary buffer
   *
   * @param {string} text content to add
   * @param {boolean} [addEOL=false] (optional) append an EOL to the raw text (default: false)
   *
   * @returns {Summary} summary instance
   */
  addRaw(text2, addEOL = false) {
    this._buffer += text2;
    return addEOL ? this.addEOL() : this;
  }
  /**
   * Adds the operating system-specific end-of-line marker to the buffer
   *
   * @returns {Summary} summary instance
   */
  addEOL() {
    return this.addRaw(EOL3);
  }
  /**
   * Adds an HTML codeblock to the summary buffer
   *
   * @param {string} code content to render within fenced code block
   * @param {string} lang (optional) language to syntax highlight code
   *
   * @returns {Summary} summary instance
   */
  addCodeBlock(code, lang) {
    const attrs = Object.assign({}, lang && { lang });
    const element = this.wrap("pre", this.wrap("code", code), attrs);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML list to the summary buffer
   *
   * @param {string[]} items list of items to render
   * @param {boolean} [ordered=false] (optional) if the rendered list should be ordered or not (default: false)
   *
   * @returns {Summary} summary instance
   */
  addList(items, ordered = false) {
    const tag = ordered ? "ol" : "ul";
    const listItems = items.map((item) => this.wrap("li", item)).join("");
    const element = this.wrap(tag, listItems);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML table to the summary buffer
   *
   * @param {SummaryTableCell[]} rows table rows
   *
   * @returns {Summary} summary instance
   */
  addTable(rows) {
    const tableBody = rows.map((row) => {
      const cells = row.map((cell) => {
        if (typeof cell === "string") {
          return this.wrap("td", cell);
        }
        const { header, data, colspan, rowspan } = cell;
        const tag = header ? "th" : "td";
        const attrs = Object.assign(Object.assign({}, colspan && { colspan }), rowspan && { rowspan });
        return this.wrap(tag, data, attrs);
      }).join("");
      return this.wrap("tr", cells);
    }).join("");
    const element = this.wrap("table", tableBody);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds a collapsable HTML details element to the summary buffer
   *
   * @param {string} label text for the closed state
   * @param {string} content collapsable content
   *
   * @returns {Summary} summary instance
   */
  addDetails(label, content) {
    const element = this.wrap("details", this.wrap("summary", label) + content);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML image tag to the summary buffer
   *
   * @param {string} src path to the image you to embed
   * @param {string} alt text description of the image
   * @param {SummaryImageOptions} options (optional) addition image attributes
   *
   * @returns {Summary} summary instance
   */
  addImage(src, alt, options) {
    const { width, height } = options || {};
    const attrs = Object.assign(Object.assign({}, width && { width }), height && { height });
    const element = this.wrap("img", null, Object.assign({ src, alt }, attrs));
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML section heading element
   *
   * @param {string} text heading text
   * @param {number | string} [level=1] (optional) the heading level, default: 1
   *
   * @returns {Summary} summary instance
   */
  addHeading(text2, level) {
    const tag = `h${level}`;
    const allowedTag = ["h1", "h2", "h3", "h4", "h5", "h6"].includes(tag) ? tag : "h1";
    const element = this.wrap(allowedTag, text2);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML thematic break (<hr>) to the summary buffer
   *
   * @returns {Summary} summary instance
   */
  addSeparator() {
    const element = this.wrap("hr", null);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML line break (<br>) to the summary buffer
   *
   * @returns {Summary} summary instance
   */
  addBreak() {
    const element = this.wrap("br", null);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML blockquote to the summary buffer
   *
   * @param {string} text quote text
   * @param {string} cite (optional) citation url
   *
   * @returns {Summary} summary instance
   */
  addQuote(text2, cite) {
    const attrs = Object.assign({}, cite && { cite });
    const element = this.wrap("blockquote", text2, attrs);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML anchor tag to the summary buffer
   *
   * @param {string} text link text/content
   * @param {string} href hyperlink
   *
   * @returns {Summary} summary instance
   */
  addLink(text2, href) {
    const element = this.wrap("a", text2, { href });
    return this.addRaw(element).addEOL();
  }
};
var _summary = new Summary();
var summary = _summary;

// node_modules/@actions/core/lib/platform.js
import os3 from "os";
var platform = os3.platform();
var arch = os3.arch();

// node_modules/@actions/core/lib/core.js
var __awaiter2 = function(thisArg, _arguments, P, generator) {
  function adopt(value) {
    return value instanceof P ? value : new P(function(resolve) {
      resolve(value);
    });
  }
  return new (P || (P = Promise))(function(resolve, reject) {
    function fulfilled(value) {
      try {
        step(generator.next(value));
      } catch (e) {
        reject(e);
      }
    }
    function rejected(value) {
      try {
        step(generator["throw"](value));
      } catch (e) {
        reject(e);
      }
    }
    function step(result) {
      result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected);
    }
    step((generator = generator.apply(thisArg, _arguments || [])).next());
  });
};
var ExitCode;
(function(ExitCode2) {
  ExitCode2[ExitCode2["Success"] = 0] = "Success";
  ExitCode2[ExitCode2["Failure"] = 1] = "Failure";
})(ExitCode || (ExitCode = {}));
function setSecret(secret) {
  issueCommand("add-mask", {}, secret);
}
function getInput(name, options) {
  const val = process.env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`] || "";
  if (options && options.required && !val) {
    throw new Error(`Input required and not supplied: ${name}`);
  }
  if (options && options.trimWhitespace === false) {
    return val;
  }
  return val.trim();
}
function setOutput(name, value) {
  const filePath = process.env["GITHUB_OUTPUT"] || "";
  if (filePath) {
    return issueFileCommand("OUTPUT", prepareKeyValueMessage(name, value));
  }
  process.stdout.write(os4.EOL);
  issueCommand("set-output", { name }, toCommandValue(value));
}
function setFailed(message) {
  process.exitCode = ExitCode.Failure;
  error(message);
}
function debug(message) {
  issueCommand("debug", {}, message);
}
function error(message, properties = {}) {
  issueCommand("error", toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
function warning(message, properties = {}) {
  issueCommand("warning", toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
function notice(message, properties = {}) {
  issueCommand("notice", toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
function info(message) {
  process.stdout.write(message + os4.EOL);
}
function startGroup(name) {
  issue("group", name);
}
function endGroup() {
  issue("endgroup");
}
function group(name, fn) {
  return __awaiter2(this, void 0, void 0, function* () {
    startGroup(name);
    let result;
    try {
      result = yield fn();
    } finally {
      endGroup();
    }
    return result;
  });
}

// src/text/markdown.ts
var MARKDOWN_SPECIAL = new RegExp("(#(?=\\p{N}))|[\\\\`*_[\\]#!|~<>&\"'$]", "gu");
var HTML_ENTITY = {
  "<": "&lt;",
  ">": "&gt;",
  "&": "&amp;",
  '"': "&quot;",
  "'": "&#39;",
  // GitHub's documentation writes a dollar sign beside math as <span>$</span> (its math is found
  // in the text of each element, where a backslash escape is already gone); a parser that finds
  // math in the source (micromark) needs the sign as a reference. This is both.
  $: "<span>&#36;</span>"
};
function escapeMarkdown(text2) {
  return text2.replace(/\r?\n|\r/g, " ").replace(
    MARKDOWN_SPECIAL,
    (ch, reference) => reference !== void 0 ? "#&#8203;" : HTML_ENTITY[ch] ?? `\\${ch}`
  ).replace(/^(\s*)([-+=])/, "$1\\$2").replace(/^(\s*\d+)([.)])/, "$1\\$2").replace(/@/g, "@&#8203;").replace(/:\/\//g, "&#58;//").replace(/www\./gi, (match) => `${match.slice(0, 3)}&#46;`).replace(
    /:(?=([\w+\\-]+):)/g,
    (colon, name) => /^\d+$/.test(name) && name !== "100" && name !== "1234" ? colon : ":&#8203;"
  ).replace(/\b(gh)-(?=\d)/gi, "$1&#8203;-");
}
function linkOrText(url, label) {
  if (typeof url !== "string" || url === "") return void 0;
  const href = linkTarget(url);
  return href === void 0 ? escapeMarkdown(url) : `[${escapeMarkdown(label ?? href)}](${href})`;
}
function linkTarget(url) {
  if (!isHttpsUrl(url)) return void 0;
  return new URL(url).href.replace(
    /[()<> [\]]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`
  );
}
function isHttpsUrl(text2) {
  try {
    return new URL(text2).protocol === "https:";
  } catch {
    return false;
  }
}
function tableCell(markdown) {
  return markdown.replace(/\r\n|\r|\n/g, " ").replace(/\\[\s\S]|\|/g, (token) => token === "|" ? "\\|" : token);
}
var FIGURE = /^[+-]?\d[\d,]*(\.\d+)?%?$/;
var NOT_A_FIGURE = /* @__PURE__ */ new Set(["", "\u2014", "new"]);
function table(head, rows) {
  const line = (cells) => `| ${cells.map(tableCell).join(" | ")} |`;
  const rule = head.map((_, i) => isFigures(rows.map((row) => row[i] ?? "")) ? "---:" : "---");
  return [line(head), line(rule), ...rows.map(line)];
}
function isFigures(cells) {
  return cells.some((cell) => FIGURE.test(cell)) && cells.every((cell) => FIGURE.test(cell) || NOT_A_FIGURE.has(cell));
}
function factsTable(rows) {
  const [first, ...rest] = rows;
  return first === void 0 ? "" : table(first, rest).join("\n");
}
var MAX_COMMENT_CHARS = 65e3;
function capComment(body, max = MAX_COMMENT_CHARS) {
  return cutMarkdown(
    body,
    max,
    "\n\n_\u2026cut to fit GitHub's comment limit; the workflow run has the full log._"
  );
}
function cutMarkdown(markdown, max, note, size = (text2) => text2.length) {
  if (size(markdown) <= max) return markdown;
  const room = max - size(note);
  const kept = [];
  let used = 0;
  let fence;
  for (const line of markdown.split("\n")) {
    const after = fenceAfter(fence, line);
    const closing = after === void 0 ? 0 : size(after) + 1;
    if (used + size(line) + closing > room) {
      const start = fence !== void 0 && after === fence ? prefixOf(line, room - used - closing, size) : "";
      if (start !== "") kept.push(start);
      break;
    }
    kept.push(line);
    used += size(line) + 1;
    fence = after;
  }
  const close = fence === void 0 ? [] : [fence];
  return [...kept, ...close].join("\n") + note;
}
var OPENING_FENCE = /^ {0,3}(`{3,}(?=[^`]*$)|~{3,})/;
function fenceAfter(open, line) {
  if (open === void 0) return OPENING_FENCE.exec(line)?.[1];
  const closing = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(line)?.[1];
  return closing !== void 0 && closing[0] === open[0] && closing.length >= open.length ? void 0 : open;
}
function prefixOf(text2, room, size) {
  let lo = 0;
  let hi = text2.length;
  while (lo < hi) {
    const mid = lo + hi + 1 >>> 1;
    if (size(text2.slice(0, mid)) <= room) lo = mid;
    else hi = mid - 1;
  }
  return /[\uD800-\uDBFF]/.test(text2.charAt(lo - 1)) ? text2.slice(0, lo - 1) : text2.slice(0, lo);
}
function codeBlock(text2, language = "text") {
  const fence = "`".repeat(Math.max(3, longestBacktickRun(text2) + 1));
  return `${fence}${language}
${text2}
${fence}`;
}
function codeSpan(text2) {
  const one = text2.replace(/\r?\n|\r/g, " ");
  const fence = "`".repeat(longestBacktickRun(one) + 1);
  const pad = one.startsWith("`") || one.endsWith("`") ? " " : "";
  return `${fence}${pad}${one}${pad}${fence}`;
}
function longestBacktickRun(text2) {
  let longest = 0;
  for (const run of text2.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  return longest;
}

// src/text/secrets.ts
var MIN_SECRET_CHARS = 4;
var MIN_VARIANT_CHARS = 8;
function secretVariants(secret) {
  if (secret.length < MIN_SECRET_CHARS) return [];
  const bytes = Buffer.from(secret, "utf8");
  const escaped = [...secret].map((c) => `\\u${c.codePointAt(0)?.toString(16).padStart(4, "0")}`);
  const variants = [
    secret,
    encodeURIComponent(secret),
    escaped.join(""),
    escaped.join("").toUpperCase().replace(/\\U/g, "\\u"),
    ...[0, 1, 2].flatMap((offset) => {
      const core = base64Core(bytes, offset);
      return [core, core.replace(/\+/g, "-").replace(/\//g, "_")];
    })
  ];
  const unique = [...new Set(variants)].filter((v) => v === secret || v.length >= MIN_VARIANT_CHARS);
  return unique.sort((a, b) => b.length - a.length);
}
function base64Core(bytes, offset) {
  const encoded = Buffer.concat([Buffer.alloc(offset), bytes]).toString("base64");
  const total = offset + bytes.length;
  const start = [0, 2, 3][offset] ?? 0;
  const end = 4 * Math.floor(total / 3) + total % 3;
  return encoded.slice(start, end);
}
function redactor(secrets) {
  const variants = [...new Set([...secrets].flatMap(secretVariants))].sort(
    (a, b) => b.length - a.length
  );
  if (variants.length === 0) return (text2) => text2;
  const index = { secrets: variants.map(indexed), pieces: piecesOf(variants) };
  const every = new RegExp(variants.map(escapeRegExp).join("|"), "g");
  return (text2) => {
    const out = text2.replace(every, "***");
    if (!ENCODED_OR_CUT.test(out)) {
      const { pieces } = index;
      if (!pieces.has(out.slice(0, MIN_CUT_CHARS)) && !pieces.has(out.slice(-MIN_CUT_CHARS)))
        return out;
      return replaceSpans(out, cutShort(readAsIs(out), index));
    }
    const read = readAsWritten(out);
    return replaceSpans(out, [...found(read, every), ...cutShort(read, index)]);
  };
}
function escapeRegExp(text2) {
  return text2.replace(/[\\^$.*+?()[\]{}|/-]/g, "\\$&");
}
var ENCODED_OR_CUT = /[%\\&<\u200B…]/;
var MIN_CUT_CHARS = 8;
var WRITTEN = /<span>&#36;<\/span>|\\+[uU]([0-9a-fA-F]{4})|\\+([!-/:-@[-`{-~])|%([0-9a-fA-F]{2})|&#([0-9]{1,7});|&#[xX]([0-9a-fA-F]{1,6});|&(amp|lt|gt|quot|apos);/g;
var NAMED = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
function readAsIs(text2) {
  return { text: text2, from: (k) => k, to: (k) => k + 1 };
}
function readAsWritten(original) {
  const parts = [];
  const from = [];
  const to = [];
  const asIs = (start, end) => {
    parts.push(original.slice(start, end));
    for (let k = start; k < end; k++) {
      from.push(k);
      to.push(k + 1);
    }
  };
  let at = 0;
  for (const m of original.matchAll(WRITTEN)) {
    asIs(at, m.index);
    at = m.index + m[0].length;
    const chars = readOne(m);
    parts.push(chars);
    for (let k = 0; k < chars.length; k++) {
      from.push(m.index);
      to.push(at);
    }
  }
  asIs(at, original.length);
  const text2 = parts.join("");
  const mapped = (at2) => (k) => at2[k] ?? 0;
  if (!text2.includes("\u200B")) return { text: text2, from: mapped(from), to: mapped(to) };
  const kept = [...text2.matchAll(/[^\u200B]/g)].map((m) => m.index);
  return {
    text: text2.replaceAll("\u200B", ""),
    from: mapped(kept.map((k) => from[k] ?? 0)),
    to: mapped(kept.map((k) => to[k] ?? 0))
  };
}
function readOne(m) {
  const [whole2, unicode, escaped, percent, decimal, hex, named] = m;
  const code = (digits, radix) => {
    const n = parseInt(digits, radix);
    return n <= 1114111 ? String.fromCodePoint(n) : whole2;
  };
  if (unicode !== void 0) return code(unicode, 16);
  if (escaped !== void 0) return escaped;
  if (percent !== void 0) return code(percent, 16);
  if (decimal !== void 0) return code(decimal, 10);
  if (hex !== void 0) return code(hex, 16);
  if (named !== void 0) return NAMED[named] ?? whole2;
  return "$";
}
function found(read, every) {
  return [...read.text.matchAll(every)].map((m) => span(read, m.index, m.index + m[0].length));
}
function piecesOf(variants) {
  const pieces = /* @__PURE__ */ new Set();
  for (const v of variants)
    for (let k = 0; k + MIN_CUT_CHARS <= v.length; k++) pieces.add(v.slice(k, k + MIN_CUT_CHARS));
  return pieces;
}
function indexed(variant) {
  const at = /* @__PURE__ */ new Map();
  for (let k = 0; k < variant.length; k++) {
    const ch = variant[k] ?? "";
    at.set(ch, [...at.get(ch) ?? [], k]);
  }
  return { variant, at };
}
function cutShort(read, { secrets, pieces }) {
  const { text: text2 } = read;
  const spans = [];
  const headsEndingAt = (end) => {
    if (pieces.has(text2.slice(end - MIN_CUT_CHARS, end)))
      for (const secret of secrets) spans.push(...headAt(read, secret, end));
  };
  const tailsStartingAt = (start) => {
    if (pieces.has(text2.slice(start, start + MIN_CUT_CHARS)))
      for (const secret of secrets) spans.push(...tailAt(read, secret, start));
  };
  headsEndingAt(text2.length);
  tailsStartingAt(0);
  for (let p = text2.indexOf("\u2026"); p >= 0; p = text2.indexOf("\u2026", p + 1)) {
    headsEndingAt(p);
    tailsStartingAt(p + 1);
  }
  return spans;
}
function headAt(read, { variant: v, at }, end) {
  const { text: text2 } = read;
  const heads = (at.get(text2[end - 1] ?? "") ?? []).map((i) => i + 1);
  const head = longestOf(heads, (k) => k <= end && text2.slice(end - k, end) === v.slice(0, k), v);
  return head === void 0 ? [] : [span(read, end - head, end)];
}
function tailAt(read, { variant: v, at }, start) {
  const { text: text2 } = read;
  const tails = (at.get(text2[start] ?? "") ?? []).map((i) => v.length - i);
  const tail = longestOf(tails, (k) => text2.slice(start, start + k) === v.slice(-k), v);
  return tail === void 0 ? [] : [span(read, start, start + tail)];
}
function longestOf(lengths, fits, v) {
  const fitting = lengths.filter((k) => k >= MIN_CUT_CHARS && k < v.length && fits(k));
  return fitting.length === 0 ? void 0 : Math.max(...fitting);
}
function span(read, start, end) {
  return [read.from(start), read.to(end - 1)];
}
function replaceSpans(original, spans) {
  let out = "";
  let at = 0;
  for (const [start, end] of spans.sort((a, b) => a[0] - b[0] || b[1] - a[1])) {
    if (start < at) continue;
    out += `${original.slice(at, start)}***`;
    at = end;
  }
  return out + original.slice(at);
}

// src/action/io.ts
var MAX_SUMMARY_BYTES = 1e3 * 1024;
var CORE_COMMANDS = {
  getInput: (name) => getInput(name),
  setSecret: (secret) => setSecret(secret),
  debug: (message) => debug(message),
  info: (message) => info(message),
  warning: (message) => warning(message),
  notice: (message) => notice(message),
  group: (title, body) => group(title, body),
  setOutput: (name, value) => setOutput(name, value),
  appendSummary: async (markdown) => void await summary.addRaw(markdown).write(),
  setFailed: (message) => setFailed(message)
};
function createRunnerIO(env = process.env, commands = CORE_COMMANDS) {
  const secrets = /* @__PURE__ */ new Set();
  let redact = redactor([]);
  const clean = (text2) => redact(text2);
  const debugging = env.RUNNER_DEBUG === "1";
  return {
    env,
    input: (name) => commands.getInput(name),
    mask(secret) {
      if (secret === "") return;
      for (const variant of /* @__PURE__ */ new Set([secret, ...secretVariants(secret)]))
        commands.setSecret(variant);
      secrets.add(secret);
      redact = redactor(secrets);
    },
    redact: clean,
    debug: (message) => {
      if (debugging) commands.debug(clean(message));
    },
    // info writes the text as it is; debug, warning and failures are escaped by the commands.
    info: (message) => commands.info(asLogLine(clean(message))),
    warning: (message) => commands.warning(clean(message)),
    group: (title, body) => commands.group(clean(title), body),
    setOutputs(outputs) {
      for (const [name, raw] of Object.entries(outputs)) {
        const value = clean(raw);
        commands.setOutput(name, value);
        if (value === "") continue;
        if (name !== "job") commands.info(asLogLine(`output ${name}=${value}`));
        else if (debugging) commands.debug(`output ${name}=${value}`);
      }
    },
    async writeSummary(markdown) {
      if (env.GITHUB_STEP_SUMMARY === void 0) return;
      try {
        const note = "\n\n_\u2026cut to fit the job summary limit of 1 MiB; the log has the rest._\n";
        const cut = cutMarkdown(
          clean(markdown),
          MAX_SUMMARY_BYTES,
          note,
          (text2) => Buffer.byteLength(text2)
        );
        await commands.appendSummary(cut);
      } catch (error2) {
        commands.warning(clean(`Could not write the job summary: ${errorMessage(error2)}`));
      }
    },
    notice: (message) => commands.notice(clean(message)),
    fail: (message) => commands.setFailed(clean(message))
  };
}

// src/action/action-inputs.ts
var DECLARED = {
  agent: {
    folder: "",
    inputs: [
      "prompt",
      "projectId",
      "secret-key",
      "messages",
      "jobId",
      "automation",
      "dry-run",
      "base-url",
      "github-token",
      "issue-number",
      "comment",
      "wait",
      "require-pr",
      "timeout",
      "poll-interval",
      "request-timeout",
      "allowed-bots",
      "trigger",
      "pr-labels",
      "pr-reviewers",
      "link-issue",
      "preview",
      "checks",
      "fix-rounds",
      "checks-timeout",
      "checks-ignore",
      "require-checks",
      "task",
      "on-open"
    ]
  },
  visitors: {
    folder: "/visitors",
    inputs: [
      "projectId",
      "secret-key",
      "base-url",
      "dateFrom",
      "dateTo",
      "days",
      "limit",
      "offset",
      "max-rows",
      "format",
      "path",
      "summary-rows",
      "chart",
      "request-timeout",
      "dry-run"
    ]
  },
  analytics: {
    folder: "/analytics",
    inputs: [
      "projectId",
      "secret-key",
      "base-url",
      "datasets",
      "dateFrom",
      "dateTo",
      "days",
      "format",
      "directory",
      "max-requests",
      "resume",
      "summary-rows",
      "compare",
      "feedback-source",
      "feedback-status",
      "request-timeout",
      "dry-run",
      "report",
      "report-labels",
      "close-previous",
      "gaps-limit",
      "search-key",
      "search-domain",
      "github-token"
    ]
  },
  deploy: {
    folder: "/deploy",
    inputs: [
      "projectId",
      "secret-key",
      "base-url",
      "mode",
      "source",
      "branch",
      "sha",
      "environment",
      "timeout",
      "poll-interval",
      "log-lines",
      "comment",
      "github-deployment",
      "github-token",
      "request-timeout",
      "dry-run"
    ]
  },
  "follow-code": {
    folder: "/follow-code",
    inputs: [
      "projectId",
      "secret-key",
      "paths",
      "prompt",
      "max-change",
      "docs-token",
      "pull-request",
      "range",
      "dry-run",
      "base-url",
      "github-token",
      "timeout",
      "request-timeout",
      "checks",
      "pr-labels",
      "pr-reviewers"
    ]
  }
};
var ACTION_INPUTS = {
  agent: DECLARED.agent.inputs,
  visitors: DECLARED.visitors.inputs,
  analytics: DECLARED.analytics.inputs,
  deploy: DECLARED.deploy.inputs,
  "follow-code": DECLARED["follow-code"].inputs
};
var PUBLISHED = { repository: "your-org/mintlify-agent-action", ref: "v1" };
function misplacedInputs(given, env) {
  const said = given.flatMap((name) => {
    const owners = Object.entries(DECLARED).filter(
      ([, action]) => action.inputs.some((input) => sameInput(input, name))
    );
    if (owners.length === 0) return [];
    const named = owners.map(
      ([action, { folder }]) => `the ${action} action (${uses(folder, env)})`
    );
    const text2 = `Input "${name}" is an input of ${named.join(" and ")}, not of this action.`;
    return [{ text: text2, owners: owners.length }];
  });
  const [first] = said;
  if (first === void 0) return void 0;
  const which = first.owners === 1 ? "that action" : "one of those actions";
  const fix = said.length === 1 ? `It would not be read here, so the step would not do what it asks: give it to a step that uses ${which}, or remove it from this step's \`with:\`.` : "None of them would be read here, so the step would not do what they ask: give each to a step that uses its action, or remove it from this step's `with:`.";
  return `${said.map((input) => input.text).join(" ")} ${fix} Nothing was sent.`;
}
function sameInput(declared, given) {
  return declared.replace(/ /g, "_").toLowerCase() === given.replace(/ /g, "_").toLowerCase();
}
function uses(folder, env) {
  const repository = env.GITHUB_ACTION_REPOSITORY || PUBLISHED.repository;
  const ref = env.GITHUB_ACTION_REF || PUBLISHED.ref;
  return `${repository}${folder}@${ref}`;
}

// src/action/run-action.ts
var PASSED = { kind: "passed" };
function failed2(message) {
  return { kind: "failed", message };
}
var CANCELLED_PASS = "The run was cancelled before it ended: the steps after the one the log shows last were not done. Run the workflow again.";
async function runAction(action, options = {}) {
  const now = options.now ?? Date.now;
  const startedAt = now();
  const io = options.io ?? createRunnerIO();
  for (const name of action.secretInputs) io.mask(io.input(name));
  const cancel = (options.trap ?? trapCancellation)((message) => io.warning(message));
  const misplaced = sayInputs(io, action);
  let result;
  try {
    if (misplaced !== void 0) throw new ActionError(misplaced);
    const settings = action.readSettings(io);
    const opened = openHttpStack(io.env);
    if (opened.kind === "refused") throw new ActionError(opened.problem);
    const http2 = opened.stack;
    if (http2.route !== DIRECT.route) io.info(`Requests go ${http2.route}.`);
    const time = {
      now,
      sleep: options.sleep ?? sleep,
      random: options.random ?? Math.random,
      signal: cancel.signal,
      retryBaseDelayMs: readRetryDelay(io.env)
    };
    result = await action.run(settings, { io, time, startedAt, http: http2 });
  } catch (error2) {
    result = failed2(
      error2 instanceof ActionError ? error2.message : `Unexpected error: ${errorMessage(error2)}`
    );
  } finally {
    cancel.dispose();
  }
  if (cancel.signal.aborted && result.kind === "passed") result = failed2(CANCELLED_PASS);
  if (result.kind === "failed") io.fail(result.message);
  return result;
}
function sayInputs(io, action) {
  const stray = strayInputs(io.env, action.inputs);
  const misplaced = misplacedInputs(
    stray.map((s) => s.given),
    io.env
  );
  for (const { given, meant } of stray) {
    if (misplacedInputs([given], io.env) !== void 0) continue;
    io.warning(
      `Input "${given}" is not an input of this action${meant === void 0 ? "" : `; did you mean "${meant}"? Input names are written as action.yml declares them`}.`
    );
  }
  for (const [name, instead] of Object.entries(action.deprecated ?? {}))
    if (io.input(name) !== "") io.info(`Input "${name}" is deprecated: ${instead}`);
  return misplaced;
}
function readRetryDelay(env) {
  return parseDuration("MINTLIFY_ACTION_RETRY_DELAY", env.MINTLIFY_ACTION_RETRY_DELAY || "1s", {
    minMs: 1,
    maxMs: 6e4
  });
}

// src/service/errors.ts
var ServiceError = class extends ActionError {
  constructor(message, failure, where) {
    super(message);
    this.failure = failure;
    this.method = where.method;
    this.path = where.path;
    this.attempts = where.attempts ?? 1;
  }
  failure;
  name = "ServiceError";
  method;
  path;
  attempts;
  /** The HTTP status the service answered with, when it answered. */
  get status() {
    return this.failure.kind === "status" || this.failure.kind === "unreadable" ? this.failure.status : void 0;
  }
};
function answered(error2, status) {
  return error2 instanceof ServiceError && error2.failure.kind === "status" && error2.status === status;
}
function invalidAnswer(message, why, where) {
  return new ServiceError(message, { kind: "unreadable", why }, where);
}

// src/version.ts
var ACTION_VERSION = "1.2.0";
var USER_AGENT = `mintlify-agent-action/${ACTION_VERSION}`;

// src/http/retry.ts
var DEFAULT_RETRY_POLICY = {
  maxAttempts: 5,
  baseDelayMs: 1e3,
  maxDelayMs: 6e4
};
function nextWaitMs(attempt, failure, repeatable, policy, random, leftMs = Infinity) {
  if (attempt >= policy.maxAttempts || !isRetryable(failure, repeatable) || leftMs <= 0)
    return void 0;
  const asked = failure.kind === "status" ? failure.retryAfterMs : void 0;
  if (asked !== void 0) return asked > Math.min(policy.maxDelayMs, leftMs) ? void 0 : asked;
  const unsaid = policy.unsaidRateLimit ?? "back-off";
  if (unsaid !== "back-off" && failure.kind === "status" && failure.status === 429)
    return unsaid === "stop" || unsaid.waitMs > leftMs ? void 0 : unsaid.waitMs;
  const nominal = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  return Math.min(leftMs, Math.round(nominal / 2 + random() * nominal / 2));
}
function parseRetryAfter(value, nowMs) {
  if (value === void 0 || value === null) return void 0;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1e3;
  if (!/[a-z]/i.test(trimmed)) return void 0;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? void 0 : Math.max(0, at - nowMs);
}
async function retrying(attempt, r) {
  const { time } = r;
  for (let n = 1; ; n++) {
    const tried = await attempt(n);
    if (tried.kind === "done" || time.signal.aborted) return { ...tried, attempts: n };
    const left = r.deadline === void 0 ? Infinity : r.deadline - time.now();
    const waitMs = nextWaitMs(n, tried.failure, r.repeatable, r.policy, time.random, left);
    if (waitMs === void 0) return { ...tried, attempts: n };
    r.onWait?.(n, waitMs, tried.failure);
    try {
      await time.sleep(waitMs, time.signal);
    } catch {
      return { ...tried, attempts: n };
    }
  }
}

// src/service/answer.ts
function judgeResponse(status, body, retryAfterMs, shape = "object") {
  if (status >= 200 && status < 300) {
    if (body.kind === "unreadable")
      return {
        kind: "failed",
        failure: { kind: "unreadable", status, why: `could not be read: ${body.why}` }
      };
    const parsed = parseJson(body.text);
    const fits = (value) => shape === "list" ? Array.isArray(value) : isObject(value);
    if (parsed.ok && fits(parsed.value)) return { kind: "done", value: parsed.value };
    const why = parsed.ok ? `is JSON but not ${shape === "list" ? "a list" : "an object"} (${kindOf(parsed.value)})` : `is not JSON (${describeBody(body.text)})`;
    return { kind: "failed", failure: { kind: "unreadable", status, why } };
  }
  const said = body.kind === "text" ? errorText(body.text) : `(${body.why})`;
  const failure = {
    kind: "status",
    status,
    ...retryAfterMs === void 0 ? {} : { retryAfterMs },
    ...said === void 0 ? {} : { said }
  };
  return { kind: "failed", failure };
}
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function kindOf(value) {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  return typeof value === "object" ? "an object" : `a ${typeof value}`;
}
function parseJson(text2) {
  try {
    return { ok: true, value: JSON.parse(text2) };
  } catch {
    return { ok: false };
  }
}
function errorText(text2) {
  const parsed = parseJson(text2);
  if (!parsed.ok || typeof parsed.value !== "object" || parsed.value === null) {
    return text2.trim() === "" ? void 0 : `(not JSON: ${describeBody(text2)})`;
  }
  const { error: error2, details } = parsed.value;
  if (typeof error2 !== "string") return void 0;
  const extra = Array.isArray(details) ? details.map((d) => d?.message).filter((m) => typeof m === "string") : [];
  return truncate([error2, ...extra].join("; "), 500);
}
function describeBody(text2) {
  const looksHtml = /^\s*</.test(text2);
  return `${looksHtml ? "an HTML page" : "text"} starting "${printable(oneLine(text2), 60)}"`;
}

// src/service/json-scanner.ts
var JsonSyntaxError = class extends Error {
};
var MAX_NUMBER_CHARS = 1e3;
var MAX_DEPTH = 512;
var ESCAPES = {
  '"': '"',
  "\\": "\\",
  "/": "/",
  b: "\b",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "	"
};
var LITERALS = { t: "true", f: "false", n: "null" };
var LITERAL_VALUES = { true: true, false: false, null: null };
var SPECIAL = /["\\\u0000-\u001f]/g;
var NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;
var JsonScanner = class {
  constructor(events, maxChars) {
    this.events = events;
    this.maxChars = maxChars;
  }
  events;
  maxChars;
  stack = [];
  next = "value";
  token;
  /** Characters read before the current piece, for the position in messages. */
  offset = 0;
  write(text2) {
    let i = 0;
    while (i < text2.length)
      i = this.token === void 0 ? this.outside(text2, i) : this.inside(text2, i);
    this.offset += text2.length;
  }
  /** The text is over: it must have been one whole JSON value. */
  end() {
    if (this.token?.kind === "number") this.endNumber(this.offset);
    if (this.token !== void 0 || this.next !== "end") {
      const what = this.offset === 0 ? "it is empty" : `it ends at character ${this.offset}, before its value does`;
      throw new JsonSyntaxError(what);
    }
  }
  /** One character between tokens; where the scan goes on. */
  outside(text2, i) {
    const c = text2.charAt(i);
    if (c === " " || c === "	" || c === "\n" || c === "\r") return i + 1;
    const { next } = this;
    if (next === "colon" && c === ":") this.next = "value";
    else if (next === "after" && c === ",")
      this.next = this.stack.at(-1) === "object" ? "key" : "value";
    else if ((next === "after" || next === "key-or-close") && c === "}") this.close("object", i);
    else if ((next === "after" || next === "value-or-close") && c === "]") this.close("array", i);
    else if ((next === "key" || next === "key-or-close") && c === '"') this.startString(true);
    else if (next === "value" || next === "value-or-close") this.startValue(c, i);
    else throw this.unexpected(c, i);
    return i + 1;
  }
  startValue(c, i) {
    if (c === "{" || c === "[") {
      if (this.stack.length >= MAX_DEPTH)
        throw new JsonSyntaxError(`it nests deeper than ${MAX_DEPTH}`);
      this.stack.push(c === "{" ? "object" : "array");
      this.next = c === "{" ? "key-or-close" : "value-or-close";
      this.events.open(c === "{" ? "object" : "array");
    } else if (c === '"') this.startString(false);
    else if (c === "-" || c >= "0" && c <= "9") this.token = { kind: "number", text: c };
    else if (c === "t" || c === "f" || c === "n")
      this.token = { kind: "literal", word: LITERALS[c], matched: 1 };
    else throw this.unexpected(c, i);
  }
  startString(key) {
    this.token = { kind: "string", key, text: "", cut: false, escape: void 0 };
  }
  close(kind, i) {
    if (this.stack.at(-1) !== kind) throw this.unexpected(kind === "object" ? "}" : "]", i);
    this.stack.pop();
    this.events.close();
    this.valueDone();
  }
  valueDone() {
    this.token = void 0;
    this.next = this.stack.length === 0 ? "end" : "after";
  }
  /** Characters of the token under way, from `i`; where the scan goes on. */
  inside(text2, i) {
    const token = this.token;
    if (token?.kind === "string") return this.inString(token, text2, i);
    if (token?.kind === "literal") {
      const c = text2.charAt(i);
      if (c !== token.word.charAt(token.matched)) throw this.unexpected(c, i);
      token.matched++;
      if (token.matched === token.word.length) {
        this.events.value(LITERAL_VALUES[token.word], false);
        this.valueDone();
      }
      return i + 1;
    }
    let j = i;
    while (j < text2.length && /[-+.eE0-9]/.test(text2.charAt(j))) j++;
    this.appendNumber(text2.slice(i, j), i);
    if (j < text2.length) this.endNumber(this.offset + j);
    return j;
  }
  inString(token, text2, i) {
    if (token.escape !== void 0) return this.inEscape(token, text2, i);
    SPECIAL.lastIndex = i;
    const found2 = SPECIAL.exec(text2);
    const j = found2 === null ? text2.length : found2.index;
    this.append(token, text2.slice(i, j));
    if (found2 === null) return j;
    const c = text2.charAt(j);
    if (c === "\\") token.escape = "";
    else if (c !== '"') throw this.unexpected(c, j);
    else {
      if (token.key) this.events.key(token.text, token.cut);
      else this.events.value(token.text, token.cut);
      if (token.key) {
        this.token = void 0;
        this.next = "colon";
      } else this.valueDone();
    }
    return j + 1;
  }
  /** After a `\`: one of JSON's escapes, or `u` and four hexadecimal digits. */
  inEscape(token, text2, i) {
    const c = text2.charAt(i);
    if (token.escape === "") {
      const plain = ESCAPES[c];
      if (c === "u") token.escape = "u";
      else if (plain === void 0) throw this.unexpected(c, i);
      else {
        this.append(token, plain);
        token.escape = void 0;
      }
      return i + 1;
    }
    if (!/[0-9a-fA-F]/.test(c)) throw this.unexpected(c, i);
    token.escape += c;
    if (token.escape?.length === 5) {
      this.append(token, String.fromCharCode(parseInt(token.escape.slice(1), 16)));
      token.escape = void 0;
    }
    return i + 1;
  }
  append(token, part) {
    if (token.cut || part === "") return;
    const room = this.maxChars - token.text.length;
    if (part.length > room) token.cut = true;
    token.text += part.slice(0, room);
  }
  appendNumber(part, i) {
    const token = this.token;
    token.text += part;
    if (token.text.length > MAX_NUMBER_CHARS)
      throw new JsonSyntaxError(
        `it has a number of more than ${MAX_NUMBER_CHARS} characters at character ${this.offset + i}`
      );
  }
  endNumber(at) {
    const { text: text2 } = this.token;
    if (!NUMBER.test(text2))
      throw new JsonSyntaxError(`"${text2}" at character ${at - text2.length} is no number`);
    this.events.value(Number(text2), false);
    this.valueDone();
  }
  unexpected(c, i) {
    const shown = c >= " " && c <= "~" ? `"${c}"` : `U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`;
    return new JsonSyntaxError(`unexpected ${shown} at character ${this.offset + i}`);
  }
};

// src/service/kept-json.ts
var MAX_KEPT_CHARS = 65536;
var PLACEHOLDER_CHARS = 64;
var BOM = "\uFEFF";
async function readKept(body, answer) {
  const keeper = new Keeper(answer.shape);
  const scanner = new JsonScanner(keeper, MAX_KEPT_CHARS);
  const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
  let size = 0;
  let started = false;
  try {
    for await (const chunk of body ?? []) {
      size += chunk.byteLength;
      if (size > answer.maxBytes)
        return { kind: "unreadable", why: `it is larger than ${answer.maxBytes} bytes` };
      const text2 = decoder.decode(chunk, { stream: true });
      if (!started && text2 !== "" && text2.startsWith(BOM))
        return {
          kind: "unreadable",
          why: "it starts with a byte-order mark, which JSON must not have"
        };
      started ||= text2 !== "";
      scanner.write(text2);
    }
    scanner.write(decoder.decode());
    scanner.end();
  } catch (error2) {
    if (!(error2 instanceof JsonSyntaxError)) throw error2;
    return { kind: "unreadable", why: `it is not JSON: ${error2.message}` };
  }
  return { kind: "text", text: JSON.stringify(keeper.kept) };
}
function keptText(text2, cut, max) {
  if (!cut && text2.length <= max) return text2;
  const head = text2.slice(0, Math.max(0, max - 1));
  return `${/[\ud800-\udbff]$/.test(head) ? head.slice(0, -1) : head}\u2026`;
}
var DROPPED = { keep: void 0, value: void 0, key: void 0 };
var Keeper = class {
  constructor(root) {
    this.root = root;
  }
  root;
  kept = null;
  frames = [];
  open(kind) {
    const keep = this.slot();
    const fits = kind === "object" && keep?.kind === "record" || kind === "array" && keep?.kind === "list";
    const value = kind === "object" ? {} : [];
    if (keep !== void 0 && (fits || !this.inTexts())) this.put(value);
    this.frames.push(fits ? { keep, value, key: void 0 } : DROPPED);
  }
  close() {
    const frame = this.frames.pop();
    const keep = frame?.keep;
    if (keep?.kind === "list" && keep.keep === "last" && Array.isArray(frame?.value))
      frame.value.splice(0, Math.max(0, frame.value.length - keep.max));
  }
  key(name, cut) {
    const frame = this.frames.at(-1);
    if (frame !== void 0 && frame !== DROPPED) frame.key = cut ? void 0 : name;
  }
  value(value, cut) {
    const keep = this.slot();
    if (keep === void 0) return;
    if (typeof value !== "string") return this.inTexts() ? void 0 : this.put(value);
    this.put(keptText(value, cut, keep.kind === "text" ? keep.maxChars : PLACEHOLDER_CHARS));
  }
  /** Whether the value about to come is an item of a list of texts. */
  inTexts() {
    const keep = this.frames.at(-1)?.keep;
    return keep?.kind === "list" && keep.of.kind === "text";
  }
  /** The shape of the value about to come, or undefined when it is dropped. */
  slot() {
    const frame = this.frames.at(-1);
    if (frame === void 0) return this.root;
    const { keep, value } = frame;
    if (keep?.kind === "record") {
      const { key } = frame;
      return key !== void 0 && Object.hasOwn(keep.fields, key) ? keep.fields[key] : void 0;
    }
    if (keep?.kind !== "list" || !Array.isArray(value)) return void 0;
    return keep.keep === "first" && value.length >= keep.max ? void 0 : keep.of;
  }
  put(value) {
    const frame = this.frames.at(-1);
    if (frame === void 0) {
      this.kept = value;
      return;
    }
    const { keep } = frame;
    if (Array.isArray(frame.value)) {
      frame.value.push(value);
      if (keep?.kind === "list" && keep.keep === "last" && frame.value.length >= 2 * keep.max)
        frame.value.splice(0, frame.value.length - keep.max);
    } else if (frame.value !== void 0 && frame.key !== void 0) frame.value[frame.key] = value;
  }
};
function text(maxChars) {
  return { kind: "text", maxChars: Math.min(maxChars, MAX_KEPT_CHARS) };
}

// src/service/body.ts
var BOM2 = Buffer.from([239, 187, 191]);
async function readBody(res, maxBytes, keep) {
  const encoding = (res.headers.get("content-encoding") ?? "identity").trim().toLowerCase();
  if (encoding !== "" && encoding !== "identity") {
    await res.body?.cancel().catch(() => void 0);
    return {
      kind: "unreadable",
      why: `it came with Content-Encoding "${printable(encoding, 40)}", which was not asked for`
    };
  }
  if (keep !== void 0) return readKept(res.body, keep);
  const read = await readBounded(res.body, maxBytes);
  if (read.kind === "too-large")
    return { kind: "unreadable", why: `it is larger than ${read.maxBytes} bytes` };
  if (read.bytes.subarray(0, 3).equals(BOM2)) {
    return { kind: "unreadable", why: "it starts with a byte-order mark, which JSON must not have" };
  }
  return { kind: "text", text: read.bytes.toString("utf8") };
}

// src/service/messages.ts
var UNDOCUMENTED_RATE_LIMIT = "The service documents no limit for this request.";
var MAY_HAVE_ACTED = "the service may have acted on it; check the dashboard before running again.";
function failureMessage(failure, op, at) {
  const n = attemptsNote(at.attempts);
  switch (failure.kind) {
    case "cancelled":
      return `Stopped before the service answered the request to ${op.action}.`;
    case "timeout":
      return `The service did not answer within ${formatDuration(at.requestTimeoutMs)} (request-timeout) when trying to ${op.action}${n}.${notRepeated(op, failure)}`;
    case "not-sent":
    case "cut":
      return `The connection to the service at ${at.origin} failed when trying to ${op.action} (${failure.code})${n}.${op.method === "POST" && op.readOnly !== true && mayHaveActed(failure) ? ` The connection failed after the request was sent, so it was not repeated: ${MAY_HAVE_ACTED}` : ""}`;
    case "proxy": {
      const hint = failure.status === 407 ? " Check the user name and password in the proxy variable (HTTPS_PROXY or HTTP_PROXY)." : " Check HTTPS_PROXY, HTTP_PROXY and NO_PROXY.";
      return `The request to ${op.action} did not get past the proxy: ${describeProxy(failure)}${n}, so nothing reached the service at ${at.origin}.${hint}`;
    }
    case "unreadable":
      return `The service answered ${failure.status ?? "with a success"} to the request to ${op.action}, but its body ${failure.why}${n}.${notRepeated(op, failure)}`;
    case "status":
      return statusMessage(failure, op, n);
  }
}
function notRepeated(op, failure) {
  return op.method === "POST" && op.readOnly !== true && mayHaveActed(failure) ? ` It was not repeated, since ${MAY_HAVE_ACTED}` : "";
}
function statusMessage(failure, op, attempts) {
  const { status, said, retryAfterMs } = failure;
  const saying = said === void 0 ? "" : `: ${said.replace(/\.$/, "")}`;
  if (status === 400) {
    const hint = op.badRequestHint === void 0 ? "" : `. ${op.badRequestHint}`;
    return `The service rejected the request to ${op.action} (400 Bad Request)${saying}${hint}`;
  }
  if (status === 401) {
    if (op.unauthorized !== void 0)
      return `The service refused the API key (401 Unauthorized) when trying to ${op.action}. ${op.unauthorized}`;
    return `The service refused the API key (401 Unauthorized) when trying to ${op.action}. Check the secret-key input: it must be a current admin API key (they start with "mint_"; assistant "mint_dsc_" and search "mint_us_" keys are rejected), and it may have expired.`;
  }
  if (status === 403) {
    const scope = op.method === "GET" ? "read" : "write";
    const also = op.forbidden === void 0 ? "" : `, or ${op.forbidden}`;
    return `The API key may not ${op.action} (403 Forbidden): it lacks the "${scope}" scope this request needs, or this runner's IP address is outside the key's IP allow-list${also}${saying}.`;
  }
  if (status === 404) return `${op.notFound} (404 Not Found)${saying}.`;
  if (status === 429) {
    const when = retryAfterMs === void 0 ? "" : ` The service asked to wait ${formatDuration(retryAfterMs)}.`;
    return `Rate limit exceeded (429) when trying to ${op.action}${attempts}. ${op.rateLimit ?? UNDOCUMENTED_RATE_LIMIT}${when}`;
  }
  if (status >= 300 && status < 400) {
    return `The service answered with a redirect (${status}) to the request to ${op.action}; redirects are not followed so the API key never goes to another host. Check the base-url input.`;
  }
  if (status >= 500) {
    return `The service failed (${status}) when trying to ${op.action}${attempts}${saying}.`;
  }
  return `The service answered ${status} to the request to ${op.action}${saying}.`;
}
function attemptsNote(attempts) {
  return attempts > 1 ? ` after ${attempts} attempts` : "";
}

// src/service/client.ts
var MAX_BODY_BYTES = 1024 * 1024;
function createServiceClient(options) {
  return new Client(options);
}
var Client = class {
  constructor(options) {
    this.options = options;
    this.fetch = options.fetch ?? DIRECT.fetch;
  }
  options;
  fetch;
  async request(op) {
    const { options } = this;
    const url = requestUrl(options.baseUrl, op);
    const signal = op.signal === void 0 ? options.time.signal : AbortSignal.any([options.time.signal, op.signal]);
    const result = await retrying(() => this.attempt(op, url, signal), {
      policy: policyFor(options.retry ?? DEFAULT_RETRY_POLICY, op),
      repeatable: op.method === "GET",
      time: within(options.time, signal),
      deadline: op.deadline,
      onWait: (n, ms) => options.log.debug(`retrying ${op.method} ${url.pathname} in ${ms} ms (attempt ${n + 1})`)
    });
    if (result.kind === "done") return result.value;
    const failure = signal.aborted ? { kind: "cancelled" } : result.failure;
    const { attempts } = result;
    const at = { origin: url.origin, requestTimeoutMs: options.requestTimeoutMs, attempts };
    throw new ServiceError(failureMessage(failure, op, at), failure, {
      method: op.method,
      path: url.pathname,
      attempts
    });
  }
  /** One exchange with the service, bounded by request-timeout; never throws. */
  async attempt(op, url, stop) {
    const { options } = this;
    const { now } = options.time;
    const signal = AbortSignal.any([timeLimit(options.requestTimeoutMs), stop]);
    const started = now();
    op.allowance?.take();
    const took = (what) => options.log.debug(`${op.method} ${url.pathname} -> ${what} (${now() - started} ms)`);
    try {
      const res = await this.fetch(url, {
        method: op.method,
        signal,
        // Redirects are never followed, so the Authorization header cannot travel to another
        // host; a 3xx is reported as an error.
        redirect: "manual",
        headers: {
          authorization: `Bearer ${options.apiKey}`,
          accept: "application/json",
          // No compression is asked for: one that comes anyway is an error (see readBody).
          "accept-encoding": "identity",
          "user-agent": options.userAgent,
          ...op.body === void 0 ? {} : { "content-type": "application/json" }
        },
        body: op.body === void 0 ? void 0 : JSON.stringify(op.body)
      });
      const succeeded = res.status >= 200 && res.status < 300;
      const read = await readBody(
        res,
        op.maxBodyBytes ?? MAX_BODY_BYTES,
        succeeded ? op.keep : void 0
      );
      took(res.status);
      const retryAfterMs = parseRetryAfter(res.headers.get("retry-after"), now());
      return judgeResponse(
        res.status,
        read,
        retryAfterMs,
        op.answersList === true ? "list" : "object"
      );
    } catch (error2) {
      took(errorCode(error2) ?? (error2 instanceof Error ? error2.name : "unknown error"));
      const failure = stop.aborted ? { kind: "cancelled" } : failureIn(error2);
      if (failure === void 0) throw error2;
      return { kind: "failed", failure, error: error2 };
    }
  }
};
var RATE_WINDOW_ATTEMPTS = 10;
function policyFor(policy, op) {
  const { allowance, rateWindowMs } = op;
  if (op.once === true) return { ...policy, maxAttempts: 1 };
  if (allowance !== void 0) {
    const maxAttempts = Math.max(1, Math.min(policy.maxAttempts, allowance.left));
    return { ...policy, maxAttempts, unsaidRateLimit: "stop" };
  }
  if (rateWindowMs === void 0) return policy;
  const scale = policy.baseDelayMs / DEFAULT_RETRY_POLICY.baseDelayMs;
  return {
    ...policy,
    maxAttempts: Math.max(policy.maxAttempts, RATE_WINDOW_ATTEMPTS),
    unsaidRateLimit: { waitMs: Math.round(rateWindowMs * scale) }
  };
}
var MAX_SEGMENT_CHARS = 256;
function segmentProblem(value) {
  if (typeof value !== "string" || value === "") return "is missing or empty";
  if (value === "." || value === "..") return `is "${value}", which would name another path`;
  if (value.length > MAX_SEGMENT_CHARS) return `is longer than ${MAX_SEGMENT_CHARS} characters`;
  if (new RegExp("\\p{Cs}", "u").test(value)) return "holds half of a UTF-16 surrogate pair, which no URL can carry";
  return void 0;
}
function requestUrl(baseUrl, op) {
  const url = new URL(baseUrl.href);
  const prefix = url.pathname.replace(/\/+$/, "");
  url.pathname = `${prefix}/${op.segments.map((s) => encodeURIComponent(s)).join("/")}`;
  url.search = "";
  url.hash = "";
  for (const [key, value] of Object.entries(op.query ?? {})) {
    if (value !== void 0) url.searchParams.set(key, String(value));
  }
  return url;
}

// src/service/connect.ts
function connectService(settings, run, makeApi) {
  if (settings.keyWarning !== void 0) run.io.warning(settings.keyWarning);
  const client = createServiceClient({
    baseUrl: settings.baseUrl,
    apiKey: settings.secretKey,
    userAgent: USER_AGENT,
    requestTimeoutMs: settings.requestTimeoutMs,
    retry: { ...DEFAULT_RETRY_POLICY, baseDelayMs: run.time.retryBaseDelayMs },
    log: run.io,
    time: run.time,
    fetch: run.http.fetch
  });
  return makeApi(client);
}

// src/service/dry-run.ts
var JOB_ID_PLACEHOLDER = "{jobId}";
var STATUS_ID_PLACEHOLDER = "{statusId}";
function requestLine(baseUrl, op) {
  const href = requestUrl(baseUrl, op).href.replace(/%7B(\w+)%7D/g, "{$1}");
  return `${op.method} ${href}`;
}
function bodyText(op) {
  return op.body === void 0 ? void 0 : JSON.stringify(op.body);
}
async function checkKey(plan, settings, run) {
  const { check } = plan;
  if (check === void 0) {
    return { kind: "passed", answer: void 0, message: "Dry run: nothing was sent." };
  }
  const client = connectService(settings, run, (c) => c);
  try {
    const answer = await client.request(check);
    const learned = plan.learn(answer);
    return {
      kind: "passed",
      answer,
      message: `Dry run: the key and project were accepted${learned === void 0 ? "" : `; ${learned}`}. Nothing was created.`
    };
  } catch (error2) {
    if (!(error2 instanceof ServiceError)) throw error2;
    return { kind: "failed", message: `Dry run: ${error2.message}` };
  }
}
async function dryRun(plan, settings, run) {
  const { io } = run;
  const line = (op) => requestLine(settings.baseUrl, op);
  io.info("Dry run (dry-run: true): nothing is created on the service and nothing is commented.");
  const { prompt } = plan;
  if (prompt !== void 0) {
    await io.group(`The prompt (${prompt.length} characters)`, () => {
      for (const text2 of prompt.split(/\r?\n/)) io.info(text2);
      return Promise.resolve();
    });
  }
  io.info('The requests this run would send, each with "Authorization: Bearer ***":');
  for (const [i, planned] of plan.planned.entries()) {
    const when = planned.when === void 0 ? "" : ` (${planned.when})`;
    io.info(`${i + 1}. ${line(planned.op)}${when}`);
    const body = bodyText(planned.op);
    if (body !== void 0) io.info(`   body: ${body}`);
  }
  for (const note of plan.notes) io.info(note);
  const { check } = plan;
  io.info(
    check === void 0 ? plan.checkCost : `Checking the key and project with one read-only request: ${line(check)}. ${plan.checkCost}`
  );
  const result = await checkKey(plan, settings, run);
  if (result.kind === "passed") io.info(result.message);
  await io.writeSummary(renderDryRunPlan(plan, result, line));
  return result;
}
function renderDryRunPlan(plan, result, line) {
  const parts = [
    `## \u{1F9EA} Dry run: ${result.kind === "passed" ? plan.check === void 0 ? "nothing was sent" : "nothing was created" : "the check failed"}`,
    "",
    `${result.kind === "passed" ? "\u2705" : "\u274C"} ${escapeMarkdown(result.message)}`,
    "",
    plan.check === void 0 ? escapeMarkdown(plan.checkCost) : `The check was ${codeSpan(line(plan.check))}. ${escapeMarkdown(plan.checkCost)}`
  ];
  for (const note of plan.notes) parts.push("", escapeMarkdown(note));
  if (plan.prompt !== void 0) {
    parts.push("", "### The prompt", "", codeBlock(plan.prompt));
  }
  parts.push(
    "",
    "### The requests this run would send",
    "",
    `Each carries ${codeSpan("Authorization: Bearer ***")}.`,
    ""
  );
  for (const [i, planned] of plan.planned.entries()) {
    const when = planned.when === void 0 ? "" : `: ${escapeMarkdown(planned.when)}`;
    parts.push(`${i + 1}. ${codeSpan(line(planned.op))}${when}`);
    const body = bodyText(planned.op);
    if (body !== void 0) {
      parts.push("", codeBlock(body, "json").replace(/^/gm, "   "), "");
    }
  }
  return parts.join("\n") + "\n";
}

// src/service/settings.ts
var SERVICE_INPUTS = {
  projectId: "",
  "secret-key": "",
  "base-url": DEFAULT_BASE_URL,
  "request-timeout": "30s",
  "dry-run": "false"
};
function readServiceSettings(input) {
  return {
    projectId: parsePathSegment(
      "projectId",
      required(
        "projectId",
        input("projectId"),
        `the project id from the API keys page of the dashboard. The documented workflows read it from the repository variable MINTLIFY_PROJECT_ID (\`${"projectId: ${{ vars.MINTLIFY_PROJECT_ID }}"}\`): create it with \`gh variable set MINTLIFY_PROJECT_ID\`, or under Settings > Secrets and variables > Actions > Variables`
      ),
      "give the project id from the API keys page"
    ),
    secretKey: parseSecretKey(input("secret-key")),
    keyWarning: keyWarning(input("secret-key")),
    baseUrl: parseBaseUrl(input("base-url")),
    requestTimeoutMs: parseDuration("request-timeout", input("request-timeout"), {
      minMs: 100,
      maxMs: 10 * 60 * 1e3
    }),
    dryRun: parseBoolean("dry-run", input("dry-run"))
  };
}
function parsePathSegment(name, value, expected) {
  const problem = segmentProblem(value);
  if (problem !== void 0) throw new InputError(name, `Input "${name}" ${problem}: ${expected}.`);
  return value;
}
function parseSecretKey(value) {
  required(
    "secret-key",
    value,
    "an admin API key, from a repository secret. The documented workflows read it from the secret MINTLIFY_API_KEY (`secret-key: ${{ secrets.MINTLIFY_API_KEY }}`): create it with `gh secret set MINTLIFY_API_KEY`, or under Settings > Secrets and variables > Actions > Secrets"
  );
  parseToken("secret-key", value);
  if (value.startsWith("mint_dsc_") || value.startsWith("mint_us_")) {
    const kind = value.startsWith("mint_dsc_") ? 'an assistant key ("mint_dsc_")' : 'a search key ("mint_us_")';
    throw new InputError(
      "secret-key",
      `Input "secret-key" is ${kind}; these endpoints take an admin API key (starting "mint_"), from the API keys page of the dashboard.`
    );
  }
  const github = GITHUB_TOKEN_PREFIXES.find((prefix) => value.startsWith(prefix));
  if (github !== void 0) {
    throw new InputError(
      "secret-key",
      `Input "secret-key" looks like a GitHub token ("${github}\u2026"), not a Mintlify key, so it was not sent: give an admin API key (starting "mint_") from the API keys page of the dashboard. The GitHub token goes in "github-token".`
    );
  }
  return value;
}
var GITHUB_TOKEN_PREFIXES = ["ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_"];
function keyWarning(value) {
  if (value.startsWith("mint_")) return void 0;
  return `The secret-key does not start with "mint_", as Mintlify's admin API keys do; it is sent anyway. If the service refuses it (401), create an admin API key on the API keys page of the dashboard.`;
}

// src/text/seal.ts
import { createHmac, timingSafeEqual } from "node:crypto";
function sealOf(key, text2, bytes = 32) {
  return createHmac("sha256", key).update(text2).digest().subarray(0, bytes).toString("base64url");
}
function sealMatches(given, expected) {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export {
  errorMessage,
  errorCode,
  truncate,
  oneLine,
  formatDuration,
  formatElapsed,
  cutWithNote,
  printable,
  mayHaveActed,
  isRetryable,
  failureIn,
  timeLimit,
  whole,
  ActionError,
  InputError,
  declaredReader,
  parseToken,
  parseBoolean,
  parseDuration,
  parseInteger,
  isLoopback,
  parseChoice,
  parseList,
  parseDate,
  escapeMarkdown,
  linkOrText,
  linkTarget,
  isHttpsUrl,
  table,
  factsTable,
  MAX_COMMENT_CHARS,
  capComment,
  codeBlock,
  codeSpan,
  PASSED,
  failed2 as failed,
  runAction,
  parseRetryAfter,
  retrying,
  text,
  ServiceError,
  answered,
  invalidAnswer,
  MAX_SEGMENT_CHARS,
  segmentProblem,
  requestUrl,
  connectService,
  JOB_ID_PLACEHOLDER,
  STATUS_ID_PLACEHOLDER,
  dryRun,
  sealOf,
  sealMatches,
  SERVICE_INPUTS,
  readServiceSettings,
  parsePathSegment
};
