## Words every game shares: the journal's troubles, the simulator, generic menu and undo words.

list-and = et
error-bad-arguments = Commande incomplète ou mal formée.
error-decision-pending = Répondez d'abord à la question posée.
error-disk-full = Carte mémoire pleine : ce coup n'est pas enregistré. Libérez de la place.
error-game-in-progress = Une partie est déjà en cours.
error-game-over = La partie est finie : lancez-en une autre.
error-internal-error = Erreur interne sur cette entrée : rien n'a changé, la partie continue.
error-journal-busy = Journal occupé par un autre programme : réessayez.
error-journal-corrupt = Le journal est abîmé : ce coup n'est pas enregistré.
error-journal-io = Erreur de la carte mémoire : ce coup n'est pas enregistré.
error-journal-readonly = La carte mémoire refuse l'écriture : ce coup n'est pas enregistré.
error-no-decision = Rien n'attend cette réponse maintenant.
error-no-game = Pas de partie en cours.
error-not-an-option = Ce choix n'est pas proposé.
error-nothing-to-undo = Rien à annuler.
error-unknown = Refusé.
error-unknown-card = Carte inconnue.
error-unknown-tag = Carte inconnue : enregistrez-la d'abord.
error-unknown-verb = Commande inconnue.
error-unknown-command = Commande inconnue.
ok-close = fermer
ok-confirm = valider
ok-more = suite { $page }/{ $pages }
ok-none = aucune
recap-saved = Image enregistrée : { $path }
sim-accepted = ✓ accepté
sim-cards = Cartes attendues : { $cards }
sim-help = a b c : boutons · Entrée : OK (O : maintenu, le plateau) · u : RETOUR (U : maintenu) · nom de carte : la scanner · ligne du protocole : l'envoyer · v : voir ce que dit la boîte · ? : aide · q : quitter
sim-refused = ✗ refusé : { $reason }
sim-unknown = Je ne comprends pas « { $text } » (? pour l'aide).
sim-speech = Voix : { $text }
sim-speech-shown = Ce que dit la boîte s'affiche sous l'écran (v : le masquer).
sim-speech-hidden = Ce que dit la boîte ne s'affiche plus (v : le montrer).
ui-board-index = Plateau : quelle partie ?
ui-board-whole = Tout le plateau
names-question = Noms des { $n } joueurs ?
names-same = Même table : { $names }
names-pick = Choisir les noms
names-none = Sans noms
names-rest = Les autres : sans nom
names-seats = Siège { $seat } : qui ?
names-same-none = Même table
names-same-why = La boîte n'a pas encore vu de table de { $n } joueurs : choisissez les noms (B) ou jouez sans noms (C).
ui-nobody = personne
ui-unknown-card = Carte inconnue.
error-journal-locked = Un autre programme écrit déjà dans le journal : arrêtez-le d'abord.
error-journal-moved = Le journal a été modifié par un autre programme : ce coup n'est pas enregistré. Redémarrez la boîte.
error-bad-bytes = Ligne illisible (octets invalides) : elle est ignorée, la partie n'a pas changé.
error-control-character = Caractère de contrôle dans la ligne : séparez les mots par des espaces.
error-not-ascii = Caractère inconnu : les mots et les nombres s'écrivent en lettres et chiffres simples (roll 3, pas roll ³).
error-unknown-game = La boîte ne connaît pas ce jeu.
speech-missing = Les annonces vocales sont coupées : { $programs } n'est pas installé sur la boîte. La personne qui l'a installé peut ajouter { $packages } ; la partie continue en silence.

## Les outils en ligne de commande (doctor, replay, games, enroll, tags, recap) et les étiquettes des cartes.
tag-other-game = Cette carte est du jeu { $game } : ce n'est pas la partie en cours.
cli-cannot-read = impossible de lire { $path } : { $problem }
cli-no-hardware = pas de matériel Raspberry Pi ici : le simulateur dans le terminal démarre (camelot sim)
cli-web-address = la page du plateau pour les téléphones : { $address } (Ctrl-C l'arrête)
cli-web-missing = la page des téléphones a besoin de ses paquets ({ $package }) : « bash scripts/run » les installe ; sur une boîte installée, mettez « enabled = true » sous [web] dans la configuration puis relancez « sudo bash systemd/install.sh ».
cli-no-game = aucune partie dans le journal pour l'instant
cli-sim-page = les téléphones suivent la partie sur { $address } ; pour y prendre une place : OK tenu sur la boîte, OK pour la page suivante du plateau, puis A « Téléphones » (son code et son QR s'affichent)
cli-sim-no-page = la page des téléphones n'a pas pu être servie ({ $problem }) : la boîte joue sans eux
cli-sim-no-page-memory = avec --memory, rien n'est enregistré : la page des téléphones, qui lit le journal, n'est pas servie
sim-page = Téléphones : { $address } · pour une place, O, Entrée, puis a (« Téléphones »)
sim-pair-link = Code { $code } : { $link }
cli-sim-saved-in = les parties sont enregistrées dans { $path }
cli-sim-not-saved = rien n'a été enregistré cette fois
cli-sim-own-journal = { $configured } est le journal de la boîte installée (seul son service y écrit) : ce simulateur garde ses parties dans { $path }.
games-abandoned = partie { $id } abandonnée
games-resumed = la partie { $id } reprendra au prochain démarrage
games-row = { $id } · { $game } · { $status } · { $started } · { $commands ->
    [one] { $commands } commande
   *[other] { $commands } commandes
} · { $setup }{ $result }
games-row-damaged = { $id } · { $game } · abîmée : la fiche de cette partie ne se relit pas comme elle a été écrite (le fichier est gardé tel quel) · { $started } · { $setup }
games-row-unknown = { $id } · { $game } : un jeu que cette boîte ne connaît pas (écrit par une autre version ?) · { $started } · { $setup }
games-kind-as-read = « { $kind } »
games-status-playing = en cours
games-status-over = finie
games-status-abandoned = abandonnée
replay-rejected = ligne { $line } : « { $command } » refusé : { $message }
enroll-start = Cartes de { $game } : posez chaque carte sur le lecteur, l'une après l'autre. RETOUR reprend la dernière.
enroll-prompt = { $n }/{ $total } : { $card } (exemplaire { $copy } sur { $copies })
enroll-done = Les { $total } cartes ont leur étiquette.
enroll-enrolled = { $card } (exemplaire { $copy } sur { $copies }) enregistrée. Suivante : { $next }
enroll-already = Cette étiquette est déjà { $card } : mettez cette carte de côté. On attend toujours { $next }
enroll-other-deck = Cette étiquette est déjà sur { $card } du jeu { $game } : une étiquette ne va que sur une carte. Mettez cette carte de côté. On attend toujours { $next }
enroll-nothing-to-undo = Rien à reprendre. { $next }
enroll-took-back = Dernière carte reprise : { $card }. { $next }
enroll-stopped = Arrêté : relancez « camelot enroll --game { $kind } » pour reprendre où vous en étiez.
enroll-count = { $count ->
    [one] { $count } étiquette enregistrée.
   *[other] { $count } étiquettes enregistrées.
}
tags-usage = usage : camelot tags { $action } FICHIER [--game JEU]
tags-exported = { $count ->
    [one] { $count } étiquette écrite
   *[other] { $count } étiquettes écrites
} dans { $path } ({ $game }).
tags-imported = { $added } ajoutées, { $same } déjà connues, { $conflicts } en désaccord, { $elsewhere } refusées ({ $game }).
tags-conflict = { $uid } : ici { $ours }, dans le fichier { $theirs } (on garde { $ours })
tags-elsewhere = { $uid } : refusée, elle est déjà sur { $card } du jeu { $game } (une étiquette ne va que sur une carte)
tags-list-row = { $card } : { $count } / { $copies }
tags-list-total = { $count ->
    [one] { $count } étiquette
   *[other] { $count } étiquettes
} pour { $game } ({ $path }).
tags-refused-tag-already-enrolled = Cette étiquette est déjà enregistrée comme { $card }.
tags-refused-tag-in-other-deck = Cette étiquette est déjà sur { $card } du jeu { $game } : une étiquette ne va que sur une carte.
tags-refused-unknown-card = { $where } : aucune carte ne s'appelle « { $card } » dans ce jeu.
doctor-ok = ok
doctor-fail = À REVOIR
doctor-line = { $status }  { $part } : { $message }
doctor-part-configuration = configuration
doctor-part-board = carte Raspberry Pi
doctor-part-spi = SPI
doctor-part-card-reader = lecteur de cartes
doctor-part-i2c = I2C
doctor-part-screen = écran
doctor-part-pins = broches
doctor-part-speech = voix
doctor-part-card-tags = étiquettes des cartes
doctor-unchecked = Impossible de vérifier : { $problem }
doctor-config-default = Pas de fichier de configuration : les réglages par défaut de hw/wiring.md s'appliquent.
doctor-config-read = Lu : { $path }.
doctor-board-ok = { $model }.
doctor-board-not-pi = Cette machine n'est pas un Raspberry Pi : les pièces ci-dessous ne peuvent pas y être branchées.
doctor-reader-fake = Simulé (backend = "fake") : pas de lecteur à vérifier.
doctor-spi-missing = Le SPI est coupé ou absent : { $device } n'existe pas. Activez-le avec : sudo raspi-config nonint do_spi 0, puis redémarrez.
doctor-spi-ok = { $device } est là.
doctor-reader-silent = Le lecteur de cartes ne répond pas (son registre de version lit { $version }). Vérifiez ses sept fils avec hw/wiring.md : 3.3V, GND, SDA, SCK, MOSI, MISO, RST.
doctor-reader-other = Quelque chose répond sur { $device }, mais pas un MFRC522 (version { $version }).
doctor-reader-ok = Il répond : { $what }.
doctor-i2c-missing = L'I2C est coupé ou absent : { $bus } n'existe pas. Activez-le avec : sudo raspi-config nonint do_i2c 0, puis redémarrez.
doctor-i2c-ok = { $bus } est là.
doctor-screen-none = Pas d'écran configuré (display.model = "none").
doctor-screen-forbidden = Pas le droit d'ouvrir { $bus } : ajoutez l'utilisateur au groupe i2c.
doctor-screen-silent = Rien ne répond à l'adresse { $address } sur { $bus }. Vérifiez les fils de l'écran : VCC sur 3.3V (broche 1), GND (broche 9), SDA sur GPIO2 (broche 3), SCL sur GPIO3 (broche 5) ; certains écrans sont à 0x3D (display.i2c_address).
doctor-screen-ok = Quelque chose répond à { $address } sur { $bus } (l'écran { $model }).
doctor-pins-busy = Utilisées par un autre programme (si le service de la boîte tourne, arrêtez-le d'abord : sudo systemctl stop camelot) : { $pins }.
doctor-pins-free = Libres : { $pins }.
doctor-speech-on = activées (speech = true)
doctor-speech-off = coupées (speech = false)
doctor-speech-missing = Les annonces vocales sont { $state } ; { $count ->
    [one] { $programs } n'est pas installé
   *[other] { $programs } ne sont pas installés
} : sudo apt-get install { $install }.
doctor-speech-no-audio = Les annonces vocales sont activées, mais cet utilisateur n'est pas dans le groupe audio : aplay ne peut pas ouvrir la carte son. sudo usermod --append --groups audio $USER.
doctor-speech-ok = Les annonces vocales sont { $state } ; espeak-ng et aplay sont installés.
doctor-speech-no-card = Les annonces vocales sont { $state }, mais cette machine n'a pas de carte son : branchez une carte son USB, un écran HDMI avec haut-parleurs ou un amplificateur I2S (hw/bom.md).
doctor-missing-package = Le paquet Python { $package } n'est pas installé ici : il vient avec l'extra pi de la boîte (sudo bash systemd/install.sh sur le Pi, ou pip install ".[pi]").
doctor-tags-missing = { $game } : { $enrolled ->
    [one] { $enrolled } carte sur { $total } a son étiquette
   *[other] { $enrolled } cartes sur { $total } ont leur étiquette
} ({ $path }) : lancez { $command }.
doctor-tags-ok = { $game } : les { $total } cartes ont leur étiquette ({ $path }).
doctor-tags-none = { $game } : aucune carte n'a d'étiquette pour l'instant ({ $path }) ; pour y jouer avec les cartes, lancez { $command }.

ui-choose-game = Quel jeu ?
strip-choose = Nouvelle partie
ui-phone-page = Le plateau sur votre téléphone : { $address }
cli-no-board = { $game } n'a pas de plateau à vérifier.
cli-no-recap = { $game } ne dessine pas d'image d'une partie finie.

## La voix (companion/box/speech.py) : ce qu'elle dit autrement que l'écran ne l'écrit.
## Un message peut aussi porter son propre attribut `.speech`.
speech-choice = { $button } : { $label }
speech-more = OK : la suite
speech-ok = OK : { $label }
speech-not-now = { $label }, pas maintenant
speech-minus = moins
speech-over = sur
# « écrit = dit », un mot entier par ligne : la voix française lit Arthur et Mordred à l'anglaise.
speech-words =
    Arthur = Artur
    Mordred = Mordrède
    Pt = Point
    Pts = Points
    4e = quatrième
ui-not-now = Pas possible maintenant.
ui-new-game-sure = Nouvelle partie ? Ce résultat sera fermé.
ok-new-game-ask = nouvelle partie
ok-new-game-sure = oui, nouvelle partie
# An undo whose line moved no piece (core/narration.py).
undo-nothing = Rien n'a bougé sur la table.

## Les téléphones comme places (companion/box/seats.py, issue 24) : ce que la boîte répond à un téléphone.
seats-answered-by = { $name } (téléphone) :
# Said before a lesson a phone's answer brought (teaching mode): the rule is the box's, not that player's.
seats-lesson-after = Règle du jeu :
seats-pairing-closed = L'appairage est fermé : ouvrez « Téléphones » sur la boîte.
seats-new-game = Nouvelle partie sur la boîte : appairez de nouveau ce téléphone (ouvrez « Téléphones » sur la boîte pour un code).
seats-replaced = Un autre téléphone a pris cette place : pour la reprendre, appairez de nouveau ce téléphone.
seats-take-back = { $seat } (téléphone { ELIDE("de", $name) }) : le remplacer
seats-all-taken = Toutes les places ont leur téléphone. La vôtre ? Choisissez-la : ce téléphone remplacera l'ancien. Sinon, libérez-en une sur la boîte : « Téléphones », OK pour la liste, puis le bouton du joueur qui part.
seats-too-many-codes = Trop de codes faux : l'appairage est fermé. Rouvrez-le sur la boîte.
seats-wrong-code = Ce code n'est pas celui de la boîte : regardez l'écran de nouveau.
seats-seat-taken = Cette place a déjà son téléphone.
seats-no-such-seat = Cette place n'est pas dans la partie.
seats-bad-name = Ce prénom ne va pas : un seul mot, sans espace, 12 lettres au plus.
seats-not-paired = Ce téléphone n'est appairé à aucune place : appairez-le sur la boîte.
seats-too-many = Trop de demandes à la fois : attendez un instant.
seats-no-game = Aucune partie en cours sur la boîte.
seats-stale = La partie a bougé depuis ce que montrait votre écran : rien n'a été joué. Regardez de nouveau.
seats-redrawn = Le menu venait de changer sous votre doigt : rien n'a été joué. Regardez-le et touchez de nouveau.
seats-not-your-turn = Ce n'est pas à vous : c'est au tour { ELIDE("de", $name) }.
seats-waiting = Au tour { ELIDE("de", $name) }.
seats-nobody-now = Rien à décider pour l'instant : suivez la boîte.
seats-at-the-box = Cela se fait sur la boîte, pas au téléphone.
seats-no-such-choice = Ce choix n'existe pas (ou plus) : regardez de nouveau.
seats-bad-request = Demande incomprise.
seats-internal-error = La boîte n'a pas pu répondre : réessayez.
seats-bad-origin = Cette demande ne vient pas de la page de la boîte : refusée.
seats-not-json = Demande illisible : refusée.
seats-too-big = Demande trop longue : refusée.
# Une seule question par place, partagée par la boîte et le téléphone ; l'histoire de la partie (core/story.py).
seats-box-question = La boîte pose déjà une question à cette place : « { $question } ». Répondez-y ici, ou attendez.
seats-phone-at = { $name } choisit au téléphone : { $where }
seats-game-over = La partie est finie : le résultat est sur la boîte.
# L'écran « Téléphones » de la boîte quand un téléphone peut prendre une place (companion/box/pairing_screen.py).
pairing-caption = Code { $code } · { $minutes }:{ $seconds } · { $count ->
        [0] aucun téléphone
        [one] { $count } téléphone
       *[other] { $count } téléphones
    }
pairing-spoken = Pour jouer depuis un téléphone, scannez le code ou tapez { $code }.
pairing-paired = { $name } : { $seat }
pairing-none = Aucun téléphone appairé.
pairing-unpair = Retirer { $name }
pairing-closed-codes = Trop de codes faux : l'appairage est fermé. Quelqu'un a peut-être deviné.
pairing-replaced = { $seat } : { $new } reprend la place, le téléphone { ELIDE("de", $old) } ne compte plus.
pairing-expired = Le code a expiré.
pairing-ok-list = liste
pairing-ok-code = code
pairing-ok-new-code = nouveau code
pairing-place = place { $number }
seats-no-box = La boîte ne répond pas : est-elle allumée ? Le plateau reste visible.

## Une touche, un sens (issue 32) : RETOUR demande avant de reprendre, une touche sans effet le dit, les entrées du plateau.
undo-ask = Reprendre : { $act } { ELIDE("de", $name) } ?
undo-ask-table = Reprendre : { $act } ?
undo-ask-new = Reprendre : nouvelle partie ?
undo-ask-any = Reprendre le dernier coup ?
undo-ok = reprendre
speech-undo-keep = RETOUR : garder
undo-start-taken-back = Nouvelle partie reprise : rien n'a été joué.
act-any = le dernier coup
act-new = nouvelle partie
act-end = fin du tour
act-choose = réponse
act-abandon = arrêt de la partie
ui-ignored-mark = { $button } ✗
ui-ignored-wait = { $button } : rien, la page attend OK.
ui-ignored-empty = { $button } : rien ici.
ui-ignored-nothing = Rien à reprendre.
ui-board-phones-entry = Téléphones
ui-stop-game = Arrêter la partie
ui-stop-game-sure = Arrêter la partie ? Elle s'arrête sans vainqueur (RETOUR puis OK la reprend).
names-seated = { $name } : siège { $seat }
names-seated-again = { $name } est déjà au siège { $seat } : RETOUR reprend le dernier nom choisi.

## Le mode apprentissage (companion/core/lessons.py, companion/core/teaching.py).
ui-lesson-page = (règle p. { $page })
    .speech = { $last ->
        [none] (règle page { $first })
       *[other] (règle pages { $first } à { $last })
    }
ui-teach-entry = Première partie : { $on ->
    [yes] oui
   *[no] non
}
ui-teach-on = Première partie : la boîte explique chaque règle la première fois.
ui-teach-off = La boîte n'explique plus les règles.
ui-board-rules = Règles
