"""Hugging Face Space entry point (Spaces run ``python app.py``). Locally: ``python -m app``.

The model is chosen with the environment variables OCCAM_MODEL, OCCAM_CHECKPOINT and OCCAM_4BIT."""
from app.ui import main

if __name__ == "__main__":
    main()
