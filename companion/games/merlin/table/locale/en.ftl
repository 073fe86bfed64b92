# Merlin (Feld & Rieneck): the table's words in English (the rulebook's vocabulary).
# Colours agree in French only; English uses the same word for colour-m, colour-mp and colour-f.

## Province colours
colour-m-black = black
colour-m-grey = grey
colour-m-blue = blue
colour-m-orange = orange
colour-m-purple = purple
colour-m-brown = brown
colour-mp-black = black
colour-mp-grey = grey
colour-mp-blue = blue
colour-mp-orange = orange
colour-mp-purple = purple
colour-mp-brown = brown
colour-f-black = black
colour-f-grey = grey
colour-f-blue = blue
colour-f-orange = orange
colour-f-purple = purple
colour-f-brown = brown

## Pieces
piece-province = the { $colour } province
piece-shields = { $n } { $colour } { $n ->
    [one] shield
   *[other] shields
}
piece-flags = { $n } { $colour } { $n ->
    [one] flag
   *[other] flags
}
piece-materials = { $n } { $colour } { $n ->
    [one] material
   *[other] materials
}
servant-lady = Lady-in-waiting
servant-shield-bearer = Shield-bearer
servant-builder = Builder
servant-flag-bearer = Flag-bearer
figure-knight = Knight
figure-merlin = Merlin
figure-lady = Lady-in-waiting
figure-shield-bearer = Shield-bearer
figure-builder = Builder
figure-flag-bearer = Flag-bearer
terrain-m = Mountain
terrain-w = Wood
terrain-l = Lake
terrain-M = Mountain, tower
terrain-W = Wood, tower
terrain-L = Lake, tower
terrain-short-m = Mountain
terrain-short-w = Wood
terrain-short-l = Lake
terrain-short-M = Mountain, tower
terrain-short-W = Wood, tower
terrain-short-L = Lake, tower
terrain-letter-m = m
terrain-letter-w = w
terrain-letter-l = l
terrain-letter-M = M
terrain-letter-W = W
terrain-letter-L = L

## Action track spaces (short: one menu line)
space-province = { $colour } province
space-province-short = { $colour } prov.
space-vp-shields = VP shields
space-vp-flags = VP flags
space-vp-materials = VP materials
space-vp-influence = VP influence
space-influence-shield = Infl. shield
space-influence-flag = Infl. flag
space-influence-material = Infl. material
space-influence-servant = Infl. servant
space-move-servant = Move servant
space-exchange = Exchange
space-quests = Quests
space-excalibur = Excalibur
space-grail = Grail
space-build = Manor

## The same spaces in a sentence (« move up to … », the board page): the rulebook's names whole
space-long-province = the { $colour } province
space-long-vp-shields = the Victory points (Shields) space
space-long-vp-flags = the Victory points (Flags) space
space-long-vp-materials = the Victory points (Materials) space
space-long-vp-influence = the Victory points (Influence) space
space-long-influence-shield = the Influence (Shield) space
space-long-influence-flag = the Influence (Flag) space
space-long-influence-material = the Influence (Material) space
space-long-influence-servant = the Influence (Servant) space
space-long-move-servant = the Move 1 Servant space
space-long-exchange = the Exchange space
space-long-quests = the Quest space
space-long-excalibur = the Excalibur space
space-long-grail = the Grail space
space-long-build = the Manor space

## The action of the space reached (menu A after the move)
action-province = Place a servant
action-vp-shields = Score shields
action-vp-flags = Score flags
action-vp-materials = Score materials
action-vp-influence = Score influence
action-influence-shield = Take a shield
action-influence-flag = Take a flag
action-influence-material = Take a material
action-influence-servant = Place a servant
action-move-servant = Move a servant
action-exchange = Exchange an object
action-quests = Swap quest cards
action-excalibur = Take Excalibur
action-grail = Take the Grail
action-build = Build a manor

