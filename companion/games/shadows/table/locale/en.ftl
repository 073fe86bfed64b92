## Shadows over Camelot: the words of the game (English).
## Ids are the dotted keys of the code with hyphens: `event.quest-won` is `event-quest-won`.

## Names: knights, places and relics are terms. English needs few cases:
## a knight has nom and short (a busy sentence: "Arthur"); a place has nom (menus: "Picts"), quest ("The war against the Picts"), the, de, to, on.

-knight-arthur = { $case ->
   *[nom] King Arthur
    [short] Arthur
 }
-knight-galahad = { $case ->
   *[nom] Sir Galahad
    [short] Galahad
 }
-knight-gawain = { $case ->
   *[nom] Sir Gawain
    [short] Gawain
 }
-knight-kay = { $case ->
   *[nom] Sir Kay
    [short] Kay
 }
-knight-palomides = { $case ->
   *[nom] Sir Palamedes
    [short] Palamedes
 }
-knight-percival = { $case ->
   *[nom] Sir Percival
    [short] Percival
 }
-knight-tristan = { $case ->
   *[nom] Sir Tristan
    [short] Tristan
 }

-place-black-knight = { $case ->
   *[nom] Black Knight
    [quest] The Black Knight quest
    [the] the Black Knight quest
    [de] of the Black Knight quest
    [to] to the Black Knight quest
    [on] on the Black Knight quest
 }
-place-camelot = { $case ->
   *[nom] Camelot
    [quest] Camelot
    [the] Camelot
    [de] of Camelot
    [to] to Camelot
    [on] at Camelot
 }
-place-dragon = { $case ->
   *[nom] Dragon
    [quest] The Dragon quest
    [the] the Dragon quest
    [de] of the Dragon quest
    [to] to the Dragon quest
    [on] on the Dragon quest
 }
-place-excalibur = { $case ->
   *[nom] Excalibur
    [quest] The Excalibur quest
    [the] the Excalibur quest
    [de] of the Excalibur quest
    [to] to the Excalibur quest
    [on] on the Excalibur quest
 }
-place-grail = { $case ->
   *[nom] Holy Grail
    [quest] The Holy Grail quest
    [the] the Holy Grail quest
    [de] of the Holy Grail quest
    [to] to the Holy Grail quest
    [on] on the Holy Grail quest
 }
-place-lancelot = { $case ->
   *[nom] Lancelot
    [quest] The Lancelot quest
    [the] the Lancelot quest
    [de] of the Lancelot quest
    [to] to the Lancelot quest
    [on] on the Lancelot quest
 }
-place-picts = { $case ->
   *[nom] Picts
    [quest] The war against the Picts
    [the] the war against the Picts
    [de] of the war against the Picts
    [to] to the war against the Picts
    [on] on the war against the Picts
 }
-place-saxons = { $case ->
   *[nom] Saxons
    [quest] The war against the Saxons
    [the] the war against the Saxons
    [de] of the war against the Saxons
    [to] to the war against the Saxons
    [on] on the war against the Saxons
 }

-relic-armor = { $case ->
   *[nom] Lancelot's Armor
    [acc] Lancelot's Armor
    [short] the Armor
 }
-relic-excalibur = { $case ->
   *[nom] Excalibur
    [acc] Excalibur
    [short] Excalibur
 }
-relic-grail = { $case ->
   *[nom] The Holy Grail
    [acc] the Holy Grail
    [short] the Grail
 }

event-accused = { $by } accuses { $knight } of treason.
event-accused-loyal = { $knight } is loyal: { $flipped ->
        [0] no white sword to turn
       *[other] turn a white sword to its black side
    } ({ $white } white, { $black } black).
event-black-deck-low = { $left ->
        [one] Only one card left in the black deck: a reshuffle is near.
       *[other] Only { $left } cards left in the black deck: a reshuffle is near.
    }
event-black-laid-down = Lay the card face down { NAME($quest, case: "on") } ({ $count } black { $count ->
        [one] card
       *[other] cards
    }), then draw a white card.
event-black-laid-up = Lay the card face up { NAME($quest, case: "on") } ({ $count } black { $count ->
        [one] card
       *[other] cards
    }).
event-card-under-deck = Lancelot's Armor: slip the other card under the black deck.
event-combat-revealed = Shuffle and reveal the black cards.
event-convocation = Convocation: { $knights } { COUNT($knights) ->
        [0] comes
        [one] comes
       *[other] come
    } back to Camelot; every knight at Camelot draws a white card.
event-countered-excalibur = { $holder } sacrifices Excalibur: the black card is cancelled. Put Excalibur back in the box.
event-desolation-takes-grail = Desolation: discard the grail card farthest from the relic ({ $grail } grail { $grail ->
        [one] card
       *[other] cards
    }).
event-despair-cancels-grail = The Holy Grail quest is full: discard this card and the farthest grail card ({ $grail } grail { $grail ->
        [one] card
       *[other] cards
    }).
event-despair-laid = Lay { $card } at the far end of the Grail ({ $despair } black, { $grail } grail).
event-draw-white = { $n ->
        [one] { $knight } draws a white card.
       *[other] { $knight } draws { $n } white cards.
    }
event-excalibur-moves = Excalibur { $delta ->
        [1] moves forward: push it one space towards the knights
       *[other] moves back: push it one space towards oblivion
    } (space { $position }; won at 5, lost at −5).
event-fate-reveal-unmasked = Fate: the other knights discard 2 white cards each.
event-fate-reveal = Fate: { $knight } reveals himself as the Traitor and turns his shield to its Traitor side. The others discard 2 white cards each.
event-game-over-swords-evil = Game over: { $white } white { $white ->
        [one] sword
       *[other] swords
    } against { $black } black.
event-game-over-swords-knights = Game over: { $white } white { $white ->
        [one] sword
       *[other] swords
    } against { $black } black.
event-grail-cancels-despair = Full quest: discard the grail card and the black card nearest the relic.
event-grail-saves-self = { $holder } drinks from the Holy Grail and is back to { $life } life { $life ->
        [one] point
       *[other] points
    }. Put the Holy Grail back in the box.
