// The virtualized collection view: the grid `/api/grid` computes for the surface's width, of which
// the DOM holds only the elements whose frames meet the viewport plus one screen above and below,
// each at its engine frame. As a RecyclerView or a UICollectionView does, a node whose element left
// that rect is reused for one that entered it (its image swapped), nodes are placed by transform
// (no layout when one moves), the page's geometry is read once a frame before anything is written,
// only the rows the page does not know yet are asked of the server (with the rows ahead of the
// scroll; a request for rows the scroll left is cancelled), while the page flings past cards
// their images wait until it slows, and a draw's work is bounded: the cards entering the screen are
// drawn at once, those entering the rows above and below it a few a frame, the images a few a frame.
import { fetchElements, fetchGrid, showFavoritesOrder, showRevision } from "./api.js";
import { ElementCache, freshFor, keyOf } from "./element-cache.js";

const darkScheme = window.matchMedia("(prefers-color-scheme: dark)");
/// The colour scheme the cards are drawn for, read once and again when it changes (a draw reads no media query).
let appearance = darkScheme.matches ? "dark" : "light";
darkScheme.addEventListener("change", () => { appearance = darkScheme.matches ? "dark" : "light"; });
const scale = () => Math.min(3, Math.max(1, Math.round(window.devicePixelRatio || 1)));

/// The longest side of a rect the server answers (``Router/maximumRectSide``), in points.
const maximumRectSide = 20_000;
/// How many screens past the rect a request asks while the page scrolls: the distance the
/// scroll covers in `aheadTime` ms, between these bounds.
const minimumAhead = 3, maximumAhead = 8, aheadTime = 600;
/// The scroll speed, in screens a second, above which the page is flinging: the cards it passes
/// get their images once it slows (or stops for `settleTime` ms).
const flingSpeed = 3, settleTime = 150;
/// The longest time between two draws, in milliseconds, that still makes one motion (a busy
/// phone may take hundreds of milliseconds for a frame): after a longer pause the scroll starts
/// again from rest.
const pause = 1000;
/// How many card images a draw starts (each request costs the main thread, and its answer more):
/// the screen's first, nearest first. The first draw of a grid starts all of the screen's at once.
const imagesPerDraw = 4;
/// How many elements entering the rect off the screen a draw sets up, at most, and how long it may
/// spend on them (ms; at least one is set up): the rest wait for the next frames. The elements
/// entering the screen are all set up in the draw that finds them.
const offScreenPerDraw = 6, drawBudget = 4;
/// How many nodes of each kind the view keeps out of the DOM for reuse.
const poolSize = 32;

/// A node's frame as placed: [x, y, width, height], the engine's numbers.
export const frameOf = (node) => node.frame;

/// The transform that places a node at `frame` in the surface. What else a node shows (a drag, a
/// preview, an animation) follows it in the same transform list.
export const placement = (frame) => `translate(${frame[0]}px, ${frame[1]}px)`;

/// Shows `node` moved by (dx, dy) from its frame and scaled by `factor` about its centre (a drag,
/// the preview of a move); `shift(node)` shows it at its frame. `node.shift` is `[dx, dy, factor]`,
/// `node.transform` the transform written (written again only when it changes).
export function shift(node, dx = 0, dy = 0, factor = 1) {
  node.shift = dx || dy || factor !== 1 ? [dx, dy, factor] : null;
  const transform = placement(node.frame) + (dx || dy ? ` translate(${dx}px, ${dy}px)` : "") + (factor === 1 ? "" : ` scale(${factor})`);
  if (node.transform !== transform) node.style.transform = node.transform = transform;
}

/// Places `node` at `frame`, keeping what it shows besides; writes only what changed.
const place = (node, frame) => {
  const before = node.frame;
  node.frame = frame;
  if (!before || before[0] !== frame[0] || before[1] !== frame[1]) shift(node, ...(node.shift || []));
  if (!before || before[2] !== frame[2]) node.style.width = frame[2] + "px";
  if (!before || before[3] !== frame[3]) node.style.height = frame[3] + "px";
};

