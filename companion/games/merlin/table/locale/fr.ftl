# Merlin (Feld & Rieneck) : les mots de la table, en français (vocabulaire du livret de règles).
# Les couleurs s'accordent : colour-m (un drapeau noir), colour-mp (des drapeaux noirs), colour-f (la province noire).

## Couleurs des provinces
colour-m-black = noir
colour-m-grey = gris
colour-m-blue = bleu
colour-m-orange = orange
colour-m-purple = violet
colour-m-brown = marron
colour-mp-black = noirs
colour-mp-grey = gris
colour-mp-blue = bleus
colour-mp-orange = orange
colour-mp-purple = violets
colour-mp-brown = marron
colour-f-black = noire
colour-f-grey = grise
colour-f-blue = bleue
colour-f-orange = orange
colour-f-purple = violette
colour-f-brown = marron

## Pièces
piece-province = la province { $colour }
piece-shields = { $n } { $n ->
    [one] bouclier
   *[other] boucliers
} { $colour }
piece-flags = { $n } { $n ->
    [one] drapeau
   *[other] drapeaux
} { $colour }
piece-materials = { $n } { $n ->
    [one] matériau
   *[other] matériaux
} { $colour }
servant-lady = Dame d'honneur
servant-shield-bearer = Porte-bouclier
servant-builder = Maçon
servant-flag-bearer = Porte-drapeau
figure-knight = Chevalier
figure-merlin = Merlin
figure-lady = Dame d'honneur
figure-shield-bearer = Porte-bouclier
figure-builder = Maçon
figure-flag-bearer = Porte-drapeau
terrain-m = Montagne
terrain-w = Bois
terrain-l = Lac
terrain-M = Montagne avec tour
terrain-W = Bois avec tour
terrain-L = Lac avec tour
terrain-short-m = Montagne
terrain-short-w = Bois
terrain-short-l = Lac
terrain-short-M = Montagne, tour
terrain-short-W = Bois, tour
terrain-short-L = Lac, tour
terrain-letter-m = m
terrain-letter-w = b
terrain-letter-l = l
terrain-letter-M = M
terrain-letter-W = B
terrain-letter-L = L

## Cases de la piste d'actions (courtes : elles tiennent sur une ligne de menu)
space-province = Province { $colour }
space-province-short = Prov. { $colour }
space-vp-shields = PV boucliers
space-vp-flags = PV drapeaux
space-vp-materials = PV matériaux
space-vp-influence = PV influence
space-influence-shield = Infl. bouclier
space-influence-flag = Infl. drapeau
space-influence-material = Infl. matériau
space-influence-servant = Infl. serviteur
space-move-servant = Dépl. serv.
space-exchange = Échange
space-quests = Quête
space-excalibur = Excalibur
space-grail = Graal
space-build = Manoir

## The same spaces in a sentence (« avancez jusqu'à … », the board page): the rulebook's names whole
space-long-province = la province { $colour }
space-long-vp-shields = la case Points de victoire (Boucliers)
space-long-vp-flags = la case Points de victoire (Drapeaux)
space-long-vp-materials = la case Points de victoire (Matériaux)
space-long-vp-influence = la case Points de victoire (Influence)
space-long-influence-shield = la case Influence (Bouclier)
space-long-influence-flag = la case Influence (Drapeau)
space-long-influence-material = la case Influence (Matériau)
space-long-influence-servant = la case Influence (Serviteur)
space-long-move-servant = la case Déplacer 1 Serviteur
space-long-exchange = la case d'échange
space-long-quests = la case Quête
space-long-excalibur = la case Excalibur
space-long-grail = la case Graal
space-long-build = la case Manoir

## L'action de la case atteinte (menu A après le déplacement)
action-province = Placer un serviteur
action-vp-shields = Marquer les boucliers
action-vp-flags = Marquer les drapeaux
action-vp-materials = Marquer les matériaux
action-vp-influence = Marquer l'influence
action-influence-shield = Prendre un bouclier
action-influence-flag = Prendre un drapeau
action-influence-material = Prendre un matériau
action-influence-servant = Placer un serviteur
action-move-servant = Déplacer un serviteur
action-exchange = Échanger un objet
action-quests = Changer des cartes
action-excalibur = Prendre Excalibur
action-grail = Prendre le Graal
action-build = Construire un manoir

