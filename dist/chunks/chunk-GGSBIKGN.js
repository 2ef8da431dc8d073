import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/text/agent-text.ts
var INVISIBLE = /[\p{Cf}\p{Co}\p{Cs}\uFE00-\uFE0F\u{E0100}-\u{E01EF}\u115F\u1160\u3164\uFFA0]|\u034F|[\u17B4\u17B5]|[\u180B-\u180F]/gu;
function quoteForAgent(text, max) {
  const visible = text.slice(0, 4 * max).replace(INVISIBLE, "").replace(/[\p{Cc}\s]+/gu, " ").trim();
  const cut = cutAt(visible, max);
  if (cut === "") return "(empty)";
  const fence = "`".repeat(Math.max(0, ...(cut.match(/`+/g) ?? []).map((run) => run.length)) + 1);
  const pad = cut.startsWith("`") || cut.endsWith("`") ? " " : "";
  return `${fence}${pad}${cut}${pad}${fence}`;
}
function cutAt(text, max) {
  if (text.length <= max) return text;
  const end = Math.max(0, max - 1);
  const whole = /[\uD800-\uDBFF]/.test(text.charAt(end - 1)) ? end - 1 : end;
  return `${text.slice(0, whole)}\u2026`;
}
var BLOCK_FRAME_CHARS = 16;
function quoteBlockForAgent(text, max, info = "text") {
  const visible = text.slice(0, 4 * max).replace(INVISIBLE, "").replace(/\r\n?|[\u0085\u2028\u2029]/g, "\n").replace(/[^\P{Cc}\n\t]/gu, " ").replace(/^\n+|\s+$/g, "");
  let room = max - BLOCK_FRAME_CHARS - info.length;
  for (; ; ) {
    const kept = visible.length <= room ? visible : cutLines(visible, room - 2);
    const fence = "`".repeat(Math.max(3, ...(kept.match(/`+/g) ?? []).map((run) => run.length + 1)));
    const block = `${fence}${info}
${kept === "" ? "(empty)" : kept}
${fence}`;
    const cut = kept !== visible || text.length > 4 * max;
    if (block.length <= max || room <= 0) return { block: room <= 0 ? "" : block, cut };
    room -= block.length - max;
  }
}
function cutLines(text, max) {
  if (max <= 0) return "";
  const end = /[\uD800-\uDBFF]/.test(text.charAt(max - 1)) ? max - 1 : max;
  return `${text.slice(0, end)}
\u2026`;
}

export {
  quoteForAgent,
  quoteBlockForAgent
};
