// The virtualized collection view: the grid `/api/grid` computes for the surface's width, of which
// the DOM holds only the elements the rect query returns for the viewport plus one screen above and
// below, each at its engine frame.
import { fetchElements, fetchGrid, showFavoritesOrder, showRevision } from "./api.js";

const darkScheme = window.matchMedia("(prefers-color-scheme: dark)");
const appearance = () => darkScheme.matches ? "dark" : "light";
const scale = () => Math.min(3, Math.max(1, Math.round(window.devicePixelRatio || 1)));
/// A node's frame as placed: [x, y, width, height].
/// A card's frame as the engine gave it (its style reads back rounded to 6 significant digits).
export const frameOf = (node) => node.frame;
const place = (node, frame) => {
  node.frame = frame;
  node.style.left = frame[0] + "px"; node.style.top = frame[1] + "px";
  node.style.width = frame[2] + "px"; node.style.height = frame[3] + "px";
};

/// The collection view on `surface`. `query()` gives the view's `/api/grid` parameters;
/// `cardCreated(node)` adds what a new card shows besides its image; `cardUpdated(node, element)`
/// follows an element's JSON; `changed()` is called after each render and on each error;
/// `moved()` when the place changes other than by scrolling (a reload whose card is gone).
export class GridView {
  constructor(surface, { query, cardCreated = () => {}, cardUpdated = () => {}, changed = () => {}, moved = () => {} }) {
    Object.assign(this, { surface, query, cardCreated, cardUpdated, changed, moved });
    /// The grid's JSON (`/api/grid`'s answer), null until the first arrives.
    this.grid = null;
    /// The last error, "" when the last request succeeded.
    this.error = "";
    this.shown = new Map();
    /// A card node kept in the DOM while it is outside the rect (the one being dragged).
    this.held = null;
    this.renderHooks = [];
    this.loading = null;
    /// The refresh under way and the one asked for after it.
    this.currentRefresh = null;
    this.nextRefresh = null;
    /// The place ``load(keep)`` last showed, `{place, scrollY, token}`: ``anchor()`` while the page is there.
    this.shownPlace = null;
    /// The place a load under way shows.
    this.placing = null;
    /// What covers the view's top (``coverTop(covers)``).
    this.covers = null;
    this.lastAnchor = null;
    this.relayingOut = false;
    this.resizing = null;
    this.listen();
  }

  /// Calls `hook(changes)` after each render, once the new frames are placed and before the browser
  /// paints: one change per element added, moved or removed, `{key, kind: "item"|"header", plant
  /// (its id; null for a header), node, element, before, after}` with frames `[x, y, w, h]`
  /// (`before` null when added, `after` null when removed: the node is already out of the surface).
  onRender(hook) { this.renderHooks.push(hook); }

  /// The card node of plant `id`, when it is in the DOM.
  cardNode(id) { return this.shown.get("p" + id); }

  /// The card nodes in the DOM (each with `dataset.section` and `dataset.item`, its place in the grid).
  cards() { return [...this.shown.values()].filter((node) => node.dataset.plant); }

  /// Keeps card `node` in the DOM, wherever the page scrolls, until ``release()``.
  hold(node) { this.held = node; }

  /// Lets the held card go: the next render removes it if it is outside the rect.
  release() { this.held = null; }

  surfaceTop() { return this.surface.getBoundingClientRect().top + window.scrollY; }

  /// The rect the page shows: the viewport and one screen above and below, in content coordinates.
  wantedRect() {
    const height = window.innerHeight;
    const top = window.scrollY - this.surfaceTop();
    return [0, Math.floor(top - height), this.surface.clientWidth, 3 * height];
  }

  /// The height of what covers the top of the viewport (the bar, a pinned header) when the window's
  /// top is at content y `top`; none until ``coverTop(covering)`` says.
  covering(top) { return this.covers ? this.covers(top) : 0; }

  /// Takes `covers(top)` as the height of what covers the top of the viewport with the window's
  /// top at content y `top`: the part of the view one sees starts that far below the window's top.
  coverTop(covers) { this.covers = covers; }

  /// Where the part of the view one sees starts, in content coordinates: below what covers the top.
  visibleTop() {
    const top = window.scrollY - this.surfaceTop();
    return top + this.covering(top);
  }

