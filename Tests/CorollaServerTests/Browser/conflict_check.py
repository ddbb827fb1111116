"""Sheets and conflicts on the page (app_check.py runs it): Back and Escape close a plant's sheet
and leave the page, its address and its view as they were; a write whose plant changed on another
device since the page showed it (here a watering of an earlier day recorded by the CLI, which moves
no revision, so the page has no reason to reload) is a choice, Keep theirs / Apply mine, not a
failure: Apply mine waters it, Keep theirs leaves the other device's change alone (both checked
through the CLI); the tile style is offered, and an address naming the fan says the page does not
offer it.
"""
import datetime
import os
import subprocess

ac = None  # app_check (cli, load, label, run_axe, plant_action, PHONE, DESKTOP)
pc = None  # page_check (check, wait, settle, COROLLA, DB)

OPEN_SHEET = "return document.querySelector('dialog.sheet[open]') !== null"


def open_card_sheet(driver, plant):
    pc.settle(driver)
    pc.wait(driver, "return document.getAnimations().length === 0", "the cards' moves to end")
    driver.find_element("css selector", '#surface .card[data-plant="%s"] .card-button' % plant).click()
    pc.wait(driver, OPEN_SHEET, "the plant's sheet")


def page_state(driver):
    return driver.execute_script("""return [location.href, document.getElementById('surface').dataset.token,
        document.getElementById('style').value, document.querySelector('dialog.sheet[open]') !== null]""")


def check_back_and_escape(driver, size):
    ac.load(driver, size, "?style=chip")
    plant = driver.execute_script("return document.querySelector('#surface .card').dataset.plant")
    before = page_state(driver)
    open_card_sheet(driver, plant)
    pc.wait(driver, "return /watered|never/.test(document.querySelector('dialog.sheet[open] .plant-about').textContent)", "the last watering in the sheet")
    driver.save_screenshot(os.path.join(pc.SHOTS, "plant-sheet-%dx%d.png" % size))
    driver.back()
    pc.wait(driver, "return document.querySelector('dialog.sheet[open]') === null", "the sheet closed by Back")
    pc.settle(driver)
    after = page_state(driver)
    pc.check("%s: Back closes the plant's sheet and leaves the page and its view as they were" % ac.label(size), after == before,
             "%s, before %s" % (after, before))
    open_card_sheet(driver, plant)
    driver.find_element("css selector", "dialog.sheet[open]").send_keys("\ue00c")  # Escape
    pc.wait(driver, "return document.querySelector('dialog.sheet[open]') === null", "the sheet closed by Escape")
    pc.wait(driver, "return !(history.state && history.state.sheet)", "the sheet's history entry gone")
    pc.settle(driver)
    pc.check("%s: Escape closes the sheet and takes its history entry with it" % ac.label(size), page_state(driver) == before, str(page_state(driver)))


def earlier_watering(key, days_before, by):
    """Records a watering of `key` `days_before` its last one: its history changes, its last
    watering (what the grid shows, and the revision) does not."""
    last = datetime.date.fromisoformat(ac.last_watered(key))
    day = (last - datetime.timedelta(days=days_before)).isoformat()
    subprocess.run([pc.COROLLA, "plants", "water", key, "--on", day, "--as", by, "--db", pc.DB, "--quiet"], check=True)


def choose_in_conflict(driver, choice):
    pc.wait(driver, "return [...document.querySelectorAll('dialog.sheet[open] h2')].some(h => h.textContent === 'Changed on another device')",
            "the conflict's choice", timeout=15)
    text = driver.execute_script("return document.querySelector('dialog.sheet[open] .plant-about').textContent")
    buttons = [b.text for b in driver.find_elements("css selector", "dialog.sheet[open] .sheet-action")]
    driver.save_screenshot(os.path.join(pc.SHOTS, "conflict-choice.png"))
    ac.check_targets(driver, "the conflict's choice")
    ac.run_axe(driver, "the conflict's choice")
    for button in driver.find_elements("css selector", "dialog.sheet[open] .sheet-action"):
        if button.text == choice:
            button.click()
            break
    return text, buttons


def check_conflict_choice(driver):
    ac.load(driver, ac.PHONE)
    # A plant watered before that needs water, so that watering it today changes it.
    watered = [p["key"] for p in ac.cli("plants", "list") if p["last_watered"] and p["last_watered"] < datetime.date.today().isoformat()]
    cards = driver.execute_script("return [...document.querySelectorAll('#surface .card')].map(n => [n.dataset.plant, n.dataset.key, n.dataset.needsWater])")
    candidates = [c for c in cards if c[1] in watered]
    plant, key, _ = next((c for c in candidates if c[2] == "true"), candidates[0])
    earlier_watering(key, 30, "Pixel 8")
    ac.plant_action(driver, plant, "Water")
    text, buttons = choose_in_conflict(driver, "Apply mine")
    pc.check("a write to a plant changed on another device offers Keep theirs / Apply mine", buttons == ["Keep theirs", "Apply mine"], str(buttons))
    pc.check("the choice says what the other device left", text.startswith("Now: ") and "Watering" in text and "was not done" in text, text)
    today = datetime.date.today().isoformat()
    pc.wait(driver, "return document.querySelector('.toast') !== null && /watered/i.test(document.querySelector('.toast').textContent)",
            "the watering applied", timeout=15)
    pc.check("Apply mine sends the write again over the other device's change (the CLI shows today)", ac.last_watered(key) == today, ac.last_watered(key))
    # Another change from elsewhere, then Keep theirs: the favorite stays.
    earlier_watering(key, 31, "Tablet")
    ac.plant_action(driver, plant, "Remove from favorites")
    choose_in_conflict(driver, "Keep theirs")
    pc.wait(driver, "return document.querySelector('dialog.sheet[open]') === null", "the choice closed")
    pc.check("Keep theirs does nothing (the CLI's favorites still have it)", key in ac.favorite_keys(), str(ac.favorite_keys()[:5]))
    shown = subprocess.run([pc.COROLLA, "plants", "show", key, "--db", pc.DB], check=True, capture_output=True, text=True).stdout
    pc.check("plants show says who watered", "by Pixel 8" in shown and "by Tablet" in shown, shown)


def check_styles_and_fan(driver):
    ac.load(driver, ac.PHONE, "?style=tile")
    style = driver.execute_script("return [document.getElementById('style').value, document.querySelectorAll('#surface .card').length]")
    pc.check("the tile style is offered on the page", style[0] == "tile" and style[1] > 0, str(style))
    ac.load(driver, ac.PHONE, "?layout=fan")
    pc.wait(driver, "return document.querySelector('.toast') !== null", "the fan's note", timeout=15)
    text = driver.execute_script("return document.querySelector('.toast').textContent")
    pc.check("an address naming the fan says the page does not offer it", "layout fan" in text and "corolla grid" in text, text)


def run(driver, app_check, page_check):
    global ac, pc
    ac, pc = app_check, page_check
    for size in (ac.PHONE, ac.DESKTOP):
        check_back_and_escape(driver, size)
    check_conflict_choice(driver)
    check_styles_and_fan(driver)
