"""Rule options: SPEC §0.3's flags, lower-cased, with SPEC's defaults."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any, Mapping

CHOICES: dict[str, tuple[Any, ...]] = {
    "board": ("standard", "advanced"),
    "treasure_timing": ("end_of_action", "end_of_turn"),
    "treasure_collection_mandatory": (True, False),
    "monument_scoring": ("per_monument", "per_leader"),
    "bag_end": ("immediate", "end_of_turn", "less_than_six"),
    "war_supporters": ("current_connected", "pre_unification_snapshot"),
    "open_scoring": (False, True),
    "english_variant": (False, True),
    "civilization_buildings": (False, True),
    "wonder_variant": (False, True),
}


@dataclass(frozen=True)
class Options:
    board: str = "standard"
    treasure_timing: str = "end_of_action"
    treasure_collection_mandatory: bool = True
    monument_scoring: str = "per_monument"
    bag_end: str = "immediate"
    war_supporters: str = "current_connected"
    open_scoring: bool = False
    english_variant: bool = False
    civilization_buildings: bool = False
    wonder_variant: bool = False

    def __post_init__(self) -> None:
        for f in fields(self):
            value = getattr(self, f.name)
            if value not in CHOICES[f.name] or type(value) is not type(CHOICES[f.name][0]):
                allowed = ", ".join(str(v).lower() for v in CHOICES[f.name])
                raise ValueError(f"option {f.name} must be one of {allowed}, not {value!r}")

    @classmethod
    def of(cls, value: "Options | Mapping[str, Any] | None") -> "Options":
        """Accept an ``Options``, a dict of flag names (any case) or ``None``."""
        if value is None:
            return cls()
        if isinstance(value, Options):
            return value
        if not isinstance(value, Mapping):
            raise ValueError("options must be a dict of flag names")
        known = {f.name for f in fields(cls)}
        kwargs = {}
        for key, v in value.items():
            k = str(key).lower()
            if k not in known:
                raise ValueError(f"unknown option {key!r}; known: {', '.join(sorted(known))}")
            kwargs[k] = v.lower() if isinstance(v, str) else v
        return cls(**kwargs)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    def changed(self) -> dict[str, Any]:
        """Only the flags that differ from the defaults (for compact records)."""
        default = Options()
        return {k: v for k, v in asdict(self).items() if getattr(default, k) != v}
