#!/usr/bin/python3
"""How `corolla serve`'s page starts, in headless Chromium (WebDriver and the DevTools protocol).

Usage: start_check.py URL --check
       start_check.py URL --fling
       start_check.py URL --measure [RUNS]

--check (run by StartBrowserTests on a catalog of a few dozen favorites): prints one line per rule
and exits 1 when one fails. A visit leaves its window in a cookie; the HTML of the next visit
preloads exactly the card images the page then shows on its first screen and holds them in the
surface, shown until the page's cards show them; that visit asks for neither its first screen,
`/api/grid` nor its first elements, asks for the modules only once those images have loaded, and
shows the cards of a first visit at the same frames; a cookie naming another window (or damaged)
shows nothing of what was written for it and changes no card. On first visits (no cookie): every
module the page loads was preloaded (`<link rel="modulepreload">`); for the default view, a chosen
style and grouping, a search with a blank kind and one with `at=`, the page asks for its first
screen once (`/api/first-screen`) and for neither `/api/grid` nor elements before its first
render; the first screen's card images were in the surface at the frames of the page's cards
there before the modules were asked for (`app.js`), which was once they had all loaded; each of
them was fetched once (the page's cards adopt them) and none is left once the page settles; the
cards on the first screen load their images with `fetchpriority` high, the others low, all
decoded off the main thread (`decoding="async"`).

--fling (run by StartBrowserTests on a catalog of at least 31 screens of cards): a fling of 30
screens in 3 s (`scrollTo` each frame, as --measure's) on a page recycled as a collection view is:
the card nodes in the DOM stay fewer than 100, and the nodes seen during the fling are at most
twice the most in the DOM at once, at least half of them showing more than one card (nodes reused,
not made); no card is placed by `left`/`top` (its transform places it); the page asks for
`/api/grid/elements` at most once per two screens flung and for the images of at most a quarter
of the cards it passes (the rest wait until it slows), and starts at most `imagesPerDraw` card
images a frame (grid-view.js's bound) through the fling and its settling; once it settles, the
DOM holds exactly the cards the rect query returns, at their frames (read as frames.py says), and
every card on the screen shows its own image, loaded. Then four jumps of 2.5 screens up, one
every other frame, through rows the page knows: each shows every card on the screen two frames
after it, no draw sets up more than `offScreenPerDraw` cards off the screen (grid-view.js's
bound: the rest wait for the next frames), and the page settles as before.

--measure (a measurement, not a test: it prints figures; BENCHMARKS.md says how to run it on
~1,000 favorites): at 390×844 (mobile, scale 3) with the CPU slowed 4× (`Emulation.setCPUThrottlingRate`)
and the browser's cache emptied before each load, (a) the time from navigation until every card
image on the first screen has loaded, for the page (a visit after the first: the window in its
cookie), for a static page holding the same `<img>`s at the same places, and for a first visit (no
cookie), RUNS times each, alternating, after one load of each to warm the server; the median ratio; (b) a fling of 30 screens in 3 s (`scrollTo` each frame): the frames drawn
(`requestAnimationFrame` callbacks) by the page and by a static page of every card down to there,
and the longest `longtask` of each. The static page is written to a folder served on another port
of this machine (same site as URL: the server's cookies go with its images).
"""
import functools
import http.server
import json
import os
import re
import statistics
import sys
import urllib.parse
import tempfile
import threading
import time
import urllib.request

from frames import FRAME_OF, same_frames
from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.support.ui import WebDriverWait

URL = sys.argv[1].rstrip("/")
MODE = sys.argv[2]
WIDTH, HEIGHT, SCALE = 390, 844, 3
failures = []

