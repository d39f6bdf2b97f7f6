# Les mots de mextrain en français (Canada).
#
# Project Fluent (https://projectfluent.org). Un message par clé, les mêmes
# clés que dans en-CA.ftl (tests/i18n_keys.rs le vérifie dans les deux sens).
# Typographie : espace insécable avant « : », « % », « ? », « ! » et « ; »
# (U+00A0 avant « : » et « % », U+202F avant « ? », « ! », « ; »).
#
# Glossaire (un mot fixe par idée, le même sur chaque écran) :
#   Mexican Train (game)   → train mexicain (le jeu : le Train mexicain)
#   Mexican train (the community train) → le train mexicain
#   round                  → manche
#   engine (double)        → double moteur (la pièce de départ : le moteur)
#   tile                   → tuile
#   boneyard               → pioche
#   marker                 → marqueur
#   blocked round          → manche bloquée (partie bloquée : toute la partie)
#   train                  → train
#   hub                    → moyeu
#   double                 → double
#   open double            → double ouvert
#   to cover a double      → couvrir un double
#   to draw                → piocher
#   to pass                → passer
#   to go out              → sortir (faire domino)
#   hand                   → main
#   player                 → joueur, joueuse (les joueurs)
#   seat                   → place
#   score, points          → pointage, points
#   total                  → total
#   game                   → partie
#   preset                 → règles (jeu de règles)
#   house rules            → règles maison
#   set (double-12)        → jeu (double-12)
#   referee                → arbitre
#   verdict                → décision
#   legal / illegal        → permis / interdit
#   rule book              → livre des règles
#   history                → historique
#   backup                 → copie de sauvegarde
#   host (table mode)      → hôte
#   join code              → code pour se joindre
#   spectator              → spectateur
#   phone                  → téléphone


########################################################################
## common: the shell, navigation, display settings, formats
########################################################################

app-name = mextrain
app-title = mextrain : le Train mexicain à table
app-description = Pointage, arbitre des coups, planificateur de main et règles du Train mexicain aux dominos, pour la table.
date-day = %a %-d %b %Y
date-time = %a %-d %b %Y, %H h %M
date-short = %-d %b %y
count-tiles = { $count ->
    [one] { $count } tuile
   *[other] { $count } tuiles
}
common-set = double-{ $set }
preset-classic = Classique
preset-hub-set = Jeu à moyeu
preset-dominorules = Domino Rules
preset-choo-choo-sixes = Choo Choo Sixes
display-title = Affichage
display-theme = Thème
display-theme-system = Système
display-theme-light = Clair
display-theme-dark = Sombre
display-larger-text = Texte plus grand
display-language = Langue
display-language-auto = Automatique

# (end of section)

