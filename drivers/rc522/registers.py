"""MFRC522 register map, commands and bits (NXP MFRC522 datasheet, sections 9 and 10)."""
from enum import IntEnum


class Reg(IntEnum):
    """Register addresses."""

    COMMAND = 0x01
    COM_IEN = 0x02
    DIV_IEN = 0x03
    COM_IRQ = 0x04
    DIV_IRQ = 0x05
    ERROR = 0x06
    STATUS1 = 0x07
    STATUS2 = 0x08
    FIFO_DATA = 0x09
    FIFO_LEVEL = 0x0A
    WATER_LEVEL = 0x0B
    CONTROL = 0x0C
    BIT_FRAMING = 0x0D
    COLL = 0x0E
    MODE = 0x11
    TX_MODE = 0x12
    RX_MODE = 0x13
    TX_CONTROL = 0x14
    TX_ASK = 0x15
    TX_SEL = 0x16
    RX_SEL = 0x17
    RX_THRESHOLD = 0x18
    DEMOD = 0x19
    MF_TX = 0x1C
    MF_RX = 0x1D
    SERIAL_SPEED = 0x1F
    CRC_RESULT_H = 0x21
    CRC_RESULT_L = 0x22
    MOD_WIDTH = 0x24
    RF_CFG = 0x26
    GS_N = 0x27
    CW_GS_P = 0x28
    MOD_GS_P = 0x29
    T_MODE = 0x2A
    T_PRESCALER = 0x2B
    T_RELOAD_H = 0x2C
    T_RELOAD_L = 0x2D
    T_COUNTER_H = 0x2E
    T_COUNTER_L = 0x2F
    VERSION = 0x37


class Cmd(IntEnum):
    """Values of CommandReg[3:0]."""

    IDLE = 0x00
    CALC_CRC = 0x03
    TRANSCEIVE = 0x0C
    SOFT_RESET = 0x0F


# CommandReg
POWER_DOWN = 0x10
# ComIEnReg / ComIrqReg
IRQ_INV = 0x80          # ComIEnReg: IRQ pin active low (the reset value)
SET1 = 0x80             # ComIrqReg: write 1 = set the marked bits, 0 = clear them
TX_IRQ = 0x40
RX_IRQ = 0x20
IDLE_IRQ = 0x10
HI_ALERT_IRQ = 0x08
ERR_IRQ = 0x02
TIMER_IRQ = 0x01
# DivIrqReg
CRC_IRQ = 0x04
# ErrorReg
WR_ERR = 0x80
TEMP_ERR = 0x40
BUFFER_OVFL = 0x10
COLL_ERR = 0x08
CRC_ERR = 0x04
PARITY_ERR = 0x02
PROTOCOL_ERR = 0x01
# FIFOLevelReg
FLUSH_BUFFER = 0x80
# BitFramingReg
START_SEND = 0x80
# CollReg
VALUES_AFTER_COLL = 0x80  # 0 = every bit received after a collision reads as 0
COLL_POS_NOT_VALID = 0x20
# RxModeReg
RX_CRC_EN = 0x80
# RFCfgReg: RxGain in bits 6-4; bits 7 and 3-0 are reserved and keep their reset value
RX_GAIN_MASK = 0x70
# TModeReg
T_AUTO = 0x80
# TxControlReg
TX1_RF_EN = 0x01
TX2_RF_EN = 0x02
# TxASKReg
FORCE_100_ASK = 0x40

FIFO_SIZE = 64
CLOCK_HZ = 13_560_000

# VersionReg answers: what the part is, and 0x00/0xFF when nothing drives MISO.
GENUINE_VERSIONS = {0x91: "MFRC522 version 1.0", 0x92: "MFRC522 version 2.0"}
CLONE_VERSIONS = {0x88: "FM17522 clone", 0x12: "counterfeit MFRC522 clone"}
SILENT_VERSIONS = (0x00, 0xFF)


def read_address(reg: int) -> int:
    """The SPI address byte that reads `reg` (datasheet 8.1.2.3)."""
    return ((reg << 1) & 0x7E) | 0x80


def write_address(reg: int) -> int:
    """The SPI address byte that writes `reg`."""
    return (reg << 1) & 0x7E
