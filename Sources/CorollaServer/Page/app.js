// The page's entry: wires the view's controls, the URL, the collection view, the status line and
// the event stream together.
//
// The modules and what they offer the modules that build on them:
// - api.js: `csrf`, `readOnly`, `currentRevision()`, `showVersion(id, version)`; `fetchGrid(query)`,
//   `fetchElements(token, rect, appearance)`, `fetchPlant(id)`; `write(method, path, {params, json,
//   plant, version, order})` → `{ok, body}` | `{conflict, body}` (412: the plant changed since) |
//   `{error}` (the CSRF header added, and for a write to a plant `If-Match` with the version the
//   page shows of it); `waterPlant(id)`, `unwater(id, day)`, `unfavorite(id)`,
//   `favorite(id, position)`, `addPlant(fields)`, `editPlant(id, fields)`, `removePlant(id)`,
//   `restorePlant(token)`, `moveFavorite(id, to)`, `removePhoto(id)`.
// - state.js: `controls` (the view's controls by `/api/grid` parameter), `viewQuery()`,
//   `applyURL(search)`, `unofferedChoices()`, `recordView(place, {push})`: the view and its place in the URL.
// - grid-view.js: `new GridView(surface, {query, cardCreated(node), cardUpdated(node, element),
//   changed(), moved()})` with `view.onRender(hook)` (hook(changes) after each render, before paint: per
//   element added, moved or removed `{key, kind, plant, node, element, before, after}`, frames
//   `[x, y, w, h]`, null before when added and after when removed; a node may be reused for another
//   card), `view.onDraw(hook)` (hook(metrics) each frame the page scrolls, with the geometry read
//   then), `view.cardNode(id)`, `view.cards()`, `view.reload(view.anchor())`, `view.grid` (the
//   `/api/grid` JSON), `view.error`; `shift(node, dx, dy, scale)` shows a node off its frame (its
//   transform places it), `placement(frame)` is the transform of a frame.
// - plant-sheet.js: `openPlantSheet(plant, view, from)`, `offerAction({label(plant), run(plant,
//   view, from), destructive})` to offer another action, `describePlant(plant)`, `failed(result,
//   view, what)`.
// - plant-form.js: `offerEditing(view)`: the Add button, Edit and Remove plant (asked first, Undo);
//   `openPlantForm({plant, view, from})`. photo-upload.js: `uploadPhoto(id, file, progress)`.
// - reorder.js: `offerReordering(view)`: dragging cards (long press on touch), Move earlier/later,
//   Alt+↑/↓; one `moveFavorite` per move, Undo. motion.js: `animateChanges(view)` (FLIP between
//   grids, off with reduced motion), `setShown(node, dx, dy)`. pinned-headers.js: `pinHeaders(view, bar)`.
// - toast.js: `showToast(message, {undo})` → `{dismiss}`: one toast at a time, about 6 s.
// - sheet.js: `openSheet({title, content, from, onClose})` → `{dialog, close}`: a bottom sheet on a
//   phone, a popover beside `from` on a wider screen; Back and Escape close it, the view kept.
// - conflict.js: `settle(attempt, view, what)`: a write whose plant changed on another device (412)
//   as a choice, Keep theirs / Apply mine; `lastWatering(plant)` ("watered 2 Dec by Pixel 8").
// - status.js: `showStatus(view, clear)`: the status line, the cache details, the empty states.
import { readOnly, showVersion } from "./api.js";
import { GridView } from "./grid-view.js";
import { offerDeviceName } from "./device.js";
import { animateChanges } from "./motion.js";
import { pinHeaders } from "./pinned-headers.js";
import { offerEditing } from "./plant-form.js";
import { describePlant, openPlantSheet } from "./plant-sheet.js";
import { openSheet } from "./sheet.js";
import { offerReordering } from "./reorder.js";
import { showStatus } from "./status.js";
import { applyURL, controls, recordView, unofferedChoices, viewQuery } from "./state.js";
import { showToast } from "./toast.js";

const surface = document.getElementById("surface");

// An access token in the address has become a cookie: the address keeps the view only.
const address = new URLSearchParams(location.search);
if (address.has("token")) {
  address.delete("token");
  history.replaceState(null, "", location.pathname + (address.size ? "?" + address : ""));
}
history.scrollRestoration = "manual";

const view = new GridView(surface, {
  query: viewQuery, cardCreated: makeTappable, cardUpdated: describeCard, changed: () => showStatus(view, clearFilters), moved: recordPlace,
});
adoptFirstScreen();
offerEditing(view);
offerReordering(view);
animateChanges(view);
pinHeaders(view, document.querySelector("header.bar"));