# Injected before any of the page's scripts: records, each frame, when every card image the
# measurement names (`window.wanted`, set by the static page itself or by the driver) has loaded,
# and every long task.
PROBE = """
window.longTasks = [];
try { new PerformanceObserver((list) => { for (const e of list.getEntries()) longTasks.push(e.duration); }).observe({ type: "longtask", buffered: true }); } catch {}
window.firstScreenAt = null;
const watch = () => {
  const wanted = window.wanted;
  if (!wanted) return;
  const loaded = new Set([...document.images].filter((i) => i.complete && i.naturalWidth > 0).map((i) => i.getAttribute("src")));
  if (wanted.every((src) => loaded.has(src))) { window.firstScreenAt = performance.now(); return; }
  requestAnimationFrame(watch);
};
requestAnimationFrame(watch);
window.firstCardsShown = false;
const seeFirstCards = () => {
  if ([...document.querySelectorAll('.first-card[id]')].some((i) => i.getClientRects().length > 0)) window.firstCardsShown = true;
  if (!window.firstCardsShown && !document.getElementById('surface')?.dataset.rect) requestAnimationFrame(seeFirstCards);
};
requestAnimationFrame(seeFirstCards);
// The first screen's card images the inline script placed (`.first-card` without an id: the
// server's have one), as placed: `[src, x, y, width, height]`; and when app.js was asked for, how
// many `.first-card` images the page held then and how many of them had loaded.
window.placedCards = null;
window.modulesAsked = null;
const frameOfPlaced = (i) => [i.getAttribute('src'), ...['left', 'top', 'width', 'height'].map((side) => parseFloat(i.style[side]))];
new MutationObserver((records, observer) => {
  for (const node of records.flatMap((record) => [...record.addedNodes])) {
    if (!window.placedCards && node.matches?.('#surface > .first-card:not([id])')) {
      window.placedCards = [...document.querySelectorAll('#surface > .first-card:not([id])')].map(frameOfPlaced);
    }
    if (!window.modulesAsked && node.matches?.('script[src="/app.js"]')) {
      const cards = [...document.querySelectorAll('.first-card')];
      window.modulesAsked = {cards: cards.length, loaded: cards.filter((i) => i.complete && i.naturalWidth > 0).length};
    }
  }
}).observe(document, { subtree: true, childList: true });
window.firstRenderAt = null;
new MutationObserver((records, observer) => { window.firstRenderAt = performance.now(); observer.disconnect(); })
  .observe(document, { subtree: true, attributeFilter: ["data-rect"] });
"""


def check(rule, ok, detail=""):
    print(("ok   " if ok else "FAIL ") + rule + ("" if ok else ": " + detail))
    if not ok:
        failures.append(rule)


def wait(driver, condition, what, timeout=60):
    """The first truthy value of the script `condition`, polled."""
    return WebDriverWait(driver, timeout, poll_frequency=0.05).until(lambda d: d.execute_script(condition), "timed out waiting for " + what)


def make_driver():
    options = Options()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars"):
        options.add_argument(argument)
    options.binary_location = "/usr/bin/chromium"
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": WIDTH, "height": HEIGHT, "deviceScaleFactor": SCALE, "mobile": True})
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": PROBE})
    driver.execute_cdp_cmd("Network.enable", {})
    return driver


def settle(driver):
    """Waits until the page shows its elements and its DOM stays the same for a moment."""
    wait(driver, "return document.getElementById('surface').dataset.rect", "the first elements")
    last, stable = None, 0
    while stable < 5:
        state = driver.execute_script("const s = document.getElementById('surface'); return [s.dataset.rect, s.children.length, scrollY].join(' ')")
        stable = stable + 1 if state == last else 0
        last = state
        time.sleep(0.1)


def requests(driver, path, before_render=False):
    """The page's requests for `path` (resource timing), each `[query, initiatorType]`; only those
    started before the first elements were shown when `before_render`."""
    return driver.execute_script("""
        const until = arguments[1] ? window.firstRenderAt : Infinity;
        return performance.getEntriesByType('resource').filter(e => e.startTime < until).map(e => [new URL(e.name), e.initiatorType])
          .filter(([u]) => u.pathname === arguments[0]).map(([u, i]) => [u.search, i]);""", path, before_render)


def first_screen_top(driver, query):
    """The first screen's top in content coordinates: the top of the content, or with `at=` the
    top of that card's frame in the first grid moved by `offset=`."""
    address = urllib.parse.parse_qs(query.lstrip("?"))
    top = driver.execute_async_script(
        "const done = arguments[0]; window.corollaFirst.grid.then(({body}) => done(body.anchor_frame[1]));") if "at" in address else 0
    return max(0, top + int(address.get("offset", ["0"])[0]))


def first_screen(driver):
    """The card images that lie on the viewport, and every card image in the DOM."""
    return driver.execute_script("""
        const cards = [...document.querySelectorAll('#surface .card img')];
        const on = (img) => { const r = img.getBoundingClientRect(); return r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth; };
        return {on: cards.filter(on).map(i => i.getAttribute('src')), all: cards.map(i => i.getAttribute('src'))};""")


def shown_cards(driver):
    """The page's card nodes: `[plant, src, x, y, width, height]` (their frames, as frames.py
    reads them), in plant order."""
    return sorted(driver.execute_script("""
        const frameOf = %s;
        return [...document.querySelectorAll('#surface .card')].map(n => [Number(n.dataset.plant), n.querySelector('img').getAttribute('src'),
          ...frameOf(n)]);""" % FRAME_OF))


