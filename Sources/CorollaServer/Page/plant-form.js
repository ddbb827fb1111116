// Adding and editing a plant from the phone: one form in a sheet (name, kind, watering interval,
// notes and a photo from the camera or the library), and removing a plant after asking first,
// with Undo.
import { addPlant, editPlant, fetchPlant, readOnly, removePhoto, removePlant, restorePlant } from "./api.js";
import { settle } from "./conflict.js";
import { failed, offerAction } from "./plant-sheet.js";
import { uploadPhoto } from "./photo-upload.js";
import { openSheet } from "./sheet.js";
import { showToast } from "./toast.js";

/// The form's fields, as the server declares them (`PlantField` in CorollaModel, embedded in the
/// page): the `/api/plants` member, its label, how it is typed, whether it is required, and its limit.
const fields = JSON.parse(document.getElementById("plant-fields").textContent);

/// The photo inputs: one opens the camera, one the library (and Remove photo when the plant has one).
const photoSources = [
  { label: "Take photo", capture: "environment" },
  { label: "Choose photo", capture: null },
];

/// Opens the form of `plant` (as `GET /api/plants/ID` gives it) or, without one, of a new plant made
/// a favorite; `from` is focused again when the sheet closes. Saving redraws `view`.
export function openPlantForm({ plant = null, view, from }) {
  const form = document.createElement("form");
  form.className = "plant-form";
  form.noValidate = true;
  const inputs = {};
  for (const field of fields) {
    const label = document.createElement("label");
    const input = document.createElement(field.type === "textarea" ? "textarea" : "input");
    if (field.type !== "textarea") input.type = field.type;
    input.name = field.name;
    if (field.type !== "number") input.autocomplete = "off";
    if (field.type === "number") { input.min = String(field.min); input.max = String(field.max); input.step = "1"; input.inputMode = "numeric"; }
    if (field.type === "textarea") input.rows = 3;
    input.value = plant?.[field.name] ?? "";
    label.append(field.label, input);
    form.appendChild(label);
    inputs[field.name] = input;
  }
  // What each input held when the form opened: an edit sends only the fields that differ from it.
  let shown = Object.fromEntries(Object.entries(inputs).map(([name, input]) => [name, input.value]));
  let photo = null;
  const photoRow = document.createElement("div");
  photoRow.className = "photo-row";
  const chosen = document.createElement("p");
  chosen.className = "photo-chosen";
  chosen.textContent = plant?.photo ? `Photo: ${plant.photo.width}×${plant.photo.height}` : "No photo";
  for (const source of photoSources) {
    const label = document.createElement("label");
    label.className = "photo-button";
    const input = document.createElement("input");
    input.type = "file";
    input.accept = "image/*";
    input.name = "photo";
    if (source.capture) input.setAttribute("capture", source.capture);
    input.addEventListener("change", () => {
      photo = input.files[0] || null;
      if (photo) chosen.textContent = `New photo: ${photo.name} (${Math.ceil(photo.size / 1024)} KB)`;
    });
    label.append(source.label, input);
    photoRow.appendChild(label);
  }
  if (plant?.photo) {
    const remove = Object.assign(document.createElement("button"), { type: "button", className: "photo-button destructive", textContent: "Remove photo" });
    remove.addEventListener("click", async () => {
      const result = await settle(() => removePhoto(plant.id, plant.version), view, `Removing the photo of ${plant.name}`);
      if (result.kept) { sheet.close(); return; }
      if (!result.ok) { refuse(`The photo was not removed: ${result.error}`); return; }
      plant = { ...result.body.plant, version: result.body.version };
      remove.remove();
      chosen.textContent = "No photo";
      view.reload(view.anchor());
    });
    photoRow.appendChild(remove);
  }
  const progress = document.createElement("progress");
  progress.max = 1;
  progress.value = 0;
  progress.hidden = true;
  progress.setAttribute("aria-label", "Uploading the photo");
  const message = document.createElement("p");
  message.className = "form-error";
  message.setAttribute("role", "alert");
  const submit = document.createElement("button");
  submit.type = "submit";
  submit.className = "sheet-action";
  submit.textContent = plant ? "Save" : "Add plant";
  form.append(photoRow, chosen, progress, message, submit);

  const sheet = openSheet({ title: plant ? `Edit ${plant.name}` : "New plant", content: form, from, closeLabel: "Cancel" });
  inputs.name.focus();

  const refuse = (text, field) => {
    message.textContent = text;
    inputs[field]?.setAttribute("aria-invalid", "true");
    (inputs[field] || message).focus?.();
  };

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (submit.disabled) return;
    for (const input of Object.values(inputs)) input.removeAttribute("aria-invalid");
    message.textContent = "";
    const values = readValues(inputs, plant ? shown : null);
    const problem = fields.map((field) => [field, check(field, values[field.name])]).find(([, text]) => text);
    if (problem) { refuse(problem[1], problem[0].name); return; }
    submit.disabled = true;
    try {
      await save(values);
    } finally {
      submit.disabled = false;
    }
  });

  async function save(values) {
    const adding = !plant;
    // An edit is over the version the form shows; applied over another device's change, over that one.
    let version = plant?.version;
    const result = adding ? await addPlant(withoutBlanks(values))
      : await settle(async () => { const sent = await editPlant(plant.id, values, version); version = sent.body?.version; return sent; }, view, `Saving ${plant.name}`);
    if (result.kept) { sheet.close(); return; }
    if (!result.error) shown = Object.fromEntries(Object.entries(inputs).map(([name, input]) => [name, input.value]));
    if (result.error) { refuse(result.error, result.field); return; }
    plant = { ...result.body.plant, version: result.body.version };
    submit.textContent = "Save";
    if (photo && !(await sendPhoto())) { view.reload(view.anchor()); return; }
    sheet.close();
    view.reload(view.anchor());
    showToast(adding ? `Added ${plant.name}` : `Saved ${plant.name}`);
  }

  /// Uploads the chosen photo with its progress; on a refusal says why and keeps the sheet open.
  async function sendPhoto() {
    progress.hidden = false;
    progress.value = 0;
    let version = plant.version;
    const upload = async () => {
      const sent = await uploadPhoto(plant.id, photo, (fraction) => { progress.value = fraction; }, version);
      version = sent.body?.version;
      return sent;
    };
    const result = await settle(upload, view, `Storing the photo of ${plant.name}`);
    progress.hidden = true;
    if (result.ok) { photo = null; plant = { ...result.body.plant, version: result.body.version }; return true; }
    refuse(result.kept ? "The other device's change was kept; the photo was not stored." : `The photo was not stored: ${result.error}`);
    return false;
  }
}

