// What the page says about the view: a plain-language status line, how the grid was drawn and
// when behind a Details toggle (the cache's figures are in `/api/grid`'s `cache`), and the empty
// states (no favorites yet; nothing found).
import { fetchNeedsWater, readOnly } from "./api.js";
import { controls, filtered } from "./state.js";

const status = document.getElementById("status");
const details = document.getElementById("details");
const detailsButton = document.getElementById("details-button");
const empty = document.getElementById("empty");

/// When the grid the page shows was read, and how it was drawn (``drawnWords(grid)``).
let shown = { at: Date.now(), drawn: "" };
let ticking = null;

detailsButton.addEventListener("click", () => {
  details.hidden = !details.hidden;
  detailsButton.setAttribute("aria-expanded", String(!details.hidden));
  clearInterval(ticking);
  if (!details.hidden) { sayDetails(); ticking = setInterval(sayDetails, 30_000); }
});

/// How the server drew `grid`, for people: the layout cache's outcome in words.
function drawnWords(grid) {
  const cache = grid.cache;
  switch (cache.outcome) {
    case "hit": return "Drawn from the cache";
    case "partial": return `Partly drawn from the cache (${count(cache.reused, "card", "cards")} of ${grid.cards} kept their places)`;
    case "miss": return "Laid out afresh";
    default: return "Laid out without the cache";
  }
}

/// How long ago `at` (a time in milliseconds) was, for people: "just now", "5 minutes ago", "at 14:05".
function ago(at) {
  const minutes = Math.floor((Date.now() - at) / 60_000);
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${count(minutes, "minute", "minutes")} ago`;
  return "at " + new Date(at).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
}

const sayDetails = () => { details.textContent = `${shown.drawn} · updated ${ago(shown.at)}`; };

const count = (n, one, many) => `${n} ${n === 1 ? one : many}`;

/// Says what `view` shows: "22 favorites · 5 need water today", its error, or an empty state.
/// `clear()` is what the empty state's Clear button does.
export function showStatus(view, clear) {
  if (view.error) { status.textContent = "Error: " + view.error; return; }
  const grid = view.grid;
  if (!grid) return;
  const thirsty = grid.needs_water_count;
  // null: the grid was answered before its favorites were counted; the count comes later.
  if (thirsty === null && grid.cards > 0) countLater(view, grid, clear);
  const water = grid.cards === 0 || thirsty === null ? "" : thirsty === 0 ? " · none need water today"
    : ` · ${thirsty} ${thirsty === 1 ? "needs" : "need"} water today`;
  status.textContent = count(grid.cards, "favorite", "favorites") + water +
    (readOnly ? " · read-only" : "");
  shown = { at: Date.now(), drawn: drawnWords(grid) };
  // The revision shown, for scripts: people read the words.
  details.dataset.revision = String(grid.revision);
  sayDetails();
  showEmpty(grid.cards === 0, clear);
}

/// The grid whose count is being asked for (one request per grid).
let counting = null;

/// Asks how many of `grid`'s favorites need water and says it, if the view still shows `grid`
/// and the count is of its revision (a grid of another revision is being read and says its own).
async function countLater(view, grid, clear) {
  if (counting === grid) return;
  counting = grid;
  const query = view.query();
  query.set("width", String(view.gridWidth));
  const counted = await fetchNeedsWater(query).catch(() => null);
  if (!counted || view.grid !== grid || counted.revision !== grid.revision) return;
  grid.needs_water_count = counted.needs_water_count;
  showStatus(view, clear);
}

function showEmpty(isEmpty, clear) {
  empty.hidden = !isEmpty;
  if (!isEmpty) return;
  const title = document.createElement("h2");
  const text = document.createElement("p");
  empty.replaceChildren(title, text);
  if (filtered()) {
    const what = [];
    if (controls.search.value) what.push(`“${controls.search.value}”`);
    if (controls.kind.value.trim()) what.push(`of kind “${controls.kind.value.trim()}”`);
    if (controls.show.value === "needs-water") what.push("needing water today");
    title.textContent = "No favorites found";
    text.textContent = "No favorite matches " + what.join(", ") + ".";
    const button = document.createElement("button");
    button.type = "button";
    button.className = "wide-button";
    button.textContent = "Clear search and filters";
    button.addEventListener("click", clear);
    empty.appendChild(button);
  } else {
    title.textContent = "No favorites yet";
    text.textContent = "Favorites are the plants this page shows. " +
      (readOnly ? "Add one from a terminal on the computer that runs Corolla:" : "Add a plant with Add above, or make one a favorite from a terminal on the computer that runs Corolla:");
    const command = document.createElement("code");
    command.textContent = "corolla favorites add PLANT";
    empty.appendChild(command);
  }
}
