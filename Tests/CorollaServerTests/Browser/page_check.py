#!/usr/bin/python3
"""Drives `corolla serve`'s page in a browser (WebDriver: Chromium or WebKit) and checks what a user sees.

Usage: page_check.py URL COROLLA DB SHOTS_DIR [--small SEARCH | --app | --pairing] [--engine chromium|webkit]
Prints one line per check (`ok`, `FAIL`, or `skip` with what the engine cannot do); exits 1 with the
failures when a check fails. Each check states its rule. --engine picks the browser (engine.py):
Chromium (the default) or WebKit (WebKitGTK, Safari's engine), the same flows in each.
Without --small: a large catalog, scrolled top to bottom, resized from its middle, watered from
another process. With --small (a catalog of a few dozen favorites): resized while scrolled to the
very end, searched for SEARCH by typing in the search box, and switched to the dark colour scheme.
With --app (a catalog of a few dozen favorites; app_check.py): the page as a phone app at 390×844
(touch, mobile) and 1280×800 — header, touch targets, overlaps, the view in the URL, water and
unfavorite with Undo checked through the CLI, the empty states, and axe-core in every view (run it
with a Python that has axe-selenium-python: bin/test's .venv-test). With --pairing (pairing_check.py):
two browsers pair with a `corolla serve --host 0.0.0.0` it starts on URL's port, across a restart.
"""
import json
import struct
import subprocess
import sys
import time
import urllib.request
import zlib

import engine
from frames import FRAME_OF

ENGINE = engine.named(sys.argv[sys.argv.index("--engine") + 1] if "--engine" in sys.argv else "chromium")
if "--engine" in sys.argv:
    del sys.argv[sys.argv.index("--engine"):sys.argv.index("--engine") + 2]
URL, COROLLA, DB, SHOTS = sys.argv[1:5]
SMALL = sys.argv[5:6] == ["--small"]
APP = sys.argv[5:6] == ["--app"]
PAIRING = sys.argv[5:6] == ["--pairing"]
SEARCH = sys.argv[6] if SMALL else None
# The watering tile's colours (iOS systemRed and systemGreen) in the light and the dark palette.
TILES = {"light": ((0xFF, 0x3B, 0x30), (0x34, 0xC7, 0x59)), "dark": ((0xFF, 0x45, 0x3A), (0x30, 0xD1, 0x58))}
failures = []
counts = {"ok": 0, "skip": 0}


def check(rule, ok, detail=""):
    print(("ok   " if ok else "FAIL ") + rule + ("" if ok else ": " + detail))
    if not ok:
        failures.append(rule)
    else:
        counts["ok"] += 1


def skip(view, reason):
    """Says that a check does not run in this engine, and why."""
    print("skip %s %s: %s" % (view, ENGINE.name, reason))
    counts["skip"] += 1


def api(path):
    with urllib.request.urlopen(URL.rstrip("/") + path) as response:
        return json.load(response)


def wait(driver, condition, what, timeout=30):
    deadline = time.time() + timeout
    while time.time() < deadline:
        value = driver.execute_script(condition)
        if value:
            return value
        time.sleep(0.05)
    raise AssertionError("timed out waiting for " + what)


def settle(driver):
    """Waits until the page shows a grid and no request is in flight for a moment."""
    # The document may still be loading (WebKitWebDriver can return from a navigation before it is parsed).
    wait(driver, "const s = document.getElementById('surface'); return s && s.dataset.rect", "the first elements", timeout=240)
    last, stable = None, 0
    while stable < 6:
        state = driver.execute_script(
            "const s = document.getElementById('surface'); return [s.dataset.token, s.dataset.rect, window.scrollY, s.children.length].join(' ')")
        stable = stable + 1 if state == last else 0
        last = state
        time.sleep(0.1)


def dom_cards(driver):
    """The cards in the DOM, each frame read as the numbers the page set (frames.py)."""
    return driver.execute_script("""const frameOf = %s;
        return [...document.querySelectorAll('#surface .card')].map(n => ({
          plant: Number(n.dataset.plant), needs: n.dataset.needsWater === 'true', src: n.querySelector('img').getAttribute('src'),
          frame: frameOf(n)}));""" % FRAME_OF)


