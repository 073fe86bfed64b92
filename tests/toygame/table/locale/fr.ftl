# Le jeu de dix (un jeu jouet des tests) : les mots de la table, en français.
toy-setup = Combien de joueurs ?
toy-players = { $n } joueurs
toy-turn = { $name } : { $counter } sur { $goal }
toy-add = Ajouter { $n }
toy-stop = Arrêter la partie
toy-stop-cost = La partie s'arrête sans gagnant.
toy-counter = Compteur : { $counter } sur { $goal }
toy-over = { $name } gagne !
toy-over-abandoned = Partie arrêtée.
error-past-the-goal = Le compteur dépasserait dix.
event-game-started = Jeu de dix à { $players } : le premier à { $goal } gagne.
event-added = { $name } ajoute { $n } : { $counter }.
event-won = { $name } atteint dix et gagne.
event-game-abandoned = Partie arrêtée sans gagnant.
event-undone = Repris : le compteur revient à { $counter }.
