// The page's entry: wires the view's controls, the collection view, the status line and the
// event stream together.
//
// The modules and what they offer the modules that build on them:
// - api.js: `csrf`, `readOnly`, `currentRevision()`; `fetchGrid(query)`, `fetchElements(token, rect,
//   appearance)`; `write(method, path, params)` → `{ok, body}` | `{conflict, body}` | `{error}` (the
//   CSRF header and `?revision=` added, the revision taken from a write that succeeded);
//   `waterPlant(id)`, `unfavorite(id)`.
// - state.js: `controls` (the view's controls by `/api/grid` parameter), `viewQuery()`.
// - grid-view.js: `new GridView(surface, {query, cardCreated(node), cardUpdated(node, element),
//   changed()})` with `view.onRender(hook)` (hook(changes) after each render, before paint: per
//   element added, moved or removed `{key, kind, plant, node, element, before, after}`, frames
//   `[x, y, w, h]`, null before when added and after when removed), `view.cardNode(id)`,
//   `view.cards()`, `view.reload(view.anchor())`, `view.grid` (the `/api/grid` JSON), `view.error`.
// - toast.js: `showToast(message, {undo})` → `{dismiss}`: one toast at a time, about 6 s.
// - sheet.js: `openSheet({title, content, from, onClose})` → `{dialog, close}`: a bottom sheet on a
//   phone, a popover beside `from` on a wider screen.
import { readOnly, unfavorite, waterPlant } from "./api.js";
import { GridView } from "./grid-view.js";
import { controls, viewQuery } from "./state.js";

const surface = document.getElementById("surface");
const status = document.getElementById("status");

if (location.search.includes("token=")) history.replaceState(null, "", "/");

const view = new GridView(surface, { query: viewQuery, cardCreated: addActions, cardUpdated: labelActions, changed: showStatus });

/// The water and unfavorite buttons of a card (none when the server is read-only).
function addActions(node) {
  if (readOnly) return;
  const actions = document.createElement("div");
  actions.className = "actions";
  const water = document.createElement("button");
  water.type = "button"; water.className = "water"; water.textContent = "💧";
  water.addEventListener("click", () => act(waterPlant(node.dataset.plant)));
  const favorite = document.createElement("button");
  favorite.type = "button"; favorite.className = "favorite"; favorite.textContent = "★";
  favorite.setAttribute("aria-pressed", "true");
  favorite.addEventListener("click", () => act(unfavorite(node.dataset.plant)));
  actions.append(water, favorite);
  node.appendChild(actions);
}

function labelActions(node, element) {
  const water = node.querySelector(".water");
  if (water) water.setAttribute("aria-label", `Water ${element.name}`);
  const favorite = node.querySelector(".favorite");
  if (favorite) favorite.setAttribute("aria-label", `Remove ${element.name} from favorites`);
}

// A write names the plant by id and carries the revision the page shows: on 409 the catalog
// changed since, and the page shows it as it is now (a write that succeeded is the only change
// since; the event stream then redraws).
async function act(pending) {
  const result = await pending;
  if (result.conflict) view.reload(view.anchor());
  else if (result.error) { view.error = result.error; showStatus(); }
}

function showStatus() {
  if (view.error) { status.textContent = "Error: " + view.error; return; }
  const grid = view.grid;
  if (!grid) return;
  const cache = grid.cache;
  status.textContent = `${grid.cards} favorites · layout ${cache.outcome}` +
    (cache.outcome === "partial" ? ` (${cache.reused} reused)` : "") +
    ` · ${cache.measured} measured · ${cache.ms} ms · revision ${grid.revision} · ${view.cards().length} cards in view` +
    (readOnly ? " · read-only" : "");
}

for (const name of ["layout", "style", "group_by", "show", "kind"]) controls[name].addEventListener("change", () => view.reload(view.anchor()));

// The search box asks again once typing pauses, and at once on Enter; the same text twice asks nothing.
const search = controls.search;
let searchTimer = 0;
let searched = search.value;
const searchNow = () => {
  clearTimeout(searchTimer);
  if (search.value === searched) return;
  searched = search.value;
  view.reload(null);
};
search.addEventListener("input", () => { clearTimeout(searchTimer); searchTimer = setTimeout(searchNow, 250); });
search.addEventListener("keydown", (event) => { if (event.key === "Enter") { event.preventDefault(); searchNow(); } });

const events = new EventSource("/api/events");
events.addEventListener("revision", (event) => {
  const revision = JSON.parse(event.data).revision;
  if (view.grid && revision !== view.grid.revision) view.reload(view.anchor());
});

view.reload(null);
