"""Start-up for pages with embedded boards (tutorial.html, embed.html, an author's page): one interpreter."""

from web.embed import page

page.start()
