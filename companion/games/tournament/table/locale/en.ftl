# Reiner Knizia's Camelot: the words of the table, in English (the rulebook's vocabulary).
# $colour, $card, $mine, $theirs arrive already translated (colour-* messages below, card names in
# data/cards.json); lists arrive already joined.

## Colours
colour-purple = purple
colour-red = red
colour-blue = blue
colour-yellow = yellow
colour-green = green
colour-shield = Shield
colour-stunned = Stunned

## Events
event-game-started = New game of Camelot for { $players } players: { $names }. { $tokens_to_win } tokens of different colours win.
event-tournament-begins = Tournament { $tournament }: { $name } names the colour{ $no_purple ->
    [true] {" "}(not purple: the last tournament ended purple)
   *[false] {""}
}.
event-colour-named = { $name } announces a { $colour } tournament.
event-starter-passes = { $name } holds only action cards: { $starter_name } starts the tournament.
event-turn-begins = { $opening ->
    [true] { $name }: draw a card and start the { $colour } tournament (first a card of that colour or a supporter)
   *[false] { $name }: draw a card and play
}{ $stunned ->
    [true] {" "}(stunned: one card on the display this turn)
   *[false] {""}
}.
event-card-laid = { $name } lays { $card }: total { $total }.
event-action-played = { $name } plays { $card }.
event-colour-changed = The tournament turns { $colour }. { $totals }
event-cards-discarded = { $name } discards { $cards } ({ $name }'s total: { $total }).
event-card-taken = { $name } takes { $card } from { $target_name } ({ $name }'s total: { $total }).
event-card-back-to-hand = { $name } takes { $card } back into hand: total { $total }.
event-knock-down = { $name } draws a random card from { $target_name }'s hand.
event-cards-swapped = { $name } swaps { $mine } for { $target_name }'s { $theirs }. { $name }: { $total }, { $target_name }: { $target_total }.
event-shield-laid = { $name } lays the Shield: opponents' action cards no longer touch that display.
event-stunned-laid = { $name } lays Stunned before { $target_name }: one card on the display per turn.
event-action-cancelled = { $name } plays Ivanhoe (LANCELOT): the action card is cancelled.
event-decision = { $decision ->
    [lose-token] { $name } withdraws with a maiden: which token goes back? { $options }
    [token] { $name } wins a purple tournament: which colour of token to take? { $options }
   *[adapt] Adapt: { $name } keeps one card of value { $value }. Which one? { $options }
}
event-token-lost = { $name } gives back the { $colour } token.
event-turn-ends = { $name }: { $total }
event-withdrew = { $name } withdraws{ $discarded ->
    [0] {""}
    [one] {": discard the card of the display"}
   *[other] {": discard the "}{ $discarded }{" cards of the display"}
}{ $maiden ->
    [true] { $owned ->
        [0] {" "}(a maiden was on it; no token to give back)
        [1] {" "}(a maiden was on it: the { $colour } token goes back)
       *[other] {" "}(a maiden was on it: one of the tokens goes back)
    }
   *[false] {""}
}.
event-tournament-won = { $name } wins tournament { $tournament } ({ $colour }) with { $total }.
event-token-already-owned = { $name } already owns the { $colour } token: nothing more.
event-token-won = { $name } takes a { $colour } token.
event-game-won = { $name } wins the game with the tokens { $tokens }!
event-undone = { $taken ->
    [card] Taken back: take { $card } back in hand. { $name } to play.
    [their-card] Taken back: { $target_name }, take { $card } back in hand. { $name } to play.
   *[none] Taken back. { $name } to play.
}

## Refusals
refusal-no-game = No game in progress: choose « Camelot (tournaments) » on the games menu.
refusal-game-over = The game is over: undo, or start another one.
refusal-unknown-command = Unknown command.
refusal-bad-arguments = That command is not written this way.
refusal-unknown-card = There is no such card in this game.
refusal-unknown-seat = There is no player in that seat.
refusal-not-now = Not now.
refusal-purple-again = The last tournament ended purple: choose another colour.
refusal-opening-turn = To start the tournament, first lay a card of its colour or a supporter; no withdrawing this turn.
refusal-wrong-colour = Colour cards must match the tournament's colour.
refusal-second-maiden = Only one maiden at a time on a display.
refusal-stunned = Stunned: one card on the display per turn.
refusal-no-copy-left = Every copy of that card is already on the table.
refusal-shielded = That player has a Shield: this card has no effect on that display.
refusal-no-effect = That action card would have no effect: it cannot be played.
refusal-must-play = To stay in the tournament, play at least one card this turn, or withdraw.
refusal-not-highest = The total must beat every other player's: play more or withdraw.
refusal-wrong-total = That is not the display's total.
refusal-bad-choice = That choice is not offered.
refusal-nothing-to-cancel = No action card for Ivanhoe (LANCELOT) to cancel.
refusal-nothing-to-undo = Nothing to undo.
refusal-bad-bytes = This line is not readable text (UTF-8).

## A, B, C button menus (menus.py)
menu-colour = { $colour } tournament
menu-pass = Only action cards: pass
menu-end = End of turn: { $total }
menu-withdraw = Withdraw{ $cost ->
    [none] {""}
   *[other] {" "}(−1 token)
}
menu-choose = { $option }
menu-target = { $card }: { $what }

## A game's recap (camelot recap)
recap-title = Game { $game }: { $names }
recap-summary = Game { $game } ({ $names }): { $count ->
    [one] { $count } tournament
   *[other] { $count } tournaments
}.
recap-tournament = Tournament { $tournament } ({ $colour }): { $name } wins with { $total }{ $token ->
    [none] , no token (already had it)
   *[other] , { $token } token
}.
recap-tokens = { $name }'s tokens: { $tokens }.
recap-tokens-heading = Tokens
recap-tournaments-heading = Tournaments
recap-none = none
recap-result-won = { $name } wins the game.
recap-result-playing = The game is not over.

## The box: screen, buttons and voice (frontend.py, screen.py)
box-seat = Player { $n }
box-phase-setup = Camelot: new game
box-setup = How many players?
box-players = { $n } players
box-colour = { $name }: which colour?
box-colour-first = Name the tournament's colour first (A, B, C), or scan a colour card.
box-turn = { $played ->
    [0] { $name } to play ({ $total }): scan your cards.
   *[other] { $name }: another card, or OK.
}
box-target = { $slug ->
    [change-weapon] Weapon: { $colour } to?
   *[other] { $card }: target?
}
box-lancelot = Who plays Ivanhoe?
box-decision = { $decision ->
    [lose-token] { $name }: token to return?
    [token] { $name }: which token?
   *[adapt] { $name } keeps which { $value }?
}
box-answer-first = Answer the question first (A, B, C).
box-no-card-now = No card to lay now.
box-over = { $name } wins the game! OK: new game.
box-ok-end = end: { $total }
box-ok-new-game = new game
box-board = { $name }: { $total } { $marks }
    { $cards }
    Tokens: { $tokens }
box-section-players = Players
box-section-display = Displays
box-section-tokens = Tokens
box-board-player = { $name }: { $total } { $marks }
box-board-display = { $name }: { $cards }
box-board-tokens = { $name }: { $tokens }
box-no-token = none
box-mark-withdrawn = withdrawn
box-mark-shield = Shield
box-mark-stunned = Stunned
box-colour-short-purple = Purple
box-colour-short-red = Red
box-colour-short-blue = Blue
box-colour-short-yellow = Yellow
box-colour-short-green = Green
box-colour-short-none = ?
box-menu-board = The board
sim-icons = Strip: the tournament's colour, then each player's total in seat order (inverted: his turn; –: withdrawn; small shield: Shield; cross: Stunned; one dash a token).

## Menus from the engine's lines, abandon (issue 17)
box-menu-abandon = Stop the game
box-abandon = Stop this game, without a winner? (Not a withdrawal.)
box-abandon-yes = Yes, stop it
box-abandon-no = No, play on
box-over-abandoned = Game stopped, without a winner. OK: new game; BACK: take it back.
event-game-abandoned = Stopped.
refusal-game-in-progress = A game is in progress: finish or stop it first.
box-menu-more = Board, stop…
box-more = The board, or stop the game?
recap-result-abandoned = The game was stopped, without a winner.
games-result = { $name } wins

## What moved on the table, said from the change of the public state (narration.py); an undo says
## the same change read backwards.
say-player = { $name }: { $parts }.
say-lay = lay { $cards } in front of you
say-put-back = put { $cards } back in front of you
say-to-hand = take { $cards } back in hand
say-discard = discard { $cards }
say-holding-on = lay the { $card } card in front of you
say-holding-off = discard the { $card } card
say-holding-hand = take the { $card } card back in hand
say-stunned-to-hand = take back into your hand the Stunned card laid before { $target }
say-swap-back = { $name } and { $other }: swap { $mine } and { $theirs } back ({ $mine } before { $other }, { $theirs } before { $name }).
say-withdrawn = withdraws, discard the cards
say-back-in = is back in the tournament
say-token-take = take the { $colour } token
say-token-give = give the { $colour } token back
say-colour = The tournament is { $colour } again.
say-no-colour = The tournament has no colour yet.
say-knock-down-back = { $name }: give { $target } back the card drawn at random from their hand.
say-draw-back = { $name }: put the card you drew back on the stock.
say-displays-cleared = Discard the cards of the displays{ $held ->
    [none] {""}
   *[other] , { $held }
}.
say-held-shield = { $name }'s Shield
say-held-stunned = the Stunned before { $name }
say-withdrew-last = { $name } withdraws{ $maiden ->
    [true] { $owned ->
        [0] {""}
        [1] {" "}(a maiden was on the display: the { $colour } token goes back)
       *[other] {" "}(a maiden was on the display: one of the tokens goes back)
    }
   *[false] {""}
}.

## The setup guide after `new` (narration.setup_pages; the rules' « Préparation »), a page a step.
setup-deal = Setup: { $dealer } shuffles the cards and deals 8 to each player.
setup-stock = Put the other cards face down in the middle: the stock. The tokens beside it.
setup-first = { $name }, at the dealer's left, starts the first tournament.
setup-turn = Each turn: draw a card, play some, or withdraw from the tournament.

## What BACK offers to take back (issue 32): "Take back: Marc's end of turn?"
act-colour = choice of colour
act-pass = pass
act-play = card played
act-withdraw = withdrawal from the tournament

## A seat's rights and the prices said before they are paid (phones as whole seats).
rights-withdraw-price = Withdraw: { $cards ->
        [0] nothing to discard
        [one] 1 card discarded
       *[other] { $cards } cards discarded
    }{ $maiden ->
        [yes] , a token given back (maiden)
       *[no] {""}
    }, out of this tournament.
hand-play = Play a card
hand-which = Which card? Or scan it.
hand-more = Cards, board…
hand-more-prompt = A card, the board, or stop the game?
hand-display = Colour or support
hand-actions = Action card

## What a phone may play out of its turn
seats-out-of-turn-play = LANCELOT: cancel the action card just played
