"""The push buttons on gpiozero's mock pins."""
import time

import pytest
from gpiozero import DigitalOutputDevice
from gpiozero.pins.mock import MockFactory

from companion.core.errors import CompanionError
from drivers.base import ButtonPress
from drivers.buttons import PushButtons

PINS = {"A": 5, "B": 6, "C": 13, "OK": 19, "BACK": 26}


@pytest.fixture
def factory():
    factory = MockFactory()
    yield factory
    factory.close()


@pytest.fixture
def events(factory):
    events = []
    buttons = PushButtons(PINS, pin_factory=factory, bounce_time=0.02, hold_time=0.05)
    buttons.start(events.append)
    yield events
    buttons.close()


def press(pin):
    pin.drive_low()
    pin.drive_high()


def test_buttons_use_the_internal_pull_ups(factory, events):
    for pin in PINS.values():
        assert factory.pin(pin).pull == "up"
        assert factory.pin(pin).state == 1  # released reads high


def tap(pin, seconds=0.03):
    """A finger's short press: longer than contact bounce, shorter than a hold."""
    pin.drive_low()
    time.sleep(seconds)
    pin.drive_high()


def test_a_press_is_reported_with_the_buttons_name(factory, events):
    press(factory.pin(5))
    assert events == [ButtonPress("A")]
    time.sleep(0.03)
    tap(factory.pin(19))
    assert events == [ButtonPress("A"), ButtonPress("OK")]


def test_ok_is_told_when_let_go_and_not_before(factory, events):
    pin = factory.pin(19)
    pin.drive_low()
    time.sleep(0.03)
    assert events == []                     # still down: it may become a hold
    pin.drive_high()
    assert events == [ButtonPress("OK")]


def test_holding_ok_is_told_once_as_held_and_nothing_on_release(factory, events):
    pin = factory.pin(19)
    pin.drive_low()
    time.sleep(0.2)                          # four hold times: held is told once, no repeat
    pin.drive_high()
    time.sleep(0.03)
    assert events == [ButtonPress("OK", held=True)]


def test_ok_with_a_chattering_contact_is_one_press(factory, events):
    pin = factory.pin(19)
    for _ in range(3):                       # the contact chatters as it closes
        press(pin)
    pin.drive_low()
    time.sleep(0.03)
    pin.drive_high()
    assert events == [ButtonPress("OK")]


def test_contact_bounce_gives_one_press(factory, events):
    pin = factory.pin(6)
    for _ in range(4):  # the contact chatters for a few milliseconds
        press(pin)
    assert events == [ButtonPress("B")]
    time.sleep(0.03)
    press(pin)
    assert events == [ButtonPress("B"), ButtonPress("B")]


def test_holding_back_repeats_undo_until_released(factory, events):
    pin = factory.pin(26)
    pin.drive_low()
    time.sleep(0.18)
    pin.drive_high()
    assert events[0] == ButtonPress("BACK")
    assert events[1:] and all(event == ButtonPress("BACK", held=True) for event in events[1:])
    assert len(events[1:]) >= 2
    count = len(events)
    time.sleep(0.12)
    assert len(events) == count


def test_holding_another_button_does_not_repeat(factory, events):
    pin = factory.pin(13)
    pin.drive_low()
    time.sleep(0.15)
    pin.drive_high()
    assert events == [ButtonPress("C")]


def test_a_pin_in_use_is_refused_with_the_buttons_name(factory):
    led = DigitalOutputDevice(19, pin_factory=factory)
    with pytest.raises(CompanionError) as refused:
        PushButtons(PINS, pin_factory=factory)
    led.close()
    assert refused.value.code == "pin-busy"
    assert "GPIO19 (button OK)" in refused.value.message
    DigitalOutputDevice(5, pin_factory=factory).close()  # the buttons made before OK were let go


def test_all_five_buttons_must_be_named(factory):
    with pytest.raises(ValueError):
        PushButtons({"A": 5}, pin_factory=factory)
