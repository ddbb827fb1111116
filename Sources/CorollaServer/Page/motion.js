// The collection view, animated: when a new grid comes (another layout or style, a favorite added,
// removed or moved, a watering that changed a card), each card present before and after moves from
// its old frame to its new one (FLIP, with transforms: the engine's frames before and after, no
// layout read) and the new ones fade in. `prefers-reduced-motion: reduce` turns it off.
import { placement, shift } from "./grid-view.js";

/// How long a card takes to move to its new frame, in milliseconds.
export const moveDuration = 250;

const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");

/// Whether the page animates (the user has not asked for reduced motion).
export const animating = () => !reducedMotion.matches;

/// Where the user sees `node` relative to its frame (a drag or a reorder preview moved it there):
/// the offset the next animation starts from, taken once.
export function setShown(node, dx, dy) { node.shownOffset = [dx, dy]; }

/// Animates `view`'s cards from one grid to the next. Cards that only scroll into the rect of the
/// same grid appear at once. A node that changes (moved, added, removed: reused) stops its
/// animation (`node.motion`) and shows its frame before a new one starts.
export function animateChanges(view) {
  let token = null;
  view.onRender((changes) => {
    const first = token === null;
    const newGrid = view.grid.token !== token;
    token = view.grid.token;
    for (const change of changes) {
      const node = change.node;
      const [sx, sy] = node.shownOffset || [0, 0];
      node.shownOffset = null;
      node.motion?.cancel();
      node.motion = null;
      shift(node);
      if (node.style.transition) node.style.transition = "";
      if (!change.after || first || !(newGrid || sx || sy) || !animating()) continue;
      if (change.before) {
        const dx = change.before[0] + sx - change.after[0], dy = change.before[1] + sy - change.after[1];
        const sw = change.before[2] / change.after[2], sh = change.before[3] / change.after[3];
        if (!dx && !dy && sw === 1 && sh === 1) continue;
        const at = placement(change.after);
        node.motion = node.animate([
          { transformOrigin: "0 0", transform: `${at} translate(${dx}px, ${dy}px) scale(${sw}, ${sh})` },
          { transformOrigin: "0 0", transform: at },
        ], { duration: moveDuration, easing: "ease-in-out" });
      } else if (newGrid) {
        node.motion = node.animate([{ opacity: 0 }, { opacity: 1 }], { duration: moveDuration, easing: "ease-out" });
      }
    }
  });
}
