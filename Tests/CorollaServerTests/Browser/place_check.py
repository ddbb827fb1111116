"""The place in the address (app_check.run, at 390×844): `at` names the card nearest the top of the
part of the view one sees (below the bar and, grouped, the pinned header) that is mostly visible,
`offset` the offset of that visible top from the card's top (page_check.top_card states the rule).
Scrolled to several places — one where a card of the other column is almost scrolled off, one where
a pinned header is being pushed up — four reloads each show the same scroll position within 1 px
and leave the address byte for byte as it was; Back and Forward across a choice and a link opened
in a fresh window show the same place; a card removed elsewhere leaves an open page where it is and
its place in the address moves to a card still shown, and a link to the removed card shows the top.
"""
import subprocess
import time

ac = None  # app_check: load, choose, PHONE, cli
pc = None  # page_check: check, wait, settle, top_card, set_viewport, URL, COROLLA, DB

RELOADS = 4
# The page records the place 300 ms after a scroll: waiting longer shows whether it would record another.
RECORD_DELAY = 0.6


def address(driver):
    return driver.execute_script("return location.pathname + location.search")


def place_in_address(driver):
    """The address's place as page_check.top_card gives it: {plant, offset}, or None."""
    return driver.execute_script("""const q = new URLSearchParams(location.search);
        return q.get('at') ? {plant: q.get('at'), offset: Number(q.get('offset') || 0)} : null;""")


def scroll_and_record(driver, y):
    """Scrolls to `y` and waits for the page to record its place: returns (scrollY, address)."""
    driver.execute_script("window.scrollTo(0, arguments[0])", y)
    pc.settle(driver)
    time.sleep(RECORD_DELAY)
    return driver.execute_script("return window.scrollY"), address(driver)


def restored(driver):
    """Waits for a loaded page to show its place; returns (scrollY, address) once it has had the time to record another."""
    pc.wait(driver, "return document.getElementById('surface').dataset.rect && window.scrollY > 0", "the restored place")
    pc.settle(driver)
    time.sleep(RECORD_DELAY)
    return driver.execute_script("return window.scrollY"), address(driver)


def check_place(driver, y, what):
    """At scroll position `y`: the address holds the rule's place; four reloads keep it exactly."""
    scroll, url = scroll_and_record(driver, y)
    top = pc.top_card(driver)
    pc.check("%s: the address holds the card nearest the visible top that is mostly visible and the offset from it" % what,
             top is not None and place_in_address(driver) == top, "%s, address %s" % (top, url))
    seen = []
    # What the place's card is, in the grid shown, when the scroll differs: whether the grid moved
    # it (its frame) or the page put it elsewhere (its offset from the visible top).
    card = lambda: driver.execute_script(
        "const n = document.querySelector('#surface .card[data-plant=\"' + arguments[0] + '\"]'); return n && [n.frame, n.parentNode.dataset.token]",
        top and top["plant"])
    before = (card(), top and pc.card_offset(driver, top["plant"]))
    for _ in range(RELOADS):
        driver.refresh()
        seen.append(restored(driver))
    after = (card(), top and pc.card_offset(driver, top["plant"]))
    pc.check("%s: %d reloads show the same scroll position within 1 px" % (what, RELOADS),
             all(abs(s - scroll) <= 1 for s, _ in seen),
             "%s, then %s; the place's card (frame, grid) and offset before %s, after %s" % (scroll, [s for s, _ in seen], before, after))
    pc.check("%s: %d reloads leave the address as it was, byte for byte" % (what, RELOADS),
             all(u == url for _, u in seen), "%s, then %s" % (url, [u for _, u in seen]))
    return scroll, url


def frames(driver, selector):
    return driver.execute_script("""return [...document.querySelectorAll(arguments[0])].map(n =>
        ({plant: n.dataset.plant, y: n.frame[1], x: n.frame[0], h: n.frame[3]}));""", selector)


def covered(driver):
    """The surface's top in the document and the bar's height."""
    return driver.execute_script("""return [document.getElementById('surface').getBoundingClientRect().top + window.scrollY,
        document.querySelector('header.bar').getBoundingClientRect().height]""")