## Le menu des dés
move-label = { $figure ->
    [merlin] Merlin { $die }
   *[other] { $die }
}{ $arrow } { $space }
move-apple = { $die }>{ $value }
move-flip = { $die }>{ $value }
verb-move = Déplacer
verb-mirror = Miroir (drapeau)
verb-other = Action différente
verb-repel = Repousser (drapeau)
verb-staff = Bâton de Merlin
verb-place = Placer
verb-take = Prendre
verb-shift = Déplacer
verb-exchange = Échanger
verb-swap = Changer des cartes
verb-excalibur = Excalibur
verb-grail = Graal
verb-build = Construire
verb-score = Marquer
option-move-cw = Sens horaire ↻
option-move-ccw = Contresens ↺
option-move-flip = Retourner le dé
option-move-apple = Pomme
option-move-apple-value = Pomme : { $value }
option-move-die = Dé { $value }
option-move-chosen = { $head } : { $rest } ?
option-end-here = { $verb ->
    [build] Sans bonus
   *[other] Rien de plus
}
option-excalibur = Traître { $colour }
option-repel = Traîtres { $colour }
option-pay = Payer : matériau { $colour }
option-row = Rangée { $row }
option-column = Col. { $column } { $terrain }
option-bonus-shield = Bonus : bouclier
option-bonus-flag = Bonus : drapeau
option-bonus-influence = Bonus : influence
option-give = Donner : { $what }
option-get = Prendre : { $what }
option-kind-shield = bouclier
option-kind-flag = drapeau
option-kind-material = matériau
option-kind-influence = influence
option-swap = { $n ->
    [one] Changer { $n } carte
   *[other] Changer { $n } cartes
}
option-other = { $name } : { $space }

## Les questions d'un choix en cours (échange, manoir) et ce que chaque réponse donne
ask-exchange-kind = { $kind ->
    [shield] Quel bouclier
    [flag] Quel drapeau
   *[material] Quel matériau
} { $give ->
    [true] donner ?
   *[false] prendre ?
}
ask-exchange-for = Contre quel objet ?
ask-servant-where = { $servant } : où ?
ask-build-column = Rangée { $row } : colonne ?
ask-build-pay = En { $tile }, payer avec ?
ask-build-bonus = En { $tile } : quel bonus ?
ask-build-bonus-colour = { $kind ->
    [shield] Bouclier : couleur ?
    [flag] Drapeau : couleur ?
   *[influence] Influence : où ?
}
stake-servants = ({ $gains }).
stake-servant = { $servant } : { $gain }
stake-empty = rien à prendre ici
stake-evicts = renvoie celui { ELIDE("de", $name) } au château

## Le menu de la boîte
box-player-colour-blue = Bleu
box-player-colour-yellow = Jaune
box-player-colour-red = Rouge
box-player-colour-green = Vert
box-seat = Joueur { $n }
box-setup = Combien de joueurs ?
box-players = { $n } joueurs
box-phase-setup = Mise en place
box-phase-prepare = Préparation
box-phase-play = Tour
box-phase-pending = Question
box-phase-over = Fin
box-strip-round = Tour { $n }
box-ok-next = suite
box-ok-new-game = nouvelle partie
box-ok-end = fin du tour
box-ok-dice-set = dés posés
box-ok-abandon = abandonner
box-ok-provinces = provinces 1/{ $pages }
    .speech = OK : les provinces
box-wait = En attente.
box-abandoned = Partie abandonnée.
box-over = { $n ->
    [one] { $names } gagne avec { $score } points.
   *[other] Victoire partagée : { $names }, { $score } points.
}
box-grail = { $name } : le Graal où ?
box-grail-none = Aucune : partager
box-grail-option = { $province } : { $points } PV (pas { $without })
box-flag-option = { $colour } ({ $ability })
box-domain = Domaine { $row }{ $column } : { $laid }
box-domain-done = Domaine (M, B, L : tour) :
    { $rows }
