"""Merlin's words for the box: the core catalog merged with locale/LANG.ftl (Project Fluent), fr and en.

The rulebook's vocabulary (Manoirs, Serviteurs, Drapeaux, Boucliers, Matériaux, Traîtres, Domaine,
Bâtons de Merlin, Dame d'honneur, Porte-bouclier, Maçon, Porte-drapeau). A colour agrees with
what it qualifies: `colour.m.C` (un drapeau noir), `colour.mp.C` (des drapeaux noirs),
`colour.f.C` (la province noire); the sentences are in the catalogs, this class only picks.
"""
from __future__ import annotations

import re
from collections import Counter
from functools import lru_cache

from companion.core.i18n import Catalog

COLOURS = ("black", "grey", "blue", "orange", "purple", "brown")
KINDS = {"shield": "shields", "flag": "flags", "material": "materials"}
SERVANTS = ("lady", "shield-bearer", "builder", "flag-bearer")
SERVANT_OBJECT = {"shield-bearer": "shield", "builder": "material", "flag-bearer": "flag"}
_SEAT = re.compile(r"p([1-9])")


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


class Words(Catalog):
    """Merlin's catalog: names, colours, spaces, options, refusals."""

    # The printed board the words name spaces and flags by (`follow_board`): the game's own once one is played.
    track: tuple | None = None
    flag_colours: dict = {}

    def follow_board(self, board) -> None:
        """Name the track's spaces and the flags' colours as `board` (the game in progress's) has them."""
        self.track = tuple(board.track)
        self.flag_colours = {ability: colour for colour, ability in board.flags.items()}

    # ------------------------------------------------------------------ players

    def seat_name(self, name: str) -> str:
        """A player's name as said: his own, or « Joueur N » for a seat without one."""
        match = _SEAT.fullmatch(str(name))
        return self.text("box.seat", n=int(match.group(1))) if match else str(name)

    def player(self, state: dict, seat: str | None) -> str:
        """The name of the player at `seat`."""
        if not seat:
            return "–"
        player = (state.get("players") or {}).get(seat) or {}
        return self.seat_name(player.get("name") or seat)

    def names_of(self, state: dict, seats: list[str]) -> str:
        """Several players' names: « Anne et Marc »."""
        names = [self.player(state, s) for s in seats]
        if len(names) < 2:
            return "".join(names)
        return ", ".join(names[:-1]) + f" {self.text('list.and')} " + names[-1]

    def phase(self, name: str) -> str:
        """A phase in words (the strip while setting up)."""
        return self.text(f"box.phase.{name}")

    # ------------------------------------------------------------------ pieces

    def colour_word(self, colour: str, form: str = "m") -> str:
        """A colour as an adjective: `m` masculine, `mp` masculine plural, `f` feminine."""
        return self.text(f"colour.{form}.{colour}") if colour in COLOURS else str(colour)

    def colour_label(self, colour: str) -> str:
        """A colour on a menu."""
        return _capital(self.colour_word(colour))

    def flag_label(self, colour: str, ability: str) -> str:
        """A flag on a menu, by what it does: « Noir (Repousser) »."""
        return self.text("box.flag-option", colour=self.colour_label(colour), ability=self.text(f"ability.{ability}"))

    def spend_words(self, line: str, state: dict) -> str:
        """What giving up a flag or the staff does, and what it costs, before OK confirms it: « Drapeau noir
        (Repousser) : les Traîtres gris partent, sans bouclier ; il retourne à sa province. OK confirme… »."""
        words = line.split()
        verb = words[0]
        if verb == "staff":
            return self.text("box.spend-staff")
        ability = "quests" if verb == "quest" else verb          # a second quest spends the quests flag
        colour = self.flag_colours.get(ability)
        flag = self.text("box.spend-flag-name", colour=self.colour_word(colour, "m"),
                         ability=self.text(f"ability.{ability}")) if colour else self.text(f"verb.{verb}")
        if verb == "repel":
            effect = self.text("box.spend-effect-repel", colour=self.colour_word(words[1], "mp"))
        elif verb == "other":
            at_space = (state.get("knights") or {}).get(words[1])
            effect = self.text("box.spend-effect-other", name=self.player(state, words[1]),
                               space=self.space_short(self.kind_at(state, at_space) if at_space is not None else None))
        else:
            effect = self.text(f"box.spend-effect-{verb}")
        return self.text("box.spend-flag", flag=flag, effect=effect)

    def province(self, colour: str) -> str:
        """« la province bleue »."""
        return self.text("piece.province", colour=self.colour_word(colour, "f"))

    def item(self, kind: str, colour: str, n: int = 1) -> str:
        """« 2 boucliers noirs », « 1 drapeau gris » (`kind`: shields, flags, materials or shield…)."""
        kind = KINDS.get(kind, kind)
        return self.text(f"piece.{kind}", n=n, colour=self.colour_word(colour, "m" if n == 1 else "mp"))

    def quest_label(self, card: str, state: dict) -> str:
        """A catalogued quest card as printed, its points then its needs: « 3 PV : 1 bouclier bleu, 1 drapeau au
        choix »; the tag's name after it (two cards may share a print: the phone names the one in hand)."""
        known = (state.get("catalogue") or {}).get(card) or {}
        needs = []
        for need, n in sorted(Counter(known.get("needs") or ()).items()):
            head, _, colour = need.rpartition("-")
            province = self.province(colour) if colour in COLOURS else ""
            if head in KINDS:
                needs.append(self.item(head, colour, n) if colour in COLOURS
                             else self.text(f"need.any-{KINDS[head]}", n=n))
            elif head == "influence":
                needs.append(self.text("need.influence", n=n, where=province or self.text("need.one-province")))
            elif head == "servant-in":
                needs.append(self.text("need.servants", n=n, province=province))
            else:
                needs.append(self.text("need.servant", servant=self.servant(head.removesuffix("-in")),
                                       province=province))
        return self.text("box.quest-card", points=known.get("points", "?"), needs=", ".join(needs), card=card)

    def servant(self, servant: str) -> str:
        """Dame d'honneur, Porte-bouclier, Maçon, Porte-drapeau."""
        return self.text(f"servant.{servant}")

    def terrain(self, letter: str) -> str:
        """A terrain tile on a menu: Montagne, Bois avec tour…"""
        return self.text(f"terrain.{letter}")

    @lru_cache(maxsize=16)    # noqa: B019 a catalog lives as long as the process; asked at each Domain press
    def terrain_items(self, letters: tuple[str, ...]) -> tuple[tuple[str, str], ...]:
        """The terrains on a menu, each (letter, label) (`feed --lang`'s options ask them thousands of times)."""
        return tuple((t, self.terrain(t)) for t in letters)

    @lru_cache(maxsize=1024)    # noqa: B019
    def terrain_row(self, row: str) -> str:
        """The tiles laid so far in a row, as the language's initials (a capital: a tower)."""
        return " ".join(self.text(f"terrain.letter.{t}") for t in row) if row else "–"

    def terrain_rows(self, laid: list[str]) -> str:
        """The whole grid, one row a line."""
        return "\n".join(f"{'abcd'[r]} {self.terrain_row(''.join(laid[r * 6:(r + 1) * 6]))}"
                         for r in range(len(laid) // 6))

    # ------------------------------------------------------------------ the track

    def kind_at(self, state: dict, index: int) -> str:
        """The kind of a track space: the state's board when it has one, else the board the box uses."""
        track = state.get("track") or (state.get("board") or {}).get("track") or self.track
        if not track:
            from .board_check import current_board
            track = current_board().track
        return track[index % len(track)]

    def space(self, kind: str | None, index: int | None = None) -> str:
        """A space of the track, short: « Excalibur », « Province bleue », « Échange »."""
        if not kind:
            return "–"
        if kind.startswith("province-"):
            return self.text("space.province", colour=self.colour_word(kind.removeprefix("province-"), "f"))
        return self.text(f"space.{kind}")

    def place(self, kind: str | None) -> str:
        """A space of the track in a sentence, the rulebook's name whole: « la case Influence (Drapeau) »."""
        if not kind:
            return "–"
        if kind.startswith("province-"):
            return self.text("space.long.province", colour=self.colour_word(kind.removeprefix("province-"), "f"))
        return self.text(f"space.long.{kind}")

    def move_label(self, line: str, kind: str | None, short: bool = False) -> str:
        """« 4↻ Excalibur », « Merlin 3↺ Échange »; `short` (the die already chosen, an apple or a flip
        applied): only the value moved, « 5↻ Graal ». A province space reads « Prov. bleue » here."""
        from .narration import move_parts
        words = line.split()
        figure, value, direction = move_parts(line)
        arrow = "↺" if direction == "ccw" else "↻"
        if kind and kind.startswith("province-"):
            space = self.text("space.province-short", colour=self.colour_word(kind.removeprefix("province-"), "f"))
        else:
            space = self.space(kind) if kind else ""
        return self.text("move.label", figure="knight" if short else figure, die=value if short else words[2],
                         arrow=arrow, space=space)

    def action_title(self, kind: str | None, index: int | None, state: dict) -> str:
        """What the action space offers, on the menu: « Placer un serviteur », « Construire un manoir »."""
        if not kind:
            return self.text("box.menu.action")
        return self.text(f"action.{kind.split('-')[0] if kind.startswith('province-') else kind}")

    def grail_option(self, option: str, stakes: tuple[int, int] | None = None) -> str:
        """An answer to the Grail decision, with what it brings: « Bleue : 6 PV (pas 3) », shared otherwise."""
        if option == "none":
            return self.text("box.grail-none")
        province = _capital(self.colour_word(option, "f"))
        if stakes is None:
            return province
        return self.text("box.grail-option", province=province, points=stakes[0], without=stakes[1])

    # ------------------------------------------------------------------ the word-by-word menus

    def start_prompts(self, state: dict, seat: str) -> list[str]:
        """The four colours of a starting tile."""
        name = self.player(state, seat)
        return [self.text(f"box.start.{part}", name=name) for part in ("province", "flag", "shield", "material")]

    def traitor_prompts(self, state: dict, seat: str) -> list[str]:
        """The three traitors a player draws."""
        name = self.player(state, seat)
        return [self.text("box.traitor", name=name, n=i) for i in (1, 2, 3)]

    def roll_prompts(self, state: dict, seat: str) -> list[str]:
        """A player's four dice: his three knight dice, then his Merlin die."""
        name = self.player(state, seat)
        return [self.text("box.roll.knight", name=name, n=i) for i in (1, 2, 3)] + [self.text("box.roll.merlin",
                                                                                             name=name)]

    def option_words(self, path: tuple, line: str | None, state: dict) -> str:
        """The label of the last word of `path` (the verb first), as a menu option."""
        verb, word, at = path[0], path[-1], len(path) - 1
        flags = self.flag_colours
        if at == 0 and verb in ("mirror", "other", "repel") and flags.get(verb):
            # A flag is offered by what it does, with the colour the player gives back: « Noir (Repousser) ».
            return self.flag_label(flags[verb], verb)
        if at == 0:
            return self.text(f"verb.{verb}")
        if word == "":
            return self.text("option.end-here", verb=verb)
        if verb == "move":
            return self._move_word(path, word)
        if word in COLOURS:
            before = path[-2] if len(path) > 1 else ""
            if before == "flag" and self._ability(word):
                return self.flag_label(word, self._ability(word))   # a flag by what it does: « Noir (Repousser) »
            if before in KINDS:
                return self.item(before, word)
            if before == "influence" or verb == "shift" or verb == "place":
                return self.text("space.province", colour=self.colour_word(word, "f"))
            if verb == "take":
                kind = ((state.get("turn") or {}).get("kind") or "").removeprefix("influence-")
                if kind == "flag" and self._ability(word):
                    return self.flag_label(word, self._ability(word))
                return self.item(kind, word) if kind in KINDS else self.colour_label(word)
            if verb in ("excalibur", "repel"):   # « Traître bleu », « Traîtres bleus »
                return self.text(f"option.{verb}", colour=self.colour_word(word, "mp" if verb == "repel" else "m"))
            if verb == "build" and at == 3:
                return self.text("option.pay", colour=self.colour_word(word))
            return self.text("space.province", colour=self.colour_word(word, "f"))
        if word in ("lady", "shield-bearer", "builder", "flag-bearer"):
            return self.servant(word)
        if verb == "build":
            if at == 1:
                return self.text("option.row", row=word)
            if at == 2:
                letter = self._terrain_at(state, path[1], word)
                return self.text("option.column", column=word,
                                 terrain=self.text(f"terrain.short.{letter}") if letter else "")
            return self.text(f"option.bonus.{word}")
        if verb == "exchange":
            return self.text("option.give" if at == 1 else "option.get", what=self.text(f"option.kind.{word}"))
        if verb == "swap":
            return self.text("option.swap", n=int(word))
        if verb == "other":
            # « Action de Paul (Manoir) »: the space his knight stands on says what the action is.
            at_space = (state.get("knights") or {}).get(word)
            kind = self.kind_at(state, at_space) if at_space is not None else None
            return self.text("option.other", name=self.player(state, word), space=self.space_short(kind))
        return word

    def space_short(self, kind: str | None) -> str:
        """A space on a menu, shortest: « Prov. bleue », « Manoir »."""
        if kind and kind.startswith("province-"):
            return self.text("space.province-short", colour=self.colour_word(kind.removeprefix("province-"), "f"))
        return self.space(kind)

    def _move_word(self, path: tuple, word: str) -> str:
        if word in ("knight", "merlin"):
            return self.text(f"figure.{word}")
        if word in ("cw", "ccw", "flip", "apple"):
            return self.text(f"option.move.{word}")
        if len(path) > 1 and path[-2] == "apple":
            return self.text("option.move.apple-value", value=word)
        return self.text("option.move.die", value=word)

    @staticmethod
    def _terrain_at(state: dict, row: str, column: str) -> str:
        rows = (state.get("domain") or {}).get("rows") or []
        r, c = "abcd".index(row), int(column) - 1
        return rows[r][c] if r < len(rows) and c < len(rows[r]) else ""

    def _ability(self, colour: str) -> str | None:
        """What the flag of `colour` does on the board followed (None when the board names no flag so)."""
        return next((ability for ability, c in self.flag_colours.items() if c == colour), None)

    def chosen_words(self, chosen: tuple, state: dict) -> str:
        """The question after the words chosen so far, in words (never the line's own words)."""
        if chosen[:1] == ("exchange",) and len(chosen) > 1:
            # One line each (the menu leaves the question one): « Quel matériau donner ? », « Contre quel
            # objet ? », « Quel drapeau prendre ? ».
            if len(chosen) == 3:
                return self.text("ask.exchange-for")
            return self.text("ask.exchange-kind", kind=chosen[1 if len(chosen) == 2 else 3],
                             give="true" if len(chosen) == 2 else "false")
        if chosen[:1] in (("place",), ("shift",)) and len(chosen) == 2 and chosen[1] in SERVANTS:
            return self.text("ask.servant-where", servant=self.servant(chosen[1]))
        if chosen[:1] == ("build",) and len(chosen) > 1:
            tile = "".join(chosen[1:3])
            if len(chosen) == 2:
                return self.text("ask.build-column", row=chosen[1])
            if len(chosen) == 3:
                return self.text("ask.build-pay", tile=tile)
            if len(chosen) == 4:
                return self.text("ask.build-bonus", tile=tile)
            return self.text("ask.build-bonus-colour", kind=chosen[4])
        if chosen[:1] == ("move",) and len(chosen) > 2:
            # « Dé 3 : Pomme 1 ? » — the die chosen, then what changes it; the figure named for Merlin's die
            # only (a knight's is the usual case, and the whole question must fit the line the menu leaves).
            die = self.text("option.move.die", value=chosen[2])
            head = die if chosen[1] == "knight" else f"{self.text(f'figure.{chosen[1]}')}, {die.lower()}"
            rest = [self.text("option.move.apple") if w == "apple" else self.text("option.move.flip")
                    if w == "flip" else w for w in chosen[3:]]
            return self.text("option.move.chosen", head=head, rest=" ".join(rest)) if rest else head
        out = []
        for i, word in enumerate(chosen[1:], start=1):
            if word in COLOURS:
                out.append(self.colour_word(word))
            elif word in ("knight", "merlin", "lady", "shield-bearer", "builder", "flag-bearer"):
                out.append(self.text(f"figure.{word}") if word in ("knight", "merlin") else self.servant(word))
            elif re.fullmatch(r"p[1-4]", word):
                out.append(self.player(state, word))
            elif word in KINDS or word == "influence":
                out.append(self.text(f"option.kind.{word}"))
            elif word in ("cw", "ccw"):
                out.append("↺" if word == "ccw" else "↻")
            elif word == "apple":
                out.append(self.text("option.move.apple"))
            else:
                out.append(word)
        return " ".join(out)

    def stake_words(self, chosen: tuple, state: dict) -> str:
        """What each answer of the menu after `chosen` gives, where the labels cannot say it: on a province
        space, what each servant takes there (and whose servant it sends home)."""
        turn = state.get("turn") or {}
        kind, seat = turn.get("kind") or "", turn.get("player")
        if chosen != ("place",) or not kind.startswith("province-") or not seat:
            return ""
        province = kind.removeprefix("province-")
        # What the servants' names say (a shield for the Porte-bouclier…) goes unsaid: only what a table
        # could not guess, nothing left to take, a servant of another player sent home.
        gains = [self.text("stake.servant", servant=self.servant(servant), gain=gain)
                 for servant in SERVANTS if (state["players"][seat]["servants"] or {}).get(servant) != province
                 for gain in [self.servant_gain(servant, province, state, seat)] if gain]
        return self.text("stake.servants", gains=(" ; " if self.lang == "fr" else "; ").join(gains)) if gains else ""

    def servant_gain(self, servant: str, province: str, state: dict, seat: str) -> str:
        """What `servant` arriving in `province` does that its name does not say: nothing to take there, or
        another player's servant sent home ('' when it takes what its name says)."""
        there = (state.get("provinces") or {}).get(province) or {}
        if servant == "lady":
            empty = state["players"][seat].get("reserve", 1) <= 0
        else:
            empty = there.get(KINDS[SERVANT_OBJECT[servant]], 1) <= 0
        other = (there.get("servants") or {}).get(servant)
        sends = self.text("stake.evicts", name=self.player(state, other)) if other and other != seat else ""
        return ", ".join(filter(None, (self.text("stake.empty") if empty else "", sends)))

    # ------------------------------------------------------------------ refusals and events

    def error(self, code: str | None, message: str | None) -> str:
        """A refusal in plain words: the rule's sentence for a known code, else the core's or the engine's."""
        if code and self.has(f"refusal.{code}"):
            return self.text(f"refusal.{code}")
        return super().error(code, message)

    def event(self, event) -> str | None:
        """An engine event said only where the catalog has words of its own for it (the pieces that move are
        said from the change of the state, table/narration.py)."""
        key = f"event.{event.key}"
        if event.key == "undone" and event.params.get("name") and str(event.params.get("line")).split()[:1] == ["end"]:
            key = "event.undone-end"        # nothing moves back: the table hears whose turn it is again
        if not self.has(key):
            return None
        params = {k: (self.seat_name(v) if k in ("name", "of_name") else v) for k, v in event.params.items()
                  if isinstance(v, (str, int, float, bool))}
        if event.params.get("province") in COLOURS or event.params.get("colour") in COLOURS:
            params["province"] = self.province(event.params.get("province") or event.params["colour"])
        return self.text(key, **params) or None
