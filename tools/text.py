"""Text from files and file names, made safe to print: a control character or a direction
override in a name would otherwise reach the terminal and act there."""

from __future__ import annotations

import unicodedata


def shown(text: str) -> str:
    """``text`` with every control, format (direction overrides, zero-width) and line or
    paragraph separator character written as an escape."""
    return "".join(
        f"\\u{ord(ch):04x}" if unicodedata.category(ch) in ("Cc", "Cf", "Zl", "Zp", "Cs", "Co") else ch
        for ch in text
    )
