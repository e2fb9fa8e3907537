"""Build (and push) the files of a Hugging Face Space that runs the app.

    python -m app.space --out build/space                      # the folder: README front matter, app.py, code, decoders
    python -m app.space --out build/space --push user/occamllm # ... and upload it (token: --token or HF_TOKEN)

A ``git push`` of this repository to a Space is refused: the Hub takes files over 10 MB only through its
large-file storage, and the two-layer decoders are 71 MB in plain git. ``HfApi.upload_folder`` stores
large files the Hub's way by itself, with no git-lfs on this machine, so ``--push`` uploads the built
folder with it. The Space installs ``requirements.txt`` (made for the chosen hardware) and runs
``app.py``; with no GGUF package there, the default model loads from the Hub
(``HuggingFaceTB/SmolLM2-135M-Instruct``).
"""
from __future__ import annotations

import argparse
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("app", "occam")
HARDWARE = ("cpu", "zero-gpu")
# what the Space installs: no GGUF (the default model comes from the Hub there), no bitsandbytes on CPU
COMMON = ["transformers>=5.0,<6", "accelerate>=1.10,<2", "safetensors>=0.6", "plotly>=6.0", "networkx>=3.3",
          "numpy>=1.26", "tqdm>=4.66", "huggingface_hub>=0.30"]
LFS_PATTERNS = ("*.safetensors", "*.bin", "*.gguf", "*.png", "*.gif")


class SpaceError(Exception):
    """A Space that cannot be built or pushed; the message says why, in one line."""


def torch_pin() -> str:
    for line in (ROOT / "requirements.txt").read_text().splitlines():
        if line.strip().startswith("torch"):
            return line.split("#")[0].strip()
    return "torch"


def requirements(hardware: str) -> str:
    if hardware == "cpu":  # the CPU build of torch (the default wheel pulls in CUDA, gigabytes)
        lines = ["--extra-index-url https://download.pytorch.org/whl/cpu", torch_pin(), *COMMON]
    else:  # ZeroGPU: CUDA torch, the spaces package, 4-bit available
        lines = [torch_pin(), *COMMON, "bitsandbytes>=0.48", "spaces"]
    return "\n".join(lines) + "\n"


def front_matter(title: str, hardware: str) -> str:
    """The README front matter of this repository's README (title, sdk, sdk_version, app_file ...),
    with ``sdk_version`` set to the installed Gradio."""
    import gradio

    text = (ROOT / "README.md").read_text(encoding="utf-8")
    if not text.startswith("---\n"):
        raise SpaceError("README.md has no front matter")
    head = text[4:text.index("\n---", 4)]
    lines = []
    for line in head.splitlines():
        key = line.split(":", 1)[0]
        if key == "title":
            line = f"title: {title}"
        elif key == "sdk_version":
            line = f"sdk_version: {gradio.__version__}"
        lines.append(line)
    if hardware == "zero-gpu":
        lines.append("suggested_hardware: zero-a10g")
    return "---\n" + "\n".join(lines) + "\n---\n"


def readme(title: str, hardware: str) -> str:
    return front_matter(title, hardware) + f"""
# {title}

OccamLLM: a frozen language model whose hidden states set the weights of OccamNet, a small symbolic
network that computes exactly; a switch decides at every token which of the two writes. Ask, click any
token of the transcript to inspect it, and use *What if?* to regenerate from there with another decision.

Choose the model with Space variables: `OCCAM_MODEL` (hub id), `OCCAM_CHECKPOINT` (decoder directory),
`OCCAM_4BIT=1`. Built by `python -m app.space` from the OccamLLM repository.
"""


def checkpoints(names: list[str] | None) -> list[Path]:
    found = sorted(p for p in (ROOT / "checkpoints").iterdir() if (p / "config.json").is_file())
    if names:
        by_name = {p.name: p for p in found}
        missing = [n for n in names if n not in by_name]
        if missing:
            raise SpaceError(f"no checkpoint {', '.join(missing)} in {ROOT / 'checkpoints'}")
        found = [by_name[n] for n in names]
    if not found:
        raise SpaceError("no checkpoint to ship: train one first (README: Training)")
    return found


