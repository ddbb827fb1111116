// Section headers pinned while their section scrolls (`sectionHeadersPinToVisibleBounds`): the
// header of the section under the bar stays just below the bar until the next section's header
// pushes it up. The pinned copy is hidden from screen readers (the section's own header is read).
// The view is told what covers its top (the bar and the pinned header), where its place is measured from.
// The pinned header is placed at each draw of the view from the geometry the draw read and the bar's
// height as a ResizeObserver last gave it: nothing here reads the layout while the page scrolls. What
// covers the top is read afresh (the view asks it outside its draws, to find or keep the place).
import { frameOf } from "./grid-view.js";

/// Pins `view`'s section headers under `bar`, and tells `view` what the two cover (``GridView.coverTop``).
export function pinHeaders(view, bar) {
  const pinned = document.createElement("div");
  pinned.className = "pinned-header";
  pinned.setAttribute("aria-hidden", "true");
  pinned.hidden = true;
  view.surface.after(pinned);
  let barHeight = bar.getBoundingClientRect().height;
  new ResizeObserver(() => {
    barHeight = bar.getBoundingClientRect().height;
    if (view.metrics) place(view.metrics);
  }).observe(bar);
  // The headers of the grid seen so far, by the top of their frame: the one of a section scrolled
  // more than a screen up has left the DOM but still pins.
  let headers = new Map();
  let token = null;
  const see = (node) => {
    const [x, y, width, height] = frameOf(node);
    headers.set(y, { title: node.textContent, x, y, width, height });
  };

  /// The header pinned when the bar's bottom is at content y `line`: the last one above it.
  const pinnedAt = (line) => {
    let current = null;
    for (const header of headers.values()) {
      if (header.y < line && (!current || header.y > current.y)) current = header;
    }
    return current;
  };

  // What covers the view's top: the bar, and under it the pinned header, all of it even while the
  // next header pushes it up (what that uncovers is the next header, never a card). The headers
  // of a grid not yet shown are not known: only the bar then.
  view.coverTop((top) => {
    const height = bar.getBoundingClientRect().height;
    return height + (view.grid?.token === token ? pinnedAt(top + height)?.height || 0 : 0);
  });

  // What the pinned header shows, written only when it changes.
  let shown = { hidden: true };
  const show = (state) => {
    for (const [name, value] of Object.entries(state)) {
      if (shown[name] === value) continue;
      if (name === "hidden") pinned.hidden = value;
      else if (name === "title") pinned.textContent = value;
      else pinned.style[name] = value;
    }
    shown = state;
  };

  /// Places the pinned header for the view's geometry `metrics` (``GridView.measure()``).
  const place = (metrics) => {
    const line = metrics.scrollY - metrics.top + barHeight;
    const current = pinnedAt(line);
    let next = null;
    for (const header of headers.values()) {
      if (current && header.y > current.y && (!next || header.y < next.y)) next = header;
    }
    if (!current) { show({ ...shown, hidden: true }); return; }
    const top = next ? Math.min(line, next.y - current.height) : line;
    show({
      hidden: false, title: current.title, top: Math.round(metrics.top - metrics.scrollY + top) + "px",
      left: Math.round(metrics.left + current.x) + "px", width: current.width + "px", height: current.height + "px",
    });
  };

  view.onRender((changes) => {
    if (view.grid.token !== token) {
      token = view.grid.token;
      headers = new Map();
      for (const node of view.surface.querySelectorAll(".section-header")) see(node);
    }
    for (const change of changes) if (change.kind === "header" && change.after) see(change.node);
  });
  view.onDraw(place);
}
