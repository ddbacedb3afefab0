"""The game page (index.html): a game at the table, its saves, its panel and dialogs, the browser layer."""
