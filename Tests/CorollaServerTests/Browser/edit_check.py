"""Editing from the phone (app_check.py runs it): add a plant from the bar's Add button, edit it and
give it a photo (a JPEG with EXIF orientation 6, stored upright), a refused photo's message, remove
it after a confirmation and put it back with Undo, reorder favorites by keyboard and by dragging
(mouse at 1280×800, a long press at 390×844 with touch emulation; held at the screen's edge it
scrolls; grouped, within a kind), each checked through the CLI;
the form's labels, targets, Enter, Escape and focus; animated moves, none with reduced motion.
"""
import datetime
import json
import os
import subprocess
import time

PHOTO = os.path.realpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "CorollaTestSupport", "Fixtures", "portrait-exif6.jpg"))

ac = None  # app_check (cli, load, label, run_axe, check_targets, toast_undo, plant_action, PHONE, DESKTOP)
pc = None  # page_check (check, wait, settle, SHOTS, DB)

# What the form says of a file the server does not read as a photo (415).
NOT_A_PHOTO = "That file is not a photo. Choose a photo (JPEG, PNG, HEIC, …)."


def plant_json(key):
    plants = [p for p in ac.cli("plants", "list") if p["key"] == key]
    return plants[0] if plants else None


def shown_plant(key):
    return json.loads(subprocess.run([pc.COROLLA, "plants", "show", key, "--db", pc.DB, "--json"], check=True, capture_output=True).stdout)


def until(condition, timeout=15):
    deadline = time.time() + timeout
    while time.time() < deadline and not condition():
        time.sleep(0.1)
    return condition()


def form_open(driver):
    pc.wait(driver, "return document.querySelector('dialog.sheet[open] form.plant-form') !== null", "the plant form")


def fill(driver, values):
    for name, value in values.items():
        field = driver.find_element("css selector", "dialog.sheet[open] [name=%s]" % name)
        field.clear()
        field.send_keys(value)


def active(driver):
    return driver.execute_script("const e = document.activeElement; return e && (e.id || e.className)")


def check_add(driver, size, name):
    """Add opens the form; Enter adds the plant as a favorite; focus goes back to Add."""
    ac.load(driver, size)
    driver.find_element("id", "add-button").click()
    form_open(driver)
    labels = driver.execute_script("""return [...document.querySelectorAll('dialog.sheet[open] input, dialog.sheet[open] textarea')]
        .map(e => e.labels.length ? e.labels[0].textContent.trim() : '')""")
    pc.check("%s: every field of the form has a label" % ac.label(size), labels and all(labels), str(labels))
    ac.check_targets(driver, ac.label(size) + " plant form")
    ac.run_axe(driver, ac.label(size) + " plant form")
    if size == ac.PHONE:
        with open("%s/serve-390-form.png" % pc.SHOTS, "wb") as file:
            file.write(driver.get_screenshot_as_png())
    fill(driver, {"name": name, "kind": "fern", "water_every_days": "5", "notes": "by the window"})
    driver.find_element("css selector", "dialog.sheet[open] [name=kind]").send_keys("\ue007")  # Enter
    until(lambda: any(p["name"] == name for p in ac.cli("plants", "list")))
    plant = next((p for p in ac.cli("plants", "list") if p["name"] == name), None)
    pc.check("%s: Enter in the form adds the plant (the CLI shows its fields)" % ac.label(size),
             plant is not None and plant.get("kind") == "fern" and plant.get("water_every_days") == 5 and plant.get("notes") == "by the window", str(plant))
    if not plant:
        return None
    pc.check("%s: a new plant counts as watered today, as its Last watered field said (the CLI)" % ac.label(size),
             plant.get("last_watered") == datetime.date.today().isoformat(), str(plant))
    pc.check("%s: the new plant is a favorite" % ac.label(size), plant["key"] in ac.favorite_keys(), str(ac.favorite_keys()[-3:]))
    pc.wait(driver, "return !document.querySelector('dialog.sheet[open]')", "the form closed")
    pc.check("%s: focus goes back to Add" % ac.label(size), active(driver) == "add-button", str(active(driver)))
    return plant["key"]


def card_of(driver, key):
    return pc.wait(driver, "const n = document.querySelector('#surface .card[data-key=\"%s\"]'); return n && n.dataset.plant" % key,
                   "the card of " + key, timeout=20)