event-grail-saves = { $holder } offers the Holy Grail: { $knight } is back to { $life } life { $life ->
        [one] point
       *[other] points
    }. Put the Holy Grail back in the box.
event-healed = { $knight } heals: discard the 3 identical cards.
event-heroism = Heroism laid { NAME($quest, case: "on") }: one more sword for the winner.
event-knight-dies = { $knight } dies: discard his cards, lay his figure down.
event-knight-joins = { $knight } joins: 4 life points, his figure at Camelot, 5 white cards (no Merlin).
event-lady-of-the-lake = Lady of the Lake: { $knight } gains 2 life points.
event-life-gained = { $knight } gains { $n } life { $n ->
        [one] point
       *[other] points
    }: { $life }.
event-life-lost = { $knight } loses { $n } life { $n ->
        [one] point
       *[other] points
    }: { $life } left.
event-merlin-black = Merlin removes the last black card { NAME($quest, case: "de") }: discard it.
event-merlin-siege = Merlin removes a siege engine: put it back in the reserve ({ $siege } of 12).
event-merlin-warrior = Merlin removes a warrior { NAME($war, case: "de") }: { $warriors } of 4.
event-messenger = Messenger: { $knight } gives up to 3 white cards to { $to }.
event-mordred = Mordred joins { NAME($war, case: "the") }: a second 5 is needed to win it.
event-morgan-life = Morgan: every knight loses 1 life point.
event-morgan-sacrifice = Morgan: { $knight } loses 2 life points as a sacrifice.
event-moved = { $knight } goes { NAME($place, case: "to") }: move his figure.
event-moved-free = { $knight } goes { NAME($place, case: "to") } without spending an action: move his figure.
event-piety-others = Piety: every other knight gains 1 life point.
event-piety-self = Piety: { $knight } gains 3 life points.
event-power-hint-arthur = King Arthur may swap a white card with another knight, face down.
event-power-hint-percival = Sir Percival may look at the top black card before choosing.
event-power-hint-percival-armor = Sir Percival with the Armor: he draws 2, slips one under the deck, then plays or puts back the other.
event-quest-lost = { NAME($quest, case: "quest") } is lost.
event-quest-lost-sums = { NAME($quest, case: "quest") } is lost: { $white } against { $black }.
event-quest-won = { NAME($quest, case: "quest") } is won!
event-quest-won-sums = { NAME($quest, case: "quest") } is won: { $white } against { $black }!
# After the result and the swords: what the table does (the black cards revealed when the sums were
# made), then who goes home (and loses 1 life point when the quest is lost).
event-quest-steps = { ID($quest) ->
        [picts] Warriors back to the reserve, cards discarded.
        [saxons] Warriors back to the reserve, cards discarded.
       *[other] { $revealed ->
            [yes] Shuffle, reveal the black cards, discard them all
           *[no] Discard the quest's cards
        }{ ID($quest) ->
            [lancelot] , board to its Dragon side.
            [dragon] , take the board away.
            [excalibur] , turn the board over.
            [grail] , turn the board over.
           *[other] .
        }
    }{ COUNT($knights) ->
        [0] { "" }
        [one] { " " }{ NAME($knights, case: "short") } goes back to Camelot{ $lose ->
            [yes] { " " }and loses 1 life point.
           *[no] .
        }
       *[other] { " " }{ NAME($knights, case: "short") } go back to Camelot{ $lose ->
            [yes] { " " }and lose 1 life point each.
           *[no] .
        }
    }
event-relic-lost = { $relic }, lost, goes back in the box.
event-relic-won = { $knight } takes { NAME($relic, case: "acc") }: put it on his shield.
event-sacrificed = { $knight } sacrifices 1 life point ({ $life } left) for a second action of another kind.
event-siege-added = { $n ->
        [one] +1 siege engine around Camelot ({ $total } of 12).
       *[other] +{ $n } siege engines around Camelot ({ $total } of 12).
    }
event-siege-lost = Fight lost, { $total } against a roll of { $roll }: discard the cards played.
event-siege-won = Engine destroyed, { $total } against a roll of { $roll }: put it away, discard the cards ({ $siege } of 12).
event-swords-added-black = { $n ->
        [one] +1 black sword
       *[other] +{ $n } black swords
    } ({ swords-count }).
event-swords-added-white = { $n ->
        [one] +1 white sword
       *[other] +{ $n } white swords
    } ({ swords-count }).
event-swords-added-black-quest = +{ $n } black { $n ->
        [one] sword
       *[other] swords
    }{ $heroism ->
        [0] { $mists ->
            [0] { "" }
           *[other] { " " }(+1 Mists of Avalon)
        }
       *[other] { " " }(+1 Heroism{ $mists ->
            [0] { "" }
           *[other] , +1 Mists of Avalon
        })
    }.
event-swords-added-white-quest = +{ $n } white { $n ->
        [one] sword
       *[other] swords
    }{ $heroism ->
        [0] { $mists ->
            [0] { "" }
           *[other] { " " }(+1 Mists of Avalon)
        }
       *[other] { " " }(+1 Heroism{ $mists ->
            [0] { "" }
           *[other] , +1 Mists of Avalon
        })
    }.
event-traitor-revealed-at-end = { $knight } was the Traitor: { $flipped ->
        [0] no white sword to turn.
        [one] turn 1 white sword to its black side.
       *[other] turn { $flipped } white swords to their black side.
    }
event-traitor-steals = The Traitor draws a random white card from { $knight }'s hand: it is discarded.
event-traitor-unmasked = { $knight } is the Traitor! He discards his hand, turns his shield to its Traitor side and takes his figure off the board.
event-turn-begins = { $knight }'s turn ({ $life } life { $life ->
        [one] point
       *[other] points
    }).
event-turn-begins-traitor = The Traitor's turn, { $knight }: he first draws a random white card from the hand of the knight of his choice and discards it, then adds a siege engine or draws a black card.
event-undone = Undone. { $current }'s turn.
event-warrior-added = Put a warrior { NAME($war, case: "on") }: { $warriors } of 4.
event-white-cards-to-share = { COUNT($knights) ->
        [one] { $knights } draws { $n } white cards.
       *[other] Draw { $n } white cards to share between { $knights }.
    }
