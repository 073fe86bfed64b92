### The phone page's own words: its frame (companion/web/static/app.js, seat.js) and the few every game's
### renderer shares (`page.no-game`, `page.recap`); each game's are in its table wing's locale/page.LANG.ftl.
### An id's underscores are the page's dots (`page_log_empty` is the page's `page.log.empty`). The server
### serves each message as a template whose `{name}` the page fills (companion/web/page_words.py):
### keep them plain text and variables, a plural would show its default form.

page_switch = Français
page_live = Live
page_offline = Connection lost: trying again…
page_no-game = No game in progress. It appears here as soon as the box starts one.
page_asks = The box asks
page_log = Latest events
page_log_empty = Nothing yet.
page_recap = Game recap
page_notice = The box's journal:
page_journal_unreadable = The box's journal ({ $file }) cannot be read: the page can show no game. The box keeps it as it is and goes on with a spare journal.
page_journal_damaged = The box's journal ({ $file }) is damaged: the game is shown up to its last sound line, where the box goes on from.
page_journal_newer = The box's journal ({ $file }) was written by a newer version of the box: this page cannot show it.
page_journal_spare = The box plays in its spare journal ({ $file }): its usual journal cannot be used.
page_says = The box says
page_loading = Connecting to the box…

## Pairing a phone (companion/web/static/pair.html).
pair_title = Play from this phone
pair_help = Type the code the box shows (valid 2 minutes).
pair_code = Code:
pair_look = See the seats
pair_name = Your name:
pair_take = Take this seat

## A phone paired as a seat (companion/web/static/seat.js).
seat_back = ← Back
seat_at-box = at the box
seat_scan = Scan the card at the box.
seat_no-answer = The box did not answer: look whether your choice was taken before you tap again.
seat_power = Your power:
seat_your-turn = Your turn: { $prompt }
# The box's own buttons, as its words name them: a sentence of the box's that starts with one of them is about
# its buttons, and is left out on a phone ("OK confirms, BACK keeps it."). Separated by spaces.
seat_box-keys = OK BACK
seat_confirm = Confirm: { $what }
seat_sure = { $what }: there is no way back. Confirm?
seat_yes = Yes: { $what }
seat_cancel = No, go back
seat_rule = The rule: { $what }
# A lesson a step of the story brought (teaching mode): the box's rule card, apart from who answered.
seat_lesson = Rule of the game:
seat_later = Not now ({ $n })
page_recap_alt = The game's recap as a picture; the result is written above, each event in the latest events.
seat_box-question = Question begun at the box:
seat_undone = Your move was taken back:
seat_phone = (phone)
