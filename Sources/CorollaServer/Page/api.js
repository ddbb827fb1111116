// The server's API as the page uses it: reads of the grid and its elements, and writes that name a
// plant by id and carry the CSRF token and, in `If-Match`, the version of the plant the page shows.

const meta = (name) => document.querySelector(`meta[name="${name}"]`).content;

/// The token every write carries in `X-Corolla-CSRF`.
export const csrf = meta("corolla-csrf");
/// Whether the server refuses writes (`corolla serve --read-only`).
export const readOnly = meta("corolla-read-only") === "true";

let revision = null;
/// The version of each plant the page shows (plant id → version), from the grid's elements and
/// the page's own writes: what a write to the plant carries in `If-Match`.
const versions = new Map();
/// The favorites' order the page shows (the grid's `favorites_order`): what a move carries.
let favoritesOrder = null;

/// The catalog revision the page shows: the one of the last grid read or write that succeeded.
export const currentRevision = () => revision;
/// Takes `value` as the revision the page shows (a grid just read).
export const showRevision = (value) => { revision = value; };
/// Takes `version` as the version of plant `id` the page shows (a card just drawn).
export const showVersion = (id, version) => { if (version !== undefined && version !== null) versions.set(Number(id), version); };
/// Takes `tag` as the favorites' order the page shows (a grid just read).
export const showFavoritesOrder = (tag) => { favoritesOrder = tag ?? null; };

/// The first grid and its first elements, written into the page or asked for by its inline script
/// before the modules loaded (`{query, grid, elements}`, the query's parameters sorted; each a
/// promise, of null when there is none): the first ``fetchGrid(query)`` takes the grid if it asks
/// for the same query, else the page asks itself; either way neither is taken later, when the
/// catalog may have changed.
let first = globalThis.corollaFirst || null;
const sorted = (query) => String(new URLSearchParams([...new URLSearchParams(query)].sort()));

/// `GET /api/grid?query`: `{response, body}`.
export async function fetchGrid(query) {
  const early = first;
  first = null;
  const taken = early && early.query === sorted(query) ? await early.grid : null;
  if (taken) {
    firstElements = early.elements;
    return taken;
  }
  const response = await fetch("/api/grid?" + query, { headers: { "X-Corolla-CSRF": csrf } });
  return { response, body: await response.json() };
}

/// The first elements (`{token, rect, appearance, response, body}`, null if there are none), once ``fetchGrid(query)`` took the first grid.
let firstElements = null;

/// `GET /api/grid/needs-water?query`: how many of the favorites `query` (a grid's) selects need
/// water today, `{needs_water_count, revision}`; null when the server did not answer it.
export async function fetchNeedsWater(query) {
  const response = await fetch("/api/grid/needs-water?" + query);
  return response.ok ? response.json() : null;
}

/// `GET /api/grid/elements` of the grid `token` for `rect` in `appearance`: `{response, body}`,
/// `body` null on 404 (the server no longer keeps that grid); `signal` aborts it (an AbortController's).
export async function fetchElements(token, rect, appearance, signal = undefined) {
  const early = await firstElements;
  firstElements = null;
  if (early && early.token === token && early.appearance === appearance && early.response.ok && covers(early.rect, rect)) {
    return { response: early.response, body: { ...early.body, elements: early.body.elements.filter((element) => intersects(element.frame, rect)) } };
  }
  const response = await fetch(`/api/grid/elements?token=${token}&rect=${rect.join(",")}&appearance=${appearance}`, { signal });
  return { response, body: response.status === 404 ? null : await response.json() };
}

/// Whether rect `outer` holds every element `inner` can meet: its width, and its height from the
/// content's top (nothing lies above 0). Rects are `[x, y, w, h]`.
const covers = (outer, inner) => outer[0] <= inner[0] && inner[0] + inner[2] <= outer[0] + outer[2]
  && outer[1] <= Math.max(0, inner[1]) && inner[1] + inner[3] <= outer[1] + outer[3];

/// Whether two frames `[x, y, w, h]` overlap, as the server's rect query decides (edges that only touch do not).
export const intersects = (a, b) => a[0] < b[0] + b[2] && b[0] < a[0] + a[2] && a[1] < b[1] + b[3] && b[1] < a[1] + a[3];