event-white-discarded = Discard the white cards { NAME($quest, case: "de") }.
event-white-played = { $knight } lays a Fight { $value } { NAME($quest, case: "on") }.

action-sacrifice = Sacrifice 1 life point
action-siege = Fight a siege engine
button-evil-life = Lose 1 life point
board-combat = { $quest }: { $white } against { $black } black{ $up }
board-grail = Grail: { $grail } grail, { $despair } black of 7{ $forest }
board-war = { $quest }: { $white }, { $warriors } { $warriors ->
        [one] warrior
       *[other] warriors
    } of 4{ $mordred }
board-done-lost = { $quest }: lost
board-done-won = { $quest }: won
board-deck = { $n ->
        [one] Black deck: 1 card
       *[other] Black deck: { $n } cards
    }
board-excalibur = Excalibur: { $toward ->
        [knights] { $steps } { $steps ->
            [one] space
           *[other] spaces
        } towards the knights
        [oblivion] { $steps } { $steps ->
            [one] space
           *[other] spaces
        } towards oblivion
       *[middle] in the middle of the river
    } (won at 5, lost at 5 towards oblivion)
board-relic-lost = { NAME($relic, case: "acc") } (lost)
board-relic-used = { NAME($relic, case: "acc") } (used)
board-waiting = { $quest }: after Lancelot
decision-grail = { $knight } is dying: drink from the Holy Grail?
decision-roll = Siege engine fight: roll the eight-sided die.
decision-volunteer = { ID($card) ->
        [morgan-sacrifice] Who loses 2 life points?
       *[other] Who discards 3 cards?
    }
error-life-full = Already 6 life points, the most a knight can have.
error-no-action-left = Action done: end the turn, or sacrifice 1 life point.
error-no-action-left-sacrificed = Action done, sacrifice made: end the turn.
card-rule-fight = one per action on a tournament, Lancelot, the Dragon or a war; several against a siege engine. Three identical ones give back 1 life point.
card-rule-lady-of-the-lake = Excalibur moves one space towards the knights, wherever you are. When the quest ends: +2 life points.
card-rule-morgan-life = every knight loses 1 life point.
card-rule-morgan-sacrifice = a volunteer loses 2 life points, else everyone discards a white card.
card-rule-piety = +3 life points for you, or +1 for each of the others.
recap-summary = Game { $game } ({ $knights }): { $turns } { $turns ->
        [one] turn
       *[other] turns
    }, { $white } white { $white ->
        [one] sword
       *[other] swords
    }, { $black } black, { $siege } siege { $siege ->
        [one] engine
       *[other] engines
    }.
ui-accuse = Accuse whom of treason?
ui-evil-traitor = The Traitor's turn: choose.
ui-siege-total = Fight: { $total } ({ $count } { $count ->
        [one] card
       *[other] cards
    }).

## Menus, prompts, refusals and card rules.

sim-icons = Phase icon, top right: skull = Progression of Evil, shield = heroic action, hourglass = a decision, flag = game over.
action-accuse = Accuse
action-draw = Draw cards
action-end = End the turn
action-heal = Heal
action-join = A knight joins
action-leave = A knight leaves
action-move = Move
action-play = Play a card
action-reshuffle = White deck empty
action-special = Special card
action-table = Around the table
board-effects = Effects: { $effects }
board-forest = , Dark Forest
board-mordred = , Mordred
board-none = —
board-river = oblivion { $river } knights
    .speech = { "" }
board-relic-held = { NAME($relic, case: "acc") } ({ $knight })
board-relic-quest = { NAME($relic, case: "acc") } (on its quest)
board-relics = Relics: { $relics }
board-score = Quests: Black Knight { $bk_won }/{ $bk_lost }, Picts { $p_won }/{ $p_lost }, Saxons { $s_won }/{ $s_lost } (won/lost)
    .speech = Quests won and lost: Black Knight { $bk_won } and { $bk_lost }, Picts { $p_won } and { $p_lost }, Saxons { $s_won } and { $s_lost }.
board-section-knights = Knights
board-section-quests = Quests
board-section-table = The Round Table
board-section-combats = Combats
board-section-relics = Excalibur and Grail
board-section-wars = Picts and Saxons
board-knights = Board. Knights (life points):
board-knight = { $knight } ({ $life }): { $place }
board-knight-dead = { $knight }: dead
board-knight-traitor = { $knight }: unmasked Traitor
board-title = Board
board-up = { " " }(face up: { $values })
button-evil-black = Draw a black card
button-evil-siege = Add a siege engine
button-steal = Discard a card
button-type-roll = Type the die
card-family-black-knight = Black Knight
card-family-lancelot-dragon = Lancelot/Dragon
card-family-loyalty = Loyalty
card-rule-black-knight = on the Black Knight quest, face up or down (down: draw a white card). Four black cards end the joust.
card-rule-clairvoyance = look at the top 5 black cards and put them back in any order, without telling their values.
card-rule-convocation = whoever wishes comes back to Camelot for free; each knight at the Round Table draws a white card, to share.
card-rule-dark-forest = no more grail cards on the quest until another quest is won. Once the quest is over: +1 siege engine.
card-rule-desolation = chases the farthest Grail card, then counts as a Despair. Once the quest is over: +1 siege engine.
card-rule-despair = on the Grail, farthest from the relic; on a full quest it chases the farthest Grail. Once the quest is over: +1 siege engine.
card-rule-excalibur = the sword moves one step toward oblivion. Once the quest is over: +1 siege engine.
card-rule-fate = each living knight draws a white card. The Traitor may also use it to reveal himself: the others discard 2 cards.
card-rule-grail = on the Grail quest, nearest the relic; on a full quest it chases the nearest Despair. Once the quest is over: discard for Excalibur or heal.
card-rule-guinevere = every knight goes back to Camelot; the turn ends without a heroic action.
card-rule-heroism = laid on a quest until it ends: one more sword for the winning side.
card-rule-lancelot-dragon = on Lancelot (left value), then on the Dragon (right value). Face down: draw a white card. Five cards end the quest.
card-rule-loyalty = keep it secret. When accused, you show it. The Traitor wins with Evil.
card-rule-mercenaries = a Pict or Saxon warrior, the drawer's choice. The 4th warrior loses the war.
card-rule-merlin = removes a siege engine, a warrior or a quest's last standard black card. Three Merlins cancel a special black card just drawn.
card-rule-messenger = give up to 3 white cards to another knight, wherever he is.
card-rule-mists-of-avalon = until the end, each lost quest adds one more black sword.
card-rule-mordred = on the chosen war: winning it takes a second 5.
card-rule-morgan-discard = a volunteer discards 3 white cards, else everyone discards one.
card-rule-morgan-siege = +2 siege engines.
card-rule-morgan-three = draw and apply the next 3 black cards.
card-rule-picts = a warrior on the war against the Picts. The 4th loses the war.
card-rule-reinforcement = you draw 4 white cards, or each of the others draws one.
card-rule-saxons = a warrior on the war against the Saxons. The 4th loses the war.
card-rule-vivien = no Merlin in any form until the next quest won.
decision-black = Scan the black card drawn.
decision-black-morgan-three = Morgan: scan black card { $morgan_three }/3.
decision-counter = Counter this combat card?
decision-face = Combat card { NAME($quest, case: "on") }: face up or face down?
decision-kay = Sir Kay may add a fight card: scan it.
decision-reveal = { $knight } shows his loyalty card: scan it.
decision-squire = Which squire is knighted?
decision-traitor = Who has the Traitor card?
decision-war = { $card }: which war?