def check_dom_matches_rect_query(driver, label):
    surface = driver.execute_script(
        "const s = document.getElementById('surface'); return {token: s.dataset.token, rect: s.dataset.rect};")
    answer = api("/api/grid/elements?token=%s&rect=%s" % (surface["token"], surface["rect"]))
    expected = {(e["plant_id"], tuple(e["frame"])) for e in answer["elements"] if e["kind"] == "item"}
    cards = dom_cards(driver)
    got = {(c["plant"], tuple(c["frame"])) for c in cards}
    check("%s: the DOM holds exactly the cards the rect query returns, at their frames" % label, got == expected and len(cards) == len(expected),
          "DOM %d cards, query %d; only in DOM %s; only in query %s" % (len(cards), len(expected), sorted(got - expected)[:3], sorted(expected - got)[:3]))
    check("%s: under 100 cards in the DOM" % label, len(cards) < 100, str(len(cards)))
    return cards


def read_png(data):
    """Pixels of an 8-bit RGB or RGBA PNG: (width, height, rows of (r, g, b))."""
    position, chunks = 8, []
    width = height = color = 0
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        if kind == b"IHDR":
            width, height, depth, color = struct.unpack(">IIBB", body[:10])
            assert depth == 8 and color in (2, 6), "unsupported PNG"
        elif kind == b"IDAT":
            chunks.append(body)
        position += 12 + length
    raw = zlib.decompress(b"".join(chunks))
    channels = 4 if color == 6 else 3
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up, corner = previous[i], previous[i - channels] if i >= channels else 0
            if kind == 1: line[i] = (line[i] + left) & 255
            elif kind == 2: line[i] = (line[i] + up) & 255
            elif kind == 3: line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        rows.append(line)
        previous = line
    return width, height, [[tuple(row[x * channels:x * channels + 3]) for x in range(width)] for row in rows]


def near(pixel, color):
    return all(abs(a - b) <= 12 for a, b in zip(pixel, color))


def check_tile_colours(driver, label, cards, scheme="light"):
    """Each card fully in the viewport shows its watering colour inside its frame, and not the other one."""
    needs_water, watered = TILES[scheme]
    shot = driver.get_screenshot_as_png()
    width, height, pixels = read_png(shot)
    ratio = driver.execute_script("return window.devicePixelRatio")
    offset = driver.execute_script("return document.getElementById('surface').getBoundingClientRect().top")
    checked = wrong = 0
    for card in cards:
        x, y, w, h = card["frame"]
        top = (y + offset) * ratio
        if top < 0 or (y + offset + h) * ratio > height or x * ratio + w * ratio > width:
            continue
        counts = {"needs": 0, "watered": 0}
        for py in range(int(top), int(top + h * ratio), 2):
            for px in range(int(x * ratio), int((x + w) * ratio), 2):
                if near(pixels[py][px], needs_water): counts["needs"] += 1
                elif near(pixels[py][px], watered): counts["watered"] += 1
        mine, other = (counts["needs"], counts["watered"]) if card["needs"] else (counts["watered"], counts["needs"])
        checked += 1
        if mine < 50 or other > 0:
            wrong += 1
    check("%s: the screenshot shows each visible card's watering colour at its frame (%d cards)" % (label, checked), checked > 0 and wrong == 0,
          "%d of %d cards wrong" % (wrong, checked))
    return shot


def set_viewport(driver, width, height):
    """The viewport at `width`×`height` (in Chromium, below 600 wide a phone: mobile and touch emulated)."""
    ENGINE.set_viewport(driver, width, height)


# The part of the view one sees starts below the bar and, grouped, the pinned section header (all
# of its height, even while the next header pushes it up): its top in content coordinates.
VISIBLE_TOP = """
    const surface = document.getElementById('surface'), pinned = document.querySelector('.pinned-header');
    const visibleTop = window.scrollY - (surface.getBoundingClientRect().top + window.scrollY)
      + document.querySelector('header.bar').getBoundingClientRect().height + (pinned && !pinned.hidden ? pinned.offsetHeight : 0);"""