  /// The place the user sees, as a collection view restores a content offset relative to an item:
  /// `{id, offset}`, the card nearest the top of the visible part (``visibleTop()``) that is mostly
  /// visible (at least half its height below that top; ties to the left), and the offset of the
  /// visible top from that card's top in whole pixels (negative while the card starts lower). None
  /// at the top of the page, which stays at the top. While a resize settles, the place before it;
  /// while a place is being shown (``load(keep)``), and after until the page scrolls or the grid
  /// changes, that place itself: the place one was shown is the place one is at.
  anchor() {
    if (this.placing) return { ...this.placing };
    if (this.resizing) return this.resizing.keep && { ...this.resizing.keep };
    if (window.scrollY <= 0) return null;
    const shown = this.shownPlace;
    if (shown && this.grid && shown.token === this.grid.token && shown.scrollY === window.scrollY) return { ...shown.place };
    const visible = this.visibleTop();
    let best = null;
    for (const node of this.cards()) {
      const [x, y, , height] = frameOf(node);
      if (y + height / 2 < visible) continue;
      if (!best || y < best.y || (y === best.y && x < best.x)) best = { id: node.dataset.plant, y, x };
    }
    return best && { id: best.id, offset: Math.round(visible - best.y) };
  }

  /// Scrolls so that the visible top is `place.offset` below the top of `frame` (the card's frame
  /// in this grid); what covers the top may depend on where the page is, so the scroll position is
  /// found by a few steps of `top = wanted − covering(top)`. Returns whether the page moved.
  scrollToPlace(place, frame) {
    const wanted = frame[1] + place.offset;
    let top = wanted - this.covering(wanted);
    for (let step = 0; step < 3; step += 1) top = wanted - this.covering(top);
    const before = window.scrollY;
    window.scrollTo(0, this.surfaceTop() + top);
    return window.scrollY !== before;
  }

  /// Remembers the card at the top as the user sees it, unless a resize or a relayout is under way.
  rememberAnchor() { if (!this.resizing && !this.relayingOut) this.lastAnchor = this.anchor(); }

  /// Asks for the grid again, keeping the place `keep` (an ``anchor()``: its card at the same
  /// offset from the visible top); one request at a time. A card no longer in the grid (removed
  /// elsewhere) leaves the scroll position as it is, or with `orTop` shows the top.
  reload(keep, { orTop = false } = {}) {
    this.loading = (this.loading || Promise.resolve()).then(() => this.load(keep, orTop))
      .catch((e) => { this.error = String(e); this.changed(); });
    return this.loading;
  }

  async load(keep, orTop) {
    const query = this.query();
    const width = this.surface.clientWidth;
    query.set("width", String(width));
    query.set("height", String(window.innerHeight));
    query.set("scale", String(scale()));
    if (keep) query.set("anchor", keep.id);
    const { response, body } = await fetchGrid(query);
    if (response.status === 503) {
      // The server is computing other grids: ask again when it says to.
      setTimeout(() => this.reload(keep, { orTop }), 1000 * (Number(response.headers.get("Retry-After")) || 2));
    }
    if (!response.ok) { this.error = body.error; this.changed(); return; }
    this.error = "";
    this.grid = body;
    this.gridWidth = width;
    showRevision(body.revision);
    showFavoritesOrder(body.favorites_order);
    this.surface.style.height = body.content_size.height + "px";
    this.surface.dataset.token = body.token;
    this.relayingOut = true;
    this.placing = keep;
    try {
      // The place is taken once before the elements come (from the grid's anchor frame) and again
      // once they are shown, when what covers the top there (a pinned header) is known.
      const frame = keep && body.anchor_frame;
      if (frame) this.scrollToPlace(keep, frame);
      else if (keep && orTop) window.scrollTo(0, 0);
      await this.refresh();
      if (frame && this.scrollToPlace(keep, frame)) await this.refresh();
      this.shownPlace = frame && window.scrollY > 0 ? { place: { id: keep.id, offset: keep.offset }, scrollY: window.scrollY, token: body.token } : null;
    } finally {
      this.relayingOut = false;
      this.placing = null;
    }
    this.rememberAnchor();
    if (keep && !body.anchor_frame) this.moved();
  }

  /// Shows the elements of the wanted rect: adds, places and removes nodes. One request at a time;
  /// calls while one is under way share the one after it. Resolves once the elements are shown.
  refresh() {
    if (this.nextRefresh) return this.nextRefresh;
    const next = (this.currentRefresh || Promise.resolve()).catch(() => {}).then(async () => {
      this.nextRefresh = null;
      this.currentRefresh = next;
      try { await this.show(); } finally { if (this.currentRefresh === next) this.currentRefresh = null; }
    });
    this.nextRefresh = next;
    return next;
  }

