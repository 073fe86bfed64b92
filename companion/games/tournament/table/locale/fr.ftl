# Camelot de Reiner Knizia : les mots de la table, en français (vocabulaire du livret de règles).
# Les variables $colour, $card, $mine, $theirs arrivent déjà traduites (messages colour-* et card-*
# ci-dessous, noms des cartes dans data/cards.json) ; les listes arrivent déjà jointes.

## Couleurs (« Survol des règles »)
colour-purple = violet
colour-red = rouge
colour-blue = bleu
colour-yellow = jaune
colour-green = vert
colour-shield = Bouclier
colour-stunned = Assommé

## Événements
event-game-started = Nouvelle partie de Camelot à { $players } joueurs : { $names }. Il faut { $tokens_to_win } jetons de couleurs différentes pour gagner.
event-tournament-begins = Tournoi { $tournament } : { $name } choisit la couleur{ $no_purple ->
    [true] {" "}(pas violet : le tournoi précédent a fini violet)
   *[false] {""}
}.
event-colour-named = { $name } annonce un tournoi { $colour }.
event-starter-passes = { $name } n'a que des cartes d'action : c'est { $starter_name } qui débute le tournoi.
event-turn-begins = { $opening ->
    [true] À { $name } : piochez une carte et débutez le tournoi { $colour } (d'abord une carte de cette couleur ou de soutien)
   *[false] À { $name } : piochez une carte et jouez
}{ $stunned ->
    [true] {" "}(Assommé : une seule carte sur son personnage ce tour)
   *[false] {""}
}.
event-card-laid = { $name } pose { $card } : total { $total }.
event-action-played = { $name } joue { $card }.
event-colour-changed = Le tournoi devient { $colour }. { $totals }
event-cards-discarded = { $name } défausse { $cards } (total { ELIDE("de", $name) } : { $total }).
event-card-taken = { $name } prend { $card } à { $target_name } (total { ELIDE("de", $name) } : { $total }).
event-card-back-to-hand = { $name } reprend { $card } en main : total { $total }.
event-knock-down = { $name } pioche une carte au hasard dans la main { ELIDE("de", $target_name) }.
event-cards-swapped = { $name } échange { $mine } contre { $theirs } { ELIDE("de", $target_name) }. { $name } : { $total }, { $target_name } : { $target_total }.
event-shield-laid = { $name } pose le Bouclier : les cartes d'action des adversaires n'ont plus d'effet sur son personnage.
event-stunned-laid = { $name } pose Assommé devant { $target_name } : une seule carte sur son personnage par tour.
event-action-cancelled = { $name } joue LANCELOT : la carte d'action est annulée.
event-decision = { $decision ->
    [lose-token] { $name } abandonne avec une dame : quel jeton rendre ? { $options }
    [token] { $name } gagne un tournoi violet : quelle couleur de jeton prendre ? { $options }
   *[adapt] Adaptation : { $name } garde une seule carte de valeur { $value }. Laquelle ? { $options }
}
event-token-lost = { $name } rend son jeton { $colour }.
event-turn-ends = { $name } : { $total }
event-withdrew = { $name } abandonne{ $discarded ->
    [0] {""}
    [one] {" "}: défaussez la carte de son personnage
   *[other] {" "}: défaussez les { $discarded } cartes de son personnage
}{ $maiden ->
    [true] { $owned ->
        [0] {" "}(une dame y était ; pas de jeton à rendre)
        [1] {" "}(une dame y était : il rend son jeton { $colour })
       *[other] {" "}(une dame y était : il rend un de ses jetons)
    }
   *[false] {""}
}.
event-tournament-won = { $name } gagne le tournoi { $tournament } ({ $colour }) avec { $total }.
event-token-already-owned = { $name } a déjà le jeton { $colour } : rien de plus.
event-token-won = { $name } prend un jeton { $colour }.
event-game-won = { $name } gagne la partie avec les jetons { $tokens } !
event-undone = { $taken ->
    [card] Annulé : reprenez { $card } en main. À { $name } de jouer.
    [their-card] Annulé : { $target_name }, reprenez { $card } en main. À { $name } de jouer.
   *[none] Annulé. À { $name } de jouer.
}

## Refus (le code stable entre parenthèses dans les journaux)
refusal-no-game = Aucune partie en cours : choisissez « Camelot (tournois) » au menu des jeux.
refusal-game-over = La partie est finie : annulez, ou commencez-en une autre.
refusal-unknown-command = Commande inconnue.
refusal-bad-arguments = Cette commande ne s'écrit pas ainsi.
refusal-unknown-card = Cette carte n'existe pas dans ce jeu.
refusal-unknown-seat = Il n'y a pas de joueur à cette place.
refusal-not-now = Pas maintenant.
refusal-purple-again = Le tournoi précédent a fini violet : choisissez une autre couleur.
refusal-opening-turn = Pour débuter le tournoi, posez d'abord une carte de sa couleur ou une carte de soutien ; pas d'abandon pendant ce tour.
refusal-wrong-colour = Les cartes de couleur doivent être de la couleur du tournoi.
refusal-second-maiden = Une seule dame à la fois sur un personnage.
refusal-stunned = Assommé : une seule carte sur son personnage par tour.
refusal-no-copy-left = Tous les exemplaires de cette carte sont déjà sur la table.
refusal-shielded = Ce joueur a un Bouclier : cette carte n'a pas d'effet sur son personnage.
refusal-no-effect = Cette carte d'action n'aurait aucun effet : elle ne peut pas être jouée.
refusal-must-play = Pour rester dans le tournoi, il faut jouer au moins une carte ce tour, sinon abandonner.
refusal-not-highest = Le total doit dépasser celui de tous les autres joueurs : jouez encore ou abandonnez.
refusal-wrong-total = Ce n'est pas le total du personnage.
refusal-bad-choice = Ce choix n'est pas proposé.
refusal-nothing-to-cancel = Aucune carte d'action à annuler avec LANCELOT.
refusal-nothing-to-undo = Rien à annuler.
refusal-bad-bytes = Cette ligne n'est pas du texte lisible (UTF-8).

## Menus des boutons A, B, C (menus.py)
menu-colour = Tournoi { $colour }
menu-pass = Que des cartes d'action : passer
menu-end = Fin du tour : { $total }
menu-withdraw = Abandonner{ $cost ->
    [none] {""}
   *[other] {" "}(−1 jeton)
}
menu-choose = { $option }
menu-target = { $card } : { $what }

## Le bilan d'une partie (camelot recap)
recap-title = Partie { $game } : { $names }
recap-summary = Partie { $game } ({ $names }) : { $count ->
    [one] { $count } tournoi
   *[other] { $count } tournois
}.
recap-tournament = Tournoi { $tournament } ({ $colour }) : { $name } l'emporte avec { $total }{ $token ->
    [none] , sans jeton (déjà en sa possession)
   *[other] , jeton { $token }
}.
recap-tokens = Jetons { ELIDE("de", $name) } : { $tokens }.
recap-tokens-heading = Jetons
recap-tournaments-heading = Tournois
recap-none = aucun
recap-result-won = { $name } gagne la partie.
recap-result-playing = La partie n'est pas finie.

