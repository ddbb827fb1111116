// The state of the view — what the controls choose and the card at the top — as `/api/grid`'s
// query parameters, kept in the page's URL so that a reload, back and forward and a shared link
// show the same view: `/?layout=aligned&style=chip&group_by=kind&needs_water=true&kind=fern&search=ivy&at=42`.

import { recordAddress } from "./sheet.js";

const control = (id) => document.getElementById(id);

/// The view's controls by `/api/grid` parameter.
export const controls = {
  layout: control("layout"), style: control("style"), group_by: control("group"), show: control("show"), kind: control("kind"),
  search: control("search"),
};

/// The URL parameter of the card at the top of the view (a plant id).
export const anchorParameter = "at";

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
/// leaves it at its default. Returns the plant id of the card to show at the top, or null.
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
  const at = query.get(anchorParameter);
  return at && /^\d+$/.test(at) ? at : null;
}

let unoffered = [];
/// What the last ``applyURL(search)`` found in the address that the page does not offer (`layout
/// fan`: a layout that turns its cards, which `corolla grid` draws), shown as the default instead.
export const unofferedChoices = () => unoffered;

/// The page's URL for the view the controls choose with the card `at` (a plant id, or none) at the top.
export function viewURL(at) {
  const query = viewParameters();
  if (at) query.set(anchorParameter, at);
  const text = query.toString();
  return location.pathname + (text ? "?" + text : "");
}

/// Records the view in the history: a new entry for a choice (`push`), else the current one replaced.
export function recordView(at, { push = false } = {}) {
  const url = viewURL(at);
  if (url === location.pathname + location.search) return;
  recordAddress(url, { push });
}
