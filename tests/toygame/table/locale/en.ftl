# Race to ten (a toy game of the tests): the table's words, in English.
toy-setup = How many players?
toy-players = { $n } players
toy-turn = { $name }: { $counter } of { $goal }
toy-add = Add { $n }
toy-stop = Stop the game
toy-stop-cost = The game stops without a winner.
toy-counter = Counter: { $counter } of { $goal }
toy-over = { $name } wins!
toy-over-abandoned = Game stopped.
error-past-the-goal = The counter would pass ten.
event-game-started = Race to ten for { $players }: the first to { $goal } wins.
event-added = { $name } adds { $n }: { $counter }.
event-won = { $name } reaches ten and wins.
event-game-abandoned = Game stopped without a winner.
event-undone = Taken back: the counter is { $counter } again.
