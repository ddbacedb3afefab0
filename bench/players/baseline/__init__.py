"""Frozen copies of earlier computer players, kept as benchmark opponents (not page levels)."""
