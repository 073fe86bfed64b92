## Shadows over Camelot: the words of the game (French, the rulebook's vocabulary).
## Ids are the dotted keys of the code with hyphens: `event.quest-won` is `event-quest-won`.

## Names: knights, places and relics are terms with their cases and gender.
## Cases of a knight: nom (start of a sentence, menus), acc (inside a sentence), de, a, short (a busy sentence: « Arthur »).
## Cases of a place: nom (menus: « Pictes »), quest (start: « La Guerre contre les Pictes »),
## the (inside: « la Guerre contre les Pictes »), de, to (going there), on (laying a card there).

-knight-arthur = { $case ->
   *[nom] Le Roi Arthur
    [acc] le Roi Arthur
    [de] du Roi Arthur
    [a] au Roi Arthur
    [short] Arthur
 }
    .gender = masculine
-knight-galahad = { $case ->
   *[nom] Sire Galahad
    [acc] Sire Galahad
    [de] de Sire Galahad
    [a] à Sire Galahad
    [short] Galahad
 }
    .gender = masculine
-knight-gawain = { $case ->
   *[nom] Sire Gauvain
    [acc] Sire Gauvain
    [de] de Sire Gauvain
    [a] à Sire Gauvain
    [short] Gauvain
 }
    .gender = masculine
-knight-kay = { $case ->
   *[nom] Sire Kay
    [acc] Sire Kay
    [de] de Sire Kay
    [a] à Sire Kay
    [short] Kay
 }
    .gender = masculine
-knight-palomides = { $case ->
   *[nom] Sire Palomides
    [acc] Sire Palomides
    [de] de Sire Palomides
    [a] à Sire Palomides
    [short] Palomides
 }
    .gender = masculine
-knight-percival = { $case ->
   *[nom] Sire Perceval
    [acc] Sire Perceval
    [de] de Sire Perceval
    [a] à Sire Perceval
    [short] Perceval
 }
    .gender = masculine
-knight-tristan = { $case ->
   *[nom] Sire Tristan
    [acc] Sire Tristan
    [de] de Sire Tristan
    [a] à Sire Tristan
    [short] Tristan
 }
    .gender = masculine

-place-black-knight = { $case ->
   *[nom] Chevalier Noir
    [quest] La Quête du Chevalier Noir
    [the] la Quête du Chevalier Noir
    [de] de la Quête du Chevalier Noir
    [to] sur la Quête du Chevalier Noir
    [on] sur la Quête du Chevalier Noir
 }
    .gender = feminine
-place-camelot = { $case ->
   *[nom] Camelot
    [quest] Camelot
    [the] Camelot
    [de] de Camelot
    [to] à Camelot
    [on] à Camelot
 }
    .gender = feminine
-place-dragon = { $case ->
   *[nom] Dragon
    [quest] La Quête du Dragon
    [the] la Quête du Dragon
    [de] de la Quête du Dragon
    [to] sur la Quête du Dragon
    [on] sur la Quête du Dragon
 }
    .gender = feminine
-place-excalibur = { $case ->
   *[nom] Excalibur
    [quest] La Quête d'Excalibur
    [the] la Quête d'Excalibur
    [de] de la Quête d'Excalibur
    [to] sur la Quête d'Excalibur
    [on] sur la Quête d'Excalibur
 }
    .gender = feminine
-place-grail = { $case ->
   *[nom] Saint Graal
    [quest] La Quête du Saint Graal
    [the] la Quête du Saint Graal
    [de] de la Quête du Saint Graal
    [to] sur la Quête du Saint Graal
    [on] sur la Quête du Saint Graal
 }
    .gender = feminine
-place-lancelot = { $case ->
   *[nom] Lancelot
    [quest] La Quête de Lancelot
    [the] la Quête de Lancelot
    [de] de la Quête de Lancelot
    [to] sur la Quête de Lancelot
    [on] sur la Quête de Lancelot
 }
    .gender = feminine
-place-picts = { $case ->
   *[nom] Pictes
    [quest] La Guerre contre les Pictes
    [the] la Guerre contre les Pictes
    [de] de la Guerre contre les Pictes
    [to] à la Guerre contre les Pictes
    [on] sur la Guerre contre les Pictes
 }
    .gender = feminine
-place-saxons = { $case ->
   *[nom] Saxons
    [quest] La Guerre contre les Saxons
    [the] la Guerre contre les Saxons
    [de] de la Guerre contre les Saxons
    [to] à la Guerre contre les Saxons
    [on] sur la Guerre contre les Saxons
 }
    .gender = feminine

-relic-armor = { $case ->
   *[nom] L'Armure de Lancelot
    [acc] l'Armure de Lancelot
    [short] l'Armure
 }
    .gender = feminine
-relic-excalibur = { $case ->
   *[nom] Excalibur
    [acc] Excalibur
    [short] Excalibur
 }
    .gender = feminine
-relic-grail = { $case ->
   *[nom] Le Saint Graal
    [acc] le Saint Graal
    [short] le Graal
 }
    .gender = masculine

## The engine's events: what happened, and what to change on the real table.

event-accusations-open = 6 Épées ou 6 Engins de Siège : on peut accuser.
event-accused = { $by } accuse { NAME($knight, case: "acc") } de félonie.
event-accused-loyal = { $knight } est loyal : { $flipped ->
        [0] pas d'Épée blanche à retourner
       *[other] retournez une Épée blanche côté noir
    } ({ $white } { $white ->
        [one] blanche
       *[other] blanches
    }, { $black } { $black ->
        [one] noire
       *[other] noires
    }).
event-allegiance-may-be-seen = 6 Épées : chacun peut maintenant regarder sa carte d'Allégeance.
event-black-deck-low = { $left ->
        [one] Plus qu'une carte dans la pioche Noire : on remélangera bientôt.
       *[other] Plus que { $left } cartes dans la pioche Noire : on remélangera bientôt.
    }
event-black-deck-reshuffled = Pioche Noire épuisée : mélangez les défausses Noire et Blanche avec leurs pioches ({ $cards } cartes Noires).
event-black-drawn = Carte Noire : { $card }.
event-black-laid-down = Posez la carte face cachée { NAME($quest, case: "on") } ({ $count } { $count ->
        [one] carte Noire
       *[other] cartes Noires
    }) ; piochez une Blanche.
event-black-laid-up = Posez la carte face visible { NAME($quest, case: "on") } ({ $count } { $count ->
        [one] carte Noire
       *[other] cartes Noires
    }).
event-card-under-deck = Armure de Lancelot : glissez l'autre carte sous la pioche Noire.
event-clairvoyance = Clairvoyance : { NAME($knight, case: "acc") } regarde les 5 premières cartes Noires et les remet dans l'ordre voulu.
event-combat-revealed = Mélangez et révélez les cartes Noires.
event-convocation = Convocation : { NAME($knights, case: "acc") } { COUNT($knights) ->
        [0] ne rentre
        [one] rentre
       *[other] rentrent
    } à Camelot ; chaque Chevalier à Camelot pioche une carte Blanche.
event-countered-excalibur = { $holder } sacrifie Excalibur : la carte Noire est annulée. Rangez Excalibur dans la boîte.
event-countered-merlin = Trois cartes Merlin annulent { $card } : défaussez les quatre cartes.
event-dark-forest-laid = Brocéliande : posez-la sur le Saint Graal ; plus de carte Graal tant qu'une autre Quête n'est pas gagnée.
event-dark-forest-lifted = Défaussez Brocéliande : les cartes Graal reviennent au Saint Graal.
event-decks-reshuffled = Pioche Blanche épuisée : mélangez les deux pioches avec leurs défausses.
event-desolation-takes-grail = Désolation : défaussez la carte Graal la plus éloignée ({ $grail } { $grail ->
        [one] carte Graal
       *[other] cartes Graal
    }).
