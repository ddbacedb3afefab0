"""Start-up (PyScript runs this file): everything else is imported, precompiled, from web/ and tigris/."""

import js

js.performance.mark("tigris-main")

from web.game import app  # noqa: E402

page = app.start()
