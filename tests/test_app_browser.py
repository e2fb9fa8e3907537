"""The app in a real browser (Debian chromium through Playwright's sync API).

Hand-set decoders: the switch fires at the first step of every answer and right after "= ", and
OccamNet multiplies the last two numbers. Screenshots go to artifacts/ (gitignored); with OCCAM_UPDATE_SCREENSHOT=1 the
inspector screenshot is also copied to assets/screenshot.png for the README.
"""
import json
import os
import shutil
import socket
import time
from pathlib import Path

import pytest

CHROMIUM = "/usr/bin/chromium"
if not os.path.exists(CHROMIUM):
    pytest.skip(f"browser tests need Debian's chromium at {CHROMIUM} (apt-get install chromium); "
                "Playwright's own browser download is not used", allow_module_level=True)
sync_api = pytest.importorskip("playwright.sync_api", reason="browser tests need playwright for Python")
PlaywrightTimeoutError = sync_api.TimeoutError

os.environ.setdefault("GRADIO_ANALYTICS_ENABLED", "False")
# Gradio 6.31's queue statistics use pandas options that pandas 3 deprecates: not ours to fix
pytestmark = [pytest.mark.filterwarnings("ignore:.*no_silent_downcasting.*"),
              pytest.mark.filterwarnings("ignore:The copy keyword is deprecated.*")]