def scroll_to(driver, key):
    """Scrolls until the card of `key` is in the DOM (a new favorite is last)."""
    driver.execute_script("window.scrollTo(0, document.body.scrollHeight)")
    pc.settle(driver)
    return card_of(driver, key)


def not_a_photo():
    refused = os.path.join(pc.SHOTS, "not-a-photo.jpg")
    with open(refused, "wb") as file:
        file.write(b"this is text, not a JPEG")
    return refused


def check_add_with_refused_photo(driver):
    """Add with a photo the server refuses leaves no plant: the form stays the new plant's, says
    once what was wrong, and Cancel leaves nothing; with a photo it takes, the plant is added."""
    ac.load(driver, ac.PHONE)
    before = ac.cli("plants", "list")
    driver.find_element("id", "add-button").click()
    form_open(driver)
    fill(driver, {"name": "Refused Fern"})
    driver.find_element("css selector", "dialog.sheet[open] input[type=file]:not([capture])").send_keys(not_a_photo())
    driver.find_element("css selector", "dialog.sheet[open] button[type=submit]").click()
    message = pc.wait(driver, "const e = document.querySelector('dialog.sheet[open] .form-error'); return e && e.textContent", "the refusal", timeout=20)
    pc.check("Add with a refused photo says once, in plain words, what was wrong", message == NOT_A_PHOTO, message)
    pc.check("Add with a refused photo leaves no plant (the CLI)", until(lambda: ac.cli("plants", "list") == before),
             str([p["name"] for p in ac.cli("plants", "list") if p["name"] == "Refused Fern"]))
    shown = driver.execute_script("""const d = document.querySelector('dialog.sheet[open]');
        return [d.querySelector('h2').textContent, d.querySelector('button[type=submit]').textContent]""")
    pc.check("the form stays the new plant's (New plant, Add plant)", shown == ["New plant", "Add plant"], str(shown))
    driver.find_element("css selector", "dialog.sheet[open] .done").click()
    pc.wait(driver, "return !document.querySelector('dialog.sheet[open]')", "Cancel to close the form")
    pc.check("Cancel after a refused photo leaves nothing (the CLI's plants and favorites)", ac.cli("plants", "list") == before)
    driver.find_element("id", "add-button").click()
    form_open(driver)
    fill(driver, {"name": "Refused Fern"})
    driver.find_element("css selector", "dialog.sheet[open] input[type=file]:not([capture])").send_keys(not_a_photo())
    driver.find_element("css selector", "dialog.sheet[open] button[type=submit]").click()
    pc.wait(driver, "const e = document.querySelector('dialog.sheet[open] .form-error'); return e && e.textContent", "the refusal", timeout=20)
    driver.find_element("css selector", "dialog.sheet[open] input[type=file][capture]").send_keys(PHOTO)
    driver.find_element("css selector", "dialog.sheet[open] button[type=submit]").click()
    pc.wait(driver, "return !document.querySelector('dialog.sheet[open]')", "the form closed", timeout=20)
    added = [p for p in ac.cli("plants", "list") if p["name"] == "Refused Fern"]
    pc.check("the same form then adds the plant once, with the photo it takes (plants show)",
             len(added) == 1 and shown_plant(added[0]["key"])["photo_width"] == 300, str(added))
    for plant in added:
        subprocess.run([pc.COROLLA, "plants", "remove", plant["key"], "--yes", "--db", pc.DB], check=True, capture_output=True)


