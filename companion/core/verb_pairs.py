"""The physical steps a table is told, and the steps that take each back (issue 34), as data.

Each row names one kind of step: the forms a sentence uses to tell it forward (« piochez », « pioche »,
« piochent ») and the forms of which one must tell it back once its line is undone (« reposez »,
« remettez »). The rows are the rulebooks' common verbs, shared by every game; a game whose words need a
pair of their own adds a row here. Forms are regular expressions matched as whole words, case aside: an
English phrasal verb may span a few words (« put … back »). What reads them is the inverse property of
the tests (tests/undo_inverse.py): this module decides nothing at the table.
"""
from __future__ import annotations

import re
from functools import lru_cache

# (step, forms telling it forward, forms of which one tells it back)
PAIRS: dict[str, tuple[tuple[str, tuple[str, ...], tuple[str, ...]], ...]] = {
    "fr": (
        # « pioche » and « défausse » are nouns too (« la pioche Noire », « de la défausse »): not a step.
        ("draw", ("piochez", r"(?<!la )(?<!sa )(?<!une )(?<!de )pioche(?!\s+(?:noire|blanche|épuisée))", "piochent"),
         ("reposez", "repose", "reposent", "remettez", "remet", "remettent", "rendez", "rend", "rendent")),
        ("lay", ("posez", "pose", "posent", "ajoutez", "placez", "place", "placent"),
         ("reprenez", "reprend", "reprennent", "retirez", "retire", "retirent", "ramenez", "ramène", "enlevez")),
        ("discard", ("défaussez", r"(?<!la )(?<!sa )(?<!leur )(?<!une )(?<!\()défausse", "défaussent"),
         ("reprenez", "reprend", "reprennent", "récupérez", "récupère", "remettez", "remet", "remettent")),
        ("swap", ("échangez", "échange", "échangent"), ("rééchangez", "rééchange", "rééchangent")),
        ("advance", ("avancez", "avance", "avancent"), ("reculez", "recule", "reculent")),
        ("back", ("reculez", "recule", "reculent"), ("avancez", "avance", "avancent")),
        ("give", ("donnez", "donne", "donnent"), ("reprenez", "reprend", "reprennent", "rendez", "rend", "rendent")),
        ("take", ("prenez", "prend", "prennent"), ("rendez", "rend", "rendent", "remettez", "remet", "reposez")),
        ("remove", ("retirez", "retire", "retirent", "enlevez", "enlève"),
         ("remettez", "remet", "remettent", "reposez", "repose", "posez", "replacez", "ramenez", "ramène")),
        ("turn", ("retournez", "retourne", "retournent"), ("retournez", "retourne", "remettez", "remet")),
    ),
    "en": (
        ("draw", (r"(?<!the )(?<!black )draws?",), (r"puts?\b[^.;:]{0,40}\bback", r"returns?", r"gives?\b[^.;:]{0,40}\bback")),
        ("lay", (r"lays?(?![^.;:]{0,40}\bdown\b[^.;:]{0,10}\bdead)", r"places?", r"add"),
         (r"takes?\b[^.;:]{0,40}\bback", r"removes?", r"takes?\b[^.;:]{0,40}\boff", r"brings?\b[^.;:]{0,40}\bback",
          r"picks?\b[^.;:]{0,40}\bup", r"takes?\b[^.;:]{0,40}\baway", r"stands?\b[^.;:]{0,40}\bup")),
        ("discard", (r"(?<!the )(?<!their )(?<!its )(?<!a )discards?",), (r"takes?\b[^.;:]{0,40}\bback", r"puts?\b[^.;:]{0,40}\bback", r"recovers?")),
        ("swap", (r"swaps?(?!\s+back)", r"exchanges?"), (r"swaps?\b[^.;:]{0,40}\bback",)),
        ("advance", (r"advances?",), (r"moves?\b[^.;:]{0,40}\bback",)),
        ("give", (r"gives?(?![^.;:]{0,40}\bback)",), (r"takes?\b[^.;:]{0,40}\bback", r"gives?\b[^.;:]{0,40}\bback")),
        ("remove", (r"removes?", r"takes?\b[^.;:]{0,40}\boff"),
         (r"puts?", r"returns?", r"lays?", r"places?", r"brings?\b[^.;:]{0,40}\bback")),
        ("turn", (r"turns?\b[^.;:]{0,40}\b(?:side|face|over)",), (r"turns?\b", r"puts?\b[^.;:]{0,40}\bback")),
    ),
}


@lru_cache(maxsize=None)
def _pattern(forms: tuple[str, ...]) -> re.Pattern:
    return re.compile(r"(?<![\w'’-])(?:" + "|".join(forms) + r")(?![\w-])", re.IGNORECASE)


def steps_told(text: str, lang: str) -> list[str]:
    """The kinds of step `text` tells forward (each once, in the table's rows' order)."""
    return [step for step, forward, _ in PAIRS[lang] if _pattern(forward).search(text)]


def inverses_missing(forward: str, undo: str, lang: str) -> list[str]:
    """The steps `forward` tells whose inverse `undo` does not tell (none: the undo says everything back)."""
    back = {step: inverse for step, _, inverse in PAIRS[lang]}
    return [step for step in steps_told(forward, lang) if not _pattern(back[step]).search(undo)]