box-terrain-expected = Posez une tuile Terrain (ou choisissez-la au menu).
box-traitor-expected = Posez une tuile Traître (ou choisissez sa couleur).
box-traitor-gone = { $colour } : aucun
box-domain-over = { $terrain } : les { $count } tuiles sont déjà posées, il n'en reste pas (Domaine à { $players } joueurs).
box-not-now-tile = Cette couleur n'est pas possible maintenant.
box-start-province = { $name } : province ?
box-start-flag = { $name } : drapeau ?
box-start-shield = { $name } : bouclier ?
box-start-material = { $name } : matériau ?
box-traitor = { $name } : traître { $n }/3 ?
box-roll-knight = { $name } : dé { $n }/3 ?
box-roll-merlin = { $name } : Merlin ?
box-roll-box = La boîte lance les dés ; posez les vôtres ainsi :
box-rolled = { $name } : { $knights }, Merlin { $merlin }
box-play-die = { $name } : { $number ->
        [1] 1er
       *[other] { $number }e
    } dé sur 4 ?
box-after-move = { $space } : action ?
box-scoring-next = Décompte après ce tour.
box-menu-modifiers = Pomme, drapeau…
box-modifiers = Pomme ou drapeau
box-menu-flags = Drapeaux, bâton
box-menu-more = Plus…
box-menu-end = Fin du tour
box-no-holdings-yet = Rien à vérifier avant le début de la partie.
box-menu-repel = Repousser (drapeau)
box-menu-board = Plateau
box-menu-holdings = Vérifier les boucliers
box-menu-abandon = Abandonner la partie
box-menu-action = Action
box-abandon-sure = Abandonner la partie sans résultat ? OK confirme, RETOUR annule.
box-quest-expected = Ce n'est pas une carte Quête.
box-quest-points = Quête { $card } : points ?
box-no-card-now = Pas de carte à poser maintenant.
box-unconfirmed = Plateau non vérifié : la boîte suit le plateau provisoire (premier menu de Merlin, page 2 : « Vérifier le plateau »).

