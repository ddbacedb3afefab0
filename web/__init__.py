"""The page: Python on PyScript. Plain modules here never import js."""
