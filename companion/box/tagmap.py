"""Which card each NFC tag is stuck on: tag UID -> card slug, one JSON file per game's deck.

A file is {"format": 1, "tags": {"04A1B2C3D4E5F6": "fight-3", ...}}, tags in the order
they were enrolled. `TagMaps` holds every game's map (the box loads them all), so a lookup
says which game's deck a tag belongs to; a tag is in one deck only. Every change is written atomically (temporary file, fsync, rename), so
a power cut leaves either the old map or the new one, never half of one.
"""
from __future__ import annotations

import json
import os
import tempfile
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Collection, Iterator

from drivers.base import normalize_uid

from companion.core.errors import CompanionError

FORMAT = 1


@dataclass(frozen=True)
class ImportReport:
    """What an import did: tags added, tags it already had, and tags that disagree (uid, ours, theirs)."""

    added: int
    same: int
    conflicts: list[tuple[str, str, str]]
    elsewhere: list[tuple[str, str, str]] = ()   # (uid, the other game, its card): refused, a tag is in one deck


class TagError(CompanionError):
    """A tag refused; `params` fill the catalog's sentence for its code (`error-CODE`)."""

    def __init__(self, code: str, message: str, **params):
        super().__init__(code, message)
        self.params = params


class TagMap:
    """One deck's enrolled tags. `known`, when given, is every card slug a tag may be enrolled as;
    `elsewhere(uid)`, when given, says (game, card) for a tag already in another game's deck."""

    def __init__(self, path: Path, known: Collection[str] | None = None,
                 elsewhere: Callable[[str], tuple[str, str] | None] | None = None):
        self.path = path
        self._known = known
        self._elsewhere = elsewhere
        self._tags: dict[str, str] = _read(path) if path.exists() else {}

    def __len__(self) -> int:
        return len(self._tags)

    def __contains__(self, uid: str) -> bool:
        return uid in self._tags

    def items(self) -> Iterator[tuple[str, str]]:
        """(uid, slug) pairs in the order they were enrolled."""
        return iter(list(self._tags.items()))

    def counts(self) -> Counter[str]:
        """How many tags each card slug has."""
        return Counter(self._tags.values())

    def lookup(self, uid: str) -> str:
        """The card slug of a tag; CompanionError "unknown-tag" if it was never enrolled."""
        try:
            return self._tags[uid]
        except KeyError:
            raise CompanionError("unknown-tag", "unknown card: enroll it") from None

    def enroll(self, uid: str, slug: str) -> None:
        """Record that this tag is on a copy of this card, and save."""
        uid = normalize_uid(uid)
        if uid in self._tags:
            raise TagError("tag-already-enrolled", f"This tag is already enrolled as {self._tags[uid]}.",
                           card=self._tags[uid])
        other = self._elsewhere(uid) if self._elsewhere else None
        if other is not None:
            raise TagError("tag-in-other-deck", f"This tag is already on {other[1]} of the {other[0]} deck: "
                                                "a tag goes on one card only.", game=other[0], card=other[1])
        self._check_slug(slug, "enroll")
        self._tags[uid] = slug
        self.save()

    def forget(self, uid: str) -> str:
        """Remove a tag from the map, save, and return the slug it had."""
        slug = self.lookup(uid)
        del self._tags[uid]
        self.save()
        return slug

    def save(self) -> None:
        """Write the map to its file."""
        self.export(self.path)

    def export(self, path: Path) -> None:
        """Write the map to `path` (same format as the map's own file)."""
        _write_atomic(path, {"format": FORMAT, "tags": self._tags})

    def import_file(self, path: Path) -> ImportReport:
        """Merge the tags of an exported file; a tag we already map to another card is left as ours and reported."""
        theirs = _read(path)
        added = same = 0
        conflicts = []
        elsewhere = []
        for uid, slug in theirs.items():
            ours = self._tags.get(uid)
            other = self._elsewhere(uid) if self._elsewhere and ours is None else None
            if other is not None:
                elsewhere.append((uid, *other))
            elif ours is None:
                self._check_slug(slug, f"{path}: tag {uid}")
                self._tags[uid] = slug
                added += 1
            elif ours == slug:
                same += 1
            else:
                conflicts.append((uid, ours, slug))
        if added:
            self.save()
        return ImportReport(added, same, conflicts, elsewhere)

    def _check_slug(self, slug: str, where: str) -> None:
        if self._known is not None and slug not in self._known:
            raise TagError("unknown-card", f"{where}: there is no card called {slug!r}.", where=where, card=slug)


