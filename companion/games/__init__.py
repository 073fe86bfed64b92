"""The games on the shelf, one package each: `shadows/` (Shadows over Camelot), `tournament/`
(Knizia's Camelot), `merlin/` (Merlin). A game imports the core, never another game nor the box;
the rest of the companion reaches a game only through `companion.core.registry`."""