## Ce que la table fait de ses mains
say-setup-board = Posez Merlin sur la case province du Dragon, Excalibur et le Graal sur le plateau ; 6 boucliers, 6 drapeaux et 6 matériaux dans chaque province.
say-setup-supply = Posez { $apples } pommes dans la réserve ; mélangez les 24 Traîtres faces cachées en trois piles.
say-setup-players = Chacun prend son château, 1 pomme, 3 Bâtons de Merlin, 7 compteurs d'Influence, 7 Manoirs, 4 Serviteurs, 3 dés et 1 dé de Merlin.
say-setup-quests = Distribuez 4 cartes Quête à chacun et posez-en 3 faces visibles ; donnez une tuile de Départ à chacun ; posez le Domaine rangée par rangée. La boîte demande chaque tuile du Domaine, puis les couleurs de chaque tuile de Départ.
say-setup-unconfirmed = Attention : la boîte suit un plateau provisoire, non vérifié (ordre des cases, couleurs des drapeaux, bordures). Vérifiez-le une fois sur la boîte : premier menu de Merlin, page 2, « Vérifier le plateau » ; il sert dès la partie suivante.
say-move-merlin = Déplacez Merlin de { $steps } { $direction ->
    [ccw] en sens inverse
   *[other] en sens horaire
} jusqu'à { $space }.
say-move-merlin-back = Ramenez Merlin de { $steps } { $direction ->
    [ccw] en sens inverse
   *[other] en sens horaire
} jusqu'à { $space }.
say-move-knight-back = { $name } : reculez votre Chevalier de { $steps } jusqu'à { $space }.
say-knight-start = { $name } : posez votre Chevalier sur { $space }.
say-knight-off = { $name } : reprenez votre Chevalier.
say-knight-mirror = { $name } : Chevalier en face, sur { $space }.
say-move-knight = { $name } : avancez votre Chevalier de { $steps }{ $direction ->
    [ccw] {" "}en sens inverse
   *[other] {""}
} jusqu'à { $space }.
say-quests-swapped = { $name } : défaussez { $n ->
    [one] { $n } carte Quête et piochez-en { $n }
   *[other] { $n } cartes Quête et piochez-en { $n }
} (présentoir puis révélez-en une, ou pioche).
say-player = { $name } : { $parts }.
say-take = prenez { $what }
say-take-back = reprenez { $what }
say-give = rendez { $what }
say-counter-put = posez { $n ->
    [one] { $n } compteur d'Influence
   *[other] { $n } compteurs d'Influence
} sur { $province }
say-counter-back = reprenez { $n ->
    [one] { $n } compteur
   *[other] { $n } compteurs
} de { $province }
say-servant-home = ramenez votre { $servant } au château
say-servant-to = placez votre { $servant } dans { $province }
say-manor = posez un manoir sur { $tile }
say-take-excalibur = prenez Excalibur
say-take-grail = prenez le Graal
say-take-grail-from = prenez le Graal à { $name }
say-take-excalibur-from = prenez Excalibur à { $name }
say-quest-done = Quête { $card } accomplie, défaussez-la
say-score = { $points ->
    [one] { $points } point
   *[other] { $points } points
} (total { $score })
say-score-back = { $direction ->
    [back] reculez
   *[up] avancez
} votre marqueur de score de { $steps } (total { $score })
say-apple-take = prenez { $n ->
    [one] { $n } pomme
   *[other] { $n } pommes
}
say-apple-back = remettez { $n ->
    [one] { $n } pomme
   *[other] { $n } pommes
} dans la réserve
say-staff = rangez 1 Bâton de Merlin
say-draw-quests = piochez { $n ->
    [one] { $n } carte Quête
   *[other] { $n } cartes Quête
} (présentoir puis révélez-en une, ou pioche)
say-discard-quests = défaussez { $n ->
    [one] { $n } carte Quête
   *[other] { $n } cartes Quête
}
say-traitors-drawn = { $n ->
    [one] { $n } traître
   *[other] { $n } traîtres
} au château ({ $colours })
say-traitors-gone = défaussez { $n ->
    [one] le traître
   *[other] les traîtres
} { $colours }
say-quest-reshuffle = La pioche de Quêtes est vide : mélangez la défausse.
say-traitor-reshuffle = Plus de Traîtres : mélangez la défausse en piles.
say-excalibur-back = Excalibur revient sur le plateau.
say-round-end = Tour { $round } : avancez le marqueur de tours ; { $name } prend le marqueur Premier joueur.
say-draw-traitors = Piochez chacun 3 Traîtres.
say-roll-again = Reprenez et lancez vos dés.
say-round-start = Tour { $round } : { $name } commence.
say-holdings-title = Avant le décompte, vérifiez :
say-none = aucun
say-no-shield = aucun bouclier
say-holdings = { $name } : { $shields } ; traîtres : { $traitors }{ $excalibur ->
    [true] {" ; "}Excalibur
   *[false] {""}
}{ $grail ->
    [true] {" ; "}le Graal
   *[false] {""}
} ; { $manors ->
    [one] { $manors } manoir
   *[other] { $manors } manoirs
}.
say-scoring-title = Décompte du tour { $round } :
say-scoring-grail = Le Graal tranche pour { $province }.
say-category-traitors = traîtres { $points }
say-category-excalibur = Excalibur { $points }
say-category-domain = Domaine { $points }
say-category-influence = influence { $points }
say-category-servants = serviteurs { $points }
say-scoring-player = { $name } : { $parts } = { $total } (score { $score }).
say-final-title = Fin de partie, bonus :
say-final-player = { $name } : pommes { $apples }, bâtons { $staffs }, objets { $items } = { $total } (score { $score }).

