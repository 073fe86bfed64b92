## The recap of a game of Merlin (camelot recap, the phone page after the game)
recap-title = Merlin, game { $game }: { $names }
recap-track = Victory points round by round
recap-round = R{ $round }
recap-final = end
recap-scoring = Scoring after round { $round }
recap-final-heading = Final scoring
recap-cat-traitors = Traitors
recap-cat-excalibur = Excalibur
recap-cat-domain = Domain
recap-cat-influence = Influence
recap-cat-servants = Servants
recap-cat-apples = Apples
recap-cat-staffs = Staffs
recap-cat-items = Items
recap-cat-total = Total
recap-summary = Merlin, game { $game } ({ $names }): { $rounds ->
    [one] 1 round played.
   *[other] { $rounds } rounds played.
}
recap-scoring-line = After round { $round }: { $scores }.
recap-player-scoring = { $name } { $total } (traitors { $traitors }, Excalibur { $excalibur }, Domain { $domain }, influence { $influence }, servants { $servants })
recap-final-line = Final scoring: { $scores }.
recap-player-final = { $name } { $total } (apples { $apples }, staffs { $staffs }, items { $items })
recap-result-won = { $names } wins with { $score } points.
recap-result-shared = Shared victory: { $names }, with { $score } points.
recap-result-playing = The game is not over: { $scores }.
recap-player-score = { $name } { $score }