  async show() {
    if (!this.grid) return;
    const rect = this.wantedRect();
    const token = this.grid.token;
    const look = appearance();
    const { response, body } = await fetchElements(token, rect, look);
    if (!body) { this.reload(this.anchor()); return; }
    if (!response.ok) { this.error = body.error; this.changed(); return; }
    if (!this.grid || this.grid.token !== token) return;
    this.render(body.elements);
    this.surface.dataset.rect = rect.join(",");
    this.surface.dataset.appearance = look;
    this.rememberAnchor();
    this.changed();
  }

  render(elements) {
    // The viewport in content coordinates, read once before any frame is written (no forced layout):
    // the cards on it load their images first.
    const top = window.scrollY - this.surfaceTop();
    this.screen = [top, top + window.innerHeight];
    const changes = [];
    const seen = new Set();
    for (const element of elements) {
      const header = element.kind === "header";
      const key = header ? "h" + element.section : "p" + element.plant_id;
      seen.add(key);
      let node = this.shown.get(key);
      const before = node ? frameOf(node) : null;
      if (!node) { node = header ? this.makeHeader() : this.makeCard(); this.shown.set(key, node); this.surface.appendChild(node); }
      header ? this.updateHeader(node, element) : this.updateCard(node, element);
      const after = frameOf(node);
      if (!before || before.some((value, i) => value !== after[i])) {
        changes.push({ key, kind: header ? "header" : "item", plant: element.plant_id, node, element, before, after });
      }
    }
    for (const [key, node] of this.shown) {
      if (seen.has(key) || node === this.held) continue;
      const item = Boolean(node.dataset.plant);
      changes.push({ key, kind: item ? "item" : "header", plant: item ? Number(node.dataset.plant) : null, node, element: null, before: frameOf(node), after: null });
      node.remove();
      this.shown.delete(key);
    }
    if (changes.length) for (const hook of this.renderHooks) hook(changes);
  }

  makeHeader() {
    const node = document.createElement("h2");
    node.className = "section-header";
    return node;
  }

  updateHeader(node, element) {
    place(node, element.frame);
    node.textContent = element.title || "";
  }

  makeCard() {
    const node = document.createElement("article");
    node.className = "card";
    const image = document.createElement("img");
    image.decoding = "async";
    node.appendChild(image);
    this.cardCreated(node);
    return node;
  }

  updateCard(node, element) {
    place(node, element.frame);
    node.dataset.plant = String(element.plant_id);
    node.dataset.key = element.key;
    node.dataset.needsWater = String(element.needs_water);
    node.dataset.section = String(element.section);
    node.dataset.item = String(element.item);
    const image = node.querySelector("img");
    if (image.getAttribute("src") !== element.card) {
      const [, y, , height] = element.frame;
      image.fetchPriority = y < this.screen[1] && y + height > this.screen[0] ? "high" : "low";
      image.src = element.card;
    }
    this.cardUpdated(node, element);
  }

  listen() {
    let scrollScheduled = false;
    window.addEventListener("scroll", () => {
      this.rememberAnchor();
      if (scrollScheduled) return;
      scrollScheduled = true;
      requestAnimationFrame(() => { scrollScheduled = false; this.refresh(); });
    }, { passive: true });

    // A resize keeps the card the user last saw at the top, not the one at the top once the
    // browser has resized: by the first resize event the page has reflowed (the bar wraps) and
    // the browser may have moved the scroll position (at the end of the page it clamps it).
    let resizeTimer = 0;
    let lastWidth = this.surface.clientWidth;
    window.addEventListener("resize", () => {
      clearTimeout(resizeTimer);
      if (!this.resizing) this.resizing = { keep: this.lastAnchor };
      resizeTimer = setTimeout(() => {
        const keep = this.resizing.keep;
        this.resizing = null;
        if (this.surface.clientWidth === lastWidth) { this.refresh(); return; }
        lastWidth = this.surface.clientWidth;
        this.reload(keep);
      }, 150);
    });

    // The surface's width can change without the window's (a classic scroll bar appearing as the
    // content grows, a style sheet applied after the first grid was asked): the grid is laid out
    // again at the new width keeping the place, as a collection view does when its bounds change.
    new ResizeObserver(() => {
      if (this.resizing || !this.grid || this.surface.clientWidth === this.gridWidth) return;
      lastWidth = this.surface.clientWidth;
      this.reload(this.anchor());
    }).observe(this.surface);

    // A change of colour scheme swaps the card images (the frames stay).
    darkScheme.addEventListener("change", () => this.refresh());
  }
}
