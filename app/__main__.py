"""``python -m app [--model M] [--checkpoint DIR] [--load-in-4bit] [--host H] [--port P] [--share]``"""
from .ui import main

if __name__ == "__main__":
    main()
