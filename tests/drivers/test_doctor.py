"""camelot doctor: plain findings for parts that are there, missing or odd."""
import dataclasses

import pytest

from companion.box.config import Config, parse_config
from companion.box.doctor import Probes, check_all, format_checks
from drivers.rc522.chip import MFRC522
from drivers.rc522.simulated import SimulatedMFRC522


@pytest.fixture
def cfg(tmp_path):
    return Config(tag_map_path=tmp_path / "tags.json", language="en")


def on_a_pi(version=0x92, **changes):
    """Probes for a Pi whose parts are all there; `changes` takes some away."""
    probes = Probes(
        board_model=lambda: "Raspberry Pi 4 Model B Rev 1.4",
        exists=lambda path: True,
        reader_version=lambda reader: MFRC522(SimulatedMFRC522(version=version)).version(),
        i2c_answers=lambda port, address: True,
        claim_pin=lambda pin: None,
        which=lambda name: f"/usr/bin/{name}",
        groups=lambda: {"camelot", "audio", "gpio", "spi", "i2c"},
        sound_cards=lambda: ["0 [vc4hdmi        ]: vc4-hdmi - vc4-hdmi"],
    )
    return dataclasses.replace(probes, **changes)


def by_part(checks):
    return {check.part: check for check in checks}


def test_a_complete_box_passes_but_for_the_tags(cfg):
    checks = by_part(check_all(cfg, on_a_pi()))
    assert all(checks[part].ok for part in ("board", "SPI", "card reader", "I2C", "screen", "pins", "speech"))
    assert "MFRC522 version 2.0" in checks["card reader"].message
    assert not checks["card tags"].ok and "0 of 160" in checks["card tags"].message


@pytest.mark.parametrize("version, ok, words", [
    (0x91, True, "version 1.0"),
    (0x88, True, "clone"),
    (0x12, True, "clone"),
    (0x00, False, "does not answer"),
    (0xFF, False, "does not answer"),
    (0x42, False, "not an MFRC522"),
])
def test_the_readers_version_is_judged(cfg, version, ok, words):
    reader = by_part(check_all(cfg, on_a_pi(version)))["card reader"]
    assert reader.ok is ok and words in reader.message


def test_spi_and_i2c_turned_off(cfg):
    checks = by_part(check_all(cfg, on_a_pi(exists=lambda path: False)))
    assert not checks["SPI"].ok and "/dev/spidev0.0" in checks["SPI"].message and "do_spi" in checks["SPI"].message
    assert not checks["I2C"].ok and "do_i2c" in checks["I2C"].message
    assert "card reader" not in checks and "screen" not in checks


def test_a_screen_that_does_not_answer(cfg):
    screen = by_part(check_all(cfg, on_a_pi(i2c_answers=lambda port, address: False)))["screen"]
    assert not screen.ok and "0x3C" in screen.message and "0x3D" in screen.message


def test_a_busy_pin_is_named(cfg):
    def claim(pin):
        if pin == 19:
            raise RuntimeError("GPIO busy")

    pins = by_part(check_all(cfg, on_a_pi(claim_pin=claim)))["pins"]
    assert not pins.ok and "GPIO19 (buttons.OK)" in pins.message and "systemctl stop camelot" in pins.message


def test_a_probe_that_breaks_becomes_a_finding(cfg):
    def broken(reader):
        raise RuntimeError("something odd")

    reader = by_part(check_all(cfg, on_a_pi(reader_version=broken)))["card reader"]
    assert not reader.ok and "something odd" in reader.message


def test_a_simulated_box_has_no_reader_or_screen_to_check(tmp_path):
    cfg = parse_config({"reader": {"backend": "fake"}, "display": {"model": "none"}, "tag_map_path": str(tmp_path / "t.json")})
    checks = by_part(check_all(cfg, on_a_pi()))
    assert checks["card reader"].ok and "fake" in checks["card reader"].message
    assert checks["screen"].ok and "SPI" not in checks and "I2C" not in checks


def test_on_this_machine_the_doctor_reports_without_a_traceback(cfg):
    checks = check_all(cfg)
    report = format_checks(checks)
    assert all(check.message and check.message[-1] in ".)" for check in checks)
    assert "Traceback" not in report
    assert len(report.splitlines()) == len(checks)


def test_missing_speech_programs_are_listed(cfg):
    speaking = dataclasses.replace(cfg, speech=True)
    probes = on_a_pi(which=lambda name: None if name == "aplay" else f"/usr/bin/{name}")
    speech = by_part(check_all(speaking, probes))["speech"]
    assert not speech.ok and "aplay is not installed" in speech.message and "alsa-utils" in speech.message
    # With speech off it is only said, not a failure.
    quiet = by_part(check_all(cfg, probes))["speech"]
    assert quiet.ok and "aplay" in quiet.message


def test_speech_without_the_audio_group_is_a_finding(cfg):
    speaking = dataclasses.replace(cfg, speech=True)
    speech = by_part(check_all(speaking, on_a_pi(groups=lambda: {"camelot"})))["speech"]
    assert not speech.ok and "audio group" in speech.message


def test_the_doctor_speaks_french_by_default(tmp_path):
    cfg = Config(tag_map_path=tmp_path / "tags.json")
    checks = check_all(cfg, on_a_pi(exists=lambda path: "spidev" not in str(path)))
    spi = by_part(checks)["SPI"]
    assert not spi.ok and spi.message.startswith("Le SPI est coupé ou absent : /dev/spidev0.0 n'existe pas.")
    report = format_checks(checks)
    assert "À REVOIR  SPI : Le SPI est coupé" in report
    assert "ok        carte Raspberry Pi : Raspberry Pi 4 Model B Rev 1.4." in report
    assert all(check.message[-1] in ".)" for check in checks)