########################################################################
## game: home, new game, play, round form, tile picker, summary, blocked round, widgets
########################################################################
home-lead = Pointage, arbitre et livre des règles pour le Train mexicain.
home-resume = Reprendre la partie
home-resume-round = Manche { $n } sur { $of }
home-new = Nouvelle partie
home-new-hint = Les joueurs, les règles et le jeu, puis une manche à la fois.
home-join = Se joindre à une table
home-join-hint = Suivez une partie hébergée et entrez votre main sur ce téléphone.
home-check = Régler un différend
home-check-hint = Peut-elle jouer là ? Doit-il couvrir ce double ? Demandez à l’arbitre.
home-blocked = Manche bloquée
home-blocked-hint = Est-elle vraiment bloquée, et qui la gagne ?
home-plan = Planifier ma main
home-plan-hint = Le plus long train que vous pouvez poser, et ce qu’il reste.
home-rules = Livre des règles
home-rules-hint = Chaque règle des quatre jeux de règles, à chercher et à comparer.
home-history = Parties passées
home-history-hint = Historique, statistiques et graphiques, exportation et copies de sauvegarde.
home-recent = Parties récentes
home-finished = terminée
home-results = Résultats
home-round-of = manche { $n } sur { $of }
home-resume-short = Reprendre
## widgets : tuiles, pavé numérique, interrupteurs, listes, durées
w-tiles = tuiles
w-tile-engine = { $tile } : le moteur
w-tile-taken = { $tile } : dans une autre main
w-tile-engine-spoken = { $tile }, le moteur
w-tile-taken-spoken = { $tile }, dans une autre main
w-tile-double = double { $n }
w-pad = pavé numérique
w-pad-hand = cette main
w-pad-empty = Aucune tuile pour l’instant : touchez les deux nombres d’une tuile.
w-chip-title = { $tile } : touchez pour la retirer
w-chip-spoken = { $tile }, la retirer
w-pad-second = la seconde moitié
w-pad-first = Touchez la première moitié
w-pad-back = Retour
w-key-in-hand = { $tile } : dans cette main, touchez pour la retirer
w-key-in-hand-spoken = { $tile }, dans cette main, la retirer
w-note-engine = moteur
w-note-taken = prise
w-key-none-left = plus aucune tuile avec { $half }
w-key-first-half = première moitié { $half }
w-on = oui
w-off = non
w-and = { $first } et { $last }
w-hours = { $h } h { $min } min
w-minutes = { $min } min
w-pips-0 = blanc
w-pips-1 = un
w-pips-2 = deux
w-pips-3 = trois
w-pips-4 = quatre
w-pips-5 = cinq
w-pips-6 = six
w-pips-7 = sept
w-pips-8 = huit
w-pips-9 = neuf
w-pips-10 = dix
w-pips-11 = onze
w-pips-12 = douze
w-pips-13 = treize
w-pips-14 = quatorze
w-pips-15 = quinze
w-pips-16 = seize
w-pips-17 = dix-sept
w-pips-18 = dix-huit
## formulaire de manche : la saisie de fin de manche
rf-no-round = Cette partie n’a pas de manche { $n }.
rf-draft-not-kept = ce que vous avez touché n’a pas pu être conservé : { $detail }
rf-starter-by-rules = { $name } selon les règles
rf-starter-suggested = suggéré : la place suivante, en sens horaire
rf-edit-title = Modifier la manche { $n }
rf-end-title = Fin de la manche { $n }
rf-notice-out-then-blocked = { $name } est marqué(e) comme sorti(e), et personne ne sort dans une manche bloquée : touchez d’abord « Est sorti(e) » de { $name } pour l’enlever.
rf-blocked = Manche bloquée
rf-started-by = Premier joueur :
rf-draft-restored = Ce que vous aviez entré avant la fermeture de mextrain est revenu : vérifiez-le, puis enregistrez la manche.
rf-hint-each = Pour chaque joueur : indiquez qui est sorti, puis touchez les tuiles qui restent dans chaque main ou entrez les points.
rf-hint-blanks = Une moitié blanche vaut { $blank }, le double blanc { $double }.
rf-hint-keys = Tab passe à la case de points suivante, Entrée enregistre.
rf-notice-blocked-then-out = La manche est marquée bloquée, donc personne n’est sorti : touchez d’abord « Manche bloquée » pour l’enlever.
rf-notice-two-out = { $name } est déjà marqué(e) comme sorti(e), et un seul joueur peut sortir : touchez d’abord « Est sorti(e) » de { $name } pour l’enlever.
rf-what-tiles = { $tiles } ({ $points } points)
rf-count-points = { $count ->
    [one] { $count } point
   *[other] { $count } points
}
rf-quoted = « { $text } »
rf-notice-clear-entry = Il y a déjà { $what } pour { $name } : touchez encore « Est sorti(e) » pour les effacer et indiquer que { $name } est sorti(e).
rf-went-out = Est sorti(e)
rf-went-out-confirm = Touchez encore : sorti(e)
rf-tap-tiles = Toucher les tuiles
rf-from-tiles = en { $tiles }
rf-points = points
rf-points-for = points de { $name }
rf-picker-title = Tuiles qui restent dans la main de { $name }
rf-pick-total = points en { $tiles }
rf-clear = Effacer
rf-next = Suivant : { $name }
rf-done = Terminé
rf-enter-with-spoken = entrer les tuiles avec
rf-enter-with = Entrer avec
rf-mode-pad = Pavé
rf-mode-tiles = Tuiles
rf-save-changes = Enregistrer les changements
rf-save = Enregistrer la manche { $n }
rf-cancel = Annuler
## refus du moteur et de l’enregistrement (en anglais : les mots du moteur, tels quels)
err-entry-wrong-player-count = il faut les points de { $expected } joueurs, pas de { $got }
err-entry-no-such-round = cette partie n’a pas de manche { $n }
err-entry-starter = choisissez qui a commencé cette manche
err-entry-not-a-number = { $player } : « { $text } » n’est pas un nombre de points
err-entry-negative = { $player } : les points ne peuvent pas être négatifs
err-entry-too-many = { $player } : { $points } points, c’est plus qu’une main peut contenir avec ce jeu (au plus { $max })
err-entry-missing = { $player } : touchez les tuiles qui restent dans la main ou entrez un total
err-entry-two-out = un seul joueur peut sortir : { $a } et { $b } sont tous deux marqués comme sortis
err-entry-nobody-out = indiquez qui est sorti, ou marquez la manche comme bloquée
err-entry-out-in-blocked = { $player } est marqué(e) comme sorti(e), mais personne ne sort dans une manche bloquée
err-entry-out-with-tiles = { $player } est sorti(e) : aucune tuile en main, donc 0 point
err-entry-engine-tapped = { $player } : { $tile } est le double moteur de cette manche, il est sur la table
err-entry-not-in-set = { $player } : { $tile } ne fait pas partie de ce jeu
err-entry-tile-twice = { $tile } est choisie deux fois : chaque tuile n’est que dans une seule main
err-spec-player-count = cette partie se joue de { $min } à { $max } joueurs, pas { $got }
err-spec-empty-name = le joueur { $n } doit avoir un nom
err-spec-duplicate-name = deux joueurs s’appellent { $name }
err-spec-reserved-name = « { $name } » est le nom du train mexicain
err-spec-set = il n’y a pas de jeu double-{ $set } ici : choisissez 6, 9, 12, 15 ou 18
err-spec-last-above-first = le double de la dernière manche ne peut pas être plus haut que celui de la première
err-spec-no-rounds = une partie doit avoir au moins une manche
err-spec-double-not-in-set = le double { $double }-{ $double } d’une manche ne fait pas partie d’un jeu double-{ $set }
err-spec-double-twice = le double { $double }-{ $double } figure deux fois dans les manches
err-spec-house-hand-size = règle maison : il faut de 1 à 60 tuiles par joueur
err-spec-house-blank-half = règle maison : une moitié blanche vaut au plus 100 points
err-spec-house-double-blank = règle maison : le double blanc vaut au plus 200 points
err-spec-house-knock-penalty = règle maison : la pénalité est d’au plus 5 tuiles
err-spec-house-cover-last-double = règle maison : cover_last_double contredit last_double_ends_round (son ancien nom, de sens contraire) ; ne donnez que cover_last_double
err-now-create = chaque joueur doit avoir une couleur de marqueur valide
err-now-record = cette partie est terminée : modifiez plutôt une manche
err-now-undo = cette manche n’est plus dans la partie : rien n’a été annulé
err-now-finish = jouez au moins une manche avant de terminer la partie
err-store-create = la partie n’a pas été créée : { $detail }
err-store-record = la manche n’a pas été enregistrée : { $detail }
err-store-undo = rien n’a été annulé : { $detail }
err-store-finish = la partie n’a pas été terminée : { $detail }
err-setting-not-kept = le réglage n’a pas été conservé : { $detail }
err-load-game = Impossible d’ouvrir cette partie : { $detail }
## partie : la partie en cours et son tableau des points
play-undone-added = La manche { $n } a été annulée. Elle est dans le formulaire ci-dessous : corrigez-la et enregistrez-la, ou rétablissez-la telle qu’elle était.
play-undone-edited = La modification de la manche { $n } a été annulée.
play-nothing-to-undo = Rien à annuler.
play-game-over = Partie terminée
play-heading = Partie : { $players }
play-engine = Moteur
play-round = Manche
play-round-of = { $n } sur { $of }
play-deal = Donne
play-deal-each = { $count ->
    [one] { $count } tuile chacun
   *[other] { $count } tuiles chacun
}
play-starts = Commence
play-starter-at-table = choisi à la table
play-redo = Rétablir
play-scoreboard = Tableau des points
play-undo = Annuler la dernière saisie
play-end-confirm = Touchez encore pour terminer la partie
play-end = Terminer la partie maintenant
play-final-standings = Classement final
play-running-totals = Totaux cumulés
play-edit = Modifier
play-edit-round = Modifier la manche { $n }
play-blocked-badge = bloquée
play-out = sorti
play-total = Total
play-tied-lead = égalité en tête
play-leader = en tête
play-no-round-yet = Cette partie n’a pas encore de manche { $n }.
## bilan : la fin d’une partie
sum-wins = { $name } gagne !
sum-tie = Égalité : { $names } se partagent la victoire !
sum-count-rounds = { $count ->
    [one] { $count } manche
   *[other] { $count } manches
}
sum-finished = Terminée le { $when } · durée de { $duration }
sum-not-finished = Pas encore terminée · { $n } manches sur { $of }
sum-home = Accueil
## nouvelle partie : joueurs, règles, jeu, règles maison
ng-starter-at-table = Choisi à la table à chaque manche
ng-starter-next-seat = La place suivante, en sens horaire, à chaque manche
ng-starter-last-winner = Le gagnant de la manche précédente
ng-not-whole = { $what } : « { $text } » n’est pas un nombre entier
ng-what-hand = Tuiles par joueur
ng-what-blank = Points d’une moitié blanche
ng-what-dblank = Points du double blanc
ng-players = Joueurs, dans l’ordre des places (sens horaire)
ng-name-placeholder = Nom du joueur { $n }
ng-colour = couleur de marqueur { $colour }
ng-move-up = Monter
ng-move-up-spoken = monter
ng-remove = Retirer
ng-remove-spoken = retirer
ng-played-before = Déjà joué :
ng-known-playing = { $name } joue
ng-known-add = ajouter { $name }
ng-add-player = + Ajouter un joueur
ng-player-range = De { $min } à { $max } joueurs avec ces règles et ce jeu.
ng-rules = Règles
ng-set = Jeu
ng-house = Règles maison
ng-house-hint = Laissez une case vide pour garder la règle de { $preset }.
ng-first = Première manche
ng-last = Dernière manche
ng-hand = Tuiles par joueur
ng-blank = Valeur d’une moitié blanche
ng-dblank = Valeur du double blanc
ng-who-starts = Qui commence
ng-starter-preset = { $rule } (règles)
ng-faster = Premier tour rapide
ng-faster-hint = À son premier tour, chaque joueur peut poser toute une suite sur son propre train.
ng-cover-last = On ne peut pas sortir sur un double
ng-cover-last-hint = Un double posé comme dernière tuile doit quand même être couvert avant la fin de la manche.
ng-rounds-span = { $count ->
    [one] { $count } manche, de { $first }-{ $first } jusqu’à { $last }-{ $last }.
   *[other] { $count } manches, de { $first }-{ $first } jusqu’à { $last }-{ $last }.
}
ng-start = Commencer la partie
ng-blurb-classic = Marqueurs, doubles à couvrir aussitôt, le blanc vaut 25
ng-blurb-hub-set = Comme Classique ; passer sur un double ouvre votre train
ng-blurb-dominorules = 13 manches à partir de 12-12, points des tuiles seulement, suite après un double
ng-blurb-choo-choo-sixes = Deux joueurs, double-6, 7 manches
## manche bloquée : l’est-elle vraiment, et qui la gagne
blk-play-on = { $tile } sur { $train }
blk-can-play = { $name } peut jouer { $tiles }
blk-no-game = Aucune partie en cours où enregistrer cette manche.
blk-trains = Les trains
blk-trains-hint = D’abord les trains : pour juger que personne ne peut jouer, mextrain doit connaître le bout libre de chaque train (« aucun » : pas commencé), tout double resté ouvert et les marqueurs.
blk-none = aucun
blk-marker-up = Marqueur posé
blk-open-double-title = la tuile au bout de ce train est un double que personne n’a couvert
blk-open-double = Double ouvert
blk-hands = Tuiles qui restent dans chaque main
blk-hands-hint = Puis les tuiles de chaque joueur.
blk-tiles-of = Tuiles de { $name }
blk-next-player = Joueur suivant
blk-is-blocked = Est-elle bloquée ?
blk-wait-trains = Entrez le bout libre de chaque train (ou « aucun »), puis les tuiles de chaque joueur.
blk-wait-tiles = Touchez les tuiles de chaque joueur.
blk-blocked = Bloquée
blk-blocked-why = Personne ne peut jouer, même avec tous les marqueurs posés, et la pioche est vide.
blk-not-blocked = Pas bloquée
blk-not-over = La manche n’est pas finie.
blk-points = Points ({ $preset } : moitié blanche { $blank }, double blanc { $double })
blk-winners = { $count ->
    [one] Gagnant :
   *[other] Gagnants :
}
blk-record-title = seulement une manche que mextrain juge bloquée
blk-record = Enregistrer comme manche bloquée
blk-no-game-hint = Commencez une partie pour y enregistrer des manches bloquées.
err-blk-setup = Cette position est impossible : { $detail }

# (end of section)

########################################################################
## referee: move checker, planner, verdicts, move reasons
########################################################################


# (end of section)

########################################################################
## history, statistics, charts, export, backups
########################################################################


# (end of section)

########################################################################
## table mode: hosting, the phone's screens
########################################################################


# (end of section)

########################################################################
## rule book: groups, entries, presets, house notes
########################################################################


# (end of section)

########################################################################
## refusals from the engine and the actions
########################################################################


# (end of section)
