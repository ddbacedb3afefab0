"""Boards embedded in any page (tutorial.html, embed.html, an author's page): markup, pictures, live boards."""
