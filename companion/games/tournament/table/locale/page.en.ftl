### The tournament's words on the phone page (its renderer, table/page.js).
### An id's underscores are the page's dots (`t_record_token` is the page's `t.record.token`). The server
### serves each message as a template whose `{name}` the page fills (companion/web/page_words.py):
### keep them plain text and variables, a plural would show its default form.

t_tournament = Tournament { $n }
t_colour_none = colour to be named
t_colour_no-purple = not purple (the last tournament ended purple)
t_names-colour = { $name } names the tournament's colour.
t_to-play = { $name } to play: lay cards or withdraw.
t_opening = { $name } opens: first a { $colour } card or a supporter.
t_pending_lose-token = { $name } withdraws with a maiden: which token to give back? { $options }
t_pending_token = { $name } wins a purple tournament: which colour of token to take? { $options }
t_pending_adapt = Adapt: { $name } keeps a single card of value { $value }. Which one? { $options }
t_players = The players
t_total = Total
t_withdrawn = withdrawn
t_shield = Shield
t_stunned = Stunned
t_empty = no card
t_tokens = Tokens
t_tokens_owned = Tokens: { $list }
t_tokens-to-win = Tokens to win: { $n }
t_record = The tournaments
t_record_token = { $colour } token
t_record_none = No tournament finished yet.
t_over = Game over
t_winner = { $name } wins the game!
t_turn = Turn { $turn }
t_green-note = green: every card counts 1
t_record_win = { $name } with { $total }

## A paired phone's buttons (companion/web/static/seat.js): what the tap does, by the line it sends.
seat_line_end = End the turn ({ $n })
seat_line_withdraw = Withdraw from this tournament