/// A write: `method` on `path` (plus `params`) with the CSRF token, `json` (an object) as its JSON
/// body when given, and for a write to plant `plant`, `If-Match` with the version the page shows of
/// it (or `version`), plus the favorites' order for a move (`order`). Answers `{ok: true, body}`
/// when it succeeded (the page then shows the plant's new version), `{conflict: true, body}` on 412
/// (the plant changed since the page saw it: the body holds it as it is now, and the page shows
/// its version from then on, so the same write sent again applies over it), `{error: message,
/// field, status}` on any other refusal (`field` the JSON member it names, if any).
export async function write(method, path, { params = {}, json = undefined, plant = null, version = undefined, order = false } = {}) {
  const headers = { "X-Corolla-CSRF": csrf, ...conditions(plant, version, order) };
  if (json !== undefined) headers["Content-Type"] = "application/json";
  const body = json === undefined ? undefined : JSON.stringify(json);
  const response = await fetch(writeURL(path, params), { method, headers, body });
  return answer(response.status, await response.text(), plant);
}

/// The headers that condition a write to plant `plant` (null: none) on what the page shows.
export function conditions(plant, version = undefined, order = false) {
  if (plant === null) return {};
  const seen = version ?? versions.get(Number(plant));
  const headers = seen === undefined ? {} : { "If-Match": `"${seen}"` };
  if (order && favoritesOrder !== null) headers["X-Corolla-Favorites-Order"] = `"${favoritesOrder}"`;
  return headers;
}

/// The address of a write to `path` with its `params`.
export const writeURL = (path, params = {}) => {
  const query = new URLSearchParams(params).toString();
  return query ? `${path}?${query}` : path;
};

/// A write's answer from its status and body text, as ``write(method, path, options)`` gives it,
/// for a write to plant `plant` (null: none).
export function answer(status, text, plant = null) {
  let body = null;
  try { body = JSON.parse(text); } catch { body = null; }
  if (status === 412) {
    if (plant !== null) showVersion(plant, body?.version);
    if (body?.favorites_order) showFavoritesOrder(body.favorites_order);
    return { conflict: true, body };
  }
  if (status < 200 || status >= 300) return { error: body?.error || `the server answered ${status}`, field: body?.field, status };
  revision = body.revision;
  const id = plant ?? body?.plant?.id;
  if (id !== null && id !== undefined) showVersion(id, body.version);
  return { ok: true, body };
}

/// `GET /api/plants/ID`: the plant as it is now (`{id, name, kind, last_watered, watered_by,
/// favorite_position, version, …}`, `version` from its `ETag`), or `{error}`.
export async function fetchPlant(id) {
  const response = await fetch(`/api/plants/${id}`);
  const body = await response.json();
  if (!response.ok) return { error: body.error };
  const tag = response.headers.get("ETag");
  return { ...body.plant, version: tag ? Number(tag.replaceAll('"', "")) : undefined };
}

/// Waters plant `id` today (`body.changed` false when it already was).
export const waterPlant = (id) => write("POST", `/api/plants/${id}/water`, { plant: id });
/// Removes the watering of plant `id` on `day` (YYYY-MM-DD): the undo of ``waterPlant(id)``.
export const unwater = (id, day) => write("DELETE", `/api/plants/${id}/waterings/${day}`, { plant: id });
/// Removes plant `id` from the favorites.
export const unfavorite = (id) => write("DELETE", `/api/favorites/${id}`, { plant: id });
/// Makes plant `id` a favorite at index `position` (from 0): the undo of ``unfavorite(id)``.
export const favorite = (id, position) => write("POST", `/api/favorites/${id}`, { plant: id, params: { position: String(position) } });
/// Adds a plant (`{name, kind, water_every_days, notes, last_watered}`) as a favorite: `body.plant`
/// is the new plant.
export const addPlant = (fields) => write("POST", "/api/plants", { json: { ...fields, favorite: true } });
/// Changes the fields of plant `id` that `fields` has (null clears one), over its `version` (by
/// default the one the page shows).
export const editPlant = (id, fields, version = undefined) => write("PATCH", `/api/plants/${id}`, { plant: id, version, json: fields });
/// Removes plant `id`: `body.restore` is the token ``restorePlant(token)`` takes.
export const removePlant = (id) => write("DELETE", `/api/plants/${id}`, { plant: id });
/// Puts back exactly the plant a ``removePlant(id)`` removed.
export const restorePlant = (token) => write("POST", `/api/plants/restore/${token}`);
/// Moves favorite `id` to index `to` (from 0) among all the favorites, over the favorites' order
/// the page shows.
export const moveFavorite = (id, to) => write("POST", `/api/favorites/${id}/move`, { plant: id, order: true, params: { to: String(to) } });
/// Removes the photo of plant `id`, over its `version` (by default the one the page shows).
export const removePhoto = (id, version = undefined) => write("DELETE", `/api/plants/${id}/photo`, { plant: id, version });