## La page du plateau
board-track = Tour { $round }, premier : { $first }. Merlin : { $merlin }. Chevaliers : { $knights }.
board-section-castles = Châteaux
board-section-provinces = Provinces
board-section-domain = Domaine et piste
board-domain = Domaine (M, B, L : tour) :
    { $rows }
    Manoirs : { $manors }
board-domain-not-laid = Domaine : pas encore posé.
board-section-track = Piste
board-section-domain-only = Domaine
board-castle = château
board-excalibur = Excalibur
board-grail = Graal
board-player = { $name } : { $score } pts ; dés { $dice }, Merlin { $merlin }
    Boucliers : { $shields }
    Drapeaux : { $flags }
    Matériaux : { $materials }
    Pommes { $apples }, bâtons { $staffs }, réserve { $reserve }, quêtes { $hand }
    Manoirs : { $manors }
    Traîtres : { $traitors } { $relics }
board-province = { $province } : { $shields } boucliers, { $flags } drapeaux, { $materials } matériaux. Influence { $influence }. Serviteurs { $servants }.

## Refus (le code du protocole → une phrase)
refusal-bad-domain = Ce Domaine ne va pas : 6 tuiles par rangée, le bon nombre de chaque terrain.
refusal-triple = Triple ou quadruple : relancez les quatre dés.
refusal-no-traitor-left = Plus de Traître de cette couleur dans les piles.
refusal-card-conflict = Cette carte est déjà décrite autrement.
refusal-must-move = Jouez d'abord un dé : on ne peut pas passer son tour.
refusal-already-moved = Vous avez déjà joué un dé ce tour.
refusal-no-such-die = Vous n'avez pas ce dé.
refusal-no-apple = Vous n'avez pas de pomme.
refusal-no-flag = Vous n'avez pas ce drapeau.
refusal-wrong-space = Cette action n'est pas celle de la case.
refusal-already-there = Ce serviteur est déjà dans cette province.
refusal-no-influence = Il faut un compteur d'Influence dans cette province.
refusal-none-left = La province n'en a plus.
refusal-not-in-province = Ce serviteur n'est pas dans une province.
refusal-not-neighbour = Cette province n'est pas voisine.
refusal-not-held = Vous n'avez pas cet objet.
refusal-no-traitor = Vous n'avez pas ce traître.
refusal-occupied = Cette tuile a déjà un manoir.
refusal-no-manor = Vos 7 manoirs sont construits.
refusal-material-not-allowed = Ce matériau ne peut pas payer cette tuile.
refusal-no-tower = Pas de tour sur cette tuile : pas de bonus.
refusal-no-counter = Plus de compteur dans votre réserve.
refusal-no-staff = Plus de Bâton de Merlin.
refusal-nothing-to-repeat = Le Bâton de Merlin refait l'action : ici, elle ne donnerait rien. Gardez-le (2 points à la fin).
refusal-need-points = Carte inconnue de la boîte : dites ses points.
refusal-wrong-points = Ce ne sont pas les points de cette carte.
refusal-not-met = Les conditions de cette carte ne sont pas remplies.
refusal-one-quest = Une seule Quête par tour (deux avec un drapeau Quête).
refusal-already-completed = Cette Quête est déjà accomplie : elle ne compte pas deux fois.
refusal-not-now = Pas maintenant.
refusal-not-supported = Pas encore : les modules viendront plus tard.
refusal-unknown-seat = Ce joueur n'existe pas.
refusal-bad-choice = Ce choix n'est pas proposé.
refusal-game-over = La partie est finie : lancez-en une autre.
refusal-game-in-progress = Une partie est déjà en cours : finissez-la ou abandonnez-la.
refusal-bad-arguments = Commande incomplète ou mal formée.

