// Reordering favorites: a card dragged with the mouse (at once) or the finger (after a long press,
// so that a swipe still scrolls) follows the pointer while the other cards show where it will land;
// the drop is one `POST /api/favorites/ID/move`. Move earlier / Move later in the plant's sheet and
// Alt+↑ / Alt+↓ on a focused card do the same from the keyboard. Each move shows a toast whose
// Undo moves the favorite back.
import { fetchPlant, moveFavorite, readOnly } from "./api.js";
import { animating, setShown } from "./motion.js";
import { failed, offerAction } from "./plant-sheet.js";
import { controls } from "./state.js";
import { showToast } from "./toast.js";

/// How long a finger rests on a card before it drags it, in milliseconds.
export const longPress = 400;
/// How far (CSS px) a pointer moves before a mouse drag starts, or a long press becomes a scroll.
export const slop = 8;

const frameOf = (node) => [node.style.left, node.style.top, node.style.width, node.style.height].map(parseFloat);

/// Moves favorite `plant` to index `to` among all the favorites (`to` from its position `from`),
/// with a toast whose Undo moves it back.
async function move(plant, view, from, to) {
  const result = await moveFavorite(plant.id, to);
  if (failed(result, view, `Moving ${plant.name}`)) return false;
  await view.reload(view.anchor());
  showToast(`Moved ${plant.name}`, {
    undo: async () => { if (!failed(await moveFavorite(plant.id, from), view, `Moving ${plant.name} back`)) view.reload(view.anchor()); },
  });
  return true;
}

/// Moves favorite `plant` `by` places (−1 earlier, +1 later).
async function moveBy(plant, view, by) {
  const now = await fetchPlant(plant.id);
  if (now.error || now.favorite_position === null) { showToast(`${plant.name} is not a favorite`); return; }
  const from = now.favorite_position;
  if (from + by < 0) { showToast(`${plant.name} is already first`); return; }
  await move(plant, view, from, from + by);
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
  // Screen readers announce the keys on each card.
  view.onRender((changes) => {
    for (const change of changes) {
      if (change.kind === "item" && change.after) change.node.querySelector(".card-button")?.setAttribute("aria-keyshortcuts", "Alt+ArrowUp Alt+ArrowDown");
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
  }

  down(event) {
    const card = event.target.closest(".card");
    if (!card || event.button !== 0 || this.press || controls.group_by.value !== "none") return;
    if (event.pointerType === "mouse") event.preventDefault();
    this.press = { card, id: event.pointerId, x: event.clientX, y: event.clientY, scroll: window.scrollY, touch: event.pointerType !== "mouse", dragging: false };
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
    press.dx = event.clientX - press.x;
    press.dy = event.clientY - press.y + window.scrollY - press.scroll;
    press.card.style.transform = `translate(${press.dx}px, ${press.dy}px) scale(1.04)`;
    this.preview(event.clientX, event.clientY);
  }

  start() {
    const press = this.press;
    if (!press) return;
    press.dragging = true;
    press.dx = press.dy = 0;
    press.order = this.view.cards().sort((a, b) => Number(a.dataset.order) - Number(b.dataset.order));
    press.frames = new Map(press.order.map((node) => [node, frameOf(node)]));
    press.card.classList.add("dragging");
    press.card.style.transform = "scale(1.04)";
    document.body.classList.add("reordering");
    navigator.vibrate?.(10);
  }

  /// The card under the point (client coordinates), other than the dragged one: where it lands.
  target(clientX, clientY) {
    const surface = this.view.surface.getBoundingClientRect();
    const x = clientX - surface.left, y = clientY - surface.top;
    return this.press.order.find((node) => {
      const [fx, fy, w, h] = this.press.frames.get(node);
      return node !== this.press.card && x >= fx && x < fx + w && y >= fy && y < fy + h;
    }) || null;
  }

  /// Shows the other cards where they go if the card lands on `target`: each between the two
  /// takes its neighbour's frame.
  preview(clientX, clientY) {
    const press = this.press;
    const target = this.target(clientX, clientY);
    if (target) press.target = target;
    const from = press.order.indexOf(press.card);
    const to = press.target ? press.order.indexOf(press.target) : from;
    press.order.forEach((node, i) => {
      if (node === press.card) return;
      const shifted = from < to && i > from && i <= to ? i - 1 : to < from && i >= to && i < from ? i + 1 : i;
      const [x, y] = press.frames.get(node), [nx, ny] = press.frames.get(press.order[shifted]);
      node.style.transition = animating() ? "transform 200ms ease" : "none";
      node.style.transform = shifted === i ? "" : `translate(${nx - x}px, ${ny - y}px)`;
    });
  }

  async up(event) {
    const press = this.press;
    if (!press || event.pointerId !== press.id) return;
    clearTimeout(press.timer);
    if (!press.dragging) { this.press = null; return; }
    this.swallowClick = true;
    setTimeout(() => { this.swallowClick = false; }, 0);
    const target = press.target;
    this.end(Boolean(target));
    if (!target) return;
    const [moving, landing] = await Promise.all([fetchPlant(press.card.dataset.plant), fetchPlant(target.dataset.plant)]);
    if (moving.error || landing.error || moving.favorite_position === null || landing.favorite_position === null) {
      showToast("The favorites changed: nothing was moved");
      this.view.reload(this.view.anchor());
      return;
    }
    const moved = await move(press.card.plant, this.view, moving.favorite_position, landing.favorite_position);
    // A card the new grid left at its frame still shows the preview's offset.
    if (!moved) this.settle(press);
    else this.settle({ order: press.order.filter((node) => node.shownOffset) });
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
    press.card.classList.remove("dragging");
    document.body.classList.remove("reordering");
    if (!lands) { this.settle(press); return; }
    for (const node of press.order) {
      const match = /translate\(([-\d.]+)px, ([-\d.]+)px\)/.exec(node.style.transform);
      setShown(node, match ? Number(match[1]) : 0, match ? Number(match[2]) : 0);
    }
  }

  /// Puts every card of `press` back at its frame.
  settle(press) {
    for (const node of press.order) {
      node.shownOffset = null;
      node.style.transition = animating() ? "transform 200ms ease" : "none";
      node.style.transform = "";
    }
  }
}
