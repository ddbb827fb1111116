// A sheet: a modal `<dialog>` that rises from the bottom on a phone and opens as a popover beside
// the button that opened it on a wider screen.

/// The widest viewport (CSS px) that gets a bottom sheet rather than a popover.
export const phoneWidth = 600;

/// Opens a sheet titled `title` holding `content` (a node, moved into the sheet and back to where
/// it was when the sheet closes), beside `from` (the button that opened it, focused again on
/// close) on a wide screen. Escape, a tap outside and the button at its top (`closeLabel`: Done, or
/// Cancel for a form) close it; `onClose` is called then. Returns `{dialog, close}`.
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
  done.addEventListener("click", close);
  // A tap on the backdrop lands on the dialog itself, outside its box.
  dialog.addEventListener("click", (event) => {
    const box = dialog.getBoundingClientRect();
    const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
    if (event.target === dialog && !inside) close();
  });
  dialog.addEventListener("close", () => {
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
