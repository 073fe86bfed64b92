"""The toy's words: the core's catalog merged with locale/LANG.ftl; its events said from `event-KEY`."""
from __future__ import annotations

from companion.core.i18n import Catalog


class Words(Catalog):
    """The toy's words in one language."""

    def event(self, event) -> str | None:
        """An engine event as a sentence, or None when the catalog has no words for it."""
        key = f"event.{event.key}"
        return self.text(key, **event.params) if self.has(key) else None
