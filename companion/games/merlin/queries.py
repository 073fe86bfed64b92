"""The menu queries: what the box may offer now, each option one protocol line, without side effects.

The menus hold no rule: they are built from these lines only. Where a candidate's legality needs
the rules, it is tried on a copy of the state through the engine itself (`is_legal`), so the
rules are written once; the two large families (exchange, build) are generated from the same
checks the actions use (actions.allowed_materials, the stocks), and a test replays every line.
"""
from __future__ import annotations

from companion.core.errors import CompanionError
from .actions import allowed_materials, tiles, verb_of
from .commands import OBJECTS, SERVANTS, parse
from .state import MANORS


def refusal(game, line: str) -> str | None:
    """The code a line would be refused with now, None when accepted (tried on a copy: nothing changes)."""
    s, events, phase = game.s, game.events, game.phase
    try:
        cmd = parse(line)
        if cmd is None:
            return None
        if cmd.verb in ("new", "undo"):
            return "not-supported"      # the session's business, not the engine's
        game.s = s.clone()
        game.dispatch(cmd)
        return None
    except CompanionError as err:
        return err.code
    finally:
        game.s, game.events = s, events
        if game.phase != phase:
            game.turn_machine.machine.set_state(phase)


def _known(game) -> dict:
    """The answers already found on the game's state as it is: a state is never changed once a command is
    over (a command runs on a copy, `Engine.apply_whole`), so they hold until the next command."""
    known = getattr(game, "_known", None)
    if known is None or known[0] is not game.s:
        known = game._known = (game.s, {})
    return known[1]


def is_legal(game, line: str) -> bool:
    """Whether a line would be accepted now (the menus ask the same lines at every press)."""
    known = _known(game)
    if line not in known:
        known[line] = refusal(game, line) is None
    return known[line]


def completes(game, words: tuple[str, ...], length: int, vocabulary: tuple[str, ...]) -> bool:
    """Whether some line of `length` words starting with `words` (the verb and seat, then words of
    `vocabulary`) is accepted now: a setup entry chosen word by word (the others tried on copies)."""
    if len(words) == length:
        return is_legal(game, " ".join(words))
    known, key = _known(game), (words, length, vocabulary)
    if key not in known:
        known[key] = any(completes(game, (*words, w), length, vocabulary) for w in vocabulary)
    return known[key]


def _turn(game):
    return game.s.turn if game.phase == "play" else None


def move_lines(game) -> list[str]:
    """Every `move …` line accepted now: each unused die value, with the apple, flip and reverse options the
    player can afford (Merlin: both directions)."""
    t = _turn(game)
    if t is None or t.figure is not None:
        return []
    s = game.s
    p = s.players[t.player]
    flags = p.objects["flag"]
    mods = [""] + ([f" apple {n}" for n in range(1, 7)] if p.apples > 0 else [])
    mods += [" flip"] if flags[s.flag_colour("flip")] > 0 else []
    lines = []

    def changes(value: int) -> list[str]:
        # An apple that sets the die to its own value changes nothing but costs the apple: not offered.
        return [mod for mod in mods if mod != f" apple {value}"]
    for value in sorted(set(p.knights)):
        directions = [""] + ([" ccw"] if flags[s.flag_colour("reverse")] > 0 else [])
        lines += [f"move knight {value}{mod}{way}" for way in directions for mod in changes(value)]
    for value in sorted(set(p.merlin_dice)):
        lines += [f"move merlin {value} {way}{mod}" for way in ("cw", "ccw") for mod in changes(value)]
    return lines


def flag_lines(game) -> list[str]:
    """Every `mirror`, `other P`, `repel C` and `staff` line accepted now."""
    t = _turn(game)
    if t is None:
        return []
    s = game.s
    me = s.players[t.player]
    flags = me.objects["flag"]
    # Holding the flag (or a staff) is necessary; the rest is asked of the engine.
    candidates = ["mirror"] if flags[s.flag_colour("mirror")] else []
    candidates += [f"other {seat}" for seat in s.seats if seat != t.player] if flags[s.flag_colour("other")] else []
    candidates += [f"repel {c}" for c in s.colours if me.traitors[c]] if flags[s.flag_colour("repel")] else []
    candidates += ["staff"] if me.staffs and t.figure == "merlin" else []
    return [line for line in candidates if is_legal(game, line)]


