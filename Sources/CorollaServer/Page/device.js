// The device the page runs on, when the server pairs devices: its name under View, renamable.
import { csrf, readOnly } from "./api.js";

const section = document.getElementById("device-section");
const form = document.getElementById("device-form");
const input = document.getElementById("device-name");
const status = document.getElementById("device-status");

/// Shows this device's name (`GET /api/device`) in the View sheet, and renames it on submit
/// (`PATCH /api/device`); nothing on this machine's own address, where no device is paired.
export async function offerDeviceName() {
  const response = await fetch("/api/device");
  const device = response.ok ? (await response.json()).device : null;
  if (!device) return;
  input.value = device.name;
  input.readOnly = readOnly || device.read_only;
  form.querySelector("button").hidden = input.readOnly;
  section.hidden = false;
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const answer = await fetch("/api/device", {
      method: "PATCH", headers: { "X-Corolla-CSRF": csrf, "Content-Type": "application/json" },
      body: JSON.stringify({ name: input.value }),
    });
    const body = await answer.json();
    if (answer.ok) input.value = body.device.name;
    status.textContent = answer.ok ? `Renamed to ${body.device.name}` : body.error;
  });
}
