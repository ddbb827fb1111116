// One toast at a time at the bottom of the screen, "Watered · Undo" as phones show it.

/// How long a toast stays, in milliseconds.
export const toastDuration = 6000;

let current = null;

/// Shows `message` for ``toastDuration`` with, when `undo` is given, an Undo button that calls it
/// (once) and dismisses the toast. A new toast replaces the one shown (whose undo is then gone).
/// Returns `{dismiss}`.
export function showToast(message, { undo } = {}) {
  current?.dismiss();
  const node = document.createElement("div");
  node.className = "toast";
  node.setAttribute("role", "status");
  const text = document.createElement("span");
  text.textContent = message;
  node.appendChild(text);
  const toast = {
    dismiss() {
      clearTimeout(timer);
      node.remove();
      if (current === toast) { current = null; document.body.classList.remove("toasting"); }
    },
  };
  if (undo) {
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = "Undo";
    button.setAttribute("aria-label", `Undo: ${message}`);
    button.addEventListener("click", () => { toast.dismiss(); undo(); });
    node.appendChild(button);
  }
  // Inside the page's main landmark, as all its content is.
  (document.querySelector("main") || document.body).appendChild(node);
  const timer = setTimeout(() => toast.dismiss(), toastDuration);
  current = toast;
  // The page can scroll its last cards above the toast.
  document.body.classList.add("toasting");
  return toast;
}
