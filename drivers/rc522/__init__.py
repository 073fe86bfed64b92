"""The RC522 card reader (NXP MFRC522 on SPI): chip, ISO 14443-A, reader thread, simulation."""
from .reader import RC522Reader

__all__ = ["RC522Reader"]