## Ce que les pièces ne montrent pas (événements du moteur)
event-undone = { $who ->
    [player] Coup annulé ({ $name }) :
   *[table] Annulé :
}
event-undone-end = Fin du tour annulée. De nouveau au tour { ELIDE("de", $name) }.
event-stock-empty = { $name } : rien à prendre, { $province } est vide.
event-no-counter-left = { $name } : plus de compteur d'Influence en réserve.
event-no-apple-left = Plus de pomme dans la réserve.
event-quest-none-left = { $name } : plus de carte Quête à piocher.
event-game-abandoned = Partie abandonnée.
event-flag-used = { $name } : drapeau « { $ability ->
    [repel] Repousser les Traîtres
    [quests] Cartes Quête
    [reverse] Contresens
    [flip] Retourner un dé
    [other] Action différente
   *[mirror] Miroir
} » joué.
event-points-scored = { $points ->
    [0] { $name } : 0 point, { $category ->
        [shields] aucun bouclier
        [flags] aucun drapeau
        [materials] aucun matériau
       *[influence] aucun compteur d'Influence
    } à compter.
   *[other] {""}
}
event-action-borrowed = { $name } fait l'action du Chevalier { ELIDE("de", $of_name) }.

## camelot enroll --game merlin : les cartes Quête décrites une fois
catalogue-start = { $left ->
    [0] Toutes les cartes Quête sont décrites.
   *[other] { $left } cartes Quête à décrire : leurs points, puis leurs conditions (flag-black, shield-any, material-grey, influence-blue, influence-any, lady-in-black, servant-in-black…). Entrée : passer la carte ; « fin » : arrêter.
}
catalogue-ask = { $card } (points et conditions) :{" "}
catalogue-refused = Refusé : { $reason }
catalogue-saved = Catalogue enregistré : { $count } cartes décrites.

## camelot board --game merlin : le plateau imprimé vérifié case par case
check-menu = Vérifier le plateau
check-question = { $what } : { $now } ? ({ $n }/{ $total })
check-fix = { $what } ?
check-box-border-upper = Bordure haute { $position }
check-box-border-lower = Bordure basse { $position }
check-fix-label = Corriger…
check-ok-keep = garder
check-ring = Province { $position } (horaire)
check-flag-of = Drapeau { $colour }
check-ability = { $ability ->
    [repel] Repousser les Traîtres
    [quests] Cartes Quête
    [reverse] Contresens
    [flip] Retourner un dé
    [other] Action différente
   *[mirror] Miroir
}
check-save-question = Tout est vérifié : enregistrer ce plateau pour les prochaines parties ?
check-ok-save = enregistrer
check-saved-box = Plateau vérifié et enregistré : les prochaines parties le suivent.
check-start = Vérifiez votre plateau imprimé : pour chaque question, Entrée si c'est juste, sinon tapez ce que montre le plateau.
check-ask = { $what } [{ $now }] :{" "}
check-unknown = Je ne connais pas ce mot. Possibles : { $allowed }
check-track = Piste d'actions, depuis la case province du Dragon (noire, case 1), dans le sens horaire :
check-space = Case { $n }
check-provinces = Provinces dans le sens horaire depuis la noire
check-flag = Drapeau { $colour } : son action (repel, quests, reverse, flip, other, mirror)
check-border-upper = Bordure supérieure, position { $position } : couleur du matériau
check-border-lower = Bordure inférieure, position { $position } : couleur du matériau
check-refused = Ce plateau ne correspond pas au livret, rien n'est enregistré : { $reason }
check-saved = Plateau vérifié, enregistré : { $path }
box-spend-flag = { $flag } : { $effect }. Le drapeau retourne à sa province. OK confirme, RETOUR le garde.
box-spend-flag-name = Drapeau { $colour } ({ $ability })
box-spend-effect-repel = les Traîtres { $colour } partent, sans bouclier
box-spend-effect-other = l'action { ELIDE("de", $name) } ({ $space })
box-spend-effect-mirror = votre Chevalier va sur la case opposée et en fait l'action
box-spend-staff = Bâton de Merlin : l'action de Merlin une seconde fois ; le bâton va dans la boîte (2 PV de moins en fin de partie). OK confirme, RETOUR le garde.
box-no-flag-now = Ni drapeau ni bâton utilisable maintenant.
box-no-action-now = Pas d'action sur cette case maintenant.
box-no-modifier-now = Ni pomme ni drapeau pour changer ce déplacement.
box-no-material-for-tile = Aucun de vos matériaux ne peut payer cette tuile.
box-not-now-option = Pas possible maintenant.
box-not-now-word = Pas possible maintenant avec ce qui est déjà choisi.