class TagMaps:
    """Every game's deck, each in its own file (`paths`: game kind -> file): a lookup says (game, card)."""

    def __init__(self, paths: dict[str, Path], known: dict[str, Collection[str]] | None = None):
        known = known or {}
        self.maps = {kind: TagMap(path, known.get(kind), self._other_than(kind)) for kind, path in paths.items()}

    def __len__(self) -> int:
        return sum(len(tags) for tags in self.maps.values())

    def deck(self, kind: str) -> TagMap:
        """One game's tag map."""
        return self.maps[kind]

    def lookup(self, uid: str) -> tuple[str, str]:
        """(game, card slug) of a tag; CompanionError "unknown-tag" if no deck has it."""
        found = self.find(uid)
        if found is None:
            raise CompanionError("unknown-tag", "unknown card: enroll it")
        return found

    def find(self, uid: str) -> tuple[str, str] | None:
        """(game, card slug) of a tag, or None."""
        for kind, tags in self.maps.items():
            if uid in tags:
                return kind, tags.lookup(uid)
        return None

    def _other_than(self, kind: str) -> Callable[[str], tuple[str, str] | None]:
        def elsewhere(uid: str) -> tuple[str, str] | None:
            for other, tags in self.maps.items():
                if other != kind and uid in tags:
                    return other, tags.lookup(uid)
            return None
        return elsewhere


def _read(path: Path) -> dict[str, str]:
    try:
        data = json.loads(path.read_text("utf-8"))
    except OSError as exc:
        raise CompanionError("bad-tag-file", f"Cannot read {path}: {exc.strerror or exc}.") from exc
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise CompanionError("bad-tag-file", f"{path} is not a tag map: {exc}.") from exc
    if not isinstance(data, dict) or data.get("format") != FORMAT or not isinstance(data.get("tags"), dict):
        raise CompanionError("bad-tag-file", f'{path} is not a tag map (expected {{"format": {FORMAT}, "tags": {{...}}}}).')
    tags = {}
    for uid, slug in data["tags"].items():
        try:
            clean = normalize_uid(uid)
        except ValueError:
            raise CompanionError("bad-tag-file", f"{path}: {uid!r} is not a tag UID.") from None
        if not isinstance(slug, str) or not slug:
            raise CompanionError("bad-tag-file", f"{path}: tag {uid} has no card.")
        tags[clean] = slug
    return tags


def _write_atomic(path: Path, data: dict) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temporary = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        os.fchmod(fd, 0o644)  # mkstemp's 0600 would hide the map from the service's user
        with os.fdopen(fd, "w", encoding="utf-8") as file:
            json.dump(data, file, indent=1, ensure_ascii=False)
            file.write("\n")
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, path)
    except BaseException:
        os.unlink(temporary)
        raise
    # The rename is only durable once the folder itself is on disk.
    directory = os.open(path.parent, os.O_RDONLY)
    try:
        os.fsync(directory)
    finally:
        os.close(directory)


def open_decks(cfg, *, check_cards: bool = False) -> TagMaps:
    """Every registered game's tag map, from the configuration; `check_cards` loads each game's card
    names to refuse unknown ones (enroll, import), which the box's lookups do not need."""
    from companion.core import registry
    from .config import tag_map_path
    known = {kind: registry.load(kind).CARD_SLUGS for kind in registry.kinds()} if check_cards else None
    return TagMaps({kind: tag_map_path(cfg, kind) for kind in registry.kinds()}, known)
