"""OccamLLM: exact arithmetic for a frozen language model in one autoregressive step.

The package is layered; imports run one way (see "How it fits together" in the README):
the inference core (config, primitives, numbers, conventions, occamnet, backbone, decoders,
generation, model) imports nothing from :mod:`occam.data` or :mod:`occam.training`, which build on it;
:mod:`occam.evaluate`, :mod:`occam.tools` and the ``app`` package sit on top.
"""
from .config import DecoderConfig, OccamLLMConfig, OccamNetConfig
from .numbers import Number, find_numbers, format_number
from .occamnet import Function, OccamNet

__all__ = ["DecoderConfig", "OccamLLMConfig", "OccamNetConfig", "Function", "OccamNet",
           "Number", "find_numbers", "format_number"]
