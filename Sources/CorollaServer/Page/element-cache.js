// The elements of one grid (one token, one appearance) the page has asked for, kept by the vertical
// span each answer covers, as a collection view's data source keeps what it prefetched: a draw takes
// the elements of its rect from here at once, and only the parts of a rect that no fresh answer
// covers are asked of the server.
import { intersects } from "./api.js";

/// How long an answer stays fresh, in milliseconds: past it, a rect that needs its span asks again
/// (a card's watering colour follows the day), though its elements are still drawn meanwhile.
export const freshFor = 60_000;

/// The key of an element in its grid: "p" and its plant's id for a card, "h" and its section for a header.
export const keyOf = (element) => element.kind === "header" ? "h" + element.section : "p" + element.plant_id;

/// The answers for grid `token` in `appearance`.
export class ElementCache {
  constructor(token, appearance) {
    this.token = token;
    this.appearance = appearance;
    /// The answers, oldest first: `{top, bottom, elements, at}`, each the elements whose frames
    /// meet the full-width rows `[top, bottom)`, asked at time `at` (`performance.now()`).
    this.spans = [];
  }

  /// Whether the cache holds the answers of grid `token` in `appearance`.
  holds(token, appearance) { return this.token === token && this.appearance === appearance; }

  /// Takes `elements` as the answer for the rows `[top, bottom)`, asked at `at`. An older answer
  /// within those rows is dropped.
  ///
  /// - Complexity: O(s), s the spans kept.
  add(top, bottom, elements, at) {
    this.spans = this.spans.filter((span) => span.top < top || span.bottom > bottom);
    this.spans.push({ top, bottom, elements, at });
  }

  /// The parts of the rows `[top, bottom)` that no answer asked since `since` covers, in order:
  /// `[[top, bottom], …]`, empty when all of it is known.
  ///
  /// - Complexity: O(s log s).
  missing(top, bottom, since) {
    const covering = this.spans.filter((span) => span.at >= since && span.bottom > top && span.top < bottom).sort((a, b) => a.top - b.top);
    const parts = [];
    let from = top;
    for (const span of covering) {
      if (span.top > from) parts.push([from, span.top]);
      from = Math.max(from, span.bottom);
      if (from >= bottom) break;
    }
    if (from < bottom) parts.push([from, bottom]);
    return parts;
  }

  /// The elements known whose frames meet `rect` (`[x, y, w, h]`), each once: of the newest
  /// answer that holds it.
  ///
  /// - Complexity: O(e), e the elements of the spans that meet the rect.
  elementsIn(rect) {
    const found = new Map();
    for (const span of this.spans) {
      if (span.bottom <= rect[1] || span.top >= rect[1] + rect[3]) continue;
      for (const element of span.elements) {
        if (intersects(element.frame, rect)) found.set(keyOf(element), element);
      }
    }
    return [...found.values()];
  }

  /// Forgets the answers that lie wholly outside the rows `[top, bottom)`: what the page keeps
  /// stays a few screens around where it is, however far it scrolls.
  keepWithin(top, bottom) { this.spans = this.spans.filter((span) => span.bottom > top && span.top < bottom); }
}
