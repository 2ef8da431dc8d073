import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

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
function truncate(text, max) {
  return text.length <= max ? text : `${text.slice(0, Math.max(0, max - 1))}\u2026`;
}
function oneLine(text) {
  return text.replace(/\s+/g, " ").trim();
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
var DOTNET_WHITESPACE = "	\n\v\f\r \x85\xA0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000";
var COMMAND_START = new RegExp(`^[${DOTNET_WHITESPACE}\\p{Cc}\\p{Cf}]*:[\\p{Cf}]*:`, "u");
function asLogLine(text) {
  const one = text.replace(/\r\n|\r|\n/g, "\\n").replaceAll("##[", "##\\[");
  return COMMAND_START.test(one) ? `\xBB ${one}` : one;
}
function longestRun(text, char) {
  let longest = 0;
  for (let at = text.indexOf(char); at !== -1; ) {
    let end = at + 1;
    while (text[end] === char) end++;
    longest = Math.max(longest, end - at);
    at = text.indexOf(char, end);
  }
  return longest;
}
function printable(text, max) {
  return truncate(text.replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, "?"), max);
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

// src/http/tunnel-agents.ts
var TunnelAgents = class {
  constructor(connectTimeoutMs) {
    this.connectTimeoutMs = connectTimeoutMs;
  }
  connectTimeoutMs;
  agents = /* @__PURE__ */ new Map();
  /** The agent of requests to `secure` (https) or plain hosts through `proxy`. */
  through(proxy, secure) {
    const key = `${secure ? "https" : "http"} ${proxy.url.href}`;
    const known = this.agents.get(key);
    if (known !== void 0) return known;
    const keep = { keepAlive: true, scheduling: "lifo", timeout: 5e3 };
    const agent = secure ? new https.Agent(keep) : new http.Agent(keep);
    const connect = (options, done) => {
      const host = options.host ?? "localhost";
      const target = new URL(
        `${secure ? "https" : "http"}://${host.includes(":") ? `[${host}]` : host}`
      );
      target.port = String(options.port ?? "");
      const bounds = { connectTimeoutMs: this.connectTimeoutMs, signal: options.tunnelSignal };
      openTunnel(proxy, target, bounds, (error2, socket) => {
        if (socket === void 0) return done(error2 ?? new Error("no tunnel"));
        if (!secure) return done(null, socket);
        const servername = options.servername === "" ? void 0 : options.servername;
        const secured = tls.connect({ socket, host, servername, ALPNProtocols: ["http/1.1"] });
        return done(null, secured);
      });
      return void 0;
    };
    agent.createConnection = connect;
    this.agents.set(key, agent);
    return agent;
  }
};
function tunnelOptions(signal) {
  const options = signal === void 0 ? {} : { tunnelSignal: signal };
  return options;
}

// src/http/stack.ts
var CONNECT_TIMEOUT_MS = 1e4;
var MAX_TEXT_BYTES = 32 * 1024 * 1024;
function openHttpStack(env, limits = {}) {
  const proxy = proxyOf(env);
  if (proxy.kind === "refused") return proxy;
  const all = { connectTimeoutMs: CONNECT_TIMEOUT_MS, maxTextBytes: MAX_TEXT_BYTES, ...limits };
  const tunnels = new TunnelAgents(all.connectTimeoutMs);
  const fetch = (input, init = {}) => (
    // A request that could not even be started (a header Node refuses) was not sent.
    send(new URL(input), init, all, proxy, tunnels).catch((error2) => {
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
function send(url, init, limits, proxy, tunnels) {
  const https2 = url.protocol === "https:";
  const body = init.body ?? void 0;
  const headers = { ...init.headers };
  if (body !== void 0) headers["content-length"] = String(Buffer.byteLength(body));
  const signal = init.signal ?? void 0;
  const through = proxy.kind === "proxy" ? proxyFor(proxy, url) : void 0;
  const connection = through !== void 0 ? { agent: tunnels.through(through, https2), ...tunnelOptions(signal) } : limits.createConnection === void 0 ? {} : { createConnection: limits.createConnection };
  let up = false;
  return new Promise((resolve4, reject) => {
    const req = (https2 ? https.request : http.request)(url, {
      method: init.method ?? "GET",
      headers,
      ...signal === void 0 ? {} : { signal },
      ...connection
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
    req.once("response", (res) => resolve4(responseOf(res, url.href, limits.maxTextBytes, signal)));
    req.end(body);
  });
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
function parseDuration(name, text, bounds) {
  if (/^\d+(\.\d+)?$/.test(text)) {
    throw new InputError(
      name,
      `Input "${name}" is "${text}", a number without a unit: add one of ms, s, m, h (for example "${text}s" or "${text}m").`
    );
  }
  const match = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h)$/.exec(text);
  if (match?.[1] === void 0 || match[2] === void 0) {
    throw new InputError(
      name,
      `Input "${name}" must be a duration such as "90s", "30m" or "1h" (units: ms, s, m, h), not "${text}".`
    );
  }
  const ms = Math.round(Number(match[1]) * UNIT_MS[match[2]]);
  if (ms < bounds.minMs || ms > bounds.maxMs) {
    throw new InputError(
      name,
      `Input "${name}" is "${text}"; it must be between ${formatDuration(bounds.minMs)} and ${formatDuration(bounds.maxMs)}.`
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
function parseBaseUrl(text, name = "base-url") {
  let url;
  try {
    url = new URL(text);
  } catch {
    throw new InputError(
      name,
      `Input "${name}" must be an absolute URL such as ${DEFAULT_BASE_URL}, not "${text}".`
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
function parseChoice(name, text, choices) {
  const found2 = choices.find((choice) => choice === text);
  if (found2 === void 0) {
    throw new InputError(
      name,
      `Input "${name}" must be one of ${choices.join(", ")}, not "${text}".`
    );
  }
  return found2;
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
      let first2 = true;
      for (const key in this.properties) {
        if (this.properties.hasOwnProperty(key)) {
          const val = this.properties[key];
          if (val) {
            if (first2) {
              first2 = false;
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

// node_modules/@actions/core/lib/platform.js
import os3 from "os";
var platform = os3.platform();
var arch = os3.arch();

// node_modules/@actions/core/lib/core.js
var __awaiter = function(thisArg, _arguments, P, generator) {
  function adopt(value) {
    return value instanceof P ? value : new P(function(resolve4) {
      resolve4(value);
    });
  }
  return new (P || (P = Promise))(function(resolve4, reject) {
    function fulfilled(value) {
      try {
        step2(generator.next(value));
      } catch (e) {
        reject(e);
      }
    }
    function rejected(value) {
      try {
        step2(generator["throw"](value));
      } catch (e) {
        reject(e);
      }
    }
    function step2(result) {
      result.done ? resolve4(result.value) : adopt(result.value).then(fulfilled, rejected);
    }
    step2((generator = generator.apply(thisArg, _arguments || [])).next());
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
  return __awaiter(this, void 0, void 0, function* () {
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

// src/action/io.ts
import { appendFileSync as appendFileSync2 } from "node:fs";
import { EOL as EOL4 } from "node:os";

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
function escapeMarkdown(text) {
  return text.replace(/\r?\n|\r/g, " ").replace(
    MARKDOWN_SPECIAL,
    (ch, reference) => reference !== void 0 ? "#&#8203;" : HTML_ENTITY[ch] ?? `\\${ch}`
  ).replace(/^(\s*)([-+=])/, "$1\\$2").replace(/^(\s*\d+)([.)])/, "$1\\$2").replace(/@/g, "@&#8203;").replace(/:\/\//g, "&#58;//").replace(/www\./gi, (match) => `${match.slice(0, 3)}&#46;`).replace(
    /:(?=([\w+\\-]+):)/g,
    (colon, name) => /^\d+$/.test(name) && name !== "100" && name !== "1234" ? colon : ":&#8203;"
  ).replace(/\b(gh)-(?=\d)/gi, "$1&#8203;-");
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
  return cells.some((cell2) => FIGURE.test(cell2)) && cells.every((cell2) => FIGURE.test(cell2) || NOT_A_FIGURE.has(cell2));
}
function cutMarkdown(markdown, max, note, size = (text) => text.length) {
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
function prefixOf(text, room, size) {
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = lo + hi + 1 >>> 1;
    if (size(text.slice(0, mid)) <= room) lo = mid;
    else hi = mid - 1;
  }
  return /[\uD800-\uDBFF]/.test(text.charAt(lo - 1)) ? text.slice(0, lo - 1) : text.slice(0, lo);
}
function codeBlock(text, language = "text") {
  const fence = "`".repeat(Math.max(3, longestRun(text, "`") + 1));
  return `${fence}${language}
${text}
${fence}`;
}
function codeSpan(text) {
  const one = text.replace(/\r?\n|\r/g, " ");
  const fence = "`".repeat(longestRun(one, "`") + 1);
  const pad = one.startsWith("`") || one.endsWith("`") ? " " : "";
  return `${fence}${pad}${one}${pad}${fence}`;
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
  if (variants.length === 0) return (text) => text;
  const index = { secrets: variants.map(indexed), pieces: piecesOf(variants) };
  const every = new RegExp(variants.map(escapeRegExp).join("|"), "g");
  const any = new RegExp([ENCODED_OR_CUT.source, every.source].join("|"));
  const pieceAt = piecesAtEnds(index.pieces);
  const asIs = (text) => !pieceAt(text, 0) && !pieceAt(text, text.length - MIN_CUT_CHARS) ? text : replaceSpans(text, cutShort(readAsIs(text), index));
  return (text) => {
    if (!any.test(text)) return asIs(text);
    const out = text.replace(every, "***");
    if (!ENCODED_OR_CUT.test(out)) return asIs(out);
    const read = readAsWritten(out);
    return replaceSpans(out, [...found(read, every), ...cutShort(read, index)]);
  };
}
var MAX_PATTERN_PIECES = 5e3;
function piecesAtEnds(pieces) {
  const plain2 = [...pieces].filter((p) => !ENCODED_OR_CUT.test(p));
  if (plain2.length > MAX_PATTERN_PIECES)
    return (text, at) => pieces.has(text.slice(Math.max(at, 0), Math.max(at, 0) + MIN_CUT_CHARS));
  const piece = new RegExp(plain2.map(escapeRegExp).join("|") || "(?!)", "y");
  return (text, at) => {
    piece.lastIndex = at;
    return piece.test(text);
  };
}
function escapeRegExp(text) {
  return text.replace(/[\\^$.*+?()[\]{}|/-]/g, "\\$&");
}
var ENCODED_OR_CUT = /[%\\&<\u200B…]/;
var MIN_CUT_CHARS = 8;
var WRITTEN = /<span>&#36;<\/span>|\\+[uU]([0-9a-fA-F]{4})|\\+([!-/:-@[-`{-~])|%([0-9a-fA-F]{2})|&#([0-9]{1,7});|&#[xX]([0-9a-fA-F]{1,6});|&(amp|lt|gt|quot|apos);/g;
var NAMED = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
function readAsIs(text) {
  return { text, from: (k) => k, to: (k) => k + 1 };
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
  const text = parts.join("");
  const mapped = (at2) => (k) => at2[k] ?? 0;
  if (!text.includes("\u200B")) return { text, from: mapped(from), to: mapped(to) };
  const kept = [...text.matchAll(/[^\u200B]/g)].map((m) => m.index);
  return {
    text: text.replaceAll("\u200B", ""),
    from: mapped(kept.map((k) => from[k] ?? 0)),
    to: mapped(kept.map((k) => to[k] ?? 0))
  };
}
function readOne(m) {
  const [whole, unicode, escaped, percent, decimal, hex, named] = m;
  const code = (digits, radix) => {
    const n = parseInt(digits, radix);
    return n <= 1114111 ? String.fromCodePoint(n) : whole;
  };
  if (unicode !== void 0) return code(unicode, 16);
  if (escaped !== void 0) return escaped;
  if (percent !== void 0) return code(percent, 16);
  if (decimal !== void 0) return code(decimal, 10);
  if (hex !== void 0) return code(hex, 16);
  if (named !== void 0) return NAMED[named] ?? whole;
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
  const { text } = read;
  const spans = [];
  const headsEndingAt = (end) => {
    if (pieces.has(text.slice(end - MIN_CUT_CHARS, end)))
      for (const secret of secrets) spans.push(...headAt(read, secret, end));
  };
  const tailsStartingAt = (start) => {
    if (pieces.has(text.slice(start, start + MIN_CUT_CHARS)))
      for (const secret of secrets) spans.push(...tailAt(read, secret, start));
  };
  headsEndingAt(text.length);
  tailsStartingAt(0);
  for (let p = text.indexOf("\u2026"); p >= 0; p = text.indexOf("\u2026", p + 1)) {
    headsEndingAt(p);
    tailsStartingAt(p + 1);
  }
  return spans;
}
function headAt(read, { variant: v, at }, end) {
  const { text } = read;
  const heads = (at.get(text[end - 1] ?? "") ?? []).map((i) => i + 1);
  const head = longestOf(heads, (k) => k <= end && text.slice(end - k, end) === v.slice(0, k), v);
  return head === void 0 ? [] : [span(read, end - head, end)];
}
function tailAt(read, { variant: v, at }, start) {
  const { text } = read;
  const tails = (at.get(text[start] ?? "") ?? []).map((i) => v.length - i);
  const tail = longestOf(tails, (k) => text.slice(start, start + k) === v.slice(-k), v);
  return tail === void 0 ? [] : [span(read, start, start + tail)];
}
function longestOf(lengths, fits2, v) {
  const fitting = lengths.filter((k) => k >= MIN_CUT_CHARS && k < v.length && fits2(k));
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
  setOutputs: (outputs) => {
    const file = process.env.GITHUB_OUTPUT;
    if (file === void 0 || file === "")
      for (const [name, value] of outputs) setOutput(name, value);
    else appendFileSync2(file, outputs.map(([name, value]) => outputLine(name, value)).join(""));
  },
  // The file the runner names, appended at once: `core.summary` checks the file and appends it
  // with two round trips through Node's thread pool, a millisecond of every run's end.
  appendSummary: (markdown) => {
    try {
      appendFileSync2(process.env.GITHUB_STEP_SUMMARY ?? "", markdown);
      return Promise.resolve();
    } catch (error2) {
      return Promise.reject(error2 instanceof Error ? error2 : new Error(String(error2)));
    }
  },
  setFailed: (message) => setFailed(message)
};
function outputLine(name, value) {
  const longest = Math.max(longestRun(name, "~"), longestRun(value, "~"));
  const delimiter = `ghadelimiter_${"~".repeat(longest + 1)}`;
  return `${name}<<${delimiter}${EOL4}${value}${EOL4}${delimiter}${EOL4}`;
}
function createRunnerIO(env = process.env, commands = CORE_COMMANDS) {
  const secrets = /* @__PURE__ */ new Set();
  let redact = redactor([]);
  const clean = (text) => redact(text);
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
      const cleaned = Object.entries(outputs).map(([name, raw]) => [name, clean(raw)]);
      commands.setOutputs(cleaned);
      const said = cleaned.filter(([, value]) => value !== "");
      const lines = said.filter(([name]) => name !== "job");
      if (lines.length > 0)
        commands.info(lines.map(([name, value]) => asLogLine(`output ${name}=${value}`)).join("\n"));
      for (const [name, value] of said)
        if (name === "job" && debugging) commands.debug(`output ${name}=${value}`);
    },
    async writeSummary(markdown) {
      if (env.GITHUB_STEP_SUMMARY === void 0 || env.GITHUB_STEP_SUMMARY === "") return;
      try {
        const note = "\n\n_\u2026cut to fit the job summary limit of 1 MiB; the log has the rest._\n";
        const cut = cutMarkdown(
          clean(markdown),
          MAX_SUMMARY_BYTES,
          note,
          (text) => Buffer.byteLength(text)
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
    const owners = ownersOf(name);
    if (owners.length === 0) return [];
    const named = owners.map(
      ([action, { folder }]) => `the ${action} action (${uses(folder, env)})`
    );
    const text = `Input "${name}" is an input of ${named.join(" and ")}, not of this action.`;
    return [{ text, owners: owners.length }];
  });
  const [first2] = said;
  if (first2 === void 0) return void 0;
  const which = first2.owners === 1 ? "that action" : "one of those actions";
  const fix = said.length === 1 ? `It would not be read here, so the step would not do what it asks: give it to a step that uses ${which}, or remove it from this step's \`with:\`.` : "None of them would be read here, so the step would not do what they ask: give each to a step that uses its action, or remove it from this step's `with:`.";
  return `${said.map((input) => input.text).join(" ")} ${fix} Nothing was sent.`;
}
function declaredByAnAction(name) {
  return ownersOf(name).length > 0;
}
function ownersOf(name) {
  return Object.entries(DECLARED).filter(
    ([, action]) => action.inputs.some((input) => sameInput(input, name))
  );
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
async function runMain(action) {
  await runAction(action);
  process.once("beforeExit", () => process.exit());
}
function sayInputs(io, action) {
  const stray = strayInputs(io.env, action.inputs);
  const misplaced = misplacedInputs(
    stray.map((s) => s.given),
    io.env
  );
  for (const { given, meant } of stray) {
    if (declaredByAnAction(given)) continue;
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

// src/export/files.ts
import {
  closeSync,
  constants,
  existsSync as existsSync2,
  lstatSync,
  mkdirSync,
  openSync,
  realpathSync,
  unlinkSync,
  writeSync
} from "node:fs";
import { dirname, isAbsolute, relative, resolve, sep } from "node:path";
function openFile(path, input, confinedTo2) {
  let failure;
  const fail = (error2) => new ActionError(
    `Could not write the export to ${path} (input "${input}"): ${errorMessage(error2)}.`
  );
  let fd;
  try {
    const folder = dirname(resolve(path));
    if (confinedTo2 !== void 0) requireInside(nearestExisting(folder), confinedTo2, path, input);
    mkdirSync(folder, { recursive: true });
    if (lstatSync(path, { throwIfNoEntry: false })?.isSymbolicLink() === true) unlinkSync(path);
    const { O_WRONLY, O_CREAT, O_TRUNC, O_NOFOLLOW } = constants;
    fd = openSync(path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW, 438);
  } catch (error2) {
    if (error2 instanceof ActionError) throw error2;
    throw fail(error2);
  }
  let open = true;
  const attempt = (work) => {
    try {
      if (failure !== void 0) throw failure;
      work();
      return Promise.resolve();
    } catch (error2) {
      return Promise.reject(failure ??= error2 instanceof ActionError ? error2 : fail(error2));
    }
  };
  return {
    put: (text) => attempt(() => writeAll(fd, text)),
    finish: () => {
      if (open) {
        open = false;
        try {
          closeSync(fd);
        } catch (error2) {
          failure ??= fail(error2);
        }
      }
      return attempt(() => void 0);
    }
  };
}
function nearestExisting(folder) {
  let at = folder;
  while (!existsSync2(at) && dirname(at) !== at) at = dirname(at);
  return at;
}
function isWithin(path, folder) {
  const rel = relative(folder, path);
  return rel !== ".." && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
}
function requireInside(folder, root, path, input) {
  const real = realpathSync(folder);
  const top = realpathSync(root);
  if (isWithin(real, top)) return;
  throw new ActionError(
    `Could not write the export to ${path} (input "${input}"): its folder is really ${real}, outside the workspace ${top}, because a symbolic link leads there. Nothing was written. To write there on purpose, give "${input}" as an absolute path.`
  );
}
function writeAll(fd, text) {
  const bytes = typeof text === "string" ? Buffer.from(text) : text;
  for (let at = 0; at < bytes.length; ) at += writeSync(fd, bytes, at);
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
    const fits2 = (value) => shape === "list" ? Array.isArray(value) : isObject(value);
    if (parsed.ok && fits2(parsed.value)) return { kind: "done", value: parsed.value };
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
function parseJson(text) {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}
function errorText(text) {
  const parsed = parseJson(text);
  if (!parsed.ok || typeof parsed.value !== "object" || parsed.value === null) {
    return text.trim() === "" ? void 0 : `(not JSON: ${describeBody(text)})`;
  }
  const { error: error2, details } = parsed.value;
  if (typeof error2 !== "string") return void 0;
  const extra = Array.isArray(details) ? details.map((d) => d?.message).filter((m) => typeof m === "string") : [];
  return truncate([error2, ...extra].join("; "), 500);
}
function describeBody(text) {
  const looksHtml = /^\s*</.test(text);
  return `${looksHtml ? "an HTML page" : "text"} starting "${printable(oneLine(text), 60)}"`;
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
  write(text) {
    let i = 0;
    while (i < text.length)
      i = this.token === void 0 ? this.outside(text, i) : this.inside(text, i);
    this.offset += text.length;
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
  outside(text, i) {
    const c = text.charAt(i);
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
  inside(text, i) {
    const token = this.token;
    if (token?.kind === "string") return this.inString(token, text, i);
    if (token?.kind === "literal") {
      const c = text.charAt(i);
      if (c !== token.word.charAt(token.matched)) throw this.unexpected(c, i);
      token.matched++;
      if (token.matched === token.word.length) {
        this.events.value(LITERAL_VALUES[token.word], false);
        this.valueDone();
      }
      return i + 1;
    }
    let j = i;
    while (j < text.length && /[-+.eE0-9]/.test(text.charAt(j))) j++;
    this.appendNumber(text.slice(i, j), i);
    if (j < text.length) this.endNumber(this.offset + j);
    return j;
  }
  inString(token, text, i) {
    if (token.escape !== void 0) return this.inEscape(token, text, i);
    SPECIAL.lastIndex = i;
    const found2 = SPECIAL.exec(text);
    const j = found2 === null ? text.length : found2.index;
    this.append(token, text.slice(i, j));
    if (found2 === null) return j;
    const c = text.charAt(j);
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
  inEscape(token, text, i) {
    const c = text.charAt(i);
    if (token.escape === "") {
      const plain2 = ESCAPES[c];
      if (c === "u") token.escape = "u";
      else if (plain2 === void 0) throw this.unexpected(c, i);
      else {
        this.append(token, plain2);
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
    const { text } = this.token;
    if (!NUMBER.test(text))
      throw new JsonSyntaxError(`"${text}" at character ${at - text.length} is no number`);
    this.events.value(Number(text), false);
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
      const text = decoder.decode(chunk, { stream: true });
      if (!started && text !== "" && text.startsWith(BOM))
        return {
          kind: "unreadable",
          why: "it starts with a byte-order mark, which JSON must not have"
        };
      started ||= text !== "";
      scanner.write(text);
    }
    scanner.write(decoder.decode());
    scanner.end();
  } catch (error2) {
    if (!(error2 instanceof JsonSyntaxError)) throw error2;
    return { kind: "unreadable", why: `it is not JSON: ${error2.message}` };
  }
  return { kind: "text", text: JSON.stringify(keeper.kept) };
}
function keptText(text, cut, max) {
  if (!cut && text.length <= max) return text;
  const head = text.slice(0, Math.max(0, max - 1));
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
    const fits2 = kind === "object" && keep?.kind === "record" || kind === "array" && keep?.kind === "list";
    const value = kind === "object" ? {} : [];
    if (keep !== void 0 && (fits2 || !this.inTexts())) this.put(value);
    this.frames.push(fits2 ? { keep, value, key: void 0 } : DROPPED);
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
function invalidAnswer(message, why, where) {
  return new ServiceError(message, { kind: "unreadable", why }, where);
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
      for (const text of prompt.split(/\r?\n/)) io.info(text);
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

// src/service/analytics.ts
function startOf(dataset) {
  if (dataset.paging === "offset") return { kind: "offset", offset: 0 };
  if (dataset.paging === "cursor") return { kind: "cursor", cursor: void 0 };
  return { kind: "single" };
}
var MAX_PAGE_BYTES = 8 * 1024 * 1024;
var MAX_ASSISTANT_PAGE_BYTES = 64 * 1024 * 1024;
var ANALYTICS_LIMIT = "The service allows 100 analytics requests per organization per hour, shared by every analytics endpoint";
var ANALYTICS_RATE_LIMIT = `${ANALYTICS_LIMIT}; the export keeps its place in the resume output.`;
var CHECK_ANALYTICS_LIMIT = `${ANALYTICS_LIMIT}; this hour's are spent. A dry run exports nothing, so nothing is lost: try again within the next hour.`;
function analyticsRequest(dataset, query, place, limit = dataset.limit) {
  const { projectId, dateFrom, dateTo } = query;
  const filters = dataset.filtered ? { source: query.source, status: query.status } : {};
  const at = place.kind === "offset" ? { offset: place.offset } : place.kind === "cursor" ? { cursor: place.cursor } : {};
  const where = place.kind === "offset" && place.offset > 0 ? ` at offset ${place.offset}` : place.kind === "cursor" && place.cursor !== void 0 ? " (next page)" : "";
  return {
    method: "GET",
    segments: ["v1", "analytics", projectId, ...dataset.segments],
    query: { dateFrom, dateTo, ...filters, limit, ...at },
    action: `read ${dataset.name} of project "${projectId}"${where}`,
    notFound: `Project "${projectId}" was not found: check the projectId input`,
    badRequestHint: "Check the dateFrom, dateTo and days inputs" + (dataset.filtered ? ", and feedback-source and feedback-status" : ""),
    rateLimit: ANALYTICS_RATE_LIMIT,
    maxBodyBytes: dataset.name === "assistant" ? MAX_ASSISTANT_PAGE_BYTES : MAX_PAGE_BYTES
  };
}
function createAnalyticsApi(client, describe = analyticsRequest) {
  return {
    async page(dataset, query, place, bounds) {
      const op = describe(dataset, query, place, bounds.limit);
      const body = await client.request({
        ...op,
        allowance: bounds.allowance,
        ...bounds.signal === void 0 ? {} : { signal: bounds.signal }
      });
      const read = readPage(dataset, body);
      if (read.kind === "page") return read.page;
      const path = `/v1/analytics/${query.projectId}/${dataset.segments.join("/")}`;
      throw invalidAnswer(
        `The service's answer to the request to ${op.action} ${read.problem}.`,
        read.problem,
        { method: "GET", path }
      );
    }
  };
}
function readPage(dataset, body) {
  const bad = (problem) => ({ kind: "malformed", problem });
  if (typeof body !== "object" || body === null || Array.isArray(body))
    return bad("is not an object");
  const answer = body;
  if (dataset.paging === "offset") {
    const problem = countsProblem(answer.totals, "totals");
    if (problem !== void 0) return bad(problem);
    if (typeof answer.hasMore !== "boolean") return bad("has no hasMore flag");
  }
  if (dataset.list === void 0) {
    const rows2 = [];
    const problem = takeRow(dataset, answer, rows2);
    if (problem !== void 0) return bad(problem);
    return { kind: "page", page: { rows: rows2, more: false, nextCursor: null } };
  }
  const list = answer[dataset.list];
  if (!Array.isArray(list)) return bad(`has no ${dataset.list} list`);
  const rows = [];
  for (let i = 0; i < list.length; i++) {
    const problem = takeRow(dataset, list[i], rows, i);
    if (problem !== void 0) return bad(problem);
  }
  const hasMore = answer.hasMore;
  const nextCursor = answer.nextCursor;
  if (dataset.name !== "searches" && typeof hasMore !== "boolean") return bad("has no hasMore flag");
  if (dataset.paging === "cursor" && nextCursor !== null && typeof nextCursor !== "string")
    return bad("has a nextCursor that is neither a string nor null");
  const more = dataset.paging === "cursor" ? (hasMore ?? true) === true && nextCursor !== null : hasMore === true;
  const deadEnd = dataset.paging === "cursor" && hasMore === true && nextCursor === null;
  const page = {
    rows,
    more,
    nextCursor: typeof nextCursor === "string" ? nextCursor : null,
    ...deadEnd ? { deadEnd } : {}
  };
  if (dataset.paging === "offset")
    return { kind: "page", page: { ...page, totals: answer.totals } };
  if (dataset.name === "searches") {
    if (!isCount(answer.totalSearches))
      return bad(fieldProblem("totalSearches", answer.totalSearches, "count"));
    return { kind: "page", page: { ...page, totalSearches: answer.totalSearches } };
  }
  return { kind: "page", page };
}
function isCounts(value) {
  return countsProblem(value, "counts") === void 0;
}
function countsProblem(value, where) {
  if (typeof value !== "object" || value === null) return `has no ${where} object`;
  const v = value;
  for (const name of ["human", "ai", "total"]) {
    if (!isCount(v[name])) return fieldProblem(`${where}.${name}`, v[name], "count");
  }
  return void 0;
}
function isCount(n) {
  return typeof n === "number" && Number.isSafeInteger(n) && n >= 0;
}
var KIND_TEXT = {
  count: "a whole number of 0 or more",
  ratio: "a number of 0 or more",
  text: "a string",
  "text?": "a string or null",
  flag: "true or false",
  sources: "a list of { title, url } strings"
};
function fits(kind, value) {
  switch (kind) {
    case "count":
      return isCount(value);
    case "ratio":
      return typeof value === "number" && Number.isFinite(value) && value >= 0;
    case "text":
      return typeof value === "string";
    case "text?":
      return typeof value === "string" || value === null;
    case "flag":
      return typeof value === "boolean";
    case "sources":
      return Array.isArray(value) && value.every(
        (s) => typeof s === "object" && s !== null && typeof s.title === "string" && typeof s.url === "string"
      );
  }
}
function takeRow(dataset, row, rows, at) {
  const where = () => at === void 0 ? void 0 : `${dataset.list}[${at}]`;
  if (typeof row !== "object" || row === null || Array.isArray(row))
    return `has ${where() ?? "an answer"} that is not an object`;
  const r = row;
  const out = {};
  for (const { name, kind, optional } of dataset.fields) {
    const value = r[name];
    if (value === void 0 && optional === true) continue;
    if (!fits(kind, value))
      return fieldProblem(at === void 0 ? name : `${where()}.${name}`, value, kind);
    out[name] = kind === "sources" ? value.map((s) => ({ title: s.title, url: s.url })) : value;
  }
  rows.push(out);
  return void 0;
}
function fieldProblem(name, value, kind) {
  const shown = value === void 0 ? "missing" : `= ${printable(JSON.stringify(value), 40)}`;
  return `has ${name} ${shown}, not ${KIND_TEXT[kind]}`;
}

// src/service/datasets.ts
var COUNTS = [
  { name: "path", kind: "text" },
  { name: "human", kind: "count" },
  { name: "ai", kind: "count" },
  { name: "total", kind: "count" }
];
var DATASETS = [
  spec("views", ["views"], "offset", 250, "views", COUNTS, "path"),
  spec("visitors", ["visitors"], "offset", 250, "visitors", COUNTS, "path"),
  spec(
    "feedback",
    ["feedback"],
    "cursor",
    100,
    "feedback",
    [
      { name: "id", kind: "text" },
      { name: "path", kind: "text" },
      { name: "comment", kind: "text?" },
      { name: "createdAt", kind: "text?" },
      { name: "source", kind: "text" },
      { name: "status", kind: "text" },
      { name: "helpful", kind: "flag", optional: true },
      { name: "contact", kind: "text?", optional: true },
      { name: "code", kind: "text", optional: true },
      { name: "filename", kind: "text?", optional: true },
      { name: "lang", kind: "text?", optional: true }
    ],
    "id",
    true
  ),
  spec(
    "feedback-by-page",
    ["feedback", "by-page"],
    "single",
    100,
    "feedback",
    [
      { name: "path", kind: "text" },
      { name: "thumbsUp", kind: "count" },
      { name: "thumbsDown", kind: "count" },
      { name: "code", kind: "count" },
      { name: "total", kind: "count" }
    ],
    "path",
    true
  ),
  spec(
    "searches",
    ["searches"],
    "cursor",
    100,
    "searches",
    [
      { name: "searchQuery", kind: "text" },
      { name: "hits", kind: "count" },
      { name: "ctr", kind: "ratio" },
      { name: "topClickedPage", kind: "text?" },
      { name: "lastSearchedAt", kind: "text" }
    ],
    "searchQuery"
  ),
  spec(
    "assistant",
    ["assistant"],
    "cursor",
    1e3,
    "conversations",
    [
      { name: "id", kind: "text" },
      { name: "timestamp", kind: "text" },
      { name: "query", kind: "text" },
      { name: "response", kind: "text" },
      { name: "responseType", kind: "text", optional: true },
      { name: "sources", kind: "sources" },
      { name: "resolutionStatus", kind: "text" },
      { name: "queryCategory", kind: "text?" },
      { name: "pageUrl", kind: "text?" }
    ],
    "id"
  ),
  spec(
    "assistant-callers",
    ["assistant", "caller-stats"],
    "single",
    void 0,
    void 0,
    ["web", "api", "other", "total"].map((name) => ({ name, kind: "count" })),
    void 0
  )
];
function spec(name, segments, paging, limit, list, fields, key, filtered = false) {
  return { name, segments, paging, limit, list, fields, key, filtered };
}
var DATASET_NAMES = DATASETS.map((d) => d.name);
function datasetSpec(name) {
  const found2 = DATASETS.find((d) => d.name === name);
  if (found2 === void 0) throw new Error(`no dataset ${name}`);
  return found2;
}

// src/service/visitors.ts
var VISITORS = datasetSpec("visitors");
function visitorsRequest(projectId, query, signal) {
  return {
    method: "GET",
    segments: ["v1", "analytics", projectId, ...VISITORS.segments],
    query: { ...query },
    action: `read visitors of project "${projectId}" at offset ${query.offset}`,
    notFound: `Project "${projectId}" was not found: check the projectId input`,
    rateLimit: `${ANALYTICS_LIMIT}; the export keeps its place in the next-offset output.`,
    maxBodyBytes: MAX_PAGE_BYTES,
    ...signal === void 0 ? {} : { signal }
  };
}
var visitorsPage = (dataset, query, place, limit) => {
  const { projectId, dateFrom, dateTo } = query;
  const offset = place.kind === "offset" ? place.offset : 0;
  return visitorsRequest(projectId, {
    dateFrom,
    dateTo,
    limit: limit ?? dataset.limit ?? 250,
    offset
  });
};

// src/export/period.ts
var DAY_MS = 864e5;
var PERIOD_INPUTS = {
  dateFrom: "",
  dateTo: "",
  days: ""
};
var OPEN_FROM = "the start";
var OPEN_TO = "now";
function readPeriod(input, now) {
  const rawFrom = input("dateFrom");
  const rawTo = input("dateTo");
  const rawDays = input("days");
  const from = rawFrom === "" ? void 0 : parseDate("dateFrom", rawFrom);
  const to = rawTo === "" ? void 0 : parseDate("dateTo", rawTo);
  if (rawDays === "") return notAhead(between({ from, to }, "dateFrom"), now);
  if (from !== void 0 || to !== void 0) {
    throw new InputError(
      "days",
      `Input "days" cannot be used together with "${from !== void 0 ? "dateFrom" : "dateTo"}": give either days, or dateFrom/dateTo.`
    );
  }
  const days = parseInteger("days", rawDays, {
    min: 1,
    max: 3660,
    what: "how many whole days back from today, UTC"
  });
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  return { from: dayAt(today - days * DAY_MS), to: dayAt(today) };
}
function notAhead(period, now) {
  const { from, to } = period;
  const today = isoDay(now);
  const tomorrow = Math.floor(now / DAY_MS) * DAY_MS + DAY_MS;
  if (from !== void 0 && from.at > now) {
    throw new InputError(
      "dateFrom",
      `Input "dateFrom" (${from.text}) is in the future: today is ${today} (UTC), and a period that has not begun has nothing to export yet. Nothing was sent. Give a dateFrom up to today, or "days" for the last whole days.`
    );
  }
  if (to !== void 0 && to.at > tomorrow) {
    throw new InputError(
      "dateTo",
      `Input "dateTo" (${to.text}) is after today, ${today} (UTC): the days after today have no data, and the period would be said and compared as if they had. Nothing was sent. Leave dateTo empty to export up to now, or give at most ${isoDay(tomorrow)} (dateTo is exclusive, so that keeps today in).`
    );
  }
  return period;
}
function between(period, input) {
  const { from, to } = period;
  if (from === void 0 || to === void 0 || from.at < to.at) return period;
  const why = `(${from.text}) must be before "dateTo" (${to.text}); dateTo is exclusive.`;
  throw new InputError(
    input,
    input === "dateFrom" ? `Input "dateFrom" ${why}` : `Input "${input}" names a period whose dateFrom ${why}`
  );
}
function periodDates(period) {
  return { dateFrom: period.from?.text, dateTo: period.to?.text };
}
function periodBounds(period) {
  return `${period.from?.text ?? OPEN_FROM} to ${period.to?.text ?? OPEN_TO}`;
}
function periodRange(period) {
  return `${periodBounds(period)} (exclusive)`;
}
function dayAt(ms) {
  return { text: isoDay(ms), at: ms };
}
function isoDay(ms) {
  return new Date(ms).toISOString().slice(0, 10);
}

// src/export/export-datasets.ts
import { join } from "node:path";

// src/export/dataset-file.ts
function openDatasetWriter(dataset, file, redact) {
  const out = openFile(file.path, file.input, file.confinedTo);
  const clean = (row) => cleanRow(row, redact);
  switch (file.format) {
    case "csv":
      return csvWriter(dataset, out, clean);
    case "ndjson":
      return {
        encode: (rows) => Promise.resolve({
          bytes: Buffer.from(rows.map((row) => JSON.stringify(clean(row)) + "\n").join("")),
          rows: rows.length
        }),
        write: (page) => out.put(page.bytes),
        close: out.finish
      };
    case "json":
      return file.header === void 0 ? jsonWriter(out, clean, { open: "[", close: "]\n" }) : headedWriter(out, clean, headOf(dataset, file.header));
  }
}
function csvRecord(fields) {
  let record = "";
  for (let at = 0; at < fields.length; at++) {
    const field = fields[at];
    if (at > 0) record += ",";
    record += QUOTED.test(field) ? `"${field.replaceAll('"', '""')}"` : field;
  }
  return `${record}\r
`;
}
var QUOTED = /[",\r\n]/;
function csvWriter(dataset, { put, finish }, clean) {
  const names = dataset.fields.map((f) => f.name);
  let headed = false;
  const head = async () => {
    if (headed) return;
    headed = true;
    await put(csvRecord(names));
  };
  return {
    encode(rows) {
      let text = "";
      for (const row of rows) {
        const cleaned = clean(row);
        text += csvRecord(names.map((name) => cell(cleaned[name])));
      }
      return Promise.resolve({ bytes: Buffer.from(text), rows: rows.length });
    },
    async write(page) {
      await head();
      await put(page.bytes);
    },
    async close() {
      await head();
      await finish();
    }
  };
}
function jsonWriter({ put, finish }, clean, ends) {
  let first2 = true;
  let opened;
  const open = () => opened ??= put(ends.open);
  return {
    encode: (rows) => jsonRows(rows, clean),
    async write(page) {
      await open();
      if (page.rows === 0) return;
      await put(first2 ? "\n" : ",\n");
      await put(page.bytes);
      first2 = false;
    },
    async close() {
      await open();
      await put(first2 ? ends.close : `
${ends.close}`);
      await finish();
    }
  };
}
function jsonRows(rows, clean) {
  const text = rows.map((row) => JSON.stringify(clean(row))).join(",\n");
  return Promise.resolve({ bytes: Buffer.from(text), rows: rows.length });
}
function headOf(dataset, period) {
  const { dateFrom, dateTo } = periodDates(period);
  const list = JSON.stringify(dataset.list ?? "rows");
  return (totals) => `{"dateFrom":${JSON.stringify(dateFrom ?? null)},"dateTo":${JSON.stringify(dateTo ?? null)},"totals":${JSON.stringify(totals)},${list}:[`;
}
function headedWriter(out, clean, head) {
  let body;
  const open = (totals) => body ??= jsonWriter(out, clean, { open: head(totals), close: "]}\n" });
  return {
    encode: (rows) => jsonRows(rows, clean),
    write: (page, totals) => open(totalsOf(totals)).write(page),
    close: () => open(null).close()
  };
}
function totalsOf(totals) {
  return totals === void 0 ? null : { human: totals.human, ai: totals.ai, total: totals.total };
}
function cell(value) {
  if (value === null || value === void 0) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  return JSON.stringify(value);
}
function cleanRow(row, redact) {
  const names = Object.keys(row);
  let out;
  for (let at = 0; at < names.length; at++) {
    const name = names[at];
    const value = row[name];
    const clean = cleanValue(value, redact);
    if (out === void 0 && clean !== value) out = names.slice(0, at).map((n) => [n, row[n]]);
    out?.push([name, clean]);
  }
  return out === void 0 ? row : Object.fromEntries(out);
}
function cleanValue(value, redact) {
  if (typeof value === "string") return redact(value);
  if (Array.isArray(value)) {
    const clean = value.map((v) => cleanValue(v, redact));
    return clean.every((v, at) => v === value[at]) ? value : clean;
  }
  if (typeof value === "object" && value !== null) return cleanRow(value, redact);
  return value;
}

// src/text/seal.ts
import { createHmac, timingSafeEqual } from "node:crypto";
function sealOf(key, text, bytes = 32) {
  return createHmac("sha256", key).update(text).digest().subarray(0, bytes).toString("base64url");
}

// src/export/resume.ts
var VERSION = 1;
var MAX_RESUME_CHARS = 64 * 1024;
function sealResume(json, key) {
  const payload = Buffer.from(json).toString("base64url");
  return `${payload}.${resumeSeal(payload, key)}`;
}
function resumeSeal(payload, key) {
  return sealOf(key, `mintlify-analytics-resume.${payload}`);
}
function encodeResume(resume, key) {
  const places = {};
  for (const name of resume.datasets) {
    const place = resume.places[name];
    if (place === void 0) continue;
    places[name] = place.kind === "done" ? "done" : place.kind === "offset" ? { offset: place.offset } : place.kind === "cursor" ? { cursor: place.cursor ?? null } : "start";
  }
  const { dateFrom, dateTo } = periodDates(resume.period);
  const doc = {
    v: VERSION,
    project: resume.projectId,
    from: dateFrom ?? null,
    to: dateTo ?? null,
    source: resume.source ?? null,
    status: resume.status ?? null,
    datasets: resume.datasets,
    places
  };
  return sealResume(JSON.stringify(doc), key);
}

// src/export/read-ahead.ts
var ReadAhead = class {
  held;
  /** Asks `read` for `run`'s page at `place` now; `read` is given the signal that stops it. */
  ask(run, place, read) {
    const stop = new AbortController();
    const answer = read(stop.signal).then(
      (page) => ({ page }),
      (error2) => ({ error: error2 })
    );
    this.held = { run, place, answer, stop };
  }
  /** Whether `run`'s page at `place` has been asked for already. */
  holds(run, place) {
    const { held } = this;
    return held?.run === run && samePlace(held.place, place);
  }
  /**
   * `run`'s page at `place`: the one asked for ahead when it is that page (its failure thrown as
   * `read` would throw it), or else, once any other is dropped, `read`'s.
   */
  async page(run, place, read) {
    const { held } = this;
    if (held === void 0 || !this.holds(run, place)) {
      await this.drop();
      return read();
    }
    this.held = void 0;
    const answer = await held.answer;
    if ("error" in answer) throw answer.error;
    return answer.page;
  }
  /** Stops the page asked for ahead, if any, and waits until it has. */
  async drop() {
    const { held } = this;
    this.held = void 0;
    if (held === void 0) return;
    held.stop.abort();
    await held.answer;
  }
};
function samePlace(a, b) {
  if (a.kind === "offset") return b.kind === "offset" && a.offset === b.offset;
  if (a.kind === "cursor") return b.kind === "cursor" && a.cursor === b.cursor;
  return a.kind === b.kind;
}

// src/export/counts.ts
var numbers;
function count(n) {
  if (Number.isSafeInteger(n) && !Object.is(n, -0))
    return String(n).replace(/\B(?=(\d{3})+$)/g, ",");
  return (numbers ??= new Intl.NumberFormat("en-US")).format(n);
}
var MAX_LABEL_CHARS = 32;
function chartLabel(path) {
  const safe = path.replace(/[^\p{L}\p{N}/._~#+:@%…-]/gu, "_");
  if (safe.length <= MAX_LABEL_CHARS) return safe;
  const cut = safe.slice(-(MAX_LABEL_CHARS - 1));
  const tail = /[\uDC00-\uDFFF]/.test(cut.charAt(0)) ? cut.slice(1) : cut;
  const slash = tail.indexOf("/");
  return `\u2026${slash !== -1 && slash <= MAX_LABEL_CHARS / 2 ? tail.slice(slash) : tail}`;
}
function heading(title, shortfall2) {
  return shortfall2 === void 0 ? `## \u2705 ${title}` : `## \u26A0\uFE0F ${title} \u2014 incomplete: ${shortfall2}`;
}

// src/export/paging.ts
import { createHash } from "node:crypto";
var PageWatch = class {
  constructor(log, what) {
    this.log = log;
    this.what = what;
  }
  log;
  what;
  /** The totals last seen, and where: a change is warned about once per change. */
  last;
  previous;
  /** Each page's digest, and where it was read. */
  digests = /* @__PURE__ */ new Map();
  /**
   * Notes a page read `at` ("offset 250", "page 3"); says why paging must stop when the page
   * shows that it would never end, and whether its rows are still to be written.
   */
  see(page, at) {
    const { what } = this;
    if (page.totals !== void 0) {
      if (this.last !== void 0 && this.last.totals !== page.totals) {
        this.log.warning(
          `The totals changed while paging: ${this.last.at} said ${this.last.totals}, ${at} says ${page.totals}. The data moved during the export; rows may be missing or repeated. The first totals are kept.`
        );
      }
      this.last = { totals: page.totals, at };
    }
    const stalled = page.more ? this.stall(page, at) : void 0;
    if (stalled !== void 0) return stalled;
    const keys = /* @__PURE__ */ new Set();
    const repeated = [];
    for (const key of page.keys) {
      if (this.previous?.keys.has(key) === true || keys.has(key)) repeated.push(key);
      keys.add(key);
    }
    if (repeated.length > 0) {
      const before = this.previous;
      this.log.warning(
        `${repeated.length} ${what.key}(s) came back again in the page at ${at}, e.g. ${JSON.stringify(repeated[0])}${before === void 0 ? "" : ` (already in the page at ${before.at})`}: the data moved while paging.`
      );
    }
    this.previous = { at, keys };
    return void 0;
  }
  /**
   * Whether a page of rows named `keys` that says more follow moves the paging on, as far as its
   * names tell: it has rows, and one the previous page did not have. (One row for row like an
   * earlier page is known only by its bytes, once encoded: `see`.)
   */
  moves(keys) {
    const before = this.previous;
    return keys.length > 0 && (before === void 0 || !keys.every((key) => before.keys.has(key)));
  }
  /** Why a page that says more follow shows the paging is not moving, or undefined. */
  stall(page, at) {
    const more = `said more ${this.what.rows} follow ${at} but`;
    if (page.rows === 0) return { why: `${more} sent none`, keep: true };
    const digest = createHash("sha256").update(page.bytes).digest("base64");
    const again = this.digests.get(digest);
    if (again !== void 0) {
      const why = `${more} sent the same ${page.rows} rows as at ${again}, so paging would never end (they are in the file once)`;
      return { why, keep: false };
    }
    this.digests.set(digest, at);
    const before = this.previous;
    if (before !== void 0 && page.keys.every((key) => before.keys.has(key))) {
      const why = `${more} sent only ${this.what.keys} the page at ${before.at} had, so paging would never end (its ${page.rows} rows are kept)`;
      return { why, keep: true };
    }
    return void 0;
  }
};
function describeCounts(c) {
  return `human ${c.human}, ai ${c.ai}, total ${c.total}`;
}
var Best = class {
  constructor(size, score) {
    this.size = size;
    this.score = score;
  }
  size;
  score;
  best = [];
  add(item) {
    if (this.size === 0) return;
    const score = this.score(item);
    const last = this.best.at(-1);
    if (this.best.length >= this.size && last !== void 0 && score <= last.score) return;
    let lo = 0;
    let hi = this.best.length;
    while (lo < hi) {
      const mid = lo + hi >>> 1;
      if ((this.best[mid]?.score ?? 0) >= score) lo = mid + 1;
      else hi = mid;
    }
    this.best.splice(lo, 0, { item, score });
    if (this.best.length > this.size) this.best.pop();
  }
  items() {
    return this.best.map((b) => b.item);
  }
};
function nextOffset(log, lead, at) {
  const next = at.offset + at.received;
  if (at.received < at.limit) {
    log.warning(
      `${lead} at offset ${at.offset} had ${at.received} rows, fewer than limit ${at.limit}, though more follow; the next page is read from offset ${next}, so no row is skipped.`
    );
  }
  return next;
}

// src/export/tally.ts
var num = (field) => (row) => typeof row[field] === "number" ? row[field] : 0;
var always = () => true;
var first = () => 0;
var LISTS = {
  views: [{ name: "top", keep: always, score: num("total") }],
  visitors: [{ name: "top", keep: always, score: num("total") }],
  // A page readers rated down more than up (15 down and 16 up is not a gap).
  "feedback-by-page": [
    {
      name: "rated-down",
      keep: (row) => num("thumbsDown")(row) > num("thumbsUp")(row),
      score: num("thumbsDown")
    }
  ],
  searches: [
    { name: "searched", keep: always, score: num("hits") },
    // A search whose results nobody opened: the readers did not find what they looked for.
    { name: "no-clicks", keep: (row) => row.ctr === 0, score: num("hits") }
  ],
  feedback: [
    {
      name: "comments",
      keep: (row) => typeof row.comment === "string" && row.comment.trim() !== "",
      score: first
    }
  ],
  assistant: [
    { name: "unanswered", keep: (row) => row.resolutionStatus === "unanswered", score: first }
  ],
  "assistant-callers": [{ name: "callers", keep: always, score: first }]
};
var MAX_GROUPS = 5e3;
var NOTES_KEPT = 3;
var KEPT_CHARS = 1e3;
var GROUPS = {
  assistant: {
    keep: (row) => row.resolutionStatus === "unanswered" && typeof row.query === "string",
    key: (row) => sameQuestion(String(row.query)),
    text: (row) => String(row.query),
    note: (row) => row.pageUrl
  },
  // What readers wrote on a page they did not find helpful (or rated no way: a code block's).
  feedback: {
    keep: (row) => row.helpful !== true && typeof row.comment === "string" && row.comment.trim() !== "",
    key: (row) => String(row.path),
    text: (row) => String(row.path),
    note: (row) => row.comment
  }
};
function sameQuestion(text) {
  return text.slice(0, KEPT_CHARS).normalize("NFKC").toLowerCase().replace(/[\p{Cf}\p{Cc}]/gu, " ").replace(/\s+/g, " ").replace(/^[\s\p{P}]+/u, "").replace(END_TRIMMED, "");
}
var END_TRIMMED = /(?<![\s\p{P}])[\s\p{P}]+$/u;
var COUNTED = {
  feedback: "helpful",
  assistant: "resolutionStatus"
};
var Tally = class {
  constructor(dataset, size) {
    this.dataset = dataset;
    this.lists = LISTS[dataset].map((rule) => ({
      rule,
      best: new Best(size, rule.score),
      qualified: 0
    }));
  }
  dataset;
  rows = 0;
  /** Pages received. */
  pages = 0;
  /** The first page's site-wide totals (views, visitors). */
  totals;
  /** The first page's search events in the range (searches). */
  totalSearches;
  /** Whether the service said more rows exist than a single-request dataset holds. */
  cut = false;
  /** Rows by the value of `COUNTED`'s field ("true", "false", "unanswered"). */
  counts = /* @__PURE__ */ new Map();
  /** Rows of `GROUPS`' rule past `MAX_GROUPS` distinct groups. */
  ungrouped = 0;
  lists;
  grouped = /* @__PURE__ */ new Map();
  add(page) {
    this.pages++;
    this.totals ??= page.totals;
    this.totalSearches ??= page.totalSearches;
    const counted = COUNTED[this.dataset];
    for (const row of page.rows) {
      this.rows++;
      if (counted !== void 0) {
        const value = row[counted] === void 0 ? "unknown" : cell(row[counted]);
        this.counts.set(value, (this.counts.get(value) ?? 0) + 1);
      }
      for (const list of this.lists) {
        if (!list.rule.keep(row)) continue;
        list.qualified++;
        list.best.add(row);
      }
      this.group(row);
    }
  }
  /** The groups, the largest first (ties: first seen first). */
  groups() {
    return [...this.grouped.values()].sort((a, b) => b.count - a.count);
  }
  group(row) {
    const rule = GROUPS[this.dataset];
    if (rule === void 0 || !rule.keep(row)) return;
    const key = rule.key(row);
    let group2 = this.grouped.get(key);
    if (group2 === void 0) {
      if (this.grouped.size >= MAX_GROUPS) {
        this.ungrouped++;
        return;
      }
      group2 = { text: rule.text(row).slice(0, KEPT_CHARS), count: 0, notes: [] };
      this.grouped.set(key, group2);
    }
    group2.count++;
    const note = rule.note(row);
    if (typeof note !== "string" || note.trim() === "" || group2.notes.length >= NOTES_KEPT) return;
    const kept = note.slice(0, KEPT_CHARS);
    if (!group2.notes.includes(kept)) group2.notes.push(kept);
  }
  /** The top rows of a list, as many as the tally keeps. */
  list(name) {
    return this.lists.find((l) => l.rule.name === name)?.best.items() ?? [];
  }
  /** How many rows qualified for a list, kept or not. */
  qualified(name) {
    return this.lists.find((l) => l.rule.name === name)?.qualified ?? 0;
  }
};

// src/export/dataset-run.ts
var DatasetRun = class {
  constructor(name, standing, ask, log) {
    this.standing = standing;
    this.spec = datasetSpec(name);
    this.tally = new Tally(name, ask.topRows);
    const key = this.spec.key ?? "row";
    const named = ask.files.kind === "folder";
    this.lead = named ? `${name}: the page` : "The page";
    this.watch = new PageWatch(log, { rows: name, key, keys: named ? `${key} values` : `${key}s` });
    this.skipped = standing.kind === "done";
    this.lastPage = standing;
    this.limit = ask.pageRows ?? this.spec.limit ?? 0;
    this.maxRows = this.spec.paging === "offset" ? ask.maxRows ?? Infinity : Infinity;
  }
  standing;
  spec;
  tally;
  watch;
  skipped;
  writer;
  path;
  error;
  deadEnd;
  received = 0;
  lastPage;
  /** `maxRows` rows are in. */
  full = false;
  cursors = /* @__PURE__ */ new Set();
  keys;
  /** How messages name a page: "views: the page", or "The page" in a one-dataset file. */
  lead;
  limit;
  maxRows;
  get open() {
    return this.standing.kind !== "done" && this.error === void 0 && !this.full;
  }
  /** Where the next page is read, for messages: "offset 250", "page 3". */
  get at() {
    const s = this.standing;
    return s.kind === "offset" ? `offset ${s.offset}` : `page ${this.tally.pages + 1}`;
  }
  /**
   * Where the page after `page` is read, as far as can be told before it is taken in: more follow,
   * at the offset after its rows or at a cursor not given before, and `maxRows` leaves room past
   * it. Undefined when paging certainly ends with it. Taking it in may still end the paging (a
   * page that comes again, a write that fails): a page asked for ahead at this place is then not
   * read.
   */
  nextPlace(page) {
    const s = this.standing;
    if (!page.more || !this.watch.moves(this.keysOf(page))) return void 0;
    if (this.tally.rows + page.rows.length >= this.maxRows) return void 0;
    if (s.kind === "offset") return { kind: "offset", offset: s.offset + page.rows.length };
    const next = page.nextCursor;
    if (s.kind !== "cursor" || next === null || this.cursors.has(next)) return void 0;
    return { kind: "cursor", cursor: next };
  }
  /** The names of a page's rows (its key field's values), worked out once a page. */
  keysOf(page) {
    const known = this.keys;
    if (known?.page === page) return known.keys;
    const keys = page.rows.map((row) => cell(row[this.spec.key ?? ""]));
    this.keys = { page, keys };
    return keys;
  }
  /**
   * Takes a page in: watched, written (as much of it as `maxRows` leaves room for), counted, then
   * where the next one starts. Says why paging cannot go on, when it cannot; a failed write
   * throws, the place unmoved.
   */
  async take(page, log) {
    const at = this.at;
    this.received++;
    this.lastPage = this.standing;
    this.tally.totals ??= page.totals;
    const encoded = await this.encode(page.rows);
    const stuck = this.watch.see(
      {
        keys: this.keysOf(page),
        bytes: encoded.bytes,
        rows: encoded.rows,
        more: page.more,
        totals: totalsText(page)
      },
      at
    );
    if (stuck?.keep !== false) {
      const taken = page.rows.slice(0, this.maxRows - this.tally.rows);
      const cut = taken.length < page.rows.length;
      await this.writer?.write(cut ? await this.encode(taken) : encoded, page.totals);
      this.tally.add({ ...page, rows: taken });
      log.debug(`${this.spec.name}: ${taken.length} rows at ${at}`);
      if (cut) return this.stop(taken.length);
    }
    if (stuck !== void 0) {
      this.passPast(page);
      return stuck.why;
    }
    const cycling = this.advance(page, log);
    if (this.tally.rows >= this.maxRows) this.full = true;
    return cycling;
  }
  /** Rows as the file holds them; without a file (it could not be opened), as JSON. */
  async encode(rows) {
    if (this.writer !== void 0) return this.writer.encode(rows);
    return { bytes: Buffer.from(JSON.stringify(rows)), rows: rows.length };
  }
  /** Stops at `maxRows`, `taken` rows into the page: a later export continues right after them. */
  stop(taken) {
    const s = this.standing;
    if (s.kind === "offset") this.standing = { kind: "offset", offset: s.offset + taken };
    this.full = true;
    return void 0;
  }
  /** Where the next page starts, or why paging cannot go on. */
  advance(page, log) {
    const s = this.standing;
    if (!page.more) {
      this.standing = { kind: "done" };
      if (page.deadEnd === true) this.endIncomplete(log);
      return void 0;
    }
    if (s.kind === "offset") {
      const at = { offset: s.offset, received: page.rows.length, limit: this.limit };
      this.standing = { kind: "offset", offset: nextOffset(log, this.lead, at) };
      return void 0;
    }
    if (s.kind === "cursor" && page.nextCursor !== null) {
      const again = this.cursors.has(page.nextCursor);
      this.cursors.add(page.nextCursor);
      this.standing = { kind: "cursor", cursor: page.nextCursor };
      return again ? `said more ${this.spec.name} follow but gave a nextCursor it had given before, so paging would never end` : void 0;
    }
    this.tally.cut = true;
    this.standing = { kind: "done" };
    return void 0;
  }
  /**
   * Moves past a page after which paging cannot go on (a stall the watch saw), its rows written or
   * held already: a resume goes on after it, never reading into the file what it holds.
   */
  passPast(page) {
    const s = this.standing;
    if (s.kind === "offset") this.standing = { kind: "offset", offset: s.offset + page.rows.length };
    else if (s.kind === "cursor" && page.nextCursor !== null)
      this.standing = { kind: "cursor", cursor: page.nextCursor };
  }
  /**
   * The service said more rows follow and gave no cursor to read them by: the rows read stay in the
   * file, and the dataset ends there, incomplete. There is no place to resume from (reading the
   * last page again would only write its rows twice), so it is done; the warning says so.
   */
  endIncomplete(log) {
    const { name } = this.spec;
    const { pages, rows } = this.tally;
    this.deadEnd = `the service said more ${name} follow (hasMore: true) with page ${pages} but gave no nextCursor, so the export could not go on`;
    const file = this.path === void 0 ? "" : ` in ${this.path}`;
    log.warning(
      `${name}: ${this.deadEnd}. The ${count(rows)} rows read (${pages} page(s)) are kept${file}; the dataset is incomplete. Run the export again to read it from the start.`
    );
  }
  result() {
    const outcome = this.skipped ? "skipped" : this.error !== void 0 ? "failed" : this.deadEnd !== void 0 ? "incomplete" : this.standing.kind === "done" ? "complete" : this.full ? "stopped" : "unfinished";
    const { spec: spec2, path, tally, error: error2, standing, deadEnd, received, lastPage } = this;
    return { name: spec2.name, path, tally, outcome, error: error2, standing, deadEnd, received, lastPage };
  }
};
function totalsText(page) {
  if (page.totals !== void 0) return describeCounts(page.totals);
  return page.totalSearches === void 0 ? void 0 : `totalSearches ${page.totalSearches}`;
}

// src/export/halt.ts
function final(halt) {
  return halt?.kind === "refused" || halt?.kind === "unknown-project";
}
function haltOf(error2, budget, met) {
  const { failure } = error2;
  if (met !== void 0 && failure.kind === "status" && failure.status === 404)
    return met.project.notFound(met.dataset, error2);
  if (failure.kind === "cancelled") return { kind: "cancelled" };
  if (failure.kind === "status" && failure.status === 429)
    return budget.allowance === void 0 ? void 0 : { kind: "rate-limited", error: error2 };
  if (failure.kind === "status" && (failure.status === 401 || failure.status === 403))
    return { kind: "refused", error: error2 };
  if (budget.left === 0 && isRetryable(failure, true)) return { kind: "budget" };
  return void 0;
}
var ProjectWatch = class {
  answered = false;
  missing;
  ok() {
    this.answered = true;
  }
  notFound(name, error2) {
    if (this.answered || this.missing === name) return void 0;
    if (this.missing === void 0) {
      this.missing = name;
      return void 0;
    }
    return { kind: "unknown-project", error: error2, datasets: [this.missing, name] };
  }
};
var Budget = class {
  constructor(policy) {
    this.policy = policy;
  }
  policy;
  used = 0;
  get left() {
    return this.policy.kind === "allowance" ? this.policy.max - this.used : Infinity;
  }
  take() {
    this.used++;
  }
  /** What the client is given to draw on: this budget, when it is an allowance. */
  get allowance() {
    return this.policy.kind === "allowance" ? this : void 0;
  }
};

// src/export/page-read.ts
function queryOf(request, period = request.period) {
  const { projectId, source, status } = request;
  return { projectId, ...periodDates(period), source, status };
}
function boundsOf(request, deps, budget) {
  const { allowance } = budget;
  if (allowance === void 0) budget.take();
  return {
    allowance,
    ...request.pageRows === void 0 ? {} : { limit: request.pageRows },
    ...deps.signal === void 0 ? {} : { signal: deps.signal }
  };
}

// src/export/compare.ts
var COMPARED = [
  "views",
  "visitors",
  "searches",
  "feedback-by-page",
  "assistant-callers"
];
async function comparePrevious(runs, request, deps, budget, previous) {
  const period = request.previous;
  if (period === void 0) return void 0;
  for (const run of runs) {
    if (run.skipped || !COMPARED.includes(run.spec.name)) continue;
    if (budget.left === 0) return { kind: "budget" };
    try {
      const query = queryOf(request, period);
      const bounds = boundsOf(request, deps, budget);
      const page = await deps.api.page(run.spec, query, startOf(run.spec), bounds);
      previous.set(run.spec.name, page);
    } catch (error2) {
      if (!(error2 instanceof ServiceError)) throw error2;
      const halt = haltOf(error2, budget);
      if (halt !== void 0) return halt;
      deps.log.warning(
        `${run.spec.name}: the previous period (${periodBounds(period)}) could not be read, so the summary compares nothing for it: ${error2.message}`
      );
    }
  }
  return void 0;
}

// src/export/export-datasets.ts
async function exportAnalytics(request, deps) {
  const runs = request.datasets.map(
    (name) => new DatasetRun(name, standingOf(request, datasetSpec(name)), request, deps.log)
  );
  runs.sort((a, b) => Number(b.spec.paging === "single") - Number(a.spec.paging === "single"));
  openFiles(runs, request, deps);
  const spend = {
    budget: new Budget(request.requests),
    project: new ProjectWatch(),
    ahead: new ReadAhead()
  };
  const { budget, ahead } = spend;
  const previous = /* @__PURE__ */ new Map();
  let halt;
  try {
    for (let round = 0; halt === void 0 && runs.some((r) => r.open); round++) {
      const open = runs.filter((r) => r.open);
      const compare = round === 0 && request.previous !== void 0;
      for (const [i, run] of open.entries()) {
        const following = (next) => {
          const later = open[i + 1];
          if (later !== void 0) return { run: later, place: later.standing };
          if (compare) return void 0;
          const first2 = runs.find((r) => r === run ? next !== void 0 : r.open);
          return first2 === run ? { run, place: next } : first2 && { run: first2, place: first2.standing };
        };
        halt = budget.left === 0 && !ahead.holds(run, run.standing) ? { kind: "budget" } : await step(run, request, deps, spend, following);
        if (halt !== void 0) break;
      }
      if (compare && halt === void 0)
        halt = await comparePrevious(runs, request, deps, budget, previous);
    }
  } finally {
    await ahead.drop();
  }
  for (const run of runs) await closeFile(run);
  const unfinished = runs.some((r) => r.standing.kind !== "done");
  const incomplete = runs.some((r) => r.deadEnd !== void 0);
  return {
    // In the order asked for, not the order spent in.
    datasets: request.datasets.flatMap(
      (name) => runs.filter((r) => r.spec.name === name).map((r) => r.result())
    ),
    requests: budget.used,
    halt,
    complete: !unfinished && !incomplete,
    resume: unfinished ? sealedResume(runs, request, halt) : "",
    previous
  };
}
function standingOf(request, spec2) {
  const { resume } = request;
  if (resume.kind === "sealed") return resume.from?.places[spec2.name] ?? startOf(spec2);
  return spec2.paging === "offset" ? { kind: "offset", offset: resume.offset } : startOf(spec2);
}
function sealedResume(runs, request, halt) {
  const { resume } = request;
  if (resume.kind !== "sealed") return "";
  const read = resume.from !== void 0 || runs.some((r) => r.tally.pages > 0);
  if (!read && final(halt)) return "";
  const { projectId, period, source, status, datasets } = request;
  const places = Object.fromEntries(runs.map((r) => [r.spec.name, r.standing]));
  return encodeResume({ projectId, period, source, status, datasets, places }, resume.secretKey);
}
function openFiles(runs, request, deps) {
  const { files, format, confinedTo: confinedTo2 } = request;
  for (const run of runs) {
    if (run.skipped) continue;
    const path = files.kind === "file" ? files.path : join(files.directory, `${run.spec.name}.${format}`);
    const input = files.kind === "file" ? "path" : "directory";
    const header = request.totalsHeader ? request.period : void 0;
    try {
      const file = { format, path, input, confinedTo: confinedTo2, header };
      run.writer = openDatasetWriter(run.spec, file, deps.redact);
      run.path = path;
    } catch (error2) {
      if (!(error2 instanceof ActionError)) throw error2;
      run.error = error2;
    }
  }
}
async function closeFile(run) {
  try {
    await run.writer?.close();
  } catch (error2) {
    if (!(error2 instanceof ActionError)) throw error2;
    run.error ??= error2;
  }
}
async function step(run, request, deps, spend, following) {
  const { budget, project, ahead } = spend;
  const place = run.standing;
  if (place.kind === "done") return void 0;
  if (deps.signal?.aborted === true) return { kind: "cancelled" };
  let page;
  try {
    page = await ahead.page(
      run,
      place,
      () => deps.api.page(run.spec, queryOf(request), place, boundsOf(request, deps, budget))
    );
  } catch (error2) {
    if (!(error2 instanceof ServiceError)) throw error2;
    const halt = haltOf(error2, budget, { project, dataset: run.spec.name });
    if (halt === void 0) run.error = error2;
    return halt;
  }
  project.ok();
  await askAhead(following(run.nextPlace(page)), request, deps, spend);
  try {
    const problem = await run.take(page, deps.log);
    if (problem !== void 0) run.error = malformed(request, run.spec, problem);
  } catch (error2) {
    if (!(error2 instanceof ActionError)) throw error2;
    run.error = error2;
  }
  return void 0;
}
async function askAhead(next, request, deps, { budget, ahead }) {
  const place = next?.place;
  if (next === void 0 || place === void 0 || place.kind === "done") return;
  if (budget.left === 0 || deps.signal?.aborted === true) return;
  ahead.ask(next.run, place, (stop) => {
    const signal = deps.signal === void 0 ? stop : AbortSignal.any([deps.signal, stop]);
    return deps.api.page(
      next.run.spec,
      queryOf(request),
      place,
      boundsOf(request, { ...deps, signal }, budget)
    );
  });
  await new Promise((resolve4) => setImmediate(resolve4));
}
function malformed(request, spec2, problem) {
  const path = `/v1/analytics/${request.projectId}/${spec2.segments.join("/")}`;
  return invalidAnswer(`The service ${problem}.`, problem, { method: "GET", path });
}

// src/visitors/export.ts
function visitorsExport(settings) {
  return {
    projectId: settings.projectId,
    datasets: ["visitors"],
    period: settings.period,
    source: void 0,
    status: void 0,
    previous: void 0,
    format: settings.format,
    files: { kind: "file", path: settings.path },
    confinedTo: settings.confinedTo,
    totalsHeader: true,
    pageRows: settings.limit,
    maxRows: settings.maxRows,
    topRows: settings.summaryRows,
    requests: { kind: "retried" },
    resume: { kind: "offset", offset: settings.offset }
  };
}
async function exportVisitors(request, deps) {
  return visitorsResult(await exportAnalytics(request, deps));
}
function visitorsResult(result) {
  const [dataset] = result.datasets;
  if (dataset === void 0) throw new Error("the visitors export read no dataset");
  const stats = statsOf(dataset);
  const nextOffset2 = resumeAt(dataset);
  const { halt } = result;
  if (halt?.kind === "cancelled") return { kind: "cancelled", stats, nextOffset: nextOffset2 };
  const error2 = dataset.error ?? errorOf(halt);
  if (error2 !== void 0) return { kind: "failed", stats, nextOffset: nextOffset2, error: error2 };
  if (dataset.outcome === "stopped") return { kind: "stopped", stats, nextOffset: nextOffset2 };
  if (dataset.outcome === "complete") return { kind: "complete", stats };
  throw new Error(`the visitors export ended ${dataset.outcome} with no reason`);
}
function statsOf(dataset) {
  const { tally } = dataset;
  return {
    totals: tally.totals,
    rows: tally.rows,
    pages: dataset.received,
    // The contract's four fields, checked by readPage.
    top: tally.list("top")
  };
}
function resumeAt(dataset) {
  const place = dataset.standing.kind === "done" ? dataset.lastPage : dataset.standing;
  return place.kind === "offset" ? place.offset : 0;
}
function errorOf(halt) {
  return halt === void 0 || halt.kind === "budget" || halt.kind === "cancelled" ? void 0 : halt.error;
}

// src/visitors/settings.ts
import { resolve as resolve3 } from "node:path";

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

// src/export/settings.ts
import { basename, isAbsolute as isAbsolute2, resolve as resolve2 } from "node:path";
var EXPORT_FORMATS = ["csv", "json", "ndjson"];
function confinedTo(input, path, workspace) {
  if (isAbsolute2(path)) return void 0;
  if (isWithin(resolve2(workspace, path), workspace)) return workspace;
  const example = `\${{ runner.temp }}/${basename(path) || "export"}`;
  throw new InputError(
    input,
    `Input "${input}" is "${path}", a relative path that leads outside the workspace ${workspace}: a relative path is read from the workspace and must stay inside it. Nothing was sent and nothing was written. To write outside the workspace on purpose, give "${input}" as an absolute path (such as ${example}).`
  );
}
function resolvePath(workspace, path) {
  return isAbsolute2(path) ? path : resolve2(workspace, path);
}

// src/visitors/settings.ts
var VISITORS_INPUTS = {
  ...SERVICE_INPUTS,
  ...PERIOD_INPUTS,
  limit: "250",
  offset: "0",
  "max-rows": "",
  format: "csv",
  path: "",
  "summary-rows": "20",
  chart: "true"
};
function readVisitorSettings(given, env, now = Date.now()) {
  const input = declaredReader(given, VISITORS_INPUTS);
  const service = readServiceSettings(input);
  const period = readPeriod(input, now);
  const format = parseChoice("format", input("format"), EXPORT_FORMATS);
  const rawMax = input("max-rows");
  const rawPath = input("path") === "" ? `visitors.${format}` : input("path");
  const workspace = resolve3(env.GITHUB_WORKSPACE ?? process.cwd());
  return {
    ...service,
    period,
    limit: parseInteger("limit", input("limit"), {
      min: 1,
      max: 250,
      what: "rows per page"
    }),
    offset: parseInteger("offset", input("offset"), { min: 0, what: "rows to skip" }),
    maxRows: rawMax === "" ? void 0 : parseInteger("max-rows", rawMax, { min: 1, what: "page rows to export at most" }),
    format,
    path: resolvePath(workspace, rawPath),
    workspace,
    confinedTo: confinedTo("path", rawPath, workspace),
    summaryRows: parseInteger("summary-rows", input("summary-rows"), {
      min: 0,
      max: 1e3,
      what: "top pages in the job summary"
    }),
    chart: parseBoolean("chart", input("chart"))
  };
}

// src/export/chart.ts
var MAX_BARS = 8;
var CHART_WIDTH_PX = 800;
var BAR_COLOR = "#0969da";
var BAR_ROW_PX = 34;
var FRAME_PX = 110;
function barChart(title, axis, bars) {
  const shown = bars.slice(0, MAX_BARS);
  if (shown.length < 2) return [];
  const end = axisEnd(Math.max(...shown.map((bar) => bar.value)));
  const height = FRAME_PX + BAR_ROW_PX * shown.length;
  return [
    "```mermaid",
    `%%{init: {"xyChart": {"width": ${CHART_WIDTH_PX}, "height": ${height}}, "themeVariables": {"xyChart": {"plotColorPalette": "${BAR_COLOR}"}}}}%%`,
    "xychart-beta horizontal",
    `    title "${plain(title)}"`,
    `    x-axis [${shown.map((bar) => `"${chartLabel(bar.label)}"`).join(", ")}]`,
    `    y-axis "${plain(axis)}" 0 --> ${end}`,
    `    bar [${shown.map((bar) => Math.max(0, bar.value)).join(", ")}]`,
    "```",
    ""
  ];
}
function axisEnd(most) {
  if (!(most > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(most));
  const step2 = [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].find((m) => m * power >= most) ?? 10;
  return Number((step2 * power).toPrecision(12));
}
function plain(text) {
  return text.replace(/["\r\n`]/g, " ");
}

// src/visitors/summary.ts
function renderVisitorsSummary(result, meta) {
  const { stats } = result;
  const partial = result.kind !== "complete";
  const why = shortfall(result);
  const range = escapeMarkdown(periodRange(meta.period));
  const lines = [heading(`Unique visitors, ${range}`, why), ""];
  if (why !== void 0 && result.kind !== "complete") {
    lines.push(
      `Export ${why}: ${count(stats.rows)} rows written; continue with \`offset: ${result.nextOffset}\`.`,
      ""
    );
  }
  if (stats.totals !== void 0) {
    const t = stats.totals;
    lines.push(
      ...table(
        ["", "visitors"],
        [
          ["Human", count(t.human)],
          ["AI", count(t.ai)],
          ["Total (deduplicated)", count(t.total)]
        ]
      ),
      ""
    );
  }
  lines.push(
    `${count(stats.rows)} page rows in ${count(stats.pages)} request(s), written to \`${escapeCode(meta.path)}\`.`,
    ""
  );
  const top = meta.summaryRows === 0 ? [] : stats.top;
  const of = partial ? ", of the rows exported" : "";
  if (meta.chart) lines.push(...topChart(top, of));
  lines.push(...topTable(top, of));
  return lines.join("\n");
}
function topChart(top, of) {
  const shown = Math.min(top.length, MAX_BARS);
  const bars = top.map((row) => ({ label: row.path, value: row.total }));
  return barChart(`Top ${shown} pages${of} by visitors (human and AI)`, "visitors", bars);
}
function topTable(top, of) {
  if (top.length === 0) return [];
  return [
    `### Top ${top.length} pages by visitors${of}`,
    "",
    ...table(
      ["path", "human", "ai", "total"],
      top.map((row) => [escapeMarkdown(row.path), count(row.human), count(row.ai), count(row.total)])
    ),
    ""
  ];
}
function shortfall(result) {
  switch (result.kind) {
    case "complete":
      return void 0;
    case "stopped":
      return "stopped by max-rows";
    case "cancelled":
      return "cancelled";
    case "failed":
      return result.error instanceof ServiceError && result.error.status === 429 ? "rate limit reached" : "failed";
  }
}
function escapeCode(text) {
  return text.replace(/[`\r\n]/g, " ");
}

// src/visitors/action.ts
var visitorsAction = {
  secretInputs: ["secret-key"],
  inputs: VISITORS_INPUTS,
  readSettings: (io) => readVisitorSettings((name) => io.input(name), io.env),
  async run(settings, context) {
    const { io } = context;
    io.info(
      `${settings.dryRun ? "Would export" : "Exporting"} visitors of project ${settings.projectId} (${periodBounds(settings.period)}, ${settings.limit} per page, from offset ${settings.offset}) to ${settings.path}`
    );
    if (!isWithin(settings.path, settings.workspace)) {
      io.notice(
        `The export is written outside the workspace (${settings.workspace}), to ${settings.path}.`
      );
    }
    if (settings.dryRun) {
      const checked = await dryRun(planExport(settings), settings, context);
      if (checked.kind === "failed") return failed2(checked.message);
      io.setOutputs(totalsOutputs(checked.answer));
      return PASSED;
    }
    const api = connectService(
      settings,
      context,
      (client) => createAnalyticsApi(client, visitorsPage)
    );
    const result = await exportVisitors(visitorsExport(settings), {
      api,
      log: io,
      signal: context.time.signal,
      redact: (text) => io.redact(text)
    });
    io.setOutputs(exportOutputs(result, settings.path));
    const verdict = judgeExport(result, settings.path);
    if (verdict.kind === "passed") io.info(verdict.message);
    await io.writeSummary(renderVisitorsSummary(result, settings));
    return verdict.kind === "passed" ? PASSED : failed2(verdict.message);
  }
};
function exportOutputs(result, path) {
  const { stats } = result;
  const count2 = (key) => stats.totals === void 0 ? "" : String(stats.totals[key]);
  return {
    human: count2("human"),
    ai: count2("ai"),
    total: count2("total"),
    rows: String(stats.rows),
    pages: String(stats.pages),
    path,
    complete: String(result.kind === "complete"),
    "next-offset": result.kind === "complete" ? "" : String(result.nextOffset)
  };
}
function judgeExport(result, path) {
  const { rows, pages } = result.stats;
  switch (result.kind) {
    case "complete":
      return { kind: "passed", message: `Exported ${rows} rows in ${pages} request(s) to ${path}.` };
    case "stopped":
      return {
        kind: "passed",
        message: `Stopped at max-rows after ${rows} rows; continue with offset: ${result.nextOffset}.`
      };
    case "cancelled":
      return {
        kind: "failed",
        message: `The export was cancelled after ${rows} rows, kept in ${path}; continue with offset: ${result.nextOffset}.`
      };
    case "failed":
      return {
        kind: "failed",
        message: `${result.error.message} The export stopped at offset ${result.nextOffset}: the ${rows} rows before it are in ${path}. Run again with offset: ${result.nextOffset} to continue.`
      };
  }
}
function planExport(settings) {
  const { projectId, limit, offset } = settings;
  const { dateFrom, dateTo } = periodDates(settings.period);
  const first2 = visitorsRequest(projectId, { dateFrom, dateTo, limit, offset });
  const check = visitorsRequest(projectId, { dateFrom, dateTo, limit: 1, offset });
  return {
    prompt: void 0,
    planned: [
      {
        op: first2,
        when: `then one more for each further page while the service says hasMore${settings.maxRows === void 0 ? "" : `, up to max-rows (${settings.maxRows} rows)`}`
      }
    ],
    notes: [`The rows would be written as ${settings.format} to ${settings.path}.`],
    check: {
      ...check,
      action: `check the key and project "${projectId}" (dry run)`,
      rateLimit: CHECK_ANALYTICS_LIMIT
    },
    checkCost: "It is the first request at limit 1: it creates nothing, and counts as 1 of the 100 analytics requests per organization per hour.",
    learn: (answer) => {
      const totals = totalsOf2(answer);
      return totals === void 0 ? void 0 : `the range has ${totals.total} unique visitors (${totals.human} human, ${totals.ai} AI)`;
    }
  };
}
function totalsOf2(answer) {
  const totals = answer?.totals;
  return isCounts(totals) ? totals : void 0;
}
function totalsOutputs(answer) {
  const totals = totalsOf2(answer);
  return {
    human: totals === void 0 ? "" : String(totals.human),
    ai: totals === void 0 ? "" : String(totals.ai),
    total: totals === void 0 ? "" : String(totals.total)
  };
}

// src/visitors/index.ts
await runMain(visitorsAction);
