"""OccamLLM: exact arithmetic for a frozen language model in one autoregressive step."""
from .config import DecoderConfig, OccamLLMConfig, OccamNetConfig
from .occamnet import Function, OccamNet

__all__ = ["DecoderConfig", "OccamLLMConfig", "OccamNetConfig", "Function", "OccamNet",
           "Number", "find_numbers", "format_number"]