def written_first_screen(driver):
    """The page's HTML as the server writes it for this browser's cookies: the card images it
    preloads and the `.first-card` images it holds, each a list of addresses."""
    return driver.execute_async_script("""
        const done = arguments[0];
        fetch(location.href).then(r => r.text()).then(html => {
          const page = new DOMParser().parseFromString(html, 'text/html');
          done({preloads: [...page.querySelectorAll('link[rel=preload][as=image]')].filter(l => l.getAttribute('fetchpriority') === 'high').map(l => l.getAttribute('href')),
                cards: [...page.querySelectorAll('#surface > .first-card')].map(i => i.getAttribute('src'))});
        });""")


def exact_grid(driver):
    """Waits until the grid the page shows is exact (measured in the background, then stored)."""
    for _ in range(200):
        if driver.execute_async_script("""
            const done = arguments[0];
            const query = new URLSearchParams(location.search);
            query.delete('at'); query.delete('offset');
            query.set('layout', document.getElementById('layout').value);
            query.set('group_by', document.getElementById('group').value);
            query.set('width', document.documentElement.clientWidth); query.set('height', innerHeight); query.set('scale', 3);
            const csrf = document.querySelector('meta[name="corolla-csrf"]').content;
            fetch('/api/grid?' + query, {headers: {'X-Corolla-CSRF': csrf}}).then(r => r.json()).then(b => done(b.exact));"""):
            return
        time.sleep(0.1)


def check_second_visits(driver):
    """The first screen in the page itself: a visit after the first (the window in the cookie)
    asks for nothing before the first screen's images, which the HTML preloads and shows; a
    cookie naming another window changes nothing the page shows."""
    driver.delete_all_cookies()
    driver.get(URL + "/")
    settle(driver)
    first_visit = shown_cards(driver)
    # The content's first screen (its top HEIGHT points: the part of the surface a window at the
    # top of the page can show), as the inline script and the server choose the cards to preload.
    on_screen = sorted(src for _, src, _, top, _, height in first_visit if top < HEIGHT and top + height > 0)
    cookie = driver.get_cookie("corolla_viewport")
    check("a visit leaves its window in a cookie (width:height:scale:appearance, SameSite=Strict)",
          cookie is not None and cookie["value"] == "%d:%d:%d:light" % (WIDTH, HEIGHT, SCALE) and cookie.get("sameSite") == "Strict", str(cookie))
    written = written_first_screen(driver)
    check("the HTML of a second visit preloads (fetchpriority high) exactly the card images the page then shows on its first screen",
          sorted(written["preloads"]) == on_screen and len(on_screen) > 0, "preloads %s, first screen %s" % (written["preloads"], on_screen))
    check("the HTML of a second visit holds the first screen's card images in the surface",
          sorted(written["cards"]) == on_screen, "written %s, first screen %s" % (written["cards"], on_screen))
    for query in ["", "?style=chip&group_by=kind"]:
        # Once shown and exact (a grid measured in the background makes the page ask again), the
        # view is visited again.
        driver.get(URL + "/" + query)
        settle(driver)
        exact_grid(driver)
        driver.get(URL + "/" + query)
        settle(driver)
        what = "second visit" + (" " + query if query else "")
        check("%s: the page asks for neither its first screen, /api/grid nor its first elements (the HTML holds them)" % what,
              requests(driver, "/api/first-screen") == [] and requests(driver, "/api/grid") == []
              and requests(driver, "/api/grid/elements", before_render=True) == [],
              "%s %s %s" % (requests(driver, "/api/first-screen"), requests(driver, "/api/grid"), requests(driver, "/api/grid/elements", before_render=True)))
        asked = driver.execute_script("return window.modulesAsked")
        check("%s: the modules were asked for once the first screen's images written in the page had loaded (%s)" % (what, asked),
              asked is not None and asked["cards"] > 0 and asked["cards"] == asked["loaded"], str(asked))
        check("%s: the first screen's images were shown from the HTML, and are gone once the page's cards show them" % what,
              driver.execute_script("return window.firstCardsShown && document.querySelectorAll('.first-card').length === 0"), "")
        if not query:
            check("second visit: the page shows the cards of a first visit at the same frames", shown_cards(driver) == first_visit,
                  "first %s, second %s" % (first_visit[:3], shown_cards(driver)[:3]))
    for wrong in ["300:700:2:light", "%d:%d:%d:dark" % (WIDTH, HEIGHT, SCALE), "390:844:3:light:x", "nonsense"]:
        driver.add_cookie({"name": "corolla_viewport", "value": wrong, "path": "/", "sameSite": "Strict"})
        driver.get(URL + "/")
        settle(driver)
        check("a cookie naming another window (%s) shows nothing of the first screen written for it, and the page the same cards at the same frames" % wrong,
              not driver.execute_script("return window.firstCardsShown") and shown_cards(driver) == first_visit
              and driver.execute_script("return document.querySelectorAll('.first-card').length") == 0,
              "first cards shown: %s; cards %s" % (driver.execute_script("return window.firstCardsShown"), shown_cards(driver)[:3]))