## Stakes before questions: what each answer does (issue 23).
decision-counter-card = Counter { $card }?
stake-counter = If not countered, it goes on its quest, face up or face down.
stake-counter-warrior = If not countered, one more warrior { NAME($war, case: "on") }: { $warriors } of 4{ $warriors ->
        [4] , the war is lost: { $cost }.
       *[other] .
    }
stake-counter-card = If not countered, { $stake }
stake-grail = Drink: back to 4 life points, the Grail leaves the game. Otherwise he dies.
stake-reveal = Loyal: one white sword turns to its black side. Traitor: +1 white sword, he is unmasked.
stake-volunteer = Nobody: each knight discards 1 white card.
stake-war = { ID($card) ->
        [mordred] It will take a second 5 to win that war.
       *[other] One more warrior on that war; the 4th loses it: { $cost }.
    }
stake-war-lost = +{ $swords } black { $swords ->
        [one] sword
       *[other] swords
    }, +{ $siege } siege engines{ $there ->
        [-1] , −1 life point for each knight there
        [0] { "" }
        [one] , −1 life point for the knight there
       *[other] , −1 life point for each of the { $there } knights there
    }
card-now-over = { $quest } is over: +1 siege engine.
card-now-desolation = drives off the grail card farthest from the Grail, then counts as a Despair.
card-now-despair = on the Holy Grail quest, farthest from the relic; on a full quest: drives off the farthest grail card.
card-now-dark-forest = no more grail cards on the quest until another quest is won.
card-now-excalibur = the sword moves back one space toward oblivion.
ui-move-leaves = Leaving { NAME($quest, case: "the") } discards { $n ->
        [one] the white card laid there
       *[other] the { $n } white cards laid there
    }.