## La boîte : écran, boutons et voix (frontend.py, screen.py)
box-seat = Joueur { $n }
box-phase-setup = Camelot : nouvelle partie
box-setup = Combien de joueurs ?
box-players = { $n } joueurs
box-colour = { $name } : quelle couleur ?
box-colour-first = Annoncez d'abord la couleur du tournoi (A, B, C), ou scannez une carte de couleur.
box-turn = { $played ->
    [0] À { $name } ({ $total }) : scannez vos cartes.
   *[other] { $name } : une autre carte, ou OK.
}
box-target = { $slug ->
    [change-weapon] Le tournoi { $colour } devient ?
   *[other] { $card } : cible ?
}
box-lancelot = Qui joue LANCELOT ?
box-decision = { $decision ->
    [lose-token] { $name } : jeton à rendre ?
    [token] { $name } : quel jeton ?
   *[adapt] { $name } garde quel { $value } ?
}
box-answer-first = Répondez d'abord à la question (A, B, C).
box-no-card-now = Pas de carte à poser maintenant.
box-over = { $name } gagne la partie ! OK : nouvelle partie.
box-ok-end = fin : { $total }
box-ok-new-game = nouvelle partie
box-board = { $name } : { $total } { $marks }
    { $cards }
    Jetons : { $tokens }
box-section-players = Joueurs
box-section-display = Cartes posées
box-section-tokens = Jetons
box-board-player = { $name } : { $total } { $marks }
box-board-display = { $name } : { $cards }
box-board-tokens = { $name } : { $tokens }
box-no-token = aucun
box-mark-withdrawn = abandon
box-mark-shield = Bouclier
box-mark-stunned = Assommé
box-colour-short-purple = Violet
box-colour-short-red = Rouge
box-colour-short-blue = Bleu
box-colour-short-yellow = Jaune
box-colour-short-green = Vert
box-colour-short-none = ?
box-menu-board = Le tableau
sim-icons = Bandeau : la couleur du tournoi, puis le total de chaque joueur dans l'ordre des places (inversé : à lui de jouer ; – : a abandonné ; petit écu : Bouclier ; croix : Assommé ; un trait par jeton).