def build(out: str | Path, title: str = "OccamLLM", hardware: str = "cpu", names: list[str] | None = None,
          force: bool = False) -> Path:
    """Write the Space's files into ``out`` (which must be empty or absent, unless ``force``)."""
    if hardware not in HARDWARE:
        raise SpaceError(f"hardware must be one of {', '.join(HARDWARE)}")
    out = Path(out)
    r = out.resolve()
    if r == ROOT or any(r == ROOT / d or ROOT / d in r.parents for d in (*PACKAGES, "checkpoints")):
        raise SpaceError(f"{out} is the repository or inside its code; choose another folder")
    if out.exists() and any(out.iterdir()):
        if not force:
            raise SpaceError(f"{out} is not empty (add --force to replace it)")
        shutil.rmtree(out)
    out.mkdir(parents=True, exist_ok=True)
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
    for pkg in PACKAGES:
        shutil.copytree(ROOT / pkg, out / pkg, ignore=ignore)
    shutil.copy2(ROOT / "app.py", out / "app.py")
    for ck in checkpoints(names):
        dest = out / "checkpoints" / ck.name
        dest.mkdir(parents=True)
        for f in ("config.json", "model.safetensors"):
            if not (ck / f).is_file():
                raise SpaceError(f"{ck} has no {f}")
            shutil.copy2(ck / f, dest / f)
    (out / "requirements.txt").write_text(requirements(hardware))
    (out / "README.md").write_text(readme(title, hardware), encoding="utf-8")
    # for anyone who pushes the folder with git instead: large files through the Hub's LFS
    (out / ".gitattributes").write_text("".join(f"{p} filter=lfs diff=lfs merge=lfs -text\n" for p in LFS_PATTERNS))
    return out


def push(folder: str | Path, repo_id: str, token: str | None = None, private: bool = False, api=None) -> str:
    """Create the Space if needed and upload ``folder`` with ``HfApi.upload_folder`` (large files go
    to the Hub's large-file storage). Returns the Space's URL."""
    if repo_id.count("/") != 1 or not all(repo_id.split("/")):
        raise SpaceError(f"--push takes user/name, got {repo_id!r}")
    if api is None:
        from huggingface_hub import HfApi

        api = HfApi(token=token)
    api.create_repo(repo_id, repo_type="space", space_sdk="gradio", private=private, exist_ok=True)
    api.upload_folder(repo_id=repo_id, folder_path=str(folder), repo_type="space",
                      commit_message="OccamLLM app (python -m app.space)")
    return f"https://huggingface.co/spaces/{repo_id}"


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m app.space", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--out", required=True, help="folder to write the Space's files into (empty or new)")
    p.add_argument("--force", action="store_true", help="replace the folder's contents")
    p.add_argument("--title", default="OccamLLM")
    p.add_argument("--hardware", choices=HARDWARE, default="cpu",
                   help="cpu: the CPU build of torch; zero-gpu: CUDA torch and the spaces package")
    p.add_argument("--checkpoint", action="append", dest="checkpoints", metavar="NAME",
                   help="a directory of checkpoints/ to ship (repeatable; default: all)")
    p.add_argument("--push", metavar="USER/NAME", help="upload the folder to this Space (created if missing)")
    p.add_argument("--token", default=None, help="Hub token (default: HF_TOKEN or the cached login)")
    p.add_argument("--private", action="store_true")
    args = p.parse_args(argv)
    try:
        out = build(args.out, args.title, args.hardware, args.checkpoints, args.force)
        size = sum(f.stat().st_size for f in out.rglob("*") if f.is_file())
        print(f"built {out} ({size / 1e6:.1f} MB)")
        if args.push:
            print(f"pushed: {push(out, args.push, args.token, args.private)}")
    except (SpaceError, OSError) as e:
        print(f"error: {' '.join(str(e).split())}", file=sys.stderr)
        return 2
    except Exception as e:  # the Hub's errors (auth, network) in one line
        print(f"error: {e.__class__.__name__}: {' '.join(str(e).split())[:300]}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