from helpers import scripted_model  # noqa: E402
from app.ui import build_demo, launch_kwargs  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
ARTIFACTS = ROOT / "artifacts"
ARGS = ["--no-sandbox", "--headless", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"]
PRODUCT = "9449772114007"


@pytest.fixture(scope="module")
def url(backbone):
    demo = build_demo(scripted_model(backbone, fire_at={0}, fire_after=("= ",), op="mul"))
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    demo.queue().launch(server_name="127.0.0.1", server_port=port, prevent_thread_lock=True, quiet=True,
                        **launch_kwargs())
    yield f"http://127.0.0.1:{port}/"
    demo.close()


@pytest.fixture(scope="module")
def browser():
    with sync_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield b
        b.close()


@pytest.fixture
def page(browser, url):
    ctx = browser.new_context(viewport={"width": 1300, "height": 1000}, accept_downloads=True)
    pg = ctx.new_page()
    pg.set_default_timeout(90_000)
    pg.goto(url)
    pg.wait_for_selector("#message textarea")
    yield pg
    ctx.close()


def shot(page, name):
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / name
    page.screenshot(path=str(path), full_page=True)
    return path


def bot_texts(page, sel="#chatbot"):
    return page.locator(f"{sel} [data-testid='bot']").all_inner_texts()


def set_max_tokens(page, n):
    """Type ``n`` into the Max-new-tokens box and wait until the slider holds it. A toast or a
    re-render can swallow the first attempt on a busy machine, so try a few times."""
    box = page.locator("input[aria-label='number input for Max new tokens']")
    check = "n => document.querySelector('#max-new-tokens input[type=range]').value == n"
    for attempt in range(4):
        if not box.is_visible():
            page.locator("#settings .label-wrap").first.click()
            box.wait_for(state="visible")
        box.fill(str(n))
        box.press("Tab")  # commit
        try:
            page.wait_for_function(check, arg=str(n), timeout=15_000)
            return
        except PlaywrightTimeoutError:
            if attempt == 3:
                raise


def ask(page, question):
    page.fill("#message textarea", question)
    page.keyboard.press("Enter")


def wait_transcript(page, text):
    page.wait_for_function(
        "t => document.querySelector('#transcript') && document.querySelector('#transcript').innerText.includes(t)",
        arg=text)


def test_stream_click_occamnet_token_and_inspect(page):
    set_max_tokens(page, 40)
    ask(page, "What is 1234567 * 7654321?")
    # the answer streams: several different partial answers appear before the transcript does
    seen = []
    t0 = time.time()
    while time.time() - t0 < 90 and not page.locator("#transcript .token").count():
        texts = bot_texts(page)
        if texts and texts[-1] and (not seen or seen[-1] != texts[-1]):
            seen.append(texts[-1])
        time.sleep(0.05)
    assert len(seen) >= 3 and seen[0].startswith(PRODUCT), seen[:5]
    assert all(b.startswith(a.rstrip()) for a, b in zip(seen, seen[1:]))
    wait_transcript(page, PRODUCT)
    page.wait_for_function("() => document.querySelector('#status').innerText.includes('tokens/s')")
    assert "OccamNet wrote 2" in page.inner_text("#status")  # at step 0 and after "1234567 * 7654321 = "
    page.wait_for_selector("#timeline svg.main-svg")

    page.locator("#transcript .token", has_text=PRODUCT).first.click()
    page.wait_for_function("() => document.querySelector('#inspector').innerText.includes('OccamNet wrote this')")
    for sel in ("#heatmap", "#dag", "#dags"):
        page.wait_for_selector(f"{sel} svg.main-svg")
    page.wait_for_function("() => document.querySelectorAll('#heatmap g.hm').length == 2")  # one per softmax layer
    inspector = page.inner_text("#inspector")
    assert PRODUCT in inspector and any(  # the product, in either order
        e in inspector and v in inspector for e, v in (("x0 * x1", "1234567 * 7654321"), ("x1 * x0", "7654321 * 1234567")))
    assert "prompt, chars 8-15" in inspector and "prompt, chars 18-25" in inspector
    assert page.locator("#dag g.trace.scatter").count() == 4  # 2 edges, output stub, nodes
    assert page.locator("#dags g.trace.scatter").count() >= 3 * 3  # three DAGs
    top = page.inner_text("#top")
    assert ("x0 * x1" in top or "x1 * x0" in top) and PRODUCT in top
    path = shot(page, "browser-inspector.png")
    if os.environ.get("OCCAM_UPDATE_SCREENSHOT") == "1":
        shutil.copy(path, ROOT / "assets" / "screenshot.png")

    # a prompt token explains itself; an LLM token shows what OccamNet would have done
    page.locator("#transcript .token", has_text="What").first.click()
    page.wait_for_function("() => document.querySelector('#inspector').innerText.includes('message you sent')")
    page.locator("#transcript .token", has_text="=").first.click()  # the LLM wrote " =" (not in the prompt)
    page.wait_for_function("() => document.querySelector('#inspector').innerText.includes('Had the switch fired')")

    # the trace of the last answer downloads as JSON
    with page.expect_download() as dl:
        page.click("#download")
    trace = json.loads(Path(dl.value.path()).read_text())
    assert trace["steps"][0]["occam"]["expression"] in ("x0 * x1", "x1 * x0") and trace["text"].startswith(PRODUCT)


def test_stop_ends_generation_and_shows_partial_transcript(page):
    set_max_tokens(page, 400)
    ask(page, "Tell me a long story about a dragon who counts 3 and 4 sheep.")
    page.wait_for_function("() => [...document.querySelectorAll('#chatbot [data-testid=bot]')].some(e => "
                           "e.innerText.length > 40)")
    page.click("#stop")
    page.wait_for_function("() => document.querySelector('#status').innerText.includes('Stopped by you')")
    wait_transcript(page, "12")
    answer = bot_texts(page)[-1]
    time.sleep(1.5)
    assert bot_texts(page)[-1] == answer  # nothing more arrives
    assert "Stopped by you" in page.inner_text("#status")
    shot(page, "browser-stopped.png")
    # the app keeps working
    set_max_tokens(page, 20)
    ask(page, "What is 6 * 7?")
    page.wait_for_function("() => { const b = [...document.querySelectorAll('#chatbot [data-testid=bot]')];"
                           " return b.length == 2 && b[1].innerText.startsWith('42'); }")


def test_empty_message_warns_and_compare_and_clear(page):
    page.click("#send")
    page.wait_for_selector("text=The message is empty")
    assert bot_texts(page) == []

    set_max_tokens(page, 12)
    page.get_by_label("Compare with the LLM alone").check()
    page.wait_for_selector("#plain", state="visible")
    ask(page, "What is 12 * 3?")
    page.wait_for_function("() => { const b = document.querySelector('#plain [data-testid=bot]');"
                           " return b && b.innerText.length > 3; }")
    assert bot_texts(page)[-1].startswith("36")
    page.wait_for_function("() => !document.querySelector('#status').innerText.includes('Generating')")
    shot(page, "browser-compare.png")

    page.click("#clear")
    page.wait_for_function("() => document.querySelectorAll('#chatbot [data-testid=bot]').length == 0")
    assert page.locator("#transcript .token").count() == 0
    page.wait_for_function("() => document.querySelectorAll('#plain [data-testid=bot]').length == 0")
    assert bot_texts(page, "#plain") == []
