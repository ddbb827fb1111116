"""The browser engines page_check.py drives, behind what the checks ask of them.

Chromium: Debian's headless `chromium` through `chromedriver`; the viewport, touch and the media
features are emulated through the DevTools protocol (CDP), so a phone viewport is also a touch
screen (`mobile`, 2 device pixels a point).
WebKit (WebKitGTK, Safari's engine): `MiniBrowser --automation` through `WebKitWebDriver` (Debian
`webkit2gtk-driver`) on an Xvfb display this module starts; the viewport is the browser window, sized
so that `innerWidth`×`innerHeight` is exactly the one asked for (its toolbar shrunk by a GTK style
sheet so that a 320-point window is possible). WebKitWebDriver has no CDP: it synthesizes no touch
(a touch pointer arrives as a mouse), and the media features come from the GTK settings the browser
starts with, so a check of another colour scheme or of reduced motion gets a second browser started
with them (`other_browser`), not a switch in the running page.
"""
import contextlib
import ctypes
import glob
import os
import shutil
import subprocess
import tempfile

from selenium import webdriver

# In libwebkit2gtk-4.1-0, which webkit2gtk-driver depends on, under the machine's multiarch folder.
MINIBROWSER = (glob.glob("/usr/lib/*/webkit2gtk-4.1/MiniBrowser") + ["MiniBrowser"])[0]
WEBKIT_DRIVER = "/usr/bin/WebKitWebDriver"
# MiniBrowser's toolbar would keep its window at least 447 points wide: its widgets shrunk to nothing.
GTK_STYLE = "window * { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; }\n"


class Chromium:
    name = "chromium"
    touch = True  # touch events synthesized (CDP Input.dispatchTouchEvent)
    switches_media = True  # prefers-color-scheme and prefers-reduced-motion change in the running page
    bypasses_csp = True  # scripts the driver runs may evaluate strings whatever the page's Content-Security-Policy

    def start(self):
        from selenium.webdriver.chrome.options import Options
        from selenium.webdriver.chrome.service import Service
        options = Options()
        for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars"):
            options.add_argument(argument)
        options.binary_location = "/usr/bin/chromium"
        return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)

    def describe(self, driver):
        return "chromium %s (headless, CDP emulation)" % driver.capabilities.get("browserVersion", "?")

    def set_viewport(self, driver, width, height):
        """The viewport at `width`×`height`; below 600 wide a phone: mobile and touch emulated."""
        phone = width < 600
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": width, "height": height, "deviceScaleFactor": 2, "mobile": phone})
        driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": phone, "maxTouchPoints": 5 if phone else 1})

    def dispatch_touch(self, driver, kind, point):
        """A touch event of `kind` (touchStart, touchMove, touchEnd) at `point` in client coordinates."""
        driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": kind, "touchPoints": [{"x": point[0], "y": point[1]}] if point else []})

    def set_media(self, driver, **features):
        """Emulates media features, e.g. prefers_color_scheme="dark"; none given, the defaults again."""
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": k.replace("_", "-"), "value": v} for k, v in features.items()]})

    @contextlib.contextmanager
    def other_browser(self, driver, **features):
        """The running browser with `features` emulated, back to the defaults after."""
        self.set_media(driver, **features)
        try:
            yield driver
        finally:
            self.set_media(driver)

    def stop(self):
        pass