event-despair-cancels-grail = Quête du Saint Graal pleine : défaussez cette carte et la carte Graal la plus éloignée ({ $grail } { $grail ->
        [one] carte Graal
       *[other] cartes Graal
    }).
event-despair-laid = Posez { $card } au bout du Saint Graal ({ $despair } { $despair ->
        [one] Noire
       *[other] Noires
    }, { $grail } Graal).
event-draw-white = { $n ->
        [one] { $knight } pioche une carte Blanche.
       *[other] { $knight } pioche { $n } cartes Blanches.
    }
event-edge-black-swords = Attention : { $black } Épées noires, la septième perd tout !
event-edge-siege = Attention : { $siege } Engins de Siège, le prochain prend Camelot !
event-excalibur-moves = Excalibur { $delta ->
        [1] avance : poussez-la d'une case vers les Chevaliers
       *[other] recule : poussez-la d'une case vers l'oubli
    } (case { $position } ; gagnée à 5, perdue à −5).
event-fate = Destinée : chaque Chevalier vivant pioche une carte Blanche.
event-fate-reveal-unmasked = Destinée : les autres Chevaliers défaussent 2 cartes Blanches chacun.
event-fate-reveal = Destinée : { NAME($knight, case: "acc") } se révèle Félon et retourne son Blason côté Félon. Les autres défaussent 2 cartes Blanches chacun.
event-game-over-all-dead = Fin de partie : tous les Chevaliers sont morts.
event-game-over-black-swords = Fin de partie : { $black } Épées noires sur la Table Ronde.
event-game-over-siege = Fin de partie : le douzième Engin de Siège est posé.
event-game-over-swords-evil = Fin de partie : { $white } { $white ->
        [one] Épée blanche
       *[other] Épées blanches
    } contre { $black } { $black ->
        [one] noire
       *[other] noires
    }.
event-game-over-swords-knights = Fin de partie : { $white } { $white ->
        [one] Épée blanche
       *[other] Épées blanches
    } contre { $black } { $black ->
        [one] noire
       *[other] noires
    }.
event-game-started = Nouvelle partie : { NAME($first, case: "acc") } commence, une fois la table mise.
event-game-started-three = Nouvelle partie à trois : { $first } commence, une fois la table mise.
event-grail-cancels-despair = Quête pleine : défaussez la carte Graal et la carte Noire la plus proche de la relique.
event-grail-laid = Quête du Saint Graal : posez la carte Graal au plus près de la relique ({ $grail } sur 7).
event-grail-saves-self = { $holder } boit au Saint Graal et revient à { $life } { $life ->
        [one] Point de Bravoure
       *[other] Points de Bravoure
    }. Rangez le Saint Graal dans la boîte.
event-grail-saves = { $holder } tend le Saint Graal : { NAME($knight, case: "acc") } revient à { $life } { $life ->
        [one] Point de Bravoure
       *[other] Points de Bravoure
    }. Rangez le Saint Graal dans la boîte.
event-guinevere = Guenièvre : tous les Chevaliers rentrent à Camelot. Le tour passe.
event-healed = { $knight } se soigne : défaussez les 3 cartes identiques.
event-heroism = Héroïsme posé { NAME($quest, case: "on") } : une Épée de plus pour le vainqueur.
event-kay-fights = Sire Kay ajoute { $card } : total { $white }.
event-kay-fights-ends = Sire Kay ajoute { $card }.
event-knight-dies = { $knight } meurt : défaussez ses cartes, couchez sa figurine.
event-knight-joins = { $knight } rejoint la partie : 4 Points de Bravoure, sa figurine à Camelot, 5 cartes Blanches (pas de carte Merlin).
event-lady-of-the-lake = Dame du Lac : { NAME($knight, case: "acc") } gagne 2 Points de Bravoure.
event-life-gained = { $knight } gagne { $n } { $n ->
        [one] Point de Bravoure
       *[other] Points de Bravoure
    } ({ $life } en tout).
event-life-lost = { $knight } perd { $n } { $n ->
        [one] Point de Bravoure
       *[other] Points de Bravoure
    } (reste { $life }).
event-merlin-black = Merlin retire la dernière carte Noire { NAME($quest, case: "de") } : défaussez-la.
event-merlin-siege = Merlin retire un Engin de Siège : remettez-le dans la réserve ({ $siege } sur 12).
event-merlin-warrior = Merlin retire un Guerrier { NAME($war, case: "de") } : { $warriors } sur 4.
event-messenger = Messager : { NAME($knight, case: "acc") } donne jusqu'à 3 cartes Blanches { NAME($to, case: "a") }.
event-mists-of-avalon = Brumes d'Avalon : posez la carte à côté du plateau ; chaque Quête perdue donnera une Épée noire de plus.
event-mordred = Mordred rejoint { NAME($war, case: "the") } : il faudra un second 5 pour la gagner.
event-morgan-discard = Morgane : { NAME($knight, case: "acc") } défausse 3 cartes Blanches.
event-morgan-discard-none = Morgane : chaque Chevalier qui a une carte Blanche en défausse une.
event-morgan-life = Morgane : chaque Chevalier perd 1 Point de Bravoure.
event-morgan-sacrifice = Morgane : { NAME($knight, case: "acc") } perd 2 Points de Bravoure en sacrifice.
event-morgan-sacrifice-none = Morgane : chaque Chevalier qui a une carte Blanche en défausse une.
event-morgan-three = Morgane : piochez et appliquez les 3 cartes Noires suivantes.
event-moved = { $knight } va { NAME($place, case: "to") } : posez sa figurine.
event-moved-free = { $knight } va { NAME($place, case: "to") } sans dépenser d'action : posez sa figurine.
event-piety-others = Piété : chaque autre Chevalier gagne 1 Point de Bravoure.
event-piety-self = Piété : { NAME($knight, case: "acc") } gagne 3 Points de Bravoure.
event-power-hint-arthur = Le Roi Arthur peut échanger une carte Blanche avec un Chevalier, face cachée.
event-power-hint-percival = Sire Perceval peut regarder la première carte Noire avant de choisir.
event-power-hint-percival-armor = Sire Perceval, avec l'Armure : il pioche 2 cartes, en glisse une sous la pioche, puis joue l'autre ou la repose.
event-quest-lost = { NAME($quest, case: "quest") } est { GENDER($quest) ->
        [feminine] perdue
       *[other] perdu
    }.
event-quest-lost-sums = { NAME($quest, case: "quest") } est { GENDER($quest) ->
        [feminine] perdue
       *[other] perdu
    } : { $white } contre { $black }.
event-quest-won = { NAME($quest, case: "quest") } est { GENDER($quest) ->
        [feminine] gagnée
       *[other] gagné
    } !
event-quest-won-sums = { NAME($quest, case: "quest") } est { GENDER($quest) ->
        [feminine] gagnée
       *[other] gagné
    } : { $white } contre { $black } !
event-reinforcement-others = Renforts : chaque autre Chevalier pioche une carte Blanche.
event-reinforcement-self = Renforts : { NAME($knight, case: "acc") } pioche 4 cartes Blanches.
event-relic-lost = { $relic }, { GENDER($relic) ->
        [feminine] perdue
       *[other] perdu
    }, va dans la boîte.
event-relic-won = { $knight } prend { NAME($relic, case: "acc") } : { GENDER($relic) ->
        [feminine] posez-la
       *[other] posez-le
    } sur son Blason.
event-sacrificed = { $knight } sacrifie 1 Point de Bravoure (il lui en reste { $life }) pour une seconde action, d'un autre type.
event-siege-added = +{ $n } { $n ->
        [one] Engin de Siège
       *[other] Engins
    } autour de Camelot ({ $total } sur 12).