stake-special-heroism = One more sword for the side that ends it.
stake-special-merlin = A siege engine, a warrior, or the last black card of a quest.
stake-special-messenger = You give that knight up to 3 white cards.
option-piety-self = Me: +3 points
option-piety-others = The others: +1 each
option-reinforcement-self = Me: 4 white cards
option-reinforcement-others = The others: 1 each
ui-not-now-special = { $target }: not with this card now.
effect-mists-of-avalon = Mists of Avalon
effect-vivien = Vivien
error-accusation-too-early = Accusing needs 6 swords or 6 siege engines.
error-already-accused = One accusation per knight.
error-already-playing = This knight is already playing.
error-already-sacrificed = One sacrifice per turn.
error-already-stolen = The Traitor draws only one white card to discard a turn.
error-already-there = You are already there.
error-bad-roll = The die has eight faces: 1 to 8.
error-breaks-combination = This value cannot complete the quest's combination.
error-breaks-combination-black-knight = This value cannot complete two pairs of different values on the Black Knight's quest.
error-breaks-combination-lancelot = This value cannot complete a full house (three of a kind and a pair of different values) on Lancelot's quest.
error-breaks-combination-dragon = This value cannot complete three three-of-a-kinds of different values on the Dragon's quest.
combination-black-knight = two pairs of different values
combination-lancelot = a full house (three of a kind and a pair of different values)
combination-dragon = three three-of-a-kinds of different values
ui-breaks-combination = A Fight { $value } cannot complete { $combination } { NAME($quest, case: "on") }{ $count ->
    [0] { "" }
   *[other] { " " }(already laid: { $laid })
}.
error-breaks-sequence = A war is played in order: Fight 1, then 2, 3, 4 and 5.
error-cannot-accuse = This knight cannot be accused.
error-card-not-in-deck = This card cannot come from the black deck: check it and scan again.
error-dark-forest = Dark Forest: no grail card for now.
error-duplicate-knight = A knight is named twice.
error-no-armor = Only the holder of Lancelot's Armor draws two black cards.
error-no-heroic-action = First do a heroic action.
error-no-traitor-game = This game has no Traitor.
error-not-a-fight-card = A fight card is needed here.
error-not-a-grail-card = A grail card is needed here.
error-not-at-camelot = Only from Camelot.
error-not-identical = Three identical cards are needed.
error-not-on-a-quest = At Camelot: draw or fight a siege engine.
error-not-playing = This knight is not in play.
error-not-special = Not a special white card.
error-not-traitor = This knight cannot be the Traitor.
error-nothing-to-remove = There is nothing to remove there.
error-quest-not-in-play = This quest is no longer in play.
error-same-action-twice = Not the same action twice in a turn.
error-single-card = This card is unique: no healing with it.
error-solo-quest-taken = Solo quest: another knight is already there.
error-table-full = Seven knights at most.
error-traitor-no-life = The Traitor adds a siege engine or draws a black card.
error-unknown-knight = Unknown knight.
error-unknown-place = Unknown place.
error-vivien = Vivien reigns: no Merlin.
error-wrong-card-colour = Not the right colour of card.
error-wrong-phase = Not possible at this point of the turn.
event-accusations-open = 6 swords or 6 siege engines: accusations are open.
event-allegiance-may-be-seen = 6 swords: everyone may now look at his Loyalty card.
event-black-deck-reshuffled = The black deck is out: shuffle both discards back into both decks ({ $cards } black cards).
event-black-drawn = Black card: { $card }.
event-black-drawn-hidden = { "" }
event-clairvoyance = Clairvoyance: { $knight } looks at the top 5 black cards and puts them back in any order.
event-countered-merlin = Three Merlin cards cancel { $card }: discard all four cards.
event-dark-forest-laid = Dark Forest: lay it on the Holy Grail; no grail card until another quest is won.
event-dark-forest-lifted = Discard the Dark Forest: grail cards are back on the Holy Grail.
event-decks-reshuffled = The white deck is out: shuffle both decks with their discards.
event-edge-black-swords = Careful: { $black } black swords, the seventh loses all!
event-edge-siege = Careful: { $siege } siege engines, the next takes Camelot!
event-fate = Fate: every living knight draws a white card.
event-game-over-all-dead = Game over: every knight is dead.
event-game-over-black-swords = Game over: { $black } black swords on the Round Table.
event-game-over-siege = Game over: the twelfth siege engine is placed.
event-game-started = New game: { $first } begins once the table is set.
event-game-started-three = Three-knight game: { $first } begins once the table is set.
event-grail-laid = Quest of the Holy Grail: lay the grail card nearest the relic ({ $grail } of 7).
event-guinevere = Guinevere: every knight goes back to Camelot. The turn passes.
event-kay-fights = Sir Kay adds { $card }: total { $white }.
event-kay-fights-ends = Sir Kay adds { $card }.
event-mists-of-avalon = Mists of Avalon: lay the card beside the board; every quest lost now adds one more black sword.
event-morgan-discard = Morgan: { $knight } discards 3 white cards.
event-morgan-discard-none = Morgan: every knight holding a card discards one.
event-morgan-sacrifice-none = Morgan: every knight holding a card discards one.
event-morgan-three = Morgan: draw and apply the next 3 black cards.
event-reinforcement-others = Reinforcement: every other knight draws a card.
event-reinforcement-self = Reinforcement: { $knight } draws 4 white cards.
event-siege-rolled = Die: { $roll }. Fight: { $total }.
event-squire-knighted = { $knight } is knighted: he takes his shield and his power.
event-traitor-steals-none = No knight holds a white card: the Traitor discards none.
event-undone-evil = Progression of Evil taken back, { $current }'s turn:
event-undone-black = Black card taken back:
event-undone-choose = Choice taken back:
event-undone-reveal = Allegiance card taken back:
event-undone-roll = Roll taken back:
event-undone-move = Move taken back:
event-undone-play = Card played taken back:
event-undone-draw = Draw undone:
event-undone-siege = Siege engine fight undone: take your fight cards back.
event-undone-special = Special card taken back: take it back in hand.
event-undone-heal = Healing taken back:
event-undone-accuse = Accusation undone. { $current }'s turn.
event-undone-sacrifice = Sacrifice taken back:
event-undone-end = End of turn undone. { $current }'s turn.
event-undone-steal = The card the Traitor drew: undone. { $current }'s turn.
event-undone-join = Knight joining undone. { $current }'s turn.
event-undone-leave = Knight leaving undone. { $current }'s turn.
event-undone-reshuffle = White deck reshuffle undone. { $current }'s turn.
event-vivien = Vivien: lay the card beside the board; no Merlin at all until a quest is won.
event-vivien-gone = Vivien leaves: discard her card, Merlin is back.
knight-short-arthur = Arthur
knight-short-galahad = Galahad
knight-short-gawain = Gawain
knight-short-kay = Kay
knight-short-palomides = Palamedes
knight-short-percival = Percival
knight-short-tristan = Tristan
ok-board = board
ok-fight = fight
ok-new-game = new game
ok-roll = roll the die
ok-start = start
option-counter-excalibur = Counter: Excalibur
option-counter-merlin = Counter: 3 Merlin cards
option-counter-none = Let it be
option-face-down = Down: +1 white card
option-face-up = Face up
option-fate-draw = Everyone draws
option-fate-reveal = I am the Traitor!
option-grail-grail = Drink from the Grail
option-grail-none = Do not drink
option-no-traitor = No Traitor
option-nobody-has-cards = Nobody has a card
option-none = Nobody
option-others = All the others
option-reveal-loyal = Loyal
option-reveal-traitor = Traitor
option-self = Myself
option-siege = A siege engine
option-squires = Squires variant
phase-evil = Progression of Evil
phase-heroic = Heroic action
phase-over = Game over
phase-pending = Decision
phase-setup = New game
# The status strip in words, for a terminal too narrow for the frame (camelot sim).
swords-count = { $white } white, { $black } black
strip-text = Swords: { swords-count } · Siege engines: { $siege }/{ $lost } · { $knight } · { $phase }
reason-all-dead = All the knights are dead.
reason-black-swords = At least seven black swords on the Round Table.
reason-siege = Twelve siege engines: Camelot has fallen.
reason-swords = At least twelve swords on the Round Table.
recap-accused = accusation
recap-unmasked = Traitor unmasked
recap-died = death
recap-black = black swords
recap-lost = Quests lost: { $quests }.
recap-none = none
recap-result-evil = Evil won.
recap-result-knights = The Knights won.
recap-result-playing = The game is not over.
recap-siege = siege engines
recap-title = Game { $game }: { $knights }
recap-turns = turns →
recap-white = white swords
recap-won = Quests won: { $quests }.
ui-armor = Lancelot's Armor: scan the card put under the deck.
ui-die = The die shows { $value }.
ui-evil = Progression of Evil: choose.
ui-expect-black = Scan the black card drawn.
ui-expect-fight = A fight card is needed.
ui-expect-loyalty = The loyalty card is needed.
ui-expect-special = A special white card is needed.
ui-expect-white = A white card is needed.
ui-heal = Heal: scan 3 identical cards ({ $count }/3).
ui-heroic = Heroic action:
ui-heroic-done = Action done. End the turn?
ui-join = Who joins the game?
ui-leave = Who leaves the game?
ui-move = Go where?
ui-over-evil = Evil wins.
ui-over-knights = The Knights win!
ui-play = Scan the card to play.
ui-roll-type = Die result?
ui-rule = { $title }: { $rule }
ui-setup = Players, clockwise:
    .speech = Choose the players in the order they sit, clockwise. King Arthur begins; without him, the first chosen.