/// The form's values as the API takes them: text as typed (trimmed unless the field keeps it as
/// written), null for an empty field, a number as a number. With `shown` (an edit), only the fields
/// whose input differs from what it showed: the others are not sent, so they stay as stored.
function readValues(inputs, shown) {
  const values = {};
  for (const field of fields) {
    const typed = inputs[field.name].value;
    if (shown && typed === shown[field.name]) continue;
    const text = field.keeps_blank ? typed : typed.trim();
    values[field.name] = text === "" ? (field.required ? "" : null) : field.type === "number" ? Number(text) : text;
  }
  return values;
}

/// Why `value` of `field` is refused, by its declaration; undefined when it is not (or not sent).
function check(field, value) {
  if (value === undefined || value === null) return undefined;
  if (field.required && value === "") return `A plant needs a ${field.label.toLowerCase()}.`;
  if (field.type === "number" && !(Number.isInteger(value) && value >= field.min && value <= field.max)) {
    return `${field.label}: a whole number from ${field.min} to ${field.max}.`;
  }
  if (field.characters !== undefined && characterCount(value) > field.characters) {
    return `${field.label}: at most ${field.characters} characters.`;
  }
  return undefined;
}

/// The characters (grapheme clusters) of `text`, as the server counts them.
const characterCount = (text) => [...new Intl.Segmenter().segment(text)].length;

/// `values` without its null members (a new plant has none of those fields to clear).
const withoutBlanks = (values) => Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null));

/// Asks before removing `plant`; removing it shows a toast whose Undo puts it back exactly.
function confirmRemoval(plant, view, from) {
  const content = document.createElement("div");
  content.className = "plant-actions";
  const text = Object.assign(document.createElement("p"), { className: "plant-about",
    textContent: `${plant.name} will be removed from the catalog, with its photo and watering history.` });
  const remove = Object.assign(document.createElement("button"), { type: "button", className: "sheet-action destructive", textContent: "Remove plant" });
  const cancel = Object.assign(document.createElement("button"), { type: "button", className: "sheet-action", textContent: "Cancel" });
  content.append(text, remove, cancel);
  const sheet = openSheet({ title: `Remove ${plant.name}?`, content, from });
  cancel.focus();
  cancel.addEventListener("click", () => sheet.close());
  remove.addEventListener("click", async () => {
    sheet.close();
    const result = await settle(() => removePlant(plant.id), view, `Removing ${plant.name}`);
    if (failed(result, view, `Removing ${plant.name}`)) return;
    view.reload(view.anchor());
    const token = result.body.restore;
    showToast(`Removed ${plant.name}`, {
      undo: async () => {
        if (!failed(await restorePlant(token), view, `Putting ${plant.name} back`)) view.reload(view.anchor());
      },
    });
  });
}

const addButton = document.getElementById("add-button");

/// The Add button, the Edit and Remove plant actions; none on a read-only server.
export function offerEditing(view) {
  if (readOnly) { addButton.hidden = true; return; }
  addButton.addEventListener("click", () => openPlantForm({ view, from: addButton }));
  offerAction({
    label: () => "Edit",
    run: async (plant, view, from) => {
      const now = await fetchPlant(plant.id);
      if (now.error) { showToast(`${plant.name} cannot be edited: ${now.error}`); return; }
      openPlantForm({ plant: now, view, from });
    },
  });
  offerAction({ label: () => "Remove plant…", run: confirmRemoval, destructive: true });
}