/// The collection view on `surface`. `query()` gives the view's `/api/grid` parameters;
/// `cardCreated(node)` adds what a new card shows besides its image; `cardUpdated(node, element)`
/// follows an element's JSON (a node may show another card after: it is reused);
/// `moved()` when the place changes other than by scrolling (a reload whose card is gone).
/// `changed()` is called when the view shows another grid and on each error.
export class GridView {
  constructor(surface, { query, cardCreated = () => {}, cardUpdated = () => {}, changed = () => {}, moved = () => {} }) {
    Object.assign(this, { surface, query, cardCreated, cardUpdated, changed, moved });
    /// The grid's JSON (`/api/grid`'s answer), null until the first arrives.
    this.grid = null;
    /// The last error, "" when the last request succeeded.
    this.error = "";
    /// The nodes in the DOM by element key ("p" + plant id, "h" + section).
    this.shown = new Map();
    /// Nodes out of the DOM kept for reuse, by kind.
    this.pool = { item: [], header: [] };
    /// A card node kept in the DOM while it is outside the rect (the one being dragged).
    this.held = null;
    this.renderHooks = [];
    this.drawHooks = [];
    this.loading = null;
    /// The elements known of the grid shown or asked for (``ElementCache``), and the request under
    /// way for more: `{cache, top, bottom, controller, done}`.
    this.cache = null;
    this.asking = null;
    /// What the DOM shows (`token appearance`), and the grid ``changed()`` was last called for.
    this.drawn = null;
    this.reported = null;
    /// The page's geometry read by the last draw (``measure()``), the scroll's velocity then (px/ms)
    /// and its speed (the slower of the last two frames', 0 after a pause).
    this.metrics = null;
    this.velocity = 0;
    this.speed = 0;
    /// The timer of ``settled()`` and when it may draw (``performance.now()``).
    this.settleTimer = 0;
    this.settleAt = 0;
    /// The card images ``loadImages`` starts next, one a task: `[distance, node, card]`.
    this.imageQueue = [];
    this.frameScheduled = false;
    /// The place ``load(keep)`` last showed, `{place, scrollY, token}`: ``anchor()`` while the page is there.
    this.shownPlace = null;
    /// The place a load under way shows.
    this.placing = null;
    /// What covers the view's top (``coverTop(covers)``).
    this.covers = null;
    /// The geometry the card at the top was last taken at (``lastAnchor()``).
    this.remembered = null;
    this.relayingOut = false;
    this.resizing = null;
    this.listen();
  }

  /// Calls `hook(changes)` after each render, once the new frames are placed and before the browser
  /// paints: one change per element added, moved or removed, `{key, kind: "item"|"header", plant
  /// (its id; null for a header), node, element, before, after}` with frames `[x, y, w, h]`
  /// (`before` null when added, `after` null when removed: the node is then out of the surface, or
  /// reused for an element added in the same render).
  onRender(hook) { this.renderHooks.push(hook); }

  /// Calls `hook(metrics)` after each draw (each frame the page scrolls), with the geometry the
  /// draw read (``measure()``): what follows the scroll places itself from it, reading nothing.
  onDraw(hook) { this.drawHooks.push(hook); }

  /// The card node of plant `id`, when it is in the DOM.
  cardNode(id) { return this.shown.get("p" + id); }

  /// The card nodes in the DOM (each with `dataset.section` and `dataset.item`, its place in the grid).
  cards() { return [...this.shown.values()].filter((node) => node.dataset.plant); }

  /// Keeps card `node` in the DOM, wherever the page scrolls, until ``release()``.
  hold(node) { this.held = node; }

  /// Lets the held card go: the next render removes it if it is outside the rect.
  release() { this.held = null; }

  surfaceTop() { return this.surface.getBoundingClientRect().top + window.scrollY; }

  /// The page's geometry, read at once: `{scrollY, top, left, width, height, at}` (the surface's top
  /// in page coordinates, its left in the viewport's, its width, the viewport's height, the time).
  measure() {
    const box = this.surface.getBoundingClientRect();
    const scrollY = window.scrollY;
    return { scrollY, top: box.top + scrollY, left: box.left, width: this.surface.clientWidth, height: window.innerHeight, at: performance.now() };
  }

