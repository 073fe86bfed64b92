# The game of ten's lessons (teaching mode).
lesson-goal = The goal: bring the counter to ten. Whoever reaches it wins.
lesson-goal-title = The goal
lesson-turn = On your turn, add 1 or 2 to the counter, then the next player goes.
lesson-turn-title = A turn
lesson-turn-more = Passing is not allowed.
lesson-near = Ten is near: count what the next player will be able to do.
lesson-near-title = Ten is near
lesson-blocked = The counter never passes ten: a step too large is not allowed.
lesson-blocked-title = Never past ten