def _exchange_lines(game) -> list[str]:
    s = game.s
    p = s.players[s.turn.player]
    held = [f"{k}-{c}" for k in OBJECTS for c in s.colours if p.objects[k][c] > 0]
    every = [f"{k}-{c}" for k in OBJECTS for c in s.colours]
    return [f"exchange {give} {take}" for give in held for take in every
            if s.provinces[take.partition("-")[2]].stock[take.partition("-")[0]] + (give == take) > 0]


def _build_lines(game) -> list[str]:
    s = game.s
    p = s.players[s.turn.player]
    if len(p.manors) >= MANORS:
        return []
    bonuses = [f"{k}-{c}" for k in ("shield", "flag") for c in s.colours if s.provinces[c].stock[k] > 0]
    bonuses += [f"influence-{c}" for c in s.colours] if p.reserve > 0 else []
    lines = []
    for tile in tiles(s):
        if tile in s.manors:
            continue
        tower = s.rows["abcd".index(tile[0])][int(tile[1]) - 1].isupper()
        for material in allowed_materials(s, tile):
            if p.objects["material"][material] > 0:
                lines.append(f"build {tile} {material}")
                lines += [f"build {tile} {material} {bonus}" for bonus in bonuses] if tower else []
    return lines


def action_lines(game) -> list[str]:
    """Every action line accepted now on the turn's action space (none before the move or once done)."""
    t = _turn(game)
    if t is None or t.figure is None or t.actions >= t.allowed:
        return []
    s = game.s
    kind = s.action_kind()
    verb = verb_of(kind)
    if verb == "exchange":
        return _exchange_lines(game)
    if verb == "build":
        return _build_lines(game)
    if verb == "place" and kind.startswith("province-"):
        candidates = [f"place {servant}" for servant in SERVANTS]
    elif verb == "place":
        candidates = [f"place {servant} {c}" for c in s.colours for servant in SERVANTS
                      if s.provinces[c].influence[t.player] > 0]
    elif verb == "take":
        candidates = [f"take {c}" for c in s.colours]
    elif verb == "shift":
        candidates = [f"shift {servant} {c}" for servant in SERVANTS for c in s.colours]
    elif verb == "swap":
        candidates = ["swap 1", "swap 2"]
    elif verb == "excalibur":
        me = s.players[t.player]
        candidates = [f"excalibur {c}" for c in s.colours if me.traitors[c]] or ["excalibur"]
    else:
        candidates = [verb]
    return [line for line in candidates if is_legal(game, line)]


def quest_ok(game, card: str) -> str | None:
    """The code `quest CARD` would be refused with now (a card not in the catalogue is tried with points, as
    the box asks them); None when accepted."""
    return refusal(game, f"quest {card}" if card in game.s.catalogue else f"quest {card} 1")


def quest_lines(game) -> list[str]:
    """`quest CARD` for each card of the catalogue met and completable now (a hand's cards are hidden: the
    box cannot list the others)."""
    t = _turn(game)
    if t is None:
        return []
    return [f"quest {card}" for card in sorted(game.s.catalogue) if quest_ok(game, card) is None]


def legal_lines(game) -> list[str]:
    """Every line accepted now, but the entries of setup and preparation (`domain start traitors roll`: the
    state's `waiting` says what is due) and `card` lines."""
    if game.over:
        return []
    if game.phase == "pending":
        return [f"choose {option}" for option in game.s.pending.options] + ["abandon"]
    if game.phase != "play":
        return ["abandon"]
    t = game.s.turn
    lines = move_lines(game) + flag_lines(game) + action_lines(game) + quest_lines(game)
    return lines + (["end"] if t.figure is not None else []) + ["abandon"]


def allowed_verbs(game) -> list[str]:
    """The verbs with at least one line accepted now (`card` whenever the catalogue may grow)."""
    if game.over:
        return []
    s = game.s
    if game.phase == "pending":
        return ["choose", "abandon"]
    if game.phase in ("setup", "prepare"):
        verbs = ["domain"] if s.waiting.get("domain") else []
        verbs += [v for v in ("start", "traitors", "roll") if s.waiting.get(v)]
        return verbs + ["card", "abandon"]
    t = s.turn
    p = s.players[t.player]
    verbs = ["move"] if t.figure is None else []
    verbs += sorted({line.split()[0] for line in flag_lines(game)})
    actions = action_lines(game)
    verbs += [actions[0].split()[0]] if actions else []
    can_quest = p.hand > 0 and (t.quests == 0 or t.quests == 1 and p.objects["flag"][s.flag_colour("quests")] > 0)
    verbs += ["quest"] if can_quest else []
    verbs += ["end"] if t.figure is not None else []
    return verbs + ["card", "abandon"]