ui-setup-chosen = { $count ->
        [one] 1 knight chosen (3 to 7):
       *[other] { $count } knights chosen (3 to 7):
    }
    .speech = { $count ->
        [one] 1 knight chosen, 3 to 7. Go on clockwise; King Arthur begins, else the first chosen.
       *[other] { $count } knights chosen, 3 to 7. Go on clockwise; King Arthur begins, else the first chosen.
    }
ui-setup-count = A game needs 3 to 7 knights.
ui-siege = Siege engine: scan your fight cards.
ui-siege-ticks = Engine: tick your fight cards.
ui-special = Scan the special card.
ui-special-convocation = Back to Camelot: who?
ui-special-fate = Fate:
ui-special-heroism = Heroism: which quest?
ui-special-merlin = Merlin: remove what?
ui-special-messenger = Messenger: to whom?
ui-special-piety = Piety: for whom?
ui-special-reinforcement = Reinforcement: for whom?
ui-steal = Card to discard: whose?
ui-table = Around the table:
error-already-at-camelot = This knight is already at Camelot: name only those who come back.
error-heroism-in-play = Heroism already lies on a quest, until that quest is won or lost.
error-no-siege-engine = No siege engine around Camelot: there is nothing to fight.
error-not-heroic = That is not a heroic action.
error-traitor-has-no-card = The Traitor holds no white card: he discarded his hand when unmasked.
event-black-laid-down-by-traitor = Lay the card face down { NAME($quest, case: "on") } ({ $count } black { $count ->
        [one] card
       *[other] cards
    }). The Traitor draws no white card.

## Menus from the engine's lines, abandon (issue 17)
action-abandon = Abandon the game
ui-abandon = Abandon this game? It ends without a winner.
ui-abandon-yes = Yes, abandon it
ui-abandon-no = No, play on
ui-over-abandoned = Game abandoned, without a result.
reason-abandoned = BACK: take it back.
event-game-abandoned = Abandoned.
ui-heroic-second = Second action:
ui-sacrifice-last = { $knight } has one life point left: if he sacrifices it, he dies after his second action.
ui-sacrifice-last-yes = Sacrifice it anyway
ui-sacrifice-last-no = Do not sacrifice
recap-result-abandoned = The game was abandoned, without a result.
event-life-gained-many = { $knight } gain { $n } life { $n ->
        [one] point
       *[other] points
    } each.
event-life-lost-many = { $knight } lose { $n } life { $n ->
        [one] point
       *[other] points
    } each.
event-knight-dies-many = { NAME($knight, case: "short") } die: discard their cards, lay their figures down.
event-turn-begins-arthur = King Arthur's turn: he may swap a card.
    .speech = King Arthur's turn, { $life } life { $life ->
            [one] point
           *[other] points
        }: he may swap a card.
event-turn-begins-percival = Sir Percival's turn: he may see the black card.
    .speech = Sir Percival's turn, { $life } life { $life ->
            [one] point
           *[other] points
        }: he may see the black card.
event-turn-begins-percival-armor = Sir Percival's turn: Armor, 2 black cards.
    .speech = Sir Percival's turn, { $life } life { $life ->
            [one] point
           *[other] points
        }: Armor, 2 black cards.
event-undone-evil-life = Life point loss taken back:
event-undone-evil-siege = Siege engine taken back:
event-undone-evil-black = Black draw taken back:
event-undone-black-morgan-life = Morgan taken back:
event-undone-black-morgan-siege = Morgan taken back:
event-undone-black-picts = Black card taken back:
event-undone-black-saxons = Black card taken back:
event-quest-rewards = { COUNT($knights) ->
        [one] { NAME($knights, case: "short") } goes back to Camelot: { $n } white cards{ $each ->
            [0] { "" }
            [one] , +1 life point
           *[other] , +{ $each } life points
        }.
       *[other] { NAME($knights, case: "short") } return to Camelot: { $n } white cards in all, { $each ->
            [0] life points ({ $gains })
            [one] +1 life point each
           *[other] +{ $each } life points each
        }.
    }
event-black-laid-down-last = Lay it face down, draw a white card.
event-sixth-sword = 6 swords: look at your Loyalty; accusations are open.
event-quest-won-final = { NAME($quest, case: "quest") } is won.
event-quest-lost-final = { NAME($quest, case: "quest") } is lost.
event-quest-rewards-relic = { COUNT($knights) ->
        [one] { NAME($holder, case: "short") }, { NAME($relic, case: "short") } on his shield, goes back to Camelot: { $n } white cards{ $each ->
            [0] { "" }
            [one] , +1 life point
           *[other] , +{ $each } life points
        }.
       *[other] { NAME($holder, case: "short") } lays { NAME($relic, case: "short") } on his shield. { event-quest-rewards }
    }
event-decision-traitor = Twelve swords: reveal your Loyalty cards.
games-result = { $winner ->
        [evil] Evil wins
       *[knights] the Knights win
    }{ $reason ->
        [black-swords] { " " }(at least seven black swords)
        [siege] { " " }(twelve siege engines)
        [all-dead] { " " }(every knight dead)
        [swords] { " " }(twelve swords on the Round Table)
       *[other] { "" }
    }
event-relic-lost-many = Back in the box, relics lost: { $relic }.
ui-not-now-end = An action first: the end of the turn comes after it.
ui-not-now-here = You are already there.
ui-not-now-move = This place is not open now.
ui-spend-counter-excalibur = Counter with Excalibur: it is lost for good. OK confirms, BACK keeps Excalibur.
ui-spend-grail-grail = Drink from the Holy Grail: it is lost for good. OK confirms, BACK keeps it.