/// The first screen's card images shown before the modules ran (`.first-card`, under the cards the
/// page draws: written by the server, or placed by the inline script from its first elements) go
/// once the page's first cards show the same images (decoded); at once when they were written for
/// another window.
function adoptFirstScreen() {
  let adopted = false;
  view.onRender(() => {
    if (adopted) return;
    adopted = true;
    const written = [...surface.querySelectorAll(".first-card")];
    const remove = () => { for (const image of written) image.remove(); };
    if (document.documentElement.classList.contains("first-screen-stale")) { remove(); return; }
    const addresses = new Set(written.map((image) => image.getAttribute("src")));
    const same = view.cards().map((node) => node.querySelector("img")).filter((image) => addresses.has(image.getAttribute("src")));
    Promise.all(same.map((image) => image.decode().catch(() => {}))).then(remove);
  });
}

/// A card is one button (unless the server is read-only): a tap opens its plant's action sheet.
function makeTappable(node) {
  if (readOnly) return;
  const button = document.createElement("button");
  button.type = "button";
  button.className = "card-button";
  button.setAttribute("aria-haspopup", "dialog");
  button.appendChild(node.querySelector("img"));
  button.addEventListener("click", () => openPlantSheet(node.plant, view, button));
  node.appendChild(button);
}

function describeCard(node, element) {
  node.plant = { id: element.plant_id, name: element.name, kind: element.plant_kind, needsWater: element.needs_water };
  showVersion(element.plant_id, element.version);
  const description = describePlant(node.plant);
  node.setAttribute("aria-label", description);
  const image = node.querySelector("img");
  image.alt = readOnly ? description : "";
  node.querySelector(".card-button")?.setAttribute("aria-label", description);
}

/// Shows the view the URL names, at its place.
function showURL() {
  const place = applyURL(location.search);
  const unoffered = unofferedChoices();
  if (unoffered.length) showToast(`The page does not offer ${unoffered.join(", ")} (corolla grid draws every layout): showing the default`);
  searched = { search: controls.search.value, kind: controls.kind.value };
  if (!place) window.scrollTo(0, 0);
  view.reload(place, { orTop: true });
}

/// A choice: a new history entry, and the view asked again keeping the card at the top.
function chose() {
  const keep = view.anchor();
  recordView(keep, { push: true });
  view.reload(keep);
}

function clearFilters() {
  controls.search.value = "";
  controls.kind.value = "";
  controls.show.value = "all";
  searched = { search: "", kind: "" };
  recordView(null, { push: true });
  view.reload(null);
}

for (const name of ["layout", "style", "group_by", "show"]) controls[name].addEventListener("change", chose);

// The search and kind boxes ask again once typing pauses, and at once on Enter; the same text
// twice asks nothing. Typing replaces the history entry (one entry per search, not per letter).
let searched = { search: controls.search.value, kind: controls.kind.value };
let typingTimer = 0;
const searchNow = () => {
  clearTimeout(typingTimer);
  if (controls.search.value === searched.search && controls.kind.value === searched.kind) return;
  searched = { search: controls.search.value, kind: controls.kind.value };
  recordView(null);
  view.reload(null);
};
for (const box of [controls.search, controls.kind]) {
  box.addEventListener("input", () => { clearTimeout(typingTimer); typingTimer = setTimeout(searchNow, 250); });
  box.addEventListener("keydown", (event) => { if (event.key === "Enter") { event.preventDefault(); searchNow(); } });
}
document.getElementById("search-form").addEventListener("submit", (event) => { event.preventDefault(); searchNow(); });

// The place goes into the URL once the page has rested 300 ms after scrolling, and when its card
// is gone (replacing the entry): not while it flings, as each entry replaced costs Chromium a
// same-document navigation (it loads the page's icon again).
let recordTimer = 0;
function recordPlace() {
  clearTimeout(recordTimer);
  recordTimer = setTimeout(() => recordView(view.anchor()), 300);
}
window.addEventListener("scroll", recordPlace, { passive: true });
window.addEventListener("popstate", showURL);

const viewButton = document.getElementById("view-button");
viewButton.addEventListener("click", () => openSheet({ title: "View", content: document.getElementById("view-options"), from: viewButton }));

// The browser opens a dropped event stream again by itself; one the server refused (503 while it
// restarts) is opened again here, so an open page follows the catalog across a restart.
function listenForChanges() {
  const events = new EventSource("/api/events");
  events.addEventListener("revision", (event) => {
    const revision = JSON.parse(event.data).revision;
    if (view.grid && revision !== view.grid.revision) view.reload(view.anchor());
  });
  // A grid answered before all its cards were measured ("exact": false) becomes exact in the
  // background: ask for it again, keeping the card at the top where it is.
  events.addEventListener("grid", () => {
    if (view.grid && view.grid.exact === false) view.reload(view.anchor());
  });
  events.addEventListener("error", () => { if (events.readyState === EventSource.CLOSED) setTimeout(listenForChanges, 3000); });
}
listenForChanges();
offerDeviceName();

// The first grid is asked at the styled page's width: a module may run before the style sheet
// has loaded (WebKit), when the surface is as wide as an unstyled body.
const sheet = document.querySelector('link[rel="stylesheet"]');
if (!sheet || sheet.sheet) showURL();
else for (const type of ["load", "error"]) sheet.addEventListener(type, showURL, { once: true });