def check_edit_and_photo(driver, key):
    ac.load(driver, ac.PHONE)
    plant = scroll_to(driver, key)
    # A refused image: what was wrong shows in the form, which stays open.
    refused = not_a_photo()
    ac.plant_action(driver, plant, "Edit")
    form_open(driver)
    driver.find_element("css selector", "dialog.sheet[open] input[type=file]:not([capture])").send_keys(refused)
    driver.find_element("css selector", "dialog.sheet[open] button[type=submit]").click()
    message = pc.wait(driver, "const e = document.querySelector('dialog.sheet[open] .form-error'); return e && e.textContent", "the refusal", timeout=20)
    pc.check("a refused photo says once, in plain words, what was wrong", message == NOT_A_PHOTO, message)
    # The camera's input, a phone photo taken in portrait: stored upright, as `plants photo` stores it.
    camera = driver.find_element("css selector", "dialog.sheet[open] input[type=file][capture]")
    pc.check("the camera input takes images from the camera", camera.get_attribute("accept") == "image/*" and camera.get_attribute("capture") == "environment")
    camera.send_keys(PHOTO)
    fill(driver, {"notes": "moved to the kitchen", "water_every_days": "9"})
    driver.find_element("css selector", "dialog.sheet[open] button[type=submit]").click()
    until(lambda: (plant_json(key) or {}).get("notes") == "moved to the kitchen")
    pc.wait(driver, "return !document.querySelector('dialog.sheet[open]')", "the form closed", timeout=20)
    shown = shown_plant(key)
    edited = plant_json(key)
    pc.check("Edit saves the fields (the CLI shows them)", edited["notes"] == "moved to the kitchen" and edited["water_every_days"] == 9, str(edited))
    pc.check("the uploaded JPEG is stored upright by its EXIF orientation (300×400; plants show)",
             (shown["photo_width"], shown["photo_height"]) == (300, 400), json.dumps(shown)[:300])
    pc.check("focus goes back to the card after editing", driver.execute_script(
        "return document.activeElement === document.querySelector('#surface .card[data-key=\"%s\"] .card-button')" % key))
    # Remove photo, offered once the plant has one.
    ac.plant_action(driver, plant, "Edit")
    form_open(driver)
    driver.find_element("css selector", "dialog.sheet[open] button.photo-button.destructive").click()
    pc.check("Remove photo in the form removes it (plants show)", until(lambda: shown_plant(key)["photo_width"] is None), str(shown_plant(key))[:200])
    driver.find_element("css selector", "dialog.sheet[open] .done").click()
    # Escape closes the form without saving.
    ac.plant_action(driver, plant, "Edit")
    form_open(driver)
    fill(driver, {"notes": "not saved"})
    driver.find_element("css selector", "dialog.sheet[open] [name=notes]").send_keys("\ue00c")
    pc.wait(driver, "return !document.querySelector('dialog.sheet[open]')", "Escape to close the form")
    pc.check("Escape closes the form without saving", plant_json(key)["notes"] == "moved to the kitchen", str(plant_json(key)))


def check_remove_and_undo(driver, key):
    plant = card_of(driver, key)
    before = ac.cli("plants", "list")
    ac.plant_action(driver, plant, "Remove plant")
    pc.wait(driver, "return document.querySelector('dialog.sheet[open]') && document.querySelector('dialog.sheet[open] h2').textContent.startsWith('Remove ')",
            "the confirmation")
    pc.check("Remove plant asks first (nothing removed yet)", plant_json(key) is not None)
    for button in driver.find_elements("css selector", "dialog.sheet[open] .sheet-action"):
        if button.text == "Remove plant":
            button.click()
            break
    pc.check("confirming removes the plant (the CLI)", until(lambda: plant_json(key) is None), key)
    # The plant's sheet closed under its confirmation: neither leaves an entry for Back to land on.
    pc.check("the plant's sheet and its confirmation leave no history entry behind",
             until(lambda: driver.execute_script("return !document.querySelector('dialog.sheet[open]') && !(history.state && history.state.sheet)")),
             driver.execute_script("return JSON.stringify(history.state)"))
    text = ac.toast_undo(driver, "removing the plant")
    pc.check("removing shows a toast with Undo", text.startswith("Removed"), text)
    pc.check("Undo puts the plant back exactly (the CLI's plants and favorites)", until(lambda: ac.cli("plants", "list") == before), key)
    card_of(driver, key)


def favorite_order():
    return ac.favorite_keys()


def moved(order, key, to):
    rest = [k for k in order if k != key]
    return rest[:to] + [key] + rest[to:]


def count_moves(driver):
    return driver.execute_script("return performance.getEntriesByType('resource').filter(e => e.name.includes('/move?')).length")


def check_keyboard_reorder(driver, size):
    ac.load(driver, size)
    order = favorite_order()
    key = order[1]
    driver.execute_script("document.querySelector('#surface .card[data-key=\"%s\"] .card-button').focus()" % key)
    driver.switch_to.active_element.send_keys("\ue00a\ue015")  # Alt+ArrowDown: later
    want = moved(order, key, 2)
    pc.check("%s: Alt+↓ on a focused card moves its favorite one later (the CLI's order)" % ac.label(size), until(lambda: favorite_order() == want), str(favorite_order()[:4]))
    text = ac.toast_undo(driver, "moving")
    pc.check("%s: moving shows a toast with Undo" % ac.label(size), text.startswith("Moved"), text)
    pc.check("%s: Undo moves it back" % ac.label(size), until(lambda: favorite_order() == order), str(favorite_order()[:4]))
    plant = card_of(driver, key)
    ac.plant_action(driver, plant, "Move earlier")
    pc.check("%s: Move earlier in the sheet moves it one earlier" % ac.label(size), until(lambda: favorite_order() == moved(order, key, 0)), str(favorite_order()[:4]))
    ac.toast_undo(driver, "moving")
    until(lambda: favorite_order() == order)


