"""The page as a phone app (page_check.py --app): at 390×844 with touch and mobile emulation and at
1280×800 — an opaque bar of at most 56 px, touch targets of at least 44×44 px at least 8 px apart,
no control over a card, no two elements' frames overlapping, the view in the URL across a reload
and back, the place in it exact (place_check.py), water and unfavorite each undone exactly
(checked through the CLI), the empty states, and axe-core with no serious or critical violation in
every view.
"""
import datetime
import json
import os
import subprocess
import sys
import time

import axe_selenium_python

PHONE, DESKTOP = (390, 844), (1280, 800)
TARGET, SPACING, BAR = 44, 8, 56

pc = None  # page_check, the driver of the checks (check, wait, settle, …)
axe_source = ""


def cli(*arguments):
    return json.loads(subprocess.run([pc.COROLLA] + list(arguments) + ["--db", pc.DB, "--json"], check=True, capture_output=True).stdout)


def favorite_keys():
    return [plant["key"] for plant in cli("favorites", "list")]


def last_watered(key):
    return next(plant["last_watered"] for plant in cli("plants", "list") if plant["key"] == key)


def load(driver, size, query=""):
    # A sheet closed just before has its history entry removed by an asynchronous Back step, which
    # would otherwise land after this navigation and take the browser back to the closed view.
    pc.wait(driver, "return !!document.querySelector('dialog.sheet[open]') || !(history.state && history.state.sheet)", "the closed sheet's Back step")
    pc.set_viewport(driver, *size)
    driver.get(pc.URL.rstrip("/") + "/" + query)
    pc.settle(driver)


def label(size):
    return "%d×%d" % size


def run_axe(driver, view):
    """axe-core on the page as it is: no serious or critical violation."""
    if not pc.ENGINE.bypasses_csp:
        pc.skip(view, "axe-core builds its checks with new Function, which the page's Content-Security-Policy forbids and WebKitWebDriver's scripts obey")
        return
    driver.execute_script(axe_source)
    driver.set_script_timeout(60)
    found = driver.execute_async_script("""
        const done = arguments[arguments.length - 1];
        axe.run(document).then(r => done(r.violations.filter(v => v.impact === 'serious' || v.impact === 'critical')
          .map(v => v.impact + ' ' + v.id + ': ' + v.nodes.map(n => n.html.slice(0, 120)).join(' | '))));""")
    pc.check("%s: axe-core finds no serious or critical violation" % view, not found, "; ".join(found))


def check_bar(driver, size):
    bar = driver.execute_script("""
        const bar = document.querySelector('header.bar'), r = bar.getBoundingClientRect();
        return {height: r.height, background: getComputedStyle(bar).backgroundColor, position: getComputedStyle(bar).position};""")
    opaque = bar["background"].startswith("rgb(") or bar["background"].endswith(", 1)")
    if size == PHONE:
        pc.check("%s: the bar is one row of at most %d px" % (label(size), BAR), bar["height"] <= BAR, str(bar))
    pc.check("%s: the bar is opaque and stays on top" % label(size), opaque and bar["position"] == "sticky", str(bar))


def targets(driver):
    """The visible controls (buttons, inputs, selects) one can touch and their rects in the viewport:
    with a sheet open, those of the sheet only (the rest of the page is inert behind it)."""
    return driver.execute_script("""
        const inView = r => r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
        const root = document.querySelector('dialog[open]') || document;
        return [...root.querySelectorAll('button, input, select, a[href]')].map(e => {
          const r = e.getBoundingClientRect();
          return {name: (e.getAttribute('aria-label') || e.textContent || e.id).trim().slice(0, 40), card: e.classList.contains('card-button'),
                  rect: [r.left, r.top, r.width, r.height], visible: inView(r) && !!e.offsetParent};
        }).filter(t => t.visible);""")


def gap(a, b):
    """The distance between two rects (0 when they touch or overlap)."""
    dx = max(b[0] - (a[0] + a[2]), a[0] - (b[0] + b[2]), 0)
    dy = max(b[1] - (a[1] + a[3]), a[1] - (b[1] + b[3]), 0)
    return max(dx, dy)


def check_targets(driver, view):
    """Every control is at least TARGET×TARGET and SPACING from the next. A card's button is its
    whole card, a chip's too (the engine's chips are 44 points tall)."""
    found = targets(driver)
    small = [(t["name"], t["rect"][2:]) for t in found if t["rect"][2] < TARGET - 0.5 or t["rect"][3] < TARGET - 0.5]
    pc.check("%s: every touch target is at least %d×%d px (%d targets)" % (view, TARGET, TARGET, len(found)),
             found and not small, str(small[:5]))
    close = [(a["name"], b["name"], round(gap(a["rect"], b["rect"]), 1)) for i, a in enumerate(found) for b in found[i + 1:]
             if gap(a["rect"], b["rect"]) < SPACING - 0.5]
    pc.check("%s: touch targets are at least %d px apart" % (view, SPACING), not close, str(close[:5]))