def run_checks(driver):
    check_second_visits(driver)
    driver.delete_all_cookies()
    driver.get(URL + "/")
    settle(driver)
    preloaded = set(driver.execute_script("return [...document.querySelectorAll('link[rel=modulepreload]')].map(l => new URL(l.href).pathname)"))
    loaded = set(driver.execute_script(
        "return performance.getEntriesByType('resource').map(e => new URL(e.name).pathname).filter(p => p.endsWith('.js'))"))
    check("every module the page loads was preloaded with <link rel=modulepreload> (app.js is the page's script)",
          loaded and loaded - {"/app.js"} <= preloaded and "/api.js" in preloaded, "not preloaded: %s" % sorted(loaded - preloaded - {"/app.js"}))
    at = driver.execute_script("return [...document.querySelectorAll('#surface .card')].map(n => n.dataset.plant)[6]")
    for query in ["", "?style=chip&group_by=kind", "?search=e&kind=%20&needs_water=false", "?at=%s" % at, "?at=%s&offset=37" % at]:
        driver.delete_all_cookies()
        driver.get(URL + "/" + query)
        settle(driver)
        what = query or "default view"
        firsts, grids = requests(driver, "/api/first-screen"), requests(driver, "/api/grid", before_render=True)
        elements = requests(driver, "/api/grid/elements", before_render=True)
        check("%s: the page asks for its first screen once (/api/first-screen), and neither /api/grid nor elements before its first render (%s %s %s)"
              % (what, firsts, grids, elements),
              len(firsts) == 1 and grids == [] and elements == [] and driver.execute_script("return document.getElementById('surface').dataset.token") is not None,
              "%s %s %s" % (firsts, grids, elements))
        # The cards whose frames meet the first screen (content coordinates), as the page shows them.
        top = first_screen_top(driver, query)
        cards = [[src, x, y, w, h] for _, src, x, y, w, h in shown_cards(driver)]
        on_screen = sorted(card for card in cards if card[2] < top + HEIGHT and card[2] + card[4] > top)
        placed, asked = driver.execute_script("return [window.placedCards, window.modulesAsked]")
        check("%s: the first screen's card images were in the surface at their frames before the modules were asked for, and are those of the page's cards there"
              % what, placed is not None and asked is not None and sorted(placed) == on_screen and len(on_screen) > 0,
              "placed %s, the page's %s" % (placed and sorted(placed)[:3], on_screen[:3]))
        check("%s: the modules were asked for once the first screen's images had loaded (%s)" % (what, asked),
              asked is not None and placed is not None and asked["cards"] == len(placed) == asked["loaded"], str(asked))
        fetched = driver.execute_script("""return performance.getEntriesByType('resource').map(e => new URL(e.name))
            .filter(u => u.pathname.startsWith('/cards/')).map(u => u.pathname);""")
        twice = [src for src, *_ in placed or [] if fetched.count(src) != 1]
        check("%s: each of the first screen's card images was fetched once (the page's cards adopt them), and the placed ones are gone" % what,
              placed and not twice and driver.execute_script("return document.querySelectorAll('.first-card').length") == 0,
              "fetched other than once: %s" % twice[:3])
        priorities = driver.execute_script("""
            return [...document.querySelectorAll('#surface .card img')].map(img => {
              const r = img.getBoundingClientRect();
              return [r.bottom > 0 && r.top < innerHeight, img.fetchPriority, img.decoding];});""")
        on = [p for p in priorities if p[0]]
        check("%s: the first screen's card images load first (fetchpriority high), the others low, decoded async" % (query or "default view"),
              on and all(p[1] == ("high" if p[0] else "low") and p[2] == "async" for p in priorities), str(priorities))

    check_first_screen_refused(driver)


