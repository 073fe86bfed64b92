### Shadows over Camelot's words on the phone page (its renderer, table/page.js).
### An id's underscores are the page's dots (`page_grail_cups` is the page's `page.grail.cups`). The server
### serves each message as a template whose `{name}` the page fills (companion/web/page_words.py):
### keep them plain text and variables, a plural would show its default form.

page_turn = Knight turn { $turn }
page_to-play = { $knight } to play
page_table = The Round Table
page_white = White swords
page_black = Black swords
page_siege = Siege engines
page_warn_siege = 11th siege engine: one more and Camelot falls!
page_warn_black = 6th black sword: one more and Evil wins!
page_warn_accuse = Accusations are open.
page_knights = The knights
page_life = Life points
page_dead = dead
page_accused = accused
page_loyal = loyal
page_unmasked = Traitor unmasked
page_squire = Squire
page_won = won
page_lost = lost
page_waiting = after Lancelot
page_score = won { $won } · lost { $lost }
page_face-down = face down
page_warriors = Warriors { $n }/4
page_mordred = Mordred
page_grail_cups = Grail { $n }
page_grail_despair = black { $n }/7
page_forest = Dark Forest
page_excalibur_pos = space { $n }
page_effects = Lasting effects
page_none = none
page_deck = Black deck
page_deck_n = { $n } cards
page_relics = Relics
page_relic_quest = on its quest
page_relic_used = used
page_relic_lost = lost
page_over = Game over
page_winner_knights = The knights win!
page_winner_evil = Evil wins.
page_forecast = Next black card (odds)
page_relic_line = { $relic }: { $state }
# A relic's state agrees with its gender in French (page.js: `page.relic.STATE.GENDER`, else `page.relic.STATE`):
# English says it alike, but needs the words, or the page would fall back to the French ones.
page_relic_used_masculine = used
page_relic_lost_masculine = lost

## A paired phone's seat: the knight's own power, on top of its panel (the rulebook's, "The Knights").
seat_power_arthur = During your turn, give a White card to a Knight, who gives you one back, face down.
seat_power_galahad = As your Heroic Action, play a White Special card for free (not a second one this turn).
seat_power_gawain = At the Round Table, drawing White cards gives you 3 instead of 2.
seat_power_kay = On a Quest, when a fight ends, add a White Fight card after the Black cards are revealed; against Siege Engines too.
seat_power_palomides = Each time a Quest you are on is won, 1 Life Point more (6 at most).
seat_power_percival = During the Progression of Evil, look at the top Black card before you choose (with the Armour: draw 2, slip one under the deck).
seat_power_tristan = Leaving the Round Table is free for you (not a second move this turn).
