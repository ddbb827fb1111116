// The state of the view: what the controls choose, as `/api/grid`'s query parameters.

const control = (id) => document.getElementById(id);

/// The view's controls by `/api/grid` parameter.
export const controls = {
  layout: control("layout"), style: control("style"), group_by: control("group"), show: control("show"), kind: control("kind"),
  search: control("search"),
};

/// The `/api/grid` parameters of the view the controls choose (other than the size, scale and anchor).
export function viewQuery() {
  const query = new URLSearchParams({ layout: controls.layout.value, group_by: controls.group_by.value });
  if (controls.style.value) query.set("style", controls.style.value);
  if (controls.search.value) query.set("search", controls.search.value);
  if (controls.show.value === "needs-water") query.set("needs_water", "true");
  if (controls.kind.value.trim()) query.set("kind", controls.kind.value.trim());
  return query;
}