def check_first_screen_refused(driver):
    """A first visit whose `/api/first-screen` never answers (the request refused by the browser):
    the modules start at once, ask `/api/grid` themselves and show the rect query's cards."""
    driver.delete_all_cookies()
    driver.execute_cdp_cmd("Network.setBlockedURLs", {"urls": ["*/api/first-screen*"]})
    try:
        driver.get(URL + "/")
        settle(driver)
        grids = requests(driver, "/api/grid")
        check("a first visit whose /api/first-screen fails asks /api/grid itself (%s)" % grids, len(grids) >= 1, str(grids))
        check_settled(driver, "a first visit whose /api/first-screen fails:")
    finally:
        driver.execute_cdp_cmd("Network.setBlockedURLs", {"urls": []})


# Counts the card images the page starts in each frame (by the frame's time, which the tasks
# between two frames share): a map from frame to the set of images given an address then.
IMAGE_STARTS = """
const watchImageStarts = (surface) => {
  const starts = new Map();
  new MutationObserver((records) => {
    const at = document.timeline.currentTime;
    if (!starts.has(at)) starts.set(at, new Set());
    for (const r of records) if (r.target.localName === 'img' && r.target.getAttribute('src')) starts.get(at).add(r.target);
  }).observe(surface, { subtree: true, attributes: true, attributeFilter: ['src'] });
  return starts;
};
"""

# A fling of 30 screens in 3 s that watches the DOM each frame (as the last draw left it): the card
# nodes, the cards each showed, any placed by left/top; and the requests it made.
WATCHED_FLING = IMAGE_STARTS + """
const done = arguments[arguments.length - 1];
const distance = 30 * innerHeight, duration = 3000;
const surface = document.getElementById('surface');
performance.setResourceTimingBufferSize(100000);
const before = performance.getEntriesByType('resource').length;
const shown = new Map();
let most = 0, frames = 0, start = null;
const placedByOffsets = new Set();
window.imageStarts = watchImageStarts(surface);
const watch = () => {
  const nodes = surface.querySelectorAll('.card');
  most = Math.max(most, nodes.length);
  for (const node of nodes) {
    if (!shown.has(node)) shown.set(node, new Set());
    shown.get(node).add(node.dataset.plant);
    if (node.style.left || node.style.top) placedByOffsets.add(node.dataset.plant);
  }
};
const step = (now) => {
  if (start === null) start = now;
  frames += 1;
  watch();
  const t = Math.min(1, (now - start) / duration);
  scrollTo(0, t * distance);
  if (t < 1) { requestAnimationFrame(step); return; }
  const end = performance.now();
  const asked = performance.getEntriesByType('resource').slice(before).filter((e) => e.startTime <= end).map((e) => new URL(e.name).pathname);
  const passed = new Set([...shown.values()].flatMap((plants) => [...plants]));
  done({frames, most, nodes: shown.size, reused: [...shown.values()].filter((plants) => plants.size > 1).length,
        placedByOffsets: [...placedByOffsets].slice(0, 5), passed: passed.size,
        elements: asked.filter((p) => p === '/api/grid/elements').length, images: asked.filter((p) => p.startsWith('/cards/')).length});
};
requestAnimationFrame(step);
"""

# Jumps to each scroll position of `arguments[0]`, one every other frame, watching what each draw
# sets up (cards added to the surface or shown for another plant) off the screen as it was then,
# and, two frames after each jump, the cards on the screen. Answers `{offScreen: [per draw],
# onScreen: [[plant, …] per jump], elements: requests made}`.
JUMPS = """
const done = arguments[arguments.length - 1], targets = arguments[0], frameOf = %s;
const surface = document.getElementById('surface');
const top = surface.getBoundingClientRect().top + scrollY;
const viewport = () => [scrollY - top, scrollY - top + innerHeight];
const meets = (n, [from, to]) => { const [, y, , h] = frameOf(n); return y < to && y + h > from; };
const before = performance.getEntriesByType('resource').length;
const offScreen = new Map();
const observer = new MutationObserver((records) => {
  const cards = new Set();
  for (const r of records) {
    if (r.type === 'attributes' && r.target.classList.contains('card')) cards.add(r.target);
    for (const n of r.addedNodes || []) if (n.classList?.contains('card')) cards.add(n);
  }
  const view = viewport(), at = document.timeline.currentTime;
  offScreen.set(at, (offScreen.get(at) || 0) + [...cards].filter((n) => n.isConnected && !meets(n, view)).length);
});
observer.observe(surface, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-plant'] });
const onScreen = [];
let frame = 0, next = 0;
const step = () => {
  frame += 1;
  if (frame %% 2 === 1) {
    if (next > 0) onScreen.push([...surface.querySelectorAll('.card')].filter((n) => meets(n, viewport())).map((n) => Number(n.dataset.plant)));
    if (next === targets.length) {
      observer.disconnect();
      const elements = performance.getEntriesByType('resource').slice(before).filter((e) => new URL(e.name).pathname === '/api/grid/elements').length;
      done({ offScreen: [...offScreen.values()], onScreen, elements });
      return;
    }
    scrollTo(0, targets[next++]);
  }
  requestAnimationFrame(step);
};
requestAnimationFrame(step);
""" % FRAME_OF