## Undo: the inverse moves of a line taken back (companion/core/narration.py)
say-servant-back = ramenez votre { $servant } au château
say-servant-back-to = ramenez votre { $servant } dans { $province }
say-manor-back = reprenez le manoir posé sur { $tile }
say-quest-undone = reprenez la Quête { $card } de la défausse
say-give-excalibur = reposez Excalibur sur le plateau
say-give-grail = rendez le Graal
say-give-excalibur-to = rendez Excalibur à { $name }
say-give-grail-to = rendez le Graal à { $name }
say-staff-back = reprenez 1 Bâton de Merlin
say-quests-from-discard = reprenez { $n ->
    [one] la carte Quête défaussée
   *[other] les { $n } cartes Quête défaussées
}
say-quests-to-deck = reposez { $n ->
    [one] la carte Quête piochée
   *[other] les { $n } cartes Quête piochées
} sur la pioche
say-traitors-back = remettez { $n ->
    [one] le traître
   *[other] les traîtres
} { $colours } dans la pile
say-swap-undone = { $name } : reposez { $n ->
    [one] la carte Quête piochée sur la pioche et reprenez celle défaussée
   *[other] les { $n } cartes Quête piochées sur la pioche et reprenez celles défaussées
}.
say-round-undone = Tour { $round } de nouveau : reculez le marqueur de tours{ $moved ->
    [true] {" ; "}rendez le marqueur Premier joueur à { $name }
   *[false] {""}
}{ $dice ->
    [true] {" ; "}reposez vos dés comme ils étaient
   *[false] {""}
}.
say-traitors-from-discard = reprenez { $n ->
    [one] le traître
   *[other] les traîtres
} { $colours } de la défausse
say-traitor-reshuffle-undone = Reprenez la pile de Traîtres mélangée : elle redevient la défausse.

## Les capacités des drapeaux, en bref (« Les Drapeaux en détails »)
ability-repel = Repousser
ability-quests = Quêtes
ability-reverse = Contresens
ability-flip = Retourner
ability-other = Autre action
ability-mirror = Miroir

## Ce que RETOUR propose de reprendre (issue 32) : « Reprendre : déplacement d'Anne ? »
act-domain = pose du Domaine
act-start = tuiles de départ
act-traitors = Traîtres
act-roll = dés
act-card = carte du catalogue
act-move = déplacement
act-quest = Quête
act-build = construction
act-take = prise
act-exchange = échange
act-swap = échange
act-excalibur = Excalibur
act-grail = Graal
act-staff = bâton de Merlin
act-repel = repousser
act-score = décompte
act-place = placement de serviteur
act-shift = déplacement de serviteur
act-mirror = drapeau miroir
act-other = action d'une autre case

## Résoudre une Quête sur le téléphone (ou la boîte) : les cartes du catalogue de la boîte remplies maintenant
box-menu-quest = Résoudre une Quête
box-quest-which = Quelle Quête résoudre ?
box-no-quest-now = Aucune carte Quête du catalogue de la boîte n'est remplie maintenant ; une autre se scanne à la boîte.
box-quest-card = { $points } PV : { $needs } ({ $card })
box-spend-effect-quest = une deuxième Quête, 2 PV de plus
need-any-shields = { $n } { $n ->
    [one] bouclier
   *[other] boucliers
} au choix
need-any-flags = { $n } { $n ->
    [one] drapeau
   *[other] drapeaux
} au choix
need-any-materials = { $n } { $n ->
    [one] matériau
   *[other] matériaux
} au choix
need-influence = { $n } Influence dans { $where }
need-one-province = une même province
need-servant = { $servant } dans { $province }
need-servants = { $n } { $n ->
    [one] serviteur
   *[other] serviteurs
} dans { $province }
