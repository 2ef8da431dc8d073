import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  cutWithNote,
  oneLine,
  truncate
} from "./chunk-OFDIAUH3.js";

// src/text/untrusted.ts
var MAX_PROMPT_CHARS = 1e5;
var MAX_UNTRUSTED_CHARS = 4 * MAX_PROMPT_CHARS;
var NEVER_SHOWN = /* @__PURE__ */ new Set(["script", "style", "template", "noscript", "iframe", "object"]);
var UNSEEN_ATTRIBUTES = /* @__PURE__ */ new Set(["alt", "title", "aria-label", "aria-description"]);
var HIDING_STYLE = /display\s*:\s*none|visibility\s*:\s*hidden/i;
var INVISIBLE = /[\p{Cf}\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/gu;
var IMAGE_ALT = /!\[[^\]\n]*\]\(/g;
var LINK_TITLE = /(\]\([^\s()]*)[ \t]+(?:"[^"\n]*"|'[^'\n]*'|\([^()\n]*\))\)/g;
async function cleanUntrusted(text) {
  const { Parser } = await import("./esm-JUNP4KS7.js");
  const visible = text.slice(0, MAX_UNTRUSTED_CHARS).replace(INVISIBLE, "");
  return visibleHtml(Parser, visible).replace(IMAGE_ALT, "![](").replace(LINK_TITLE, "$1)");
}
function visibleHtml(Parser, text) {
  const out = [];
  const hidden = [];
  const inHidden = () => hidden.at(-1) === true;
  const parser = new Parser(
    {
      onopentag(name, attributes, isImplied) {
        const hides = inHidden() || NEVER_SHOWN.has(name) || "hidden" in attributes || HIDING_STYLE.test(attributes.style ?? "");
        hidden.push(hides);
        if (hides || isImplied) return;
        const asWritten = !Object.keys(attributes).some((key) => UNSEEN_ATTRIBUTES.has(key));
        out.push(
          asWritten ? text.slice(parser.startIndex, parser.endIndex + 1) : openTag(name, attributes)
        );
      },
      onclosetag(_name, isImplied) {
        const hides = hidden.pop() === true;
        if (!hides && !isImplied) out.push(text.slice(parser.startIndex, parser.endIndex + 1));
      },
      ontext(chunk) {
        if (!inHidden()) out.push(chunk);
      }
    },
    { decodeEntities: false, lowerCaseTags: true, recognizeSelfClosing: true }
  );
  parser.end(text);
  return out.join("");
}
function openTag(name, attributes) {
  const kept = Object.entries(attributes).filter(([key]) => !UNSEEN_ATTRIBUTES.has(key)).map(
    ([key, value]) => value === "" ? ` ${key}` : ` ${key}="${value.replace(/"/g, "&quot;")}"`
  );
  return `<${name}${kept.join("")}>`;
}
function capPrompt(prompt, max = MAX_PROMPT_CHARS) {
  const capped = cutWithNote(
    prompt,
    max,
    `

[The issue text was cut at ${max} characters by the action.]`
  );
  return { prompt: capped.text, cut: capped.cut };
}
function quoteReaderText(text, max) {
  const visible = text.slice(0, 4 * max).replace(INVISIBLE, "");
  return JSON.stringify(inertReferences(truncate(oneLine(visible.replace(new RegExp("\\p{Cc}", "gu"), " ")), max)));
}
var ZWSP = "\u200B";
function inertReferences(text) {
  return text.replace(/@(?=[\p{L}\p{N}_-])/gu, `@${ZWSP}`).replace(/#(?=\d)/g, `#${ZWSP}`).replace(/\b(gh)-(?=\d)/gi, `$1${ZWSP}-`).replace(/:(?=\/\/)/g, `:${ZWSP}`).replace(/\b(www)\./gi, `$1${ZWSP}.`);
}

export {
  cleanUntrusted,
  capPrompt,
  quoteReaderText
};