def centre(driver, key):
    return driver.execute_script("""const r = document.querySelector('#surface .card[data-key="%s"]').getBoundingClientRect();
        return [r.left + r.width / 2, r.top + r.height / 2];""" % key)


def check_drag_reorder(driver, size):
    """A card dragged onto another takes its place: one move request, the CLI's order."""
    ac.load(driver, size)
    pc.settle(driver)
    order = favorite_order()
    key, onto = order[0], order[3]
    start, end = centre(driver, key), centre(driver, onto)
    moves = count_moves(driver)
    steps = [(start[0] + (end[0] - start[0]) * i / 8, start[1] + (end[1] - start[1]) * i / 8) for i in range(1, 9)]
    touching = size == ac.PHONE and pc.ENGINE.touch
    if size == ac.PHONE and not touching:
        pc.skip(ac.label(size), "long press then drag, the preview during a touch drag and a quick swipe need touch events WebKitWebDriver cannot synthesize (a mouse drag runs instead)")
    if touching:
        touch(driver, "touchStart", start)
        time.sleep(0.6)
        for point in steps:
            touch(driver, "touchMove", point)
            time.sleep(0.03)
        dragging = driver.execute_script("return document.querySelectorAll('#surface .card.dragging').length")
        time.sleep(0.3)  # the preview's 200 ms moves
        overlaps = overlapping_cards(driver)
        pc.check("390×844: while a card is dragged, no two other cards overlap where the preview shows them", not overlaps, str(overlaps[:3]))
        with open("%s/serve-390-drag.png" % pc.SHOTS, "wb") as file:
            file.write(driver.get_screenshot_as_png())
        touch(driver, "touchEnd", None)
    else:
        dragging = mouse_drag(driver, key, end)
    what = "a long press and a drag" if touching else "a mouse drag"
    pc.check("%s: %s lifts the card" % (ac.label(size), what), dragging == 1, str(dragging))
    want = moved(order, key, 3)
    pc.check("%s: %s onto the fourth card moves the first there (the CLI's order)" % (ac.label(size), what),
             until(lambda: favorite_order() == want), "%s, want %s" % (favorite_order()[:5], want[:5]))
    pc.check("%s: the drop is one move request" % ac.label(size), count_moves(driver) - moves == 1, str(count_moves(driver) - moves))
    text = ac.toast_undo(driver, "dragging")
    pc.check("%s: Undo after a drag moves it back" % ac.label(size), until(lambda: favorite_order() == order), str(favorite_order()[:5]))
    if touching:
        # A quick swipe is a scroll, not a drag.
        driver.execute_script("window.scrollTo(0, 0)")
        before = driver.execute_script("return window.scrollY")
        start = centre(driver, order[6])
        touch(driver, "touchStart", start)
        for i in range(1, 9):
            touch(driver, "touchMove", (start[0], start[1] - 30 * i))
            time.sleep(0.02)
        touch(driver, "touchEnd", None)
        time.sleep(0.5)
        pc.check("a quick swipe on a card scrolls the page and moves nothing",
                 driver.execute_script("return window.scrollY") > before and favorite_order() == order, str(driver.execute_script("return window.scrollY")))


def overlapping_cards(driver):
    """The pairs of cards other than the dragged one whose shown boxes (moved by the preview, less
    what it cuts off) overlap by more than a pixel."""
    return driver.execute_script("""
        const boxes = [...document.querySelectorAll('#surface .card:not(.dragging)')].map(n => {
          const r = n.getBoundingClientRect(), cut = /inset\\(0px 0px ([\\d.]+)px/.exec(getComputedStyle(n).clipPath);
          return [n.dataset.key, r.left, r.top, r.right, r.bottom - (cut ? Number(cut[1]) : 0)]; });
        const out = [];
        for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) {
          const [a, b] = [boxes[i], boxes[j]];
          if (Math.min(a[3], b[3]) - Math.max(a[1], b[1]) > 1 && Math.min(a[4], b[4]) - Math.max(a[2], b[2]) > 1) out.push(a[0] + ' over ' + b[0]);
        }
        return out;""")


