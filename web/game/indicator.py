"""The thinking indicator's markup (the panel's, and the other indicators' inside: a dialog's, the analysis
board's): a spinner and who thinks. ``web.game.thinking`` shows and hides it. Plain Python, no ``js``."""

from __future__ import annotations

from typing import Any

from web.core.html import Markup, h, join
from web.core.i18n import t
from web.game.session import Session


def thinking(text: str) -> Markup:
    """The inside of the "thinking…" indicator (``text``: who thinks, e.g. "Bull is thinking…")."""
    return join([h("span", {"class": "spinner", "aria-hidden": "true"}), " ", text]) if text else Markup()


def thinking_row(session: Session, thinking_text: str = "") -> Markup:
    """The panel's indicator, hidden unless ``thinking_text``.

    It lies over the turn line and stays laid out, unseen, while hidden (``styles.css``): showing it, for a
    person's hint or the computer's turn, moves nothing in the panel. On the computer's turn it also keeps its
    words (class ``kept``) between the computer's thoughts, so that showing it changes only its visibility. (A
    row that pushed the panel down when shown was laid out and painted again, 50-80 ms of the main thread with
    the CPU throttled 4×, ``bench/pages/worker.py``, and moved the message and the hand under the reader's eyes.)
    """
    attrs: dict[str, Any] = {"id": "thinking", "class": "thinking", "role": "status", "hidden": not thinking_text}
    if session.computer_to_move and session.replay is None and session.to_move is not None:
        thinking_text = thinking_text or t("ui.thinking", name=session.name(session.to_move))
        attrs |= {"class": "thinking kept", "data-text": thinking_text}
    return h("div", attrs, thinking(thinking_text))
