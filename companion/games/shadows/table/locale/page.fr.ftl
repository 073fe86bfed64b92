### Shadows over Camelot's words on the phone page (its renderer, table/page.js).
### An id's underscores are the page's dots (`page_grail_cups` is the page's `page.grail.cups`). The server
### serves each message as a template whose `{name}` the page fills (companion/web/page_words.py):
### keep them plain text and variables, a plural would show its default form.

page_turn = Tour de Chevalier n° { $turn }
page_to-play = Au tour { $knight_de }
page_table = La Table Ronde
page_white = Épées blanches
page_black = Épées noires
page_siege = Engins de Siège
page_warn_siege = 11e Engin de Siège : encore un et Camelot tombe !
page_warn_black = 6e Épée noire : encore une et le Mal l'emporte !
page_warn_accuse = Les accusations sont ouvertes.
page_knights = Les Chevaliers
page_life = Points de Bravoure
page_dead = mort
page_accused = accusé
page_loyal = loyal
page_unmasked = Félon démasqué
page_squire = Écuyer
page_won = gagnée
page_lost = perdue
page_waiting = après Lancelot
page_score = gagnées { $won } · perdues { $lost }
page_face-down = face cachée
page_warriors = Guerriers { $n }/4
page_mordred = Mordred
page_grail_cups = Graal { $n }
page_grail_despair = noires { $n }/7
page_forest = Brocéliande
page_excalibur_pos = case { $n }
page_effects = Effets durables
page_none = aucun
page_deck = Pioche noire
page_deck_n = { $n } cartes
page_relics = Reliques
page_relic_quest = sur sa Quête
page_relic_used = utilisée
page_relic_lost = perdue
page_over = Partie terminée
page_winner_knights = Les Chevaliers l'emportent !
page_winner_evil = Le Mal l'emporte.
page_forecast = Prochaine carte noire (probabilités)
page_relic_line = { $relic } : { $state }
# A relic's state agrees with its gender (page.js: `page.relic.STATE.GENDER`, else `page.relic.STATE`).
page_relic_used_masculine = utilisé
page_relic_lost_masculine = perdu

## A paired phone's seat: the knight's own power, on top of its panel (the rulebook's, « Les Chevaliers »).
seat_power_arthur = Pendant votre tour, donnez une carte Blanche à un Chevalier, qui vous en rend une, face cachée.
seat_power_galahad = À votre Action Héroïque, jouez une carte Blanche Spéciale gratuitement (pas une seconde ce tour).
seat_power_gawain = À la Table Ronde, piocher des cartes Blanches vous en donne 3 au lieu de 2.
seat_power_kay = Sur une Quête, quand un combat se termine, ajoutez une carte Combat Blanche après les Noires révélées ; aussi contre les Engins.
seat_power_palomides = À chaque victoire d'une Quête où vous êtes, 1 Point de Bravoure de plus (6 au plus).
seat_power_percival = À la Progression du Mal, regardez la première carte Noire avant de choisir (avec l'Armure : piochez-en 2, glissez-en une sous la pioche).
seat_power_tristan = Quitter la Table Ronde vous est gratuit (pas un second déplacement ce tour).