## Menus from the engine's lines, abandon (issue 17)
box-menu-abandon = Arrêter la partie
box-abandon = Arrêter cette partie, sans vainqueur ? (Pas l'abandon d'un tournoi.)
box-abandon-yes = Oui, l'arrêter
box-abandon-no = Non, continuer
box-over-abandoned = Partie arrêtée, sans vainqueur. OK : nouvelle partie ; RETOUR : la reprendre.
event-game-abandoned = Arrêt.
refusal-game-in-progress = Une partie est en cours : finissez-la ou arrêtez-la d'abord.
box-menu-more = Tableau, arrêter…
box-more = Le tableau, ou arrêter la partie ?
recap-result-abandoned = La partie a été arrêtée, sans vainqueur.
games-result = victoire { ELIDE("de", $name) }

## Ce qui a bougé sur la table, dit d'après le changement de l'état public (narration.py) ; une
## annulation dit le même changement à l'envers.
say-player = { $name } : { $parts }.
say-lay = posez { $cards } devant vous
say-put-back = remettez { $cards } devant vous
say-to-hand = reprenez { $cards } en main
say-discard = défaussez { $cards }
say-holding-on = posez la carte { $card } devant vous
say-holding-off = défaussez la carte { $card }
say-holding-hand = reprenez la carte { $card } en main
say-stunned-to-hand = reprenez en main la carte Assommé posée devant { $target }
say-swap-back = { $name } et { $other } : rééchangez { $mine } et { $theirs } ({ $mine } devant { $other }, { $theirs } devant { $name }).
say-withdrawn = se retire, défaussez ses cartes
say-back-in = revient dans le tournoi
say-token-take = prenez le jeton { $colour }
say-token-give = rendez le jeton { $colour }
say-colour = Le tournoi est de nouveau { $colour }.
say-no-colour = Le tournoi n'a pas encore de couleur.
say-knock-down-back = { $name } : rendez à { $target } la carte prise au hasard dans sa main.
say-draw-back = { $name } : reposez sur le talon la carte piochée.
say-displays-cleared = Défaussez les cartes des personnages{ $held ->
    [none] {""}
   *[other] , { $held }
}.
say-held-shield = le Bouclier { ELIDE("de", $name) }
say-held-stunned = l'Assommé devant { $name }
say-withdrew-last = { $name } abandonne{ $maiden ->
    [true] { $owned ->
        [0] {""}
        [1] {" "}(une dame y était : il rend son jeton { $colour })
       *[other] {" "}(une dame y était : il rend un de ses jetons)
    }
   *[false] {""}
}.

## Le guide de mise en place après `new` (narration.setup_pages ; règle « Préparation »), une page par étape.
setup-deal = Préparation : { $dealer } bat les cartes et en distribue 8 à chaque joueur.
setup-stock = Posez les autres cartes face cachée au milieu : c'est le talon. Les jetons à côté.
setup-first = { $name }, à gauche de celui qui a distribué, débute le premier tournoi.
setup-turn = À chaque tour : piochez une carte, jouez-en, ou abandonnez le tournoi.

## Ce que RETOUR propose de reprendre (issue 32) : « Reprendre : fin du tour de Marc ? »
act-colour = choix de la couleur
act-pass = passe
act-play = carte jouée
act-withdraw = retrait du tournoi

## A seat's rights and the prices said before they are paid (phones as whole seats).
rights-withdraw-price = Abandonner : { $cards ->
        [0] rien à défausser
        [one] 1 carte défaussée
       *[other] { $cards } cartes défaussées
    }{ $maiden ->
        [yes] , 1 jeton rendu (dame)
       *[no] {""}
    }, hors de ce tournoi.
hand-play = Jouer une carte
hand-which = Quelle carte ? Ou scannez-la.
hand-more = Cartes, tableau…
hand-more-prompt = Une carte, le tableau, ou arrêter ?
hand-display = Couleur ou soutien
hand-actions = Carte d'action

## Ce qu'un téléphone peut jouer hors de son tour
seats-out-of-turn-play = LANCELOT : annuler la carte d'action jouée
