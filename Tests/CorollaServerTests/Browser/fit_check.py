"""Nothing overflows its control (app_check.py runs it): at 320, 390 and 834 px wide, every visible
button and photo button of every sheet (View, a plant's actions, Add, Edit of a plant with a photo,
the removal's confirmation) and of a toast whose message wraps holds its text inside its box; the
toast's Undo stays at least 44 px; Edit's photo buttons are aligned (Take photo and Choose photo side
by side, equal; Remove photo under them, as wide as both); the removal's confirmation has one way
out. Each control is checked by its text's rects against its box less padding and border.
"""
import os
import subprocess

from edit_check import form_open

PHOTO = os.path.realpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "CorollaTestSupport", "Fixtures", "portrait-exif6.jpg"))
WIDTHS = ((320, 640), (390, 844), (834, 1112))

ac = None  # app_check
pc = None  # page_check

OVERFLOWS = """
const root = arguments[0] ? document.querySelector(arguments[0]) : document;
const out = [], seen = [];
for (const e of root.querySelectorAll('button, label.photo-button')) {
  const r = e.getBoundingClientRect();
  if (!e.offsetParent || r.width === 0) continue;
  const s = getComputedStyle(e), px = (v) => parseFloat(v) || 0;
  const left = r.left + px(s.borderLeftWidth) + px(s.paddingLeft), right = r.right - px(s.borderRightWidth) - px(s.paddingRight);
  const walker = document.createTreeWalker(e, NodeFilter.SHOW_TEXT);
  let lo = Infinity, hi = -Infinity;
  for (let t = walker.nextNode(); t; t = walker.nextNode()) {
    if (!t.textContent.trim()) continue;
    const range = document.createRange();
    range.selectNodeContents(t);
    for (const c of range.getClientRects()) { lo = Math.min(lo, c.left); hi = Math.max(hi, c.right); }
  }
  const name = (e.textContent || e.getAttribute('aria-label') || '').trim().slice(0, 30);
  seen.push(name);
  if (lo < left - 0.5 || hi > right + 0.5) out.push(`${name}: text ${Math.round(lo)}–${Math.round(hi)} in ${Math.round(left)}–${Math.round(right)}`);
}
return [seen, out];"""


def check_fit(driver, view, root="dialog.sheet[open]"):
    seen, out = driver.execute_script(OVERFLOWS, root)
    pc.check("%s: every control's text fits its box (%d controls)" % (view, len(seen)), seen and not out, "; ".join(out[:4]))


def close(driver):
    driver.find_element("css selector", "dialog.sheet[open] .done").click()
    pc.wait(driver, "return !document.querySelector('dialog.sheet[open]')", "the sheet to close")


def check_photo_buttons(driver, view):
    boxes = driver.execute_script("""return [...document.querySelectorAll('dialog.sheet[open] .photo-button')].map(e => {
        const r = e.getBoundingClientRect(); return [e.textContent.trim(), r.left, r.top, r.right, r.bottom]; });""")
    if len(boxes) != 3:
        pc.check("%s: Edit offers Take photo, Choose photo and Remove photo" % view, False, str(boxes))
        return
    take, choose, remove = boxes
    near = lambda a, b: abs(a - b) <= 1
    pc.check("%s: Take photo and Choose photo side by side, of one size" % view,
             near(take[2], choose[2]) and near(take[4], choose[4]) and near(take[3] - take[1], choose[3] - choose[1]), str(boxes))
    pc.check("%s: Remove photo under them, as wide as both" % view,
             remove[2] >= take[4] and near(remove[1], take[1]) and near(remove[3], choose[3]), str(boxes))


def check_toast(driver, view):
    driver.execute_script("""return import('/toast.js').then(t => t.showToast(
        'Removed Nephrolepis exaltata “Boston fern, the one by the north window” from favorites', {undo: () => {}}))""")
    pc.wait(driver, "return document.querySelector('.toast button') !== null", "the toast")
    check_fit(driver, view + " toast", ".toast")
    box = driver.execute_script("const r = document.querySelector('.toast button').getBoundingClientRect(); return [r.width, r.height];")
    pc.check("%s: the toast's Undo is at least 44×44 px" % view, box[0] >= 44 and box[1] >= 44, str(box))
    driver.execute_script("return import('/toast.js').then(t => t.showToast('').dismiss())")


def check_width(driver, size, key):
    view = ac.label(size)
    ac.load(driver, size)
    ac.open_view_sheet(driver)
    check_fit(driver, view + " View sheet")
    close(driver)
    plant = driver.execute_script("return document.querySelector('#surface .card[data-key=\"%s\"]').dataset.plant" % key)
    pc.settle(driver)
    driver.find_element("css selector", '#surface .card[data-plant="%s"] .card-button' % plant).click()
    pc.wait(driver, "return document.querySelector('dialog.sheet[open] .sheet-action') !== null", "the plant's action sheet")
    check_fit(driver, view + " plant sheet")
    close(driver)
    driver.find_element("id", "add-button").click()
    form_open(driver)
    check_fit(driver, view + " Add form")
    close(driver)
    ac.plant_action(driver, plant, "Edit")
    form_open(driver)
    check_fit(driver, view + " Edit form with a photo")
    check_photo_buttons(driver, view)
    if size[0] == 390:
        with open("%s/serve-390-edit.png" % pc.SHOTS, "wb") as file:
            file.write(driver.get_screenshot_as_png())
    close(driver)
    ac.plant_action(driver, plant, "Remove plant")
    pc.wait(driver, "return document.querySelector('dialog.sheet[open] h2').textContent.startsWith('Remove ')", "the confirmation")
    check_fit(driver, view + " removal's confirmation")
    ways = driver.execute_script("""return [...document.querySelectorAll('dialog.sheet[open] button')].map(b => b.textContent.trim())
        .filter(t => t === 'Done' || t === 'Cancel')""")
    pc.check("%s: the removal's confirmation has one way out, not Done and Cancel" % view, ways == ["Cancel"], str(ways))
    close(driver)
    pc.check("%s: Cancel in the confirmation removes nothing" % view, any(p["key"] == key for p in ac.cli("plants", "list")))
    check_toast(driver, view)


def run(driver, app_check, page_check):
    global ac, pc
    ac, pc = app_check, page_check
    key = ac.favorite_keys()[0]
    subprocess.run([pc.COROLLA, "plants", "edit", key, "--photo", PHOTO, "--db", pc.DB], check=True, capture_output=True)
    try:
        for size in WIDTHS:
            check_width(driver, size, key)
    finally:
        subprocess.run([pc.COROLLA, "plants", "edit", key, "--photo", "", "--db", pc.DB], check=True, capture_output=True)
