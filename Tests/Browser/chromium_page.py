#!/usr/bin/env python3
"""Opens HTML files in headless Chromium and reports what a person would meet, as JSON.

Drives Chromium through the DevTools protocol over a pipe (--remote-debugging-pipe), with
the standard library only. The pages themselves run no script: what is evaluated here is
the harness's own reading of the page (positions, computed styles), as DevTools does.

    chromium_page.py [options] FILE...

For each FILE, one JSON object per line:
    {"file", "seconds", "console": [{"level", "text", "source"}...], "screenshot"?, "sorted"?}
where "seconds" is the time from the navigation to the second frame painted after the load
event, and "console" holds every console message, exception and log entry of the page.

Options:
    --chromium PATH            the browser (default: $PUSHROUTE_CHROMIUM, chromium, chromium-browser)
    --size WxH                 the window (default 1280x900)
    --screenshot PNG           a screenshot of the first FILE's window, or with --full-page of the whole page
    --full-page
    --max-height N             with --full-page, at most N pixels tall
    --until SELECTOR           with --full-page, down to the bottom of the element SELECTOR (and 12 px)
    --sort ID:PROPERTY         click the label of radio button ID, then check that the rows of
                               the table are shown in the order of their custom PROPERTY (in
                               document order when PROPERTY is empty); repeatable, applies to
                               every FILE; "sorted" lists the results
    --runs N                   load each FILE N times; "seconds" is the median, "runs" all of them
"""
import base64
import json
import os
import select
import shutil
import statistics
import subprocess
import sys
import tempfile
import time


