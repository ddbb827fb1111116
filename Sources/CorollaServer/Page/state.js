// The state of the view — what the controls choose and the place — as `/api/grid`'s query
// parameters, kept in the page's URL so that a reload, back and forward and a shared link show the
// same view at the same place: `/?layout=aligned&style=chip&group_by=kind&needs_water=true&kind=fern&search=ivy&at=42&offset=-37`.
//
// The place is kept as a collection view restores a content offset relative to an item
// (GridView's `anchor()`): `at` is the plant id of the card nearest the top of the part of the view
// one sees (below the bar and, grouped, the pinned section header) that is mostly visible, and
// `offset` how many pixels that visible top lies below the card's top (negative when the card
// starts lower; left out when 0). `/api/grid` takes the card as `anchor` and answers its frame
// (`anchor_frame`), from which the page scrolls. Neither at the top of the page. A card no longer
// shown (removed elsewhere) is no place: a loaded address shows the top, an open page stays where it is.

import { recordAddress } from "./sheet.js";

const control = (id) => document.getElementById(id);

/// The view's controls by `/api/grid` parameter.
export const controls = {
  layout: control("layout"), style: control("style"), group_by: control("group"), show: control("show"), kind: control("kind"),
  search: control("search"),
};

/// The URL parameters of the place: its card (a plant id) and the visible top's offset from it.
export const anchorParameter = "at", offsetParameter = "offset";

/// The value a select has when the page loads.
const defaultValue = (select) => ([...select.options].find((option) => option.defaultSelected) || select.options[0]).value;

/// The view's parameters that differ from the page's defaults, with `/api/grid`'s names.
export function viewParameters() {
  const query = new URLSearchParams();
  for (const name of ["layout", "style", "group_by"]) {
    if (controls[name].value !== defaultValue(controls[name])) query.set(name, controls[name].value);
  }
  if (controls.show.value === "needs-water") query.set("needs_water", "true");
  if (controls.kind.value.trim()) query.set("kind", controls.kind.value.trim());
  if (controls.search.value) query.set("search", controls.search.value);
  return query;
}

/// The `/api/grid` parameters of the view the controls choose (other than the size, scale and anchor).
export function viewQuery() {
  const query = viewParameters();
  query.set("layout", controls.layout.value);
  query.set("group_by", controls.group_by.value);
  return query;
}

/// Whether the view shows only some favorites (a search, a kind or only those needing water).
export const filtered = () => Boolean(controls.search.value || controls.kind.value.trim() || controls.show.value === "needs-water");

/// Sets the controls from a URL's query (`location.search`); a value a control does not offer
/// leaves it at its default. Returns the place to show (`{id, offset}`), or null for the top.
export function applyURL(search) {
  const query = new URLSearchParams(search);
  unoffered = [];
  for (const name of ["layout", "style", "group_by"]) {
    const select = controls[name];
    const wanted = query.get(name);
    const offered = [...select.options].some((option) => option.value === wanted);
    if (wanted !== null && !offered) unoffered.push(`${name} ${wanted}`);
    select.value = offered ? wanted : defaultValue(select);
  }
  controls.show.value = query.get("needs_water") === "true" ? "needs-water" : "all";
  controls.kind.value = query.get("kind") || "";
  controls.search.value = query.get("search") || "";
  const at = query.get(anchorParameter), offset = query.get(offsetParameter);
  if (!at || !/^\d+$/.test(at)) return null;
  return { id: at, offset: offset && /^-?\d+$/.test(offset) ? Number(offset) : 0 };
}

let unoffered = [];
/// What the last ``applyURL(search)`` found in the address that the page does not offer (`layout
/// fan`: a layout that turns its cards, which `corolla grid` draws), shown as the default instead.
export const unofferedChoices = () => unoffered;

/// The page's URL for the view the controls choose at `place` (an anchor `{id, offset}`, or none: the top).
export function viewURL(place) {
  const query = viewParameters();
  if (place) query.set(anchorParameter, place.id);
  if (place?.offset) query.set(offsetParameter, String(place.offset));
  const text = query.toString();
  return location.pathname + (text ? "?" + text : "");
}

/// Records the view at `place` in the history: a new entry for a choice (`push`), else the current one replaced.
export function recordView(place, { push = false } = {}) {
  const url = viewURL(place);
  if (url === location.pathname + location.search) return;
  recordAddress(url, { push });
}
