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

# (end of section)

########################################################################
## referee: move checker, planner, verdicts, move reasons
########################################################################
ref-train-of = Train { $of }
ref-tab-check = Vérifier un coup
ref-tab-blocked = Manche bloquée
ref-tab-plan = Planifier ma main
ref-tab-referee = Arbitre
ref-heading = Arbitre : { $page }
ref-tabs-label = arbitre
ref-from-game = D’après la partie en cours :
ref-game-basics = { $preset }, jeu double-{ $set }, moteur { $engine }-{ $engine }
ref-other-table = Une autre table
ref-rules = Règles
ref-set = Jeu
ref-engine = Moteur
ref-players = Joueurs
ref-use-game = Prendre la partie en cours
ref-names = Noms
ref-name-of-seat = nom de la place { $n }
ref-problem-at = { $field } : { $message }
check-disputed = Le coup contesté
check-question = { $question } ?
check-add-move = Il a été joué : juger le coup suivant
check-tag-legal = permis
check-tag-illegal = interdit
check-tag-unjudged = pas jugé
check-undo-move = Reprendre le dernier coup
check-who = Qui :
check-act-play = Pose une tuile
check-act-draw = Pioche
check-act-pass = Passe
check-tile = Tuile
check-tile-and = et
check-on = Sur :
check-impossible = La table telle qu’entrée est impossible :
check-wait = Touchez les deux bouts de la tuile, puis le train.
check-legal = Permis
check-illegal = Interdit
check-earlier-illegal = Le coup { $n } plus haut enfreint déjà une règle; reprenez-le d’abord.
check-rule-link = Livre des règles : { $rule }
check-round-ends = Ce coup termine la manche.
check-next = Au tour de : { $name }.
now-title = La table maintenant
now-not-started = pas commencé
now-ends-in = finit par { $end }
now-open-double = , un double ouvert
now-marker-up = , marqueur levé
now-hint-unchanged = Le premier coup plus haut enfreint une règle, donc la table n’a pas changé : le prochain coup est jugé sur celle-ci.
now-hint-all = { $count ->
    [one] Après le coup joué : le prochain coup est jugé sur cette table.
   *[other] Après les { $count } coups joués : le prochain coup est jugé sur cette table.
}
now-hint-first = { $count ->
    [one] Après le premier coup, jusqu’à celui qui enfreint une règle : le prochain coup est jugé sur cette table.
   *[other] Après les { $count } premiers coups, jusqu’à celui qui enfreint une règle : le prochain coup est jugé sur cette table.
}
now-train-line = { $train } : { $state }
now-holds = { $count ->
    [one] { $name } a { $count } tuile en main
   *[other] { $name } a { $count } tuiles en main
}
now-boneyard = { $count ->
    [one] Pioche : { $count } tuile
   *[other] Pioche : { $count } tuiles
}
now-round-over = La manche est finie.
now-next = Au tour de : { $name }
table-as-it-stands = La table en ce moment
table-before-moves = La table avant les coups
table-hint = Touchez le bout ouvert de chaque train (« aucun » : pas commencé) ou ses tuiles, levez les marqueurs, indiquez un double ouvert.
table-none = aucun
table-marker-up = Marqueur levé
table-open-double-title = la dernière tuile est un double que rien ne couvre
table-open-double = Double ouvert
table-tiles-title = touchez les tuiles du train à partir du moteur
table-tiles = Tuiles…
table-chain-hint = Touchez les tuiles ({ $train }) à partir du moteur.
table-clear = Effacer
table-done = OK
table-whose-turn = Au tour de :
table-whose-turn-default = Au tour de (celui qui joue, sauf avis contraire) :
table-hand-optional = Main { $of } (facultatif)
table-hand-count = { $count ->
    [one] Main { $of } : { $count } tuile
   *[other] Main { $of } : { $count } tuiles
}
table-boneyard = Pioche
table-unknown = inconnu
table-tiles-left = tuiles restantes
table-cover-last-title = règle maison : un double posé comme dernière tuile doit quand même être couvert
table-cover-last-on = Pas de sortie sur un double : oui
table-cover-last-off = Pas de sortie sur un double : non
table-hand-tiles = Tuiles de la main { $of }
file-title = Fichier de table
file-download = Télécharger
file-open-pick = Ouvrir un fichier de table :
file-path-label = fichier de table
file-save = Enregistrer
file-open = Ouvrir
file-opened = { $count ->
    [one] { $file } ouvert ({ $count } coup joué).
   *[other] { $file } ouvert ({ $count } coups joués).
}
file-opened-dispute = { $count ->
    [one] { $file } ouvert ({ $count } coup joué, et le coup contesté).
   *[other] { $file } ouvert ({ $count } coups joués, et le coup contesté).
}
file-open-failed = Impossible d’ouvrir { $file } : { $error }
file-not-table = { $file } n’est pas un fichier de table : { $problems }
file-problem-sep = {"\u202F; "}
file-download-failed = Impossible de télécharger { $name } : { $error }
file-saved-to = Enregistré dans { $file }
file-downloaded = { $name } téléchargé
file-kept = { $done } : la table et les coups joués. Le coup contesté n’est pas un coup joué : il reste dans l’application et revient quand vous ouvrez le fichier ici.
plan-your-hand = Votre main
plan-start-from = Partir de (bout ouvert de votre train) :
plan-tapped = { $count ->
    [one] { $count } tuile touchée
   *[other] { $count } tuiles touchées
}
plan-clear = Effacer
plan-longest = Le plus long train à partir de { $from }
plan-empty = Touchez les tuiles de votre main.
plan-none = Aucune tuile de cette main ne porte un { $from } : rien ne peut partir d’ici.
plan-count = { $count ->
    [one] { $count } tuile
   *[other] { $count } tuiles
}
plan-order = dans cet ordre ({ $pips } points) :
plan-extras = Surplus ({ $count })
plan-no-extras = Aucun : toute la main va dans le train.
plan-extras-hint = Jouez-les sur d’autres trains quand vous le pouvez.
# Les mots du moteur (en anglais, le moteur les donne lui-même).
ref-eng-de = { $elide ->
    [yes] d’{ $name }
   *[other] de { $name }
}
ref-eng-save-failed = Impossible d’enregistrer le fichier ({ $error })
ref-eng-train-player = le train { $of }
ref-eng-train-mexican = le train mexicain
ref-eng-train-choo = le train Choo Choo
ref-eng-community-mexican = Train mexicain
ref-eng-community-choo = Train Choo Choo
ref-eng-short-mexican = Mexicain
ref-eng-short-choo = Choo Choo
ref-eng-move-play = { $who } pose { $tile } sur { $train }
ref-eng-move-draw = { $who } pioche
ref-eng-move-draw-tile = { $who } pioche ({ $tile })
ref-eng-move-pass = { $who } passe
ref-why-round-over-out = la manche est finie : { $who } est sorti(e)
ref-why-round-blocked = la manche est bloquée : la pioche est vide et personne ne peut jouer; il ne reste qu’à passer
ref-why-turn-under-way = le tour { $of_turn } n’est pas terminé
ref-why-not-your-turn = c’est au tour { $of_turn }, pas { $of_who }
ref-why-is-engine = { $tile } est le double moteur
ref-why-on-table = { $tile } est déjà sur la table
ref-why-in-hand-of = { $tile } est dans la main { $of_other }
ref-why-already-holds = { $who } a déjà { $tile } en main
ref-why-does-not-hold = { $who } n’a pas { $tile } en main
ref-why-no-such-train = ce train n’existe pas
ref-why-no-match = { $tile } ne va pas sur { $train } : son bout ouvert est { $end }
ref-why-cannot-start = { $tile } ne peut pas commencer { $train } : il faut un { $end }
ref-why-tile-no-match = la tuile ne correspond pas
ref-why-closed-except-cover = { $train } est fermé à { $who }, sauf pour y couvrir un double
ref-why-private = { $train } est privé : son marqueur n’est pas levé
ref-why-cover-first = { $who } doit d’abord couvrir le double sur { $train }
ref-why-third-tile = après un deuxième double, une troisième tuile doit venir de la main, sans piocher ni passer, et couvrir l’un des deux
ref-why-second-double = un deuxième double n’est permis que si { $who } peut couvrir l’un des deux avec une troisième tuile de sa main
ref-why-double-first = le double sur { $trains } doit d’abord être couvert
ref-why-playable-example = { $who } a une tuile jouable ({ $tile } sur { $train })
ref-why-playable = { $who } a une tuile jouable
ref-why-drawn-playable = la tuile piochée, { $tile }, peut être posée et doit l’être
ref-why-playable-after-draw = { $who } a une tuile jouable après avoir pioché
ref-why-must-draw = { $count ->
    [one] { $who } doit piocher avant de passer : il reste { $count } tuile dans la pioche
   *[other] { $who } doit piocher avant de passer : il reste { $count } tuiles dans la pioche
}
ref-why-drew-already = { $who } a déjà pioché à ce tour
ref-why-boneyard-empty = la pioche est vide
ref-sum = { $preset } : { $text }.
ref-sum-not-your-turn = on joue chacun son tour dans le sens horaire; un tour finit quand une tuile est posée (ou qu’un double est réglé), ou quand on passe
ref-sum-not-your-turn-faster = {"\u202F; "}partie rapide : à son premier tour, un joueur peut continuer de poser des tuiles sur son propre train, et s’arrête en passant
ref-sum-not-in-hand = on ne pose ou ne pioche qu’une tuile qu’on a vraiment en main ou qui est dans la pioche
ref-sum-tile-on-table = chaque tuile n’existe qu’une fois : une tuile déjà dans un train, ou le double moteur, ne peut pas être posée une deuxième fois
ref-sum-no-match = une tuile doit correspondre au bout ouvert du train où on la pose; un nouveau train commence par le chiffre du double moteur
ref-sum-private-train-closed = on pose sur son propre train et sur le train Choo Choo; le train de l’adversaire est fermé, sauf pour y couvrir un double
ref-sum-private-train-markers = le train d’un autre joueur est fermé tant que son marqueur n’est pas levé; il s’ouvre quand ce joueur passe et lève son marqueur
ref-sum-private-train-none = sans marqueurs, seuls son propre train et le train commun sont ouverts
ref-sum-open-double-cover-same-turn = qui pose un double doit le couvrir au même tour (en piochant une fois au besoin); un double ouvert ferme tous les autres trains jusqu’à ce que quelqu’un le couvre
ref-sum-open-double-follow-up-anywhere = après un double, on pose une autre tuile, sur le double ou sur n’importe quel train ouvert; un deuxième double n’est permis que si une troisième tuile de la main couvre l’un des deux, et d’ici là on ne peut ni piocher ni passer, peu importe ce qu’on a en main; un double ouvert ferme tous les autres trains jusqu’à ce qu’il soit couvert
ref-sum-open-double-play-again = après un double, on rejoue tout de suite, là où on en a le droit; un double encore ouvert à la fin d’un tour doit être couvert avant qu’on joue quoi que ce soit d’autre
ref-sum-must-play = qui a une tuile jouable doit en poser une; pas question de piocher ou de passer par tactique
ref-sum-must-play-faster = {"\u202F; "}partie rapide : une série de premier tour sur son propre train peut s’arrêter en passant, pas en piochant
ref-sum-must-play-follow-up = {"\u202F; "}juste après un deuxième double au même tour, c’est plutôt la règle des doubles (open-double) qui interdit de piocher ou de passer
ref-sum-must-play-drawn = qui ne peut pas jouer pioche une tuile; si elle peut être posée, il faut la poser tout de suite
ref-sum-must-draw = qui ne peut pas jouer doit piocher une tuile avant de passer, tant que la pioche en contient
ref-sum-draw-once = on ne pioche qu’une tuile par tour (après un double, on peut piocher de nouveau pour le couvrir)
ref-sum-boneyard-empty = quand la pioche est vide, qui ne peut pas jouer passe, tout simplement
ref-sum-round-over-blocked = ou elle est bloquée dès que la pioche est vide et que personne ne peut plus poser de tuile, même au milieu d’un tour (il ne reste alors qu’à passer)
ref-sum-round-over-cover = la manche finit quand le tour d’un joueur se termine avec la main vide, { $blocked }; règle maison : un double posé comme dernière tuile doit quand même être couvert (ou une tuile piochée pour lui) avant que le joueur soit sorti, et si personne ne peut le couvrir et que la pioche est vide, la manche est bloquée sur-le-champ, et ce joueur marque 0
ref-sum-round-over = la manche finit dès qu’un joueur pose sa dernière tuile, même un double (que personne ne couvre), { $blocked }
ref-prob-more = { $count ->
    [one] et { $count } autre problème
   *[other] et { $count } autres problèmes
}
ref-prob-not-in-set = { $tile } n’est pas dans un jeu double-{ $set }
ref-prob-is-engine = { $tile } est le double moteur
ref-prob-twice = { $tile } apparaît deux fois (aussi à { $first })
ref-prob-house = cette règle maison n’est pas valide
ref-prob-set-range = le plus gros double d’un jeu va de 1 à { $max }, pas { $set }
ref-prob-engine-not-in-set = le double moteur { $engine }-{ $engine } n’est pas dans un jeu double-{ $set }
ref-prob-no-players = inscrivez au moins un joueur
ref-prob-player-count = { $preset } se joue de { $min } à { $max } joueurs, pas { $count }
ref-prob-empty-name = un nom ne peut pas être vide
ref-prob-reserved-name = « { $name } » est réservé au train commun
ref-prob-listed-twice = { $name } est inscrit deux fois
ref-prob-not-a-player = { $name } n’est pas un joueur
ref-prob-no-markers = { $preset } se joue sans marqueurs
ref-prob-tiles-or-end = donnez soit les tuiles, soit le bout, pas les deux
ref-prob-no-connect = { $tile } ne se raccorde pas à { $to }
ref-prob-no-connect-engine = { $tile } ne se raccorde pas au double moteur { $to }-{ $to }
ref-prob-last-is-double = la dernière tuile est un double que rien ne couvre
ref-prob-last-not-double = la dernière tuile n’est pas un double
ref-prob-end-not-in-set = { $end } n’est pas une valeur d’un jeu double-{ $set }
ref-prob-no-tiles-no-double = un train sans tuiles n’a pas de double
ref-prob-community-hand = { $name } est le train commun, pas un joueur
ref-prob-boneyard-too-many = il ne peut pas rester { $count } tuiles : seulement { $free } ne sont ni sur la table ni dans une main
ref-prob-no-train = il n’y a pas de train « { $name } » (le nom d’un joueur ou mexican)

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