# Once the page has settled: the cards on the screen whose image is not theirs or not loaded.
UNLOADED = """
return [...document.querySelectorAll('#surface .card')].filter((n) => {
  const r = n.getBoundingClientRect();
  return r.bottom > 0 && r.top < innerHeight;
}).filter((n) => {
  const img = n.querySelector('img');
  return !(img.complete && img.naturalWidth > 0 && img.getAttribute('src') && img.currentSrc.endsWith(img.getAttribute('src')));
}).map((n) => n.dataset.plant);
"""


def run_fling_checks(driver):
    # The grid flung is exact (measured in the background, then stored): no new grid, whose first
    # draw starts all of its screen's images, comes during the fling.
    driver.get(URL + "/")
    settle(driver)
    exact_grid(driver)
    driver.get(URL + "/")
    settle(driver)
    driver.set_script_timeout(60)
    fling = driver.execute_async_script(WATCHED_FLING)
    screens = 30
    check("a fling keeps fewer than 100 card nodes in the DOM (%d at most)" % fling["most"], 0 < fling["most"] < 100, str(fling))
    check("a fling reuses card nodes: %d nodes seen for %d cards passed, at most twice the %d in the DOM at once, half of them showing more than one card (%d)"
          % (fling["nodes"], fling["passed"], fling["most"], fling["reused"]),
          fling["nodes"] <= 2 * fling["most"] and 2 * fling["reused"] >= fling["nodes"] and fling["passed"] > 2 * fling["most"], str(fling))
    check("no card is placed by left/top while the page flings", not fling["placedByOffsets"], str(fling["placedByOffsets"]))
    check("a fling of %d screens asks for elements at most once per two screens (%d requests)" % (screens, fling["elements"]),
          fling["elements"] <= screens // 2, str(fling))
    check("a fling asks for the images of at most a quarter of the %d cards it passes (%d)" % (fling["passed"], fling["images"]),
          4 * fling["images"] <= fling["passed"], str(fling))
    settle(driver)
    check_settled(driver, "after the fling")
    bound = per_draw("imagesPerDraw")
    starts = driver.execute_script("return [...window.imageStarts.values()].map((images) => images.size)")
    check("a fling and its settling start at most %d card images a frame (grid-view.js's imagesPerDraw; %d at most, %d in all)"
          % (bound, max(starts, default=0), sum(starts)), max(starts, default=0) <= bound, str(starts))
    check_jumps(driver)


def per_draw(name):
    """The bound `name` that grid-view.js declares (`name = N`): how much of a kind a draw does at most."""
    source = urllib.request.urlopen(URL + "/grid-view.js").read().decode()
    return int(re.search(r"\b%s = (\d+)" % name, source).group(1))


def check_jumps(driver):
    """Jumps up 2.5 screens a frame, four times, through rows the page knows (it flung past them a
    moment ago): the cards on the screen are all shown two frames after each jump, and no draw
    sets up more than `offScreenPerDraw` cards off the screen; then the page settles as before."""
    scroll, top, token = driver.execute_script(
        "const s = document.getElementById('surface'); return [scrollY, s.getBoundingClientRect().top + scrollY, s.dataset.token];")
    targets = [scroll - 2.5 * HEIGHT * k for k in range(1, 5)]
    expected = []
    for target in targets:
        answer = json.load(urllib.request.urlopen(URL + "/api/grid/elements?token=%s&rect=0,%d,%d,%d" % (token, target - top, WIDTH, HEIGHT)))
        expected.append(sorted(e["plant_id"] for e in answer["elements"] if e["kind"] == "item"))
    jumps = driver.execute_async_script(JUMPS, targets)
    check("jumps of 2.5 screens through known rows show every card on the screen two frames after each jump (%d requests for elements)" % jumps["elements"],
          [sorted(plants) for plants in jumps["onScreen"]] == expected and expected and all(expected),
          "shown %s, expected %s" % (jumps["onScreen"], expected))
    bound = per_draw("offScreenPerDraw")
    check("jumps of 2.5 screens: a draw sets up at most %d cards off the screen (grid-view.js's offScreenPerDraw; %s)" % (bound, jumps["offScreen"]),
          max(jumps["offScreen"], default=0) <= bound and sum(jumps["offScreen"]) > 0, str(jumps["offScreen"]))
    settle(driver)
    check_settled(driver, "after the jumps")


def check_settled(driver, what):
    """Once the page has settled: the DOM holds exactly the cards of the rect the page shows (the
    rect query's), at their frames, and every card on the screen shows its own image."""
    surface = driver.execute_script("const s = document.getElementById('surface'); return {token: s.dataset.token, rect: s.dataset.rect};")
    answer = json.load(urllib.request.urlopen(URL + "/api/grid/elements?token=%s&rect=%s" % (surface["token"], surface["rect"])))
    expected = {e["plant_id"]: e["frame"] for e in answer["elements"] if e["kind"] == "item"}
    got = driver.execute_script("""const frameOf = %s;
        return [...document.querySelectorAll('#surface .card')].map(n => [Number(n.dataset.plant), n.attributeStyleMap.has('transform') ? frameOf(n) : []]);""" % FRAME_OF)
    nodes = len(got)
    got = dict(got)
    check("%s the DOM holds exactly the cards the rect query returns, at their frames (%d)" % (what, len(expected)),
          nodes == len(got) and same_frames(got, expected),
          "%d nodes; in the DOM, not as the query says %s; in the query, not as the DOM says %s" % (
              nodes, sorted((p, f) for p, f in got.items() if not same_frames({p: f}, {p: expected.get(p, [])}))[:3],
              sorted((p, f) for p, f in expected.items() if not same_frames({p: got.get(p, [])}, {p: f}))[:3]))
    try:
        wait(driver, "const missing = (() => { %s })(); return missing.length === 0;" % UNLOADED, "every card on the screen to show its image", timeout=30)
        unloaded = []
    except Exception:
        unloaded = driver.execute_script(UNLOADED)
    check("%s every card on the screen shows its own image, loaded" % what, not unloaded, str(unloaded))


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *arguments):
        pass


