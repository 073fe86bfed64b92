"""ISO/IEC 14443-3 type A over the MFRC522: wake the cards, read one full UID, halt it.

Each poll sends WUPA rather than REQA: WUPA also wakes a card halted by the previous
poll, so a card resting on the reader answers every poll, and HLTA at the end leaves it in
a state the next WUPA handles.
"""
from __future__ import annotations

from .chip import MFRC522, Collision, FrameError, NoAnswer

WUPA = 0x52
HLTA = bytes((0x50, 0x00))
CASCADE_TAG = 0x88
SELECT_CODES = (0x93, 0x95, 0x97)  # cascade levels 1, 2, 3
NVB_SELECT = 0x70                  # SEL, NVB and all 40 bits of UID CLn + BCC
SAK_UID_NOT_COMPLETE = 0x04


def read_uid(chip: MFRC522) -> bytes | None:
    """Return the full UID (4, 7 or 10 bytes) of one card on the reader, or None if none answers."""
    try:
        wake_up(chip)
    except NoAnswer:
        return None
    except Collision:
        pass  # cards of different types answered together: anticollision tells them apart
    uid = select(chip)
    halt(chip)
    return uid


def wake_up(chip: MFRC522) -> bytes:
    """Send WUPA (7 bits) and return the ATQA."""
    atqa, last_bits = chip.transceive([WUPA], tx_last_bits=7)
    if len(atqa) != 2 or last_bits:
        raise FrameError(f"ATQA of {len(atqa)} bytes")
    return atqa


def select(chip: MFRC522) -> bytes:
    """Run anticollision and SELECT through the cascade levels; return the complete UID."""
    uid = b""
    for code in SELECT_CODES:
        part, sak = _select_level(chip, code)
        if not sak & SAK_UID_NOT_COMPLETE:
            if part[0] == CASCADE_TAG:
                raise FrameError("UID complete but starting with the cascade tag")
            return uid + part
        if part[0] != CASCADE_TAG:
            raise FrameError("UID not complete but no cascade tag")
        uid += part[1:]
    raise FrameError("UID longer than three cascade levels")


def halt(chip: MFRC522) -> None:
    """Send HLTA; a card acknowledges it by staying silent."""
    try:
        chip.transceive(HLTA + chip.calc_crc(HLTA))
    except (NoAnswer, FrameError, Collision):
        pass  # an answer only means the card did not halt, which the next WUPA copes with


def _select_level(chip: MFRC522, code: int) -> tuple[bytes, int]:
    """Resolve and select UID CLn at one cascade level; return its 4 bytes and the SAK."""
    known: list[int] = []  # bits of UID CLn + BCC, first transmitted first
    while len(known) < 40:
        count = len(known)
        align = count % 8
        frame = [code, ((2 + count // 8) << 4) | align, *_pack(known)]
        try:
            answer, last_bits = chip.transceive(frame, tx_last_bits=align, rx_align=align)
        except Collision as coll:
            got = _unpack(coll.data, align, coll.last_bits)
            # CollPos counts from the first bit of the first FIFO byte, RxAlign included.
            before = coll.position - 1 - align
            if not 0 <= before < len(got):
                raise FrameError("collision position outside the answer") from coll
            known += got[:before] + [1]  # take the cards whose next bit is 1, as ISO suggests
            continue
        got = _unpack(answer, align, last_bits)
        if not got:
            raise FrameError("empty anticollision answer")
        known += got
    if len(known) != 40:
        raise FrameError(f"UID CLn of {len(known)} bits")
    cln = bytes(_pack(known))
    if cln[4] != cln[0] ^ cln[1] ^ cln[2] ^ cln[3]:
        raise FrameError("BCC does not match")
    frame = bytes((code, NVB_SELECT)) + cln
    sak, last_bits = chip.transceive(frame + chip.calc_crc(frame))
    if len(sak) != 3 or last_bits:
        raise FrameError(f"SAK of {len(sak)} bytes")
    if chip.calc_crc(sak[:1]) != sak[1:]:
        raise FrameError("SAK CRC does not match")
    return cln[:4], sak[0]


def _unpack(data: bytes, skip: int, last_bits: int) -> list[int]:
    """Bits of a received frame, least significant first, without the RxAlign gap and unused top bits."""
    bits = [(byte >> i) & 1 for byte in data for i in range(8)]
    end = len(bits) - (8 - last_bits if last_bits else 0)
    return bits[skip:end]


def _pack(bits: list[int]) -> list[int]:
    out = [0] * ((len(bits) + 7) // 8)
    for i, bit in enumerate(bits):
        out[i // 8] |= bit << (i % 8)
    return out
