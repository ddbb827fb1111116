// A write refused because its plant changed on another device (the server's 412) is a choice, not
// a failure: keep what the other device made of the plant, or apply this write over it.
import { openSheet } from "./sheet.js";

const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/// A day, YYYY-MM-DD, as people say it: "2 Dec" (with the year when it is not this year's).
export function spokenDay(day) {
  const [year, month, date] = day.split("-").map(Number);
  const thisYear = new Date().getFullYear();
  return `${date} ${months[month - 1]}` + (year === thisYear ? "" : ` ${year}`);
}

/// The last watering of `plant` (the API's plant JSON): "watered 2 Dec by Pixel 8", "watered 2 Dec",
/// or "never watered".
export function lastWatering(plant) {
  if (!plant.last_watered) return "never watered";
  return `watered ${spokenDay(plant.last_watered)}` + (plant.watered_by ? ` by ${plant.watered_by}` : "");
}

/// What the other device left of the plant: its name and kind, its last watering, whether it is a favorite.
function theirs(plant) {
  if (!plant) return "the plant was removed";
  return [plant.name, plant.kind || "no kind", lastWatering(plant), plant.favorite_position === null ? "not a favorite" : "a favorite"].join(" · ");
}

/// The result of `attempt()` (a write to one plant) once a conflict is settled: on 412 the page
/// offers "Changed on another device: … — Keep theirs / Apply mine" for the write `what` ("Watering
/// Calathea"). Apply mine sends it again over the plant's version now (which the 412 gave the page),
/// and settles that answer in turn; Keep theirs (or closing the sheet) resolves to `{kept: true,
/// body}` and the view shows the plant as it is. Any other answer is resolved as it came.
export async function settle(attempt, view, what) {
  const result = await attempt();
  if (!result.conflict) return result;
  const applying = await new Promise((resolve) => {
    const content = document.createElement("div");
    content.className = "plant-actions conflict-choice";
    const about = document.createElement("p");
    about.className = "plant-about";
    about.textContent = `Now: ${theirs(result.body?.plant)}. ${what} was not done.`;
    content.appendChild(about);
    let apply = false;
    const sheet = openSheet({ title: "Changed on another device", content, closeLabel: "Close", onClose: () => resolve(apply) });
    const choices = [{ label: "Keep theirs", apply: false }];
    if (result.body?.plant) choices.push({ label: "Apply mine", apply: true });
    for (const choice of choices) {
      const button = document.createElement("button");
      button.type = "button";
      button.className = "sheet-action";
      button.textContent = choice.label;
      button.addEventListener("click", () => { apply = choice.apply; sheet.close(); });
      content.appendChild(button);
    }
  });
  if (applying) return settle(attempt, view, what);
  view.reload(view.anchor());
  return { kept: true, body: result.body };
}
