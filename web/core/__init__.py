"""What every page shares: HTML escaping, the current language, the table controller."""
