// The action sheet of one plant, opened by a tap on its card: its actions as full-width buttons,
// so no control covers a card. Watering and unfavoriting show a toast with Undo; a write whose
// plant changed on another device is settled by a choice (conflict.js).
import { favorite, fetchPlant, unfavorite, unwater, waterPlant } from "./api.js";
import { lastWatering, settle } from "./conflict.js";
import { openSheet } from "./sheet.js";
import { showToast } from "./toast.js";

/// What a card says about its plant, for people and screen readers: name, kind and watering state.
export function describePlant(plant) {
  return [plant.name, plant.kind || "no kind", plant.needsWater ? "needs water" : "watered"].join(", ");
}

/// The actions the sheet offers, in order: `{label(plant), run(plant, view, from), destructive?}`
/// (`from` the card's button). Other modules add theirs with ``offerAction(action)``.
export const plantActions = [
  { label: () => "Water", run: water },
  { label: () => "Remove from favorites", run: removeFavorite, destructive: true },
];

/// Offers `action` in every plant's sheet: after the other actions that change nothing for good,
/// or last when it is `destructive`.
export function offerAction(action) {
  const firstDestructive = plantActions.findIndex((offered) => offered.destructive);
  if (action.destructive || firstDestructive < 0) plantActions.push(action);
  else plantActions.splice(firstDestructive, 0, action);
}

/// Opens the sheet of `plant` (`{id, name, kind, needsWater}`) beside `from` (its card's button).
export function openPlantSheet(plant, view, from) {
  const content = document.createElement("div");
  content.className = "plant-actions";
  const about = document.createElement("p");
  about.className = "plant-about";
  about.textContent = [plant.kind || "No kind", plant.needsWater ? "Needs water today" : "Watered"].join(" · ");
  content.appendChild(about);
  const sheet = openSheet({ title: plant.name, content, from });
  // The last watering and who watered, once read.
  fetchPlant(plant.id).then((now) => {
    if (!now.error) about.textContent = [now.kind || "No kind", ...(plant.needsWater ? ["Needs water today"] : []), lastWatering(now)].join(" · ");
  });
  for (const action of plantActions) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "sheet-action" + (action.destructive ? " destructive" : "");
    button.textContent = action.label(plant);
    button.addEventListener("click", () => { sheet.close(); action.run(plant, view, from); });
    content.appendChild(button);
  }
}

/// Whether a write (settled: ``settle(attempt, view, what)``) was not done, and if so says why in
/// a toast: refused, or the other device's change kept.
export function failed(result, view, what) {
  if (result.ok) return false;
  showToast(result.kept ? `Kept the other device's change: ${what} was not done` : `${what} failed: ${result.error}`);
  return true;
}

async function water(plant, view) {
  const result = await settle(() => waterPlant(plant.id), view, `Watering ${plant.name}`);
  if (failed(result, view, `Watering ${plant.name}`)) return;
  if (!result.body.changed) { showToast(`${plant.name} was already watered today`); return; }
  // The day the server watered it (its today): what Undo removes.
  const now = await fetchPlant(plant.id);
  const day = now.last_watered;
  showToast(`Watered ${plant.name}`, {
    undo: day ? async () => {
      const what = `Undoing the watering of ${plant.name}`;
      failed(await settle(() => unwater(plant.id, day), view, what), view, what);
    } : undefined,
  });
}

async function removeFavorite(plant, view) {
  // Its index among all the favorites, where Undo puts it back.
  const before = await fetchPlant(plant.id);
  const what = `Removing ${plant.name} from favorites`;
  const result = await settle(() => unfavorite(plant.id), view, what);
  if (failed(result, view, what)) return;
  const position = before.favorite_position;
  showToast(`Removed ${plant.name} from favorites`, {
    undo: position === null || position === undefined ? undefined
      : async () => { failed(await settle(() => favorite(plant.id, position), view, `Putting ${plant.name} back`), view, `Putting ${plant.name} back`); },
  });
}
