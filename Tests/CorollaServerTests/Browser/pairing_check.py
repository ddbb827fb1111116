"""Two browsers (two Chromium profiles, a Pixel's and an iPhone's User-Agent) pair with
`corolla serve --host 0.0.0.0` by the address it prints, and stay paired across a restart of the
server on the same port; an open page writes after the restart without a reload and follows a
change made by the CLI (its event stream reconnects); one device renames itself on the page; the
other is refused once revoked.

Run by page_check.py --pairing, which gives its checks (`pc`): the server listens on the port of
page_check's URL.
"""
import datetime
import json
import subprocess
import tempfile
import urllib.parse

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

PIXEL = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36"
IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1"
pc = None  # page_check: check, wait, COROLLA, DB, URL
PORT = ""


def cli(*arguments):
    return json.loads(subprocess.run([pc.COROLLA] + list(arguments) + ["--db", pc.DB, "--json"], check=True, capture_output=True).stdout)


def serve():
    """`corolla serve --host 0.0.0.0` on PORT, and its loopback pairing address once printed."""
    process = subprocess.Popen([pc.COROLLA, "serve", "--db", pc.DB, "--host", "0.0.0.0", "--port", PORT],
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    for line in process.stdout:
        if line.startswith("  http://127.0.0.1:%s/pair?code=" % PORT):
            return process, line.strip()
    raise AssertionError("corolla serve printed no pairing address")


def stop(process):
    process.terminate()
    process.wait(timeout=30)


def browser(user_agent, profile):
    options = Options()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--user-agent=" + user_agent,
                     "--user-data-dir=" + profile, "--window-size=390,844"):
        options.add_argument(argument)
    options.binary_location = "/usr/bin/chromium"
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def pair(driver, address, name):
    driver.get(address)
    shown = driver.find_element("id", "device-name").text
    pc.check("%s: the pairing address names the device %s" % (name, name), shown == name, shown)
    driver.find_element("id", "open-plants").click()
    pc.wait(driver, "return document.getElementById('surface').dataset.rect", "the first cards")
    named = pc.wait(driver, "return document.getElementById('device-name').value", "the device's name under View")
    pc.check("%s: the page names its device" % name, named == name, named)


def grid_status(driver):
    return driver.execute_async_script("""
        const done = arguments[arguments.length - 1];
        fetch('/api/grid?width=390').then(r => done(r.status), () => done(0));""")


def run(page_check):
    global pc, PORT
    pc = page_check
    PORT = str(urllib.parse.urlparse(pc.URL).port)
    server, address = serve()
    profiles = [tempfile.mkdtemp(prefix="corolla-profile-") for _ in range(2)]
    phone, other = browser(PIXEL, profiles[0]), browser(IPHONE, profiles[1])
    try:
        pair(phone, address, "Pixel 8")
        pair(other, address, "iPhone")
        names = [device["name"] for device in cli("devices")["devices"]]
        pc.check("corolla devices lists both", names == ["Pixel 8", "iPhone"], str(names))

        phone.execute_script("""
            const input = document.getElementById('device-name');
            input.value = 'Kitchen phone';
            document.getElementById('device-form').requestSubmit();""")
        pc.wait(phone, "return document.getElementById('device-status').textContent.includes('Kitchen phone')", "the rename")
        names = [device["name"] for device in cli("devices")["devices"]]
        pc.check("the page renames its device", names == ["Kitchen phone", "iPhone"], str(names))

        stop(server)
        server, _ = serve()
        plant = cli("favorites", "list")[0]
        phone.set_script_timeout(30)
        answer = phone.execute_async_script("""
            const done = arguments[arguments.length - 1];
            import('/api.js').then(api => api.waterPlant(%d)).then(a => done(JSON.stringify(a)), e => done(String(e)));""" % plant["id"])
        watered = next(p for p in cli("plants", "list") if p["id"] == plant["id"])["last_watered"]
        pc.check("the page open through the restart writes without a reload", watered == datetime.date.today().isoformat(), answer)

        cli("plants", "water", cli("favorites", "list")[1]["key"])
        revision = cli("db", "status")["revision"]
        shown = pc.wait(phone, "const d = document.getElementById('details').textContent; return d.includes('revision %d') && d" % revision,
                      "the page to follow the CLI's watering")
        pc.check("the page's event stream reconnected after the restart: it follows a CLI change", bool(shown))
        pc.check("the other device is still paired after the restart", grid_status(other) == 200)
        cli("devices", "revoke", "iPhone")
        pc.check("a revoked device is refused at its next request", grid_status(other) == 403)
        pc.check("the device left is not", grid_status(phone) == 200)
    finally:
        phone.quit()
        other.quit()
        stop(server)
    if not pc.failures:
        print("all pairing checks passed")
