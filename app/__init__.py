"""The OccamLLM web app (Gradio): chat, token-level transcript and inspector, JSON API.

``python -m app`` runs it; ``app.ui.build_demo(model)`` builds it around a loaded model."""