def serve_folder(folder):
    """Serves `folder` on a free port of 127.0.0.1 (same site as URL): its address."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=folder))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return "http://127.0.0.1:%d/" % server.server_address[1]


def static_page(folder, name, cards, wanted):
    """Writes a static page of `cards` (`[src, x, y, w, h]`, page coordinates) whose probe waits for `wanted`."""
    origin = URL
    images = "\n".join('<img src="%s%s" style="position:absolute;left:%gpx;top:%gpx;width:%gpx;height:%gpx" alt="">' % (origin, src, x, y, w, h)
                       for src, x, y, w, h in cards)
    height = max((y + h for _, _, y, _, h in cards), default=0)
    html = ('<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">'
            '<script>window.wanted = %s;</script></head><body style="margin:0"><div style="position:relative;height:%gpx">\n%s\n</div></body></html>'
            % (json.dumps([origin + src for src in wanted]), height, images))
    with open(os.path.join(folder, name), "w") as file:
        file.write(html)


def load_timed(driver, address, wanted=None):
    """Loads `address` with an empty cache and the CPU slowed 4×: ms from navigation to the first screen's images."""
    driver.execute_cdp_cmd("Network.clearBrowserCache", {})
    driver.execute_cdp_cmd("Emulation.setCPUThrottlingRate", {"rate": 4})
    try:
        if wanted is not None:
            driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": "window.wanted = %s;" % json.dumps(wanted)})
        driver.get(address)
        return wait(driver, "return window.firstScreenAt", "the first screen's images", timeout=120)
    finally:
        driver.execute_cdp_cmd("Emulation.setCPUThrottlingRate", {"rate": 1})


FLING = """
const done = arguments[arguments.length - 1];
const distance = 30 * innerHeight, duration = 3000;
longTasks.length = 0;
let frames = 0, start = null;
const step = (now) => {
  if (start === null) start = now;
  frames += 1;
  const t = Math.min(1, (now - start) / duration);
  scrollTo(0, t * distance);
  if (t < 1) requestAnimationFrame(step);
  else setTimeout(() => done({frames, longest: Math.max(0, ...longTasks)}), 200);
};
requestAnimationFrame(step);
"""


def fling(driver):
    driver.execute_cdp_cmd("Emulation.setCPUThrottlingRate", {"rate": 4})
    try:
        driver.set_script_timeout(60)
        return driver.execute_async_script(FLING)
    finally:
        driver.execute_cdp_cmd("Emulation.setCPUThrottlingRate", {"rate": 1})