## The dice menu
move-label = { $figure ->
    [merlin] Merlin { $die }
   *[other] { $die }
}{ $arrow } { $space }
move-apple = { $die }>{ $value }
move-flip = { $die }>{ $value }
verb-move = Move
verb-mirror = Mirror (flag)
verb-other = Other action
verb-repel = Repel (flag)
verb-staff = Merlin's staff
verb-place = Place
verb-take = Take
verb-shift = Move
verb-exchange = Exchange
verb-swap = Swap cards
verb-excalibur = Excalibur
verb-grail = Grail
verb-build = Build
verb-score = Score
option-move-cw = Clockwise ↻
option-move-ccw = Reverse ↺
option-move-flip = Flip the die
option-move-apple = Apple
option-move-apple-value = Apple: { $value }
option-move-die = Die { $value }
option-move-chosen = { $head }: { $rest }?
option-end-here = { $verb ->
    [build] No bonus
   *[other] Nothing more
}
option-excalibur = { $colour } traitor
option-repel = { $colour } traitors
option-pay = Pay: { $colour } material
option-row = Row { $row }
option-column = Col. { $column } { $terrain }
option-bonus-shield = Bonus: shield
option-bonus-flag = Bonus: flag
option-bonus-influence = Bonus: influence
option-give = Give: { $what }
option-get = Take: { $what }
option-kind-shield = shield
option-kind-flag = flag
option-kind-material = material
option-kind-influence = influence
option-swap = { $n ->
    [one] Swap 1 card
   *[other] Swap { $n } cards
}
option-other = { $name }: { $space }

## The questions of a choice under way (exchange, manor) and what each answer gives
ask-exchange-kind = Which { $kind ->
    [shield] shield
    [flag] flag
   *[material] material
} { $give ->
    [true] to give?
   *[false] to take?
}
ask-exchange-for = In exchange for what?
ask-servant-where = { $servant }: where?
ask-build-column = Row { $row }: column?
ask-build-pay = On { $tile }, pay with?
ask-build-bonus = On { $tile }: which bonus?
ask-build-bonus-colour = { $kind ->
    [shield] Shield: colour?
    [flag] Flag: colour?
   *[influence] Influence: where?
}
stake-servants = ({ $gains }).
stake-servant = { $servant }: { $gain }
stake-empty = nothing to take here
stake-evicts = sends { $name }'s back to the castle

## The box's menus
box-player-colour-blue = Blue
box-player-colour-yellow = Yellow
box-player-colour-red = Red
box-player-colour-green = Green
box-seat = Player { $n }
box-setup = How many players?
box-players = { $n } players
box-phase-setup = Setup
box-phase-prepare = Preparing
box-phase-play = Turn
box-phase-pending = Question
box-phase-over = End
box-strip-round = Round { $n }
box-ok-next = next
box-ok-new-game = new game
box-ok-end = end turn
box-ok-dice-set = dice set
box-ok-abandon = abandon
box-ok-provinces = provinces 1/{ $pages }
    .speech = OK: the provinces
box-wait = Waiting.
box-abandoned = Game abandoned.
box-over = { $n ->
    [one] { $names } wins with { $score } points.
   *[other] Shared victory: { $names }, { $score } points.
}
box-grail = { $name }: the Grail where?
box-grail-none = None: share
box-grail-option = { $province }: { $points } VP (else { $without })
box-flag-option = { $colour } ({ $ability })
box-domain = Domain { $row }{ $column }: { $laid }
box-domain-done = Domain (M, W, L: tower):
    { $rows }
