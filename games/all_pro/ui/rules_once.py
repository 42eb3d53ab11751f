"""The rules with their pictures shown by themselves once, before a player's first All-Pro game
(F1 shows them again), and never when they were read already: a rules page opened with F1 on the
opponent's screen counts (they opened again right after reading them there: play-test 6/10).
Remembered in the settings, as the other guides are."""

from __future__ import annotations

from games.window.scene import Host

HOWTO_SEEN = "all-pro/how-to-play"  # the settings' note that the rules were shown (or read)


def note_read(app: Host) -> None:
    """The help open on a rules page (page 0 is the controls): the rules were read."""
    help_box = getattr(app, "help", None)
    opened = getattr(app, "help_open", False) and help_box is not None and help_box.page >= 1
    if opened and app.settings.first_time(HOWTO_SEEN):
        app.settings.hint_seen(HOWTO_SEEN)


def show_once(app: Host) -> bool:
    """Open the help on the rules' first page (the controls a key away, as every game) unless the
    rules were shown or read before; True if it opened."""
    if not app.settings.first_time(HOWTO_SEEN):
        return False
    app.settings.hint_seen(HOWTO_SEEN)
    app.help_open = True
    help_box = getattr(app, "help", None)
    if help_box is not None:
        help_box.page = 1
    return True
