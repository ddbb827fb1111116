"""Focus rings only where they help (app_check.py runs it): after a click or a tap the control the
page focuses (a card when its sheet closes, Add when the form closes) shows no ring; after a key
press the focused control shows the page's 3 px ring (`:focus-visible`).
"""
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

ac = None  # app_check
pc = None  # page_check

PHOTO_RING = "%s; const e = document.activeElement.closest('.photo-button'), s = getComputedStyle(e); return [e.textContent, s.outlineStyle, s.outlineWidth]"
RING = "const e = document.activeElement, s = getComputedStyle(e); return [e.id || e.className, s.outlineStyle, s.outlineWidth]"


def ring(driver):
    return driver.execute_script(RING)


def check_pointer(driver, size):
    view = ac.label(size)
    ac.load(driver, size)
    plant = driver.execute_script("return document.querySelector('#surface .card').dataset.plant")
    driver.find_element("css selector", '#surface .card[data-plant="%s"] .card-button' % plant).click()
    pc.wait(driver, "return document.querySelector('dialog.sheet[open] .sheet-action') !== null", "the plant's action sheet")
    driver.find_element("css selector", "dialog.sheet[open] .done").click()
    pc.wait(driver, "return !document.querySelector('dialog.sheet[open]')", "the sheet to close")
    # The page gives the focus back once the sheet's close has run, which can be a task later.
    pc.wait(driver, "return !document.activeElement.closest('dialog')", "the focus to leave the closed sheet")
    card = ring(driver)
    pc.check("%s: a card focused again after its sheet closed by a click shows no ring" % view, "card-button" in card[0] and card[1] == "none", str(card))
    driver.find_element("id", "add-button").click()
    pc.wait(driver, "return document.querySelector('dialog.sheet[open] form.plant-form') !== null", "the plant form")
    photo = driver.execute_script(PHOTO_RING % "document.querySelector('dialog.sheet[open] .photo-button input').focus()")
    pc.check("%s: a photo button focused after a click shows no ring" % view, photo[1] == "none", str(photo))
    # From Choose photo, Shift+Tab: the keyboard reaches Take photo.
    driver.execute_script("document.querySelectorAll('dialog.sheet[open] .photo-button input')[1].focus()")
    ActionChains(driver).key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT).perform()
    photo = driver.execute_script(PHOTO_RING % "")
    pc.check("%s: Shift+Tab to a photo button shows the page's 3 px ring on it" % view,
             photo[0] == "Take photo" and photo[1] == "solid" and photo[2] == "3px", str(photo))
    driver.find_element("css selector", "dialog.sheet[open] .done").click()
    pc.wait(driver, "return !document.querySelector('dialog.sheet[open]')", "the form to close")
    pc.wait(driver, "return !document.activeElement.closest('dialog')", "the focus to leave the closed form")
    add = ring(driver)
    pc.check("%s: Add focused again after the form closed by a click shows no ring" % view, add[0] == "add-button" and add[1] == "none", str(add))
    return plant


def check_keyboard(driver, size):
    view = ac.label(size)
    ActionChains(driver).send_keys(Keys.TAB).perform()
    moved = ring(driver)
    pc.check("%s: Tab to the next control shows the page's 3 px ring" % view, moved[1] == "solid" and moved[2] == "3px", str(moved))


def run(driver, app_check, page_check):
    global ac, pc
    ac, pc = app_check, page_check
    for size in (ac.PHONE, ac.DESKTOP):
        check_pointer(driver, size)
        check_keyboard(driver, size)
