// Reordering favorites: a card dragged with the mouse (at once) or the finger (after a long press,
// so that a swipe still scrolls) follows the pointer while the other cards of its section show
// where it will land, and the page scrolls while the card is held near the top or the bottom of the
// screen (as UICollectionView's interactive movement does); the drop is one
// `POST /api/favorites/ID/move`. Move earlier / Move later in the plant's sheet and Alt+↑ / Alt+↓
// on a focused card do the same from the keyboard. In every case the favorite takes the place of a
// card the grid shows in its section (with grouping, a plant stays among its kind). Each move shows
// a toast whose Undo moves the favorite back.
import { fetchPlant, moveFavorite, readOnly } from "./api.js";
import { settle } from "./conflict.js";
import { frameOf, shift } from "./grid-view.js";
import { animating, setShown } from "./motion.js";
import { failed, offerAction } from "./plant-sheet.js";
import { showToast } from "./toast.js";

/// How long a finger rests on a card before it drags it, in milliseconds.
export const longPress = 400;
/// How far (CSS px) a pointer moves before a mouse drag starts, or a long press becomes a scroll.
export const slop = 8;
/// How near (CSS px) the top (under the bar) or the bottom of the screen a dragged card scrolls
/// the page, and how far it scrolls per frame at the very edge.
export const edgeZone = 64;
const edgeSpeed = 20;

const itemOf = (node) => Number(node.dataset.item);

/// Moves favorite `plant` to index `to` among all the favorites (`to` from its position `from`),
/// with a toast whose Undo moves it back.
async function move(plant, view, from, to) {
  const result = await settle(() => moveFavorite(plant.id, to), view, `Moving ${plant.name}`);
  if (failed(result, view, `Moving ${plant.name}`)) return false;
  await view.reload(view.anchor());
  showToast(`Moved ${plant.name}`, {
    undo: async () => {
      const what = `Moving ${plant.name} back`;
      if (!failed(await settle(() => moveFavorite(plant.id, from), view, what), view, what)) view.reload(view.anchor());
    },
  });
  return true;
}

/// Moves favorite `plant` to the place of favorite `landing` (an id), both as they are now.
async function moveOnto(plant, view, landing) {
  const [moving, target] = await Promise.all([fetchPlant(plant.id), fetchPlant(landing)]);
  if (moving.error || target.error || moving.favorite_position === null || target.favorite_position === null) {
    showToast("The favorites changed: nothing was moved");
    view.reload(view.anchor());
    return false;
  }
  return move(plant, view, moving.favorite_position, target.favorite_position);
}

/// Moves favorite `plant` to the place of the card before (`by` −1) or after (+1) its own in its
/// section of the grid.
async function moveBy(plant, view, by) {
  const node = view.cardNode(plant.id);
  const neighbour = node && view.cards().find((other) => other.dataset.section === node.dataset.section && itemOf(other) === itemOf(node) + by);
  if (!neighbour) { showToast(`${plant.name} is already ${by < 0 ? "first" : "last"}`); return; }
  await moveOnto(plant, view, neighbour.dataset.plant);
}

/// Offers Move earlier / Move later, Alt+↑ / Alt+↓ on a focused card and dragging on `view`; none on a read-only server.
export function offerReordering(view) {
  if (readOnly) return;
  offerAction({ label: () => "Move earlier", run: (plant, view) => moveBy(plant, view, -1) });
  offerAction({ label: () => "Move later", run: (plant, view) => moveBy(plant, view, 1) });
  view.surface.addEventListener("keydown", (event) => {
    const card = event.target.closest?.(".card");
    if (!card || !event.altKey || event.ctrlKey || event.metaKey) return;
    // Up and down only: Alt+left and right are the browser's back and forward.
    const by = { ArrowUp: -1, ArrowDown: 1 }[event.key];
    if (!by) return;
    event.preventDefault();
    moveBy(card.plant, view, by);
  });
  // Screen readers announce the keys on each card; a card that comes (a node reused) shows no preview's cut.
  view.onRender((changes) => {
    for (const change of changes) {
      if (change.kind !== "item" || !change.after || change.before) continue;
      const button = change.node.querySelector(".card-button");
      if (button && !button.hasAttribute("aria-keyshortcuts")) button.setAttribute("aria-keyshortcuts", "Alt+ArrowUp Alt+ArrowDown");
      if (change.node.style.clipPath) change.node.style.clipPath = "";
    }
  });
  new Drag(view);
}