def touch(driver, kind, point):
    pc.ENGINE.dispatch_touch(driver, kind, point)


def frame_centre(driver, key):
    """The centre of a card's engine frame (not where a preview moved it), in client coordinates."""
    return driver.execute_script("""const n = document.querySelector('#surface .card[data-key="%s"]'), s = document.getElementById('surface').getBoundingClientRect();
        const [x, y, w, h] = (%s)(n); return [s.left + x + w / 2, s.top + y + h / 2];""" % (key, pc.FRAME_OF))


def check_drag_scrolls(driver):
    """A card held near the bottom of the screen scrolls the page (UICollectionView's interactive
    movement), stays under the finger while the virtualized window leaves its place, and lands on a
    card far below: one move, the CLI's order, Undo."""
    if not pc.ENGINE.touch:
        pc.skip(ac.label(ac.PHONE), "a card held at the bottom edge by a finger needs touch events WebKitWebDriver cannot synthesize")
        return
    ac.load(driver, ac.PHONE)
    order = favorite_order()
    key = order[0]
    start = centre(driver, key)
    height = driver.execute_script("return innerHeight")
    moves = count_moves(driver)
    touch(driver, "touchStart", start)
    time.sleep(0.6)
    for i in range(1, 9):
        touch(driver, "touchMove", (start[0], start[1] + (height - 12 - start[1]) * i / 8))
        time.sleep(0.03)
    # On until two screens down, or the end of the page.
    until(lambda: driver.execute_script("return scrollY > 2.5 * innerHeight || scrollY + innerHeight >= document.documentElement.scrollHeight - 1"), timeout=8)
    held = driver.execute_script("""const n = document.querySelector('#surface .card.dragging'), s = document.getElementById('surface');
        const rect = s.dataset.rect.split(',').map(Number), frame = n && (%s)(n);
        return n && [n.dataset.key, n.isConnected, frame[1] + frame[3] < rect[1], scrollY];""" % pc.FRAME_OF)
    pc.check("390×844: a card held at the bottom edge scrolls the page", bool(held) and held[3] > 2 * height, str(held))
    pc.check("390×844: the dragged card stays in the page while the window of cards leaves its place",
             bool(held) and held[0] == key and held[1] and held[2], str(held))
    # Back to the middle of the screen (the page stops scrolling), onto a card shown there.
    touch(driver, "touchMove", (start[0], height / 2))
    time.sleep(0.3)
    landing = driver.execute_script("""const s = document.getElementById('surface').getBoundingClientRect(), frameOf = %s;
        const shown = [...document.querySelectorAll('#surface .card:not(.dragging)')].filter(n => {
          const [, y, , h] = frameOf(n), top = s.top + y; return top > 120 && top + h < innerHeight - 120; });
        return shown.length ? shown[0].dataset.key : null;""" % pc.FRAME_OF)
    if not landing:
        pc.check("390×844: a card to land on after scrolling", False, "")
        touch(driver, "touchEnd", None)
        return
    point = frame_centre(driver, landing)
    for i in range(1, 5):
        touch(driver, "touchMove", (start[0] + (point[0] - start[0]) * i / 4, height / 2 + (point[1] - height / 2) * i / 4))
        time.sleep(0.05)
    scrolled = driver.execute_script("return scrollY")
    time.sleep(0.3)
    pc.check("390×844: away from the edges the page stops scrolling", driver.execute_script("return scrollY") == scrolled, str(scrolled))
    touch(driver, "touchEnd", None)
    want = moved(order, key, order.index(landing))
    pc.check("390×844: dropped after scrolling, the first favorite takes the place of the card it lands on (the CLI's order)",
             until(lambda: favorite_order() == want), "%s, want %s" % (favorite_order()[:12], want[:12]))
    pc.check("390×844: the drop after scrolling is one move request", count_moves(driver) - moves == 1, str(count_moves(driver) - moves))
    ac.toast_undo(driver, "dragging")
    pc.check("390×844: Undo after a long drag moves it back", until(lambda: favorite_order() == order), str(favorite_order()[:5]))


