#!/usr/bin/env python3
"""Drives plumb's HTML report in headless Chromium and checks what a reader sees.

    scripts/browser-test.py PLUMB_BINARY [--screenshots FOLDER] [--keep FOLDER]

Generates a modular app of 60 modules (scripts/bench/generate-modules.py: an app, features in four layers, core
modules, test targets, remote packages, a cycle and a layer violation), writes its report with `plumb report`, opens
it with Selenium in headless Chromium and checks: the page loads without console errors; the graph is drawn; a search
finds a module and Enter selects it (side panel with its metrics, findings, dependencies and dependents; the module
lit, its neighbours lit, the rest dimmed); a larger depth lights more; clicking a node in the graph selects it;
externals hide and show; the tests switch shows the drawing with test targets and keeps the selection; zoom and
drag move the view; the type diagram opens in a dialog; a name in the metrics table selects the module; Escape
clears; the dependency matrix and the cycle advice are there (the cut marked in the matrix and the graph, where to
cut in the side panel) and a name in the matrix selects its module. Exits 0 when all hold, 1 with the failed checks listed, 77 when Chromium, its driver or Selenium is missing
(the Swift test that runs this script skips then, saying why).

--screenshots FOLDER also saves PNGs of the report (the graph, a selected module, the type diagram, the tables and
the chart) for docs/images; --keep FOLDER keeps the generated workspace and report there.
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
SKIP = 77


def find_browser():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    return None


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("plumb")
    parser.add_argument("--screenshots")
    parser.add_argument("--keep")
    args = parser.parse_args()

    browser, driver = find_browser(), shutil.which("chromedriver")
    try:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
        from selenium.webdriver.common.action_chains import ActionChains
        from selenium.webdriver.common.by import By
        from selenium.webdriver.common.keys import Keys
    except ImportError:
        print("browser-test: selenium is not installed (scripts/test-tools.sh installs it)", file=sys.stderr)
        return SKIP
    if not browser or not driver:
        print("browser-test: needs chromium and chromedriver (Debian: apt-get install chromium chromium-driver)",
              file=sys.stderr)
        return SKIP

    work = args.keep or tempfile.mkdtemp(prefix="plumb-browser-")
    workspace = os.path.join(work, "app")
    report = os.path.join(work, "report.html")
    if not os.path.exists(os.path.join(workspace, ".plumb.yml")):
        subprocess.run([sys.executable, os.path.join(HERE, "bench", "generate-modules.py"), "60", workspace],
                       check=True)
    result = subprocess.run([args.plumb, "report", workspace, "--output", report, "--no-cache"],
                            capture_output=True, text=True)
    if result.returncode != 0:
        print(result.stderr, file=sys.stderr)
        print(f"browser-test: plumb report exited with {result.returncode}", file=sys.stderr)
        return 1

    options = webdriver.ChromeOptions()
    options.binary_location = browser
    # --no-sandbox: containers often run as root, where Chromium's sandbox refuses to start.
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1440,1000", "--force-device-scale-factor=1"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    page = webdriver.Chrome(service=Service(driver), options=options)
    failures = []

    def check(condition, what):
        print(("ok      " if condition else "FAILED  ") + what)
        if not condition:
            failures.append(what)

    def js(script, *arguments):
        return page.execute_script(script, *arguments)

    def shot(name, element_id=None):
        if not args.screenshots:
            return
        os.makedirs(args.screenshots, exist_ok=True)
        if element_id:
            js("document.getElementById(arguments[0]).scrollIntoView()", element_id)
            time.sleep(0.2)
        page.save_screenshot(os.path.join(args.screenshots, name + ".png"))

    def panel_title():
        titles = page.find_elements(By.CSS_SELECTOR, "#panel-body h3")
        return titles[0].text if titles and titles[0].is_displayed() else None

    def count(selector):
        return js("return document.querySelectorAll(arguments[0]).length", selector)

    # The module level's drawing: the folder level (id f-level) sits beside it in the same section.
    shown = "#level .variant:not([hidden]) "
    view_box = "return document.querySelector('#level .variant:not([hidden]) svg').getAttribute('viewBox')"
    try:
        page.get("file://" + os.path.abspath(report))
        time.sleep(0.5)
        check(count(shown + "svg") == 1, "one drawing of the graph is shown")
        nodes = count(shown + "g.node")
        check(nodes >= 40, f"the graph draws the modules ({nodes} nodes)")
        check(count(shown + "g.node.external") >= 1, "external packages are marked")
        check(count(shown + "g.edge.cycle") >= 2, "the cycle's edges are marked")
        js("document.getElementById('graph').scrollIntoView()")
        shot("report-graph")

        search = page.find_element(By.ID, "search")
        search.send_keys("CartDomain")
        time.sleep(0.2)
        check(page.find_element(By.ID, "search-count").text == "1 found", "the search finds one module")
        check(count(shown + "g.node.match") == 1, "the match is marked in the graph")
        search.send_keys(Keys.ENTER)
        time.sleep(0.3)
        check(panel_title() == "CartDomain", "Enter selects it: the side panel shows CartDomain")
        panel = page.find_element(By.ID, "panel").text
        for words in ("Depends on (", "Used by (", "Findings (", "In a cycle with", "Where to cut cycle", "Declared at"):
            check(words in panel, f"the side panel shows '{words}'")
        metric_titles = js("return Array.from(document.querySelectorAll('#panel-body dt')).map(d => d.title)")
        check(len(metric_titles) >= 9 and all(metric_titles), "every metric in the side panel has its explanation")
        check(count(shown + "g.node.focus") == 1, "the selected module is lit")
        lit_one = count(shown + "g.node.dep") + count(shown + "g.node.dependent")
        check(lit_one >= 2, f"its dependencies and dependents are lit ({lit_one})")
        check(count(shown + "g.node.dim") > nodes / 2, "the rest is dimmed")
        shot("report-selected", "graph")

        page.find_element(By.CSS_SELECTOR, "#depth option[value='all']").click()
        time.sleep(0.2)
        lit_all = count(shown + "g.node.dep") + count(shown + "g.node.dependent")
        check(lit_all > lit_one, f"depth 'all' lights more ({lit_all} > {lit_one})")
        page.find_element(By.CSS_SELECTOR, "#depth option[value='1']").click()

        # A lit neighbour whose box lies inside the viewport, to click like a reader would.
        target = js("""
            var box = document.getElementById('viewport').getBoundingClientRect();
            return Array.from(document.querySelectorAll('#level .variant:not([hidden]) g.node.dep')).find(function (el) {
              var r = el.getBoundingClientRect(), x = r.left + r.width / 2, y = r.top + r.height / 2;
              return x > box.left && x < box.right && y > box.top && y < box.bottom;
            }) || null;""")
        if target:
            name = js("return arguments[0].querySelector('title').textContent", target)
            ActionChains(page).move_to_element(target).click().perform()
            time.sleep(0.3)
            check(panel_title() == name.split("/")[-1], f"clicking {name} in the graph selects it")
        else:
            check(False, "a lit neighbour to click")

        before = js(view_box)
        page.find_element(By.ID, "zoom-in").click()
        after = js(view_box)
        check(float(after.split()[2]) < float(before.split()[2]), "+ zooms in")
        viewport = page.find_element(By.ID, "viewport")
        ActionChains(page).move_to_element(viewport).click_and_hold().move_by_offset(120, 40).release().perform()
        time.sleep(0.2)
        check(js(view_box).split()[:2] != after.split()[:2], "dragging pans the view")
        page.find_element(By.ID, "zoom-fit").click()

        externals = page.find_element(By.ID, "show-externals")
        externals.click()
        time.sleep(0.2)
        hidden = js("return Array.from(document.querySelectorAll(arguments[0])).every(e => getComputedStyle(e).display === 'none')",
                    shown + "g.node.external")
        check(hidden, "unticking externals hides the external packages")
        externals.click()
        time.sleep(0.2)
        check(js("return getComputedStyle(document.querySelector(arguments[0])).display", shown + "g.node.external")
              != "none", "ticking it shows them again")

        selected = panel_title()
        tests = page.find_element(By.ID, "show-tests")
        check(tests.is_enabled(), "the tests switch is enabled (the workspace has test targets)")
        tests.click()
        time.sleep(0.3)
        check(js("return document.querySelector('#level .variant:not([hidden])').dataset.variant") == "tests",
              "ticking tests shows the drawing with test targets")
        check(count(shown + "g.node.test") >= 20, "which draws the test targets")
        check(panel_title() == selected and count(shown + "g.node.focus") == 1, "and keeps the selection")
        tests.click()
        time.sleep(0.2)

        search.clear()
        search.send_keys("CartDomain", Keys.ENTER)
        time.sleep(0.3)
        buttons = [b for b in page.find_elements(By.CSS_SELECTOR, "#panel-body button") if b.text == "Type diagram"]
        check(bool(buttons), "the side panel offers the type diagram")
        if buttons:
            buttons[0].click()
            time.sleep(0.3)
            check(js("return document.getElementById('types-dialog').open"), "the type diagram opens in a dialog")
            check(count("#types-body svg g.node") >= 1, "with the module's types drawn")
            shot("report-types")
            page.find_element(By.ID, "types-close").click()

        link = page.find_element(By.CSS_SELECTOR, "table.metrics a.select[data-key$='/CoreModels']")
        js("arguments[0].scrollIntoView({block: 'center'})", link)
        link.click()
        time.sleep(0.3)
        check(panel_title() == "CoreModels", "a name in the metrics table selects the module in the graph")
        page.find_element(By.TAG_NAME, "body").send_keys(Keys.ESCAPE)
        time.sleep(0.2)
        check(count(shown + "g.node.focus") == 0 and panel_title() is None, "Escape clears the selection")

        rows = count("#matrix table.dsm tbody th.row")
        check(rows >= 50, f"the dependency matrix lists the modules ({rows} rows)")
        check(count("#matrix table.dsm td.above.cycle.cut") >= 1, "the matrix marks the cut the cycle advice suggests")
        check(count("#cycles .cycle-advice") >= 1, "the cycles section says where to cut each cycle")
        check(count(shown + "g.edge.cut") >= 1, "the edge to cut is marked in the graph")
        row_link = page.find_element(By.CSS_SELECTOR, "#matrix a.select[data-key$='/FeedDomain']")
        js("arguments[0].scrollIntoView({block: 'center'})", row_link)
        row_link.click()
        time.sleep(0.3)
        check(panel_title() == "FeedDomain", "a name in the matrix selects the module in the graph")
        page.find_element(By.TAG_NAME, "body").send_keys(Keys.ESCAPE)
        shot("report-cycles", "cycles")
        shot("report-matrix", "matrix")
        shot("report-rules", "checked")
        shot("report-metrics", "metrics")
        shot("report-main-sequence", "main-sequence")
        errors = [entry for entry in page.get_log("browser") if entry.get("level") == "SEVERE"]
        for entry in errors:
            print("console:", entry.get("message"))
        check(not errors, "no errors in the console")
    finally:
        page.quit()
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)
    if failures:
        print(f"browser-test: {len(failures)} check(s) failed", file=sys.stderr)
        return 1
    print("browser-test: every check passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