/// One drag at a time: pressed (waiting for the long press or the first moves), then dragging.
class Drag {
  constructor(view) {
    this.view = view;
    this.press = null;
    const surface = view.surface;
    surface.addEventListener("pointerdown", (event) => this.down(event));
    window.addEventListener("pointermove", (event) => this.moved(event));
    window.addEventListener("pointerup", (event) => this.up(event));
    window.addEventListener("pointercancel", () => this.cancel());
    // Once a finger drags a card, the page does not scroll under it, nor offer the card's menu.
    document.addEventListener("touchmove", (event) => { if (this.press?.dragging) event.preventDefault(); }, { passive: false });
    surface.addEventListener("contextmenu", (event) => { if (this.press) event.preventDefault(); });
    // A drag that ended is no tap.
    surface.addEventListener("click", (event) => { if (this.swallowClick) { event.stopPropagation(); event.preventDefault(); this.swallowClick = false; } }, true);
    // Scrolling brings cards into the DOM and takes others out: the preview follows, once the
    // render's other hooks (the animations, which reset the transforms they start) have run.
    view.onRender(() => queueMicrotask(() => { if (this.press?.dragging) this.track(); }));
  }

  down(event) {
    const card = event.target.closest(".card");
    if (!card || event.button !== 0 || this.press) return;
    if (event.pointerType === "mouse") event.preventDefault();
    this.press = { card, id: event.pointerId, x: event.clientX, y: event.clientY, clientX: event.clientX, clientY: event.clientY, scroll: window.scrollY, touch: event.pointerType !== "mouse", dragging: false };
    if (this.press.touch) this.press.timer = setTimeout(() => this.start(), longPress);
  }

  moved(event) {
    const press = this.press;
    if (!press || event.pointerId !== press.id) return;
    const far = Math.hypot(event.clientX - press.x, event.clientY - press.y) > slop;
    if (!press.dragging) {
      if (!far) return;
      if (press.touch) { this.cancel(); return; }
      this.start();
    }
    press.clientX = event.clientX;
    press.clientY = event.clientY;
    this.follow();
    this.scrollNearEdges();
  }

  start() {
    const press = this.press;
    if (!press) return;
    press.dragging = true;
    press.section = press.card.dataset.section;
    press.from = press.to = itemOf(press.card);
    press.landing = null;
    this.view.hold(press.card);
    press.card.classList.add("dragging");
    shift(press.card, 0, 0, 1.04);
    document.body.classList.add("reordering");
    navigator.vibrate?.(10);
    this.track();
  }

  /// Takes the cards of the dragged card's section that are in the DOM, by item, and shows the
  /// preview on them.
  track() {
    const press = this.press;
    press.items = new Map(this.view.cards().filter((node) => node.dataset.section === press.section).map((node) => [itemOf(node), node]));
    this.preview();
  }

  /// Puts the dragged card under the pointer (wherever the page has scrolled since the press) and
  /// the others where they go if it lands on the card under the pointer.
  follow() {
    const press = this.press;
    press.dx = press.clientX - press.x;
    press.dy = press.clientY - press.y + window.scrollY - press.scroll;
    shift(press.card, press.dx, press.dy, 1.04);
    const target = this.target(press.clientX, press.clientY);
    // Over a card of another section (with grouping, another kind) the card goes back to its
    // place; between cards it keeps the place it was last shown.
    const mine = target?.dataset.section === press.section;
    if (target) {
      press.to = mine ? itemOf(target) : press.from;
      press.landing = mine && target !== press.card ? target.dataset.plant : null;
    }
    this.preview();
  }

