# Les leçons du jeu de dix (le mode apprentissage).
lesson-goal = Le but : amener le compteur à dix. Celui qui l'atteint gagne.
lesson-goal-title = Le but
lesson-turn = À votre tour, ajoutez 1 ou 2 au compteur, puis c'est au joueur suivant.
lesson-turn-title = Un tour
lesson-turn-more = Passer n'est pas permis.
lesson-near = Dix approche : comptez ce que le suivant pourra faire.
lesson-near-title = Dix approche
lesson-blocked = Le compteur ne dépasse jamais dix : un pas trop grand n'est pas permis.
lesson-blocked-title = Jamais plus de dix