event-siege-lost = Combat perdu, { $total } contre { $roll } au dé : défaussez les cartes jouées.
event-siege-rolled = Dé : { $roll }. Combat : { $total }.
event-siege-won = Engin détruit, { $total } contre { $roll } au dé : rangez-le, défaussez les cartes ({ $siege } sur 12).
event-squire-knighted = { $knight } est adoubé Chevalier : il prend son Blason et son pouvoir.
event-swords-added-black = { $n ->
        [one] +{ $n } Épée noire
       *[other] +{ $n } Épées noires
    } ({ swords-count }).
event-swords-added-white = { $n ->
        [one] +{ $n } Épée blanche
       *[other] +{ $n } Épées blanches
    } ({ swords-count }).
event-swords-added-black-quest = +{ $n } { $n ->
        [one] Épée noire
       *[other] Épées noires
    }{ $heroism ->
        [0] { $mists ->
            [0] { "" }
           *[other] { " " }(+1 Brumes d'Avalon)
        }
       *[other] { " " }(+1 Héroïsme{ $mists ->
            [0] { "" }
           *[other] , +1 Brumes d'Avalon
        })
    }.
event-swords-added-white-quest = +{ $n } { $n ->
        [one] Épée blanche
       *[other] Épées blanches
    }{ $heroism ->
        [0] { $mists ->
            [0] { "" }
           *[other] { " " }(+1 Brumes d'Avalon)
        }
       *[other] { " " }(+1 Héroïsme{ $mists ->
            [0] { "" }
           *[other] , +1 Brumes d'Avalon
        })
    }.
event-traitor-revealed-at-end = { $knight } était le Félon : { $flipped ->
        [0] aucune Épée blanche à retourner.
        [one] retournez 1 Épée blanche côté noir.
       *[other] retournez { $flipped } Épées blanches côté noir.
    }
event-traitor-steals = Le Félon tire au hasard une carte Blanche de la main { NAME($knight, case: "de") } : elle est défaussée.
event-traitor-steals-none = Aucun Chevalier n'a de carte Blanche : le Félon n'en défausse aucune.
event-traitor-unmasked = { $knight } est le Félon ! Il défausse sa main, retourne son Blason côté Félon et retire sa figurine du plateau.
event-turn-begins = Au tour { NAME($knight, case: "de") } ({ $life } { $life ->
        [one] Point de Bravoure
       *[other] Points de Bravoure
    }).
event-turn-begins-traitor = Au tour du Félon, { NAME($knight, case: "acc") } : il tire d'abord au hasard une carte Blanche de la main du Chevalier de son choix et la défausse, puis ajoute un Engin de Siège ou pioche une carte Noire.
event-undone = Annulé. Au tour { NAME($current, case: "de") }.
event-undone-evil = Progression du Mal annulée, au tour { NAME($current, case: "de") } :
event-undone-black = Carte Noire annulée :
event-undone-choose = Choix annulé :
event-undone-reveal = Carte d'Allégeance annulée :
event-undone-roll = Lancer annulé :
event-undone-move = Déplacement annulé :
event-undone-play = Carte jouée annulée :
event-undone-draw = Pioche annulée :
event-undone-siege = Combat contre l'Engin de Siège annulé : reprenez vos cartes Combat.
event-undone-special = Carte Spéciale annulée : reprenez-la en main.
event-undone-heal = Soin annulé :
event-undone-accuse = Accusation annulée. Au tour { NAME($current, case: "de") }.
event-undone-sacrifice = Sacrifice annulé :
event-undone-end = Fin de tour annulée. Au tour { NAME($current, case: "de") }.
event-undone-steal = Carte tirée par le Félon : annulé. Au tour { NAME($current, case: "de") }.
event-undone-join = Arrivée du Chevalier annulée. Au tour { NAME($current, case: "de") }.
event-undone-leave = Départ du Chevalier annulé. Au tour { NAME($current, case: "de") }.
event-undone-reshuffle = Mélange de la pioche Blanche annulé. Au tour { NAME($current, case: "de") }.
event-vivien = Viviane : posez la carte à côté du plateau ; plus aucun Merlin tant qu'une Quête n'est pas gagnée.
event-vivien-gone = Viviane s'en va : défaussez sa carte, Merlin est de retour.
event-warrior-added = Posez un Guerrier { NAME($war, case: "on") } : { $warriors } sur 4.
event-white-cards-to-share = { COUNT($knights) ->
        [one] { $knights } pioche { $n } cartes Blanches.
       *[other] Piochez { $n } cartes Blanches à partager entre { NAME($knights, case: "acc") }.
    }
event-white-discarded = Défaussez les cartes Blanches { NAME($quest, case: "de") }.
event-white-played = { $knight } pose un Combat { $value } { NAME($quest, case: "on") }.

# After the result and the swords: what the table does (the Black cards revealed when the sums were
# made), then who goes home (and loses 1 Point de Bravoure when the quest is lost).
event-quest-steps = { ID($quest) ->
        [picts] Guerriers à la réserve, cartes défaussées.
        [saxons] Guerriers à la réserve, cartes défaussées.
       *[other] { $revealed ->
            [yes] Mélangez et révélez les Noires ; défaussez tout
           *[no] Défaussez tout
        }{ ID($quest) ->
            [lancelot] , plateau côté Dragon.
            [dragon] , retirez le plateau.
            [excalibur] , retournez le plateau.
            [grail] , retournez le plateau.
           *[other] .
        }
    }{ COUNT($knights) ->
        [0] { "" }
        [one] { " " }{ NAME($knights, case: "short") } rentre à Camelot{ $lose ->
            [yes] { " " }et perd 1 Point de Bravoure.
           *[no] .
        }
       *[other] { " " }{ NAME($knights, case: "short") } rentrent à Camelot{ $lose ->
            [yes] { " " }et perdent 1 Point de Bravoure chacun.
           *[no] .
        }
    }

## The front end and the board page.

action-sacrifice = Sacrifier 1 Point
action-siege = Attaquer un Engin
button-evil-life = Perdre 1 Pt de Bravoure
button-evil-siege = Ajouter un Engin
board-combat = { $quest } : { $white } contre { $black } { $black ->
        [one] carte Noire
       *[other] cartes Noires
    }{ $up }
board-grail = Graal : { $grail } { $grail ->
        [one] carte Graal
       *[other] cartes Graal
    }, { $despair } { $despair ->
        [one] Noire
       *[other] Noires
    } sur 7{ $forest }
board-war = { $quest } : { $white }, { $warriors } { $warriors ->
        [one] Guerrier
       *[other] Guerriers
    } sur 4{ $mordred }
board-done-lost = { $quest } : perdue
board-done-won = { $quest } : gagnée
board-deck = { $n ->
        [one] Pioche Noire : { $n } carte
       *[other] Pioche Noire : { $n } cartes
    }
board-excalibur = Excalibur : { $toward ->
        [knights] { $steps } { $steps ->
            [one] case
           *[other] cases
        } vers les Chevaliers
        [oblivion] { $steps } { $steps ->
            [one] case
           *[other] cases
        } vers l'oubli
       *[middle] au milieu de la rivière
    } (gagnée à 5, perdue à 5 vers l'oubli)
board-relic-lost = { NAME($relic, case: "acc") } ({ GENDER($relic) ->
        [feminine] perdue
       *[other] perdu
    })
board-relic-used = { NAME($relic, case: "acc") } ({ GENDER($relic) ->
        [feminine] utilisée
       *[other] utilisé
    })
board-waiting = { $quest } : après Lancelot
decision-grail = { $knight } va mourir : boire au Saint Graal ?
decision-roll = Combat contre un Engin de Siège : lancez le dé à 8 faces.
decision-volunteer = { ID($card) ->
        [morgan-sacrifice] Qui perd 2 Points ?
       *[other] Qui défausse 3 Blanches ?
    }
error-accusation-too-early = Il faut 6 Épées ou 6 Engins de Siège pour accuser.
error-life-full = Déjà 6 Points de Bravoure, le maximum.
error-no-action-left = Action faite : finissez le tour, ou sacrifiez 1 Point de Bravoure.
error-no-action-left-sacrificed = Action faite, sacrifice fait : finissez le tour.
error-not-on-a-quest = À Camelot : piocher ou combattre un Engin de Siège.
error-traitor-no-life = Le Félon ajoute un Engin de Siège ou pioche une carte Noire.
card-rule-fight = une par action sur un tournoi, Lancelot, le Dragon ou une guerre ; plusieurs contre un Engin de Siège. Trois identiques rendent 1 Point de Bravoure.
card-rule-lady-of-the-lake = Excalibur avance d'une case vers les Chevaliers, d'où que vous soyez. Quête finie : +2 Points de Bravoure.
card-rule-morgan-life = chaque Chevalier perd 1 Point de Bravoure.
card-rule-morgan-sacrifice = un volontaire perd 2 Points de Bravoure, sinon chacun défausse une carte Blanche.
card-rule-piety = +3 Points de Bravoure pour vous, ou +1 pour chacun des autres.
card-rule-heroism = posée sur une Quête jusqu'à sa fin : une Épée de plus pour le camp vainqueur.
card-rule-mists-of-avalon = jusqu'à la fin, chaque Quête perdue ajoute une Épée noire de plus.
card-rule-dark-forest = plus de carte Graal sur la Quête tant qu'une autre Quête n'est pas gagnée. Quête finie : +1 Engin de Siège.
card-rule-desolation = chasse la carte Graal la plus éloignée, puis compte comme un Désespoir. Quête finie : +1 Engin de Siège.
card-rule-despair = sur la Quête du Saint Graal, au plus loin de la relique ; Quête pleine : chasse la carte Graal la plus éloignée. Quête finie : +1 Engin de Siège.
card-rule-merlin = retire un Engin de Siège, un Guerrier ou la dernière carte Noire standard d'une Quête. Trois cartes Merlin annulent une carte Noire Spéciale tout juste piochée.
card-rule-grail = sur la Quête du Saint Graal, au plus près de la relique ; Quête pleine : chasse le Désespoir le plus proche. Quête finie : défausse pour Excalibur ou soin.
recap-accused = accusation
recap-unmasked = Félon démasqué
recap-died = mort
recap-black = Épées noires
recap-siege = Engins de Siège
recap-white = Épées blanches
recap-summary = Partie { $game } ({ NAME($knights, case: "acc") }) : { $turns } { $turns ->
        [one] tour
       *[other] tours
    }, { $white } { $white ->
        [one] Épée blanche
       *[other] Épées blanches
    }, { $black } { $black ->
        [one] noire
       *[other] noires
    }, { $siege } { $siege ->
        [one] Engin de Siège
       *[other] Engins de Siège
    }.
ui-accuse = Qui accuser de félonie ?
ui-evil-traitor = Tour du Félon : choisissez.
ui-siege-total = Combat : { $total } ({ $count } { $count ->
        [one] carte
       *[other] cartes
    }).

## Menus, prompts, refusals and card rules.

sim-icons = Icône de phase, en haut à droite : tête de mort = Progression du Mal, blason = Action héroïque, sablier = décision, drapeau = partie finie.
action-accuse = Accuser
action-draw = Piocher des cartes
action-end = Fin du tour
action-heal = Se soigner
action-join = Un Chevalier arrive
action-leave = Un Chevalier part
action-move = Se déplacer
action-play = Jouer une carte
action-reshuffle = Pioche blanche vide
action-special = Carte Spéciale
action-table = Autour de la table
board-effects = Effets : { $effects }
board-forest = , Brocéliande
board-mordred = , Mordred
board-none = —
board-river = oubli { $river } Chevaliers
    .speech = { "" }
board-relic-held = { NAME($relic, case: "acc") } ({ NAME($knight, case: "acc") })
board-relic-quest = { NAME($relic, case: "acc") } (sur sa Quête)
board-relics = Reliques : { $relics }
board-score = Quêtes : Chevalier Noir { $bk_won }/{ $bk_lost }, Pictes { $p_won }/{ $p_lost }, Saxons { $s_won }/{ $s_lost } (gagnées/perdues)
    .speech = Quêtes gagnées et perdues : Chevalier Noir { $bk_won } et { $bk_lost }, Pictes { $p_won } et { $p_lost }, Saxons { $s_won } et { $s_lost }.
board-section-knights = Chevaliers
board-section-quests = Quêtes
board-section-table = La Table Ronde
board-section-combats = Combats
board-section-relics = Excalibur et Graal
board-section-wars = Pictes et Saxons
board-knights = Plateau. Chevaliers (Points de Bravoure) :
board-knight = { $knight } ({ $life }) : { $place }
board-knight-dead = { $knight } : mort
board-knight-traitor = { $knight } : Félon démasqué
board-title = Plateau
board-up = { " " }(visibles : { $values })
button-evil-black = Piocher une carte Noire
button-steal = Défausser une carte
button-type-roll = Saisir le dé
card-family-black-knight = Chevalier Noir
card-family-lancelot-dragon = Lancelot/Dragon
card-family-loyalty = Allégeance
card-rule-black-knight = sur le tournoi, face visible ou cachée (cachée : piochez une carte Blanche). Quatre cartes Noires closent le tournoi.
card-rule-clairvoyance = regardez les 5 premières cartes Noires et remettez-les dans l'ordre voulu, sans en dire les valeurs.
card-rule-convocation = qui le veut revient à Camelot sans action ; chaque Chevalier à la Table Ronde pioche une carte Blanche, à partager.
card-rule-excalibur = l'épée recule d'une case vers l'oubli. Quête finie : +1 Engin de Siège.
card-rule-fate = chaque Chevalier vivant pioche une carte Blanche. Le Félon peut aussi s'en servir pour se révéler : les autres défaussent 2 cartes.
card-rule-guinevere = tous les Chevaliers rentrent à Camelot ; le tour finit sans Action héroïque.
card-rule-lancelot-dragon = sur Lancelot (valeur de gauche), puis sur le Dragon (valeur de droite). Cachée : piochez une carte Blanche. Cinq cartes closent la Quête.
card-rule-loyalty = gardez-la secrète. Accusé, vous la montrez. Le Félon gagne avec le Mal.
card-rule-mercenaries = un Guerrier picte ou saxon, au choix. Le 4e Guerrier fait perdre la guerre.
card-rule-messenger = donnez jusqu'à 3 cartes Blanches à un autre Chevalier, où qu'il soit.
card-rule-mordred = sur la guerre choisie : il faudra un second 5 pour la gagner.
card-rule-morgan-discard = un volontaire défausse 3 cartes Blanches, sinon chacun en défausse une.
card-rule-morgan-siege = +2 Engins de Siège.
card-rule-morgan-three = piochez et appliquez les 3 cartes Noires suivantes.
card-rule-picts = un Guerrier sur la guerre des Pictes. Le 4e fait perdre la guerre.
card-rule-reinforcement = vous piochez 4 cartes Blanches, ou chacun des autres en pioche une.
card-rule-saxons = un Guerrier sur la guerre des Saxons. Le 4e fait perdre la guerre.
card-rule-vivien = plus de Merlin, sous aucune forme, jusqu'à la prochaine Quête gagnée.
decision-black = Scannez la carte Noire piochée.
decision-black-morgan-three = Morgane : scannez la carte Noire { $morgan_three }/3.
decision-counter = Contrer cette carte Combat ?
decision-face = Carte Combat { NAME($quest, case: "to") } : face visible ou cachée ?
decision-kay = Sire Kay peut ajouter une carte Combat : scannez-la.
decision-reveal = { $knight } montre sa carte d'Allégeance : scannez-la.
decision-squire = Quel écuyer est adoubé ?
decision-traitor = Qui a la carte Félon ?
decision-war = { $card } : quelle guerre ?

## Stakes before questions: what each answer does (issue 23).
decision-counter-card = Contrer { $card } ?
stake-counter = Si on laisse faire, elle va sur sa Quête, face visible ou cachée.
stake-counter-warrior = Si on laisse faire, un Guerrier de plus { NAME($war, case: "on") } : { $warriors } sur 4{ $warriors ->
        [4] , la guerre est perdue : { $cost }.
       *[other] .
    }
stake-counter-card = Si on laisse faire, { $stake }
stake-grail = Boire : il revient à 4 Points, le Graal quitte le jeu. Sinon il meurt.
stake-reveal = Loyal : une Épée blanche passe côté noir. Félon : +1 Épée blanche, il est démasqué.
stake-volunteer = Personne : chaque Chevalier défausse 1 carte Blanche.
stake-war = { ID($card) ->
        [mordred] Il faudra un second 5 pour gagner cette guerre.
       *[other] Un Guerrier de plus sur cette guerre ; le 4e la fait perdre : { $cost }.
    }
stake-war-lost = { $swords ->
        [one] +{ $swords } Épée noire
       *[other] +{ $swords } Épées noires
    }, +{ $siege } Engins de Siège{ $there ->
        [-1] , −1 Point de Bravoure à chaque Chevalier présent
        [0] { "" }
        [one] , −1 Point de Bravoure au Chevalier présent
       *[other] , −1 Point de Bravoure à chacun des { $there } Chevaliers présents
    }
card-now-over = { $quest } est finie : +1 Engin de Siège.
card-now-desolation = chasse la carte Graal la plus éloignée, puis compte comme un Désespoir.
card-now-despair = sur la Quête du Saint Graal, au plus loin de la relique ; Quête pleine : chasse la carte Graal la plus éloignée.
card-now-dark-forest = plus de carte Graal sur la Quête tant qu'une autre Quête n'est pas gagnée.
card-now-excalibur = l'épée recule d'une case vers l'oubli.
ui-move-leaves = Partir { NAME($quest, case: "de") } défausse { $n ->
        [one] la carte Blanche posée
       *[other] les { $n } cartes Blanches posées
    }.
stake-special-heroism = Une Épée de plus pour le camp qui la finit.
stake-special-merlin = Un Engin de Siège, un Guerrier, ou la dernière carte Noire d'une Quête.
stake-special-messenger = Vous lui donnez jusqu'à 3 cartes Blanches.
option-piety-self = Moi : +3 Points
option-piety-others = Les autres : +1 chacun
option-reinforcement-self = Moi : 4 Blanches
option-reinforcement-others = Les autres : 1 chacun
ui-not-now-special = { $target } : pas avec cette carte maintenant.
effect-mists-of-avalon = Brumes d'Avalon
effect-vivien = Viviane
error-already-accused = Une seule accusation par Chevalier.
error-already-playing = Ce Chevalier joue déjà.
error-already-sacrificed = Un seul sacrifice par tour.
error-already-stolen = Le Félon ne tire qu'une carte Blanche à défausser par tour.
error-already-there = Vous y êtes déjà.
error-bad-roll = Le dé a huit faces : de 1 à 8.
error-breaks-combination = Cette valeur ne peut pas compléter la combinaison de la Quête.
error-breaks-combination-black-knight = Cette valeur ne peut pas compléter deux paires de valeurs différentes sur la Quête du Chevalier Noir.
error-breaks-combination-lancelot = Cette valeur ne peut pas compléter un full (un brelan et une paire de valeurs différentes) sur la Quête de Lancelot.
error-breaks-combination-dragon = Cette valeur ne peut pas compléter trois brelans de valeurs différentes sur la Quête du Dragon.
combination-black-knight = deux paires de valeurs différentes
combination-lancelot = un full (un brelan et une paire de valeurs différentes)
combination-dragon = trois brelans de valeurs différentes
ui-breaks-combination = Un Combat { $value } ne peut pas compléter { $combination } { NAME($quest, case: "on") }{ $count ->
    [0] { "" }
   *[other] { " " }(déjà posés : { $laid })
}.
error-breaks-sequence = Une Guerre se joue dans l'ordre : Combat 1, puis 2, 3, 4 et 5.
error-cannot-accuse = Ce Chevalier ne peut pas être accusé.
error-card-not-in-deck = Cette carte ne peut pas venir de la pioche Noire : vérifiez-la et scannez à nouveau.
error-dark-forest = Brocéliande : pas de carte Graal pour l'instant.
error-duplicate-knight = Un Chevalier est nommé deux fois.
error-no-armor = Seul le porteur de l'Armure de Lancelot pioche deux cartes Noires.
error-no-heroic-action = Faites d'abord une Action héroïque.
error-no-traitor-game = Partie sans Félon.
error-not-a-fight-card = Il faut une carte Combat ici.
error-not-a-grail-card = Il faut une carte Graal ici.
error-not-at-camelot = Seulement depuis Camelot.
error-not-identical = Il faut trois cartes identiques.
error-not-playing = Ce Chevalier n'est pas en jeu.
error-not-special = Ce n'est pas une carte Spéciale Blanche.
error-not-traitor = Ce Chevalier ne peut pas être le Félon.
error-nothing-to-remove = Il n'y a rien à retirer là.
error-quest-not-in-play = Cette Quête n'est plus en jeu.
error-same-action-twice = Pas deux fois la même action dans un tour.
error-single-card = Cette carte est unique : pas de soin avec elle.
error-solo-quest-taken = Quête solitaire : un autre Chevalier y est déjà.
error-table-full = Sept Chevaliers au plus.
error-unknown-knight = Chevalier inconnu.
error-unknown-place = Lieu inconnu.
error-vivien = Viviane règne : pas de Merlin.
error-wrong-card-colour = Ce n'est pas la bonne couleur de carte.
error-wrong-phase = Pas possible à ce moment du tour.
event-black-drawn-hidden = { "" }
knight-short-arthur = Arthur
knight-short-galahad = Galahad
knight-short-gawain = Gauvain
knight-short-kay = Kay
knight-short-palomides = Palomides
knight-short-percival = Perceval
knight-short-tristan = Tristan
ok-board = plateau
ok-fight = combattre
ok-new-game = nouvelle partie
ok-roll = lancer le dé
ok-start = commencer
option-counter-excalibur = Contrer : Excalibur
option-counter-merlin = Contrer : 3 cartes Merlin
option-counter-none = Laisser faire
option-face-down = Cachée : +1 Blanche
option-face-up = Face visible
option-fate-draw = Chacun pioche
option-fate-reveal = Je suis le Félon !
option-grail-grail = Boire au Saint Graal
option-grail-none = Ne pas boire
option-no-traitor = Sans Félon
option-nobody-has-cards = Personne n'a de carte
option-none = Personne
option-others = Tous les autres
option-reveal-loyal = Loyal
option-reveal-traitor = Félon
option-self = Moi-même
option-siege = Un Engin de Siège
option-squires = Variante Écuyers
phase-evil = Progression du Mal
phase-heroic = Action héroïque
phase-over = Partie terminée
phase-pending = Décision
phase-setup = Nouvelle partie
# The status strip in words, for a terminal too narrow for the frame (camelot sim).
swords-count = { $white } { $white ->
        [one] blanche
       *[other] blanches
    }, { $black } { $black ->
        [one] noire
       *[other] noires
    }
strip-text = Épées : { swords-count } · Engins : { $siege }/{ $lost } · { $knight } · { $phase }
reason-all-dead = Tous les Chevaliers sont morts.
reason-black-swords = Au moins sept Épées noires sur la Table Ronde.
reason-siege = Douze Engins de Siège : Camelot est tombée.
reason-swords = Au moins douze Épées sur la Table Ronde.
recap-lost = Quêtes perdues : { $quests }.
recap-none = aucune
recap-result-evil = Le Mal l'a emporté.
recap-result-knights = Les Chevaliers l'ont emporté.
recap-result-playing = La partie n'est pas finie.
recap-title = Partie { $game } : { NAME($knights, case: "acc") }
recap-turns = tours →
recap-won = Quêtes gagnées : { $quests }.
ui-armor = Armure de Lancelot : scannez la carte remise sous la pioche.
ui-die = Le dé donne { $value }.
ui-evil = Progression du Mal : choisissez.
ui-expect-black = Il faut la carte Noire piochée.
ui-expect-fight = Il faut une carte Combat.
ui-expect-loyalty = Il faut la carte d'Allégeance.
ui-expect-special = Il faut une carte Spéciale Blanche.
ui-expect-white = Il faut une carte Blanche.
ui-heal = Soin : scannez 3 cartes identiques ({ $count }/3).
ui-heroic = Action héroïque :
ui-heroic-done = Action faite. Finir le tour ?
ui-join = Qui rejoint la partie ?
ui-leave = Qui quitte la partie ?
ui-move = Aller où ?
ui-over-evil = Victoire du Mal.
ui-over-knights = Victoire des Chevaliers !
ui-play = Scannez la carte à jouer.
ui-roll-type = Résultat du dé ?
ui-rule = { $title } : { $rule }
ui-setup = Joueurs, sens horaire :
    .speech = Choisissez les joueurs dans l'ordre où ils sont assis, dans le sens des aiguilles d'une montre. Le Roi Arthur commence ; sans lui, le premier choisi.
ui-setup-chosen = { $count } { $count ->
        [one] Chevalier
       *[other] Chevaliers
    } (de 3 à 7) :
    .speech = { $count } { $count ->
        [one] Chevalier choisi
       *[other] Chevaliers choisis
    }, de 3 à 7. Continuez dans le sens des aiguilles d'une montre ; le Roi Arthur commence, sinon le premier choisi.
ui-setup-count = Il faut de 3 à 7 Chevaliers.
ui-siege = Engin de Siège : scannez vos cartes Combat.
ui-siege-ticks = Engin : cochez vos cartes Combat.
ui-special = Scannez la carte Spéciale.
ui-special-convocation = Qui revient à Camelot ?
ui-special-fate = Destinée :
ui-special-heroism = Héroïsme : quelle Quête ?
ui-special-merlin = Merlin : retirer quoi ?
ui-special-messenger = Messager : pour qui ?
ui-special-piety = Piété : pour qui ?
ui-special-reinforcement = Renforts : pour qui ?
ui-steal = Carte à défausser : qui ?
ui-table = Autour de la table :
error-already-at-camelot = Ce Chevalier est déjà à Camelot : nommez seulement ceux qui reviennent.
error-heroism-in-play = Héroïsme est déjà posé sur une Quête, jusqu'à ce qu'elle soit gagnée ou perdue.
error-no-siege-engine = Aucun Engin de Siège autour de Camelot : il n'y a rien à combattre.
error-not-heroic = Ce n'est pas une Action Héroïque.
error-traitor-has-no-card = Le Félon n'a pas de carte Blanche : il a défaussé sa main en se révélant.
event-black-laid-down-by-traitor = Posez la carte face cachée { NAME($quest, case: "on") } ({ $count } { $count ->
        [one] carte Noire
       *[other] cartes Noires
    }). Le Félon ne pioche pas de carte Blanche.

## Menus from the engine's lines, abandon (issue 17)
action-abandon = Abandonner la partie
ui-abandon = Abandonner cette partie ? Elle s'arrête sans vainqueur.
ui-abandon-yes = Oui, abandonner
ui-abandon-no = Non, continuer
ui-over-abandoned = Partie abandonnée, sans résultat.
reason-abandoned = RETOUR : la reprendre.
event-game-abandoned = Abandon.
ui-heroic-second = Seconde action :
ui-sacrifice-last = { $knight } n'a plus qu'un Point de Bravoure : s'il le sacrifie, il mourra après sa seconde action.
ui-sacrifice-last-yes = Sacrifier quand même
ui-sacrifice-last-no = Ne pas sacrifier
recap-result-abandoned = La partie a été abandonnée, sans résultat.
event-life-gained-many = { $knight } gagnent { $n } { $n ->
        [one] Point de Bravoure
       *[other] Points de Bravoure
    } chacun.
event-life-lost-many = { $knight } perdent { $n } { $n ->
        [one] Point de Bravoure
       *[other] Points de Bravoure
    } chacun.
event-knight-dies-many = { NAME($knight, case: "short") } meurent : défaussez leurs cartes, couchez leurs figurines.
event-turn-begins-arthur = Tour du Roi Arthur : il peut échanger une carte.
    .speech = Tour du Roi Arthur, { $life } { $life ->
            [one] Point de Bravoure
           *[other] Points de Bravoure
        } : il peut échanger une carte.
event-turn-begins-percival = Tour de Sire Perceval : il peut voir la carte Noire.
    .speech = Tour de Sire Perceval, { $life } { $life ->
            [one] Point de Bravoure
           *[other] Points de Bravoure
        } : il peut voir la carte Noire.
event-turn-begins-percival-armor = Tour de Sire Perceval : Armure, 2 cartes Noires.
    .speech = Tour de Sire Perceval, { $life } { $life ->
            [one] Point de Bravoure
           *[other] Points de Bravoure
        } : Armure, 2 cartes Noires.
event-undone-evil-life = Perte du Point de Bravoure annulée :
event-undone-evil-siege = Engin de Siège annulé :
event-undone-evil-black = Pioche Noire annulée :
event-undone-black-morgan-life = Morgane annulée :
event-undone-black-morgan-siege = Morgane annulée :
event-undone-black-picts = Carte Noire annulée :
event-undone-black-saxons = Carte Noire annulée :
event-quest-rewards = { COUNT($knights) ->
        [one] { NAME($knights, case: "short") } rentre à Camelot avec { $n } cartes Blanches{ $each ->
            [0] { "" }
            [one] { " " }et 1 Point de Bravoure
           *[other] { " " }et { $each } Points de Bravoure
        }.
       *[other] { NAME($knights, case: "short") } rentrent à Camelot : { $n } Blanches à partager, { $each ->
            [0] Points de Bravoure ({ $gains })
            [one] +1 Point de Bravoure chacun
           *[other] +{ $each } Points de Bravoure chacun
        }.
    }
event-black-laid-down-last = Posez-la face cachée, piochez une Blanche.
event-sixth-sword = 6 Épées : regardez votre Allégeance ; on peut accuser.
event-quest-won-final = { NAME($quest, case: "quest") } est { GENDER($quest) ->
        [feminine] gagnée
       *[other] gagné
    }.
event-quest-lost-final = { NAME($quest, case: "quest") } est { GENDER($quest) ->
        [feminine] perdue
       *[other] perdu
    }.
event-quest-rewards-relic = { COUNT($knights) ->
        [one] { NAME($holder, case: "short") }, { NAME($relic, case: "short") } sur son Blason, rentre à Camelot avec { $n } cartes Blanches{ $each ->
            [0] { "" }
            [one] { " " }et 1 Point de Bravoure
           *[other] { " " }et { $each } Points de Bravoure
        }.
       *[other] { NAME($holder, case: "short") } pose { NAME($relic, case: "short") } sur son Blason. { event-quest-rewards }
    }
event-decision-traitor = Douze Épées : révélez vos cartes d'Allégeance.
games-result = { $winner ->
        [evil] victoire du Mal
       *[knights] victoire des Chevaliers
    }{ $reason ->
        [black-swords] { " " }(au moins sept Épées noires)
        [siege] { " " }(douze Engins de Siège)
        [all-dead] { " " }(tous les Chevaliers morts)
        [swords] { " " }(douze Épées sur la Table Ronde)
       *[other] { "" }
    }
event-relic-lost-many = Dans la boîte, reliques perdues : { NAME($relic, case: "acc") }.
ui-not-now-end = Une action d'abord : la fin du tour vient après.
ui-not-now-here = Vous y êtes déjà.
ui-not-now-move = Ce lieu n'est pas ouvert maintenant.
ui-spend-counter-excalibur = Contrer avec Excalibur : elle est perdue pour de bon. OK confirme, RETOUR garde Excalibur.
ui-spend-grail-grail = Boire au Saint Graal : il est perdu pour de bon. OK confirme, RETOUR le garde.

## What moved on the table, said from the change of the public state (narration.py): one sentence a
## knight, then one a place. An undo says the same change read backwards.
say-knight = { NAME($knight) } : { $parts }.
say-joins = posez la figurine { NAME($place, case: "on") }, dé de Bravoure sur { $life }
say-leaves = retirez la figurine du jeu
say-dies = couchez la figurine, il est mort (sa carte d'Allégeance reste cachée)
say-lives = relevez la figurine { NAME($place, case: "on") }, dé de Bravoure sur { $life }, et reprenez ses cartes de la défausse
say-figure = { $undone ->
    [yes] ramenez la figurine
   *[no] posez la figurine
} { NAME($place, case: "on") }
say-life-up = { $n ->
    [one] +{ $n } Point de Bravoure
   *[other] +{ $n } Points de Bravoure
} (dé sur { $life })
say-life-down = { $n ->
    [one] −{ $n } Point de Bravoure
   *[other] −{ $n } Points de Bravoure
} (dé sur { $life })
say-relic-take = { $given ->
    [yes] prenez { NAME($relic, case: "acc") } { $giver }
    [back] reprenez { NAME($relic, case: "acc") } dans la boîte
   *[no] prenez { NAME($relic, case: "acc") }
}
say-relic-give = { $where ->
    [quest] remettez { NAME($relic, case: "acc") } sur sa Quête
    [lost] rangez { NAME($relic, case: "acc") } dans la boîte
    [used] rangez { NAME($relic, case: "acc") } dans la boîte
   *[other] défaussez { NAME($relic, case: "acc") }
}
say-traitor = { $on ->
    [yes] retournez la carte d'Allégeance : Traître
   *[no] reprenez la carte d'Allégeance face cachée
}
say-loyal = { $on ->
    [yes] carte d'Allégeance montrée : Loyal
   *[no] reprenez la carte d'Allégeance face cachée
}
say-accused = { $on ->
    [yes] accusé
   *[no] n'est plus accusé
}
say-squire = { $on ->
    [yes] prenez l'Écuyer
   *[no] rendez l'Écuyer
}
say-round-table = Table Ronde : { $parts }.
say-swords-turned = { $side ->
    [black] { $n ->
        [one] retournez { $n } Épée blanche côté noir
       *[other] retournez { $n } Épées blanches côté noir
    }
   *[white] { $n ->
        [one] remettez l'Épée côté blanc
       *[other] remettez les { $n } Épées côté blanc
    }
}
say-swords = { $up ->
    [yes] posez { $n ->
        [one] { $n } Épée
       *[other] { $n } Épées
    }
   *[no] retirez { $n ->
        [one] { $n } Épée
       *[other] { $n } Épées
    }
} { $colour ->
    [white] { $n ->
        [one] blanche
       *[other] blanches
    }
   *[black] { $n ->
        [one] noire
       *[other] noires
    }
}
say-siege = Camelot : { $up ->
    [yes] posez { $n ->
        [one] { $n } Engin de Siège
       *[other] { $n } Engins de Siège
    }
   *[no] retirez { $n ->
        [one] { $n } Engin de Siège
       *[other] { $n } Engins de Siège
    }
} ({ $total } en tout).
say-quest = { NAME($quest) } : { $parts }.
say-white-cards = { $up ->
    [yes] { $undone ->
        [yes] { $n ->
            [one] remettez la carte Blanche, reprise de la défausse
           *[other] remettez les { $n } cartes Blanches, reprises de la défausse
        }
       *[no] { $n ->
            [one] posez { $n } carte Blanche
           *[other] posez { $n } cartes Blanches
        }
    }
   *[no] { $undone ->
        [yes] { $n ->
            [one] reprenez en main la carte Blanche
           *[other] reprenez en main les { $n } cartes Blanches
        }
       *[no] { $n ->
            [one] défaussez { $n } carte Blanche
           *[other] défaussez { $n } cartes Blanches
        }
    }
}
say-black-cards = { $up ->
    [yes] { $undone ->
       *[no] { $n ->
            [one] posez { $n } carte Noire
           *[other] posez { $n } cartes Noires
        }
        [yes] { $n ->
            [one] remettez la carte Noire, reprise de la défausse
           *[other] remettez les { $n } cartes Noires, reprises de la défausse
        }
    }
   *[no] { $where ->
        [deck] { $n ->
            [one] reposez la carte Noire sur la pioche Noire
           *[other] reposez les { $n } cartes Noires sur la pioche Noire
        }
        [hand] { $n ->
            [one] reprenez la carte Noire en main, elle attend de nouveau
           *[other] reprenez les { $n } cartes Noires en main
        }
       *[discard] { $n ->
            [one] défaussez { $n } carte Noire
           *[other] défaussez { $n } cartes Noires
        }
    }
}
say-black-turned = { $up ->
    [yes] { $n ->
        [one] retournez { $n } carte Noire face visible
       *[other] retournez { $n } cartes Noires face visible
    }
   *[no] { $n ->
        [one] retournez { $n } carte Noire face cachée
       *[other] retournez { $n } cartes Noires face cachée
    }
}
say-warriors = { $up ->
    [yes] posez { $n ->
        [one] { $n } Guerrier
       *[other] { $n } Guerriers
    }
   *[no] retirez { $n ->
        [one] { $n } Guerrier
       *[other] { $n } Guerriers
    }
} ({ $total } sur 4)
say-grail = { $up ->
    [yes] { $undone ->
        [yes] remettez { $n ->
            [one] { $n } carte Graal, reprise
           *[other] { $n } cartes Graal, reprises
        } de la défausse
       *[no] posez { $n ->
            [one] { $n } carte Graal
           *[other] { $n } cartes Graal
        }
    }
   *[no] reprenez { $n ->
        [one] { $n } carte Graal
       *[other] { $n } cartes Graal
    }
} ({ $total } sur 7)
say-despair = { $up ->
    [yes] { $undone ->
        [yes] remettez de la défausse
       *[no] posez
    }
   *[no] retirez
} { $n ->
    [0] { "" }
    [one] { $n } carte Désespoir
   *[other] { $n } cartes Désespoir
}{ $n ->
    [0] { "" }
   *[other] { $desolation ->
        [0] { "" }
       *[other] { " " }et{ " " }
    }
}{ $desolation ->
    [0] { "" }
    [one] { $desolation } carte Désolation
   *[other] { $desolation } cartes Désolation
}
say-excalibur-steps = { $toward ->
    [knights] avancez
   *[lake] reculez
} Excalibur de { $n ->
    [one] { $n } case
   *[other] { $n } cases
} { $toward ->
    [knights] vers les Chevaliers
   *[lake] vers le lac
} (position { $position })
say-mordred = { $on ->
    [yes] posez Mordred
   *[no] retirez Mordred
}
say-dark-forest = { $on ->
    [yes] { $undone ->
        [yes] remettez Brocéliande sur le Saint Graal, reprise de la défausse
       *[no] posez Brocéliande sur le Saint Graal
    }
   *[no] retirez Brocéliande
}
say-times-won = { $up ->
    [yes] +1 victoire
   *[no] retirez la victoire
} ({ $total })
say-times-lost = { $up ->
    [yes] +1 défaite
   *[no] retirez la défaite
} ({ $total })
say-status = { $status ->
    [active] { $undone ->
        [yes] la Quête est de nouveau en cours
       *[no] la Quête commence
    }
    [waiting] la Quête attend de nouveau
    [won] gagnée
   *[lost] perdue
}
say-effect-on = { $undone ->
    [yes] { $card } : reprenez la carte de la défausse et remettez-la à côté du plateau, son effet dure de nouveau
   *[no] { $card } : posez la carte à côté du plateau, son effet dure
}
say-effect-off = { $undone ->
    [yes] { $card } : retirez la carte, son effet cesse
   *[no] { $card } : défaussez la carte, son effet cesse
}
say-black-deck = Pioche Noire : { $up ->
    [yes] { $undone ->
        [yes] reposez { $n ->
            [one] la carte
           *[other] les { $n } cartes
        } dessus
       *[no] { $n ->
            [one] { $n } carte de plus
           *[other] { $n } cartes de plus
        }
    }
   *[no] { $n ->
        [one] { $n } carte piochée
       *[other] { $n } cartes piochées
    }
}{ $up ->
    [yes] { " " }({ $total } restent)
   *[no] { "" }
}.
event-quest-reveal = Mélangez et révélez les cartes Noires.

## The setup guide after `new` (narration.setup_pages; rulebook « Mise en place », pp 6-7), a page a step.
setup-boards = Mise en place : dépliez Camelot ; autour, Quêtes d'Excalibur, du Graal, de Lancelot (côté Lancelot).
setup-relics = Posez Excalibur, le Graal et l'Armure de Lancelot sur leurs Quêtes.
setup-reserve = Engins de Siège, Saxons, Pictes et Épées : en réserve, à côté du plateau.
setup-black-deck = Mélangez les cartes Noires et posez la pioche devant Camelot.
setup-merlin = Donnez une carte Merlin à chaque Chevalier.
setup-white-cards = Mélangez les Blanches : 5 à chacun, le reste en pioche devant Camelot.
setup-allegiance = { $three ->
    [yes] Mélangez les 8 cartes d'Allégeance : une face cachée à chacun, sous son Blason, sans la regarder.
   *[no] Mélangez les 8 cartes d'Allégeance : une face cachée à chacun, qui la regarde en secret.
}
setup-allegiance-three = À trois, personne ne regarde sa carte avant 6 Épées sur la Table Ronde : la boîte le dira.
setup-allegiance-rest = { $three ->
    [yes] Rangez les { $rest } autres dans la boîte, face cachée, sans les regarder.
   *[no] Chacun glisse la sienne sous son Blason. { $rest ->
        [one] Rangez la dernière dans la boîte sans la regarder.
       *[other] Rangez les { $rest } autres dans la boîte sans les regarder.
    }
}
setup-allegiance-no-traitor = Partie sans Félon : retirez la carte Félon.
setup-allegiance-loyal = Chacun prend une carte Loyal, face visible, pour se rappeler comment gagner.
setup-life = Chacun pose son Blason devant lui et son dé sur 4 Points de Bravoure.
setup-figures = Posez les figurines à leurs fauteuils de la Table Ronde.

## Ce que RETOUR propose de reprendre (issue 32) : « Reprendre : déplacement de Sire Kay ? »
act-evil = Progression du Mal
act-black = carte Noire
act-steal = tirage du Félon
act-move = déplacement
act-play = carte jouée
act-draw = pioche
act-siege = combat contre l'Engin de Siège
act-roll = lancer
act-special = carte Spéciale
act-heal = soin
act-accuse = accusation
act-reveal = carte d'Allégeance
act-sacrifice = sacrifice
act-join = arrivée du Chevalier
act-leave = départ du Chevalier
act-reshuffle = mélange de la pioche Blanche
setup-first-cards = Chacun pose une carte Blanche de sa main, face visible, sur la Table Ronde ; partagez-les.

## What an undo says back that the board does not show (undo.py): cards drawn into hands, or discarded
## from them, by the line taken back.
back-traitor-steals = { $knight } reprend de la défausse la carte Blanche que le Félon lui a tirée.
back-draw-white = { $n ->
    [one] { $knight } repose sur la pioche Blanche la carte Blanche piochée.
   *[other] { $knight } repose sur la pioche Blanche les { $n } cartes Blanches piochées.
}
back-black-laid-down = { $knight } repose sur la pioche Blanche la carte Blanche piochée.
back-fate = Destinée : { NAME($knights, case: "acc") } { COUNT($knights) ->
    [one] repose
   *[other] reposent chacun
} sur la pioche Blanche la carte Blanche piochée.
back-fate-reveal = Destinée : { NAME($knight, case: "acc") } reprend sa main de la défausse et retourne son Blason côté Chevalier ; les autres reprennent chacun les 2 cartes Blanches défaussées.
back-traitor-unmasked = { $knight } reprend sa main de la défausse et retourne son Blason côté Chevalier.
back-reinforcement-self = Renforts : { NAME($knight, case: "acc") } repose sur la pioche Blanche les 4 cartes Blanches piochées.
back-reinforcement-others = Renforts : chaque autre Chevalier repose sur la pioche Blanche la carte Blanche piochée.
back-convocation = Convocation : { NAME($at_camelot, case: "acc") } { COUNT($at_camelot) ->
    [one] repose
   *[other] reposent chacun
} sur la pioche Blanche la carte Blanche piochée.
back-white-cards-to-share = { COUNT($knights) ->
    [one] { $knights } repose sur la pioche Blanche les { $n } cartes Blanches piochées.
   *[other] Reposez sur la pioche Blanche les { $n } cartes Blanches que { NAME($knights, case: "acc") } se sont partagées.
}
back-morgan-discard = Morgane : { NAME($knight, case: "acc") } reprend en main les 3 cartes Blanches défaussées.
back-morgan-discard-none = Morgane : chaque Chevalier reprend en main la carte Blanche qu'il a défaussée.
back-morgan-sacrifice-none = Morgane : chaque Chevalier reprend en main la carte Blanche qu'il a défaussée.
back-countered-merlin = Reprenez en main les trois cartes Merlin ; { $card } attend de nouveau.
back-messenger = Messager : { NAME($to, case: "acc") } rend { NAME($knight, case: "a") } les cartes Blanches reçues.
back-healed = { $knight } reprend en main les 3 cartes défaussées.
back-siege-won = { $knight } reprend de la défausse les cartes Combat jouées contre l'Engin de Siège.
back-siege-lost = { $knight } reprend de la défausse les cartes Combat jouées contre l'Engin de Siège.
back-white-played = { $from ->
    [discard] { $knight } reprend en main, de la défausse, la carte Combat { $value } qu'il avait posée { NAME($quest, case: "on") }.
   *[quest] { $knight } reprend en main la carte Combat { $value } posée { NAME($quest, case: "on") }.
}
back-kay-fights = Sire Kay reprend en main { $card }.
back-morgan-three = Morgane : reposez sur la pioche Noire les cartes Noires déjà piochées pour elle.
ui-over-evil-traitor = { $known ->
    [yes] Victoire du Mal et du Félon, { $knight }.
   *[no] Victoire du Mal, et du Félon s'il était en jeu.
}

## A seat's rights and the prices said before they are paid (phones as whole seats).
rights-accuse-price = Accuser { $knight } ? Félon : +1 Épée blanche. Loyal : { $white ->
        [0] rien, pas d'Épée blanche
       *[other] 1 Épée blanche au noir
    }.
hand-play = Quelle carte jouer ? Ou scannez-la.
hand-special = Quelle carte Spéciale ? Ou scannez-la.
hand-fight = Quelle carte Combat ?
hand-add-fight = Choisir une carte Combat
hand-tick-fights = Cocher les cartes Combat
hand-heal-three = 3 × { $card }
hand-heal = Soin : 3 cartes identiques, lesquelles ? Ou scannez-les.
