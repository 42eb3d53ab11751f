"""The mat file as its designer keeps it, saved by the editor: features added after the last of
their kind and deleted with their lines, the comment heading each kind kept where it heads it, a
file laid out otherwise written whole (never a wrong mat), and the text a save starts from."""

from dataclasses import replace
from pathlib import Path

import tomlkit

from games.app import mat_file
from games.mat_tuning.draft import Draft, Picked
from games.mat_tuning.mat_edits import mirror_pairs, pairs
from sim.slider import mat as mats

DEFAULT = Path(__file__).parents[3] / "sim" / "data" / "default_mat.toml"
TEXT = DEFAULT.read_text(encoding="utf-8")
FLAGS_HEAD = "# ---- six yellow penalty flags"
FUMBLES_HEAD = "# ---- red fumble footballs"


def saved(draft: Draft, base: str = TEXT) -> str:
    text = mat_file.file_text(base, draft.data, draft.mat)
    assert mats.loads(text) == draft.mat
    return text


def test_a_feature_added_goes_after_the_last_of_its_kind_and_the_next_kinds_comment_stays() -> None:
    draft = Draft(mats.default())
    draft.add("run_circles", 50.0, 2.0)
    text = saved(draft)
    added, head = text.index('id = "C1"'), text.index(FLAGS_HEAD)
    assert text.index('id = "V3M"') < added < head < text.index('id = "flag-1"')
    assert "pass_x" not in text  # a centred pass circle left out, as the file leaves it out
    assert (
        text.replace('[[run_circles]]\nid = "C1"\nx = 50.0\ny = 2.0\nradius = 4.0\npass_radius = 1.5\n\n', "")
        == TEXT
    )


def test_a_feature_deleted_goes_with_its_lines_and_the_last_of_a_kind_leaves_the_next_kinds_comment() -> None:
    draft = Draft(mats.default())
    draft.delete(Picked("run_circles", "V3M"))
    text = saved(draft)
    assert 'id = "V3M"' not in text and FLAGS_HEAD in text
    for flag in list(draft.rows("flags")):
        draft.delete(Picked("flags", flag["id"]))
    text = saved(draft)
    assert "[[flags]]" not in text and FLAGS_HEAD not in text and FUMBLES_HEAD in text
    assert text.index(FUMBLES_HEAD) < text.index('id = "fumble-1"')


def test_a_file_laid_out_otherwise_is_written_whole_never_wrong() -> None:
    doc = tomlkit.parse(TEXT)
    flags = tomlkit.array()
    for flag in doc["flags"]:
        row = tomlkit.inline_table()
        row.update(flag.unwrap())
        flags.append(row)
    doc["flags"] = flags  # flags = [{...}, ...]: no array of tables to add one to
    inline = tomlkit.dumps(doc)
    draft = Draft(mats.loads(inline))
    draft.move(Picked("flags", "flag-1"), 31.0, 0.0)
    moved = mat_file.file_text(inline, draft.data, draft.mat)
    assert "# The default Finger Football mat." in moved and mats.loads(moved) == draft.mat  # in place
    draft.add("flags", 20.0, 2.0)
    assert mat_file.file_text(inline, draft.data, draft.mat) == draft.mat.to_toml()  # whole
    assert mat_file.file_text('name = "x"\nnot a mat', draft.data, draft.mat) == draft.mat.to_toml()


def test_a_save_starts_from_the_file_the_mat_came_from_else_the_default_mats_text(tmp_path: Path) -> None:
    path = tmp_path / "mine.toml"
    path.write_text("# mine\n" + TEXT, encoding="utf-8")
    mat = mats.load(path)
    assert mat_file.base_text(mat, path).startswith("# mine\n")
    assert mat_file.base_text(mat, tmp_path / "new.toml") == TEXT  # the default mat: its own text
    # Under another name, the default mat's text with a first comment that says what it is now.
    renamed = mat_file.base_text(replace(mat, name="My mat"), tmp_path / "new.toml")
    assert renamed == mat_file.MADE_HEAD + TEXT.removeprefix(mat_file.SHIPPED_HEAD)
    assert TEXT.startswith(mat_file.SHIPPED_HEAD)
    moved = replace(mat, flags=mat.flags[1:])
    assert mat_file.base_text(moved, path) == moved.to_toml()  # neither: written whole


def test_the_editors_rows_pair_as_the_tuners_mat_does() -> None:
    draft = Draft(mats.default())
    items = {(t, r["id"]): r for t in ("run_circles", "flags", "fumbles") for r in draft.rows(t)}
    assert pairs(items, 100.0) == mirror_pairs(draft.mat)
