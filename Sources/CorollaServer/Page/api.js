// The server's API as the page uses it: reads of the grid and its elements, and writes that name a
// plant by id and carry the CSRF token and the revision the page shows.

const meta = (name) => document.querySelector(`meta[name="${name}"]`).content;

/// The token every write carries in `X-Corolla-CSRF`.
export const csrf = meta("corolla-csrf");
/// Whether the server refuses writes (`corolla serve --read-only`).
export const readOnly = meta("corolla-read-only") === "true";

let revision = null;

/// The catalog revision the page shows: the one of the last grid read or write that succeeded.
export const currentRevision = () => revision;
/// Takes `value` as the revision the page shows (a grid just read).
export const showRevision = (value) => { revision = value; };

/// `GET /api/grid?query`: `{response, body}`.
export async function fetchGrid(query) {
  const response = await fetch("/api/grid?" + query, { headers: { "X-Corolla-CSRF": csrf } });
  return { response, body: await response.json() };
}

/// `GET /api/grid/elements` of the grid `token` for `rect` in `appearance`: `{response, body}`,
/// `body` null on 404 (the server no longer keeps that grid).
export async function fetchElements(token, rect, appearance) {
  const response = await fetch(`/api/grid/elements?token=${token}&rect=${rect.join(",")}&appearance=${appearance}`);
  return { response, body: response.status === 404 ? null : await response.json() };
}

/// A write: `method` on `path` with the CSRF token and `?revision=` (plus `params`), and `json` (an
/// object) as its JSON body when given. Answers `{ok: true, body}` when it succeeded (the page then
/// shows its revision: that write is the only change since), `{conflict: true, body}` on 409 (the
/// catalog changed since the page saw it; the body holds the plant as it is now), `{error: message,
/// field}` on any other refusal (`field` the JSON member it names, if any).
export async function write(method, path, params = {}, json = undefined) {
  const headers = { "X-Corolla-CSRF": csrf };
  if (json !== undefined) headers["Content-Type"] = "application/json";
  const body = json === undefined ? undefined : JSON.stringify(json);
  const response = await fetch(writeURL(path, params), { method, headers, body });
  return answer(response.status, await response.text());
}

/// The address of a write to `path`: its `params` and the revision the page shows.
export const writeURL = (path, params = {}) => `${path}?${new URLSearchParams({ revision: String(revision), ...params })}`;

/// A write's answer from its status and body text, as ``write(method, path, params, json)`` gives it.
export function answer(status, text) {
  let body = null;
  try { body = JSON.parse(text); } catch { body = null; }
  if (status === 409) return { conflict: true, body };
  if (status < 200 || status >= 300) return { error: body?.error || `the server answered ${status}`, field: body?.field };
  revision = body.revision;
  return { ok: true, body };
}

/// `GET /api/plants/ID`: the plant as it is now (`{id, name, kind, last_watered, favorite_position, …}`),
/// or `{error}`.
export async function fetchPlant(id) {
  const response = await fetch(`/api/plants/${id}`);
  const body = await response.json();
  return response.ok ? body.plant : { error: body.error };
}

/// Waters plant `id` today (`body.changed` false when it already was).
export const waterPlant = (id) => write("POST", `/api/plants/${id}/water`);
/// Removes the watering of plant `id` on `day` (YYYY-MM-DD): the undo of ``waterPlant(id)``.
export const unwater = (id, day) => write("DELETE", `/api/plants/${id}/waterings/${day}`);
/// Removes plant `id` from the favorites.
export const unfavorite = (id) => write("DELETE", `/api/favorites/${id}`);
/// Makes plant `id` a favorite at index `position` (from 0): the undo of ``unfavorite(id)``.
export const favorite = (id, position) => write("POST", `/api/favorites/${id}`, { position: String(position) });
/// Adds a plant (`{name, kind, water_every_days, notes}`) as a favorite: `body.plant` is the new plant.
export const addPlant = (fields) => write("POST", "/api/plants", {}, { ...fields, favorite: true });
/// Changes the fields of plant `id` that `fields` has (null clears one).
export const editPlant = (id, fields) => write("PATCH", `/api/plants/${id}`, {}, fields);
/// Removes plant `id`: `body.restore` is the token ``restorePlant(token)`` takes.
export const removePlant = (id) => write("DELETE", `/api/plants/${id}`);
/// Puts back exactly the plant a ``removePlant(id)`` removed.
export const restorePlant = (token) => write("POST", `/api/plants/restore/${token}`);
/// Moves favorite `id` to index `to` (from 0) among all the favorites.
export const moveFavorite = (id, to) => write("POST", `/api/favorites/${id}/move`, { to: String(to) });
/// Removes the photo of plant `id`.
export const removePhoto = (id) => write("DELETE", `/api/plants/${id}/photo`);
