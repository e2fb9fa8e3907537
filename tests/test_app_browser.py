"""The app in a real browser (Debian chromium through Playwright's sync API).

Two apps: one with hand-set decoders (the switch fires at the first step of every answer and right
after "= ", and OccamNet multiplies the last two numbers), one with the real shipped checkpoint (the
example buttons, the what-if flow, traces loaded back). Screenshots go to artifacts/ (gitignored); with
OCCAM_UPDATE_SCREENSHOT=1 the README's screenshot and the what-if image sequence are also copied to assets/.
"""
import json
import math
import os
import re
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
from occam.numbers import find_numbers  # noqa: E402
from app.ui import build_demo, launch_kwargs  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
ARTIFACTS = ROOT / "artifacts"
ARGS = ["--no-sandbox", "--headless", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"]
PRODUCT = "9449772114007"


def serve(model):
    """Launch the app on ``model`` at a free loopback port; yields its URL, closes it after."""
    demo = build_demo(model)
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    demo.queue().launch(server_name="127.0.0.1", server_port=port, prevent_thread_lock=True, quiet=True,
                        **launch_kwargs())
    yield f"http://127.0.0.1:{port}/"
    demo.close()


def open_page(browser, url: str, timeout_ms: int):
    """A fresh browser context on the app at ``url``, ready for a message; yields the page."""
    ctx = browser.new_context(viewport={"width": 1400, "height": 1000}, accept_downloads=True)
    pg = ctx.new_page()
    pg.set_default_timeout(timeout_ms)
    pg.goto(url)
    pg.wait_for_selector("#message textarea")
    yield pg
    ctx.close()


@pytest.fixture(scope="module")
def url(backbone):
    yield from serve(scripted_model(backbone, fire_at={0}, fire_after=("= ",), op="mul"))


@pytest.fixture(scope="module")
def browser():
    with sync_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield b
        b.close()


@pytest.fixture
def page(browser, url):
    yield from open_page(browser, url, 90_000)


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


def wait_text(page, sel, text):
    """Wait until the element ``sel`` exists (hidden components are not in the page) and shows ``text``."""
    page.wait_for_function("a => { const e = document.querySelector(a[0]); return !!e && e.innerText.includes(a[1]); }",
                           arg=[sel, text])


def wait_transcript(page, text):
    page.wait_for_function(
        "t => document.querySelector('#transcript') && document.querySelector('#transcript').innerText.includes(t)",
        arg=text)


# every text the chat's last bot message shows, recorded in the page on each change of the chat (a MutationObserver:
# no update is missed, however busy the machine and however seldom the test's own loop runs)
_RECORD_BOT = """() => {
  window._botSeen = [];
  const chat = document.querySelector('#chatbot');
  new MutationObserver(() => {
    const bots = chat.querySelectorAll("[data-testid='bot']");
    const t = bots.length ? bots[bots.length - 1].innerText : '';
    const seen = window._botSeen;
    if (t && (!seen.length || seen[seen.length - 1] !== t)) seen.push(t);
  }).observe(chat, {childList: true, subtree: true, characterData: true});
}"""


def test_stream_click_occamnet_token_and_inspect(page):
    set_max_tokens(page, 40)
    page.evaluate(_RECORD_BOT)
    ask(page, "What is 1234567 * 7654321?")
    # the answer streams: several different partial answers appear before the transcript does
    page.wait_for_function("() => document.querySelectorAll('#transcript .token').length > 0", timeout=90_000)
    seen = page.evaluate("() => window._botSeen")
    assert len(seen) >= 3 and seen[0].startswith(PRODUCT), seen[:5]
    assert all(b.startswith(a.rstrip()) for a, b in zip(seen, seen[1:]))
    wait_transcript(page, PRODUCT)
    wait_text(page, "#status", "tokens/s")
    assert "OccamNet wrote 2" in page.inner_text("#status")  # at step 0 and after "1234567 * 7654321 = "
    page.wait_for_selector("#timeline svg.main-svg")

    page.locator("#transcript .token", has_text=PRODUCT).first.click()
    wait_text(page, "#inspector", "OccamNet wrote this")
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
    wait_text(page, "#inspector", "message you sent")
    page.locator("#transcript .token", has_text="=").first.click()  # the LLM wrote " =" (not in the prompt)
    wait_text(page, "#inspector", "Had OccamNet written")

    # the trace of the last answer downloads as JSON
    with page.expect_download() as dl:
        page.click("#download")
    trace = json.loads(Path(dl.value.path()).read_text())
    assert trace["steps"][0]["occam"]["expression"] in ("x0 * x1", "x1 * x0") and trace["text"].startswith(PRODUCT)


def test_stop_ends_generation_and_shows_partial_transcript(page):
    set_max_tokens(page, 400)
    ask(page, "Tell me a long story about a dragon who multiplies 3 by 4 sheep.")  # OccamNet writes 12 at once
    page.wait_for_function("() => [...document.querySelectorAll('#chatbot [data-testid=bot]')].some(e => "
                           "e.innerText.length > 40)")
    page.click("#stop")
    wait_text(page, "#status", "Stopped by you")
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

    set_max_tokens(page, 24)
    page.get_by_label("Compare with the LLM alone").check()
    page.wait_for_selector("#plain", state="visible")
    ask(page, "What is 12 * 3?")
    # while the LLM alone still writes after the answer is done, the column says so
    wait_text(page, "#compare-status", "still writing")
    wait_text(page, "#compare-status", "finished")
    assert len(bot_texts(page, "#plain")[-1]) > 3
    assert bot_texts(page)[-1].startswith("36")
    page.wait_for_function("() => !document.querySelector('#status').innerText.includes('Generating')")
    shot(page, "browser-compare.png")

    page.click("#clear")
    page.wait_for_function("() => document.querySelectorAll('#chatbot [data-testid=bot]').length == 0")
    assert page.locator("#transcript .token").count() == 0
    page.wait_for_function("() => document.querySelectorAll('#plain [data-testid=bot]').length == 0")
    assert bot_texts(page, "#plain") == []


# ----------------------------------------------------------------------------- issue 19
def in_view(page, sel):
    box = page.locator(sel).first.bounding_box()
    return box is not None and box["y"] >= 0 and box["y"] + min(box["height"], 200) <= 1000 and box["x"] + 100 <= 1400


def test_clicked_token_is_inspected_without_scrolling(page):
    set_max_tokens(page, 12)
    page.locator("#settings .label-wrap").first.click()  # close the settings again
    ask(page, "What is 1234567 * 7654321?")
    wait_transcript(page, PRODUCT)
    page.evaluate("window.scrollTo(0, 0)")
    assert in_view(page, "#transcript .token")
    page.locator("#transcript .token", has_text=PRODUCT).first.click()
    wait_text(page, "#inspector", "OccamNet wrote this")
    assert page.evaluate("window.scrollY") == 0
    assert in_view(page, "#inspector") and in_view(page, "#force-occamnet")  # beside the chat, not 2,000 px below
    ins, chat = page.locator("#inspector").bounding_box(), page.locator("#chatbot").bounding_box()
    assert ins["x"] > chat["x"] + chat["width"] - 5  # side by side
    shot(page, "browser-layout.png")
    # narrow screens: stacked
    page.set_viewport_size({"width": 700, "height": 1000})
    time.sleep(0.5)
    ins, chat = page.locator("#inspector").bounding_box(), page.locator("#chatbot").bounding_box()
    assert ins["y"] > chat["y"] + chat["height"] - 5


def test_download_before_an_answer_and_undo(page):
    assert page.locator("#download").is_disabled()  # was enabled and did nothing
    set_max_tokens(page, 6)
    ask(page, "What is 6 * 7?")
    wait_text(page, "#status", "tokens/s")
    page.wait_for_function("() => !document.querySelector('#download').disabled")
    wait_transcript(page, "42")
    page.locator("#chatbot button[aria-label='Undo']").click()
    page.wait_for_function("() => document.querySelectorAll('#chatbot [data-testid=bot]').length == 0")
    # the undone answer leaves the status, the transcript and the download too (it stayed before)
    page.wait_for_function("() => document.querySelectorAll('#transcript .token').length == 0")
    assert "tokens/s" not in page.inner_text("#status") and page.locator("#download").is_disabled()
    assert page.input_value("#message textarea") == "What is 6 * 7?"


# ----------------------------------------------------------------------------- the real checkpoint
@pytest.fixture(scope="module")
def real_url(backbone):
    from occam.model import OccamLLM, default_checkpoint

    if default_checkpoint(backbone.name) is None:
        pytest.skip("no shipped checkpoint")
    yield from serve(OccamLLM.from_pretrained(backbone=backbone))  # the app's default: the router


@pytest.fixture
def real(browser, real_url):
    yield from open_page(browser, real_url, 120_000)


# the index of a transcript's first answer token: the first whose text starts past the prompt
FIRST_ANSWER_TOKEN = """a => { let n = 0; const want = a[1].replace(/\\s/g, '').length;
  const toks = [...document.querySelectorAll(a[0] + ' .token')];
  for (let i = 0; i < toks.length; i++) { const t = toks[i].textContent.replace(/\\s/g, '');
    if (n >= want && t) return i; n += t.length; } return -1; }"""


def assets(name, path):
    if os.environ.get("OCCAM_UPDATE_SCREENSHOT") == "1":
        shutil.copy(path, ROOT / "assets" / name)


def test_what_if_flow_and_a_trace_loaded_back(real, tmp_path):
    page = real
    ask(page, "What is 1234567 * 7654321?")
    wait_transcript(page, PRODUCT)
    wait_text(page, "#summary", "OccamNet wrote")
    page.locator("#transcript .token", has_text=PRODUCT).first.click()
    wait_text(page, "#inspector", "OccamNet wrote this")
    page.wait_for_selector("#heatmap svg.main-svg")
    time.sleep(1)
    frames = [shot_view(page, "whatif-1.png")]
    assets("screenshot.png", frames[0])

    page.click("#force-llm")  # what if the LLM had written this token?
    wait_text(page, "#whatif-status", "Click its tokens")
    status = page.inner_text("#whatif-status")
    assert "step 0 forced to the LLM" in status and "The LLM wrote" in status
    written = re.search(r"The LLM wrote '(.+?)'\.", status).group(1)  # the token the what-if forced
    assert not written.startswith(PRODUCT)
    index = page.evaluate(FIRST_ANSWER_TOKEN, ["#whatif-transcript", "What is 1234567 * 7654321?"])
    forced = page.locator("#whatif-transcript .token").nth(index)
    assert forced.text_content().strip() == written.strip()
    assert page.locator("#transcript .token", has_text=PRODUCT).count() == 1  # the original stays beside it
    frames.append(shot_view(page, "whatif-2.png"))

    # each token of the alternative is inspectable; the forced one says so
    forced.click()
    wait_text(page, "#inspector", "what-if (forced)")

    # another function (any of the network, typed or picked from the top-functions table): x0 + x1, not x1 * x0
    page.locator("#transcript .token", has_text=PRODUCT).first.click()
    wait_text(page, "#inspector", "OccamNet wrote this")
    page.fill("#whatif-function input", "x0 + x1")
    page.keyboard.press("Enter")
    page.wait_for_function("() => document.querySelector('#whatif-function input').value == 'x0 + x1'")
    page.click("#force-function")
    page.wait_for_function("() => document.querySelector('#whatif-status').innerText.includes('x0 + x1')"
                           " && document.querySelector('#whatif-status').innerText.includes('Click its tokens')")
    assert page.locator("#whatif-transcript .token", has_text="8888888").count() == 1  # 1234567 + 7654321
    frames.append(shot_view(page, "whatif-3.png"))
    for i, f in enumerate(frames, 1):
        assets(f"whatif-{i}.png", f)
    if os.environ.get("OCCAM_UPDATE_SCREENSHOT") == "1":
        from PIL import Image

        imgs = [Image.open(f).convert("RGB").resize((1050, 750)) for f in frames]
        imgs[0].save(ROOT / "assets" / "whatif.gif", save_all=True, append_images=imgs[1:], duration=2500, loop=0)

    # the what-if's trace downloads, and loads back into a fresh page as if just generated
    with page.expect_download() as dl:
        page.click("#whatif-download")
    path = tmp_path / "whatif.json"
    shutil.copy(dl.value.path(), path)
    trace = json.loads(path.read_text())
    assert trace["steps"][0]["forced"] and trace["overrides"][0]["function"] == "x0 + x1"
    page.goto(page.url)
    page.wait_for_selector("#message textarea")
    page.locator("#upload").evaluate("e => e.parentElement.querySelector('input[type=file]') ? 0 : 0")
    page.set_input_files("input[type=file]", str(path))
    wait_transcript(page, "8888888")
    assert "Loaded a trace" in page.inner_text("#status") and "what-if" in page.inner_text("#status")
    assert bot_texts(page)[-1].startswith("8888888")
    page.locator("#transcript .token", has_text="8888888").first.click()
    wait_text(page, "#inspector", "x0 + x1")
    page.wait_for_selector("#heatmap svg.main-svg")
    # a file that is not a trace: one line, the app keeps working
    bad = tmp_path / "bad.json"
    bad.write_text('{"steps": 3}')
    page.set_input_files("input[type=file]", str(bad))
    wait_text(page, "#status", "not an OccamLLM trace")
    # plotly's own PNG button on the figures; SVG for all of them
    page.locator("#heatmap .js-plotly-plot").hover()
    assert page.locator("#heatmap .modebar-btn[data-title*='png' i]").count() == 1
    with page.expect_download() as dl:
        page.click("#export-svg")
    assert dl.value.suggested_filename.endswith(".svg")


def shot_view(page, name):
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / name
    page.screenshot(path=str(path))
    return path


def test_every_example_button_is_answered_right(real):
    from app.ui import EXAMPLES

    page = real
    set_max_tokens(page, 40)
    page.locator("#settings .label-wrap").first.click()
    page.locator("#examples .label-wrap").first.click()
    for i, (prompt, expected) in enumerate(EXAMPLES):
        page.click("#clear")
        page.wait_for_function("() => document.querySelectorAll('#chatbot [data-testid=bot]').length == 0"
                               " && document.querySelector('#summary').innerText.trim() == ''")
        page.click(f"#example-{i}")
        wait_text(page, "#status", "tokens/s")
        page.wait_for_function("() => /OccamNet|Abstained/.test(document.querySelector('#summary').innerText)")
        answer, summary = bot_texts(page)[-1], page.inner_text("#summary")
        assert page.locator("#chatbot [data-testid=user]").all_inner_texts()[-1].strip() == prompt
        if expected is None:
            assert "OccamNet wrote" not in summary, (prompt, answer, summary)
        else:
            first = find_numbers(answer)[0]
            assert math.isclose(first.value, expected, rel_tol=1e-9), (prompt, answer)
            # its confidence, or who chose its operation where the question's words did (occam.readings)
            # a reread; the story reader's plan (occam.story_plans); a percentage, a puzzle (a word's implied number)
            read = any(w in prompt for w in ("Paint", "Sofia", "percent", "Twice"))
            assert "OccamNet wrote" in summary and ("read from the question's words" if read else "confidence") in summary
        if prompt == "What is the square root of -16?":  # the abstention is visible
            assert "abstained" in summary.lower()
