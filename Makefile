# Shortcuts; the README's two commands work without make.
.PHONY: run test bench scenarios diagrams install

run:
	bash scripts/run

test:
	bash scripts/test

bench:
	.venv/bin/python benchmarks/engine.py
	.venv/bin/python benchmarks/reader_idle.py

scenarios:
	../shared/tools/check-scenarios .venv/bin/camelot ../shared/scenarios tests/scenarios/quests tests/scenarios/knights
	../shared/tools/check-scenarios .venv/bin/camelot ../shared/scenarios-tournament tests/scenarios/tournament

diagrams:
	.venv/bin/python -m companion.games.shadows.turn > /dev/null

# On a Raspberry Pi: the service, its user, SPI and I2C (see hw/wiring.md first).
install:
	sudo bash systemd/install.sh