def top_card(driver):
    """The place the page keeps: the card nearest the top of the visible part that is mostly visible
    (at least half its height below that top; ties to the left) and the offset of the visible top
    from the card's top in whole pixels; None at the top of the page."""
    return driver.execute_script(VISIBLE_TOP + """
        if (window.scrollY <= 0) return null;
        let best = null;
        for (const n of document.querySelectorAll('#surface .card')) {
          const y = n.frame[1], x = n.frame[0];
          if (y + n.frame[3] / 2 < visibleTop) continue;
          if (!best || y < best.y || (y === best.y && x < best.x)) best = {plant: n.dataset.plant, y, x};
        }
        return best && {plant: best.plant, offset: Math.round(visibleTop - best.y)};""")


def card_offset(driver, plant):
    """The offset of the visible top from the top of the card of `plant`, or None when it is not in the DOM."""
    return driver.execute_script(VISIBLE_TOP + """
        const n = document.querySelector('#surface .card[data-plant="' + arguments[0] + '"]');
        return n ? visibleTop - n.frame[1] : null;""", plant)


def check_resize_keeps_anchor(driver, scroll, label):
    """Loads the page at 834×1112, scrolls to `scroll`, resizes to 390×844: the card at the top stays at the top."""
    set_viewport(driver, 834, 1112)
    driver.get(URL)
    settle(driver)
    driver.execute_script("window.scrollTo(0, arguments[0])", scroll)
    settle(driver)
    before = top_card(driver)
    token = driver.execute_script("return document.getElementById('surface').dataset.token")
    set_viewport(driver, 390, 844)
    wait(driver, "return document.getElementById('surface').dataset.token !== '%s'" % token, "the relayout")
    settle(driver)
    # The anchor stays where it was, as a browser's scroll anchoring keeps its anchor node (in a
    # waterfall a card of another column may then start a little higher).
    after = card_offset(driver, before["plant"]) if before else None
    check("after a resize from 834 to 390 (%s) the anchored card is still at the top" % label,
          after is not None and abs(after - before["offset"]) <= 1,
          "before %s, after: offset %s" % (before, after))
    check_dom_matches_rect_query(driver, "390 after the resize (%s)" % label)


def cli_items(arguments, rect):
    """The plants and frames `corolla grid ARGUMENTS --format json` gives that intersect `rect` (x, y, w, h)."""
    output = subprocess.run([COROLLA, "grid", "--db", DB, "--format", "json"] + arguments, check=True, capture_output=True).stdout
    x, y, w, h = rect
    items = set()
    for section in json.loads(output)["sections"]:
        for plant, frame in zip(section["plantIds"], section["items"]):
            if frame[0] < x + w and x < frame[0] + frame[2] and frame[1] < y + h and y < frame[1] + frame[3]:
                items.add((plant, tuple(frame)))
    return items


def check_search(driver):
    """Types SEARCH in the search box: the page shows what `corolla grid --search SEARCH` does; clearing it shows every favorite."""
    set_viewport(driver, 390, 844)
    driver.get(URL)
    settle(driver)
    box = driver.find_element("id", "search")
    labelled = driver.execute_script("const b = arguments[0]; return b.labels.length > 0 && b.labels[0].textContent.trim().startsWith('Search') && b.tabIndex >= 0", box)
    check("the search box is labelled and keyboard reachable", labelled)
    everything = driver.execute_script("return document.getElementById('status').textContent")
    token = driver.execute_script("return document.getElementById('surface').dataset.token")
    box.send_keys(SEARCH)
    wait(driver, "return document.getElementById('surface').dataset.token !== '%s'" % token, "the searched grid")
    settle(driver)
    surface = driver.execute_script(
        "const s = document.getElementById('surface'); return {rect: s.dataset.rect.split(',').map(Number), width: s.clientWidth};")
    expected = cli_items(["--width", str(surface["width"]), "--search", SEARCH], surface["rect"])
    got = {(c["plant"], tuple(c["frame"])) for c in dom_cards(driver)}
    check("after typing '%s' the DOM holds the cards 'corolla grid --search' gives for the view, at its frames" % SEARCH,
          got == expected and len(expected) > 0, "DOM %s, CLI %s" % (sorted(got)[:4], sorted(expected)[:4]))
    status = driver.execute_script("return document.getElementById('status').textContent")
    check("the status line counts the favorites found", status != everything and " favorites " in status, status)
    token = driver.execute_script("return document.getElementById('surface').dataset.token")
    for _ in SEARCH:
        box.send_keys("\ue003")  # Backspace
    wait(driver, "return document.getElementById('surface').dataset.token !== '%s'" % token, "the grid of every favorite")
    settle(driver)
    status = driver.execute_script("return document.getElementById('status').textContent")
    check("clearing the search box shows every favorite again", status.split(" · ")[0] == everything.split(" · ")[0], status)