def test_the_doctor_answers_in_english_when_asked(tmp_path):
    cfg = Config(tag_map_path=tmp_path / "tags.json")
    report = format_checks(check_all(cfg, on_a_pi(), lang="en"), lang="en")
    assert "ok    board: Raspberry Pi 4 Model B Rev 1.4." in report
    assert "FAIL  card tags: Shadows over Camelot: 0 of 160 cards have a tag" in report


def test_each_games_deck_is_a_finding_of_its_own(tmp_path):
    from companion.box.tagmap import TagMap
    cfg = Config(tag_map_path=tmp_path / "tags.json")
    checks = by_part(check_all(cfg, on_a_pi()))
    # A deck never enrolled is fine: the box may serve one game only.
    assert checks["card tags:tournament"].ok
    assert "Camelot (tournois) : aucune carte n'a d'étiquette" in checks["card tags:tournament"].message
    assert "camelot enroll --game tournament" in checks["card tags:tournament"].message
    TagMap(tmp_path / "tags-tournament.json").enroll("04000000000001", "red-3")
    half = by_part(check_all(cfg, on_a_pi()))["card tags:tournament"]
    assert not half.ok and "1 carte sur 110 a son étiquette" in half.message


# --- issue 17: a missing library is named, not taken for a busy pin -----------------------------------

def test_without_gpiozero_the_pins_name_the_missing_package(cfg, monkeypatch):
    import sys

    from companion.box import doctor
    monkeypatch.setitem(sys.modules, "gpiozero", None)    # as on a machine where it was never installed
    pins = by_part(check_all(cfg, on_a_pi(claim_pin=doctor._claim_pin)))["pins"]
    assert not pins.ok and "gpiozero" in pins.message and "pi" in pins.message
    assert "systemctl stop camelot" not in pins.message


def test_without_smbus2_the_screen_names_the_missing_package(cfg, monkeypatch):
    import sys

    from companion.box import doctor
    monkeypatch.setitem(sys.modules, "smbus2", None)
    checks = by_part(check_all(cfg, on_a_pi(i2c_answers=doctor._i2c_answers), lang="fr"))
    assert checks["I2C"].ok
    assert not checks["screen"].ok and checks["screen"].message.startswith("Le paquet Python smbus2 n'est pas installé")


# --- issue 19: no sound card; a screen probe both controllers answer ---------------------------------

def test_speech_without_a_sound_card_is_a_finding(cfg, tmp_path):
    speaking = dataclasses.replace(cfg, speech=True)
    silent = on_a_pi(sound_cards=lambda: [])
    speech = by_part(check_all(speaking, silent))["speech"]
    assert not speech.ok and "no sound card" in speech.message and "hw/bom.md" in speech.message
    quiet = by_part(check_all(cfg, silent))["speech"]
    assert quiet.ok and "no sound card" in quiet.message      # speech off: said, not a failure


def test_the_sound_cards_are_read_as_alsa_lists_them(tmp_path):
    from companion.box.doctor import _sound_cards
    cards = tmp_path / "cards"
    cards.write_text(" 0 [vc4hdmi0       ]: vc4-hdmi - vc4-hdmi-0\n"
                     "                      vc4-hdmi-0\n"
                     " 1 [Device         ]: USB-Audio - USB Audio Device\n"
                     "                      C-Media USB Audio Device at usb-xhci-hcd.0-1, full speed\n")
    assert [card.split("]")[0] for card in _sound_cards(cards)] == ["0 [vc4hdmi0       ", "1 [Device         "]
    cards.write_text("--- no soundcards ---\n")
    assert _sound_cards(cards) == []
    assert _sound_cards(tmp_path / "no-alsa") == []


class DatasheetScreen:
    """A strict stand-in for smbus2.SMBus with one OLED controller on the bus, as its datasheet has it.

    Both controllers acknowledge their address with the write bit (SSD1306 §8.1.5, SH1106
    "I2C-bus interface"). The SSD1306's I2C interface has a write mode only: a read is not
    acknowledged here. The SH1106 answers a read with its status byte (D6: display off).
    Nothing acknowledges another address (i2c-bcm2835 reports a NACK as EREMOTEIO). Any call
    the doctor has no business making fails loudly.
    """

    def __init__(self, model, address=0x3C):
        self.model, self.address, self.written = model, address, []

    def __call__(self, port):
        assert port == 1
        return self

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False

    def _nack(self):
        import errno
        raise OSError(errno.EREMOTEIO, "Remote I/O error")

    def write_quick(self, address):
        if address != self.address:
            self._nack()

    def read_byte(self, address):
        if address != self.address or self.model == "ssd1306":
            self._nack()
        return 0x40

    def write_byte_data(self, address, register, value):
        if address != self.address:
            self._nack()
        self.written.append((register, value))


@pytest.mark.parametrize("model", ["ssd1306", "sh1106"])
def test_the_screen_probe_is_answered_by_both_controllers(model):
    from companion.box.doctor import _i2c_answers
    screen = DatasheetScreen(model)
    assert _i2c_answers(1, 0x3C, bus_class=screen)
    assert not _i2c_answers(1, 0x3D, bus_class=screen)
    assert screen.written == []          # the probe sends no command and no pixel


def test_a_read_would_have_called_a_working_ssd1306_silent():
    with pytest.raises(OSError):
        DatasheetScreen("ssd1306").read_byte(0x3C)
