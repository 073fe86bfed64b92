"""Merlin's turn on the box: the dice, then what the move allows (the space's action, flags and the staff,
the end of the turn), each line chosen word by word (`_tree`); a quest card scanned on the way."""
from __future__ import annotations

from companion.core.frontend import NOT_NOW as HOLE, Note, Result, Step, _undo
from . import narration as narrate
from .vocabulary import BONUSES, COLOURS, EMPTY, END_HERE, ITEM_KINDS, MODIFIERS, MORE, POINTS, VALUES, VOCABULARIES


QUEST = "+quest"          # « Résoudre une Quête »: the catalogued cards met now


def _split(line: str) -> list[str]:
    """A line's words in the order the menus ask them: a move's figure, value, modifier, direction; a tile
    as its row, then its column; an item (`shield-blue`) as its kind, then its colour."""
    words = line.split()
    if not words:
        return words
    if words[0] == "move":
        out = words[:3]
        if "apple" in words:
            out += ["apple", words[words.index("apple") + 1]]
        if "flip" in words:
            out.append("flip")
        return out + [w for w in words[3:] if w in ("cw", "ccw")]
    out = [words[0]]
    for word in words[1:]:
        if word[:1] in "abcd" and word[1:].isdigit():
            out += [word[0], word[1:]]
        elif "-" in word and word.rsplit("-", 1)[1] in COLOURS and word.split("-")[0] in ITEM_KINDS:
            out += word.rsplit("-", 1)
        else:
            out.append(word)
    return out