  /// The rect the page shows: the viewport and one screen above and below, in content coordinates.
  wantedRect(metrics = this.measure()) {
    const { height } = metrics;
    return [0, Math.floor(metrics.scrollY - metrics.top - height), metrics.width, 3 * height];
  }

  /// The height of what covers the top of the viewport (the bar, a pinned header) when the window's
  /// top is at content y `top`; none until ``coverTop(covering)`` says.
  covering(top) { return this.covers ? this.covers(top) : 0; }

  /// Takes `covers(top)` as the height of what covers the top of the viewport with the window's
  /// top at content y `top`: the part of the view one sees starts that far below the window's top.
  coverTop(covers) { this.covers = covers; }

  /// Where the part of the view one sees starts, in content coordinates: below what covers the top.
  visibleTop(metrics = this.measure()) {
    const top = metrics.scrollY - metrics.top;
    return top + this.covering(top);
  }

  /// The place the user sees, as a collection view restores a content offset relative to an item:
  /// `{id, offset}`, the card nearest the top of the visible part (``visibleTop()``) that is mostly
  /// visible (at least half its height below that top; ties to the left), and the offset of the
  /// visible top from that card's top in whole pixels (negative while the card starts lower). None
  /// at the top of the page, which stays at the top. While a resize settles, the place before it;
  /// while a place is being shown (``load(keep)``), and after until the page scrolls or the grid
  /// changes, that place itself: the place one was shown is the place one is at.
  anchor(metrics = this.measure()) {
    if (this.placing) return { ...this.placing };
    if (this.resizing) return this.resizing.keep && { ...this.resizing.keep };
    if (metrics.scrollY <= 0) return null;
    const shown = this.shownPlace;
    if (shown && this.grid && shown.token === this.grid.token && shown.scrollY === metrics.scrollY) return { ...shown.place };
    const visible = this.visibleTop(metrics);
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

  /// Remembers where the page is (`metrics`, read before the DOM changed), unless a resize or a
  /// relayout is under way: ``lastAnchor()`` is the card at the top as the user saw it then.
  rememberAnchor(metrics = this.measure()) { if (!this.resizing && !this.relayingOut) this.remembered = metrics; }

  /// The card at the top when the page was last remembered (``rememberAnchor``): the nodes and
  /// their frames are the same until the next draw, which remembers again.
  lastAnchor() { return this.remembered && this.anchor(this.remembered); }

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
    this.reported = null;
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

  /// Draws the wanted rect: at once what the page knows of it, the rest once the server answers.
  /// Resolves once all of it is drawn, or a request failed.
  async refresh() {
    for (;;) {
      if (!this.grid) return;
      const { complete, asked } = this.draw();
      if (complete || !asked || (await asked) === false) return;
    }
  }

  /// Draws at the next frame (one draw a frame however many ask).
  schedule() {
    if (this.frameScheduled) return;
    this.frameScheduled = true;
    requestAnimationFrame(() => { this.frameScheduled = false; if (this.grid) this.draw(); });
  }

  /// Reads the page's geometry, then draws the wanted rect from the elements known and asks for
  /// the rows it lacks. A new grid or appearance is drawn once all of its rect is known (the DOM
  /// shows the one before until then); the grid shown is drawn with what is known, within the
  /// draw's bounds (``render``), the rest at the next frames.
  /// Returns `{complete, asked}`: whether the whole rect is drawn, and the request under way
  /// (``ask(rect, metrics)``), if any.
  draw() {
    const metrics = this.measure();
    this.follow(metrics);
    const rect = this.wantedRect(metrics);
    const token = this.grid.token, look = appearance;
    if (!this.cache || !this.cache.holds(token, look)) this.cache = new ElementCache(token, look);
    const content = this.grid.content_size.height;
    const top = Math.max(0, rect[1]), bottom = Math.min(content, rect[1] + rect[3]);
    const known = top >= bottom || this.cache.missing(top, bottom, performance.now() - freshFor).length === 0;
    const same = this.drawn === token + " " + look;
    let changes = [], waiting = 0;
    if (known || same) {
      ({ changes, waiting } = this.render(this.cache.elementsIn(rect), same, metrics));
      this.drawn = token + " " + look;
      if (known && !waiting) {
        this.surface.dataset.rect = rect.join(",");
        if (this.surface.dataset.appearance !== look) this.surface.dataset.appearance = look;
      }
      if (this.reported !== token) { this.reported = token; this.changed(); }
    }
    const keep = (maximumAhead + 4) * metrics.height;
    this.cache.keepWithin(top - keep, bottom + keep);
    this.loadImages(metrics, !same);
    if (changes.length) for (const hook of this.renderHooks) hook(changes);
    this.rememberAnchor(metrics);
    for (const hook of this.drawHooks) hook(metrics);
    if (waiting) this.schedule();
    return { complete: known && !waiting, asked: this.ask(rect, metrics) };
  }

  /// Takes `metrics` as the page's geometry now: the scroll's velocity and speed since the last draw.
  follow(metrics) {
    const last = this.metrics;
    this.metrics = metrics;
    const elapsed = last ? metrics.at - last.at : Infinity;
    if (elapsed <= 0) return;
    const velocity = elapsed < pause ? (metrics.scrollY - last.scrollY) / elapsed : 0;
    this.speed = Math.min(Math.abs(velocity), Math.abs(this.velocity));
    this.velocity = velocity;
  }

  /// Asks for the rows of `rect` the page does not know, one request at a time. While the page
  /// scrolls, a request is made once a screen past the rect in the scroll's direction is unknown,
  /// and asks for the rows ahead that the scroll reaches in ``aheadTime`` too; a request for rows
  /// the page has left is cancelled. Returns the request under way (a promise of true once its
  /// answer is known, false if it failed, null if it was cancelled), or null when the rect and the
  /// screen past it are known.
  ask(rect, metrics) {
    const cache = this.cache, screen = metrics.height, content = this.grid.content_size.height;
    const direction = Math.sign(this.velocity);
    const ahead = Math.min(maximumAhead, Math.max(minimumAhead, Math.abs(this.velocity) * aheadTime / screen)) * screen;
    const rows = (past) => [Math.max(0, rect[1] - (direction < 0 ? past : 0)), Math.min(content, rect[1] + rect[3] + (direction > 0 ? past : 0))];
    const [top, bottom] = rows(direction ? ahead : 0);
    const asking = this.asking;
    if (asking && (asking.cache !== cache || asking.bottom <= top || asking.top >= bottom)) {
      asking.controller.abort();
      this.asking = null;
    }
    if (this.asking) return this.asking.done;
    const since = performance.now() - freshFor;
    const [needTop, needBottom] = rows(direction ? screen : 0);
    if (needTop >= needBottom || !cache.missing(needTop, needBottom, since).length) return null;
    const parts = cache.missing(top, bottom, since);
    let from = Math.floor(parts[0][0]), to = Math.ceil(parts[parts.length - 1][1]);
    if (to - from > maximumRectSide) {
      if (direction < 0) from = to - maximumRectSide; else to = from + maximumRectSide;
    }
    const controller = new AbortController();
    const at = performance.now();
    const request = { cache, top: from, bottom: to, controller };
    const finished = () => { if (this.asking === request) this.asking = null; };
    request.done = fetchElements(cache.token, [0, from, metrics.width, to - from], cache.appearance, controller.signal).then(({ response, body }) => {
      finished();
      if (!body) { this.reload(this.anchor()); return false; }
      if (!response.ok) { this.error = body.error; this.changed(); return false; }
      cache.add(from, to, body.elements, at);
      if (this.cache === cache) this.schedule();
      return true;
    }, (error) => {
      finished();
      if (error.name === "AbortError") return null;
      this.error = String(error);
      this.changed();
      return false;
    });
    this.asking = request;
    return request.done;
  }

  /// Makes the DOM hold the nodes of `elements`, each at its frame: the node of an element shown
  /// before stays; the node of one that left is reused for one that entered (within the grid
  /// `same`: `same` false, a new grid or appearance, nodes that leave are dropped), else one of the
  /// pool's, else a new one. Within the grid shown, the elements entering the screen (`metrics`)
  /// are all set up, those entering off it nearest first, at most ``offScreenPerDraw`` and for
  /// ``drawBudget`` ms from the draw's start; the others wait, and so do as many nodes that left
  /// (shown where they were, outside the rect) for them. Nodes left over leave the DOM for the pool.
  /// Returns `{changes, waiting}`: the changes (the render hooks' argument) and how many elements wait.
  render(elements, same, metrics) {
    const changes = [];
    const removal = (key, node) => {
      const item = Boolean(node.dataset.plant);
      changes.push({ key, kind: item ? "item" : "header", plant: item ? Number(node.dataset.plant) : null, node, element: null, before: frameOf(node), after: null });
      this.shown.delete(key);
    };
    const wanted = new Map(elements.map((element) => [keyOf(element), element]));
    const free = { item: [], header: [] };
    for (const [key, node] of this.shown) {
      if (wanted.has(key) || node === this.held) continue;
      // Only scrolling reuses nodes: the node of a card a new grid leaves out, or that holds the
      // focus, leaves the DOM for good (a sheet may return the focus to it; reused, it would
      // show another card).
      if (same && !node.contains(document.activeElement)) { free[node.dataset.plant ? "item" : "header"].push(key); continue; }
      removal(key, node);
      this.drop(node, false);
    }
    const entering = [];
    for (const [key, element] of wanted) {
      const node = this.shown.get(key);
      if (!node) { entering.push(element); continue; }
      if (node.element === element) continue;
      const before = frameOf(node);
      this.update(node, element);
      const after = frameOf(node);
      if (before.some((value, i) => value !== after[i])) changes.push({ key, kind: node.dataset.plant ? "item" : "header", plant: element.plant_id, node, element, before, after });
    }
    const top = metrics.scrollY - metrics.top, bottom = top + metrics.height;
    const distance = ({ frame }) => Math.max(0, frame[1] - bottom, top - (frame[1] + frame[3]));
    if (same) entering.sort((a, b) => distance(a) - distance(b));
    const until = metrics.at + drawBudget;
    let offScreen = 0, waiting = 0;
    for (const element of entering) {
      if (same && distance(element) > 0) {
        if (offScreen >= offScreenPerDraw || (offScreen > 0 && performance.now() > until)) { waiting += 1; continue; }
        offScreen += 1;
      }
      const kind = element.kind === "header" ? "header" : "item";
      const reused = free[kind].pop();
      let node = reused && this.shown.get(reused);
      if (node) removal(reused, node);
      else {
        node = this.pool[kind].pop() || this.createNode(kind);
        this.surface.appendChild(node);
      }
      node.element = null;
      node.shift = null;
      this.shown.set(keyOf(element), node);
      this.update(node, element);
      changes.push({ key: keyOf(element), kind, plant: element.plant_id, node, element, before: null, after: frameOf(node) });
    }
    if (!waiting) {
      for (const key of [...free.item, ...free.header]) {
        const node = this.shown.get(key);
        removal(key, node);
        this.drop(node, true);
      }
    }
    return { changes, waiting };
  }

  /// Shows `element` in `node` (its node, or one reused for it).
  update(node, element) {
    element.kind === "header" ? this.updateHeader(node, element) : this.updateCard(node, element);
    node.element = element;
  }

  /// Takes `node` out of the DOM, with `reuse` into the pool while it has room (a card's image let
  /// go, its request cancelled if under way).
  drop(node, reuse) {
    node.remove();
    const pool = this.pool[node.image ? "item" : "header"];
    if (!reuse || pool.length >= poolSize) return;
    node.element = null;
    if (node.image) { node.image.removeAttribute("src"); node.card = node.loaded = null; }
    pool.push(node);
  }

  /// A new node of `kind`, "item" (a card: its image, and what ``cardCreated`` adds) or "header".
  createNode(kind) {
    if (kind === "header") {
      const node = document.createElement("h2");
      node.className = "section-header";
      return node;
    }
    const node = document.createElement("article");
    node.className = "card";
    node.image = document.createElement("img");
    node.image.decoding = "async";
    node.appendChild(node.image);
    this.cardCreated(node);
    return node;
  }

  updateHeader(node, element) {
    place(node, element.frame);
    const title = element.title || "";
    if (node.textContent !== title) node.textContent = title;
  }

  updateCard(node, element) {
    place(node, element.frame);
    const plant = String(element.plant_id);
    // Reused for another plant, the node shows no image until its own has loaded.
    if (node.dataset.plant !== plant && node.loaded) { node.image.removeAttribute("src"); node.loaded = null; }
    // Only what changed is written (an attribute written costs a mutation and a style check).
    const data = node.dataset, needsWater = String(element.needs_water), section = String(element.section), item = String(element.item);
    if (data.plant !== plant) data.plant = plant;
    if (data.key !== element.key) data.key = element.key;
    if (data.needsWater !== needsWater) data.needsWater = needsWater;
    if (data.section !== section) data.section = section;
    if (data.item !== item) data.item = item;
    node.card = element.card;
    this.cardUpdated(node, element);
  }

  /// Gives the cards in the rect their images, decoded off the main thread: those on the screen
  /// first (`fetchpriority` high), then the others (low), nearest first, at most ``imagesPerDraw``
  /// a draw, each started in a task of its own after the frame (a request costs the main thread) —
  /// but a grid's first draw (`all`) starts all of the screen's at once. While the page flings,
  /// the cards it passes get theirs once it slows, or stops for ``settleTime``.
  loadImages(metrics, all) {
    const flinging = this.speed * 1000 > flingSpeed * metrics.height;
    const top = metrics.scrollY - metrics.top, bottom = top + metrics.height;
    const wanting = [];
    for (const node of this.shown.values()) {
      if (!node.card || node.loaded === node.card) continue;
      const [, y, , height] = node.frame;
      const distance = Math.max(0, y - bottom, top - (y + height));
      if (distance <= metrics.height) wanting.push([distance, node]);
    }
    if (!wanting.length) return;
    if (flinging) {
      this.settleAt = metrics.at + settleTime;
      if (!this.settleTimer) this.settleTimer = setTimeout(() => this.settled(), settleTime);
      return;
    }
    wanting.sort((a, b) => a[0] - b[0]);
    const start = (distance, node) => {
      node.image.fetchPriority = distance === 0 ? "high" : "low";
      node.image.src = node.loaded = node.card;
    };
    let now = 0;
    if (all) while (now < wanting.length && wanting[now][0] === 0) start(...wanting[now++]);
    if (now === wanting.length) return;
    if (!this.imageQueue.length) {
      this.imageQueue = wanting.slice(now, now + imagesPerDraw).map(([distance, node]) => [distance, node, node.card]);
      now += this.imageQueue.length;
      const next = () => {
        const [distance, node, card] = this.imageQueue.shift();
        if (node.card === card && node.loaded !== card) start(distance, node);
        if (this.imageQueue.length) setTimeout(next);
      };
      setTimeout(next);
    }
    if (now < wanting.length) this.schedule();
  }

  /// Draws once the page has stopped flinging for ``settleTime`` (a timer armed once, not at each draw).
  settled() {
    const wait = this.settleAt - performance.now();
    this.settleTimer = wait > 0 ? setTimeout(() => this.settled(), wait) : 0;
    if (wait <= 0) this.schedule();
  }

  listen() {
    // Each frame the page scrolls, one draw: it reads the geometry first, then writes.
    window.addEventListener("scroll", () => { if (this.grid) this.schedule(); }, { passive: true });

    // A resize keeps the card the user last saw at the top, not the one at the top once the
    // browser has resized: by the first resize event the page has reflowed (the bar wraps) and
    // the browser may have moved the scroll position (at the end of the page it clamps it).
    let resizeTimer = 0;
    let lastWidth = this.surface.clientWidth;
    window.addEventListener("resize", () => {
      clearTimeout(resizeTimer);
      if (!this.resizing) this.resizing = { keep: this.lastAnchor() };
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