  /// The card whose frame is under the point (client coordinates); the dragged card's own frame
  /// is its place before the drag.
  target(clientX, clientY) {
    const surface = this.view.surface.getBoundingClientRect();
    const x = clientX - surface.left, y = clientY - surface.top;
    for (const node of this.view.cards()) {
      const [fx, fy, w, h] = frameOf(node);
      if (x >= fx && x < fx + w && y >= fy && y < fy + h) return node;
    }
    return null;
  }

  /// Shows the other cards where they go if the dragged card lands at item `to`: each between the
  /// two takes its neighbour's place (one the DOM does not hold, off screen, is left where it is),
  /// cut to that place's height when it is taller, so that it never runs under the card below.
  preview() {
    const { items, card, from, to } = this.press;
    for (const [item, node] of items) {
      if (node === card) continue;
      const shifted = from < to && item > from && item <= to ? item - 1 : to < from && item >= to && item < from ? item + 1 : item;
      const neighbour = shifted === item ? null : items.get(shifted);
      const [x, y, , height] = frameOf(node), [nx, ny, , nheight] = neighbour ? frameOf(neighbour) : [x, y, 0, height];
      node.style.transition = animating() ? "transform 200ms ease" : "none";
      shift(node, nx - x, ny - y);
      node.style.clipPath = height > nheight ? `inset(0 0 ${height - nheight}px 0 round 12px)` : "";
    }
  }

  /// While the pointer is within ``edgeZone`` of the top (under the bar) or the bottom of the
  /// screen, scrolls the page a little each frame, faster nearer the edge, with the card under the
  /// pointer; stops at either end of the page.
  scrollNearEdges() {
    const press = this.press;
    if (press.scrolling) return;
    const step = () => {
      if (this.press !== press || !press.dragging) { press.scrolling = false; return; }
      const top = document.querySelector("header.bar")?.getBoundingClientRect().bottom ?? 0;
      const above = top + edgeZone - press.clientY, below = press.clientY - (window.innerHeight - edgeZone);
      const depth = above > 0 ? -above : below > 0 ? below : 0;
      const before = window.scrollY;
      if (depth) window.scrollBy(0, Math.sign(depth) * Math.ceil(edgeSpeed * Math.min(1, Math.abs(depth) / edgeZone)));
      if (window.scrollY === before) { press.scrolling = false; return; }
      this.follow();
      requestAnimationFrame(step);
    };
    press.scrolling = true;
    requestAnimationFrame(step);
  }

  async up(event) {
    const press = this.press;
    if (!press || event.pointerId !== press.id) return;
    clearTimeout(press.timer);
    if (!press.dragging) { this.press = null; return; }
    this.swallowClick = true;
    setTimeout(() => { this.swallowClick = false; }, 0);
    const landing = press.landing;
    this.end(Boolean(landing));
    if (!landing) return;
    const moved = await moveOnto(press.card.plant, this.view, landing);
    // A card the new grid left at its frame still shows the preview's offset.
    this.settle(moved ? [...press.items.values()].filter((node) => node.shownOffset) : press.items.values());
  }

  cancel() {
    if (!this.press) return;
    clearTimeout(this.press.timer);
    if (this.press.dragging) this.end(false);
    this.press = null;
  }

  /// Ends the drag: when it lands, the cards stay where the user sees them until the new grid
  /// animates them to their frames; else they go back.
  end(lands) {
    const press = this.press;
    this.press = null;
    this.view.release();
    press.card.classList.remove("dragging");
    document.body.classList.remove("reordering");
    if (!lands) { this.settle(press.items.values()); this.view.refresh(); return; }
    for (const node of press.items.values()) {
      node.style.clipPath = "";
      const [dx, dy] = node.shift || [0, 0];
      setShown(node, dx, dy);
    }
  }

  /// Puts each card of `nodes` back at its frame.
  settle(nodes) {
    for (const node of nodes) {
      node.shownOffset = null;
      node.style.clipPath = "";
      node.style.transition = animating() ? "transform 200ms ease" : "none";
      shift(node);
    }
  }
}
