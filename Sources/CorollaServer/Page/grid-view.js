// The virtualized collection view: the grid `/api/grid` computes for the surface's width, of which
// the DOM holds only the elements the rect query returns for the viewport plus one screen above and
// below, each at its engine frame.
import { fetchElements, fetchGrid, showFavoritesOrder, showRevision } from "./api.js";

const darkScheme = window.matchMedia("(prefers-color-scheme: dark)");
const appearance = () => darkScheme.matches ? "dark" : "light";
const scale = () => Math.min(3, Math.max(1, Math.round(window.devicePixelRatio || 1)));
/// A node's frame as placed: [x, y, width, height].
export const frameOf = (node) => [node.style.left, node.style.top, node.style.width, node.style.height].map(parseFloat);
const place = (node, frame) => {
  node.style.left = frame[0] + "px"; node.style.top = frame[1] + "px";
  node.style.width = frame[2] + "px"; node.style.height = frame[3] + "px";
};

/// The collection view on `surface`. `query()` gives the view's `/api/grid` parameters;
/// `cardCreated(node)` adds what a new card shows besides its image; `cardUpdated(node, element)`
/// follows an element's JSON; `changed()` is called after each render and on each error.
export class GridView {
  constructor(surface, { query, cardCreated = () => {}, cardUpdated = () => {}, changed = () => {} }) {
    Object.assign(this, { surface, query, cardCreated, cardUpdated, changed });
    /// The grid's JSON (`/api/grid`'s answer), null until the first arrives.
    this.grid = null;
    /// The last error, "" when the last request succeeded.
    this.error = "";
    this.shown = new Map();
    /// A card node kept in the DOM while it is outside the rect (the one being dragged).
    this.held = null;
    this.renderHooks = [];
    this.loading = null;
    this.refreshing = false;
    this.refreshAgain = false;
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

  /// The card at the top of the viewport and how far below the top its frame starts; none at the
  /// top of the page, which stays at the top.
  anchor() {
    if (window.scrollY <= 0) return null;
    const top = window.scrollY - this.surfaceTop();
    let best = null;
    for (const node of this.cards()) {
      const [x, y, , height] = frameOf(node);
      if (y + height <= top) continue;
      if (!best || y < best.y || (y === best.y && x < best.x)) best = { id: node.dataset.plant, y, x };
    }
    return best && { id: best.id, offset: best.y - top };
  }

  /// Remembers the card at the top as the user sees it, unless a resize or a relayout is under way.
  rememberAnchor() { if (!this.resizing && !this.relayingOut) this.lastAnchor = this.anchor(); }

  /// Asks for the grid again, keeping the card `keep` (an ``anchor()``) where it is; one request at a time.
  reload(keep) {
    this.loading = (this.loading || Promise.resolve()).then(() => this.load(keep))
      .catch((e) => { this.error = String(e); this.changed(); });
    return this.loading;
  }

  async load(keep) {
    const query = this.query();
    query.set("width", String(this.surface.clientWidth));
    query.set("height", String(window.innerHeight));
    query.set("scale", String(scale()));
    if (keep) query.set("anchor", keep.id);
    const { response, body } = await fetchGrid(query);
    if (response.status === 503) {
      // The server is computing other grids: ask again when it says to.
      setTimeout(() => this.reload(keep), 1000 * (Number(response.headers.get("Retry-After")) || 2));
    }
    if (!response.ok) { this.error = body.error; this.changed(); return; }
    this.error = "";
    this.grid = body;
    showRevision(body.revision);
    showFavoritesOrder(body.favorites_order);
    this.surface.style.height = body.content_size.height + "px";
    this.surface.dataset.token = body.token;
    this.relayingOut = true;
    try {
      if (keep && body.anchor_frame) window.scrollTo(0, this.surfaceTop() + body.anchor_frame[1] - keep.offset);
      await this.refresh();
    } finally {
      this.relayingOut = false;
    }
    this.rememberAnchor();
  }

  /// Shows the elements of the wanted rect: adds, places and removes nodes.
  async refresh() {
    if (!this.grid) return;
    if (this.refreshing) { this.refreshAgain = true; return; }
    this.refreshing = true;
    try {
      const rect = this.wantedRect();
      const token = this.grid.token;
      const look = appearance();
      const { response, body } = await fetchElements(token, rect, look);
      if (!body) { this.refreshing = false; return this.reload(this.anchor()); }
      if (!response.ok) { this.error = body.error; this.changed(); return; }
      if (!this.grid || this.grid.token !== token) return;
      this.render(body.elements);
      this.surface.dataset.rect = rect.join(",");
      this.surface.dataset.appearance = look;
      this.rememberAnchor();
      this.changed();
    } finally {
      this.refreshing = false;
      if (this.refreshAgain) { this.refreshAgain = false; this.refresh(); }
    }
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

    // A change of colour scheme swaps the card images (the frames stay).
    darkScheme.addEventListener("change", () => this.refresh());
  }
}
