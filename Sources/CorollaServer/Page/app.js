"use strict";
(() => {
  const meta = (name) => document.querySelector(`meta[name="${name}"]`).content;
  const csrf = meta("corolla-csrf");
  const readOnly = meta("corolla-read-only") === "true";
  const surface = document.getElementById("surface");
  const status = document.getElementById("status");
  const select = {
    layout: document.getElementById("layout"), style: document.getElementById("style"), group: document.getElementById("group"),
    show: document.getElementById("show"), kind: document.getElementById("kind"),
  };
  const search = document.getElementById("search");
  const darkScheme = window.matchMedia("(prefers-color-scheme: dark)");
  const appearance = () => darkScheme.matches ? "dark" : "light";
  const shown = new Map();
  let grid = null;
  let loading = null;
  let refreshing = false;
  let refreshAgain = false;
  let error = "";
  let lastAnchor = null;
  let relayingOut = false;

  if (location.search.includes("token=")) history.replaceState(null, "", "/");
  const scale = () => Math.min(3, Math.max(1, Math.round(window.devicePixelRatio || 1)));
  const surfaceTop = () => surface.getBoundingClientRect().top + window.scrollY;
  const place = (node, frame) => {
    node.style.left = frame[0] + "px"; node.style.top = frame[1] + "px";
    node.style.width = frame[2] + "px"; node.style.height = frame[3] + "px";
  };

  /// The rect the page shows: the viewport and one screen above and below, in content coordinates.
  function wantedRect() {
    const height = window.innerHeight;
    const top = window.scrollY - surfaceTop();
    return [0, Math.floor(top - height), surface.clientWidth, 3 * height];
  }

  /// The card at the top of the viewport and how far below the top its frame starts; none at
  /// the top of the page, which stays at the top.
  function anchor() {
    if (window.scrollY <= 0) return null;
    const top = window.scrollY - surfaceTop();
    let best = null;
    for (const node of shown.values()) {
      if (!node.dataset.plant) continue;
      const y = parseFloat(node.style.top), bottom = y + parseFloat(node.style.height);
      if (bottom <= top) continue;
      if (!best || y < best.y || (y === best.y && parseFloat(node.style.left) < best.x)) best = { id: node.dataset.plant, y, x: parseFloat(node.style.left) };
    }
    return best && { id: best.id, offset: best.y - top };
  }

  /// Remembers the card at the top as the user sees it, unless a resize or a relayout is under way.
  function rememberAnchor() { if (!resizing && !relayingOut) lastAnchor = anchor(); }

  async function loadGrid(keep) {
    const query = new URLSearchParams({
      width: String(surface.clientWidth), height: String(window.innerHeight), layout: select.layout.value,
      scale: String(scale()), group_by: select.group.value,
    });
    if (select.style.value) query.set("style", select.style.value);
    if (search.value) query.set("search", search.value);
    if (select.show.value === "needs-water") query.set("needs_water", "true");
    if (select.kind.value.trim()) query.set("kind", select.kind.value.trim());
    if (keep) query.set("anchor", keep.id);
    const response = await fetch("/api/grid?" + query, { headers: { "X-Corolla-CSRF": csrf } });
    const body = await response.json();
    if (response.status === 503) {
      // The server is computing other grids: ask again when it says to.
      setTimeout(() => reload(keep), 1000 * (Number(response.headers.get("Retry-After")) || 2));
    }
    if (!response.ok) { error = body.error; showStatus(); return; }
    error = "";
    grid = body;
    surface.style.height = body.content_size.height + "px";
    surface.dataset.token = body.token;
    surface.dataset.revision = String(body.revision);
    relayingOut = true;
    try {
      if (keep && body.anchor_frame) window.scrollTo(0, surfaceTop() + body.anchor_frame[1] - keep.offset);
      await refresh();
    } finally {
      relayingOut = false;
    }
    rememberAnchor();
  }

  function reload(keep) {
    loading = (loading || Promise.resolve()).then(() => loadGrid(keep)).catch((e) => { error = String(e); showStatus(); });
    return loading;
  }

  async function refresh() {
    if (!grid) return;
    if (refreshing) { refreshAgain = true; return; }
    refreshing = true;
    try {
      const rect = wantedRect();
      const token = grid.token;
      const look = appearance();
      const response = await fetch(`/api/grid/elements?token=${token}&rect=${rect.join(",")}&appearance=${look}`);
      if (response.status === 404) { refreshing = false; return reload(anchor()); }
      const body = await response.json();
      if (!response.ok) { error = body.error; showStatus(); return; }
      if (!grid || grid.token !== token) return;
      const seen = new Set();
      for (const element of body.elements) {
        const key = element.kind === "header" ? "h" + element.section : "p" + element.plant_id;
        seen.add(key);
        let node = shown.get(key);
        if (!node) { node = element.kind === "header" ? makeHeader() : makeCard(); shown.set(key, node); surface.appendChild(node); }
        element.kind === "header" ? updateHeader(node, element) : updateCard(node, element);
      }
      for (const [key, node] of shown) if (!seen.has(key)) { node.remove(); shown.delete(key); }
      surface.dataset.rect = rect.join(",");
      surface.dataset.appearance = look;
      rememberAnchor();
      showStatus();
    } finally {
      refreshing = false;
      if (refreshAgain) { refreshAgain = false; refresh(); }
    }
  }

  function makeHeader() {
    const node = document.createElement("h2");
    node.className = "section-header";
    return node;
  }

  function updateHeader(node, element) {
    place(node, element.frame);
    node.textContent = element.title || "";
  }

  function makeCard() {
    const node = document.createElement("article");
    node.className = "card";
    const image = document.createElement("img");
    image.decoding = "async";
    node.appendChild(image);
    if (!readOnly) {
      const actions = document.createElement("div");
      actions.className = "actions";
      const water = document.createElement("button");
      water.type = "button"; water.className = "water"; water.textContent = "💧";
      water.addEventListener("click", () => write("POST", `/api/plants/${node.dataset.plant}/water`));
      const favorite = document.createElement("button");
      favorite.type = "button"; favorite.className = "favorite"; favorite.textContent = "★";
      favorite.setAttribute("aria-pressed", "true");
      favorite.addEventListener("click", () => write("DELETE", `/api/favorites/${node.dataset.plant}`));
      actions.append(water, favorite);
      node.appendChild(actions);
    }
    return node;
  }

  function updateCard(node, element) {
    place(node, element.frame);
    node.dataset.plant = String(element.plant_id);
    node.dataset.key = element.key;
    node.dataset.needsWater = String(element.needs_water);
    node.classList.toggle("compact", element.frame[3] < 72);
    node.setAttribute("aria-label", element.name + (element.needs_water ? ", needs water" : ""));
    const image = node.querySelector("img");
    if (image.getAttribute("src") !== element.card) { image.src = element.card; image.alt = element.name; }
    const water = node.querySelector(".water");
    if (water) water.setAttribute("aria-label", `Water ${element.name}`);
    const favorite = node.querySelector(".favorite");
    if (favorite) favorite.setAttribute("aria-label", `Remove ${element.name} from favorites`);
  }

  // A write names the plant by id and carries the revision the page shows: 409 when the catalog
  // changed since, and the page shows it as it is now. A write that succeeded is the only change
  // since, so the page takes its revision (the event stream then redraws).
  async function write(method, path) {
    const response = await fetch(`${path}?revision=${surface.dataset.revision}`, { method, headers: { "X-Corolla-CSRF": csrf } });
    if (response.status === 409) { reload(anchor()); return; }
    const body = await response.json();
    if (!response.ok) { error = body.error; showStatus(); return; }
    surface.dataset.revision = String(body.revision);
  }

  function showStatus() {
    if (error) { status.textContent = "Error: " + error; return; }
    if (!grid) return;
    const cache = grid.cache;
    const cards = [...shown.keys()].filter((key) => key.startsWith("p")).length;
    status.textContent = `${grid.cards} favorites · layout ${cache.outcome}` +
      (cache.outcome === "partial" ? ` (${cache.reused} reused)` : "") +
      ` · ${cache.measured} measured · ${cache.ms} ms · revision ${grid.revision} · ${cards} cards in view` +
      (readOnly ? " · read-only" : "");
  }

  let scrollScheduled = false;
  window.addEventListener("scroll", () => {
    rememberAnchor();
    if (scrollScheduled) return;
    scrollScheduled = true;
    requestAnimationFrame(() => { scrollScheduled = false; refresh(); });
  }, { passive: true });

  // A resize keeps the card the user last saw at the top, not the one at the top once the
  // browser has resized: by the first resize event the page has reflowed (the bar wraps) and
  // the browser may have moved the scroll position (at the end of the page it clamps it).
  let resizeTimer = 0;
  let resizing = null;
  let lastWidth = surface.clientWidth;
  window.addEventListener("resize", () => {
    clearTimeout(resizeTimer);
    if (!resizing) resizing = { keep: lastAnchor };
    resizeTimer = setTimeout(() => {
      const keep = resizing.keep;
      resizing = null;
      if (surface.clientWidth === lastWidth) { refresh(); return; }
      lastWidth = surface.clientWidth;
      reload(keep);
    }, 150);
  });

  for (const control of Object.values(select)) control.addEventListener("change", () => reload(anchor()));

  // The search box asks again once typing pauses, and at once on Enter; the same text twice
  // asks nothing.
  let searchTimer = 0;
  let searched = search.value;
  const searchNow = () => {
    clearTimeout(searchTimer);
    if (search.value === searched) return;
    searched = search.value;
    reload(null);
  };
  search.addEventListener("input", () => { clearTimeout(searchTimer); searchTimer = setTimeout(searchNow, 250); });
  search.addEventListener("keydown", (event) => { if (event.key === "Enter") { event.preventDefault(); searchNow(); } });

  // A change of colour scheme swaps the card images (the frames stay).
  darkScheme.addEventListener("change", () => refresh());

  const events = new EventSource("/api/events");
  events.addEventListener("revision", (event) => {
    const revision = JSON.parse(event.data).revision;
    if (grid && revision !== grid.revision) reload(anchor());
  });

  reload(null);
})();
