### The phone page's own words: its frame (companion/web/static/app.js, seat.js) and the few every game's
### renderer shares (`page.no-game`, `page.recap`); each game's are in its table wing's locale/page.LANG.ftl.
### An id's underscores are the page's dots (`page_log_empty` is the page's `page.log.empty`). The server
### serves each message as a template whose `{name}` the page fills (companion/web/page_words.py):
### keep them plain text and variables, a plural would show its default form.

page_switch = English
page_live = En direct
page_offline = Connexion perdue : nouvel essai…
page_no-game = Pas de partie en cours. Elle apparaîtra ici dès que la boîte la commence.
page_asks = La boîte demande
page_log = Derniers événements
page_log_empty = Rien encore.
page_recap = Récapitulatif de la partie
page_notice = Journal de la boîte :
page_journal_unreadable = Le journal de la boîte ({ $file }) ne peut pas être lu : la page ne peut montrer aucune partie. La boîte le garde tel quel et continue avec un journal de secours.
page_journal_damaged = Le journal de la boîte ({ $file }) est abîmé : la partie est montrée jusqu'à la dernière ligne intacte, d'où la boîte repart.
page_journal_newer = Le journal de la boîte ({ $file }) a été écrit par une version plus récente de la boîte : cette page ne peut pas le montrer.
page_journal_spare = La boîte joue dans son journal de secours ({ $file }) : son journal habituel ne peut pas servir.
page_says = La boîte dit
page_loading = Connexion à la boîte…

## Pairing a phone (companion/web/static/pair.html).
pair_title = Jouer depuis ce téléphone
pair_help = Tapez le code que montre la boîte (valable 2 minutes).
pair_code = Code :
pair_look = Voir les places
pair_name = Votre prénom :
pair_take = Prendre cette place

## A phone paired as a seat (companion/web/static/seat.js).
seat_back = ← Retour
seat_at-box = sur la boîte
seat_scan = Scannez la carte sur la boîte.
seat_no-answer = La boîte n'a pas répondu : regardez si votre choix a été pris avant de toucher de nouveau.
seat_power = Votre pouvoir :
seat_your-turn = À vous : { $prompt }
# The box's own buttons, as its words name them: a sentence of the box's that starts with one of them is about
# its buttons, and is left out on a phone (« OK confirme, RETOUR le garde. »). Separated by spaces.
seat_box-keys = OK RETOUR
seat_confirm = Confirmer : { $what }
seat_sure = { $what } : c'est sans retour. Confirmer ?
seat_yes = Oui : { $what }
seat_cancel = Non, revenir
seat_rule = La règle : { $what }
# A lesson a step of the story brought (teaching mode): the box's rule card, apart from who answered.
seat_lesson = Règle du jeu :
seat_later = Pas maintenant ({ $n })
page_recap_alt = Le récapitulatif de la partie en image ; le résultat est écrit au-dessus, chaque événement dans les derniers événements.
seat_box-question = Question commencée sur la boîte :
seat_undone = Votre coup a été repris :
seat_phone = (téléphone)