def measure(runs):
    folder = tempfile.mkdtemp(prefix="corolla-start-")
    static_origin = serve_folder(folder)
    driver = make_driver()
    try:
        # The page once, untimed: the server draws its cards; what the first screen holds.
        driver.get(URL + "/")
        settle(driver)
        shown = first_screen(driver)
        cards = driver.execute_script("""
            const top = document.getElementById('surface').getBoundingClientRect().top + scrollY, frameOf = %s;
            return [...document.querySelectorAll('#surface .card')].map(n => [n.querySelector('img').getAttribute('src'),
              ...frameOf(n)]).map(([s, x, y, w, h]) => [s, x, y + top, w, h]);""" % FRAME_OF)
        static_page(folder, "first.html", cards, shown["on"])
        wanted = shown["on"]
        load_timed(driver, static_origin + "first.html")
        page, static, first_visit = [], [], []
        for _ in range(runs):
            page.append(load_timed(driver, URL + "/", wanted))
            static.append(load_timed(driver, static_origin + "first.html"))
            # A first visit: no window in a cookie, so nothing of the first screen in the page.
            cookie = driver.get_cookie("corolla_viewport")
            driver.delete_cookie("corolla_viewport")
            first_visit.append(load_timed(driver, URL + "/", wanted))
            if cookie:
                driver.add_cookie({"name": cookie["name"], "value": cookie["value"], "path": "/", "sameSite": "Strict"})
        ratio = statistics.median(page) / statistics.median(static)
        print("page.firstScreen 4x throttle, %d cards on the first screen, %d runs: page %.0f ms, static %.0f ms, ratio %.2fx (goal <= 1.5x); page %s, static %s"
              % (len(wanted), runs, statistics.median(page), statistics.median(static), ratio,
                 [round(v) for v in page], [round(v) for v in static]))
        print("page.firstScreen (a first visit: no window in a cookie) %.0f ms, ratio %.2fx the static page; %s"
              % (statistics.median(first_visit), statistics.median(first_visit) / statistics.median(static), [round(v) for v in first_visit]))

        # The fling: the page settled with a warm cache, then the static page of every card down to 31 screens.
        frames = {"page": [], "static": []}
        longest = {"page": [], "static": []}
        all_cards = []
        for _ in range(runs):
            driver.get(URL + "/")
            settle(driver)
            if not all_cards:
                top = driver.execute_script("return document.getElementById('surface').getBoundingClientRect().top + scrollY")
                token = driver.execute_script("return document.getElementById('surface').dataset.token")
                found = {}
                for screen in range(0, 32, 8):
                    answer = json.load(urllib.request.urlopen(URL + "/api/grid/elements?token=%s&rect=0,%d,%d,%d" % (token, screen * HEIGHT, WIDTH, 8 * HEIGHT)))
                    found.update((e["plant_id"], [e["card"], e["frame"][0], e["frame"][1] + top] + e["frame"][2:]) for e in answer["elements"] if e["kind"] == "item")
                all_cards = list(found.values())
                static_page(folder, "fling.html", all_cards, [c[0] for c in all_cards])
            result = fling(driver)
            frames["page"].append(result["frames"])
            longest["page"].append(result["longest"])
            driver.get(static_origin + "fling.html")
            wait(driver, "return window.firstScreenAt", "the static page's images", timeout=120)
            result = fling(driver)
            frames["static"].append(result["frames"])
            longest["static"].append(result["longest"])
        share = statistics.median(frames["page"]) / statistics.median(frames["static"])
        print("page.fling 4x throttle, 30 screens in 3 s (%d cards), %d runs: page %d frames, static %d frames, ratio %.2fx (goal >= 0.9x); "
              "longest long task: page %.0f ms, static %.0f ms (goal <= 50 ms); frames page %s static %s, long tasks page %s static %s"
              % (len(all_cards), runs, statistics.median(frames["page"]), statistics.median(frames["static"]), share,
                 max(longest["page"]), max(longest["static"]), frames["page"], frames["static"],
                 [round(v) for v in longest["page"]], [round(v) for v in longest["static"]]))
    finally:
        driver.quit()


def run(checks, verdict):
    """Runs `checks(driver)` in a new browser; prints `verdict` when every rule held, else exits 1."""
    driver = make_driver()
    try:
        checks(driver)
    finally:
        driver.quit()
    if failures:
        print("%d check(s) failed" % len(failures))
        sys.exit(1)
    print(verdict)


def main():
    if MODE == "--check":
        run(run_checks, "the page starts at once")
    elif MODE == "--fling":
        run(run_fling_checks, "the page flings on recycled cards")
    elif MODE == "--measure":
        measure(int(sys.argv[3]) if len(sys.argv) > 3 else 5)
    else:
        sys.exit("usage: start_check.py URL --check | --fling | --measure [RUNS]")

main()