class TurnMenus:
    """Part of Menus: a player's turn, from the die to its end."""

    def _turn(self, state: dict) -> Step:
        turn = state.get("turn") or {}
        if turn.get("figure") is None:
            return self._dice(state)
        return self._after_move(state)

    def _dice(self, state: dict) -> Step:
        """The die menu: each knight die at the home of its value (1-3 on page 1, 4-6 on page 2), Merlin's die
        on page 3 (A clockwise, B the other way, C « Plus… »), the modifiers and a repel flag on page 4.
        A value not rolled or already used leaves its place empty: no option slides into it."""
        seat = state["current"]
        lines = self._ask("move_lines")
        plain = [line for line in lines if narrate.is_plain_move(line)]
        modified = [line for line in lines if not narrate.is_plain_move(line)]
        knights = {line.split()[2]: line for line in plain if line.split()[1] == "knight"}
        merlin = {narrate.move_parts(line)[2]: line for line in plain if line.split()[1] == "merlin"}
        items = [(knights[v], self._move_label(knights[v])) if v in knights else EMPTY for v in VALUES]
        items += [(merlin[way], self._move_label(merlin[way])) if way in merlin else EMPTY for way in ("cw", "ccw")]
        items += self._extras(state, bool(modified))
        items += self._quest_item()
        prompt = self.cat.text("box.play-die", name=self.cat.player(state, seat), number=state["turn"]["number"])

        def pick(value: str) -> Result:
            if value == MODIFIERS:
                return self._tree(modified, (), self.cat.text("box.modifiers"), self._modifier_label)
            return self._extra(value, state) if value.startswith("+") else [value]
        return Step(prompt, tuple(items), pick=pick, back=_undo, take=self._quest, why=self._why_not)

    def _move_label(self, line: str, short: bool = False) -> str:
        figure, value, direction = narrate.move_parts(line)
        landing = self._ask("landing", figure, value, direction)
        kind = landing[1] if len(landing) > 1 else None
        return self.cat.move_label(line, kind, short)

    def _modifier_label(self, path: tuple, line: str | None) -> str:
        if line is not None and path[-1] in ("cw", "ccw", "flip", "") or line is not None and path[-2:-1] == ("apple",):
            return self._move_label(line, short=True)
        return self.cat.option_words(path, None, self._state)

    def _after_move(self, state: dict) -> Step:
        """A: the space's action (word by word), B: flags and the staff, C: end of the turn; « Plus… » on page 3."""
        actions = [line for line in self._ask("action_lines") if line.split()[0] != "staff"]
        # A staff that would repeat the action for nothing is not offered (it costs its 2 points at the end, p. 12).
        idle = self._idle_staff()
        flags = [line for line in self._ask("flag_lines") + self._ask("action_lines")
                 if line.split()[0] in ("mirror", "other", "repel", "staff") and not (idle and line == "staff")]
        flags = list(dict.fromkeys(flags))
        turn = state["turn"]
        # A: the space's action, B: flags and the staff, each at its place whether possible or not; C: the end
        # of the turn, the safe answer's home in every Merlin question; « Plus… » on C of page 3, as everywhere.
        items = [("+action" if actions else HOLE + "+action",
                  self.cat.action_title(turn.get("kind"), turn.get("space"), state)),
                 ("+flags" if flags else HOLE + "+flags", self.cat.text("box.menu.flags")),
                 ("end", self.cat.text("box.menu.end")), EMPTY, EMPTY, EMPTY, EMPTY, EMPTY,
                 (MORE, self.cat.text("box.menu.more"))]
        quest = self._quest_item()
        items += [EMPTY, EMPTY, *quest] if quest else []     # the quest at its home: C of page 4, as before the move
        prompt = self.cat.text("box.after-move", name=self.cat.player(state, state["current"]),
                               space=self.cat.space(turn.get("kind"), turn.get("space")))

        def pick(value: str) -> Result:
            if value == "+action":
                if len(actions) == 1:
                    return list(actions)
                return self._tree(actions, (), self.cat.action_title(turn.get("kind"), turn.get("space"), state),
                                  self._action_label)
            if value == "+flags":
                return self._tree(flags, (), self.cat.text("box.menu.flags"), self._action_label, leaf=self._spend)
            if value == QUEST:
                return self._quests()
            return self._more(state) if value == MORE else [value]
        return Step(prompt, tuple(items), pick=pick, back=_undo, take=self._quest, why=self._why_not)

    def _idle_staff(self) -> str | None:
        """Why a staff the engine would take now would repeat Merlin's action for nothing (None: it would not)."""
        game = self._game()
        return game.idle_staff() if game is not None and hasattr(game, "idle_staff") else None

    def _why_not(self, value: str) -> str:
        """Why an option of the turn menu is not possible now, in plain words (a staff that would repeat the
        action for nothing says so: the player holds one and might look for it)."""
        if value == "+flags" and self._idle_staff():
            return self.cat.error("nothing-to-repeat", None)
        return self.cat.text({"+flags": "box.no-flag-now", "+repel": "box.no-flag-now", QUEST: "box.no-quest-now",
                              MODIFIERS: "box.no-modifier-now"}.get(value, "box.no-action-now"))

    def _spend(self, line: str) -> Result:
        """A flag or the staff given up: what it does and what it costs named, OK confirms, BACK keeps it."""
        return self.spend(self.cat.spend_words(line, self._state or {}), [line])

    def _action_label(self, path: tuple, line: str | None) -> str:
        return self.cat.option_words(path, line, self._state)

    def _tree(self, lines: list[str], chosen: tuple, prompt: str, label, leaf=None) -> Result:
        """Lines chosen word by word: each menu offers the next words of the lines that start with the words
        chosen so far; a line complete at this depth is offered too (`build a1 grey` with no bonus); a word
        that is the only way on is taken at once. `label(path, line)` words an option (`line`: the one
        line it leads to, or None); `leaf(line)` says what a line chosen does (sent at once by default)."""
        leaf = leaf or (lambda line: [line])
        rest = [line for line in lines if tuple(_split(line)[:len(chosen)]) == chosen]
        if not rest:
            return None
        if len(rest) == 1:
            return leaf(rest[0])
        depth = len(chosen)
        whole = [line for line in rest if len(_split(line)) == depth]
        longer = [line for line in rest if len(_split(line)) > depth]
        following = list(dict.fromkeys(_split(line)[depth] for line in longer))
        # The only way on is taken at once, but « Pomme » stays a menu of its own: its values would otherwise
        # take the places of « Retourner le dé » and the rest (the same label, « 3↻ Quête », in two homes).
        if not whole and len(following) == 1 and following[0] != "apple":
            return self._tree(lines, (*chosen, following[0]), prompt, label, leaf)
        items = []
        if whole:
            items.append((END_HERE, label((*chosen, ""), whole[0])))
        # The seats are a vocabulary too (« Paul : Manoir »): each player keeps his place, the one playing's
        # left empty; a manor's bonus has its own order (no material).
        seats = tuple((self._state or {}).get("seats") or ())
        vocabularies = ((BONUSES,) if chosen[:1] == ("build",) else ()) + VOCABULARIES + (seats,)
        vocabulary = next((v for v in vocabularies if set(following) <= set(v)), None)
        for word in vocabulary or following:
            matching = [line for line in longer if _split(line)[depth] == word]
            if not matching:
                # Its home kept: marked, or empty for the player himself (« Action différente » is another's).
                items.append(EMPTY if vocabulary is seats else (HOLE + word, label((*chosen, word), None)))
                continue
            items.append((word, label((*chosen, word), matching[0] if len(matching) == 1 else None)))

        def pick(word: str) -> Result:
            if word == END_HERE:
                return leaf(whole[0])
            deeper = self._tree(lines, (*chosen, word), prompt, label, leaf)
            if isinstance(deeper, Step):
                # BACK closes it back to this very menu (its page kept), whatever words were taken at once on
                # the way; this menu's own parent is the menu it was opened from (set by the front end).
                deeper.parent = step
            return deeper
        so_far = self.cat.chosen_words(chosen, self._state)
        step = Step(so_far or prompt, tuple(items), pick=pick, take=self._quest,
                    why=lambda word: self._why_not_word(chosen, word),
                    stake=self.cat.stake_words(chosen, self._state or {}))
        return step

    def _why_not_word(self, chosen: tuple, word: str) -> str:
        """Why a word of a line being chosen is not possible: an occupied tile, a servant already there, or
        what was chosen before it (said so only when something was chosen)."""
        state = self._state or {}
        word = word.removeprefix(HOLE)
        if chosen[:1] == ("build",) and len(chosen) == 2:
            occupied = f"{chosen[1]}{word}" in ((state.get("domain") or {}).get("manors") or {})
            return self.cat.text("refusal.occupied" if occupied else "box.no-material-for-tile")
        seat = (state.get("turn") or {}).get("player")
        if chosen[:1] == ("place",) and len(chosen) == 1 and seat:
            kind = (state.get("turn") or {}).get("kind") or ""
            if state["players"][seat]["servants"].get(word) == kind.removeprefix("province-"):
                return self.cat.text("refusal.already-there")
        if chosen[:1] == ("exchange",) and len(chosen) in (1, 2) and word != "influence":
            return self.cat.text("refusal.not-held")
        return self.cat.text("box.not-now-word" if len(chosen) > 1 else "box.not-now-option")

    def _extras(self, state: dict, modified: bool) -> list[tuple[str, str]]:
        """After the dice: « Plus… » (C), then a page with the modifiers and a repel flag, each in its place."""
        repel = [line for line in self._ask("flag_lines") if line.split()[0] == "repel"]
        return [(MORE, self.cat.text("box.menu.more")),
                (MODIFIERS if modified else HOLE + MODIFIERS, self.cat.text("box.menu.modifiers")),
                ("+repel" if repel else HOLE + "+repel", self.cat.text("box.menu.repel"))]

    def _extra(self, value: str, state: dict) -> Result:
        if value == "+repel":
            repel = [line for line in self._ask("flag_lines") if line.split()[0] == "repel"]
            return self._tree(repel, (), self.cat.text("box.menu.repel"), self._action_label, leaf=self._spend)
        return self._quests() if value == QUEST else self._more(state)

    def _quest_lines(self) -> list[str] | None:
        """`quest CARD` for each card of the box's catalogue met now (None: no catalogue, the card is scanned)."""
        if not (self._state or {}).get("catalogue"):
            return None
        return [line for line in self._ask("legal_lines") if line.split()[0] == "quest"]

    def _quest_item(self) -> list[tuple[str, str]]:
        """« Résoudre une Quête » at its place when the box knows the cards (marked when none is met now)."""
        lines = self._quest_lines()
        if lines is None:
            return []
        return [(QUEST if lines else HOLE + QUEST, self.cat.text("box.menu.quest"))]

    def _quests(self) -> Result:
        """The catalogued quest cards the player meets now, as printed (points, needs): he taps the one in his
        hand. Nothing secret: the list follows from his pieces and the catalogue, both public."""
        lines = self._quest_lines() or []
        items = tuple((line, self.cat.quest_label(line.split()[1], self._state or {})) for line in lines)
        return Step(self.cat.text("box.quest-which"), items, pick=self._complete, take=self._quest)

    def _complete(self, line: str) -> Result:
        """A quest chosen: sent at once, but a second one this turn spends the quests flag (its cost named)."""
        if ((self._state or {}).get("turn") or {}).get("quests"):
            return self.spend(self.cat.spend_words(line, self._state or {}), [line])
        return [line]

    def _quest(self, slug: str) -> Result:
        """A quest card scanned during a turn: `quest CARD`, with a points menu when the card is not known."""
        if narrate.card_kind(slug) != "quest":
            self._note = Note(self.cat.text("box.quest-expected"), alert=True)
            return None
        if slug in (self._state.get("catalogue") or {}):
            return [f"quest {slug}"]
        game = self._game()
        refused = game.quest_ok(slug) if game is not None and hasattr(game, "quest_ok") else None
        if refused is not None:
            # Refused whatever its points (completed already, not the turn...): said now, not after the points.
            self._note = Note(self.cat.error(refused, None), alert=True)
            return None
        return Step(self.cat.text("box.quest-points", card=slug), tuple((p, p) for p in POINTS),
                    pick=lambda p: [f"quest {slug} {p}"])

    def _rule(self, slug: str) -> None:
        state = self._state or {}
        kind = narrate.card_kind(slug)
        if kind == "quest" and state.get("phase") == "play" and state.get("current"):
            result = self._quest(slug)
            if isinstance(result, Step):
                self._step = result
            return
        self._note = Note(self.cat.text("box.no-card-now"), alert=True)