class WebKit:
    name = "webkit"
    touch = False
    switches_media = False
    bypasses_csp = False

    def __init__(self):
        self.home = tempfile.mkdtemp(prefix="corolla-webkit-")
        self.display = None

    def start(self, **features):
        """MiniBrowser on this module's Xvfb display; `features` (prefers_color_scheme="dark",
        prefers_reduced_motion="reduce") become its GTK settings."""
        if self.display is None:
            self.display = self.start_xvfb()
        config = os.path.join(self.home, "-".join("%s=%s" % item for item in sorted(features.items())) or "default")
        os.makedirs(os.path.join(config, "gtk-3.0"), exist_ok=True)
        with open(os.path.join(config, "gtk-3.0", "gtk.css"), "w") as file:
            file.write(GTK_STYLE)
        with open(os.path.join(config, "gtk-3.0", "settings.ini"), "w") as file:
            # WebKitGTK answers prefers-reduced-motion from gtk-enable-animations.
            file.write("[Settings]\ngtk-enable-animations=%d\n" % (features.get("prefers_reduced_motion") != "reduce"))
        os.environ["DISPLAY"] = self.display
        os.environ["XDG_CONFIG_HOME"] = config
        from selenium.webdriver.webkitgtk.options import Options
        options = Options()
        options.binary_location = MINIBROWSER
        options.add_argument("--automation")
        if features.get("prefers_color_scheme") == "dark":
            options.add_argument("--dark-mode")
        driver = webdriver.WebKitGTK(executable_path=WEBKIT_DRIVER, options=options)
        self.focus_window()
        return driver

    def focus_window(self):
        """Gives the newest browser window the keyboard focus, as the window a person uses has: with
        no window manager on the display, the focus follows the pointer, put in the window's corner
        (the windows are all at 0, 0). An unfocused page matches neither :focus nor :focus-visible."""
        x11 = ctypes.cdll.LoadLibrary("libX11.so.6")
        x11.XOpenDisplay.restype = ctypes.c_void_p
        x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
        x11.XDefaultRootWindow.restype = ctypes.c_ulong
        x11.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
        x11.XSetInputFocus.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_ulong]
        x11.XWarpPointer.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_int, ctypes.c_int, ctypes.c_uint, ctypes.c_uint, ctypes.c_int, ctypes.c_int]
        x11.XCloseDisplay.argtypes = [ctypes.c_void_p]
        display = x11.XOpenDisplay(self.display.encode())
        if not display:
            raise RuntimeError("cannot open the Xvfb display " + self.display)
        pointer_root = 1
        x11.XSetInputFocus(display, pointer_root, pointer_root, 0)
        x11.XWarpPointer(display, 0, x11.XDefaultRootWindow(display), 0, 0, 0, 0, 2, 2)
        x11.XCloseDisplay(display)

    def start_xvfb(self):
        """An Xvfb server on a display number it picks itself (other tests may hold others)."""
        read, write = os.pipe()
        self.xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1400x1200x24", "-nolisten", "tcp"],
                                     pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write)
        with os.fdopen(read) as pipe:
            number = pipe.readline().strip()
        if not number:
            raise RuntimeError("Xvfb did not start (Debian package xvfb)")
        return ":" + number

    def describe(self, driver):
        return "webkit: WebKitGTK %s (MiniBrowser --automation, WebKitWebDriver, Xvfb %s)" % (driver.capabilities.get("browserVersion", "?"), self.display)

    def set_viewport(self, driver, width, height):
        """The window sized so that the viewport is exactly `width`×`height` (the window less the
        browser's toolbar); fails when the browser will not make it so."""
        for _ in range(10):
            inner = driver.execute_script("return [innerWidth, innerHeight]")
            if inner == [width, height]:
                return
            window = driver.get_window_rect()
            # A window just made may not have its size yet: no window is smaller than its viewport.
            driver.set_window_rect(width=max(width, window["width"] + width - inner[0]), height=max(height, window["height"] + height - inner[1]))
        raise AssertionError("WebKit's viewport is %d×%d, not the %d×%d asked for (window %s)" % (inner[0], inner[1], width, height, driver.get_window_rect()))

    def dispatch_touch(self, driver, kind, point):
        raise AssertionError("WebKitWebDriver synthesizes no touch events")

    @contextlib.contextmanager
    def other_browser(self, driver, **features):
        """A second browser started with `features` (a running WebKitGTK page keeps its own)."""
        other = self.start(**features)
        try:
            yield other
        finally:
            other.quit()

    def stop(self):
        if self.display is not None:
            self.xvfb.terminate()
            self.xvfb.wait()
        shutil.rmtree(self.home, ignore_errors=True)


def named(name):
    return {"chromium": Chromium, "webkit": WebKit}[name]()