def almost_gone(driver, header):
    """A scroll position where a card of the other column shows only its last 8 px under the bar
    (and the pinned header of `header` px): the card next to it, lower, is the place, not that one."""
    driver.execute_script("window.scrollTo(0, 1200)")
    pc.settle(driver)
    surface, bar = covered(driver)
    cards = frames(driver, "#surface .card")
    for card in sorted(cards, key=lambda c: c["y"]):
        # One whose neighbour in the other column starts lower, but less than its height lower.
        beside = [c for c in cards if c["x"] != card["x"] and card["y"] < c["y"] < card["y"] + card["h"] - 8]
        if card["y"] > 1200 and beside:
            return surface + card["y"] + card["h"] - 8 - bar - header, card["plant"]
    raise AssertionError("no card with a lower neighbour in the other column below 1200 px")


def check_reloads(driver):
    ac.load(driver, ac.PHONE)
    for y in (1500, 700):
        check_place(driver, y, "scrolled to %d" % y)
    y, hidden = almost_gone(driver, 0)
    check_place(driver, y, "a card of the other column almost scrolled off")
    pc.check("a card showing only 8 px is not the place", place_in_address(driver)["plant"] != hidden, address(driver))

    ac.load(driver, ac.PHONE, "?group_by=kind")
    header = driver.execute_script("return document.querySelector('#surface .section-header').offsetHeight")
    check_place(driver, 1500, "grouped, scrolled to 1500")
    y, hidden = almost_gone(driver, header)
    check_place(driver, y, "grouped, a card almost scrolled off under the pinned header")
    pc.check("grouped: a card showing only 8 px below the pinned header is not the place",
             place_in_address(driver)["plant"] != hidden, address(driver))
    # The next section's header 20 px below the bar, pushing the pinned one up.
    surface, bar = covered(driver)
    pushing = next(h for h in frames(driver, "#surface .section-header") if h["y"] > 600)
    check_place(driver, surface + pushing["y"] - 20 - bar, "grouped, the pinned header pushed up by the next")


def check_history_and_link(driver):
    ac.load(driver, ac.PHONE)
    first = scroll_and_record(driver, 1400)
    ac.choose(driver, "style", "chip")
    second = scroll_and_record(driver, 600)
    pc.wait(driver, "return !!document.querySelector('dialog.sheet[open]') || !(history.state && history.state.sheet)", "the closed sheet's Back step")
    driver.back()
    pc.wait(driver, "return document.getElementById('style').value !== 'chip'", "the view before the choice")
    back = restored(driver)
    pc.check("Back after a choice shows the place before it (scroll within 1 px, the same address)",
             abs(back[0] - first[0]) <= 1 and back[1] == first[1], "%s, before %s" % (back, first))
    driver.forward()
    pc.wait(driver, "return document.getElementById('style').value === 'chip'", "the view of the choice")
    forward = restored(driver)
    pc.check("Forward shows the place after the choice (scroll within 1 px, the same address)",
             abs(forward[0] - second[0]) <= 1 and forward[1] == second[1], "%s, before %s" % (forward, second))

    ac.load(driver, ac.PHONE, "?group_by=kind")
    shared = scroll_and_record(driver, 1100)
    mine = driver.current_window_handle
    driver.switch_to.new_window("window")
    try:
        pc.set_viewport(driver, *ac.PHONE)
        driver.get(pc.URL.rstrip("/") + shared[1])
        opened = restored(driver)
        pc.check("a shared link opened in a fresh window shows the same place (scroll within 1 px, the same address)",
                 abs(opened[0] - shared[0]) <= 1 and opened[1] == shared[1], "%s, shared %s" % (opened, shared))
    finally:
        driver.close()
        driver.switch_to.window(mine)