def check_nothing_covers_cards(driver, view):
    """No control other than a card's own button lies over a card, and no two elements' frames overlap."""
    covered = driver.execute_script("""
        const cards = [...document.querySelectorAll('#surface .card')].map(n => [n, n.getBoundingClientRect()]);
        const out = [];
        for (const e of document.querySelectorAll('button, input, select, a[href]')) {
          if (e.classList.contains('card-button') || !e.offsetParent) continue;
          const r = e.getBoundingClientRect();
          for (const [n, c] of cards)
            if (r.left < c.right && c.left < r.right && r.top < c.bottom && c.top < r.bottom && !e.closest('header.bar'))
              out.push((e.getAttribute('aria-label') || e.textContent).trim() + ' over ' + n.getAttribute('aria-label'));
        }
        for (const n of document.querySelectorAll('#surface .card'))
          for (const e of n.querySelectorAll('button'))
            if (!e.classList.contains('card-button')) out.push('a control inside ' + n.getAttribute('aria-label'));
        return out;""")
    pc.check("%s: no control covers a card" % view, not covered, str(covered[:4]))
    frames = driver.execute_script("""const frameOf = %s;
        return [...document.querySelectorAll('#surface > *')].map(n => [n.getAttribute('aria-label') || n.textContent, ...frameOf(n)]);""" % pc.FRAME_OF)
    overlaps = [(a[0], b[0]) for i, a in enumerate(frames) for b in frames[i + 1:]
                if a[1] < b[1] + b[3] and b[1] < a[1] + a[3] and a[2] < b[2] + b[4] and b[2] < a[2] + a[4]]
    pc.check("%s: no two elements' frames overlap (%d elements)" % (view, len(frames)), frames and not overlaps, str(overlaps[:3]))


def check_cards_are_named(driver, view):
    """Each card's accessible name says its name, kind and watering state."""
    cards = driver.execute_script("""
        return [...document.querySelectorAll('#surface .card')].map(n => [n.getAttribute('aria-label'),
          n.querySelector('.card-button') && n.querySelector('.card-button').getAttribute('aria-label'), n.dataset.needsWater]);""")
    wrong = [c for c in cards if not c[0] or c[0] != c[1] or c[0].count(", ") < 2
             or not c[0].endswith("needs water" if c[2] == "true" else "watered")]
    pc.check("%s: each card's accessible name says its name, kind and watering state" % view, cards and not wrong, str(wrong[:3]))


def open_view_sheet(driver):
    driver.find_element("id", "view-button").click()
    pc.wait(driver, "return document.querySelector('dialog.sheet[open] #layout') !== null", "the View sheet")


def choose(driver, select_id, value):
    """Opens the View sheet, chooses `value` in `select_id` and closes the sheet; waits for the new grid."""
    token = driver.execute_script("return document.getElementById('surface').dataset.token")
    open_view_sheet(driver)
    driver.execute_script("""const s = document.getElementById(arguments[0]); s.value = arguments[1];
        s.dispatchEvent(new Event('change', {bubbles: true}));""", select_id, value)
    driver.find_element("css selector", "dialog.sheet[open] .done").click()
    pc.wait(driver, "return document.getElementById('surface').dataset.token !== '%s'" % token, "the grid of the choice")
    pc.settle(driver)


def check_views(driver, size):
    """Each view at `size`: the bar, targets, nothing over a card, names, and axe (sheet open, chip, grouped)."""
    load(driver, size)
    name = label(size)
    check_bar(driver, size)
    check_targets(driver, name)
    check_nothing_covers_cards(driver, name)
    check_cards_are_named(driver, name)
    run_axe(driver, name)
    open_view_sheet(driver)
    check_targets(driver, name + " View sheet")
    sheet = driver.execute_script("const r = document.querySelector('dialog.sheet[open]').getBoundingClientRect(); return [r.top, r.bottom, innerHeight];")
    if size == PHONE:
        pc.check("%s: the View sheet rises from the bottom" % name, abs(sheet[1] - sheet[2]) <= 1, str(sheet))
    run_axe(driver, name + " View sheet")
    driver.find_element("css selector", "dialog.sheet[open] .done").click()
    for select_id, value in (("style", "chip"), ("group", "kind")):
        choose(driver, select_id, value)
        view = "%s %s=%s" % (name, select_id, value)
        if size == PHONE:
            with open("%s/serve-390-%s.png" % (pc.SHOTS, "chip" if value == "chip" else "chip-grouped"), "wb") as file:
                file.write(driver.get_screenshot_as_png())
        check_targets(driver, view)
        check_nothing_covers_cards(driver, view)
        check_cards_are_named(driver, view)
        run_axe(driver, view)
    card = driver.find_element("css selector", "#surface .card .card-button")
    card.click()
    pc.wait(driver, "return document.querySelector('dialog.sheet[open] .sheet-action') !== null", "the plant's action sheet")
    check_targets(driver, name + " plant sheet")
    run_axe(driver, name + " plant sheet")
    driver.find_element("css selector", "dialog.sheet[open] .done").click()