box-terrain-expected = Lay a terrain tile (or choose it on the menu).
box-traitor-expected = Lay a traitor tile (or choose its colour).
box-traitor-gone = { $colour }: none left
box-domain-over = { $terrain }: all { $count } tiles are laid already, none is left ({ $players }-player Domain).
box-not-now-tile = That colour is not possible now.
box-start-province = { $name }: province?
box-start-flag = { $name }: flag?
box-start-shield = { $name }: shield?
box-start-material = { $name }: material?
box-traitor = { $name }: traitor { $n }/3?
box-roll-knight = { $name }: die { $n }/3?
box-roll-merlin = { $name }: Merlin die?
box-roll-box = The box rolls the dice; set yours like this:
box-rolled = { $name }: { $knights }, Merlin { $merlin }
box-play-die = { $name }: die { $number } of 4?
box-after-move = { $space }: action?
box-scoring-next = Scoring after this turn.
box-menu-modifiers = Apple, flag…
box-modifiers = Apple or flag
box-menu-flags = Flags, staff
box-menu-more = More…
box-menu-end = End the turn
box-no-holdings-yet = Nothing to check before the game begins.
box-menu-repel = Repel (flag)
box-menu-board = Board
box-menu-holdings = Check the shields
box-menu-abandon = Abandon the game
box-menu-action = Action
box-abandon-sure = Abandon the game without a result? OK confirms, BACK cancels.
box-quest-expected = That is not a quest card.
box-quest-points = Quest { $card }: points?
box-no-card-now = No card to lay now.
box-unconfirmed = Board not checked: the box follows the provisional board (Merlin's first menu, page 2: « Check the board »).

## What the table does with its hands
say-setup-board = Put Merlin on the Dragon's province space, Excalibur and the Grail on the board; 6 shields, 6 flags and 6 materials in each province.
say-setup-supply = Put { $apples } apples in the supply; shuffle the 24 traitors face down into three piles.
say-setup-players = Each player takes a castle, 1 apple, 3 Merlin's staffs, 7 influence counters, 7 manors, 4 servants, 3 dice and 1 Merlin die.
say-setup-quests = Deal 4 quest cards to each player and lay 3 face up; give each player a starting tile; lay the Domain row by row. The box asks for each Domain tile, then the colours of each starting tile.
say-setup-unconfirmed = Beware: the box follows a provisional, unchecked board (the spaces' order, the flags' colours, the borders). Check it once on the box: Merlin's first menu, page 2, « Check the board »; the next game follows it.
say-move-merlin = Move Merlin { $steps } { $direction ->
    [ccw] counter-clockwise
   *[other] clockwise
} to { $space }.
say-move-merlin-back = Bring Merlin back { $steps } { $direction ->
    [ccw] counter-clockwise
   *[other] clockwise
} to { $space }.
say-move-knight-back = { $name }: move your knight back { $steps } to { $space }.
say-knight-start = { $name }: put your knight on { $space }.
say-knight-off = { $name }: take your knight back off the board.
say-knight-mirror = { $name }: knight opposite, on { $space }.
say-move-knight = { $name }: move your knight { $steps }{ $direction ->
    [ccw] {" "}counter-clockwise
   *[other] {""}
} to { $space }.
say-quests-swapped = { $name }: discard { $n ->
    [one] 1 quest card and draw 1
   *[other] { $n } quest cards and draw { $n }
} (from the display, then reveal one, or the deck).
say-player = { $name }: { $parts }.
say-take = take { $what }
say-take-back = take back { $what }
say-give = return { $what }
say-counter-put = put { $n ->
    [one] 1 counter
   *[other] { $n } counters
} on { $province }
say-counter-back = take back { $n ->
    [one] 1 counter
   *[other] { $n } counters
} from { $province }
say-servant-home = bring your { $servant } back to the castle
say-servant-to = put your { $servant } on { $province }
say-manor = put a manor on { $tile }
say-take-excalibur = take Excalibur
say-take-grail = take the Grail
say-take-grail-from = take the Grail from { $name }
say-take-excalibur-from = take Excalibur from { $name }
say-quest-done = quest { $card } completed, discard it
say-score = { $points ->
    [one] { $points } point
   *[other] { $points } points
} (total { $score })
say-score-back = move your score marker { $direction ->
    [back] back
   *[up] up
} { $steps } (total { $score })
say-apple-take = take { $n ->
    [one] 1 apple
   *[other] { $n } apples
}
say-apple-back = return { $n ->
    [one] 1 apple
   *[other] { $n } apples
} to the supply
say-staff = put away 1 Merlin's staff
say-draw-quests = draw { $n ->
    [one] 1 quest card
   *[other] { $n } quest cards
} (from the display, then reveal one, or the deck)
say-discard-quests = discard { $n ->
    [one] 1 quest card
   *[other] { $n } quest cards
}
say-traitors-drawn = { $n ->
    [one] 1 traitor
   *[other] { $n } traitors
} to the castle ({ $colours })
say-traitors-gone = discard the { $colours } { $n ->
    [one] traitor
   *[other] traitors
}
say-quest-reshuffle = The quest deck is empty: shuffle the discard.
say-traitor-reshuffle = No traitors left: shuffle the discard into piles.
say-excalibur-back = Excalibur goes back to the board.
say-round-end = Round { $round }: move the round marker; { $name } takes the first player marker.
say-draw-traitors = Each player draws 3 traitors.
say-roll-again = Take back and roll your dice.
say-round-start = Round { $round }: { $name } starts.
say-holdings-title = Before the scoring, check:
say-none = none
say-no-shield = no shield
say-holdings = { $name }: { $shields }; traitors: { $traitors }{ $excalibur ->
    [true] ; Excalibur
   *[false] {""}
}{ $grail ->
    [true] ; the Grail
   *[false] {""}
}; { $manors ->
    [one] 1 manor
   *[other] { $manors } manors
}.
say-scoring-title = Scoring of round { $round }:
say-scoring-grail = The Grail decides { $province }.
say-category-traitors = traitors { $points }
say-category-excalibur = Excalibur { $points }
say-category-domain = Domain { $points }
say-category-influence = influence { $points }
say-category-servants = servants { $points }
say-scoring-player = { $name }: { $parts } = { $total } (score { $score }).
say-final-title = End of the game, bonuses:
say-final-player = { $name }: apples { $apples }, staffs { $staffs }, objects { $items } = { $total } (score { $score }).

## The board page
board-track = Round { $round }, first: { $first }. Merlin: { $merlin }. Knights: { $knights }.
board-section-castles = Castles
board-section-provinces = Provinces
board-section-domain = Domain and track
board-domain = Domain (M, W, L: tower):
    { $rows }
    Manors: { $manors }
board-domain-not-laid = Domain: not laid yet.
board-section-track = Track
board-section-domain-only = Domain
board-castle = castle
board-excalibur = Excalibur
board-grail = Grail
board-player = { $name }: { $score } pts; dice { $dice }, Merlin { $merlin }
    Shields: { $shields }
    Flags: { $flags }
    Materials: { $materials }
    Apples { $apples }, staffs { $staffs }, reserve { $reserve }, quests { $hand }
    Manors: { $manors }
    Traitors: { $traitors } { $relics }
board-province = { $province }: { $shields } shields, { $flags } flags, { $materials } materials. Influence { $influence }. Servants { $servants }.

## Refusals (the protocol's code → a sentence)
refusal-bad-domain = That Domain does not fit: 6 tiles a row, the right number of each terrain.
refusal-triple = A triple or a quadruple: roll the four dice again.
refusal-no-traitor-left = No traitor of that colour left in the piles.
refusal-card-conflict = That card is already described otherwise.
refusal-must-move = Play a die first: no one may pass.
refusal-already-moved = You already played a die this turn.
refusal-no-such-die = You have no such die.
refusal-no-apple = You have no apple.
refusal-no-flag = You do not hold that flag.
refusal-wrong-space = That is not the action of this space.
refusal-already-there = That servant is already in that province.
refusal-no-influence = You need an influence counter in that province.
refusal-none-left = The province has none left.
refusal-not-in-province = That servant is not in a province.
refusal-not-neighbour = That province is not next to it.
refusal-not-held = You do not hold that object.
refusal-no-traitor = You have no such traitor.
refusal-occupied = That tile already has a manor.
refusal-no-manor = Your 7 manors are built.
refusal-material-not-allowed = That material cannot pay for that tile.
refusal-no-tower = No tower on that tile: no bonus.
refusal-no-counter = No counter left in your reserve.
refusal-no-staff = No Merlin's staff left.
refusal-nothing-to-repeat = A Merlin's staff repeats the action: here it would give nothing. Keep it (2 points at the end).
refusal-need-points = The box does not know that card: give its points.
refusal-wrong-points = Those are not that card's points.
refusal-not-met = That card's conditions are not met.
refusal-one-quest = One quest a turn (two with a quest flag).
refusal-already-completed = That quest is already completed: it does not count twice.
refusal-not-now = Not now.
refusal-not-supported = Not yet: the modules come later.
refusal-unknown-seat = No such player.
refusal-bad-choice = That choice is not offered.
refusal-game-over = The game is over: start another one.
refusal-game-in-progress = A game is in progress: finish or abandon it first.
refusal-bad-arguments = Incomplete or malformed command.

## What the pieces do not show (the engine's events)
event-undone = { $who ->
    [player] Move taken back ({ $name }):
   *[table] Taken back:
}
event-undone-end = End of turn taken back. { $name }'s turn again.
event-stock-empty = { $name }: nothing to take, { $province } is empty.
event-no-counter-left = { $name }: no influence counter left in reserve.
event-no-apple-left = No apple left in the supply.
event-quest-none-left = { $name }: no quest card left to draw.
event-game-abandoned = Game abandoned.
event-flag-used = { $name }: { $ability ->
    [repel] Repel Traitors
    [quests] Quest Cards
    [reverse] Reverse
    [flip] Flip a Die
    [other] Other Action
   *[mirror] Mirror
} flag.
event-points-scored = { $points ->
    [0] { $name }: 0 points, no { $category ->
        [shields] shield
        [flags] flag
        [materials] material
       *[influence] influence counter
    } to count.
   *[other] {""}
}
event-action-borrowed = { $name } does the action of { $of_name }'s knight.

## camelot enroll --game merlin: the quest cards described once
catalogue-start = { $left ->
    [0] Every quest card is described.
   *[other] { $left } quest cards to describe: their points, then their needs (flag-black, shield-any, material-grey, influence-blue, influence-any, lady-in-black, servant-in-black…). Enter: skip the card; “stop”: stop.
}
catalogue-ask = { $card } (points and needs):{" "}
catalogue-refused = Refused: { $reason }
catalogue-saved = Catalogue saved: { $count } cards described.

## camelot board --game merlin: the printed board checked space by space
check-menu = Check the board
check-question = { $what }: { $now }? ({ $n }/{ $total })
check-fix = { $what }?
check-box-border-upper = Upper border { $position }
check-box-border-lower = Lower border { $position }
check-fix-label = Correct…
check-ok-keep = keep
check-ring = Province { $position } (clockwise)
check-flag-of = { $colour } flag
check-ability = { $ability ->
    [repel] Repel Traitors
    [quests] Quest Cards
    [reverse] Reverse
    [flip] Flip a Die
    [other] Other Action
   *[mirror] Mirror
}
check-save-question = All checked: save this board for the next games?
check-ok-save = save
check-saved-box = Board checked and saved: the next games follow it.
check-start = Check your printed board: for each question, Enter when it is right, else type what the board shows.
check-ask = { $what } [{ $now }]:{" "}
check-unknown = I do not know that word. Possible: { $allowed }
check-track = The action track, from the Dragon's province space (black, space 1), clockwise:
check-space = Space { $n }
check-provinces = The provinces clockwise from the black one
check-flag = { $colour } flag: its action (repel, quests, reverse, flip, other, mirror)
check-border-upper = Upper border, position { $position }: the material's colour
check-border-lower = Lower border, position { $position }: the material's colour
check-refused = That board does not fit the rulebook, nothing saved: { $reason }
check-saved = Board checked, saved: { $path }
box-spend-flag = { $flag }: { $effect }. The flag goes back to its province. OK confirms, BACK keeps it.
box-spend-flag-name = The { $colour } flag ({ $ability })
box-spend-effect-repel = the { $colour } traitors go, without shields
box-spend-effect-other = { $name }'s action ({ $space })
box-spend-effect-mirror = your knight goes to the opposite space and takes its action
box-spend-staff = Merlin's staff: Merlin's action a second time; the staff goes to the box (2 VP less at the end). OK confirms, BACK keeps it.
box-no-flag-now = No flag or staff usable now.
box-no-action-now = No action on this space now.
box-no-modifier-now = No apple or flag to change this move.
box-no-material-for-tile = None of your materials can pay for this tile.
box-not-now-option = Not possible now.
box-not-now-word = Not possible now with what is already chosen.

## Undo: the inverse moves of a line taken back (companion/core/narration.py)
say-servant-back = bring your { $servant } back to the castle
say-servant-back-to = bring your { $servant } back to { $province }
say-manor-back = take back the manor on { $tile }
say-quest-undone = take quest { $card } back from the discard
say-give-excalibur = put Excalibur back on the board
say-give-grail = give the Grail back
say-give-excalibur-to = give Excalibur back to { $name }
say-give-grail-to = give the Grail back to { $name }
say-staff-back = take back 1 Merlin's staff
say-quests-from-discard = take back { $n ->
    [one] the discarded quest card
   *[other] the { $n } discarded quest cards
}
say-quests-to-deck = put { $n ->
    [one] the quest card drawn
   *[other] the { $n } quest cards drawn
} back on the deck
say-traitors-back = put the { $colours } { $n ->
    [one] traitor
   *[other] traitors
} back on the pile
say-swap-undone = { $name }: put { $n ->
    [one] the quest card drawn back on the deck and take back the one discarded
   *[other] the { $n } quest cards drawn back on the deck and take back those discarded
}.
say-round-undone = Round { $round } again: move the round marker back{ $moved ->
    [true] {"; "}give the first player marker back to { $name }
   *[false] {""}
}{ $dice ->
    [true] {"; "}lay your dice as they were
   *[false] {""}
}.
say-traitors-from-discard = take the { $colours } { $n ->
    [one] traitor
   *[other] traitors
} back from the discard
say-traitor-reshuffle-undone = Take back the shuffled traitor pile: it is the discard again.

## The flags' abilities, short
ability-repel = Repel
ability-quests = Quests
ability-reverse = Reverse
ability-flip = Flip
ability-other = Other action
ability-mirror = Mirror

## What BACK offers to take back (issue 32): "Take back: Anne's move?"
act-domain = laying of the Domain
act-start = starting tiles
act-traitors = traitors
act-roll = dice
act-card = catalogue card
act-move = move
act-quest = quest
act-build = building
act-take = taking
act-exchange = exchange
act-swap = swap
act-excalibur = Excalibur
act-grail = Grail
act-staff = Merlin's staff
act-repel = repelling
act-score = scoring
act-place = servant placed
act-shift = servant moved
act-mirror = mirror flag
act-other = another space's action

## A quest completed on the phone (or the box): the box's catalogued cards met now
box-menu-quest = Complete a quest
box-quest-which = Which quest to complete?
box-no-quest-now = No quest card of the box's catalogue is met now; scan any other at the box.
box-quest-card = { $points } VP: { $needs } ({ $card })
box-spend-effect-quest = a second quest, 2 VP more
need-any-shields = { $n } { $n ->
    [one] shield
   *[other] shields
} of any colour
need-any-flags = { $n } { $n ->
    [one] flag
   *[other] flags
} of any colour
need-any-materials = { $n } { $n ->
    [one] material
   *[other] materials
} of any colour
need-influence = { $n } influence in { $where }
need-one-province = one province
need-servant = { $servant } in { $province }
need-servants = { $n } { $n ->
    [one] servant
   *[other] servants
} in { $province }