def check_removed_card(driver):
    """The place's card removed from the favorites elsewhere (put back after)."""
    ac.load(driver, ac.PHONE)
    scroll, url = scroll_and_record(driver, 1500)
    plant = place_in_address(driver)["plant"]
    key = driver.execute_script("return document.querySelector('#surface .card[data-plant=\"%s\"]').dataset.key" % plant)
    position = [f["key"] for f in ac.cli("favorites", "list")].index(key) + 1
    subprocess.run([pc.COROLLA, "favorites", "remove", "--db", pc.DB, "--quiet", key], check=True)
    try:
        pc.wait(driver, "return !document.querySelector('#surface .card[data-plant=\"%s\"]')" % plant, "the removed card gone", timeout=15)
        pc.settle(driver)
        time.sleep(RECORD_DELAY)
        now = driver.execute_script("return window.scrollY")
        moved = place_in_address(driver)
        pc.check("the place's card removed elsewhere: the open page stays where it was", abs(now - scroll) <= 1, "%s, before %s" % (now, scroll))
        pc.check("the place's card removed elsewhere: the address names the place now, a card still shown",
                 moved is not None and moved["plant"] != plant and moved == pc.top_card(driver), "%s, before %s" % (address(driver), url))
        driver.get(pc.URL.rstrip("/") + url)
        pc.settle(driver)
        time.sleep(RECORD_DELAY)
        top = driver.execute_script("return [window.scrollY, location.search]")
        pc.check("a link whose card is no longer shown shows the top of the view, and the address drops the place",
                 top[0] == 0 and "at=" not in top[1], str(top))
    finally:
        subprocess.run([pc.COROLLA, "favorites", "add", "--db", pc.DB, "--quiet", "--at", str(position), key], check=True)


def run(driver, app_check, page_check):
    global ac, pc
    ac, pc = app_check, page_check
    check_reloads(driver)
    check_history_and_link(driver)
    check_removed_card(driver)


def tokens_until_exact(driver, first, what):
    """Waits for the page to show a grid other than `first`, then another (an estimated grid, then
    the exact one it asks for once the server has measured every card); returns how many it saw."""
    seen = [first]
    deadline = time.time() + 120
    while time.time() < deadline and len(seen) < 3:
        token = driver.execute_script("return document.getElementById('surface').dataset.token")
        if token != seen[-1]:
            seen.append(token)
        time.sleep(0.02)
    pc.settle(driver)
    pc.check("%s: the page first shows an estimated grid, then the exact one" % what, len(seen) == 3, "grids seen: %d" % len(seen))


def check_estimated(driver, page_check):
    """On a large catalog (page_check, at widths the server has not laid out: estimated grids made
    exact in the background): a resize keeps the place through the estimated grid and the exact
    one, the address unchanged; a link opened at another new width shows its place once exact and
    keeps it across four reloads."""
    global pc
    pc = page_check
    pc.set_viewport(driver, 390, 844)
    driver.get(pc.URL)
    pc.settle(driver)
    scroll, url = scroll_and_record(driver, 20000)
    place = place_in_address(driver)
    token = driver.execute_script("return document.getElementById('surface').dataset.token")
    pc.set_viewport(driver, 400, 844)
    tokens_until_exact(driver, token, "resized to 400")
    time.sleep(RECORD_DELAY)
    offset = pc.card_offset(driver, place["plant"])
    pc.check("resized to a width not laid out yet: the place's card is at its offset once the grid is exact",
             offset is not None and abs(offset - place["offset"]) <= 1, "%s, place %s" % (offset, place))
    pc.check("resized to a width not laid out yet: the address keeps the place", address(driver) == url, "%s, before %s" % (address(driver), url))

    driver.get("about:blank")
    pc.set_viewport(driver, 410, 844)
    driver.get(pc.URL.rstrip("/") + url)
    tokens_until_exact(driver, None, "a link opened at a width not laid out yet")
    time.sleep(RECORD_DELAY)
    offset = pc.card_offset(driver, place["plant"])
    pc.check("a link opened at a width not laid out yet: its card is at its offset once the grid is exact, the address unchanged",
             offset is not None and abs(offset - place["offset"]) <= 1 and address(driver) == url, "%s, %s, place %s" % (offset, address(driver), place))
    scroll = driver.execute_script("return window.scrollY")
    seen = []
    for _ in range(RELOADS):
        driver.refresh()
        seen.append(restored(driver))
    pc.check("at 410 (exact now): %d reloads show the same place (scroll within 1 px, the address byte for byte)" % RELOADS,
             all(abs(s - scroll) <= 1 and u == url for s, u in seen), "%s %s, then %s" % (scroll, url, seen))
