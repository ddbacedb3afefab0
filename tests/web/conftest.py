"""Every test of the page's Python starts in English and leaves the language as it found it."""

from __future__ import annotations

import pytest

from web.core import i18n


@pytest.fixture(autouse=True)
def english():
    before = i18n.current()
    i18n.use("en")
    yield
    i18n.use(before)
