// What the page says about the view: a plain-language status line, the cache figures behind a
// Details toggle, and the empty states (no favorites yet; nothing found).
import { readOnly } from "./api.js";
import { controls, filtered } from "./state.js";

const status = document.getElementById("status");
const details = document.getElementById("details");
const detailsButton = document.getElementById("details-button");
const empty = document.getElementById("empty");

detailsButton.addEventListener("click", () => {
  details.hidden = !details.hidden;
  detailsButton.setAttribute("aria-expanded", String(!details.hidden));
});

const count = (n, one, many) => `${n} ${n === 1 ? one : many}`;

/// Says what `view` shows: "22 favorites · 5 need water today", its error, or an empty state.
/// `clear()` is what the empty state's Clear button does.
export function showStatus(view, clear) {
  if (view.error) { status.textContent = "Error: " + view.error; return; }
  const grid = view.grid;
  if (!grid) return;
  const thirsty = grid.needs_water_count;
  const water = grid.cards === 0 ? "" : thirsty === 0 ? " · none need water today" : ` · ${thirsty} ${thirsty === 1 ? "needs" : "need"} water today`;
  status.textContent = count(grid.cards, "favorite", "favorites") + water +
    (readOnly ? " · read-only" : "");
  const cache = grid.cache;
  details.textContent = `layout ${cache.outcome}` + (cache.outcome === "partial" ? ` (${cache.reused} reused)` : "") +
    ` · ${cache.measured} measured · ${cache.ms} ms · revision ${grid.revision} · ${view.cards().length} cards in view`;
  showEmpty(grid.cards === 0, clear);
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
