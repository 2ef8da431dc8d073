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
function truncate(text3, max) {
  return text3.length <= max ? text3 : `${text3.slice(0, Math.max(0, max - 1))}\u2026`;
}
function oneLine(text3) {
  return text3.replace(/\s+/g, " ").trim();
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
var DOTNET_WHITESPACE = "	\n\v\f\r \x85\xA0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000";
var COMMAND_START = new RegExp(`^[${DOTNET_WHITESPACE}\\p{Cc}\\p{Cf}]*:[\\p{Cf}]*:`, "u");
function asLogLine(text3) {
  const one = text3.replace(/\r\n|\r|\n/g, "\\n").replaceAll("##[", "##\\[");
  return COMMAND_START.test(one) ? `\xBB ${one}` : one;
}
function longestRun(text3, char) {
  let longest = 0;
  for (let at = text3.indexOf(char); at !== -1; ) {
    let end = at + 1;
    while (text3[end] === char) end++;
    longest = Math.max(longest, end - at);
    at = text3.indexOf(char, end);
  }
  return longest;
}
function printable(text3, max) {
  return truncate(text3.replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, "?"), max);
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
  return new Promise((resolve, reject) => {
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
    req.once("response", (res) => resolve(responseOf(res, url.href, limits.maxTextBytes, signal)));
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
function parseDuration(name, text3, bounds) {
  if (/^\d+(\.\d+)?$/.test(text3)) {
    throw new InputError(
      name,
      `Input "${name}" is "${text3}", a number without a unit: add one of ms, s, m, h (for example "${text3}s" or "${text3}m").`
    );
  }
  const match = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h)$/.exec(text3);
  if (match?.[1] === void 0 || match[2] === void 0) {
    throw new InputError(
      name,
      `Input "${name}" must be a duration such as "90s", "30m" or "1h" (units: ms, s, m, h), not "${text3}".`
    );
  }
  const ms = Math.round(Number(match[1]) * UNIT_MS[match[2]]);
  if (ms < bounds.minMs || ms > bounds.maxMs) {
    throw new InputError(
      name,
      `Input "${name}" is "${text3}"; it must be between ${formatDuration(bounds.minMs)} and ${formatDuration(bounds.maxMs)}.`
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
function parseBaseUrl(text3, name = "base-url") {
  let url;
  try {
    url = new URL(text3);
  } catch {
    throw new InputError(
      name,
      `Input "${name}" must be an absolute URL such as ${DEFAULT_BASE_URL}, not "${text3}".`
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
function parseChoice(name, text3, choices) {
  const found2 = choices.find((choice) => choice === text3);
  if (found2 === void 0) {
    throw new InputError(
      name,
      `Input "${name}" must be one of ${choices.join(", ")}, not "${text3}".`
    );
  }
  return found2;
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

// node_modules/@actions/core/lib/platform.js
import os3 from "os";
var platform = os3.platform();
var arch = os3.arch();

// node_modules/@actions/core/lib/core.js
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
function escapeMarkdown(text3) {
  return text3.replace(/\r?\n|\r/g, " ").replace(
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
function isHttpsUrl(text3) {
  try {
    return new URL(text3).protocol === "https:";
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
function cutMarkdown(markdown, max, note, size = (text3) => text3.length) {
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
function prefixOf(text3, room, size) {
  let lo = 0;
  let hi = text3.length;
  while (lo < hi) {
    const mid = lo + hi + 1 >>> 1;
    if (size(text3.slice(0, mid)) <= room) lo = mid;
    else hi = mid - 1;
  }
  return /[\uD800-\uDBFF]/.test(text3.charAt(lo - 1)) ? text3.slice(0, lo - 1) : text3.slice(0, lo);
}
function codeBlock(text3, language = "text") {
  const fence = "`".repeat(Math.max(3, longestRun(text3, "`") + 1));
  return `${fence}${language}
${text3}
${fence}`;
}
function codeSpan(text3) {
  const one = text3.replace(/\r?\n|\r/g, " ");
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
  if (variants.length === 0) return (text3) => text3;
  const index = { secrets: variants.map(indexed), pieces: piecesOf(variants) };
  const every = new RegExp(variants.map(escapeRegExp).join("|"), "g");
  const any = new RegExp([ENCODED_OR_CUT.source, every.source].join("|"));
  const pieceAt = piecesAtEnds(index.pieces);
  const asIs = (text3) => !pieceAt(text3, 0) && !pieceAt(text3, text3.length - MIN_CUT_CHARS) ? text3 : replaceSpans(text3, cutShort(readAsIs(text3), index));
  return (text3) => {
    if (!any.test(text3)) return asIs(text3);
    const out = text3.replace(every, "***");
    if (!ENCODED_OR_CUT.test(out)) return asIs(out);
    const read = readAsWritten(out);
    return replaceSpans(out, [...found(read, every), ...cutShort(read, index)]);
  };
}
var MAX_PATTERN_PIECES = 5e3;
function piecesAtEnds(pieces) {
  const plain = [...pieces].filter((p) => !ENCODED_OR_CUT.test(p));
  if (plain.length > MAX_PATTERN_PIECES)
    return (text3, at) => pieces.has(text3.slice(Math.max(at, 0), Math.max(at, 0) + MIN_CUT_CHARS));
  const piece = new RegExp(plain.map(escapeRegExp).join("|") || "(?!)", "y");
  return (text3, at) => {
    piece.lastIndex = at;
    return piece.test(text3);
  };
}
function escapeRegExp(text3) {
  return text3.replace(/[\\^$.*+?()[\]{}|/-]/g, "\\$&");
}
var ENCODED_OR_CUT = /[%\\&<\u200B…]/;
var MIN_CUT_CHARS = 8;
var WRITTEN = /<span>&#36;<\/span>|\\+[uU]([0-9a-fA-F]{4})|\\+([!-/:-@[-`{-~])|%([0-9a-fA-F]{2})|&#([0-9]{1,7});|&#[xX]([0-9a-fA-F]{1,6});|&(amp|lt|gt|quot|apos);/g;
var NAMED = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
function readAsIs(text3) {
  return { text: text3, from: (k) => k, to: (k) => k + 1 };
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
  const text3 = parts.join("");
  const mapped = (at2) => (k) => at2[k] ?? 0;
  if (!text3.includes("\u200B")) return { text: text3, from: mapped(from), to: mapped(to) };
  const kept = [...text3.matchAll(/[^\u200B]/g)].map((m) => m.index);
  return {
    text: text3.replaceAll("\u200B", ""),
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
  const { text: text3 } = read;
  const spans = [];
  const headsEndingAt = (end) => {
    if (pieces.has(text3.slice(end - MIN_CUT_CHARS, end)))
      for (const secret of secrets) spans.push(...headAt(read, secret, end));
  };
  const tailsStartingAt = (start) => {
    if (pieces.has(text3.slice(start, start + MIN_CUT_CHARS)))
      for (const secret of secrets) spans.push(...tailAt(read, secret, start));
  };
  headsEndingAt(text3.length);
  tailsStartingAt(0);
  for (let p = text3.indexOf("\u2026"); p >= 0; p = text3.indexOf("\u2026", p + 1)) {
    headsEndingAt(p);
    tailsStartingAt(p + 1);
  }
  return spans;
}
function headAt(read, { variant: v, at }, end) {
  const { text: text3 } = read;
  const heads = (at.get(text3[end - 1] ?? "") ?? []).map((i) => i + 1);
  const head = longestOf(heads, (k) => k <= end && text3.slice(end - k, end) === v.slice(0, k), v);
  return head === void 0 ? [] : [span(read, end - head, end)];
}
function tailAt(read, { variant: v, at }, start) {
  const { text: text3 } = read;
  const tails = (at.get(text3[start] ?? "") ?? []).map((i) => v.length - i);
  const tail = longestOf(tails, (k) => text3.slice(start, start + k) === v.slice(-k), v);
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
  const clean = (text3) => redact(text3);
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
          (text3) => Buffer.byteLength(text3)
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
    const text3 = `Input "${name}" is an input of ${named.join(" and ")}, not of this action.`;
    return [{ text: text3, owners: owners.length }];
  });
  const [first] = said;
  if (first === void 0) return void 0;
  const which = first.owners === 1 ? "that action" : "one of those actions";
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

// src/http/retry.ts
var DEFAULT_RETRY_POLICY = {
  maxAttempts: 5,
  baseDelayMs: 1e3,
  maxDelayMs: 6e4
};
function nextWaitMs(attempt, failure, repeatable, policy, random, leftMs = Infinity) {
  if (attempt >= policy.maxAttempts || !isRetryable(failure, repeatable) || leftMs <= 0)
    return void 0;
  const asked2 = failure.kind === "status" ? failure.retryAfterMs : void 0;
  if (asked2 !== void 0) return asked2 > Math.min(policy.maxDelayMs, leftMs) ? void 0 : asked2;
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
function parseJson(text3) {
  try {
    return { ok: true, value: JSON.parse(text3) };
  } catch {
    return { ok: false };
  }
}
function errorText(text3) {
  const parsed = parseJson(text3);
  if (!parsed.ok || typeof parsed.value !== "object" || parsed.value === null) {
    return text3.trim() === "" ? void 0 : `(not JSON: ${describeBody(text3)})`;
  }
  const { error: error2, details } = parsed.value;
  if (typeof error2 !== "string") return void 0;
  const extra = Array.isArray(details) ? details.map((d) => d?.message).filter((m) => typeof m === "string") : [];
  return truncate([error2, ...extra].join("; "), 500);
}
function describeBody(text3) {
  const looksHtml = /^\s*</.test(text3);
  return `${looksHtml ? "an HTML page" : "text"} starting "${printable(oneLine(text3), 60)}"`;
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
  write(text3) {
    let i = 0;
    while (i < text3.length)
      i = this.token === void 0 ? this.outside(text3, i) : this.inside(text3, i);
    this.offset += text3.length;
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
  outside(text3, i) {
    const c = text3.charAt(i);
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
  inside(text3, i) {
    const token = this.token;
    if (token?.kind === "string") return this.inString(token, text3, i);
    if (token?.kind === "literal") {
      const c = text3.charAt(i);
      if (c !== token.word.charAt(token.matched)) throw this.unexpected(c, i);
      token.matched++;
      if (token.matched === token.word.length) {
        this.events.value(LITERAL_VALUES[token.word], false);
        this.valueDone();
      }
      return i + 1;
    }
    let j = i;
    while (j < text3.length && /[-+.eE0-9]/.test(text3.charAt(j))) j++;
    this.appendNumber(text3.slice(i, j), i);
    if (j < text3.length) this.endNumber(this.offset + j);
    return j;
  }
  inString(token, text3, i) {
    if (token.escape !== void 0) return this.inEscape(token, text3, i);
    SPECIAL.lastIndex = i;
    const found2 = SPECIAL.exec(text3);
    const j = found2 === null ? text3.length : found2.index;
    this.append(token, text3.slice(i, j));
    if (found2 === null) return j;
    const c = text3.charAt(j);
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
  inEscape(token, text3, i) {
    const c = text3.charAt(i);
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
    const { text: text3 } = this.token;
    if (!NUMBER.test(text3))
      throw new JsonSyntaxError(`"${text3}" at character ${at - text3.length} is no number`);
    this.events.value(Number(text3), false);
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
      const text3 = decoder.decode(chunk, { stream: true });
      if (!started && text3 !== "" && text3.startsWith(BOM))
        return {
          kind: "unreadable",
          why: "it starts with a byte-order mark, which JSON must not have"
        };
      started ||= text3 !== "";
      scanner.write(text3);
    }
    scanner.write(decoder.decode());
    scanner.end();
  } catch (error2) {
    if (!(error2 instanceof JsonSyntaxError)) throw error2;
    return { kind: "unreadable", why: `it is not JSON: ${error2.message}` };
  }
  return { kind: "text", text: JSON.stringify(keeper.kept) };
}
function keptText(text3, cut, max) {
  if (!cut && text3.length <= max) return text3;
  const head = text3.slice(0, Math.max(0, max - 1));
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

// src/version.ts
var ACTION_VERSION = "1.2.0";
var USER_AGENT = `mintlify-agent-action/${ACTION_VERSION}`;

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
      for (const text3 of prompt.split(/\r?\n/)) io.info(text3);
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

// src/text/https-url.ts
var PLAIN = /^[\x21-\x5b\x5d-\x7e]+$/;
function givenHttpsUrl(value) {
  if (typeof value !== "string" || !PLAIN.test(value)) return void 0;
  const scheme = "https://";
  if (value.slice(0, scheme.length).toLowerCase() !== scheme) return void 0;
  const url = URL.parse(value);
  if (url === null || url.username !== "" || url.password !== "") return void 0;
  const written = /^[^/?#]*/.exec(value.slice(scheme.length))?.[0] ?? "";
  return written.toLowerCase() === url.host ? value : void 0;
}

// src/service/agent.ts
var TRIGGER_WINDOW_MS = 1e4;

// src/service/deploy.ts
var DEPLOY_STATUSES = ["queued", "in_progress", "success", "failure"];
var MAX_LOG_LINES = 500;
var MAX_LOG_LINE_CHARS = 1e3;
var MAX_FILES = 1e3;
var MAX_SUMMARY_CHARS = 65536;
var MAX_MESSAGE_CHARS = 1e4;
var MAX_FILE_CHARS = 1e3;
var MAX_STATUS_BYTES = 256 * 1024 * 1024;
var files = { kind: "list", keep: "first", max: MAX_FILES, of: text(MAX_FILE_CHARS) };
var STATUS_KEPT = {
  maxBytes: MAX_STATUS_BYTES,
  shape: {
    kind: "record",
    fields: {
      _id: text(MAX_SEGMENT_CHARS + 1),
      status: text(256),
      createdAt: text(100),
      endedAt: text(100),
      summary: text(MAX_SUMMARY_CHARS),
      logs: { kind: "list", keep: "last", max: MAX_LOG_LINES, of: text(MAX_LOG_LINE_CHARS) },
      subdomain: text(254),
      commit: {
        kind: "record",
        fields: {
          sha: text(100),
          ref: text(MAX_FILE_CHARS),
          message: text(MAX_MESSAGE_CHARS),
          filesChanged: {
            kind: "record",
            fields: { added: files, modified: files, removed: files }
          }
        }
      }
    }
  }
};
var PREVIEW_WINDOW_MS = 6e4;
function notFoundOf(projectId) {
  return `Project "${projectId}" was not found: check the projectId input (the dashboard's API keys page shows it), and that secret-key is an admin key of the organization the project belongs to`;
}
var deployRequests = {
  update: (projectId, bound = {}) => ({
    method: "POST",
    segments: ["v1", "project", "update", projectId],
    action: `trigger a deployment of project "${projectId}"`,
    notFound: notFoundOf(projectId),
    rateLimit: "The service allows 10 deployment triggers (shared with automation triggers) per 10 seconds per organization.",
    rateWindowMs: TRIGGER_WINDOW_MS,
    ...bound
  }),
  preview: (projectId, branch, bound = {}) => ({
    method: "POST",
    segments: ["v1", "project", "preview", projectId],
    body: { branch },
    action: `trigger a preview of branch "${branch}" in project "${projectId}"`,
    notFound: notFoundOf(projectId),
    badRequestHint: "Check the branch input: it names the Git branch to preview.",
    rateLimit: "The service allows 5 preview triggers per minute per organization.",
    rateWindowMs: PREVIEW_WINDOW_MS,
    forbidden: `the organization's plan has no preview deployments (they need the Pro or Enterprise plan: "Preview deployments are not available on your current plan")`,
    ...bound
  }),
  status: (statusId, bound = {}) => ({
    method: "GET",
    segments: ["v1", "project", "update-status", statusId],
    action: `read deployment status "${statusId}"`,
    notFound: `Deployment status "${statusId}" was not found`,
    keep: STATUS_KEPT,
    ...bound
  })
};
function createDeployApi(client) {
  return {
    async triggerUpdate(projectId, bound) {
      const op = deployRequests.update(projectId, bound);
      return toTriggered(await client.request(op), op);
    },
    async triggerPreview(projectId, branch, bound) {
      const op = deployRequests.preview(projectId, branch, bound);
      return toTriggered(await client.request(op), op);
    },
    async getStatus(statusId, bound) {
      const op = deployRequests.status(statusId, bound);
      return toStatus(await client.request(op), op, statusId);
    }
  };
}
function unusable(op, problem) {
  return invalidAnswer(`The service's answer to the request to ${op.action} ${problem}.`, problem, {
    method: op.method,
    path: ""
  });
}
function toTriggered(body, op) {
  const { statusId, previewUrl } = body;
  const problem = segmentProblem(statusId);
  if (problem !== void 0) {
    throw unusable(
      op,
      `has a status id that ${problem}, so it cannot be followed; the deployment may have been queued all the same: check the dashboard`
    );
  }
  return { statusId, previewUrl: givenHttpsUrl(previewUrl) };
}
function toStatus(body, op, asked2) {
  const raw = body;
  if (raw._id !== void 0 && raw._id !== asked2) {
    throw unusable(
      op,
      `is about status "${truncate(typeof raw._id === "string" ? raw._id : JSON.stringify(raw._id), 80)}", not "${asked2}"`
    );
  }
  if (typeof raw.status !== "string" || raw.status === "") throw unusable(op, "has no status");
  return {
    statusId: asked2,
    status: raw.status,
    createdAt: dateOf(raw.createdAt),
    endedAt: dateOf(raw.endedAt),
    summary: text2(raw.summary),
    logs: strings(raw.logs, MAX_LOG_LINES, "last").map((line) => truncate(line, MAX_LOG_LINE_CHARS)),
    subdomain: text2(raw.subdomain),
    commit: commitOf(raw.commit)
  };
}
function commitOf(value) {
  if (typeof value !== "object" || value === null) return void 0;
  const c = value;
  const files2 = typeof c.filesChanged === "object" && c.filesChanged !== null ? c.filesChanged : {};
  return {
    sha: text2(c.sha),
    ref: text2(c.ref),
    message: text2(c.message),
    added: strings(files2.added, MAX_FILES, "first"),
    modified: strings(files2.modified, MAX_FILES, "first"),
    removed: strings(files2.removed, MAX_FILES, "first")
  };
}
function text2(value) {
  return typeof value === "string" && value !== "" ? value : void 0;
}
function strings(value, max, keep) {
  if (!Array.isArray(value)) return [];
  const all = value.filter((v) => typeof v === "string");
  return keep === "first" ? all.slice(0, max) : all.slice(-max);
}
function dateOf(value) {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}T/.test(value)) return void 0;
  const at = Date.parse(value);
  return Number.isNaN(at) ? void 0 : at;
}

// src/action/poll.ts
var MIN_POLL_GAP_MS = 1e3;
var POLL_GAP_FRACTION = 0.1;
var POLL_JITTER = 0.05;
function pollDelayMs(elapsedMs, pollIntervalMs, random) {
  const budget = Math.min(pollIntervalMs, Math.max(MIN_POLL_GAP_MS, POLL_GAP_FRACTION * elapsedMs));
  return Math.floor(budget * (1 - POLL_JITTER * random()));
}
async function pollUntil(options) {
  const { now: clock, sleep: sleep2, signal } = options.time;
  const started = clock();
  for (; ; ) {
    if (signal.aborted) return { kind: "cancelled" };
    const now = clock();
    const remaining = options.deadline - now;
    if (remaining <= 0) return { kind: "timed-out" };
    try {
      await sleep2(Math.min(options.delayMs(now - started), remaining), signal);
    } catch {
      return { kind: "cancelled" };
    }
    if (signal.aborted) return { kind: "cancelled" };
    const value = await options.check();
    if (value !== void 0) return { kind: "done", value };
  }
}

// src/github/mintlify-app.ts
var MINTLIFY_APP = { slug: "mintlify", login: "mintlify[bot]" };
function byApp(creator) {
  return creator?.login === MINTLIFY_APP.login && creator.type === "Bot";
}

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
  const found2 = { kind: "found", id, environment: environmentName };
  if (statuses.kind === "none")
    return { ...found2, state: "pending", url: void 0, description: void 0 };
  const { item: status } = statuses;
  return {
    ...found2,
    state: status.state,
    url: givenHttpsUrl(status.environment_url) ?? givenHttpsUrl(status.target_url),
    description: nonEmpty(status.description)
  };
}
function nonEmpty(text3) {
  return text3 === null || text3 === "" ? void 0 : text3;
}
async function seekInPages(readPage2, wanted) {
  for (let page = 1; page <= MAX_DEPLOYMENT_PAGES; page++) {
    const { data, headers } = await readPage2(page);
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

// src/github/failure.ts
var GitHubError = class extends Error {
  constructor(failure, cause) {
    super(errorMessage(cause), { cause });
    this.failure = failure;
    this.status = failure.kind === "status" ? failure.status : void 0;
    this.meaning = meaningOf(failure);
    this.mayHaveActed = mayHaveActed(failure);
  }
  failure;
  name = "GitHubError";
  /** The HTTP status, when GitHub answered. */
  status;
  meaning;
  /** Whether GitHub may have done it anyway (`mayHaveActed`, the one rule for every request). */
  mayHaveActed;
  /**
   * Whether the token may lack a permission: GitHub answers 403, or 404 for what a token may not
   * see (it hides a private resource rather than admit it is there).
   */
  get lacksPermission() {
    return this.meaning === "denied" || this.meaning === "not-found";
  }
  /** What went wrong, for a warning (`failureText`). */
  describe() {
    return failureText(this.status, this);
  }
};
function failureText(status, error2) {
  if (status !== void 0) return String(status);
  const code = errorCode(error2);
  const message = errorMessage(error2);
  return code !== void 0 && !message.includes(code) ? `${message}: ${code}` : message;
}
function rateLimited(failure) {
  return failure.kind === "status" && (failure.status === 429 || failure.status === 403 && failure.retryAfterMs !== void 0);
}
function meaningOf(failure) {
  if (failure.kind !== "status") return "failed";
  if (rateLimited(failure)) return "rate-limited";
  const { status } = failure;
  if (status === 401) return "unauthorized";
  if (status === 403) return "denied";
  if (status === 404) return "not-found";
  return status < 500 ? "refused" : "failed";
}
function gitHubErrorOf(error2) {
  return error2 instanceof GitHubError ? error2 : void 0;
}
function lacksPermission(error2) {
  return gitHubErrorOf(error2)?.lacksPermission === true;
}

// src/github/write-redaction.ts
var REQUEST_OPTIONS = /* @__PURE__ */ new Set(["method", "url", "baseUrl", "headers", "request", "mediaType"]);
var ADDRESS_FIELD = /(?:^|_)urls?$/i;
function redactWrite(options, redact) {
  if (options.method === "GET" || options.method === "HEAD") return [];
  const dropped = [];
  for (const [name, value] of Object.entries(options)) {
    if (REQUEST_OPTIONS.has(name)) continue;
    const clean = redactValue(value, name, name, redact, dropped);
    if (clean === DROPPED2) delete options[name];
    else options[name] = clean;
  }
  return dropped;
}
var DROPPED2 = /* @__PURE__ */ Symbol("dropped");
function redactValue(value, name, path, redact, dropped) {
  if (typeof value === "string") {
    const clean = redact(value);
    if (clean === value || !ADDRESS_FIELD.test(name)) return clean;
    dropped.push(path);
    return DROPPED2;
  }
  if (Array.isArray(value))
    return value.map((item, i) => redactValue(item, name, `${path}[${i}]`, redact, dropped)).filter((item) => item !== DROPPED2);
  if (isPlainObject(value)) {
    const entries = Object.entries(value).map(
      ([key, item]) => [key, redactValue(item, key, `${path}.${key}`, redact, dropped)]
    );
    return Object.fromEntries(entries.filter(([, clean]) => clean !== DROPPED2));
  }
  return value;
}
function isPlainObject(value) {
  if (typeof value !== "object" || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

// src/github/octokit.ts
var GITHUB_REQUEST_TIMEOUT_MS = 1e4;
var CANCELLED_REQUEST_TIMEOUT_MS = 1500;
var MAX_RATE_LIMIT_WAIT_MS = 6e4;
var GITHUB_ATTEMPTS = 3;
function lazyOctokit(access, run) {
  let loading;
  return () => loading ??= access.token === "" ? Promise.resolve(void 0) : createOctokit(access.token, access.apiUrl, {
    fetch: run.http.fetch,
    time: run.time,
    log: run.io,
    redact: (text3) => run.io.redact(text3)
  });
}
async function createOctokit(token, apiUrl, run) {
  const [{ Octokit }, { paginateRest }] = await Promise.all([
    import("../chunks/dist-src-GHZCR3GY.js"),
    import("../chunks/dist-bundle-K6VQRPIF.js")
  ]);
  const WithPagination = Octokit.plugin(paginateRest);
  const octokit = new WithPagination({
    auth: token,
    baseUrl: apiUrl,
    userAgent: "mintlify-agent-action",
    // Redirects are not followed: the token must not travel to another host.
    request: {
      fetch: boundedFetch(run.fetch, run.time.signal, run.requestTimeoutMs),
      redirect: "manual"
    }
  });
  const { time } = run;
  const policy = {
    maxAttempts: GITHUB_ATTEMPTS,
    baseDelayMs: time.retryBaseDelayMs,
    maxDelayMs: MAX_RATE_LIMIT_WAIT_MS
  };
  octokit.hook.before("request", (options) => redactWrites(options, run));
  octokit.hook.wrap("request", async (request, options) => {
    const asked2 = retriesAsked(options.request);
    const result = await retrying(
      async () => {
        try {
          return { kind: "done", value: await request(options) };
        } catch (error2) {
          return { kind: "failed", failure: githubFailure(error2, time.now()), error: error2 };
        }
      },
      {
        policy: asked2 === void 0 ? policy : { ...policy, maxAttempts: asked2 + 1 },
        repeatable: options.method === "GET" || asked2 !== void 0,
        time,
        onWait: (n, ms, failure) => {
          if (rateLimited(failure))
            run.log.warning(
              `GitHub's rate limit was reached; trying again in ${formatDuration(ms)}.`
            );
          else
            run.log.debug(
              `retrying ${options.method} ${options.url} in ${ms} ms (attempt ${n + 1})`
            );
        }
      }
    );
    if (result.kind === "done") return result.value;
    throw new GitHubError(result.failure, result.error);
  });
  return octokit;
}
function retriesAsked(request) {
  const retries = request?.retries;
  return typeof retries === "number" && Number.isSafeInteger(retries) && retries >= 0 ? retries : void 0;
}
function redactWrites(options, run) {
  const dropped = redactWrite(options, run.redact);
  if (dropped.length > 0)
    run.log.warning(
      `${dropped.join(", ")} held a secret, so it was left out of ${String(options.method)} ${String(options.url)}: an address without its secret leads nowhere.`
    );
  const comment = /\/comments(?:\/\{comment_id\})?$/.test(String(options.url));
  if (comment && typeof options.body === "string") options.body = capComment(options.body);
}
function githubFailure(error2, nowMs) {
  if (error2 instanceof GitHubError) return error2.failure;
  const status = statusOf(error2);
  if (status === void 0)
    return failureIn(error2) ?? { kind: "not-sent", code: errorCode(error2) ?? errorMessage(error2) };
  const headers = error2.response?.headers ?? {};
  const reset = Number(headers["x-ratelimit-reset"]);
  const retryAfterMs = parseRetryAfter(headers["retry-after"], nowMs) ?? (headers["x-ratelimit-remaining"] === "0" && Number.isFinite(reset) ? Math.max(0, reset * 1e3 - nowMs) : void 0);
  return retryAfterMs === void 0 ? { kind: "status", status } : { kind: "status", status, retryAfterMs };
}
function boundedFetch(fetch, cancel, timeoutMs = GITHUB_REQUEST_TIMEOUT_MS) {
  return (url, init) => {
    const sources = cancel.aborted ? [timeLimit(Math.min(timeoutMs, CANCELLED_REQUEST_TIMEOUT_MS))] : [timeLimit(timeoutMs), cancel];
    if (init?.signal != null) sources.push(init.signal);
    return fetch(url, { ...init, signal: AbortSignal.any(sources) }).then(whole);
  };
}
function statusOf(error2) {
  if (error2 instanceof GitHubError) return error2.status;
  const failed3 = error2;
  if (failed3?.request !== void 0 && failed3.response === void 0) return void 0;
  return typeof failed3?.status === "number" ? failed3.status : void 0;
}
function describeFailure(error2) {
  return failureText(statusOf(error2), error2);
}

// src/deployments/verdict.ts
function judgeDeploy(watched, waited) {
  const status = watched.kind === "ended" ? watched.status : watched.last;
  const { mode, branch, statusId } = waited;
  const what = mode === "preview" ? `The preview of branch "${branch ?? ""}"` : "The deployment";
  const url = mode === "preview" ? waited.previewUrl : siteUrl(status?.subdomain);
  const base = { mode, branch, statusId, status, url };
  const elapsedMs = elapsedOf(status, waited);
  const goesOn = `It goes on on the service: look it up on the dashboard, or with ${lookUp(waited)} and the admin key.`;
  const lastSeen = status === void 0 ? "" : ` ("${printable(status.status, 40)}" at the last check)`;
  if (watched.kind === "ended") {
    const reason = reasonOf(watched.status);
    const said = reason === void 0 ? "" : `: ${reason}`;
    const took = `in ${formatDuration(elapsedMs)}`;
    if (watched.status.status === "success")
      return {
        ...base,
        kind: "success",
        elapsedMs,
        message: `${what} succeeded ${took}${url === void 0 ? "" : `: ${url}`}.`
      };
    if (watched.status.status === "failure")
      return {
        ...base,
        kind: "failure",
        elapsedMs,
        message: `${what} failed ${took} (status ${statusId})${said}.`
      };
    return {
      ...base,
      kind: "other",
      elapsedMs,
      message: `${what} ended ${took} with status "${printable(watched.status.status, 40)}", which the service's contract does not list; it is not a success (status ${statusId})${said}.`
    };
  }
  if (watched.kind === "timed-out")
    return {
      ...base,
      kind: "timed-out",
      elapsedMs,
      message: `${what} had not ended after ${formatDuration(waited.timeoutMs)} (timeout), status ${statusId}${lastSeen}. ${goesOn} Raise timeout to wait longer.`
    };
  if (watched.kind === "cancelled")
    return {
      ...base,
      kind: "cancelled",
      elapsedMs,
      message: `The run was cancelled while waiting for status ${statusId}${lastSeen}: the deployment was not stopped. ${goesOn}`
    };
  return { ...base, kind: "error", elapsedMs, message: `${watched.error.message} ${goesOn}` };
}
function passes(end) {
  return end.kind === "success" || end.kind === "other" || end.kind === "skipped";
}
function documentedWord(word, listed) {
  if (word === void 0) return "";
  return listed.includes(word) ? word : "other";
}
function deployOutputs(end) {
  const endedAt = end.status?.endedAt;
  return {
    status: documentedWord(end.status?.status, DEPLOY_STATUSES),
    "status-id": end.statusId ?? "",
    url: end.url ?? "",
    "preview-url": end.mode === "preview" ? end.url ?? "" : "",
    "ended-at": endedAt === void 0 ? "" : new Date(endedAt).toISOString()
  };
}
function reasonOf(status) {
  const text3 = status.summary ?? status.logs.at(-1);
  return text3 === void 0 ? void 0 : truncate(oneLine(text3), 500);
}
function elapsedOf(status, waited) {
  const took = (status?.endedAt ?? NaN) - (status?.createdAt ?? NaN);
  return took >= 0 ? took : waited.endedAt - waited.triggeredAt;
}
function lookUp(waited) {
  return `GET ${requestUrl(waited.baseUrl, deployRequests.status(waited.statusId)).href}`;
}
var LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
var HOST = new RegExp(`^${LABEL}(?:\\.${LABEL})*$`, "i");
function siteUrl(subdomain) {
  if (subdomain === void 0 || subdomain.length > 253 || !HOST.test(subdomain)) return void 0;
  const host = subdomain.includes(".") ? subdomain : `${subdomain}.mintlify.app`;
  return `https://${host.toLowerCase()}`;
}

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
    return failed2(
      'source: github reads the commit\'s deployments on GitHub, which needs github-token (the default, `${{ github.token }}`, with "permissions: deployments: read") and GITHUB_REPOSITORY.'
    );
  }
  const started = context.time.now();
  const { result, last, error: error2, hinted } = await pollApp(
    settings,
    context,
    async () => readAppDeployment(octokit, repo, sha, settings.environment)
  );
  const elapsed = formatElapsed(context.time.now() - started);
  const found2 = last.kind === "found" ? last : void 0;
  io.setOutputs({
    // GitHub's words only: another is `other` (the log and the summary name it).
    status: documentedWord(found2?.state, DEPLOYMENT_STATES),
    url: found2?.url ?? "",
    "deployment-id": found2 === void 0 ? "" : String(found2.id)
  });
  const message = verdictOf(result.kind === "done" ? result.value : result.kind, last, {
    settings,
    elapsed,
    error: error2,
    hinted
  });
  await io.writeSummary(renderAppSummary(message, found2, sha, elapsed));
  if (result.kind === "done" && found2?.state === "success") {
    io.info(message);
    return PASSED;
  }
  return failed2(message);
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
  let error2;
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
        error2 = thrown;
        return "error";
      }
    },
    delayMs: (elapsed) => pollDelayMs(elapsed, settings.pollIntervalMs, context.time.random),
    deadline: started + settings.timeoutMs,
    time: context.time
  });
  return { result, last, error: error2, hinted };
}
function verdictOf(end, last, run) {
  const { settings } = run;
  const found2 = last.kind === "found" ? last : void 0;
  const deployment = found2 === void 0 ? "The app's deployment" : `Deployment ${found2.id} to "${printable(found2.environment, 80)}"`;
  if (end === "error")
    return `Could not read the deployments of commit ${settings.sha} (${describeFailure(run.error)}): give the workflow "permissions: deployments: read".`;
  if (end === "cancelled") {
    const cancelled = `The run was cancelled while waiting for ${deployment.charAt(0).toLowerCase()}${deployment.slice(1)} of commit ${settings.sha}.`;
    return run.hinted && last.kind === "none" ? `${cancelled} None had appeared after ${run.elapsed}. ${noAppHint(settings)}` : cancelled;
  }
  const timeout = `${formatDuration(settings.timeoutMs)} (timeout)`;
  if (end === "timed-out") {
    if (last.kind === "too-many") return `${tooMany(last, settings)} That was so until ${timeout}.`;
    return found2 === void 0 ? `No deployment ${soughtOf(settings)} appeared within ${timeout}. ${noAppHint(settings)}` : `${deployment} was still "${printable(found2.state, 40)}" after ${timeout}.`;
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
function renderAppSummary(message, found2, sha, elapsed) {
  const ok = found2?.state === "success";
  const rows = [["Commit", codeSpan(sha)]];
  if (found2 !== void 0) {
    rows.push(
      ["Environment", escapeMarkdown(found2.environment)],
      ["State", escapeMarkdown(found2.state)]
    );
    if (found2.url !== void 0) rows.push(["Site", linkOrText(found2.url) ?? ""]);
  }
  rows.push(["Waited", elapsed]);
  return `## ${ok ? "\u2705 Deployed" : "\u274C Not deployed"} (Mintlify's GitHub app)

${escapeMarkdown(message)}

${factsTable(rows)}
`;
}

// src/deployments/watch.ts
function decideStatus(status) {
  if (status.status === "success" || status.status === "failure")
    return { kind: "ended", verdict: status.status };
  if (DEPLOY_STATUSES.includes(status.status)) return { kind: "running" };
  return status.endedAt === void 0 ? { kind: "unknown" } : { kind: "ended", verdict: "other" };
}
async function watchStatus(plan, deps) {
  const started = deps.time.now();
  const requestSignal = AbortSignal.any([deps.time.signal, timeLimit(plan.deadline - started)]);
  const warned = /* @__PURE__ */ new Set();
  let last;
  let checks = 0;
  const check = async () => {
    checks++;
    let status;
    try {
      status = await deps.api.getStatus(plan.statusId, {
        signal: requestSignal,
        deadline: plan.deadline
      });
    } catch (error2) {
      if (error2 instanceof ServiceError && error2.failure.kind === "cancelled") return void 0;
      throw error2;
    }
    if (status.status !== last?.status) deps.observer.statusChanged(status);
    last = status;
    const decision = decideStatus(status);
    if (decision.kind === "unknown" && !warned.has(status.status)) {
      warned.add(status.status);
      deps.observer.unknownStatus(status);
    }
    return decision.kind === "ended" ? status : void 0;
  };
  try {
    const result = await pollUntil({
      check,
      delayMs: (elapsed) => pollDelayMs(elapsed, plan.pollIntervalMs, deps.time.random),
      deadline: plan.deadline,
      time: deps.time
    });
    if (result.kind === "done") return { kind: "ended", status: result.value, checks };
    return result.kind === "cancelled" ? { kind: "cancelled", last, checks } : { kind: "timed-out", last, checks };
  } catch (error2) {
    if (deps.time.signal.aborted) return { kind: "cancelled", last, checks };
    if (error2 instanceof ServiceError) return { kind: "error", error: error2, last, checks };
    throw error2;
  }
}

// src/deployments/deploy-once.ts
async function deployOnce(request, api, context, queued = () => Promise.resolve()) {
  const { io } = context;
  const { mode, projectId, branch = "" } = request;
  const deadline = context.time.now() + request.timeoutMs;
  const signal = AbortSignal.any([context.time.signal, timeLimit(request.timeoutMs)]);
  io.info(
    mode === "preview" ? `Triggering a preview of branch "${branch}" in project ${projectId}.` : `Triggering a deployment of project ${projectId}.`
  );
  let triggered;
  try {
    triggered = mode === "preview" ? await api.triggerPreview(projectId, branch, { signal, deadline }) : await api.triggerUpdate(projectId, { signal, deadline });
  } catch (error2) {
    if (!(error2 instanceof ServiceError)) throw error2;
    return { kind: "not-triggered", error: error2 };
  }
  const triggeredAt = context.time.now();
  const { statusId, previewUrl } = triggered;
  io.info(
    `Queued: status ${statusId}${previewUrl === void 0 ? "" : `, preview at ${previewUrl}`}.`
  );
  await queued(triggered);
  const watched = await watchStatus(
    { statusId, deadline, pollIntervalMs: request.pollIntervalMs },
    { ...context, api, observer: observerOf(statusId, io) }
  );
  io.debug(`${watched.checks} status check(s).`);
  const end = judgeDeploy(watched, {
    mode,
    branch: request.branch,
    statusId,
    previewUrl,
    timeoutMs: request.timeoutMs,
    baseUrl: request.baseUrl,
    triggeredAt,
    endedAt: context.time.now()
  });
  return { kind: "ended", end };
}
function observerOf(statusId, io) {
  return {
    statusChanged: (status) => io.info(`Status ${statusId}: ${printable(status.status, 40)}.`),
    unknownStatus: (status) => io.warning(
      `Status ${statusId} is "${printable(status.status, 40)}", which the service's contract does not list, and says no end time: waiting on it until it ends or timeout.`
    )
  };
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
  } catch (error2) {
    if (gitHubErrorOf(error2)?.meaning === "not-found") return false;
    throw error2;
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
  } catch (error2) {
    if (gitHubErrorOf(error2) === void 0) throw error2;
    return unchecked(`GitHub answered ${describeFailure(error2)}`);
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

// src/github/identity.ts
var VIEWER = "query { viewer { login } }";
var asked = /* @__PURE__ */ new WeakMap();
function tokenLogin(octokit) {
  let login = asked.get(octokit);
  if (login === void 0) {
    login = askViewer(octokit);
    asked.set(octokit, login);
    login.catch(() => asked.delete(octokit));
  }
  return login;
}
async function askViewer(octokit) {
  let answer;
  try {
    answer = await octokit.graphql(VIEWER);
  } catch (error2) {
    if (error2 instanceof GitHubError) throw error2;
    throw new GitHubError({ kind: "unreadable", status: 200, why: whyNot(error2) }, error2);
  }
  const login = answer?.viewer?.login;
  if (typeof login !== "string" || login === "")
    throw new GitHubError(
      { kind: "unreadable", status: 200, why: "does not name the account (GraphQL viewer)" },
      new Error("GitHub did not say which account the token writes as (GraphQL viewer)")
    );
  return login;
}
function whyNot(error2) {
  return `is GraphQL's refusal to name the account (${errorMessage(error2).slice(0, 200)})`;
}
function isAuthor(user, login) {
  const by = user?.login;
  return typeof by === "string" && by !== "" && by.toLowerCase() === login.toLowerCase();
}

// src/github/own-comments.ts
var MAX_COMMENT_PAGES = 100;
var PER_PAGE2 = 100;
function markerLine(item, login) {
  if (!isAuthor(item.user, login) || typeof item.body !== "string") return void 0;
  const end = item.body.search(/[\r\n]/);
  return end === -1 ? item.body : item.body.slice(0, end);
}
async function findOwn(octokit, target, read, order = "newest") {
  const login = await tokenLogin(octokit);
  for await (const page of commentPages(octokit, target, order)) {
    for (const comment of order === "newest" ? [...page].reverse() : page) {
      const line = markerLine(comment, login);
      const value = line === void 0 ? void 0 : read(line);
      if (value !== void 0) return { id: Number(comment.id), value };
    }
  }
  return void 0;
}
async function findComment(octokit, target, marker, order = "newest") {
  return (await findOwn(octokit, target, (line) => line === marker ? line : void 0, order))?.id;
}
async function* commentPages(octokit, target, order) {
  const first = await readPage(octokit, target, 1);
  const { last } = first;
  if (order === "oldest") {
    yield first.comments;
    for (let page = 2; page <= Math.min(last, MAX_COMMENT_PAGES); page++)
      yield (await readPage(octokit, target, page)).comments;
    return;
  }
  const lowest = last > MAX_COMMENT_PAGES ? last - MAX_COMMENT_PAGES + 1 : 2;
  for (let page = last; page >= lowest; page--)
    yield (await readPage(octokit, target, page)).comments;
  if (lowest <= 2) yield first.comments;
}
async function readPage(octokit, target, page) {
  const { data, headers } = await octokit.request(
    "GET /repos/{owner}/{repo}/issues/{issue_number}/comments",
    {
      owner: target.repository.owner,
      repo: target.repository.repo,
      issue_number: target.number,
      per_page: PER_PAGE2,
      page
    }
  );
  return { comments: data, last: lastPage(headers.link) ?? page };
}
function lastPage(link) {
  for (const part of (link ?? "").split(",")) {
    const m = /^\s*<([^>]*)>\s*;\s*rel="last"\s*$/.exec(part);
    const page = Number(URL.parse(m?.[1] ?? "")?.searchParams.get("page"));
    if (Number.isSafeInteger(page) && page >= 1) return page;
  }
  return void 0;
}

// src/github/comments.ts
var FINAL_RETRIES = 2;
function createCommenter(octokit, target, log, existingId) {
  return new Commenter(octokit, target, log, existingId);
}
var Commenter = class {
  constructor(octokit, target, log, commentId) {
    this.octokit = octokit;
    this.target = target;
    this.log = log;
    this.commentId = commentId;
    this.where = describeTarget(target);
  }
  octokit;
  target;
  log;
  commentId;
  disabled = false;
  /** A create's answer was lost: the comment may exist. */
  mayExist = false;
  queue = Promise.resolve();
  where;
  post(body, marker) {
    this.queue = this.queue.then(async () => void await this.send(body, marker, 0));
    return this.queue;
  }
  postFinal(body, marker) {
    this.queue = this.queue.then(async () => {
      if (await this.send(body, marker, FINAL_RETRIES) === "lost")
        await this.send(body, marker, FINAL_RETRIES);
    });
    return this.queue;
  }
  /** One create or edit; an edit asks for `retries` more attempts of the retry engine. */
  async send(body, marker, retries) {
    if (this.disabled) return "done";
    const { octokit, target } = this;
    const base = { owner: target.repository.owner, repo: target.repository.repo };
    try {
      if (this.commentId === void 0 && this.mayExist && marker !== void 0) {
        this.commentId = await findComment(octokit, target, marker);
        if (this.commentId !== void 0)
          this.log.info(`Found the comment of an unanswered create on ${this.where}.`);
      }
      if (this.commentId !== void 0) {
        const comment_id = this.commentId;
        await octokit.request("PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}", {
          ...base,
          comment_id,
          body,
          // An edit sets the whole body: sending it again is safe.
          ...retries > 0 ? { request: { retries } } : {}
        });
        return "done";
      }
      this.mayExist = true;
      const { data } = await octokit.request(
        "POST /repos/{owner}/{repo}/issues/{issue_number}/comments",
        {
          ...base,
          issue_number: target.number,
          body
        }
      );
      this.commentId = Number(data.id);
      this.mayExist = false;
      this.log.info(`Commented on ${this.where}: ${data.html_url}`);
      return "done";
    } catch (error2) {
      return this.failed(error2);
    }
  }
  failed(error2) {
    const failure = gitHubErrorOf(error2);
    if (failure?.meaning === "unauthorized" || failure?.lacksPermission === true) {
      this.disabled = true;
      this.log.warning(
        `Could not comment on ${this.where} (${failure.describe()}): the job goes on without a comment. Give the workflow "permissions: issues: write" (and "pull-requests: write" for pull requests), or set comment: false.`
      );
      return "done";
    }
    const acted = failure?.mayHaveActed ?? true;
    if (!acted) this.mayExist = false;
    this.log.warning(
      `Could not comment on ${this.where} (${describeFailure(error2)}); will try again${acted ? "" : " at the next update"}.`
    );
    return acted && this.mayExist ? "lost" : "done";
  }
};
function describeTarget(target) {
  return `${target.repository.owner}/${target.repository.repo}#${target.number}`;
}

// src/text/seal.ts
import { createHmac, timingSafeEqual } from "node:crypto";
function sealOf(key, text3, bytes = 32) {
  return createHmac("sha256", key).update(text3).digest().subarray(0, bytes).toString("base64url");
}
function sealMatches(given, expected) {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

// src/github/hidden-marker.ts
function markerValue(value) {
  return encodeURIComponent(value).replace(/-/g, "%2D");
}
function markerSeal(key, repository) {
  const of = (kind, values) => (
    // As a JSON array, so no value can run into the next (a job id holding a line break).
    sealOf(key, JSON.stringify(["mintlify-agent-action marker", kind, repository, ...values]), 16)
  );
  return {
    of,
    holds: (kind, values, seal) => sealMatches(seal, of(kind, values))
  };
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
  if (kinds.every(([, files2]) => files2.length === 0)) return [];
  const out = ["", "### Files changed", ""];
  for (const [label, files2] of kinds) {
    if (files2.length === 0) continue;
    const shown = files2.slice(0, MAX_FILES_SHOWN).map(codeSpan).join(", ");
    const more = files2.length > MAX_FILES_SHOWN ? `, and ${files2.length - MAX_FILES_SHOWN} more` : "";
    out.push(`- ${label} (${files2.length}): ${shown}${more}`);
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
      } catch (error2) {
        run.io.warning(`Could not set the GitHub deployment's status (${describeFailure(error2)}).`);
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
  } catch (error2) {
    run.io.warning(
      `Could not read the pull request's comments (${describeFailure(error2)}); a new comment is made.`
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
  } catch (error2) {
    const hint = lacksPermission(error2) ? ' Give the workflow "permissions: deployments: write".' : "";
    run.io.warning(
      `Could not create the GitHub deployment (${describeFailure(error2)}): the verdict is not mirrored.${hint}`
    );
    return void 0;
  }
}

// src/deploy/run.ts
async function runApiDeploy(settings, context) {
  const fork = await checkForkBranch(settings, context);
  if (fork.kind === "unchecked") return failed2(fork.message);
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
function notTriggered(settings, context, error2) {
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
      message: `The run was cancelled before the service answered the trigger: ${error2.message}`
    };
  if (mayHaveActed(error2.failure)) {
    const maybe = error2.failure.kind === "status" ? " It may have started a deployment all the same: look on the dashboard before running again." : "";
    return { ...none, kind: "error", message: `${error2.message}${maybe}` };
  }
  const why = error2.failure.kind === "status" ? "The service refused the trigger" : "The trigger never reached the service";
  return {
    ...none,
    kind: "not-triggered",
    message: `${why}: nothing was deployed. ${error2.message}`
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
  return passes(end) ? PASSED : failed2(end.message);
}

// src/github/event.ts
import { readFileSync } from "node:fs";
var COMMENT_EVENTS = {
  issue_comment: { kind: "issue-comment", action: "created" },
  pull_request_review_comment: { kind: "review-comment", action: "created" },
  pull_request_review: { kind: "review", action: "submitted" }
};
function parseRepository(value) {
  const match = /^([^/\s]+)\/([^/\s]+)$/.exec(value ?? "");
  return match?.[1] === void 0 || match[2] === void 0 ? void 0 : { owner: match[1], repo: match[2] };
}
function readEvent(env) {
  const name = env.GITHUB_EVENT_NAME ?? "";
  const payload = readPayload(env.GITHUB_EVENT_PATH);
  const sender = accountOf(payload.sender);
  return {
    name,
    action: str(payload.action),
    issue: issueOf(name, payload),
    comment: commentOf(name, payload),
    sender,
    actor: name === "workflow_run" ? upstreamActor(payload.workflow_run) ?? sender : sender,
    pullRequest: name.startsWith("pull_request") ? pullRequestOf(payload.pull_request) : void 0
  };
}
function readPayload(path) {
  if (path === void 0 || path === "") return {};
  const fail = (why) => new ActionError(`Could not read the event payload at GITHUB_EVENT_PATH (${path}): ${why}.`);
  let text3;
  try {
    text3 = readFileSync(path, "utf8");
  } catch (error2) {
    throw fail(errorMessage(error2));
  }
  if (text3.trim() === "") throw fail("the file is empty");
  let payload;
  try {
    payload = JSON.parse(text3);
  } catch (error2) {
    throw fail(`it is not JSON (${errorMessage(error2)})`);
  }
  if (typeof payload !== "object" || payload === null || Array.isArray(payload)) {
    throw fail(
      `it is ${payload === null ? "null" : Array.isArray(payload) ? "an array" : `a ${typeof payload}`}, not an object`
    );
  }
  return payload;
}
function issueOf(name, payload) {
  const raw = name.startsWith("pull_request") ? payload.pull_request : name === "issues" || name === "issue_comment" ? payload.issue : void 0;
  if (typeof raw !== "object" || raw === null) return void 0;
  const issue2 = raw;
  if (typeof issue2.number !== "number") return void 0;
  return {
    number: issue2.number,
    title: str(issue2.title) ?? "",
    body: str(issue2.body) ?? "",
    isPullRequest: name.startsWith("pull_request") || typeof issue2.pull_request === "object"
  };
}
function pullRequestOf(raw) {
  const pull = record(raw);
  const head = record(pull?.head);
  const base = record(pull?.base);
  const headRef = str(head?.ref);
  const headSha = str(head?.sha);
  const baseRef = str(base?.ref);
  if (typeof pull?.number !== "number" || headRef === void 0 || headSha === void 0)
    return void 0;
  const repoOf = (side) => str(record(side?.repo)?.full_name);
  return {
    number: pull.number,
    headRef,
    headSha,
    baseRef: baseRef ?? "",
    fromFork: repoOf(head) !== repoOf(base)
  };
}
function record(value) {
  return typeof value === "object" && value !== null ? value : void 0;
}
function commentOf(name, payload) {
  const kind = COMMENT_EVENTS[name]?.kind;
  const raw = kind === "review" ? payload.review : payload.comment;
  if (kind === void 0 || typeof raw !== "object" || raw === null) return void 0;
  const c = raw;
  if (typeof c.id !== "number") return void 0;
  const path = str(c.path);
  const location = kind !== "review-comment" || path === void 0 ? void 0 : { path, line: lineOf(c.line), startLine: lineOf(c.start_line) };
  return { kind, id: c.id, body: str(c.body) ?? "", location };
}
function lineOf(value) {
  return typeof value === "number" && Number.isSafeInteger(value) && value > 0 ? value : void 0;
}
function upstreamActor(run) {
  if (typeof run !== "object" || run === null) return void 0;
  const r = run;
  return accountOf(r.triggering_actor) ?? accountOf(r.actor);
}
function accountOf(raw) {
  if (typeof raw !== "object" || raw === null) return void 0;
  const s = raw;
  const login = str(s.login);
  return login === void 0 ? void 0 : { login, type: str(s.type) ?? "User" };
}
function str(value) {
  return typeof value === "string" ? value : void 0;
}

// src/github/access.ts
function readGitHubAccess(input, env) {
  const repository = parseRepository(env.GITHUB_REPOSITORY);
  const serverUrl = env.GITHUB_SERVER_URL ?? "https://github.com";
  return {
    token: parseToken("github-token", input("github-token")),
    apiUrl: env.GITHUB_API_URL ?? "https://api.github.com",
    repository,
    runUrl: repository !== void 0 && env.GITHUB_RUN_ID !== void 0 ? `${serverUrl}/${repository.owner}/${repository.repo}/actions/runs/${env.GITHUB_RUN_ID}` : void 0,
    serverUrl
  };
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
    return checked.kind === "passed" ? PASSED : failed2(checked.message);
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
await runMain(deployAction);