def check_url_state(driver):
    """The card at the top and the choices go into the URL (a history entry per choice); a reload,
    back and a shared link restore the view."""
    load(driver, PHONE)
    total = driver.execute_script("return document.getElementById('surface').offsetHeight")
    # A quarter down: far enough from the end that the card at the top can be put at the very top.
    driver.execute_script("window.scrollTo(0, arguments[0])", total // 4)
    pc.settle(driver)
    time.sleep(0.5)
    top = pc.top_card(driver)
    at, at_offset = driver.execute_script("const q = new URLSearchParams(location.search); return [q.get('at'), Number(q.get('offset') || 0)]")
    pc.check("scrolling puts the place (the card at the top and its offset) into the URL",
             top is not None and [at, at_offset] == [top["plant"], top["offset"]], "top %s, at %s offset %s" % (top, at, at_offset))
    driver.refresh()
    pc.wait(driver, "return document.getElementById('surface').dataset.rect && window.scrollY > 0", "the restored scroll")
    pc.settle(driver)
    offset = pc.card_offset(driver, at)
    pc.check("a reload shows the card of 'at' at its offset", offset is not None and abs(offset - at_offset) <= 1, "%s, at %s" % (offset, at_offset))
    choose(driver, "style", "chip")
    choose(driver, "group", "kind")
    url = driver.current_url
    pc.check("the choices are in the URL with /api/grid's names", "style=chip" in url and "group_by=kind" in url, url)
    driver.refresh()
    pc.settle(driver)
    controls = driver.execute_script("return [document.getElementById('style').value, document.getElementById('group').value]")
    pc.check("a reload keeps the choices", controls == ["chip", "kind"], str(controls))
    driver.back()
    pc.wait(driver, "return document.getElementById('group').value === 'none'", "the view before grouping")
    pc.settle(driver)
    controls = driver.execute_script("return [document.getElementById('style').value, document.getElementById('group').value, location.search]")
    pc.check("back shows the view before the last choice", controls[:2] == ["chip", "none"], str(controls))
    load(driver, PHONE, "?group_by=kind&needs_water=true")
    shared = driver.execute_script("""return [document.getElementById('group').value, document.getElementById('show').value,
        [...document.querySelectorAll('#surface .card')].every(n => n.dataset.needsWater === 'true'), document.querySelectorAll('#surface .section-header').length]""")
    pc.check("a shared link shows its view (grouped, only those needing water)", shared[:3] == ["kind", "needs-water", True] and shared[3] > 0, str(shared))


def toast_undo(driver, what):
    pc.wait(driver, "return document.querySelector('.toast button') !== null", "the toast of " + what, timeout=15)
    text = driver.execute_script("return document.querySelector('.toast').textContent")
    driver.find_element("css selector", ".toast button").click()
    return text


def plant_action(driver, plant, action):
    """Taps the card of `plant`, once the page has settled and no card is moving (a card moving to
    its new frame is not where a finger would tap), then the action sheet's button whose text
    starts with `action`."""
    pc.settle(driver)
    pc.wait(driver, "return document.getAnimations().length === 0", "the cards' moves to end")
    driver.find_element("css selector", '#surface .card[data-plant="%s"] .card-button' % plant).click()
    pc.wait(driver, "return document.querySelector('dialog.sheet[open] .sheet-action') !== null", "the plant's action sheet")
    for button in driver.find_elements("css selector", "dialog.sheet[open] .sheet-action"):
        if button.text.startswith(action):
            button.click()
            return
    raise AssertionError("no '%s' in the action sheet" % action)


def check_water_and_undo(driver):
    load(driver, PHONE)
    thirsty = driver.execute_script("""const n = document.querySelector('#surface .card[data-needs-water="true"]');
        return n && [n.dataset.plant, n.dataset.key];""")
    pc.check("a card that needs water is in view", bool(thirsty))
    if not thirsty:
        return
    plant, key = thirsty
    before = last_watered(key)
    plant_action(driver, plant, "Water")
    today = datetime.date.today().isoformat()
    watered = pc.wait(driver, """const n = document.querySelector('#surface .card[data-plant="%s"]');
        return n && n.dataset.needsWater === 'false';""" % plant, "the watered card", timeout=15)
    pc.check("Water in the plant's sheet waters it (the CLI shows today)", watered and last_watered(key) == today, last_watered(key))
    text = toast_undo(driver, "watering")
    pc.check("watering shows a toast with Undo", "Watered" in text, text)
    deadline = time.time() + 15
    while time.time() < deadline and last_watered(key) != before:
        time.sleep(0.1)
    pc.check("Undo removes the watering (the CLI shows the last watering before)", last_watered(key) == before, "%s, before %s" % (last_watered(key), before))
    back = pc.wait(driver, """const n = document.querySelector('#surface .card[data-plant="%s"]');
        return n && n.dataset.needsWater === 'true';""" % plant, "the card needing water again", timeout=15)
    pc.check("after Undo the card needs water again", bool(back))


def check_unfavorite_and_undo(driver, size):
    load(driver, size)
    order = favorite_keys()
    cards = driver.execute_script("return [...document.querySelectorAll('#surface .card')].map(n => [n.dataset.plant, n.dataset.key])")
    # A card from the middle of the order, so that putting it back last would be seen.
    plant, key = next(c for c in cards if c[1] == order[min(3, len(order) - 2)])
    plant_action(driver, plant, "Remove from favorites")
    deadline = time.time() + 15
    while time.time() < deadline and key in favorite_keys():
        time.sleep(0.1)
    pc.check("%s: Remove from favorites removes it (the CLI's favorites)" % label(size), key not in favorite_keys(), str(favorite_keys()[:6]))
    pc.wait(driver, "return !document.querySelector('#surface .card[data-plant=\"%s\"]')" % plant, "the card gone", timeout=15)
    text = toast_undo(driver, "unfavoriting")
    pc.check("%s: unfavoriting shows a toast with Undo" % label(size), "Removed" in text, text)
    deadline = time.time() + 15
    while time.time() < deadline and favorite_keys() != order:
        time.sleep(0.1)
    pc.check("%s: Undo puts the favorite back at its position (the CLI's order)" % label(size), favorite_keys() == order,
             "%s, before %s" % (favorite_keys()[:6], order[:6]))
    pc.wait(driver, "return !!document.querySelector('#surface .card[data-plant=\"%s\"]')" % plant, "the card back", timeout=15)


def check_no_results(driver, size):
    load(driver, size, "?search=zzqx-nothing")
    # The empty state shows once the grid has answered.
    text = pc.wait(driver, "const e = document.getElementById('empty'); return e.hidden ? '' : e.textContent", "the empty state", timeout=15)
    pc.check("%s: a search that finds nothing says what was searched" % label(size), "zzqx-nothing" in text and "No favorites found" in text, text)
    check_targets(driver, label(size) + " no results")
    run_axe(driver, label(size) + " no results")
    token = driver.execute_script("return document.getElementById('surface').dataset.token")
    driver.find_element("css selector", "#empty button").click()
    pc.wait(driver, "return document.getElementById('surface').dataset.token !== '%s'" % token, "every favorite")
    pc.settle(driver)
    state = driver.execute_script("return [document.getElementById('empty').hidden, document.getElementById('search').value, location.search, document.querySelectorAll('#surface .card').length]")
    pc.check("%s: Clear shows every favorite again" % label(size), state[0] and state[1] == "" and state[3] > 0, str(state))


def check_no_favorites(driver):
    subprocess.run([pc.COROLLA, "favorites", "remove", "--db", pc.DB, "--quiet"] + favorite_keys(), check=True)
    for size in (PHONE, DESKTOP):
        load(driver, size)
        text = driver.execute_script("const e = document.getElementById('empty'); return e.hidden ? '' : e.textContent")
        pc.check("%s: without favorites the page says how to add one" % label(size), "No favorites yet" in text and "corolla favorites add" in text, text)
        run_axe(driver, label(size) + " no favorites")


def run(driver, page_check):
    global pc, axe_source
    pc = page_check
    with open(os.path.join(os.path.dirname(axe_selenium_python.__file__), "node_modules", "axe-core", "axe.min.js")) as file:
        axe_source = file.read()
    for size in (PHONE, DESKTOP):
        check_views(driver, size)
        check_no_results(driver, size)
    check_url_state(driver)
    import place_check
    place_check.run(driver, sys.modules[__name__], pc)
    check_water_and_undo(driver)
    for size in (PHONE, DESKTOP):
        check_unfavorite_and_undo(driver, size)
    import edit_check
    edit_check.run(driver, sys.modules[__name__], pc)
    import conflict_check
    conflict_check.run(driver, sys.modules[__name__], pc)
    import fit_check
    fit_check.run(driver, sys.modules[__name__], pc)
    import focus_check
    focus_check.run(driver, sys.modules[__name__], pc)
    check_no_favorites(driver)