def check_dark_scheme(driver):
    """Switches the page to `prefers-color-scheme: dark` without a reload: dark cards on a dark page,
    at the same frames. (WebKit: a second browser started dark shows the page, as a running
    WebKitGTK page keeps the colour scheme it started with.)"""
    for width, height in ((390, 844), (834, 1112)):
        label = "%d×%d dark" % (width, height)
        set_viewport(driver, width, height)
        driver.get(URL)
        settle(driver)
        light = dom_cards(driver)
        light_view = driver.execute_script("return [window.scrollY, window.innerHeight]")
        driver.execute_script("window.__notReloaded = true")
        with ENGINE.other_browser(driver, prefers_color_scheme="dark") as dark_driver:
            if ENGINE.switches_media:
                wait(dark_driver, "return document.getElementById('surface').dataset.appearance === 'dark' && window.__notReloaded === true",
                     "the dark cards")
            else:
                skip(label, "switching the colour scheme without a reload needs media emulation WebKitWebDriver does not have; a browser started dark loads the page")
                set_viewport(dark_driver, width, height)
                dark_driver.get(URL)
                wait(dark_driver, "return document.getElementById('surface').dataset.appearance === 'dark'", "the dark cards")
            check_dark_page(dark_driver, label, light, light_view)
            shot = check_tile_colours(dark_driver, label, check_dom_matches_rect_query(dark_driver, label), scheme="dark")
        with open("%s/serve-%d-dark.png" % (SHOTS, width), "wb") as file:
            file.write(shot)


def check_dark_page(driver, label, light, light_view):
    """The page is dark and shows the cards `light` showed in the view `light_view` (its scroll and
    height) at the same frames, each with its dark image."""
    settle(driver)
    wait(driver, "return [...document.querySelectorAll('#surface .card img')].every(i => i.complete && i.naturalWidth > 0)", "the dark images")
    dark = dom_cards(driver)
    # The cards the viewport shows are the same, at the same frames (the rows fetched beyond
    # the viewport may differ by a card between two fetches).
    view_top, view_height = light_view
    def visible(cards):
        return sorted((c["plant"], tuple(c["frame"])) for c in cards if c["frame"][1] < view_top + view_height and c["frame"][1] + c["frame"][3] > view_top)
    frames = {c["plant"]: tuple(c["frame"]) for c in light}
    check("%s: every card's image is its dark image, the frames unchanged" % label,
          all("/dark/" in c["src"] for c in dark) and visible(dark) == visible(light) and visible(dark)
          and all(frames.get(c["plant"], tuple(c["frame"])) == tuple(c["frame"]) for c in dark),
          "%d light cards, %d dark; not dark: %s; visible light %s; visible dark %s" % (
              len(light), len(dark), [c["src"] for c in dark if "/dark/" not in c["src"]][:3], visible(light)[:6], visible(dark)[:6]))
    background = driver.execute_script("return getComputedStyle(document.body).backgroundColor")
    check("%s: the page is dark" % label, background in ("rgb(0, 0, 0)",), background)


