## Le bilan d'une partie de Merlin (camelot recap, la page du téléphone après la partie)
recap-title = Merlin, partie { $game } : { $names }
recap-track = Points de victoire tour par tour
recap-round = M{ $round }
recap-final = fin
recap-scoring = Décompte après le tour { $round }
recap-final-heading = Décompte final
recap-cat-traitors = Traîtres
recap-cat-excalibur = Excalibur
recap-cat-domain = Domaine
recap-cat-influence = Influence
recap-cat-servants = Serviteurs
recap-cat-apples = Pommes
recap-cat-staffs = Bâtons
recap-cat-items = Objets
recap-cat-total = Total
recap-summary = Merlin, partie { $game } ({ $names }) : { $rounds ->
    [one] { $rounds } tour joué.
   *[other] { $rounds } tours joués.
}
recap-scoring-line = Après le tour { $round } : { $scores }.
recap-player-scoring = { $name } { $total } (Traîtres { $traitors }, Excalibur { $excalibur }, Domaine { $domain }, Influence { $influence }, Serviteurs { $servants })
recap-final-line = Décompte final : { $scores }.
recap-player-final = { $name } { $total } (Pommes { $apples }, Bâtons { $staffs }, Objets { $items })
recap-result-won = { $names } gagne avec { $score } points.
recap-result-shared = Victoire partagée : { $names }, avec { $score } points.
recap-result-playing = La partie n'est pas finie : { $scores }.
recap-player-score = { $name } { $score }