def mouse_drag(driver, key, end):
    """Drags card `key` with the mouse to `end` (client coordinates) and drops it."""
    from selenium.webdriver.common.action_chains import ActionChains
    start = centre(driver, key)
    actions = ActionChains(driver, duration=20).move_to_element(driver.find_element("css selector", '#surface .card[data-key="%s"]' % key)).click_and_hold()
    previous = start
    for i in range(1, 9):
        point = (start[0] + (end[0] - start[0]) * i / 8, start[1] + (end[1] - start[1]) * i / 8)
        actions.move_by_offset(round(point[0] - previous[0]), round(point[1] - previous[1]))
        previous = (previous[0] + round(point[0] - previous[0]), previous[1] + round(point[1] - previous[1]))
    actions.perform()
    dragging = driver.execute_script("return document.querySelectorAll('#surface .card.dragging').length")
    ActionChains(driver).release().perform()
    return dragging


def check_grouped_drag(driver):
    """With grouping, a card dragged onto another of its section takes its place (the CLI's order);
    dropped on another section's card, nothing moves."""
    ac.load(driver, ac.DESKTOP, "?group_by=kind")
    sections = driver.execute_script("""const by = {};
        for (const n of document.querySelectorAll('#surface .card')) {
          const r = n.getBoundingClientRect();
          if (r.top > 60 && r.bottom < innerHeight) (by[n.dataset.section] ||= []).push([Number(n.dataset.item), n.dataset.key]);
        }
        return Object.values(by).map(cards => cards.sort((a, b) => a[0] - b[0]).map(c => c[1]));""")
    pairs = [cards for cards in sections if len(cards) >= 2]
    if not pairs or len(sections) < 2:
        pc.check("1280×800: the grouped view shows two sections, one with two cards", False, str(sections))
        return
    order = favorite_order()
    key, onto = pairs[0][0], pairs[0][1]
    other = next(cards[0] for cards in sections if key not in cards)
    moves = count_moves(driver)
    mouse_drag(driver, key, frame_centre(driver, other))
    time.sleep(0.5)
    pc.check("1280×800 grouped: a card dropped on another kind's card moves nothing", favorite_order() == order and count_moves(driver) == moves,
             "%s, %d moves" % (favorite_order()[:6], count_moves(driver) - moves))
    dragging = mouse_drag(driver, key, frame_centre(driver, onto))
    want = moved(order, key, order.index(onto))
    pc.check("1280×800 grouped: a mouse drag lifts the card", dragging == 1, str(dragging))
    pc.check("1280×800 grouped: a card dropped on the next card of its kind takes its place (the CLI's order)",
             until(lambda: favorite_order() == want), "%s, want %s" % (favorite_order()[:8], want[:8]))
    ac.toast_undo(driver, "dragging")
    pc.check("1280×800 grouped: Undo moves it back", until(lambda: favorite_order() == order), str(favorite_order()[:5]))
    ac.choose(driver, "group", "none")


def count_animations(driver, style):
    """Chooses `style` and counts the animations the page started for the new grid."""
    driver.execute_script("""window.animations = 0; if (!window.countingAnimations) { window.countingAnimations = true;
        const animate = Element.prototype.animate; Element.prototype.animate = function (...a) { window.animations++; return animate.apply(this, a); }; }""")
    ac.choose(driver, "style", style)
    time.sleep(0.4)
    return driver.execute_script("return window.animations")


def check_motion(driver):
    ac.load(driver, ac.PHONE)
    moving = count_animations(driver, "chip")
    pc.check("a change of style moves the cards to their new frames (FLIP)", moving > 0, str(moving))
    with pc.ENGINE.other_browser(driver, prefers_reduced_motion="reduce") as reduced:
        if not pc.ENGINE.switches_media:
            ac.load(reduced, ac.PHONE, "?style=chip")
        still = count_animations(reduced, "card")
    pc.check("with prefers-reduced-motion: reduce nothing animates", still == 0, str(still))


