## Words every game shares: the journal's troubles, the simulator, generic menu and undo words.

list-and = and
error-bad-arguments = Incomplete or malformed command.
error-decision-pending = First answer the question asked.
error-disk-full = Memory card full: this move was not saved. Free some space.
error-game-in-progress = A game is already in progress.
error-game-over = The game is over: start another one.
error-internal-error = Internal error on this input: nothing changed, the game goes on.
error-journal-busy = The journal is busy with another program: try again.
error-journal-corrupt = The journal is damaged: this move was not saved.
error-journal-io = Memory card error: this move was not saved.
error-journal-readonly = The memory card refuses writing: this move was not saved.
error-no-decision = Nothing waits for this answer now.
error-no-game = No game in progress.
error-not-an-option = This choice is not offered.
error-nothing-to-undo = Nothing to undo.
error-unknown = Refused.
error-unknown-card = Unknown card.
error-unknown-tag = Unknown card: enroll it first.
error-unknown-verb = Unknown command.
error-unknown-command = Unknown command.
ok-close = close
ok-confirm = confirm
ok-more = more { $page }/{ $pages }
ok-none = none
recap-saved = Picture saved: { $path }
sim-accepted = ✓ accepted
sim-cards = Cards expected: { $cards }
sim-help = a b c: buttons · Enter: OK (O: held, the board) · u: BACK (U: held) · a card name: scan it · a protocol line: send it · v: see what the box says · ?: help · q: quit
sim-refused = ✗ refused: { $reason }
sim-unknown = I do not understand “{ $text }” (? for help).
sim-speech = Voice: { $text }
sim-speech-shown = What the box says shows under the screen (v: hide it).
sim-speech-hidden = What the box says no longer shows (v: show it).
ui-board-index = Board: which part?
ui-board-whole = The whole board
names-question = Names of the { $n } players?
names-same = Same table: { $names }
names-pick = Choose the names
names-none = No names
names-rest = The others: no name
names-seats = Seat { $seat }: who?
names-same-none = Same table
names-same-why = The box has seen no table of { $n } players yet: choose the names (B) or play without names (C).
ui-nobody = nobody
ui-unknown-card = Unknown card.
error-journal-locked = Another program is already writing to the journal: stop it first.
error-journal-moved = Another program changed the journal: this step was not saved. Restart the box.
error-bad-bytes = Unreadable line (invalid bytes): it was ignored and the game has not changed.
error-control-character = Control character in the line: separate words with spaces.
error-not-ascii = Unknown character: words and numbers are plain letters and digits (roll 3, not roll ³).
error-unknown-game = This box does not know this game.
speech-missing = Spoken prompts are off: { $programs } is not installed on the box. Whoever set it up can install { $packages }; the game goes on in silence.

