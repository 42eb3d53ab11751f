"""A game banner whose detail wraps onto a second line rather than being cut (the kit's banner
fits its detail to one line: "…(a miss, not a touchback) · 3rd down …" lost its end in a
play-test). Drawn by the kit's banner (:mod:`games.window.banner`), which lays out as many
detail lines as :meth:`Card.detail_lines` gives. A view module (pygame)."""

from __future__ import annotations

from games.window import ui
from games.window.banner import DETAIL, Banner

LINES = 2  # the detail's lines at most


class Card(Banner):
    """The kit's banner with a detail of up to two lines."""

    __slots__ = ()

    @classmethod
    def of(cls, banner: Banner) -> Card:
        if isinstance(banner, Card):
            return banner
        return cls(banner.headline, banner.detail, banner.colour, banner.age, banner.mark)

    def detail_lines(self, width: int) -> list[str]:
        """The detail broken to ``width``: at its last " · " when both parts fit (a word alone
        on the second line read as an orphan), else at spaces; two lines at most."""
        if ui.text_width(self.detail, DETAIL) <= width:
            return [self.detail]
        head, dot, tail = self.detail.rpartition(" · ")
        if dot and max(ui.text_width(head, DETAIL), ui.text_width(tail, DETAIL)) <= width:
            return [head, tail]
        lines = ui.wrap(self.detail, width, DETAIL, indent="")
        if len(lines) > LINES:
            lines = [*lines[: LINES - 1], ui.fit(" ".join(lines[LINES - 1 :]), width, DETAIL)]
        return lines