class Browser:
    def __init__(self, chromium, width, height):
        self.profile = tempfile.mkdtemp(prefix="pushroute-chromium-")
        to_chromium, self.write_fd = os.pipe()
        self.read_fd, from_chromium = os.pipe()

        def descriptors():
            os.dup2(to_chromium, 3)
            os.dup2(from_chromium, 4)

        self.process = subprocess.Popen(
            [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
             "--no-first-run", "--no-default-browser-check", "--hide-scrollbars", "--mute-audio",
             f"--user-data-dir={self.profile}", f"--window-size={width},{height}", "about:blank"],
            pass_fds=(3, 4), preexec_fn=descriptors, stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_chromium)
        os.close(from_chromium)
        self.buffer = b""
        self.next_id = 0
        self.events = []
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        for domain in ("Page", "Runtime", "Log"):
            self.call(domain + ".enable", session=True)
        self.call("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False}, session=True)

    def close(self):
        self.process.kill()
        self.process.wait()
        shutil.rmtree(self.profile, ignore_errors=True)

    def call(self, method, params=None, session=False, timeout=60):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = self.session
        os.write(self.write_fd, json.dumps(message).encode() + b"\0")
        while True:
            reply = self.receive(timeout)
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            self.events.append(reply)

    def receive(self, timeout):
        deadline = time.monotonic() + timeout
        while b"\0" not in self.buffer:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([self.read_fd], [], [], left)[0]:
                raise TimeoutError("no answer from chromium")
            chunk = os.read(self.read_fd, 1 << 16)
            if not chunk:
                raise EOFError("chromium closed the pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def wait_for(self, method, timeout=60):
        for index, event in enumerate(self.events):
            if event.get("method") == method:
                return self.events.pop(index)
        while True:
            event = self.receive(timeout)
            if event.get("method") == method:
                return event
            self.events.append(event)

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate",
                           {"expression": expression, "awaitPromise": True, "returnByValue": True}, session=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"evaluating {expression!r}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def open(self, path):
        """Loads the page; returns the seconds until two frames were painted after its load event."""
        self.events = [e for e in self.events if e.get("method") != "Page.loadEventFired"]
        start = time.monotonic()
        navigation = self.call("Page.navigate", {"url": "file://" + os.path.abspath(path)}, session=True)
        if navigation.get("errorText"):
            raise RuntimeError(f"{path}: {navigation['errorText']}")
        self.wait_for("Page.loadEventFired")
        self.evaluate("new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)))")
        return time.monotonic() - start

    def console(self):
        """Console messages, exceptions and log entries since the last call."""
        found = []
        for event in self.events:
            method, params = event.get("method"), event.get("params", {})
            if method == "Runtime.consoleAPICalled":
                text = " ".join(str(a.get("value", a.get("description", ""))) for a in params.get("args", []))
                found.append({"level": params.get("type"), "text": text, "source": "console-api"})
            elif method == "Runtime.exceptionThrown":
                found.append({"level": "error", "text": params["exceptionDetails"].get("text", ""), "source": "exception"})
            elif method == "Log.entryAdded":
                entry = params["entry"]
                found.append({"level": entry.get("level"), "text": entry.get("text"), "source": entry.get("source")})
        self.events = [e for e in self.events if e.get("method") not in
                       ("Runtime.consoleAPICalled", "Runtime.exceptionThrown", "Log.entryAdded")]
        return found

    def screenshot(self, path, full_page, max_height, until):
        params = {"format": "png"}
        if full_page:
            size = self.evaluate("[document.documentElement.scrollWidth, document.documentElement.scrollHeight]")
            height = min(size[1], max_height) if max_height else size[1]
            if until:
                bottom = self.evaluate(f"document.querySelector({json.dumps(until)}).getBoundingClientRect().bottom")
                height = min(height, int(bottom) + 12)
            params.update({"captureBeyondViewport": True,
                           "clip": {"x": 0, "y": 0, "width": size[0], "height": height, "scale": 1}})
        data = self.call("Page.captureScreenshot", params, session=True)["data"]
        with open(path, "wb") as file:
            file.write(base64.b64decode(data))

    def click_label(self, radio):
        # The first box of the label's text: a label on two lines has a gap in its middle.
        box = self.evaluate(f"(() => {{ const r = document.querySelector('label[for=\"{radio}\"]')"
                            ".getClientRects()[0]; return [r.x + r.width / 2, r.y + r.height / 2]; })()")
        for kind in ("mousePressed", "mouseReleased"):
            self.call("Input.dispatchMouseEvent",
                      {"type": kind, "x": box[0], "y": box[1], "button": "left", "clickCount": 1}, session=True)

    def rows_in_order(self, radio, prop):
        """Clicks the label, then checks that the rows appear in the order of their ranks."""
        self.click_label(radio)
        checked = self.evaluate(f"document.getElementById('{radio}').checked")
        # Each row's rank in the order: its custom property, or without one its place in the document.
        rank = f"parseInt(getComputedStyle(tr).getPropertyValue('{prop}'))" if prop else "index"
        ranks = self.evaluate(
            "Array.from(document.querySelectorAll('table.payloads tbody tr'))"
            f".map((tr, index) => [tr.getBoundingClientRect().top, {rank}])"
            ".sort((a, b) => a[0] - b[0]).map(pair => pair[1])")
        return {"radio": radio, "checked": checked, "rows": len(ranks), "in_order": ranks == list(range(len(ranks))),
                "first_ranks": ranks[:5]}


def find_chromium(explicit):
    for candidate in (explicit, os.environ.get("PUSHROUTE_CHROMIUM"), "chromium", "chromium-browser"):
        if candidate and shutil.which(candidate):
            return shutil.which(candidate)
    return None


def main(arguments):
    options = {"size": "1280x900", "screenshot": None, "full_page": False, "max_height": 0, "until": None,
               "sort": [], "runs": 1, "chromium": None}
    files = []
    iterator = iter(arguments)
    for argument in iterator:
        if argument == "--full-page":
            options["full_page"] = True
        elif argument in ("--size", "--screenshot", "--max-height", "--until", "--sort", "--runs", "--chromium"):
            value = next(iterator)
            key = argument[2:].replace("-", "_")
            if key == "sort":
                options["sort"].append(value.split(":", 1))
            elif key in ("max_height", "runs"):
                options[key] = int(value)
            else:
                options[key] = value
        else:
            files.append(argument)
    chromium = find_chromium(options["chromium"])
    if not chromium:
        sys.exit("chromium_page.py: no chromium (set PUSHROUTE_CHROMIUM or install chromium)")
    width, height = (int(n) for n in options["size"].split("x"))
    browser = Browser(chromium, width, height)
    try:
        for index, path in enumerate(files):
            runs = [browser.open(path) for _ in range(options["runs"])]
            report = {"file": path, "seconds": round(statistics.median(runs), 3), "console": browser.console()}
            if options["runs"] > 1:
                report["runs"] = [round(r, 3) for r in runs]
            if index == 0 and options["screenshot"]:
                browser.screenshot(options["screenshot"], options["full_page"], options["max_height"], options["until"])
                report["screenshot"] = options["screenshot"]
            if options["sort"]:
                report["sorted"] = [browser.rows_in_order(radio, prop) for radio, prop in options["sort"]]
                report["console"] += browser.console()
            print(json.dumps(report), flush=True)
    finally:
        browser.close()


if __name__ == "__main__":
    main(sys.argv[1:])