## The command-line tools (doctor, replay, games, enroll, tags, recap) and the cards' tags.
tag-other-game = This card belongs to { $game }: it is not the game being played.
cli-cannot-read = cannot read { $path }: { $problem }
cli-no-hardware = no Raspberry Pi hardware here: starting the terminal simulator (camelot sim)
cli-web-address = the board's page for the phones: { $address } (Ctrl-C stops it)
cli-web-missing = the phones' page needs its packages ({ $package }): « bash scripts/run » installs them; on an installed box, set « enabled = true » under [web] in the configuration, then run « sudo bash systemd/install.sh » again.
cli-no-game = no game in the journal yet
cli-sim-page = phones follow the game at { $address }; to take a seat: OK held on the box, OK for the board's next page, then A « Phones » (its code and QR show)
cli-sim-no-page = the phones' page could not be served ({ $problem }): the box plays without them
cli-sim-no-page-memory = with --memory nothing is saved: the phones' page, which reads the journal, is not served
sim-page = Phones: { $address } · for a seat, O, Enter, then a (« Phones »)
sim-pair-link = Code { $code }: { $link }
cli-sim-saved-in = games are saved in { $path }
cli-sim-not-saved = nothing was saved this time
cli-sim-own-journal = { $configured } is the installed box's journal (only its service writes there): this simulator keeps its games in { $path }.
games-abandoned = game { $id } abandoned
games-resumed = game { $id } will be resumed at the next start
games-row = { $id } · { $game } · { $status } · { $started } · { $commands ->
    [one] { $commands } command
   *[other] { $commands } commands
} · { $setup }{ $result }
games-row-damaged = { $id } · { $game } · damaged: this game's own record cannot be read back as written (the file is kept as it is) · { $started } · { $setup }
games-row-unknown = { $id } · { $game }: a game this box does not know (written by another version?) · { $started } · { $setup }
games-kind-as-read = "{ $kind }"
games-status-playing = playing
games-status-over = over
games-status-abandoned = abandoned
replay-rejected = line { $line }: rejected '{ $command }': { $message }
enroll-start = Cards of { $game }: place each card on the reader, one after the other. BACK takes the last one back.
enroll-prompt = { $n }/{ $total }: { $card } (copy { $copy } of { $copies })
enroll-done = All { $total } cards are enrolled.
enroll-enrolled = { $card } (copy { $copy } of { $copies }) enrolled. Next: { $next }
enroll-already = This tag is already { $card }: put that card aside. Still waiting for { $next }
enroll-other-deck = This tag is already on { $card } of { $game }: a tag goes on one card only. Put this card aside. Still waiting for { $next }
enroll-nothing-to-undo = Nothing to take back. { $next }
enroll-took-back = Took back the last { $card }. { $next }
enroll-stopped = Stopped: run 'camelot enroll --game { $kind }' again to go on where you left off.
enroll-count = { $count ->
    [one] 1 tag enrolled.
   *[other] { $count } tags enrolled.
}
tags-usage = usage: camelot tags { $action } FILE [--game GAME]
tags-exported = { $count ->
    [one] 1 tag
   *[other] { $count } tags
} written to { $path } ({ $game }).
tags-imported = { $added } added, { $same } already known, { $conflicts } conflicts, { $elsewhere } refused ({ $game }).
tags-conflict = { $uid }: here { $ours }, in the file { $theirs } (kept { $ours })
tags-elsewhere = { $uid }: refused, it is already on { $card } of { $game } (a tag goes on one card only)
tags-list-row = { $card }: { $count } / { $copies }
tags-list-total = { $count ->
    [one] 1 tag
   *[other] { $count } tags
} for { $game } ({ $path }).
tags-refused-tag-already-enrolled = This tag is already enrolled as { $card }.
tags-refused-tag-in-other-deck = This tag is already on { $card } of { $game }: a tag goes on one card only.
tags-refused-unknown-card = { $where }: there is no card called '{ $card }' in this game.
doctor-ok = ok
doctor-fail = FAIL
doctor-line = { $status }  { $part }: { $message }
doctor-part-configuration = configuration
doctor-part-board = board
doctor-part-spi = SPI
doctor-part-card-reader = card reader
doctor-part-i2c = I2C
doctor-part-screen = screen
doctor-part-pins = pins
doctor-part-speech = speech
doctor-part-card-tags = card tags
doctor-unchecked = Could not be checked: { $problem }
doctor-config-default = No configuration file found: using the defaults of hw/wiring.md.
doctor-config-read = Read { $path }.
doctor-board-ok = { $model }.
doctor-board-not-pi = This machine is not a Raspberry Pi: the parts below cannot be on it.
doctor-reader-fake = Simulated (backend = "fake"): there is no reader to check.
doctor-spi-missing = SPI is off or missing: { $device } does not exist. Turn it on with: sudo raspi-config nonint do_spi 0, then reboot.
doctor-spi-ok = { $device } is there.
doctor-reader-silent = The card reader does not answer (its version register reads { $version }). Check its seven wires against hw/wiring.md: 3.3V, GND, SDA, SCK, MOSI, MISO, RST.
doctor-reader-other = Something answers on { $device }, but not an MFRC522 (version { $version }).
doctor-reader-ok = Answers: { $what }.
doctor-i2c-missing = I2C is off or missing: { $bus } does not exist. Turn it on with: sudo raspi-config nonint do_i2c 0, then reboot.
doctor-i2c-ok = { $bus } is there.
doctor-screen-none = No screen configured (display.model = "none").
doctor-screen-forbidden = Not allowed to open { $bus }: add the user to the i2c group.
doctor-screen-silent = Nothing answers at address { $address } on { $bus }. Check the screen's wires: VCC to 3.3V (pin 1), GND (pin 9), SDA to GPIO2 (pin 3), SCL to GPIO3 (pin 5); some screens sit at 0x3D (display.i2c_address).
doctor-screen-ok = Something answers at { $address } on { $bus } (the { $model } screen).
doctor-pins-busy = In use by another program (if the companion's service runs, stop it first: sudo systemctl stop camelot): { $pins }.
doctor-pins-free = Free: { $pins }.
doctor-speech-on = on (speech = true)
doctor-speech-off = off (speech = false)
doctor-speech-missing = Spoken prompts are { $state }; { $programs } { $count ->
    [one] is
   *[other] are
} not installed: sudo apt-get install { $install }.
doctor-speech-no-audio = Spoken prompts are on, but this user is not in the audio group, so aplay cannot open the sound card: sudo usermod --append --groups audio $USER.
doctor-speech-ok = Spoken prompts are { $state }; espeak-ng and aplay are installed.
doctor-speech-no-card = Spoken prompts are { $state }, but this machine has no sound card: plug in a USB sound card, an HDMI screen with speakers, or an I2S amplifier (hw/bom.md).
doctor-missing-package = The Python package { $package } is not installed here: it comes with the companion's pi extra (sudo bash systemd/install.sh on the Pi, or pip install ".[pi]").
doctor-tags-missing = { $game }: { $enrolled } of { $total } cards have a tag ({ $path }): run { $command }.
doctor-tags-ok = { $game }: all { $total } cards have a tag ({ $path }).
doctor-tags-none = { $game }: no card has a tag yet ({ $path }); to play it with the cards, run { $command }.

ui-choose-game = Which game?
strip-choose = New game
ui-phone-page = The board on your phone: { $address }
cli-no-board = { $game } has no board to check.
cli-no-recap = { $game } draws no picture of a finished game.

## The voice (companion/box/speech.py): what it says otherwise than the screen writes it.
## A message may also carry its own `.speech` attribute.
speech-choice = { $button }: { $label }
speech-more = OK: more
speech-ok = OK: { $label }
speech-not-now = { $label }, not now
speech-minus = minus
speech-over = of
# "written = said", one whole word a line.
speech-words =
    pt = point
    pts = points
    4th = fourth
ui-not-now = Not possible now.
ui-new-game-sure = A new game? This result will be closed.
ok-new-game-ask = new game
ok-new-game-sure = yes, a new game
# An undo whose line moved no piece (core/narration.py).
undo-nothing = Nothing moved on the table.

## Phones as seats (companion/box/seats.py, issue 24): what the box answers a phone.
seats-answered-by = { $name } (phone):
# Said before a lesson a phone's answer brought (teaching mode): the rule is the box's, not that player's.
seats-lesson-after = Rule of the game:
seats-pairing-closed = Pairing is closed: open « Phones » on the box.
seats-new-game = A new game on the box: pair this phone again (open « Phones » on the box for a code).
seats-replaced = Another phone took this seat: pair this phone again to take it back.
seats-take-back = { $seat } ({ $name }'s phone): replace it
seats-all-taken = Every seat has its phone. Yours? Choose it: this phone replaces the old one. Otherwise free one on the box: « Phones », OK for the list, then the button of the player who leaves.
seats-too-many-codes = Too many wrong codes: pairing is closed. Open it again on the box.
seats-wrong-code = That is not the box's code: look at its screen again.
seats-seat-taken = That seat already has its phone.
seats-no-such-seat = That seat is not in the game.
seats-bad-name = That name will not do: one word, no space, 12 letters at most.
seats-not-paired = This phone is paired with no seat: pair it at the box.
seats-too-many = Too many requests at once: wait a moment.
seats-no-game = No game in progress on the box.
seats-stale = The game moved on since your screen showed it: nothing was played. Look again.
seats-redrawn = The menu had just changed under your finger: nothing was played. Look at it and tap again.
seats-not-your-turn = Not yours: it is { $name }'s turn.
seats-waiting = { $name }'s turn.
seats-nobody-now = Nothing to decide now: follow the box.
seats-at-the-box = That is done on the box, not on a phone.
seats-no-such-choice = That choice does not exist (any more): look again.
seats-bad-request = Request not understood.
seats-internal-error = The box could not answer: try again.
seats-bad-origin = This request does not come from the box's page: refused.
seats-not-json = This request cannot be read: refused.
seats-too-big = This request is too long: refused.
# One question per seat, shared by the box and the phone; the game's story (core/story.py).
seats-box-question = The box is already asking this seat a question: « { $question } ». Answer it here, or wait.
seats-phone-at = { $name } is choosing on the phone: { $where }
seats-game-over = The game is over: the result is on the box.
# The box's « Phones » screen when a phone may take a seat (companion/box/pairing_screen.py).
pairing-caption = Code { $code } · { $minutes }:{ $seconds } · { $count ->
        [one] { $count } phone
       *[other] { $count } phones
    }
pairing-spoken = To play from a phone, scan the code or type { $code }.
pairing-paired = { $name }: { $seat }
pairing-none = No phone paired.
pairing-unpair = Unpair { $name }
pairing-closed-codes = Too many wrong codes: pairing is closed. Someone may have been guessing.
pairing-replaced = { $seat }: { $new } takes the seat back, { $old }'s phone counts no more.
pairing-expired = The code has expired.
pairing-ok-list = list
pairing-ok-code = code
pairing-ok-new-code = new code
pairing-place = seat { $number }
seats-no-box = The box does not answer: is it on? The board stays in view.

## One key, one meaning (issue 32): BACK asks before taking back, a press that does nothing says so, the board's own entries.
undo-ask = Take back: { $name }'s { $act }?
undo-ask-table = Take back: { $act }?
undo-ask-new = Take back: new game?
undo-ask-any = Take back the last move?
undo-ok = take back
speech-undo-keep = BACK: keep it
undo-start-taken-back = New game taken back: nothing was played.
act-any = last move
act-new = new game
act-end = end of turn
act-choose = answer
act-abandon = stopping the game
ui-ignored-mark = { $button } ✗
ui-ignored-wait = { $button }: nothing, the page waits for OK.
ui-ignored-empty = { $button }: nothing there.
ui-ignored-nothing = Nothing to take back.
ui-board-phones-entry = Phones
ui-stop-game = Stop the game
ui-stop-game-sure = Stop the game? It ends without a winner (BACK then OK takes it back).
names-seated = { $name }: seat { $seat }
names-seated-again = { $name } already has seat { $seat }: BACK takes back the last name chosen.

## Teaching mode (companion/core/lessons.py, companion/core/teaching.py).
ui-lesson-page = (rules p. { $page })
    .speech = { $last ->
        [none] (rules page { $first })
       *[other] (rules pages { $first } to { $last })
    }
ui-teach-entry = First game: { $on ->
    [yes] yes
   *[no] no
}
ui-teach-on = First game: the box explains each rule the first time.
ui-teach-off = The box no longer explains the rules.
ui-board-rules = Rules
