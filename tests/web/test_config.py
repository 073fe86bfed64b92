"""The [web] settings: off by default, checked like every other key."""
from __future__ import annotations

import tomllib

import pytest

from companion.cli import build_parser
from companion.box.config import parse_config
from companion.core.errors import CompanionError

from .conftest import ROOT


def test_the_page_is_off_until_the_table_turns_it_on():
    web = parse_config({}).web
    assert (web.enabled, web.host, web.port) == (False, "0.0.0.0", 8080)
    web = parse_config({"web": {"enabled": True, "host": "192.168.4.1", "port": 80}}).web
    assert (web.enabled, web.host, web.port) == (True, "192.168.4.1", 80)


def test_the_example_configuration_shows_the_defaults():
    example = tomllib.loads((ROOT / "config.example.toml").read_text("utf-8"))
    assert parse_config(example).web == parse_config({}).web


@pytest.mark.parametrize("web, key", [({"port": 0}, "web.port"), ({"port": "80"}, "web.port"),
                                      ({"enabled": "yes"}, "web.enabled"), ({"host": ""}, "web.host"),
                                      ({"colour": "red"}, "web.colour")])
def test_a_bad_web_setting_is_named(web, key):
    with pytest.raises(CompanionError) as err:
        parse_config({"web": web})
    assert key in err.value.message


def test_camelot_web_takes_journal_host_and_port():
    args = build_parser().parse_args(["web", "--journal", "j.sqlite", "--host", "127.0.0.1", "--port", "9000"])
    assert (args.journal, args.host, args.port) == ("j.sqlite", "127.0.0.1", 9000)
