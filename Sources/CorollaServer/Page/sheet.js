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

/// Removes `entry`, which a sheet closed otherwise than by Back added: a Back step when it is the
/// current entry, nothing when it was never added.
function removeEntry(entry) {
  const waiting = waitingEntries.indexOf(entry);
  if (waiting >= 0) { waitingEntries.splice(waiting, 1); return; }
  if (history.state?.sheet === entry.sheet) { ownBacks += 1; history.back(); }
}

// Back with a sheet open closes the innermost one and does nothing else: the listener runs before
// the page's own (this module is evaluated before the modules that import it), and keeps the event
// from them.
window.addEventListener("popstate", (event) => {
  if (ownBacks > 0) {
    ownBacks -= 1;
    event.stopImmediatePropagation();
    if (ownBacks === 0) for (const entry of waitingEntries.splice(0)) history.pushState({ ...history.state, ...entry }, "");
    return;
  }
  const sheet = openSheets.at(-1);
  if (!sheet) return;
  event.stopImmediatePropagation();
  sheet.entry = null;
  sheet.close();
});

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
  document.body.appendChild(dialog);
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
