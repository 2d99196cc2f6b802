import Foundation

/// The page's assets, shipped inside the binary (not as bundle resources, which on Linux lie beside the binary):
/// the server works offline, with nothing to install. Plain HTML, CSS and dependency-free JavaScript; no inline
/// script or style, so the Content-Security-Policy can allow only these files (``PlaygroundGuard``).
enum PlaygroundPage {
    /// `GET /`.
    static let html = #"""
<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>LiquidGlass Playground</title>
<link rel="stylesheet" href="/app.css">
<script src="/app.js" defer></script>
</head>
<body>
<header>
  <h1>LiquidGlass Playground</h1>
  <label>Sample <select id="sample"></select></label>
  <button id="undo" type="button" title="Undo (Ctrl+Z)" disabled>Undo</button>
  <button id="redo" type="button" title="Redo (Ctrl+Shift+Z)" disabled>Redo</button>
  <label title="The preview's pixels per point (the canvas's scale is a scene setting)">Preview <select id="scale">
    <option value="1" selected>1×</option><option value="2">2×</option><option value="3">3×</option><option value="">scene's</option>
  </select></label>
  <label>Layer <select id="layer">
    <option>final</option><option>mask</option><option>sdf</option><option>frost</option><option>highlight</option><option>shadow</option>
  </select></label>
  <label><input id="lightDark" type="checkbox"> Light &amp; dark</label>
  <label><input id="annotate" type="checkbox" checked> Notes</label>
  <label>Loupe <select id="zoom"><option value="0">off</option><option value="2">2×</option><option value="4">4×</option><option value="8">8×</option></select></label>
  <label>Backdrop <select id="backdrop"><option value="">as written</option></select></label>
  <label class="upload">Your photo… <input id="upload" type="file" accept="image/png,image/jpeg"></label>
  <button id="showCode" type="button" aria-pressed="false" aria-controls="export">Code</button>
  <span id="status" role="status"></span>
</header>
<main>
  <section id="editor" aria-label="Scene">
    <div id="code">
      <pre id="gutter" aria-hidden="true"></pre>
      <textarea id="yaml" spellcheck="false" autocomplete="off" autocapitalize="off" wrap="off"></textarea>
    </div>
    <p id="problem" hidden></p>
  </section>
  <section id="view" aria-label="Rendered scene">
    <div id="motion" hidden>
      <label>From <select id="from"></select></label>
      <label>To <select id="to"></select></label>
      <label>Animation <select id="animation">
        <option value="">the scene's</option><option>smooth</option><option>snappy</option><option>bouncy</option>
        <option>spring</option><option>interactiveSpring</option><option>default</option><option>easeInOut</option>
        <option>easeIn</option><option>easeOut</option><option>linear</option>
      </select></label>
      <label>Duration <input id="duration" type="number" min="0.05" max="10" step="0.05" placeholder="default"></label>
      <label>Bounce <input id="bounce" type="number" min="-1" max="1" step="0.05" placeholder="default"></label>
      <label>Frames/s <select id="fps"><option>6</option><option selected>12</option><option>24</option><option>30</option></select></label>
      <button id="play" type="button">Play</button>
      <span id="motionStatus"></span>
    </div>
    <div id="stages">
      <figure id="stage">
        <canvas id="canvas" width="1" height="1"></canvas>
        <img id="movie" alt="The transition, as the engine draws it" hidden>
        <div id="selection" hidden><i class="nw"></i><i class="ne"></i><i class="sw"></i><i class="se"></i></div>
        <div id="notes"></div>
        <div id="loupeBox" hidden><canvas id="loupe" width="160" height="160"></canvas><span id="loupeText"></span></div>
        <figcaption id="caption"></figcaption>
      </figure>
      <figure id="stageAlt" hidden>
        <canvas id="canvasAlt" width="1" height="1"></canvas>
        <figcaption id="captionAlt"></figcaption>
      </figure>
    </div>
    <form id="sceneSettings" aria-label="Scene settings" hidden>
      <label>Scheme <select id="scheme"><option>light</option><option>dark</option></select></label>
      <label>Device <select id="device"></select></label>
      <label>Scale <select id="canvasScale"><option value="1">@1x</option><option value="2">@2x</option><option value="3">@3x</option></select></label>
      <label><input id="reduceTransparency" type="checkbox"> Reduce Transparency</label>
      <label><input id="increaseContrast" type="checkbox"> Increase Contrast</label>
      <label><input id="reduceMotion" type="checkbox"> Reduce Motion</label>
      <label>Clear <input id="tinted" type="range" min="0" max="1" step="0.05" value="0" aria-label="Clear to Tinted"> Tinted</label>
      <label title="The direction the highlights are lit from (the scene's lightAngle): 0° from the right, −90° from above">Light <input id="lightAngle" type="range" min="-180" max="180" step="5" value="-50" aria-label="Light angle in degrees"> <output id="lightAngleValue">−50°</output></label>
    </form>
    <form id="edit" hidden>
      <label>Shape <select id="shape"><option>capsule</option><option>circle</option><option>ellipse</option>
        <option>rectangle</option><option value="roundedRectangle">rounded rectangle</option><option value="path" disabled>path (in the text)</option></select></label>
      <label id="cornerField">Corners <input id="cornerRadius" type="number" min="0" step="1" aria-label="Corner radius">
        <select id="cornerStyle" aria-label="Corner style"><option>continuous</option><option>circular</option></select></label>
      <label>Glass <select id="variant"><option>regular</option><option>clear</option><option>identity</option></select></label>
      <label>Tint <select id="tint"></select></label>
      <label>Opacity <input id="opacity" type="range" min="0" max="1" step="0.05" value="0.6"></label>
      <label><input id="interactive" type="checkbox"> Interactive</label>
      <label>Label <input id="labelText" type="text" size="10" placeholder="text"></label>
      <label>Symbol <input id="symbol" type="search" list="symbols" size="14" placeholder="search symbols"></label>
      <datalist id="symbols"></datalist>
      <label id="spacingField">Container spacing <input id="spacing" type="number" min="0" step="1"></label>
      <label>Union <input id="union" type="text" size="8" placeholder="none" title="glassEffectUnion id: glass with the same id, shape kind and variant is drawn as one shape"></label>
    </form>
    <dl id="inspector" hidden></dl>
    <ul id="warnings"></ul>
  </section>
  <section id="export" aria-label="Code" hidden>
    <div class="bar">
      <select id="framework" aria-label="Framework"><option value="swiftui">SwiftUI</option><option value="uikit">UIKit</option></select>
      <button id="copy" type="button">Copy</button>
      <span id="lint"></span>
    </div>
    <ul id="gaps"></ul>
    <pre id="source"></pre>
  </section>
</main>
</body>
</html>
"""#

    /// `GET /app.css`.
    static let css = #"""
:root { color-scheme: light dark; --line: 1.45em; --bg: #f2f2f7; --panel: #fff; --ink: #1c1c1e; --muted: #8e8e93; --bad: #d70015; }
@media (prefers-color-scheme: dark) { :root { --bg: #1c1c1e; --panel: #2c2c2e; --ink: #f2f2f7; --muted: #98989d; --bad: #ff6961; } }
* { box-sizing: border-box; }
html, body { height: 100%; margin: 0; }
body { display: flex; flex-direction: column; background: var(--bg); color: var(--ink); font: 14px/1.4 system-ui, sans-serif; }
header { display: flex; gap: 1em; align-items: center; flex-wrap: wrap; padding: .5em 1em; border-bottom: 1px solid #8884; }
h1 { font-size: 1.1em; margin: 0 1em 0 0; }
select, .upload { font: inherit; }
.upload { cursor: pointer; padding: .15em .6em; border: 1px solid #8888; border-radius: 999px; }
.upload input { display: none; }
#status { margin-left: auto; color: var(--muted); font-variant-numeric: tabular-nums; }
#status.bad { color: var(--bad); }
main { flex: 1; display: flex; min-height: 0; }
#editor { flex: 0 0 44%; display: flex; flex-direction: column; min-width: 0; border-right: 1px solid #8884; }
#code { flex: 1; display: flex; min-height: 0; background: var(--panel); font: 13px/var(--line) ui-monospace, "DejaVu Sans Mono", monospace; }
#gutter { margin: 0; padding: .5em .6em .5em .8em; text-align: right; color: var(--muted); overflow: hidden; user-select: none; font: inherit; }
#gutter .bad { color: #fff; background: var(--bad); border-radius: 3px; padding: 0 .2em; }
#yaml { flex: 1; resize: none; border: 0; outline: 0; padding: .5em; background: transparent; color: inherit; font: inherit; white-space: pre; tab-size: 2; }
#problem { margin: 0; padding: .6em 1em; background: var(--bad); color: #fff; font: 13px/1.4 ui-monospace, "DejaVu Sans Mono", monospace; white-space: pre-wrap; }
#view { flex: 1; display: flex; flex-direction: column; align-items: center; justify-content: flex-start; padding: 1em; overflow: auto; min-width: 0; }
#stages { display: flex; gap: 1em; align-items: flex-start; justify-content: center; max-width: 100%; }
#stages figure { position: relative; margin: 0; min-width: 0; }
#stages figcaption { text-align: center; color: var(--muted); font-size: 12px; }
#stages figcaption:empty { display: none; }
#movie { position: absolute; left: 0; top: 0; width: 100%; border-radius: 12px; }
#selection { position: absolute; left: 0; top: 0; will-change: transform; border: 2px solid #0a84ff; border-radius: 4px; pointer-events: none; box-shadow: 0 0 0 1px #fff8; }
#selection i { position: absolute; width: 10px; height: 10px; background: #fff; border: 2px solid #0a84ff; border-radius: 2px; }
#selection .nw { left: -6px; top: -6px; } #selection .ne { right: -6px; top: -6px; }
#selection .sw { left: -6px; bottom: -6px; } #selection .se { right: -6px; bottom: -6px; }
.note { position: absolute; transform: translateY(2px); padding: 0 .4em; border-radius: 4px; background: #000b; color: #fff; font-size: 11px; line-height: 1.5; white-space: nowrap; pointer-events: none; }
.note.bad { background: var(--bad); }
#motion, #edit, #sceneSettings { display: flex; flex-wrap: wrap; gap: .4em .9em; align-items: center; margin: 0 0 .8em; padding: .4em .8em; background: var(--panel); border-radius: 8px; font-size: 12px; }
#edit, #sceneSettings { margin: .8em 0 0; }
#motion[hidden], #edit[hidden], #sceneSettings[hidden], #spacingField[hidden], #cornerField[hidden] { display: none; }
#cornerRadius { width: 4.5em; }
button:disabled { opacity: .4; cursor: default; }
#motion input[type=number] { width: 5.5em; }
#motionStatus { color: var(--muted); }
#inspector { display: grid; grid-template-columns: auto 1fr; gap: .1em .8em; margin: .8em 0 0; padding: .5em .8em; background: var(--panel); border-radius: 8px; font-size: 12px; }
#inspector[hidden] { display: none; }
#inspector dt { color: var(--muted); }
#inspector dd { margin: 0; font-variant-numeric: tabular-nums; }
#canvas, #canvasAlt { display: block; cursor: crosshair; touch-action: none; max-width: 100%; max-height: calc(100vh - 12em); object-fit: contain; border-radius: 12px; box-shadow: 0 4px 24px #0003; background: #8882; }
#loupeBox { position: absolute; pointer-events: none; z-index: 2; text-align: center; }
#loupe { display: block; width: 160px; height: 160px; border-radius: 50%; border: 2px solid #fff; box-shadow: 0 4px 16px #0006; background: #000; image-rendering: pixelated; }
#loupeText { display: inline-block; margin-top: 4px; padding: 0 .5em; border-radius: 4px; background: #000b; color: #fff; font: 11px/1.5 ui-monospace, "DejaVu Sans Mono", monospace; white-space: nowrap; }
#warnings { margin: .8em 0 0; padding: 0; list-style: none; color: var(--bad); font-size: 12px; }
button { font: inherit; padding: .15em .8em; border: 1px solid #8888; border-radius: 999px; background: var(--panel); color: inherit; cursor: pointer; }
button[aria-pressed="true"] { background: var(--ink); color: var(--bg); }
main.with-code #editor { flex-basis: 30%; }
#export { flex: 0 0 40%; display: flex; flex-direction: column; min-width: 0; border-left: 1px solid #8884; background: var(--panel); }
#export[hidden] { display: none; }
#export .bar { display: flex; gap: .6em; align-items: center; padding: .5em .8em; border-bottom: 1px solid #8884; }
#lint { color: var(--muted); font-size: 12px; }
#lint.bad { color: var(--bad); }
#gaps { margin: 0; padding: .4em .8em .4em 2em; font-size: 12px; color: var(--muted); border-bottom: 1px solid #8884; }
#gaps:empty { display: none; }
#gaps .finding { color: var(--bad); }
#source { flex: 1; margin: 0; padding: .6em .8em; overflow: auto; font: 12px/1.45 ui-monospace, "DejaVu Sans Mono", monospace; white-space: pre; }
"""#

    /// `GET /app.js`: the editor with line numbers, the debounced render into the canvas (a newer edit aborts the
    /// request in flight), the render time, the decoder's errors at their line, uploads by picker or drop.
    static let javaScript = #"""
// The playground page: the scene's YAML on the left, the server's render of it on the right, re-rendered as you
// type (debounced; a newer edit aborts the request in flight). Plain JavaScript, no dependencies.
"use strict";

const $ = (id) => document.getElementById(id);
const yaml = $("yaml"), gutter = $("gutter"), problem = $("problem"), statusLine = $("status");
const canvas = $("canvas"), warnings = $("warnings");
const exportPanel = $("export"), source = $("source"), gaps = $("gaps"), lintLine = $("lint");
const session = "page-" + Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, "0")).join("");
const debounceMilliseconds = 150;
let timer = null, inFlight = null, errorLine = 0, codeRequest = null, lastReport = null, renders = 0;
// The session's number of the frame the canvas shows (LiquidGlass-Frame), or null before the first.
let shownFrame = null;
// For the browser's console and the end-to-end test (.ci/playground-e2e): the last render's report and count.
window.liquidGlassPlayground = { get report() { return lastReport; }, get renders() { return renders; },
  get edits() { return edits; }, get otherRenders() { return otherRenders; }, get plays() { return plays; },
  get history() { return { index: history.index, length: history.texts.length }; } };

function setStatus(text, bad) {
  statusLine.textContent = text;
  statusLine.classList.toggle("bad", Boolean(bad));
}

// The scene's text: the editor's, except while the pointer drags or the light slider slides. Then the page's
// edits come faster than pictures, and writing the textarea is a relayout and reshaping of all of its lines
// (profiled during a drag at 2×: about a tenth of the page's main thread, and each write blocks the next pointer
// event); the newest text is held here, and the editor shows the text of each picture drawn (showDrawnText) and
// the newest when the pointer is let go (showLatestText).
let heldText = null;
const sceneText = () => (heldText !== null ? heldText : yaml.value);

// One number per line of the text; the line with the decoder's error marked. Rebuilt only when either changes:
// a drag rewrites one line, and a new gutter is a relayout of its own.
let gutterShows = "";
function renderGutter() {
  const count = yaml.value.split("\n").length, key = `${count}:${errorLine}`;
  if (key !== gutterShows) {
    gutterShows = key;
    const lines = [];
    for (let i = 1; i <= count; i++) lines.push(i === errorLine ? `<span class="bad">${i}</span>` : String(i));
    gutter.innerHTML = lines.join("\n") + "\n";
  }
  gutter.scrollTop = yaml.scrollTop;
}

function showProblem(error) {
  errorLine = error && error.line ? error.line : 0;
  problem.hidden = !error;
  problem.textContent = error ? (error.line ? `${error.line}:${error.column}: ` : "") + error.message : "";
  renderGutter();
}

function showWarnings(report) {
  warnings.replaceChildren();
  const all = (report.warnings || []).concat(...(report.elements || []).map((e) =>
    (e.warnings || []).map((w) => ({ ...w, message: `${e.id || e.item}: ${w.message}` }))));
  for (const w of all) {
    const li = document.createElement("li");
    li.textContent = `${w.code}: ${w.message}`;
    warnings.append(li);
  }
}

function decodeReport(response) {
  const header = response.headers.get("LiquidGlass-Report");
  if (!header) return { elements: [], warnings: [] };
  const bytes = Uint8Array.from(atob(header), (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

// `keep`: the renders in flight go on (a drag's second render, below); otherwise they are aborted (typing).
async function render(keep = false) {
  if (!keep) for (const other of renderings) other.abort();
  const controller = new AbortController();
  inFlight = controller;
  renderings.push(controller);
  // Stored (undeflated) PNGs: the frames cross loopback only, and deflate was most of an edit's time.
  const params = new URLSearchParams({ session, layer: $("layer").value, compression: "stored" });
  if ($("scale").value) params.set("scale", $("scale").value);
  // The frame the canvas shows: the server then answers only the box of pixels that changed since (a drag step
  // moves one element; the rest of the canvas is the same floats, hence the same codes).
  const base = shownFrame;
  if (base) params.set("since", String(base));
  const started = performance.now();
  // While the pointer drags, the scene's settings and glass list cannot change: asked again when it is let go.
  const text = sceneText();
  requestedText = text;
  const info = moving() ? null : refreshInfo(text).catch(() => {});
  try {
    const response = await fetch(`/api/render?${params}`, {
      method: "POST", body: text, signal: controller.signal, headers: { "Content-Type": "application/yaml" },
    });
    if (response.status === 409) return; // superseded by a newer edit
    if (!response.ok) {
      const body = await response.json().catch(() => ({ error: { message: response.statusText } }));
      if (response.status === 422 && body.error.line) {
        showProblem(body.error);
        setStatus("scene error", true);
      } else {
        showProblem(null);
        setStatus(`${response.status}: ${body.error.message}`, true);
        const retry = Number(response.headers.get("Retry-After"));
        if (response.status === 503 && retry > 0) schedule(retry * 1000);
      }
      return;
    }
    const report = decodeReport(response);
    const bitmap = await createImageBitmap(await response.blob());
    if (controller.signal.aborted) return;
    const frame = Number(response.headers.get("LiquidGlass-Frame")) || null;
    // A frame older than the one shown (a drag's two renders answered out of order) is not drawn.
    if (frame && shownFrame && frame <= shownFrame) return;
    const region = (response.headers.get("LiquidGlass-Region") || "").split(",").map(Number);
    const [width, height] = (response.headers.get("LiquidGlass-Canvas") || "").split("x").map(Number);
    if (region.length === 4) {
      // The region holds every pixel that differs between frame `base` and this one. Drawn over any frame of the
      // session from `base` on (the canvas may show the answer of the render sent before this one), it gives this
      // frame exactly: outside the region, all of those frames are the same pixels.
      if (!shownFrame || shownFrame < base || canvas.width !== width || canvas.height !== height) {
        // The canvas no longer shows the frame the region was cut against: ask for the whole frame.
        shownFrame = null;
        renderWanted = true;
        return;
      }
      const context = canvas.getContext("2d");
      context.clearRect(region[0], region[1], region[2], region[3]);
      context.drawImage(bitmap, region[0], region[1]);
    } else {
      canvas.width = bitmap.width;
      canvas.height = bitmap.height;
      canvas.getContext("2d").drawImage(bitmap, 0, 0);
    }
    shownFrame = frame;
    const timing = /render;dur=([\d.]+)/.exec(response.headers.get("Server-Timing") || "");
    const total = performance.now() - started;
    const part = region.length === 4 ? ` (${region[2]}×${region[3]} changed)` : "";
    setStatus(`render ${timing ? timing[1] : "?"} ms · edit to pixels ${total.toFixed(0)} ms · ${canvas.width}×${canvas.height}${part}`);
    lastReport = report;
    // While the pointer drags or the light slider slides, the picture only: the notes, warnings, inspector, other
    // scheme and code are rebuilt by the render that follows the pointer's release.
    if (moving()) {
      renders += 1;
      showDrawnText(text);
      return;
    }
    fullText = text;
    showProblem(null);
    showWarnings(report);
    await info;
    renders += 1;
    showSelection();
    showNotes();
    if ($("lightDark").checked && sceneInfo) {
      $("caption").textContent = sceneInfo.colorScheme;
      renderOther(sceneInfo.colorScheme);
    }
    if (!exportPanel.hidden) refreshCode();
  } catch (error) {
    if (error.name !== "AbortError") setStatus(`cannot reach the server: ${error.message}`, true);
  } finally {
    renderings.splice(renderings.indexOf(controller), 1);
    if (inFlight === controller) inFlight = renderings[renderings.length - 1] || null;
    if (renderWanted && renderings.length < rendersAtOnce()) {
      renderWanted = false;
      render(true);
      sendEdit(); // the edit held back while this text waited (see sendEdit)
    }
  }
}
// The text of the newest render asked for, and of the newest drawn with its notes, inspector and info.
let requestedText = null, fullText = null;

// While moving, the editor shows the text of the picture on the canvas, written once per animation frame at most.
let drawnText = null;
function showDrawnText(text) {
  if (drawnText === null) {
    requestAnimationFrame(() => {
      if (heldText !== null && drawnText !== yaml.value) writeEditor(drawnText);
      drawnText = null;
    });
  }
  drawnText = text;
}
// The newest text in the editor (the pointer let go).
function showLatestText() {
  if (heldText !== null) setText(heldText);
}
// After a drag or a slide: one step of the history, and the newest text drawn with its notes, inspector and info
// unless that render is already asked for.
function settleMove() {
  remember();
  if (!renderWanted && !(inFlight && requestedText === sceneText()) && fullText !== sceneText()) renderLatest();
}

// The page's own edits (a drag, the inspector, undo) come faster than renders during a drag: the render in flight
// is let finish and show its picture, and the newest text is rendered next, so the canvas follows the pointer;
// aborting it, as typing does, would show nothing new until the pointer stops. While the pointer drags (or the
// light slider slides) two renders may be in flight: the second waits in the server's queue while the first is
// drawn, so the server renders the next picture while this one crosses loopback, is decoded and drawn (a third of
// a step's time at 2× on the loaded machine: 48 ms from request to answer, of which the server's render and encode
// were 28). Each names the frame the canvas shows (`since=`), the server answers the pixels changed since then.
let renderWanted = false, renderings = [];
const rendersAtOnce = () => (moving() ? 2 : 1);
function renderLatest() {
  if (renderings.length >= rendersAtOnce()) renderWanted = true;
  else render(true);
}

// The code panel: the scene as SwiftUI or UIKit code (POST /api/code), what it does not express, and the linter's
// findings on it. Fetched after each render while the panel is open.
function sceneName() {
  const option = $("sample").selectedOptions[0];
  return option ? option.textContent : "Scene";
}

async function refreshCode() {
  if (codeRequest) codeRequest.abort();
  const controller = new AbortController();
  codeRequest = controller;
  const params = new URLSearchParams({ framework: $("framework").value, name: sceneName() });
  try {
    const response = await fetch(`/api/code?${params}`, {
      method: "POST", body: sceneText(), signal: controller.signal, headers: { "Content-Type": "application/yaml" },
    });
    const body = await response.json();
    if (controller !== codeRequest) return;
    if (!response.ok) {
      lintLine.textContent = body.error.message;
      lintLine.classList.add("bad");
      return;
    }
    source.textContent = body.source;
    gaps.replaceChildren(...body.notExpressed.map((gap) => {
      const li = document.createElement("li");
      li.textContent = `not expressed: ${gap.element ? gap.element + ": " : ""}${gap.key}: ${gap.detail}`;
      return li;
    }), ...body.lint.map((finding) => {
      const li = document.createElement("li");
      li.className = "finding";
      li.textContent = `lint, line ${finding.line}: ${finding.rule}: ${finding.message}`;
      return li;
    }));
    const count = body.lint.length;
    lintLine.textContent = `${body.typeName} · lint: ${count === 0 ? "no findings" : count === 1 ? "1 finding" : `${count} findings`}`;
    lintLine.classList.toggle("bad", count > 0);
  } catch (error) {
    if (error.name !== "AbortError") lintLine.textContent = `cannot export: ${error.message}`;
  } finally {
    if (codeRequest === controller) codeRequest = null;
  }
}

// The scene's canvas in points, its states and what the inspector shows beyond the report (POST /api/validate,
// asked beside each render): the report's frames are in points, the canvas on screen in CSS pixels.
let sceneInfo = null, selectedId = null;

async function refreshInfo(text) {
  const response = await fetch("/api/validate", { method: "POST", body: text, headers: { "Content-Type": "application/yaml" } });
  const body = await response.json();
  if (!body.ok || text !== sceneText()) return;
  sceneInfo = body;
  showMotionBar();
  fillSceneSettings();
}

// The scene settings: the colour scheme, the device (the canvas's size in points), the canvas's scale, and the
// accessibility settings the material honours — each written into the YAML through POST /api/edit (sceneSet).
const devices = [["iPhone 17 Pro", 402, 874], ["iPhone 17 Pro Max", 440, 956], ["iPhone Air", 420, 912],
  ["iPhone 16e", 390, 844], ["iPad mini", 744, 1133], ["iPad Pro 11-inch", 834, 1210], ["iPad Pro 13-inch", 1032, 1376]];
const accessibilityKeys = ["reduceTransparency", "increaseContrast", "reduceMotion"];
function fillSceneSettings() {
  $("sceneSettings").hidden = false;
  $("scheme").value = sceneInfo.colorScheme;
  const { width, height, scale } = sceneInfo.canvas, size = `${width}x${height}`;
  const sizes = devices.map(([name, w, h]) => new Option(`${name} · ${w}×${h}`, `${w}x${h}`));
  if (!devices.some(([, w, h]) => w === width && h === height)) sizes.unshift(new Option(`${width}×${height} as written`, size));
  $("device").replaceChildren(...sizes);
  $("device").value = size;
  const scales = $("canvasScale");
  if (!Array.from(scales.options, (o) => Number(o.value)).includes(scale)) scales.append(new Option(`@${scale}x`, String(scale)));
  scales.value = String(scale);
  const settings = sceneInfo.accessibility || {};
  for (const key of accessibilityKeys) $(key).checked = Boolean(settings[key]);
  $("tinted").value = String(settings.tinted || 0);
  if (!sliding) showLightAngle(sceneInfo.lightAngle);
}
function showLightAngle(angle) {
  $("lightAngle").value = String(angle);
  $("lightAngleValue").textContent = `${String(angle).replace("-", "−")}°`;
}
function canvasValue() {
  const [width, height] = $("device").value.split("x").map(Number);
  return { width, height, scale: Number($("canvasScale").value) };
}
// Only the settings that differ from the system's defaults are written; none removes the key.
function accessibilityValue() {
  const settings = {};
  for (const key of accessibilityKeys) if ($(key).checked) settings[key] = true;
  if (Number($("tinted").value) > 0) settings.tinted = Number($("tinted").value);
  return Object.keys(settings).length ? settings : null;
}

// Where an event falls on the canvas, in the scene's points; and how many points one CSS pixel is.
function pointsPerPixel() {
  return sceneInfo.canvas.width / canvas.getBoundingClientRect().width;
}
function toPoints(event) {
  const box = canvas.getBoundingClientRect(), k = pointsPerPixel();
  return [(event.clientX - box.left) * k, (event.clientY - box.top) * k];
}
const inside = (f, [x, y]) => x >= f[0] && x <= f[0] + f[2] && y >= f[1] && y <= f[1] + f[3];
const nameOf = (e) => e.id || e.item;
const selectedElement = () => lastReport && selectedId ? lastReport.elements.find((e) => nameOf(e) === selectedId) : null;

// The corner of the frame within 10 CSS pixels of the point ("nw", "ne", "sw", "se"), if any.
function cornerAt(f, [x, y]) {
  const reach = 10 * pointsPerPixel();
  for (const [name, cx, cy] of [["nw", f[0], f[1]], ["ne", f[0] + f[2], f[1]], ["sw", f[0], f[1] + f[3]], ["se", f[0] + f[2], f[1] + f[3]]]) {
    if (Math.abs(x - cx) <= reach && Math.abs(y - cy) <= reach) return name;
  }
  return null;
}

// Click-to-select: the topmost glass whose frame holds the click, outlined, its report in the inspector, and its
// id's line selected in the YAML.
function selectAt(point) {
  const hit = lastReport.elements.slice().reverse().find((e) => inside(e.frame, point));
  const changed = (hit ? nameOf(hit) : null) !== selectedId;
  selectedId = hit ? nameOf(hit) : null;
  showSelection();
  if (changed) fillEditor();
  if (hit && hit.id) selectIdLine(hit.id);
}

function selectIdLine(id) {
  // The line that names it (`id: search`, `{id: search, …}`, `"id": "search"`), selected.
  let offset = 0;
  for (const line of sceneText().split("\n")) {
    if ([`id: ${id}`, `id: "${id}"`, `"id": "${id}"`].some((key) => line.includes(key))) {
      yaml.setSelectionRange(offset, offset + line.length);
      break;
    }
    offset += line.length + 1;
  }
}

// Placed by a transform (its own compositing layer, app.css): a move during a drag repaints nothing under it.
function placeOutline(frame, pointsPerCSSPixel = pointsPerPixel()) {
  const k = 1 / pointsPerCSSPixel;
  Object.assign($("selection").style, { transform: `translate(${frame[0] * k - 2}px, ${frame[1] * k - 2}px)`,
    width: `${frame[2] * k + 4}px`, height: `${frame[3] * k + 4}px` });
}

function showSelection() {
  const element = sceneInfo ? selectedElement() : null, inspector = $("inspector");
  $("selection").hidden = inspector.hidden = $("edit").hidden = !element;
  if (!element) return;
  placeOutline(element.frame);
  const rows = [["element", nameOf(element)], ["frame", element.frame.join(", ")], ["shape", element.shape],
    ["glass", element.glass + (element.tint ? ` tinted ${element.tint}` : "")], ["container", element.container],
    ["union", element.union], ["appearance", element.appearance], ["material", element.material],
    ["backdrop luminance", element.backdropLuminance != null ? element.backdropLuminance.toFixed(3) : null],
    ["label contrast", element.contrastRatio != null ? `${element.contrastRatio.toFixed(2)} : 1` : null],
    ["warnings", (element.warnings || []).map((w) => w.code).join(", ") || null]];
  inspector.replaceChildren(...rows.filter(([, v]) => v !== null && v !== undefined && v !== "").flatMap(([k2, v]) => {
    const dt = document.createElement("dt"), dd = document.createElement("dd");
    dt.textContent = k2;
    dd.textContent = String(v);
    return [dt, dd];
  }));
}

// The inspector's controls, set from the selection when it changes (not on every render, so typing is not undone).
const tintNames = ["systemBlue", "systemRed", "systemOrange", "systemYellow", "systemGreen", "systemMint", "systemTeal",
  "systemCyan", "systemIndigo", "systemPurple", "systemPink", "systemBrown", "systemGray", "white", "black"];
function fillEditor() {
  const element = selectedElement();
  const info = element && sceneInfo && sceneInfo.glass ? sceneInfo.glass.find((g) => g.item === nameOf(element)) : null;
  if (!element) return;
  $("variant").value = element.glass;
  $("tint").value = element.tint ? "" : "none";
  $("interactive").checked = Boolean(info && info.interactive);
  $("labelText").value = (info && info.labelText) || "";
  $("symbol").value = (info && info.labelSymbol) || "";
  $("spacingField").hidden = !(info && info.containerSpacing != null);
  $("spacing").value = info && info.containerSpacing != null ? info.containerSpacing : "";
  const shape = (info && info.shape) || { kind: "capsule" };
  $("shape").value = shape.kind;
  $("cornerField").hidden = shape.kind !== "roundedRectangle";
  $("cornerRadius").value = shape.cornerRadius != null ? shape.cornerRadius : 16;
  $("cornerStyle").value = shape.style || "continuous";
  $("union").value = (info && info.union) || "";
}

// The shape as the scene file writes it: a name, or a rounded rectangle with its corners.
function shapeValue() {
  const kind = $("shape").value;
  $("cornerField").hidden = kind !== "roundedRectangle";
  if (kind !== "roundedRectangle") return kind;
  return { roundedRectangle: { cornerRadius: Math.max(0, Number($("cornerRadius").value) || 0), style: $("cornerStyle").value } };
}

function labelValue() {
  const text = $("labelText").value, symbol = $("symbol").value.trim();
  if (!text && !symbol) return null;
  return Object.assign({}, text ? { text } : {}, symbol ? { symbol } : {});
}

// Every change of the text by the page — a drag, a resize, the inspector — goes through POST /api/edit, which
// rewrites the element's keys in place; the new text is then rendered, so a value the decoder refuses shows at its
// line as a typed one does. One edit at a time: changes made meanwhile are merged and sent next. While the pointer
// drags or the light slider slides, at most one edited text waits behind the render in flight: an edit answered
// while another text already waits would never be drawn (the render after the one in flight takes the newest), so
// the next edit is sent when that render starts — the edits follow the pictures (at 2× there had been 2.4 edits per
// picture drawn, each a request, a JSON answer and an editor write on the page's main thread).
let editing = false, pendingEdit = null, sliding = false, afterEdits = [];
const moving = () => Boolean((drag && drag.moved) || sliding);
// Runs `f` once no edit is in flight or waiting (at once when none is).
function onEditsSettled(f) {
  if (!editing && !pendingEdit) f();
  else afterEdits.push(f);
}
function mergedEdits(a, b) {
  if (!a) return b;
  const both = { ...a, ...b };
  if (a.set && b.set) both.set = { ...a.set, ...b.set };
  if (a.sceneSet && b.sceneSet) both.sceneSet = { ...a.sceneSet, ...b.sceneSet };
  return both;
}
function edit(change) {
  if ((Boolean(change.set) || change.containerSpacing != null) && !selectedId) return;
  if (typingTimer) remember(); // the keys typed before it are a step of their own
  pendingEdit = mergedEdits(pendingEdit, change);
  sendEdit();
}
// Sends the waiting edit unless one is in flight, or (while moving) a text already waits for the next render.
async function sendEdit() {
  if (editing) return;
  if (!pendingEdit || (renderWanted && moving())) {
    if (!pendingEdit && afterEdits.length) {
      const waiting = afterEdits;
      afterEdits = [];
      for (const f of waiting) f();
    }
    return;
  }
  const change = pendingEdit, ofElement = Boolean(change.set) || change.containerSpacing != null;
  pendingEdit = null;
  editing = true;
  // An edit sent while moving is part of the move's one step, taken when the pointer (or slider) is let go.
  const duringMove = moving();
  try {
    const response = await fetch("/api/edit", { method: "POST", headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ scene: sceneText(), ...(ofElement ? { element: selectedId } : {}), ...change }) });
    const body = await response.json();
    if (!response.ok) {
      if (body.error.line) showProblem(body.error);
      setStatus(`edit: ${body.error.message}`, true);
      return;
    }
    if (body.scene !== sceneText()) {
      if (moving()) heldText = body.scene;
      else setText(body.scene);
      edits += 1;
      if (!duringMove && !moving()) remember();
      renderLatest();
    }
  } catch (error) {
    setStatus(`cannot edit: ${error.message}`, true);
  } finally {
    editing = false;
    sendEdit();
  }
}

// Dragging: inside the selection moves it, a corner resizes it; the outline follows the pointer at once and the
// text (and then the render) as fast as edits come back. A press that does not move is a click: it selects.
let drag = null, edits = 0;
function dragged(f, mode, dx, dy) {
  const r = (v) => Math.round(v);
  if (mode === "move") return [r(f[0] + dx), r(f[1] + dy), f[2], f[3]];
  const left = mode.endsWith("w"), top = mode.startsWith("n");
  const w = Math.max(1, r(f[2] + (left ? -dx : dx))), h = Math.max(1, r(f[3] + (top ? -dy : dy)));
  return [left ? f[0] + f[2] - w : f[0], top ? f[1] + f[3] - h : f[1], w, h];
}

canvas.addEventListener("pointerdown", (event) => {
  if (!lastReport || !sceneInfo) return;
  const point = toPoints(event), element = selectedElement();
  const mode = element ? cornerAt(element.frame, point) || (inside(element.frame, point) ? "move" : null) : null;
  // The canvas's size on screen, taken once: reading it on each move would lay the page out again each time.
  drag = { x: event.clientX, y: event.clientY, point, mode, frame: element ? element.frame.slice() : null, moved: false,
    k: pointsPerPixel() };
  if (mode) canvas.setPointerCapture(event.pointerId);
});
canvas.addEventListener("pointermove", (event) => {
  if (!sceneInfo || !lastReport) return;
  if (!drag || !drag.mode) {
    const element = selectedElement(), point = toPoints(event);
    const corner = element && cornerAt(element.frame, point);
    canvas.style.cursor = corner ? (corner === "nw" || corner === "se" ? "nwse-resize" : "nesw-resize")
      : element && inside(element.frame, point) ? "move" : "crosshair";
    return;
  }
  if (!drag.moved && Math.hypot(event.clientX - drag.x, event.clientY - drag.y) < 3) return;
  drag.moved = true;
  const k = drag.k;
  drag.current = dragged(drag.frame, drag.mode, (event.clientX - drag.x) * k, (event.clientY - drag.y) * k);
  placeOutline(drag.current, k);
  edit({ set: { frame: drag.current } });
});
canvas.addEventListener("pointerup", () => {
  const done = drag;
  drag = null;
  if (!done) return;
  if (done.moved) {
    edit({ set: { frame: done.current } });
    onEditsSettled(settleMove);
  } else {
    selectAt(done.point);
  }
});

// The zoom loupe: the canvas's own pixels around the pointer, each drawn as `zoom` CSS pixels (no smoothing), with
// the point under the pointer (scene points) and its pixel's colour. It follows the pointer above and to the right.
const loupe = $("loupe"), loupeSize = 160;
function showLoupe(event) {
  const zoom = Number($("zoom").value), box = $("loupeBox");
  if (!zoom || !sceneInfo || event.type === "pointerleave") { box.hidden = true; return; }
  const rect = canvas.getBoundingClientRect(), k = canvas.width / rect.width;
  const px = Math.floor((event.clientX - rect.left) * k), py = Math.floor((event.clientY - rect.top) * k);
  if (px < 0 || py < 0 || px >= canvas.width || py >= canvas.height) { box.hidden = true; return; }
  const span = loupeSize / zoom, context = loupe.getContext("2d");
  context.imageSmoothingEnabled = false;
  context.clearRect(0, 0, loupeSize, loupeSize);
  // The pointer's pixel lands on the loupe's centre pixel (loupeSize / 2).
  const sx = px - Math.floor(span / 2), sy = py - Math.floor(span / 2);
  context.drawImage(canvas, sx, sy, span, span, 0, 0, loupeSize, loupeSize);
  context.strokeStyle = "#fff8";
  context.strokeRect(Math.floor(span / 2) * zoom - 0.5, Math.floor(span / 2) * zoom - 0.5, zoom + 1, zoom + 1);
  const [r, g, b] = canvas.getContext("2d").getImageData(px, py, 1, 1).data;
  const points = (v) => (v * sceneInfo.canvas.width / canvas.width).toFixed(1);
  $("loupeText").textContent = `${points(px)}, ${points(py)} pt · #${[r, g, b].map((v) => v.toString(16).padStart(2, "0")).join("")}`;
  const stage = $("stage").getBoundingClientRect();
  const above = event.clientY - stage.top - loupeSize - 24;
  Object.assign(box.style, { left: `${event.clientX - stage.left + 24}px`, top: `${above >= 0 ? above : event.clientY - stage.top + 24}px` });
  box.hidden = false;
}
canvas.addEventListener("pointermove", showLoupe);
canvas.addEventListener("pointerleave", showLoupe);

// The runtime warnings and each element's label contrast, next to the element (under its frame).
function showNotes() {
  const notes = $("notes");
  notes.replaceChildren();
  if (!$("annotate").checked || !lastReport || !sceneInfo) return;
  const k = 1 / pointsPerPixel();
  for (const e of lastReport.elements) {
    const parts = [];
    if (e.contrastRatio != null) parts.push(`${e.contrastRatio.toFixed(1)}:1`);
    for (const w of e.warnings || []) parts.push(w.code);
    if (!parts.length) continue;
    const note = document.createElement("span");
    note.className = "note" + ((e.warnings || []).length ? " bad" : "");
    note.textContent = parts.join(" · ");
    note.title = (e.warnings || []).map((w) => w.message).join("\n");
    // Aligned with the element's left edge, or its right edge in the canvas's right half (kept on the canvas).
    const right = e.frame[0] + e.frame[2] / 2 > sceneInfo.canvas.width / 2;
    Object.assign(note.style, { top: `${(e.frame[1] + e.frame[3]) * k}px`,
      [right ? "right" : "left"]: right ? `${(sceneInfo.canvas.width - e.frame[0] - e.frame[2]) * k}px` : `${e.frame[0] * k}px` });
    notes.append(note);
  }
}

// Light and dark side by side: the same text rendered again in the other colour scheme (?colorScheme=), in a
// session of its own so each keeps its own cached backdrop.
let altRequest = null;
async function renderOther(scheme) {
  if (altRequest) altRequest.abort();
  const controller = new AbortController();
  altRequest = controller;
  const other = scheme === "dark" ? "light" : "dark";
  const params = new URLSearchParams({ session: session + "-other", colorScheme: other, layer: $("layer").value,
    compression: "stored" });
  if ($("scale").value) params.set("scale", $("scale").value);
  try {
    const response = await fetch(`/api/render?${params}`, { method: "POST", body: sceneText(), signal: controller.signal,
      headers: { "Content-Type": "application/yaml" } });
    if (!response.ok) return;
    const bitmap = await createImageBitmap(await response.blob());
    if (controller !== altRequest) return;
    const alt = $("canvasAlt");
    alt.width = bitmap.width;
    alt.height = bitmap.height;
    alt.getContext("2d").drawImage(bitmap, 0, 0);
    $("captionAlt").textContent = other;
    otherRenders += 1;
  } catch (error) {
    if (error.name !== "AbortError") setStatus(`cannot render ${other}: ${error.message}`, true);
  }
}
let otherRenders = 0;

// Motion: the scene's states and a transition between them, played from the engine's frames (POST /api/animate,
// an APNG the browser plays) over the canvas, along the animation the scene declares or one chosen here.
function showMotionBar() {
  const states = sceneInfo.states || [];
  $("motion").hidden = states.length < 2;
  for (const [id, pick] of [["from", 0], ["to", 1]]) {
    const select = $(id), keep = select.value;
    if (Array.from(select.options, (o) => o.value).join() === states.join()) continue;
    select.replaceChildren(...states.map((name) => new Option(name, name)));
    select.value = states.includes(keep) ? keep : states[pick];
  }
}

async function play() {
  const params = new URLSearchParams({ from: $("from").value, to: $("to").value, fps: $("fps").value, scale: "1" });
  if ($("animation").value) {
    params.set("animation", $("animation").value);
    if ($("duration").value) params.set("duration", $("duration").value);
    if ($("bounce").value) params.set("bounce", $("bounce").value);
  }
  $("motionStatus").textContent = "rendering the frames…";
  const started = performance.now();
  let response = null;
  // The server's queue may be full of the canvas's renders for a moment: wait its Retry-After, a few times.
  for (let attempt = 0; attempt < 5; attempt++) {
    response = await fetch(`/api/animate?${params}`, { method: "POST", body: sceneText(), headers: { "Content-Type": "application/yaml" } });
    const retry = Number(response.headers.get("Retry-After"));
    if (response.status !== 503 || !(retry > 0)) break;
    $("motionStatus").textContent = "the server is busy; trying again…";
    await new Promise((resolve) => setTimeout(resolve, retry * 1000));
  }
  if (!response.ok) {
    const body = await response.json().catch(() => ({ error: { message: response.statusText } }));
    $("motionStatus").textContent = body.error.message;
    return;
  }
  const movie = $("movie");
  if (movie.src) URL.revokeObjectURL(movie.src);
  movie.src = URL.createObjectURL(await response.blob());
  movie.hidden = false;
  $("notes").hidden = $("selection").hidden = true; // they mark the scene as written, not the frames
  plays += 1;
  $("motionStatus").textContent = `${response.headers.get("LiquidGlass-Frames")} frames in ${((performance.now() - started) / 1000).toFixed(1)} s · click the picture to close`;
}
let plays = 0;
$("movie").addEventListener("click", () => {
  $("movie").hidden = true;
  $("notes").hidden = false;
  showSelection();
});

function toggleCode() {
  exportPanel.hidden = !exportPanel.hidden;
  document.querySelector("main").classList.toggle("with-code", !exportPanel.hidden);
  $("showCode").setAttribute("aria-pressed", String(!exportPanel.hidden));
  showSelection();
  showNotes();
  if (!exportPanel.hidden) refreshCode();
}

async function copyCode() {
  try {
    await navigator.clipboard.writeText(source.textContent);
    $("copy").textContent = "Copied";
  } catch {
    // No clipboard permission (a page not focused, a headless browser): select the code for Ctrl-C instead.
    getSelection().selectAllChildren(source);
    $("copy").textContent = "Selected";
  }
  setTimeout(() => { $("copy").textContent = "Copy"; }, 1500);
}

// The text replaced by the page (an edit, undo, a sample), its scroll position kept.
function setText(text) {
  heldText = null;
  writeEditor(text);
}
function writeEditor(text) {
  const top = yaml.scrollTop;
  yaml.value = text;
  yaml.scrollTop = top;
  renderGutter();
}

// Undo and redo over every change of the text: typing (keys with less than 0.7 s between them are one step),
// drags (one step each), the inspector, the scene settings, a sample or a backdrop chosen. The page replaces the
// textarea's value for its own edits, which empties the browser's own undo, so the page keeps the texts itself.
const history = { texts: [], index: -1 }, historyLimit = 200, typingPause = 700;
let typingTimer = null;
function remember() {
  clearTimeout(typingTimer);
  typingTimer = null;
  showLatestText();
  if (history.texts[history.index] !== yaml.value) {
    history.texts.splice(history.index + 1, Infinity, yaml.value);
    if (history.texts.length > historyLimit) history.texts.shift();
    history.index = history.texts.length - 1;
  }
  showHistory();
}
function typed() {
  clearTimeout(typingTimer);
  typingTimer = setTimeout(remember, typingPause);
  showHistory();
}
function showHistory() {
  $("undo").disabled = history.index <= 0 && !(typingTimer && history.texts[history.index] !== yaml.value);
  $("redo").disabled = history.index >= history.texts.length - 1;
}
function stepHistory(by) {
  if (typingTimer) remember(); // the keys typed since the last step are a step of their own
  const next = history.index + by;
  if (next < 0 || next >= history.texts.length) return;
  history.index = next;
  setText(history.texts[next]);
  showHistory();
  // As a drag's steps: a burst of undos renders the text it ends on, not each step (an aborted request's render
  // still takes its place in the server's queue).
  renderLatest();
}

function schedule(delay = debounceMilliseconds) {
  clearTimeout(timer);
  timer = setTimeout(render, delay);
}

async function loadSamples() {
  const listing = await (await fetch("/api/samples")).json();
  const select = $("sample");
  for (const scene of listing.scenes.filter((s) => s.format === "yaml")) {
    const option = document.createElement("option");
    option.value = scene.text;
    option.textContent = scene.name;
    select.append(option);
  }
  const preferred = Array.from(select.options).find((o) => o.textContent === "coffee-tab-bar");
  if (preferred) select.value = preferred.value;
  yaml.value = select.value;
  renderGutter();
  remember();
  render();
  $("tint").replaceChildren(new Option("as written", ""), new Option("none", "none"), ...tintNames.map((n) => new Option(n, n)));
  listBackdrops(listing.backdrops);
  const symbols = await (await fetch("/api/symbols")).json();
  $("symbols").replaceChildren(...symbols.symbols.map((s) => new Option("", s.name)));
}

// The Backdrop menu: the bundled photos, gradients, colours and the test probes (a grid, black, white), each the
// scene's whole `background:` when chosen; uploads join the photos.
const backdropGroups = [
  ["Gradients", [["blue to pink", "{gradient: {colors: [systemBlue, systemPink]}}"],
                 ["orange to purple", "{gradient: {colors: [systemOrange, systemPurple], angle: 45}}"],
                 ["black to white", "{gradient: {colors: [black, white], angle: 0}}"]]],
  ["Colours", [["blue", "{color: systemBlue}"], ["green", "{color: systemGreen}"], ["orange", "{color: systemOrange}"],
               ["grey", "{color: systemGray}"]]],
  ["Test probes", [["grid", "{image: probe-grid.png}"], ["black", "{color: black}"], ["white", "{color: white}"]]],
];
function listBackdrops(backdrops) {
  const photos = document.createElement("optgroup");
  photos.label = "Photos";
  photos.id = "photos";
  for (const b of backdrops.filter((b) => !b.name.startsWith("probe-"))) photos.append(new Option(b.name, `{image: ${b.name}}`));
  const groups = backdropGroups.map(([label, entries]) => {
    const group = document.createElement("optgroup");
    group.label = label;
    for (const [name, value] of entries) group.append(new Option(name, value));
    return group;
  });
  $("backdrop").replaceChildren(new Option("as written", ""), photos, ...groups);
}
// The YAML with its `background:` (inline, or the block of indented lines under it) replaced by `value`; null when
// the text has no top-level `background:` line (a JSON scene).
function withBackground(text, value) {
  const lines = text.split("\n");
  const i = lines.findIndex((l) => /^background:/.test(l));
  if (i < 0) return null;
  let j = i + 1;
  while (j < lines.length && /^\s+\S/.test(lines[j])) j++;
  lines.splice(i, j - i, `background: ${value}`);
  return lines.join("\n");
}
function chooseBackdrop() {
  const value = $("backdrop").value;
  if (!value) return;
  const text = withBackground(sceneText(), value);
  if (text === null) return setStatus("the scene has no YAML background: line to replace", true);
  setText(text);
  remember();
  render();
}

async function upload(file) {
  setStatus(`uploading ${file.name}…`);
  const response = await fetch("/api/backdrops", { method: "POST", body: file });
  const body = await response.json();
  if (!response.ok) return setStatus(`${file.name}: ${body.error.message}`, true);
  const option = new Option(file.name, `{image: ${body.name}}`);
  $("photos").append(option);
  $("backdrop").value = option.value;
  chooseBackdrop();
}

yaml.addEventListener("input", () => { heldText = null; renderGutter(); typed(); schedule(); });
yaml.addEventListener("scroll", () => { gutter.scrollTop = yaml.scrollTop; });
$("sample").addEventListener("change", (e) => { setText(e.target.value); remember(); render(); });
$("undo").addEventListener("click", () => stepHistory(-1));
$("redo").addEventListener("click", () => stepHistory(1));
// Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y (⌘ on a Mac) step the page's history, in the editor too; the inspector's text
// fields keep their own.
document.addEventListener("keydown", (e) => {
  if (!(e.ctrlKey || e.metaKey) || e.altKey) return;
  const key = e.key.toLowerCase();
  if (key !== "z" && key !== "y") return;
  const field = document.activeElement;
  if (field && field !== yaml && (field.tagName === "INPUT" || field.tagName === "TEXTAREA")) return;
  e.preventDefault();
  stepHistory(key === "y" || e.shiftKey ? 1 : -1);
});
$("scheme").addEventListener("change", () => edit({ sceneSet: { colorScheme: $("scheme").value } }));
$("device").addEventListener("change", () => edit({ sceneSet: { canvas: canvasValue() } }));
$("canvasScale").addEventListener("change", () => edit({ sceneSet: { canvas: canvasValue() } }));
for (const id of [...accessibilityKeys, "tinted"]) {
  $(id).addEventListener("change", () => edit({ sceneSet: { accessibility: accessibilityValue() } }));
}
// The light: the scene re-rendered while the slider moves (one edit in flight, as a drag's), one step of the
// history when it is let go.
$("lightAngle").addEventListener("input", () => {
  sliding = true;
  showLightAngle(Number($("lightAngle").value));
  edit({ sceneSet: { lightAngle: Number($("lightAngle").value) } });
});
$("lightAngle").addEventListener("change", () => {
  sliding = false;
  edit({ sceneSet: { lightAngle: Number($("lightAngle").value) } });
  onEditsSettled(settleMove);
});
$("sceneSettings").addEventListener("submit", (e) => e.preventDefault());
$("scale").addEventListener("change", () => render());
$("layer").addEventListener("change", () => render());
$("showCode").addEventListener("click", toggleCode);
$("variant").addEventListener("change", () => edit({ set: { glass: $("variant").value } }));
// "as written" keeps the scene's tint (the report gives it only as hex): the opacity applies to a chosen colour.
const tintChanged = () => $("tint").value && edit({ set: { tint: $("tint").value === "none" ? null
  : { color: $("tint").value, opacity: Number($("opacity").value) } } });
$("tint").addEventListener("change", tintChanged);
$("opacity").addEventListener("change", tintChanged);
$("interactive").addEventListener("change", () => edit({ set: { interactive: $("interactive").checked } }));
$("labelText").addEventListener("change", () => edit({ set: { label: labelValue() } }));
$("symbol").addEventListener("change", () => edit({ set: { label: labelValue() } }));
$("spacing").addEventListener("change", () => edit({ containerSpacing: Number($("spacing").value) }));
for (const id of ["shape", "cornerRadius", "cornerStyle"]) $(id).addEventListener("change", () => edit({ set: { shape: shapeValue() } }));
$("union").addEventListener("change", () => edit({ set: { union: $("union").value.trim() || null } }));
$("edit").addEventListener("submit", (e) => e.preventDefault());
$("lightDark").addEventListener("change", () => {
  $("stageAlt").hidden = !$("lightDark").checked;
  $("caption").textContent = $("lightDark").checked && sceneInfo ? sceneInfo.colorScheme : "";
  render();
});
$("annotate").addEventListener("change", showNotes);
$("play").addEventListener("click", () => { play().catch((error) => { $("motionStatus").textContent = error.message; }); });
window.addEventListener("resize", () => { showSelection(); showNotes(); });
$("framework").addEventListener("change", () => refreshCode());
$("copy").addEventListener("click", copyCode);
$("backdrop").addEventListener("change", chooseBackdrop);
$("upload").addEventListener("change", (e) => { if (e.target.files[0]) upload(e.target.files[0]); });
document.addEventListener("dragover", (e) => e.preventDefault());
document.addEventListener("drop", (e) => {
  e.preventDefault();
  const file = e.dataTransfer.files[0];
  if (file) upload(file);
});
loadSamples().catch((error) => setStatus(`cannot load the samples: ${error.message}`, true));
"""#
}
