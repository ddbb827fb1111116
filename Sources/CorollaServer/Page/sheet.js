// A sheet: a modal `<dialog>` that rises from the bottom on a phone and opens as a popover beside
// the button that opened it on a wider screen. Back closes it, as it closes a sheet in a phone app:
// opening one adds a history entry (same address) that Back removes, and closing it otherwise
// removes that entry; either way the view under it stays as it is.

/// The open sheets, innermost last, each with the history entry it added: `{close, entry}`.
const openSheets = [];
/// How many Back steps the page took itself to remove the entries of sheets closed otherwise.
let ownBacks = 0;
/// The entries of sheets opened while such a step is under way (a step is asynchronous): added
/// once it is done.
const waitingEntries = [];

/// Adds `entry` to the history, at the address shown, once the page's own Back steps are done.
function addEntry(entry) {
  if (ownBacks > 0) waitingEntries.push(entry);
  else history.pushState({ ...history.state, ...entry }, "");
}

/// The entries of sheets closed while another sheet's entry was above theirs (a sheet that opens
/// the next one, then closes): each is removed by one more Back step once the history is on it.
const closedEntries = new Set();

/// Removes `entry`, which a sheet closed otherwise than by Back added: a Back step when it is the
/// current entry, one once the entries above it are gone when it is under another, nothing when
/// it was never added.
function removeEntry(entry) {
  const waiting = waitingEntries.indexOf(entry);
  if (waiting >= 0) { waitingEntries.splice(waiting, 1); return; }
  if (history.state?.sheet === entry.sheet) stepBack();
  else closedEntries.add(entry.sheet);
}

function stepBack() {
  ownBacks += 1;
  history.back();
}

/// Steps over the entry the history is on when its sheet was closed under another one.
/// Returns whether it did.
function skipClosedEntry() {
  if (!closedEntries.delete(history.state?.sheet)) return false;
  stepBack();
  return true;
}

/// Records a view at `url` in the history: a new entry (`push`), else the current one changed. A new
/// entry made while a sheet's entry is the current one goes under it, so that Back still closes
/// the sheet first and then shows the view before (and closing the sheet otherwise removes its
/// entry, not the view's); a changed one keeps the sheet's state.
export function recordAddress(url, { push }) {
  const state = history.state;
  if (!push) { history.replaceState(state, "", url); return; }
  if (!state?.sheet) { history.pushState(null, "", url); return; }
  history.replaceState(null, "", url);
  history.pushState(state, "", url);
}

// Back with a sheet open closes the innermost one and does nothing else: the listener runs before
// the page's own (this module is evaluated before the modules that import it), and keeps the event
// from them.
window.addEventListener("popstate", (event) => {
  if (ownBacks > 0) {
    ownBacks -= 1;
    event.stopImmediatePropagation();
    if (!skipClosedEntry() && ownBacks === 0) for (const entry of waitingEntries.splice(0)) history.pushState({ ...history.state, ...entry }, "");
    return;
  }
  const sheet = openSheets.at(-1);
  if (!sheet) return;
  event.stopImmediatePropagation();
  sheet.entry = null;
  sheet.close();
  skipClosedEntry();
});

// How the user last acted, on the root as `data-input`: "keyboard" after a key press, "pointer"
// after a click or a tap. A button the page focuses itself (a card when its sheet closes, Add when
// the form closes) then shows its focus ring only to a keyboard user, whatever the engine guesses.
for (const [type, input] of [["keydown", "keyboard"], ["pointerdown", "pointer"]]) {
  window.addEventListener(type, () => { document.documentElement.dataset.input = input; }, true);
}

/// The widest viewport (CSS px) that gets a bottom sheet rather than a popover.
export const phoneWidth = 600;

/// Opens a sheet titled `title` holding `content` (a node, moved into the sheet and back to where
/// it was when the sheet closes), beside `from` (the button that opened it, focused again on
/// close) on a wide screen. Escape, a tap outside and the button at its top (`closeLabel`: Done, or
/// Cancel for a form) close it, and so does Back (``openSheets``); `onClose` is called then.
/// Returns `{dialog, close}`.
export function openSheet({ title, content, from = null, onClose = () => {}, closeLabel = "Done" }) {
  const home = content.parentNode ? { parent: content.parentNode, next: content.nextSibling } : null;
  const dialog = document.createElement("dialog");
  dialog.className = "sheet";
  const heading = document.createElement("h2");
  heading.id = "sheet-title-" + Math.random().toString(36).slice(2);
  heading.textContent = title;
  dialog.setAttribute("aria-labelledby", heading.id);
  const done = document.createElement("button");
  done.type = "button";
  done.className = "done";
  done.textContent = closeLabel;
  const top = document.createElement("div");
  top.className = "sheet-top";
  top.append(heading, done);
  const wasHidden = content.hidden;
  content.hidden = false;
  dialog.append(top, content);
  // Inside the page's main landmark, as all its content is.
  (document.querySelector("main") || document.body).appendChild(dialog);
  const popover = from && window.innerWidth > phoneWidth;
  if (popover) dialog.classList.add("popover");
  const close = () => dialog.open && dialog.close();
  const entry = { sheet: Math.random().toString(36).slice(2) };
  const shown = { close, entry };
  openSheets.push(shown);
  addEntry(entry);
  done.addEventListener("click", close);
  // A tap on the backdrop lands on the dialog itself, outside its box.
  dialog.addEventListener("click", (event) => {
    const box = dialog.getBoundingClientRect();
    const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
    if (event.target === dialog && !inside) close();
  });
  dialog.addEventListener("close", () => {
    openSheets.splice(openSheets.indexOf(shown), 1);
    // Closed otherwise than by Back: its entry goes too, when it is still the current one.
    if (shown.entry) removeEntry(shown.entry);
    content.hidden = wasHidden;
    if (home) home.parent.insertBefore(content, home.next);
    dialog.remove();
    from?.focus();
    onClose();
  });
  dialog.showModal();
  if (popover) placeBeside(dialog, from.getBoundingClientRect());
  return { dialog, close };
}

/// Places the popover `dialog` below `box` (the rect of the button that opened it), its right edge
/// at the button's, or above it when there is no room below; always inside the viewport.
function placeBeside(dialog, box) {
  const margin = 8;
  const own = dialog.getBoundingClientRect();
  const left = Math.min(Math.max(margin, box.right - own.width), window.innerWidth - own.width - margin);
  const below = box.bottom + 6;
  const top = below + own.height <= window.innerHeight - margin ? below
    : Math.max(margin, Math.min(box.top - 6 - own.height, window.innerHeight - own.height - margin));
  dialog.style.left = Math.round(left) + "px";
  dialog.style.top = Math.round(top) + "px";
}