def check_large_catalog(driver):
    for width, height in ((390, 844), (834, 1112)):
        set_viewport(driver, width, height)
        driver.get(URL)
        settle(driver)
        cards = check_dom_matches_rect_query(driver, "%d×%d top" % (width, height))
        shot = check_tile_colours(driver, "%d×%d" % (width, height), cards)
        with open("%s/serve-%d.png" % (SHOTS, width), "wb") as file:
            file.write(shot)
        total = driver.execute_script("return document.getElementById('surface').offsetHeight")
        driver.execute_script("window.scrollTo(0, arguments[0])", total // 2)
        settle(driver)
        check_dom_matches_rect_query(driver, "%d×%d middle" % (width, height))
        if width == 390:
            # Top to bottom on the phone: at every twentieth of the content, and at the end,
            # the DOM holds the rect query's cards only (under 100), however long the list.
            for step in range(1, 21):
                driver.execute_script("window.scrollTo(0, arguments[0])", total * step // 20)
                settle(driver)
                check_dom_matches_rect_query(driver, "390×844 at %d/20" % step)

    # Resize from 834 to 390 from the middle of the content: the card at the top stays at the top.
    check_resize_keeps_anchor(driver, 5000, "scrolled to 5000")
    import place_check
    place_check.check_estimated(driver, sys.modules[__name__])
    status = driver.find_element("id", "status").text
    check("the status line says how many favorites need water", " favorites · " in status and " water today" in status, status)

    # Watering in another process updates the card without a reload.
    driver.execute_script("window.__notReloaded = true")
    thirsty = [c for c in dom_cards(driver) if c["needs"]]
    check("a card that needs water is in view", bool(thirsty))
    if thirsty:
        card = thirsty[0]
        key = driver.execute_script("return document.querySelector('#surface .card[data-plant=\"%d\"]').dataset.key" % card["plant"])
        subprocess.run([COROLLA, "plants", "water", key, "--db", DB, "--quiet"], check=True)
        updated = wait(driver, """
            const n = document.querySelector('#surface .card[data-plant="%d"]');
            return n && n.dataset.needsWater === 'false' && n.querySelector('img').getAttribute('src') !== '%s' && window.__notReloaded === true;
            """ % (card["plant"], card["src"]), "the watered card", timeout=15)
        check("after 'corolla plants water KEY' in another process the card changes without a reload", bool(updated))
        settle(driver)
        check_dom_matches_rect_query(driver, "after watering")

    # Keyboard: the bar's controls and each card's button are reachable with Tab.
    reached = driver.execute_script("""
        const focusable = [...document.querySelectorAll('input, button')].filter(e => e.tabIndex >= 0 && !e.disabled && e.offsetParent);
        return [focusable.length, document.querySelectorAll('#surface .card').length];""")
    check("the bar's controls and the card buttons are keyboard reachable", reached[0] >= 3 + reached[1], str(reached))

    # The cache figures are behind Details (under the bar: at the top of the page).
    driver.execute_script("window.scrollTo(0, 0)")
    settle(driver)
    driver.find_element("id", "details-button").click()
    details = driver.find_element("id", "details").text
    words = ("Drawn from the cache · ", "Partly drawn from the cache (", "Laid out afresh · ", "Laid out without the cache · ")
    check("the Details toggle says in words how the grid was drawn and when (the figures stay in /api/grid)",
          details.startswith(words) and details.endswith(" · updated just now") and " ms" not in details and "revision" not in details, details)


def main():
    if PAIRING:
        import pairing_check
        pairing_check.run(sys.modules[__name__])
        finish()
        return
    driver = ENGINE.start()
    print("engine " + ENGINE.describe(driver))
    try:
        if APP:
            import app_check
            app_check.run(driver, sys.modules[__name__])
        elif SMALL:
            # Scrolled to the very end (far past the content: the browser clamps), then resized.
            check_resize_keeps_anchor(driver, 1000000, "scrolled to the end")
            check_search(driver)
            check_dark_scheme(driver)
        else:
            check_large_catalog(driver)
    finally:
        driver.quit()
        ENGINE.stop()
    finish()


def finish():
    print("%s: %d checks ok, %d skipped, %d failed" % (ENGINE.name, counts["ok"], counts["skip"], len(failures)))
    if failures:
        print("%d check(s) failed" % len(failures))
        sys.exit(1)


main()