def check_pinned_headers(driver):
    ac.load(driver, ac.PHONE, "?group_by=kind")
    headers = driver.execute_script("return [...document.querySelectorAll('#surface .section-header')].map(n => (%s)(n)[1])" % pc.FRAME_OF)
    if len(headers) < 2:
        pc.check("the grouped view has two sections to scroll", False, str(headers))
        return
    headers.sort()
    # The header of the tallest section in view, scrolled 20 px under the bar.
    top = max(zip(headers, headers[1:]), key=lambda pair: pair[1] - pair[0])[0]
    driver.execute_script("""const bar = document.querySelector('header.bar').getBoundingClientRect().height;
        window.scrollTo(0, document.getElementById('surface').getBoundingClientRect().top + scrollY + arguments[0] + 20 - bar)""", top)
    pc.settle(driver)
    pinned = driver.execute_script("""const p = document.querySelector('.pinned-header'), bar = document.querySelector('header.bar').getBoundingClientRect();
        return [p.hidden, p.textContent, Math.round(p.getBoundingClientRect().top - bar.bottom)];""")
    first = driver.execute_script("return [...document.querySelectorAll('#surface .section-header')].find(n => (%s)(n)[1] === arguments[0]).textContent" % pc.FRAME_OF, top)
    pc.check("a section's header stays pinned under the bar while its section scrolls", not pinned[0] and pinned[1] == first and abs(pinned[2]) <= 1, str(pinned))
    ac.choose(driver, "group", "none")
    shown = driver.execute_script("return getComputedStyle(document.querySelector('.pinned-header')).display")
    pc.check("without grouping no header is pinned", shown == "none", shown)


def check_popovers_inside(driver):
    """At 1280×800 a card's sheet is a popover inside the viewport, from a card at the left edge or low on the screen."""
    ac.load(driver, ac.DESKTOP)
    cards = driver.execute_script("""const inView = [...document.querySelectorAll('#surface .card')].filter(n => {
          const r = n.getBoundingClientRect(); return r.top >= 56 && r.bottom <= innerHeight; });
        const by = (f) => inView.reduce((a, b) => f(a) <= f(b) ? a : b);
        return [by(n => n.getBoundingClientRect().left), by(n => -n.getBoundingClientRect().bottom)].map(n => n.dataset.plant);""")
    for plant in cards:
        ac.plant_action(driver, plant, "Edit")
        form_open(driver)
        box = driver.execute_script("const r = document.querySelector('dialog.sheet[open]').getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom, innerWidth, innerHeight];")
        pc.check("1280×800: the sheet of card %s is inside the viewport" % plant, box[0] >= 0 and box[1] >= 0 and box[2] <= box[4] and box[3] <= box[5], str(box))
        driver.find_element("css selector", "dialog.sheet[open] .done").click()


def check_long_notes_edit(driver, key):
    """A plant whose notes are far over 4 KB, with spaces around them, is edited from the page by
    its interval alone: saved, and the notes unchanged byte for byte (the form sends what changed)."""
    notes = "  " + "Mist the fronds; keep the soil moist, never wet.\n" * 150 + "  "
    subprocess.run([pc.COROLLA, "plants", "edit", key, "--notes", notes, "--db", pc.DB], check=True, capture_output=True)
    pc.check("the long notes are stored as written", plant_json(key)["notes"] == notes, str(len(plant_json(key)["notes"] or "")))
    ac.load(driver, ac.PHONE)
    plant = scroll_to(driver, key)
    ac.plant_action(driver, plant, "Edit")
    form_open(driver)
    fill(driver, {"water_every_days": "11"})
    driver.find_element("css selector", "dialog.sheet[open] button[type=submit]").click()
    pc.check("a plant with long notes is saved from the page", until(lambda: (plant_json(key) or {}).get("water_every_days") == 11), str(plant_json(key))[:200])
    pc.wait(driver, "return !document.querySelector('dialog.sheet[open]')", "the form closed", timeout=20)
    pc.check("an edit of the interval leaves the long notes byte for byte", plant_json(key)["notes"] == notes, repr((plant_json(key)["notes"] or "")[:80]))


def run(driver, app_check, page_check):
    global ac, pc
    ac, pc = app_check, page_check
    for size in (ac.PHONE, ac.DESKTOP):
        check_drag_reorder(driver, size)
    check_drag_scrolls(driver)
    check_grouped_drag(driver)
    check_keyboard_reorder(driver, ac.DESKTOP)
    check_motion(driver)
    check_pinned_headers(driver)
    check_popovers_inside(driver)
    key = check_add(driver, ac.PHONE, "Window Fern")
    check_add(driver, ac.DESKTOP, "Desk Fern")
    check_add_with_refused_photo(driver)
    if key:
        check_edit_and_photo(driver, key)
        check_long_notes_edit(driver, key)
        check_remove_and_undo(driver, key)
