// Section headers pinned while their section scrolls (`sectionHeadersPinToVisibleBounds`): the
// header of the section under the bar stays just below the bar until the next section's header
// pushes it up. The pinned copy is hidden from screen readers (the section's own header is read).
// The view is told what covers its top (the bar and the pinned header), where its place is measured from.
import { frameOf } from "./grid-view.js";

/// Pins `view`'s section headers under `bar`, and tells `view` what the two cover (``GridView.coverTop``).
export function pinHeaders(view, bar) {
  const pinned = document.createElement("div");
  pinned.className = "pinned-header";
  pinned.setAttribute("aria-hidden", "true");
  pinned.hidden = true;
  view.surface.after(pinned);
  // The headers of the grid seen so far, by the top of their frame: the one of a section scrolled
  // more than a screen up has left the DOM but still pins.
  let headers = new Map();
  let token = null;

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

  const place = () => {
    const line = window.scrollY - view.surfaceTop() + bar.getBoundingClientRect().height;
    const current = pinnedAt(line);
    let next = null;
    for (const header of headers.values()) {
      if (current && header.y > current.y && (!next || header.y < next.y)) next = header;
    }
    pinned.hidden = !current;
    if (!current) return;
    const top = next ? Math.min(line, next.y - current.height) : line;
    const surface = view.surface.getBoundingClientRect();
    pinned.textContent = current.title;
    pinned.style.top = Math.round(surface.top + top) + "px";
    pinned.style.left = Math.round(surface.left + current.x) + "px";
    pinned.style.width = current.width + "px";
    pinned.style.height = current.height + "px";
  };

  view.onRender(() => {
    if (view.grid.token !== token) { token = view.grid.token; headers = new Map(); }
    for (const node of view.surface.querySelectorAll(".section-header")) {
      const [x, y, width, height] = frameOf(node);
      headers.set(y, { title: node.textContent, x, y, width, height });
    }
    place();
  });
  window.addEventListener("scroll", place, { passive: true });
}
