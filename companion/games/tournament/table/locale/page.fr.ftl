### The tournament's words on the phone page (its renderer, table/page.js).
### An id's underscores are the page's dots (`t_record_token` is the page's `t.record.token`). The server
### serves each message as a template whose `{name}` the page fills (companion/web/page_words.py):
### keep them plain text and variables, a plural would show its default form.

t_tournament = Tournoi { $n }
t_colour_none = couleur à choisir
t_colour_no-purple = pas violet (le tournoi précédent a fini violet)
t_names-colour = { $name } choisit la couleur du tournoi.
t_to-play = À { $name } de jouer : poser des cartes ou abandonner.
t_opening = À { $name } de débuter : d'abord une carte { $colour } ou une carte de soutien.
t_pending_lose-token = { $name } abandonne avec une dame : quel jeton rendre ? { $options }
t_pending_token = { $name } gagne un tournoi violet : quelle couleur de jeton prendre ? { $options }
t_pending_adapt = Adaptation : { $name } garde une seule carte de valeur { $value }. Laquelle ? { $options }
t_players = Les joueurs
t_total = Total
t_withdrawn = a abandonné
t_shield = Bouclier
t_stunned = Assommé
t_empty = aucune carte
t_tokens = Jetons
t_tokens_owned = Jetons : { $list }
t_tokens-to-win = Jetons pour gagner : { $n }
t_record = Les tournois
t_record_token = jeton { $colour }
t_record_none = Aucun tournoi terminé.
t_over = Partie terminée
t_winner = { $name } gagne la partie !
t_turn = Tour { $turn }
t_green-note = vert : chaque carte compte 1
t_record_win = { $name } avec { $total }

## A paired phone's buttons (companion/web/static/seat.js): what the tap does, by the line it sends.
seat_line_end = Fin du tour ({ $n })
seat_line_withdraw = Abandonner ce tournoi
