/// The web app `corolla serve` serves: one page, its style and its script, embedded in the
/// binary (no framework, nothing fetched from elsewhere).
///
/// The script is a virtualized collection view spanning the page's width, as a collection view
/// spans the screen (the layout's insets are its margins): it asks the server for the grid at that
/// width (`/api/grid`: the grid `corolla grid --width` computes), sizes a surface to the content
/// size, and keeps in the DOM only the elements the rect query returns for the viewport plus one
/// screen above and below, each at its engine frame (known before it is shown, so nothing moves
/// when scrolling back). A resize asks again (debounced) and keeps the card the user last saw at
/// the top of the viewport in place; the event stream re-asks when the catalog's revision changes;
/// the search box re-asks once typing pauses. Card images follow `prefers-color-scheme`: dark cards
/// on a dark page, switched as soon as the scheme changes.
enum Page {
    static let html = #"""
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="color-scheme" content="light dark">
    <meta name="corolla-csrf" content="{{csrf}}">
    <meta name="corolla-read-only" content="{{readOnly}}">
    <title>Corolla — favorites</title>
    <link rel="stylesheet" href="/app.css">
    <script src="/app.js" defer></script>
    </head>
    <body>
    <header class="bar">
      <h1>Favorites</h1>
      <form class="controls" aria-label="Grid options">
        <label>Layout <select id="layout">
          <option value="waterfall">Waterfall</option><option value="grid">Grid</option>
          <option value="flow">Flow</option><option value="aligned">Aligned flow</option>
        </select></label>
        <label>Style <select id="style">
          <option value="">Automatic</option><option value="card">Card</option><option value="detail">Detail</option>
          <option value="chip">Chip</option><option value="fixed">Fixed</option>
        </select></label>
        <label>Group <select id="group">
          <option value="none">None</option><option value="kind">By kind</option>
        </select></label>
        <label>Show <select id="show">
          <option value="all">All</option><option value="needs-water">Needs water</option>
        </select></label>
        <label>Kind <input id="kind" type="search" size="10" placeholder="any" autocomplete="off"></label>
        <label>Search <input id="search" type="search" placeholder="name, notes, kind" autocomplete="off" enterkeyhint="search"></label>
      </form>
      <p id="status" role="status" aria-live="polite">Loading…</p>
    </header>
    <main id="surface" aria-label="Favorite plants"></main>
    </body>
    </html>
    """#

    static let style = #"""
    :root { color-scheme: light dark; --bg: #f2f2f7; --fg: #000000; --muted: #5c5c61; --bar: rgba(242,242,247,.94); --line: #d1d1d6; --accent: #2f7d4f; --field: #ffffff; }
    @media (prefers-color-scheme: dark) {
      :root { --bg: #000000; --fg: #ffffff; --muted: #aeaeb2; --bar: rgba(0,0,0,.9); --line: #38383a; --accent: #6cc48f; --field: #1c1c1e; }
    }
    * { box-sizing: border-box; }
    body { margin: 0; background: var(--bg); color: var(--fg); font: 15px/1.35 system-ui, "DejaVu Sans", sans-serif; }
    .bar { position: sticky; top: 0; z-index: 2; background: var(--bar); border-bottom: 1px solid var(--line); padding: 8px 12px; display: flex; flex-wrap: wrap; gap: 4px 12px; align-items: center; }
    .bar h1 { font-size: 17px; margin: 0; }
    .controls { display: flex; flex-wrap: wrap; gap: 4px 10px; }
    .controls label { font-size: 13px; color: var(--muted); }
    select, input { font: inherit; font-size: 14px; color: var(--fg); background: var(--field); border: 1px solid var(--line); border-radius: 6px; }
    #search { width: 13em; }
    #status { flex-basis: 100%; margin: 0; font-size: 12px; color: var(--muted); font-variant-numeric: tabular-nums; }
    #surface { position: relative; margin: 0; overflow: hidden; }
    .card { position: absolute; margin: 0; }
    .card img { display: block; width: 100%; height: 100%; }
    .card .actions { position: absolute; top: 6px; right: 6px; display: flex; flex-direction: column; gap: 6px; }
    .card button { width: 30px; height: 30px; border-radius: 15px; border: 1px solid var(--line); background: var(--bg); color: var(--fg); font-size: 15px; line-height: 1; padding: 0; cursor: pointer; opacity: .9; }
    .card button:focus-visible, select:focus-visible, input:focus-visible { outline: 3px solid var(--accent); outline-offset: 1px; }
    .card.compact .actions { flex-direction: row; top: 50%; transform: translateY(-50%); gap: 4px; }
    .card.compact button { width: 24px; height: 24px; border-radius: 12px; font-size: 12px; }
    .card[data-needs-water="true"] .water { border-color: #2a7fd4; }
    .section-header { position: absolute; margin: 0; padding: 0 12px; display: flex; align-items: center; font-size: 17px; }
    """#

    static let script = #"""
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
          water.addEventListener("click", () => write("POST", `/api/plants/${encodeURIComponent(node.dataset.key)}/water`));
          const favorite = document.createElement("button");
          favorite.type = "button"; favorite.className = "favorite"; favorite.textContent = "★";
          favorite.setAttribute("aria-pressed", "true");
          favorite.addEventListener("click", () => write("DELETE", `/api/favorites/${encodeURIComponent(node.dataset.key)}`));
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

      async function write(method, path) {
        const response = await fetch(path, { method, headers: { "X-Corolla-CSRF": csrf } });
        if (!response.ok) { error = (await response.json()).error; showStatus(); }
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
    """#
}