## What moved on the table, said from the change of the public state (narration.py): one sentence a
## knight, then one a place. An undo says the same change read backwards.
say-knight = { NAME($knight) }: { $parts }.
say-joins = put the figure { NAME($place, case: "on") }, life die on { $life }
say-leaves = take the figure out of the game
say-dies = lay the figure down, he is dead (his Allegiance card stays hidden)
say-lives = stand the figure up { NAME($place, case: "on") }, life die on { $life }, and take his cards back from the discard
say-figure = { $undone ->
    [yes] bring the figure back
   *[no] put the figure
} { NAME($place, case: "on") }
say-life-up = +{ $n } { $n ->
    [one] life point
   *[other] life points
} (die on { $life })
say-life-down = −{ $n } { $n ->
    [one] life point
   *[other] life points
} (die on { $life })
say-relic-take = { $given ->
    [yes] take { NAME($relic, case: "acc") } { $giver }
    [back] take { NAME($relic, case: "acc") } back out of the box
   *[no] take { NAME($relic, case: "acc") }
}
say-relic-give = { $where ->
    [quest] put { NAME($relic, case: "acc") } back on its quest
    [lost] put { NAME($relic, case: "acc") } back in the box
    [used] put { NAME($relic, case: "acc") } away in the box
   *[other] discard { NAME($relic, case: "acc") }
}
say-traitor = { $on ->
    [yes] turn the Allegiance card: Traitor
   *[no] take the Allegiance card back face down
}
say-loyal = { $on ->
    [yes] Allegiance card shown: Loyal
   *[no] take the Allegiance card back face down
}
say-accused = { $on ->
    [yes] accused
   *[no] no longer accused
}
say-squire = { $on ->
    [yes] take the Squire
   *[no] give the Squire back
}
say-round-table = Round Table: { $parts }.
say-swords-turned = { $side ->
    [black] turn { $n } white { $n ->
        [one] sword
       *[other] swords
    } to the black side
   *[white] turn { $n ->
        [one] the sword
       *[other] the { $n } swords
    } back to white
}
say-swords = { $up ->
    [yes] put
   *[no] take away
} { $n } { $colour ->
    [white] white
   *[black] black
} { $n ->
    [one] sword
   *[other] swords
}
say-siege = Camelot: { $up ->
    [yes] put
   *[no] take away
} { $n } siege { $n ->
    [one] engine
   *[other] engines
} ({ $total } in all).
say-quest = { NAME($quest) }: { $parts }.
say-white-cards = { $up ->
    [yes] { $undone ->
        [yes] put { $n } white { $n ->
            [one] card
           *[other] cards
        } back from the discard
       *[no] lay { $n } white { $n ->
            [one] card
           *[other] cards
        }
    }
   *[no] { $undone ->
        [yes] take { $n } white { $n ->
            [one] card
           *[other] cards
        } back in hand
       *[no] discard { $n } white { $n ->
            [one] card
           *[other] cards
        }
    }
}
say-black-cards = { $up ->
    [yes] { $undone ->
       *[no] lay { $n } black { $n ->
            [one] card
           *[other] cards
        }
        [yes] put { $n } black { $n ->
            [one] card
           *[other] cards
        } back from the discard
    }
   *[no] { $where ->
        [deck] put { $n } black { $n ->
            [one] card
           *[other] cards
        } back on the black deck
        [hand] take { $n } black { $n ->
            [one] card
           *[other] cards
        } back in hand, waiting again
       *[discard] discard { $n } black { $n ->
            [one] card
           *[other] cards
        }
    }
}
say-black-turned = turn { $n } black { $n ->
    [one] card
   *[other] cards
} { $up ->
    [yes] face up
   *[no] face down
}
say-warriors = { $up ->
    [yes] put
   *[no] take away
} { $n } { $n ->
    [one] warrior
   *[other] warriors
} ({ $total } of 4)
say-grail = { $up ->
    [yes] { $undone ->
        [yes] put back
       *[no] lay
    }
   *[no] take back
} { $n } Grail { $n ->
    [one] card
   *[other] cards
}{ $up ->
    [yes] { $undone ->
        [yes] { " " }from the discard
       *[no] { "" }
    }
   *[no] { "" }
} ({ $total } of 7)
say-despair = { $up ->
    [yes] { $undone ->
        [yes] put back
       *[no] lay
    }
   *[no] take away
} { $n ->
    [0] { "" }
    [one] { $n } Despair card
   *[other] { $n } Despair cards
}{ $n ->
    [0] { "" }
   *[other] { $desolation ->
        [0] { "" }
       *[other] { " " }and{ " " }
    }
}{ $desolation ->
    [0] { "" }
    [one] { $desolation } Desolation card
   *[other] { $desolation } Desolation cards
}{ $up ->
    [yes] { $undone ->
        [yes] { " " }from the discard
       *[no] { "" }
    }
   *[no] { "" }
}
say-excalibur-steps = { $toward ->
    [knights] advance Excalibur
   *[lake] move Excalibur back
} { $n } { $n ->
    [one] space
   *[other] spaces
} { $toward ->
    [knights] toward the knights
   *[lake] toward the lake
} (position { $position })
say-mordred = { $on ->
    [yes] put Mordred
   *[no] take Mordred away
}
say-dark-forest = { $on ->
    [yes] { $undone ->
        [yes] put the Dark Forest back on the Holy Grail from the discard
       *[no] lay the Dark Forest on the Holy Grail
    }
   *[no] take the Dark Forest away
}
say-times-won = { $up ->
    [yes] +1 win
   *[no] take the win back
} ({ $total })
say-times-lost = { $up ->
    [yes] +1 loss
   *[no] take the loss back
} ({ $total })
say-status = { $status ->
    [active] { $undone ->
        [yes] the quest is open again
       *[no] the quest begins
    }
    [waiting] the quest waits again
    [won] won
   *[lost] lost
}
say-effect-on = { $undone ->
    [yes] { $card }: take the card back from the discard and lay it beside the board again, its effect lasts again
   *[no] { $card }: lay the card beside the board, its effect lasts
}
say-effect-off = { $undone ->
    [yes] { $card }: take the card off the table, its effect ends
   *[no] { $card }: discard the card, its effect ends
}
say-black-deck = Black deck: { $up ->
    [yes] { $undone ->
        [yes] put { $n ->
            [one] the card
           *[other] the { $n } cards
        } back on top
       *[no] { $n } more { $n ->
            [one] card
           *[other] cards
        }
    }
   *[no] { $n } { $n ->
        [one] card
       *[other] cards
    } drawn
}{ $up ->
    [yes] { " " }({ $total } left)
   *[no] { "" }
}.
event-quest-reveal = Shuffle and reveal the black cards.

