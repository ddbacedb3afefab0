"""Rule options: where the rulebook's editions disagree, or a variant is played (``docs/engine.md`` lists them)."""

from __future__ import annotations

from typing import Any, Mapping

from .value import Value

CHOICES: dict[str, tuple[Any, ...]] = {
    "board": ("standard", "advanced"),
    "treasure_timing": ("end_of_action", "end_of_turn"),
    "treasure_collection_mandatory": (True, False),
    "monument_scoring": ("per_monument", "per_leader"),
    "bag_end": ("immediate", "end_of_turn", "less_than_six"),
    "war_supporters": ("current_connected", "pre_unification_snapshot"),
    "open_scoring": (False, True),
    "exact_bag": (False, True),
    "english_variant": (False, True),
    "civilization_buildings": (False, True),
    "wonder_variant": (False, True),
}
# Each flag's label and one-line explanation are catalogue texts: option.<flag>, option.<flag>.help.


class Options(Value):
    """The rule flags; each defaults to the first of its ``CHOICES``."""

    __slots__ = tuple(CHOICES)
    _defaults = {name: values[0] for name, values in CHOICES.items()}

    board: str
    treasure_timing: str
    treasure_collection_mandatory: bool
    monument_scoring: str
    bag_end: str
    war_supporters: str
    open_scoring: bool
    exact_bag: bool
    english_variant: bool
    civilization_buildings: bool
    wonder_variant: bool

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        for name, value in zip(self.__slots__, self._fields(self)):
            if value not in CHOICES[name] or type(value) is not type(CHOICES[name][0]):
                allowed = ", ".join(str(v).lower() for v in CHOICES[name])
                raise ValueError(f"option {name} must be one of {allowed}, not {value!r}")

    @classmethod
    def of(cls, value: "Options | Mapping[str, Any] | None") -> "Options":
        """Accept an ``Options``, a dict of flag names (any case) or ``None``."""
        if value is None:
            return cls()
        if isinstance(value, Options):
            return value
        if not isinstance(value, Mapping):
            raise ValueError("options must be a dict of flag names")
        known = set(cls.__slots__)
        kwargs = {}
        for key, v in value.items():
            k = str(key).lower()
            if k not in known:
                raise ValueError(f"unknown option {key!r}; known: {', '.join(sorted(known))}")
            kwargs[k] = v.lower() if isinstance(v, str) else v
        return cls(**kwargs)

    def to_dict(self) -> dict[str, Any]:
        return dict(zip(self.__slots__, self._fields(self)))

    def changed(self) -> dict[str, Any]:
        """Only the flags that differ from the defaults (for compact records)."""
        default = Options()
        return {k: v for k, v in self.to_dict().items() if getattr(default, k) != v}
