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
  <label>Scale <select id="scale">
    <option value="1" selected>1×</option><option value="2">2×</option><option value="3">3×</option><option value="">scene's</option>
  </select></label>
  <label>Layer <select id="layer">
    <option>final</option><option>mask</option><option>sdf</option><option>frost</option><option>highlight</option><option>shadow</option>
  </select></label>
  <label class="upload">Backdrop… <input id="upload" type="file" accept="image/png,image/jpeg"></label>
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
    <div id="stage">
      <canvas id="canvas" width="1" height="1"></canvas>
      <div id="selection" hidden></div>
    </div>
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
#stage { position: relative; max-width: 100%; }
#selection { position: absolute; border: 2px solid #0a84ff; border-radius: 4px; pointer-events: none; box-shadow: 0 0 0 1px #fff8; }
#inspector { display: grid; grid-template-columns: auto 1fr; gap: .1em .8em; margin: .8em 0 0; padding: .5em .8em; background: var(--panel); border-radius: 8px; font-size: 12px; }
#inspector[hidden] { display: none; }
#inspector dt { color: var(--muted); }
#inspector dd { margin: 0; font-variant-numeric: tabular-nums; }
#canvas { display: block; cursor: crosshair; max-width: 100%; max-height: calc(100vh - 9em); object-fit: contain; border-radius: 12px; box-shadow: 0 4px 24px #0003; background: #8882; }
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
// For the browser's console and the end-to-end test (.ci/playground-e2e): the last render's report and count.
window.liquidGlassPlayground = { get report() { return lastReport; }, get renders() { return renders; } };

function setStatus(text, bad) {
  statusLine.textContent = text;
  statusLine.classList.toggle("bad", Boolean(bad));
}

// One number per line of the text; the line with the decoder's error marked.
function renderGutter() {
  const count = yaml.value.split("\n").length;
  const lines = [];
  for (let i = 1; i <= count; i++) lines.push(i === errorLine ? `<span class="bad">${i}</span>` : String(i));
  gutter.innerHTML = lines.join("\n") + "\n";
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

async function render() {
  if (inFlight) inFlight.abort();
  const controller = new AbortController();
  inFlight = controller;
  const params = new URLSearchParams({ session, layer: $("layer").value });
  if ($("scale").value) params.set("scale", $("scale").value);
  const started = performance.now();
  try {
    const response = await fetch(`/api/render?${params}`, {
      method: "POST", body: yaml.value, signal: controller.signal, headers: { "Content-Type": "application/yaml" },
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
    if (controller !== inFlight) return;
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    canvas.getContext("2d").drawImage(bitmap, 0, 0);
    const timing = /render;dur=([\d.]+)/.exec(response.headers.get("Server-Timing") || "");
    const total = performance.now() - started;
    setStatus(`render ${timing ? timing[1] : "?"} ms · edit to pixels ${total.toFixed(0)} ms · ${bitmap.width}×${bitmap.height}`);
    showProblem(null);
    showWarnings(report);
    lastReport = report;
    renders += 1;
    if (selectedId && selectedCanvas) showSelection(selectedCanvas);
    if (!exportPanel.hidden) refreshCode();
  } catch (error) {
    if (error.name !== "AbortError") setStatus(`cannot reach the server: ${error.message}`, true);
  } finally {
    if (inFlight === controller) inFlight = null;
  }
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
      method: "POST", body: yaml.value, signal: controller.signal, headers: { "Content-Type": "application/yaml" },
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

// Click-to-select: the topmost glass whose frame holds the click (the report's frames, in points; the canvas's
// pixels per point from the scene's canvas, asked of /api/validate), outlined on the canvas, its report shown in
// the inspector, and its id's line selected in the YAML.
let selectedId = null, selectedCanvas = null;

async function selectAt(event) {
  if (!lastReport) return;
  const response = await fetch("/api/validate", { method: "POST", body: yaml.value, headers: { "Content-Type": "application/yaml" } });
  const body = await response.json();
  if (!body.ok) return;
  const box = canvas.getBoundingClientRect();
  const x = (event.clientX - box.left) / box.width * body.canvas.width;
  const y = (event.clientY - box.top) / box.height * body.canvas.height;
  const hit = lastReport.elements.slice().reverse().find((e) =>
    x >= e.frame[0] && x <= e.frame[0] + e.frame[2] && y >= e.frame[1] && y <= e.frame[1] + e.frame[3]);
  selectedId = hit ? (hit.id || hit.item) : null;
  selectedCanvas = body.canvas;
  showSelection(body.canvas);
  if (hit && hit.id) {
    // The line that names it (`id: search`, `{id: search, …}`, `"id": "search"`), selected.
    let offset = 0;
    for (const line of yaml.value.split("\n")) {
      if ([`id: ${hit.id}`, `id: "${hit.id}"`, `"id": "${hit.id}"`].some((key) => line.includes(key))) {
        yaml.setSelectionRange(offset, offset + line.length);
        break;
      }
      offset += line.length + 1;
    }
  }
}

function showSelection(sceneCanvas) {
  const element = lastReport && selectedId ? lastReport.elements.find((e) => (e.id || e.item) === selectedId) : null;
  const outline = $("selection"), inspector = $("inspector");
  outline.hidden = inspector.hidden = !element;
  if (!element) return;
  const box = canvas.getBoundingClientRect(), k = box.width / sceneCanvas.width;
  Object.assign(outline.style, { left: `${element.frame[0] * k - 2}px`, top: `${element.frame[1] * k - 2}px`,
    width: `${element.frame[2] * k + 4}px`, height: `${element.frame[3] * k + 4}px` });
  const rows = [["element", element.id || element.item], ["frame", element.frame.join(", ")], ["shape", element.shape],
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

function toggleCode() {
  exportPanel.hidden = !exportPanel.hidden;
  document.querySelector("main").classList.toggle("with-code", !exportPanel.hidden);
  $("showCode").setAttribute("aria-pressed", String(!exportPanel.hidden));
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
  render();
}

async function upload(file) {
  setStatus(`uploading ${file.name}…`);
  const response = await fetch("/api/backdrops", { method: "POST", body: file });
  const body = await response.json();
  if (!response.ok) return setStatus(`${file.name}: ${body.error.message}`, true);
  const line = /^(\s*image:\s*).*$/m;
  if (line.test(yaml.value)) {
    yaml.value = yaml.value.replace(line, `$1${body.name}`);
  } else {
    yaml.value = yaml.value.replace(/^background:.*$/m, `background: {image: ${body.name}}`);
  }
  renderGutter();
  render();
}

yaml.addEventListener("input", () => { renderGutter(); schedule(); });
yaml.addEventListener("scroll", () => { gutter.scrollTop = yaml.scrollTop; });
$("sample").addEventListener("change", (e) => { yaml.value = e.target.value; renderGutter(); render(); });
$("scale").addEventListener("change", () => render());
$("layer").addEventListener("change", () => render());
$("showCode").addEventListener("click", toggleCode);
canvas.addEventListener("click", (event) => { selectAt(event).catch(() => {}); });
$("framework").addEventListener("change", () => refreshCode());
$("copy").addEventListener("click", copyCode);
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