## The setup guide after `new` (narration.setup_pages; rulebook « Mise en place », pp 6-7), a page a step.
setup-boards = Setup: unfold Camelot; beside it, the Excalibur, Grail and Lancelot quests (Lancelot side up).
setup-relics = Put Excalibur, the Grail and Lancelot's Armor on their quests.
setup-reserve = Siege engines, Saxons, Picts and swords: in reserve beside the board.
setup-black-deck = Shuffle the black cards and put the deck in front of Camelot.
setup-merlin = Give a Merlin card to each knight.
setup-white-cards = Shuffle the whites: 5 to each, the rest as a draw pile in front of Camelot.
setup-allegiance = { $three ->
    [yes] Shuffle the 8 Allegiance cards: one face down to each, under the coat of arms, unlooked at.
   *[no] Shuffle the 8 Allegiance cards: one face down to each, who looks at it secretly.
}
setup-allegiance-three = With three, nobody looks at their card before 6 swords lie on the Round Table: the box will say.
setup-allegiance-rest = { $three ->
    [yes] Put the { $rest } others back in the box, face down, without looking.
   *[no] Each slips theirs under the coat of arms. { $rest ->
        [one] Put the last one back in the box without looking.
       *[other] Put the { $rest } others back in the box without looking.
    }
}
setup-allegiance-no-traitor = Game without a Traitor: take the Traitor card out.
setup-allegiance-loyal = Each takes a Loyal card face up, as a reminder of how to win.
setup-life = Each player lays the coat of arms in front of them and the die on 4 life points.
setup-figures = Put the figures on their seats at the Round Table.

## What BACK offers to take back (issue 32): "Take back: Sir Kay's move?"
act-evil = Progression of Evil
act-black = black card
act-steal = the Traitor's draw
act-move = move
act-play = card played
act-draw = draw
act-siege = fight against the Siege Engine
act-roll = roll
act-special = special card
act-heal = healing
act-accuse = accusation
act-reveal = loyalty card
act-sacrifice = sacrifice
act-join = knight joining
act-leave = knight leaving
act-reshuffle = white deck reshuffle
setup-first-cards = Each lays a white card from their hand face up on the Round Table; share them out.

## What an undo says back that the board does not show (undo.py): cards drawn into hands, or discarded
## from them, by the line taken back.
back-traitor-steals = { $knight } takes back from the discard the white card the Traitor drew from him.
back-draw-white = { $n ->
    [one] { $knight } puts the white card drawn back on the white deck.
   *[other] { $knight } puts the { $n } white cards drawn back on the white deck.
}
back-black-laid-down = { $knight } puts the white card drawn back on the white deck.
back-fate = Fate: { $knights } { COUNT($knights) ->
    [one] puts
   *[other] each put
} the white card drawn back on the white deck.
back-fate-reveal = Fate: { $knight } takes his hand back from the discard and turns his shield back to its knight side; the others each take back the 2 white cards discarded.
back-traitor-unmasked = { $knight } takes his hand back from the discard and turns his shield back to its knight side.
back-reinforcement-self = Reinforcement: { $knight } puts the 4 white cards drawn back on the white deck.
back-reinforcement-others = Reinforcement: every other knight puts the white card drawn back on the white deck.
back-convocation = Convocation: { $at_camelot } { COUNT($at_camelot) ->
    [one] puts
   *[other] each put
} the white card drawn back on the white deck.
back-white-cards-to-share = { COUNT($knights) ->
    [one] { $knights } puts the { $n } white cards drawn back on the white deck.
   *[other] Put back on the white deck the { $n } white cards { $knights } shared.
}
back-morgan-discard = Morgan: { $knight } takes the 3 white cards discarded back in hand.
back-morgan-discard-none = Morgan: every knight takes the white card he discarded back in hand.
back-morgan-sacrifice-none = Morgan: every knight takes the white card he discarded back in hand.
back-countered-merlin = Take the three Merlin cards back in hand; { $card } waits again.
back-messenger = Messenger: { $to } gives the white cards received back to { $knight }.
back-healed = { $knight } takes the 3 cards discarded back in hand.
back-siege-won = { $knight } takes back from the discard the fight cards played against the siege engine.
back-siege-lost = { $knight } takes back from the discard the fight cards played against the siege engine.
back-white-played = { $from ->
    [discard] { $knight } takes back in hand, from the discard, the Fight { $value } he laid { NAME($quest, case: "on") }.
   *[quest] { $knight } takes back in hand the Fight { $value } he laid { NAME($quest, case: "on") }.
}
back-kay-fights = Sir Kay takes { $card } back in hand.
back-morgan-three = Morgan: put back on the black deck the black cards already drawn for her.
ui-over-evil-traitor = { $known ->
    [yes] Evil wins, and the Traitor, { $knight }.
   *[no] Evil wins, and the Traitor if one was in play.
}

## A seat's rights and the prices said before they are paid (phones as whole seats).
rights-accuse-price = Accuse { $knight }? Traitor: +1 white sword. Loyal: { $white ->
        [0] nothing, no white sword
       *[other] a white sword turns black
    }.
hand-play = Which card? Or scan it.
hand-special = Which Special card? Or scan it.
hand-fight = Which Fight card?
hand-add-fight = Choose a Fight card
hand-tick-fights = Tick the fight cards
hand-heal-three = 3 × { $card }
hand-heal = Healing: three identical cards, which? Or scan them.
