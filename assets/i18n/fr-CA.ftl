# Les mots de mextrain en français (Canada).
#
# Project Fluent (https://projectfluent.org). Un message par clé, les mêmes
# clés que dans en-CA.ftl (tests/french/i18n_keys.rs le vérifie dans les deux sens).
# Typographie : espace insécable avant « : », « % », « ? », « ! » et « ; »
# (U+00A0 avant « : » et « % », U+202F avant « ? », « ! », « ; »), et
# U+00A0 à l’intérieur des guillemets « ». tests/french/i18n_keys.rs le vérifie.
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
#   join code              → code pour rejoindre la table
#   to join (a table)      → rejoindre
#   spectator              → spectateur
#   phone                  → téléphone


########################################################################
## common: the shell, navigation, display settings, formats
########################################################################

app-name = mextrain
app-description = Pointage, arbitre des coups, planificateur de main et règles du Train mexicain aux dominos, pour la table.
date-day = %a %-d %b %Y
date-time = %a %-d %b %Y, %H h %M
date-short = %-d %b %y
date-days-short = dim. lun. mar. mer. jeu. ven. sam.
date-days = dimanche lundi mardi mercredi jeudi vendredi samedi
date-months-short = janv. févr. mars avr. mai juin juil. août sept. oct. nov. déc.
date-months = janvier février mars avril mai juin juillet août septembre octobre novembre décembre
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
shell-saving = Enregistrement…
shell-saved = Enregistré
shell-not-saved = Non enregistré : { $detail }
shell-cannot-open = mextrain ne peut pas ouvrir ses données
shell-cannot-open-web = Rien n’a été modifié. Rechargez la page pour réessayer.
shell-cannot-open-desktop-before = Rien n’a été modifié. Lancez mextrain avec{" "}
shell-cannot-open-desktop-after = {" "}vers un autre dossier pour jouer en attendant.
nav-brand = mextrain : accueil
nav-places = sections
nav-home = Accueil
nav-home-short = Accueil
nav-game = Partie en cours
nav-game-short = Partie
nav-new = Nouvelle partie
nav-new-short = Créer
nav-referee = Arbitre
nav-referee-short = Arbitre
nav-rules = Règles
nav-rules-short = Règles
nav-history = Historique
nav-history-short = Hist.
nav-stats = Statistiques
nav-stats-short = Stats
boot-loading = Chargement de mextrain…
boot-joining = Connexion à la table { $code }…

# (end of section)

########################################################################
## game: home, new game, play, round form, tile picker, summary, blocked round, widgets
########################################################################
home-lead = Pointage, arbitre et livre des règles pour le Train mexicain.
home-resume = Reprendre la partie
home-resume-round = Manche { $n } sur { $of }
home-new = Nouvelle partie
home-new-hint = Les joueurs, les règles et le jeu, puis une manche à la fois.
home-join = Rejoindre une table
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
home-version = mextrain { $version } (révision { $commit })
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
rf-marker-up = Marqueur levé
rf-marker-up-hint = Son marqueur était encore levé à la fin de la manche : { $points } points de plus
rf-bonus-applied = bonus de sortie { $points }
rf-penalty-applied = marqueur levé { $points }
rf-round-points = manche : { $points }
rf-new-total = total : { $total }
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
err-entry-too-big = { $player } : ce total est trop grand (une main contient au plus { $max } points avec ce jeu)
err-entry-missing = { $player } : touchez les tuiles qui restent dans la main ou entrez un total
err-entry-two-out = un seul joueur peut sortir : { $a } et { $b } sont tous deux marqués comme sortis
err-entry-nobody-out = indiquez qui est sorti, ou marquez la manche comme bloquée
err-entry-out-in-blocked = { $player } est marqué(e) comme sorti(e), mais personne ne sort dans une manche bloquée
err-entry-out-with-tiles = { $player } est sorti(e) : aucune tuile en main, donc 0 point
err-entry-engine-tapped = { $player } : { $tile } est le double moteur de cette manche, il est sur la table
err-entry-not-in-set = { $player } : { $tile } ne fait pas partie de ce jeu
err-entry-tile-twice = { $tile } est choisie deux fois : chaque tuile n’est que dans une seule main
err-entry-marker-seat = un marqueur est levé pour la place { $n }, mais cette partie compte { $players } joueurs
err-entry-marker-twice = le marqueur de { $player } est marqué levé deux fois
err-entry-no-markers = le marqueur de { $player } est marqué levé, mais cette partie se joue sans marqueurs
err-entry-no-marker-penalty = le marqueur de { $player } est marqué levé, mais cette partie n’a pas de pénalité du marqueur levé
err-spec-player-count = cette partie se joue de { $min } à { $max } joueurs, pas { $got }
err-spec-empty-name = le joueur { $n } doit avoir un nom
err-spec-unsafe-name = le nom du joueur { $n } contient des caractères de contrôle ou de direction : tapez-le de nouveau
err-spec-duplicate-name = deux joueurs s’appellent { $name }
err-spec-reserved-name = « { $name } » est le nom du train mexicain
err-spec-set = il n’y a pas de jeu double-{ $set } ici : choisissez 6, 9, 12, 15 ou 18
err-spec-last-above-first = le double de la dernière manche ne peut pas être plus haut que celui de la première
err-spec-no-rounds = une partie doit avoir au moins une manche
err-spec-double-not-in-set = le double { $double }-{ $double } d’une manche ne fait pas partie d’un jeu double-{ $set }
err-spec-double-twice = le double { $double }-{ $double } figure deux fois dans les manches
err-spec-too-long = une partie a au plus { $max } manches, pas { $rounds }
err-spec-count = ce jeu donne ici de 1 à { $max } manches, pas { $asked }
err-spec-house-hand-size = règle maison : { house-problem-hand-size }
err-spec-house-blank-half = règle maison : { house-problem-blank-half }
err-spec-house-double-blank = règle maison : { house-problem-double-blank }
err-spec-house-knock-penalty = règle maison : { house-problem-knock-penalty }
err-spec-house-cover-last-double = règle maison : { house-problem-cover-last-double }
err-spec-house-going-out-bonus = règle maison : { house-problem-going-out-bonus }
err-spec-house-open-marker-penalty = règle maison : { house-problem-open-marker-penalty }
err-spec-house-no-markers = { house-problem-no-markers }
house-problem-hand-size = il faut de 1 à 60 tuiles par joueur
house-problem-blank-half = une moitié blanche vaut au plus 100 points
house-problem-double-blank = le double blanc vaut au plus 200 points
house-problem-knock-penalty = la pénalité est d’au plus 5 tuiles
house-problem-cover-last-double = cover_last_double contredit last_double_ends_round (son ancien nom, de sens contraire) ; ne donnez que cover_last_double
house-problem-going-out-bonus = le bonus de sortie va de 0 à 100 points
house-problem-open-marker-penalty = la pénalité du marqueur levé va de 0 à 100 points
house-problem-no-markers = une pénalité du marqueur levé demande des marqueurs : ces règles n’en ont pas
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
play-out-points = sorti, { $points }
play-marker-up = marqueur levé
play-marker-up-hint = Marqueur encore levé à la fin de la manche
rip-title = Règles en jeu
rip-preset = { $preset }, avec ces règles maison :
rip-book = Le livre des règles
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
sum-tie-most-rounds-won = { $name } l’emporte à égalité : { $count ->
    [one] { $count } manche gagnée
   *[other] { $count } manches gagnées
} contre { $against }
sum-tie-lowest-last-round = { $name } l’emporte à égalité : { $count ->
    [one] { $points } point
   *[other] { $points } points
} à la dernière manche contre { $against }
sum-still-tied-rounds = { $names } se partagent la victoire : toujours à égalité, avec { $count ->
    [one] { $count } manche gagnée
   *[other] { $count } manches gagnées
} chacun
sum-still-tied-last-round = { $names } se partagent la victoire : toujours à égalité, avec { $count ->
    [one] { $points } point
   *[other] { $points } points
} chacun à la dernière manche
## partage : le résultat d’une partie en texte, en image et en lien BG Stats
share-game = Train mexicain
share-played = { $n ->
    [one] { $n } manche
   *[other] { $n } manches
} sur { $of }
share-after = après { $n ->
    [one] { $n } manche
   *[other] { $n } manches
} sur { $of }
share-leading = En tête : { $names }
share-house = Règles maison :
share-by = Pointage tenu avec mextrain
share-title = Partager le résultat
share-picture = Partager l’image
share-copy = Copier le texte
share-bgstats = Envoyer à BG Stats
share-saved = Image enregistrée dans { $path }
share-downloaded = Image téléchargée : { $file }
share-shared = Image transmise au partage
share-cancelled = Partage annulé
share-copied = Texte copié : collez-le dans une conversation.
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
ng-schedule = Manches à jouer
ng-schedule-option = { $name } · { $count ->
    [one] { $count } manche
   *[other] { $count } manches
} · environ { $time }
ng-schedule-n = Combien de manches
ng-schedule-k = Commencer au
ng-sched-top-down = Du { $first }-{ $first } jusqu’au { $last }-{ $last }
ng-sched-first = { $count ->
    [one] La première manche seulement
   *[other] Les { $count } premières manches, du plus gros double
}
ng-sched-from = Du { $double }-{ $double } jusqu’au 0-0
ng-sched-up = Du 0-0 jusqu’au { $top }-{ $top }
ng-sched-up-and-down = Jusqu’au 0-0, puis retour au { $top }-{ $top }
ng-sched-odd = Les doubles impairs seulement, du plus gros
ng-sched-even = Les doubles pairs seulement, du plus gros
ng-sched-shuffled = Chaque double une fois, dans un ordre tiré au début de la partie
ng-house-scoring = Règles maison de pointage
ng-house-scoring-hint = Chacune reste désactivée à moins de la choisir ici.
ng-doubles-double = Les doubles comptent double
ng-doubles-double-hint = Un double resté en main compte deux fois ses points (le 5-5 vaut 20) ; le 0-0 garde sa propre valeur.
ng-bonus = Bonus de sortie
ng-penalty = Un marqueur resté levé coûte
ng-tie-break = Une égalité au plus petit total revient à
ng-tie-shared = Tous les joueurs à égalité, qui se partagent la victoire
ng-tie-most-rounds-won = Celui qui a gagné le plus de manches
ng-tie-lowest-last-round = Celui qui a eu le moins de points à la dernière manche
ng-bonus-hint = Sortir retire le bonus (de 0 à 100) de la manche de ce joueur ; un pointage peut donc descendre sous zéro.
ng-penalty-hint = Qui a encore son marqueur levé à la fin d’une manche ajoute ce nombre (de 0 à 100) ; le formulaire de manche offre alors un interrupteur « Marqueur levé » pour chaque joueur.
ng-what-bonus = Bonus de sortie
ng-what-penalty = Marqueur resté levé
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
ref-seat-name = Joueur { $n }
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
check-impossible = La table telle que saisie est impossible :
check-wait = Touchez les deux bouts de la tuile, puis le train.
check-legal = Permis
check-illegal = Interdit
check-earlier-illegal = Le coup { $n } plus haut enfreint déjà une règle ; reprenez-le d’abord.
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
ref-why-train-player = le train { $of }
ref-why-train-mexican = le train mexicain
ref-why-train-choo = le train Choo Choo
ref-why-train-list = { $first } / { $rest }
ref-why-round-over-out = la manche est finie : { $who } est sorti(e)
ref-why-round-blocked = la manche est bloquée : la pioche est vide et personne ne peut jouer ; il ne reste qu’à passer
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
ref-sum-not-your-turn = on joue chacun son tour dans le sens horaire ; un tour finit quand une tuile est posée (ou qu’un double est réglé), ou quand on passe{ $faster }
ref-sum-not-your-turn-faster = {"\u202F; "}partie rapide : à son premier tour, un joueur peut continuer de poser des tuiles sur son propre train, et s’arrête en passant
ref-sum-not-in-hand = on ne pose ou ne pioche qu’une tuile qu’on a vraiment en main ou qui est dans la pioche
ref-sum-tile-on-table = chaque tuile n’existe qu’une fois : une tuile déjà dans un train, ou le double moteur, ne peut pas être posée une deuxième fois
ref-sum-no-match = une tuile doit correspondre au bout ouvert du train où on la pose ; un nouveau train commence par le chiffre du double moteur
ref-sum-private-train-closed = on pose sur son propre train et sur le train Choo Choo ; le train de l’adversaire est fermé, sauf pour y couvrir un double
ref-sum-private-train-markers = le train d’un autre joueur est fermé tant que son marqueur n’est pas levé ; il s’ouvre quand ce joueur passe et lève son marqueur
ref-sum-private-train-none = sans marqueurs, seuls son propre train et le train commun sont ouverts
ref-sum-open-double-cover-same-turn = qui pose un double doit le couvrir au même tour (en piochant une fois au besoin) ; un double ouvert ferme tous les autres trains jusqu’à ce que quelqu’un le couvre
ref-sum-open-double-follow-up-anywhere = après un double, on pose une autre tuile, sur le double ou sur n’importe quel train ouvert ; un deuxième double n’est permis que si une troisième tuile de la main couvre l’un des deux, et d’ici là on ne peut ni piocher ni passer, peu importe ce qu’on a en main ; un double ouvert ferme tous les autres trains jusqu’à ce qu’il soit couvert
ref-sum-open-double-play-again = après un double, on rejoue tout de suite, là où on en a le droit ; un double encore ouvert à la fin d’un tour doit être couvert avant qu’on joue quoi que ce soit d’autre
ref-sum-must-play = qui a une tuile jouable doit en poser une ; pas question de piocher ou de passer par tactique{ $faster }{ $follow_up }
ref-sum-must-play-faster = {"\u202F; "}partie rapide : une série de premier tour sur son propre train peut s’arrêter en passant, pas en piochant
ref-sum-must-play-follow-up = {"\u202F; "}juste après un deuxième double au même tour, c’est plutôt la règle des doubles (open-double) qui interdit de piocher ou de passer
ref-sum-must-play-drawn = qui ne peut pas jouer pioche une tuile ; si elle peut être posée, il faut la poser tout de suite
ref-sum-must-draw = qui ne peut pas jouer doit piocher une tuile avant de passer, tant que la pioche en contient
ref-sum-draw-once = on ne pioche qu’une tuile par tour (après un double, on peut piocher de nouveau pour le couvrir)
ref-sum-boneyard-empty = quand la pioche est vide, qui ne peut pas jouer passe, tout simplement
ref-sum-round-over-blocked = ou elle est bloquée dès que la pioche est vide et que personne ne peut plus poser de tuile, même au milieu d’un tour (il ne reste alors qu’à passer)
ref-sum-round-over-cover = la manche finit quand le tour d’un joueur se termine avec la main vide, { $blocked } ; règle maison : un double posé comme dernière tuile doit quand même être couvert (ou une tuile piochée pour lui) avant que le joueur soit sorti, et si personne ne peut le couvrir et que la pioche est vide, la manche est bloquée sur-le-champ, et ce joueur marque 0
ref-sum-round-over = la manche finit dès qu’un joueur pose sa dernière tuile, même un double (que personne ne couvre), { $blocked }
ref-prob-shape = { $detail }
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
ref-prob-player-count = { $title } se joue de { $min } à { $max } joueurs, pas { $count }
ref-prob-empty-name = un nom ne peut pas être vide
ref-prob-reserved-name = « { $name } » est réservé au train commun
ref-prob-listed-twice = { $name } est inscrit deux fois
ref-prob-not-a-player = { $name } n’est pas un joueur
ref-prob-no-markers = { $title } se joue sans marqueurs
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
history-title = Historique
history-search = Chercher par nom
history-search-placeholder = le nom d’un joueur
history-player = Joueur
history-everyone = Tout le monde
history-rules = Règles
history-all-presets = Toutes les règles
history-from = Du
history-to = Au
history-and = { $rest } et { $last }
history-deleted = La partie de { $names } a été supprimée.
history-undo = Annuler
history-no-match = Aucune partie ne correspond.
history-no-more = Aucune autre partie.
history-played-for = jouée en { $time }
history-in-progress = en cours
history-no-house = aucune règle maison
history-house-badge = règles maison : { $rules }
history-finished = terminée
history-tie = égalité : { $names }
history-round-of = manche { $n } sur { $of }
history-leading = en tête : { $names }
history-open = Ouvrir
history-resume = Reprendre
history-delete = Supprimer
history-delete-confirm = Confirmer la suppression
history-newer = Plus récentes
history-older = Plus anciennes
history-page = Page { $n }
history-back = Retour à l’historique
history-detail-finished = terminée le { $when }, jouée en { $time }
history-detail-unfinished = pas terminée : { $n ->
    [one] { $n } manche
   *[other] { $n } manches
} sur { $of }
history-corrected = Corrigée après la soirée (révision { $revision })
history-resume-game = Reprendre cette partie
history-detail-setup = , jeu double-{ $set }, { $count ->
    [one] { $count } manche
   *[other] { $count } manches
}
history-detail-deal = { $count ->
    [one] { $count } tuile distribuée
   *[other] { $count } tuiles distribuées
} à chacun · qui commence : { $starter }
history-starter-at-table = décidé à la table
history-starter-next-seat = la place suivante
history-starter-last-winner = le gagnant de la manche précédente
history-detail-no-house = Aucune règle maison.
history-detail-house = Règles maison :
history-running-totals = Totaux cumulés
history-scoreboard = Feuille de pointage
history-audit = Changements au pointage ({ $count })
history-audit-round = manche { $n }
history-audit-change = { $what } par { $device } :
history-audit-was = avant { $value },
history-audit-now = maintenant { $value }
history-audit-went-out = est sorti
history-audit-nothing = rien
history-audit-host = l’hôte
history-audit-entry-set = entrée inscrite
history-audit-entry-corrected = entrée corrigée
history-audit-entry-cleared = entrée effacée
history-audit-round-saved = manche enregistrée
history-audit-round-edited = manche modifiée
history-audit-round-undone = manche annulée
backups-count = Copies de sauvegarde ({ $count })
backups-hint-folder = Une copie de sauvegarde est faite chaque fois qu’une partie se termine ; les 10 dernières sont gardées. Restaurer remplace toutes les parties par celles de la copie, après avoir gardé les parties actuelles dans une copie de sécurité.
backups-none = Aucune copie de sauvegarde pour l’instant.
backups-size = { $kb } ko
backups-safety = avant une restauration
backups-restored = La copie de sauvegarde du { $when } a été restaurée. Les parties d’avant sont gardées dans { $file }.
backups-restore-confirm = Confirmer : tout remplacer
backups-restore = Restaurer
backups-title = Copies de sauvegarde
backups-hint-files = Une copie de sauvegarde contient toutes vos parties dans un seul fichier. Téléchargez-en une de temps en temps et gardez-la en lieu sûr : effacer les données du navigateur efface aussi les parties. Restaurer remplace toutes les parties par celles de la copie, après avoir téléchargé les parties actuelles dans une copie de sécurité.
backups-download = Télécharger une copie
backups-downloaded = { $file } téléchargé : gardez-le en lieu sûr.
backups-not-made = Aucune copie n’a été faite : { $error }
backups-nothing-changed = { $why } ; rien n’a été changé
backups-restore-from = Restaurer à partir d’un fichier :
backups-question = Remplacer toutes les parties par celles de { $file } ?
backups-replace = Tout remplacer
backups-cancel = Annuler
backups-restored-file = { $file } a été restauré ; les parties d’avant ont été téléchargées dans { $safety }.
stats-title = Statistiques
stats-empty = Terminez une partie pour voir des statistiques ici.
stats-new-game = Nouvelle partie
stats-games-of = Parties
stats-every-preset = toutes les règles
stats-col-player = Joueur
stats-col-games = Parties
stats-col-wins = Victoires
stats-col-win-rate = Victoires (%)
stats-col-per-round = Pts / manche
stats-col-per-round-long = points par manche
stats-col-best-round = Meilleure manche
stats-col-worst-round = Pire manche
stats-col-outs = Sorties
stats-col-streak = Série
stats-col-streak-long = victoires de suite jusqu’à maintenant
stats-col-best-streak = Meilleure série
stats-col-best-streak-long = plus longue suite de victoires
stats-percent = { $pct } %
stats-none-with-rules = Aucune partie terminée avec ces règles.
stats-h2h = Face-à-face
stats-first-player = premier joueur
stats-vs = contre
stats-second-player = deuxième joueur
stats-choose-two = Choisissez deux joueurs différents.
stats-never-together = { $a } et { $b } n’ont pas terminé de partie ensemble.
stats-together = { $count ->
    [one] { $count } partie ensemble.
   *[other] { $count } parties ensemble.
}
stats-ahead = { $name } a fini devant { $ahead } fois et a gagné { $wins ->
    [one] { $wins } partie
   *[other] { $wins } parties
} ; { $points ->
    [one] { $points } point
   *[other] { $points } points
} en tout.
stats-level = À égalité { $count } fois.
stats-records = Records
stats-record-lowest = Plus bas total d’une partie :
stats-record-rounds = Plus de manches gagnées dans une partie :
stats-record-by = par { $names }
stats-over-time = Résultats au fil du temps
stats-won-recent = { $won } { $won ->
    [one] victoire
   *[other] victoires
} sur { $count ->
    [one] la dernière partie
   *[other] les { $count } dernières parties
} (plus le total est bas, mieux c’est)
stats-chart-title = { $name } : totaux { $count ->
    [one] de la dernière partie
   *[other] des { $count } dernières parties
}
stats-chart-x = Partie
stats-chart-y = Total des points
chart-legend = légende
chart-start = départ
chart-running-title = Total cumulé après chaque manche
chart-round = Manche
chart-points = Points
export-no-download = cette fenêtre enregistre les fichiers dans un dossier
export-too-large = { $file } est trop gros (plus de { $mb } Mo)
export-cannot-read = impossible de lire { $file } : { $error }
export-imported = { $count ->
    [one] { $count } partie importée
   *[other] { $count } parties importées
} ; { $skipped ->
    [one] { $skipped } partie déjà présente a été ignorée.
   *[other] { $skipped } parties déjà présentes ont été ignorées.
}
export-replaced = { $count ->
    [one] { $count } partie remplacée par une correction plus récente, faite après la soirée.
   *[other] { $count } parties remplacées par une correction plus récente, faite après la soirée.
}
export-nothing-imported = { $why } ; rien n’a été importé
export-saved-to = Enregistré dans { $path }
export-downloaded = { $file } téléchargé
export-type-a-path = entrez le chemin d’un fichier JSON exporté de mextrain pour l’importer
export-this-game = Exporter cette partie
export-and-import = Exporter et importer
export-csv = CSV (tableur)
export-download = Télécharger
export-import-file = Importer un fichier JSON exporté de mextrain :
export-import-hint = L’importation vérifie d’abord tout le fichier : un mauvais fichier ne change rien, et les parties déjà présentes sont ignorées.
export-file-to-write = fichier à écrire
export-go = Exporter
export-import-placeholder = chemin d’un fichier JSON exporté de mextrain
export-file-to-import = fichier à importer
export-import-go = Importer
# Les messages du stockage et des fichiers (en anglais dans l’application).
hist-db-too-new = { $file } a été écrit par une version plus récente de mextrain (schéma { $found } ; cette version connaît jusqu’au { $supported }) ; il n’a pas été touché : mettez mextrain à jour pour l’ouvrir
hist-db-corrupt = { $file } est endommagé : SQLite ne peut pas le lire comme une base de données saine ; il n’a pas été touché : restaurez une copie de sauvegarde ou déplacez-le
hist-db-foreign = { $file } n’est pas une base de données de mextrain ({ $detail }) ; il n’a pas été touché : déplacez-le ou choisissez un autre dossier avec --data-dir
hist-db-stale-wal = { $wal } n’appartient pas à { $file } (il vient d’une exécution précédente) ; les deux n’ont pas été touchés : sortez { $wal } et tout fichier -shm voisin du dossier, puis relancez mextrain
hist-db-read-only = impossible d’écrire dans { $file } : le fichier ou son dossier est en lecture seule ; rien n’a été changé : vérifiez ses permissions ou choisissez un autre dossier avec --data-dir
hist-db-folder = impossible d’utiliser le dossier de données { $folder } : { $detail }
hist-db-invalid = refusé : { $detail }
hist-db-damaged-game = la partie { $game } ({ $players }) est endommagée dans la base de données ({ $problem }) ; rien n’a été écrit : exportez les autres parties une à une ou restaurez une copie de sauvegarde
hist-db-no-such-game = il n’y a pas de partie numéro { $game }
hist-db-conflict = la partie { $game } est déjà ici, avec d’autres { $what } : une partie n’est prise qu’une fois, par son uid, et n’est remplacée que par une correction plus récente venue de la machine d’où elle vient
hist-db-conflict-rules = règles ou joueurs
hist-db-conflict-start = heure de début
hist-db-conflict-rounds = manches
hist-db-conflict-end = fin
hist-db-conflict-sender = corrections, faites sur une autre machine
hist-db-disk-full = le disque est plein : rien n’a été enregistré ; libérez de l’espace et réessayez
hist-db-sqlite = la base de données a refusé le changement ({ $detail }) ; rien n’a été enregistré
hist-export-not-finished = BG Stats ne prend que des parties terminées : celle-ci n’est pas terminée
hist-export-write = impossible d’écrire { $file } : { $detail }
share-no-png = cette version ne dessine pas de PNG : demandez svg
share-card = la carte du résultat n’a pas pu être dessinée : { $detail }
hist-import-read = impossible de lire { $file } ({ $detail })
hist-import-format = { $file } n’est pas un fichier exporté de mextrain ({ $detail })
hist-import-schema = { $file } : la version de schéma { $found } n’est pas prise en charge (ce mextrain lit la version { $supported })
hist-import-schema-newer = { $file } a été fait par un mextrain plus récent (version de schéma { $found } ; celui-ci lit jusqu’à la version { $supported }) : mettez mextrain à jour pour l’importer
hist-import-game = { $file } : partie { $index } (uid { $uid }), { $field } : { $detail }
hist-import-refused = { $why } ; rien n’a été importé
file-format = ce n’est pas un fichier exporté de mextrain : { $detail }
file-schema = la version de schéma { $found } n’est pas prise en charge (ce mextrain lit la version { $supported })
file-schema-newer = fait par un mextrain plus récent (version de schéma { $found } ; celui-ci lit jusqu’à la version { $supported }) : mettez mextrain à jour pour le lire
file-game = partie { $index } (uid { $uid }), { $field } : { $detail }
hist-restore-foreign = { $file } n’est pas une copie de sauvegarde de mextrain : { $detail }
hist-restore-corrupt = { $file } est endommagé : SQLite ne peut pas le lire comme une base de données saine
hist-restore-too-new = { $file } a été fait par une version plus récente de mextrain (schéma { $found } ; celle-ci connaît jusqu’au { $supported }) : mettez mextrain à jour pour le restaurer
hist-restore-refused = { $why } ; rien n’a été changé

# (end of section)

########################################################################
## table mode: hosting, the phone's screens
########################################################################
# Les écrans du téléphone (ui/table).
table-link-connecting = connexion…
table-link-live = en direct
table-link-lost = hôte injoignable
table-home-label = mextrain : accueil
table-col-round = Manche
table-badge-blocked = bloquée
table-cell-out = sorti
table-row-total = Total
table-badge-tied = à égalité en tête
table-badge-leader = en tête
table-round = Manche { $n }
table-engine = moteur { $engine }-{ $engine }
table-game-over = Partie terminée : { $count ->
    [one] { $names } a gagné
   *[other] { $names } ont gagné
}
table-names-and = { $names } et { $last }
table-not-joined = Ce téléphone n’a rejoint aucune table.
table-join-title = Rejoindre une table
table-loading = En attente de l’hôte…
table-status-sending = envoi en cours
table-status-waiting = en attente de l’hôte
table-status-sent = envoyé
table-device-host = l’hôte
table-device-watch = le lien de suivi
table-device-spectator = un spectateur
table-device-undone = la manche annulée
table-device-phone = le téléphone de { $name }
table-device-named = { $name }
table-joined = Ce téléphone est déjà à une table.
table-joined-seat = Ce téléphone est déjà à une table (place { $seat }).
table-joined-back = Y retourner
table-joined-leave = La quitter
table-code-label = Le code affiché chez l’hôte
table-code-find = Trouver la table
table-seats-title = Choisissez votre place
table-seat-taken = prise
table-just-watch = Regarder seulement
table-open-my-screen = Ouvrir mon écran
table-scores = Pointage
table-hand-of = Main de { $name }
table-out-of = { $name } est sorti(e)
table-total-of = Points restants dans la main de { $name }
table-clear-of = Effacer la saisie de { $name }
table-mode-tiles-host = Toucher les tuiles
table-mode-total-host = Saisir le total
table-hand-mine = Ma main
table-out-mine = Je suis sorti(e)
table-entry-marker-up = Mon marqueur était levé à la fin (+{ $points })
table-entry-marker-up-of = Le marqueur de { $name } était levé à la fin (+{ $points })
table-total-mine = Points restants dans ma main
table-clear-mine = Effacer ma saisie
table-mode-tiles-mine = Toucher mes tuiles
table-mode-total-mine = Saisir mon total
table-tapped = { $count ->
    [one] { $count } tuile touchée
   *[other] { $count } tuiles touchées
}
table-tapped-points = { $count ->
    [one] { $count } tuile touchée
   *[other] { $count } tuiles touchées
} : { $points ->
    [one] { $points } point
   *[other] { $points } points
}
table-points-from = { $points ->
    [one] point
   *[other] points
} pour { $count ->
    [one] { $count } tuile
   *[other] { $count } tuiles
}
table-how-to-enter = Comment saisir
table-send = Envoyer
table-entered-from = Saisi par { $device }. Modifiable jusqu’à l’enregistrement de la manche.
table-host-has-out = Pour l’hôte, vous êtes sorti(e) à cette manche.
table-host-has-points = L’hôte vous compte { $count ->
    [one] { $count } point
   *[other] { $count } points
}.
table-host-has-entry = L’hôte a reçu votre saisie.
table-host-has-correct = Vous pouvez la corriger jusqu’à l’enregistrement de la manche.
table-player-save = Tout le monde a saisi : enregistrer la manche
table-hosting-title = Hôte
table-last-saves = Le dernier joueur à saisir enregistre la manche
table-undo-last = Annuler la dernière manche
table-entries = Saisies
table-entry-waiting = en attente
table-entry-out = sorti(e)
table-entry-entered = saisi
table-from-at = par { $device }, { $at }
table-from = par { $device }
table-enter-for = Saisir pour { $name }
table-no-phone = sans téléphone
table-free-seat-title = Libérer la place d’un téléphone perdu
table-free-seat = Libérer la place
table-close = Fermer
table-who-started = Qui a commencé
table-choose-starter = choisir qui a commencé
table-starter-suggested = suggéré : la place suivante, en sens horaire
table-blocked-round = Manche bloquée
table-save-round = Enregistrer la manche { $n }
table-watching = En spectateur
table-rule-book = Le livre des règles
# Ce que le téléphone dit lui-même d’un refus ou d’une panne.
table-why-code-empty = Tapez le code de { $len } caractères affiché chez l’hôte.
table-why-code-lookalike = Un code n’a jamais de { $char } : les codes évitent 0, O, 1, I et L, qui se confondent. Vérifiez le code affiché chez l’hôte.
table-why-code-char = Un code n’a que des lettres et des chiffres, pas « { $char } ».
table-why-code-length = Un code a { $len } caractères ; celui-ci en a { $count }.
table-why-unreachable = l’hôte est injoignable : vérifiez que ce téléphone est sur le même réseau
table-why-browser-only = on rejoint une table dans un navigateur : ouvrez le lien de l’hôte sur le téléphone
table-why-bad-answer = la réponse de l’hôte est illisible
table-why-refused-status = l’hôte a refusé ({ $status })
table-why-forgotten = L’hôte n’a plus ce téléphone à la table ({ $why }). Rejoignez-la de nouveau avec le code.
# Les refus de l’hôte, par code (l’anglais vient de l’hôte lui-même).
table-why-game-gone = la partie de l’hôte ne figure plus dans ses parties
table-why-store = l’hôte n’a pas pu écrire ses données : rien n’a été enregistré
table-why-not-saved = l’hôte n’a pas pu enregistrer ce changement : rien n’a été enregistré
table-why-game-finished-start = la partie { $game } est terminée : il n’y a plus de manche à saisir
table-why-hosting-off = l’hôte n’accepte plus de téléphones pour cette partie
table-why-code-wrong = ce code n’est pas celui de cette table : vérifiez le code affiché chez l’hôte
table-why-token-missing = il faut le jeton du téléphone : rejoignez d’abord la table
table-why-token-unknown = le jeton de ce téléphone est inconnu ici (l’hôte a redémarré ou la place a été libérée) : rejoignez la table de nouveau
table-why-join-as-host = personne ne rejoint la table comme hôte : rejoignez-la comme joueur ou comme spectateur
table-why-seat-needed = un joueur rejoint la table avec une place
table-why-no-such-seat = il n’y a pas de place { $seat } : cette partie a { $count ->
    [one] { $count } joueur
   *[other] { $count } joueurs
}
table-why-seat-held = la place de { $name } est tenue par un autre téléphone : demandez à l’hôte de la libérer
table-why-key-bad = chaque changement demande une clé de 1 à { $max } caractères
table-why-spectator-writes = un spectateur ne peut pas modifier le pointage
table-why-seat-lost = ce téléphone n’a plus de place : rejoignez la table de nouveau
table-why-own-hand-only = un joueur ne saisit que sa propre main
table-why-keeper-card-needed = seul l’organisateur fait d’un téléphone le marqueur de cette table : scannez la carte du marqueur de la table
table-why-keeper-phone-hand = le téléphone de { $name } a saisi cette main : seul ce téléphone ou l’hôte peut la changer
table-why-seat-unnamed = indiquez la place
table-why-no-seat = il n’y a pas de place { $seat }
table-why-game-finished = cette partie est terminée
table-why-round-moved = c’est la manche { $now } qui est en cours, pas la manche { $sent } : cette page était en retard et s’est mise à jour
table-why-total-not-number = le total est un nombre de points, comme « 23 »
table-why-spectator-saves = un spectateur ne peut pas enregistrer une manche
table-why-host-saves = seul l’hôte enregistre la manche
table-why-wait-for-all = le dernier joueur à saisir enregistre la manche : attendez que chaque place ait saisi
table-why-nothing-to-undo = il n’y a rien à annuler
table-why-host-only = seul l’hôte peut faire ceci
table-why-json-needed = envoyez la demande en JSON (type de contenu application/json)
table-why-json-bad = la demande n’est pas le JSON attendu
table-why-too-many-streams = trop de téléphones suivent cette table : fermez-en un et réessayez
table-why-no-such-request = cette demande n’existe pas chez l’hôte
table-why-too-large = la demande dépasse { $kib } Kio
table-why-too-slow = la demande a pris trop de temps
table-why-host-failed = l’hôte a échoué sur cette demande : rien n’a été enregistré
table-why-too-many-connections = trop de connexions de cet appareil : attendez un instant
table-why-code-wait = trop de codes erronés de cet appareil : attendez { $seconds } s, puis vérifiez le code sur l’écran de l’hôte
table-why-code-busy = trop de codes erronés ont été essayés à cette table : attendez un instant et réessayez
table-why-too-many-requests = trop de demandes de cet appareil : attendez un instant
table-why-version = cette page et l’hôte sont des versions différentes de mextrain ({ $page }, l’hôte { $host }) : rechargez la page
table-reload = Recharger la page
table-why-http = l’hôte a refusé la demande ({ $status })
table-why-league-batch = envoyez au plus { $max } parties à la fois
table-why-league-code-busy = trop de codes de ligue erronés ont été essayés : attendez un instant et réessayez
table-why-league-code-replaced = l’hôte de la ligue a remplacé ce code de ligue : demandez-lui le nouveau lien de la ligue
table-why-league-code-wait = trop de codes de ligue erronés depuis cet appareil : attendez { $seconds } s, puis vérifiez le code affiché par l’hôte de la ligue
table-why-league-code-wrong = ce code de ligue n’est pas un code que cet hôte de ligue accepte : vérifiez le code qu’il affiche
table-why-league-name = la ligue a besoin d’un nom
table-why-not-now = { $detail }
table-why-spec = { $detail }
table-why-in-memory = les données de cette fenêtre sont en mémoire : les téléphones ne peuvent pas rejoindre la table
table-why-ports-busy = les ports { $first } à { $last } sont tous pris par d’autres programmes : fermez-en un et réessayez
table-why-start-failed = l’hôte n’a pas pu démarrer
table-why-listen-failed = impossible d’écouter sur { $address } : { $detail }
# La carte « Ouvrir aux téléphones » de l’ordinateur (ui/hosting).
hosting-off-title = Téléphones à la table
hosting-off-hint = Chaque joueur peut suivre la partie et saisir sa propre main sur son téléphone, sur ce réseau. Personne ne peut rejoindre la table avant que vous l’ouvriez.
hosting-start = Ouvrir aux téléphones
hosting-on-title = Table ouverte aux téléphones
hosting-stop = Fermer aux téléphones
hosting-qr-label = Code QR du lien pour rejoindre la table
hosting-scan = Balayez le code avec l’appareil photo d’un téléphone, ou ouvrez le lien et tapez le code :
hosting-code-label = code
hosting-join-link = Lien pour rejoindre :
hosting-watch-link = Suivi seulement (le pointage, sans saisie) :
hosting-port = À l’écoute sur le port { $port }. Les téléphones doivent être sur le même réseau que cet ordinateur.
hosting-resumed = La table était ouverte à la dernière fermeture de mextrain : les téléphones qui l’avaient rejointe y sont encore.
hosting-web-missing = Les pages des téléphones ne sont pas construites (aucun { $path }) : lancez
hosting-web-missing-then = dans le dossier de mextrain, ou donnez à MEXTRAIN_WEB le site construit, puis fermez et rouvrez la table.
hosting-joined = Téléphones connectés
hosting-phones-none = Aucun téléphone n’a encore rejoint la table.
hosting-phone-seat = { $name } :
hosting-role-player = joueur
hosting-role-spectator = spectateur
hosting-from-phones = Saisies des téléphones :
hosting-seat-here = sans téléphone : saisi dans ce formulaire
hosting-seat-no-phone = en attente (sans téléphone)
hosting-seat-waiting = en attente
hosting-seat-out = sorti(e), par { $device }
hosting-seat-tiles = { $points ->
    [one] { $points } point
   *[other] { $points } points
} ({ $count ->
    [one] { $count } tuile
   *[other] { $count } tuiles
}), par { $device }
hosting-seat-points = { $points ->
    [one] { $points } point
   *[other] { $points } points
}, par { $device }
hosting-enter-for = Saisir pour { $name }

# (end of section)

########################################################################
## rule book: groups, entries, presets, house notes
########################################################################
rulebook-title = Livre des règles
rulebook-lead = Le Train mexicain tel que le jouent les quatre jeux de règles de l’appli. Ouvrez une règle pour voir comment chacun la traite.
rulebook-search-placeholder = Chercher : double, marqueur, blanc…
rulebook-search-label = Chercher dans les règles
rulebook-compare-link = Comparer les règles côte à côte
rulebook-house-summary = La partie en cours suit les règles { $preset }, avec ces règles maison :
rulebook-no-match = Aucune règle ne contient « { $query } ». Essayez un mot plus court.
rulebook-found = { $count ->
    [one] { $count } règle trouvée
   *[other] { $count } règles trouvées
}
rulebook-badge-house = Règle maison
rulebook-badge-same = Identique partout
rulebook-house-in-game = Règle maison de cette partie :
rulebook-last-double = Dans cette partie, sortir sur un double :
rulebook-last-double-is = { $text } ({ $whose }).
rulebook-last-double-covered = interdit : un double posé comme dernière tuile doit quand même être couvert, et vous ne sortez que si votre tour se termine la main vide
rulebook-last-double-ends = permis : poser un double comme dernière tuile termine aussitôt la manche
rulebook-whose-house = règle maison
rulebook-whose-preset = selon les règles de la partie
rulebook-back-to-dispute = ← Retour au différend
rulebook-missing = Aucune règle « { $id } »
rulebook-missing-text = Le livre des règles n’a aucune entrée de ce nom.
rulebook-crumbs = livre des règles
rulebook-in-each = Selon les règles
rulebook-this-game = cette partie
rulebook-same-sentence = Comme pour Classique.
rulebook-same = Comme Classique
rulebook-rule-id-before = L’arbitre nomme cette règle
rulebook-rule-id-after = quand il refuse un coup.
rulebook-compare-short = Comparer
rulebook-compare-title = Les quatre jeux de règles côte à côte
rulebook-diff-on = Seules les différences sont affichées
rulebook-diff-off = Afficher seulement les différences
rulebook-compare-game = La partie en cours suit les règles { $preset } : sa colonne est surlignée.
rulebook-compare-hint = Les quatre jeux de règles côte à côte : faites glisser le tableau de côté pour tous les voir.
rulebook-compare-region = les règles comparées
rulebook-compare-rule = Règle
# Le livre des règles : ses clés viennent des entrées de src/rules/book.rs (l’anglais est celui d’en-CA.ftl)
book-group-setup = Mise en place
book-group-turns = Les tours
book-group-doubles = Les doubles
book-group-markers = Marqueurs et trains des autres
book-group-mexican-train = Le train mexicain
book-group-end-of-round = La fin d’une manche
book-group-scoring = Le pointage
book-group-variants = Variantes et règles maison
book-aim-title = Le but du jeu
book-aim-text = Videz votre main avant tous les autres. Les tuiles qui vous restent quand une manche s’arrête comptent contre vous : au bout d’une partie, le plus petit pointage l’emporte.
book-aim-classic = Une seule manche : le premier qui sort la gagne.
book-aim-dominorules = Une suite de manches : à chacune, gardez le moins de points possible en main.
book-aim-choo-choo-sixes = Sept courtes manches à deux joueurs ; gardez le moins de points possible en main.
book-sets-title = Les jeux de dominos
book-sets-text = Un jeu double-N associe chaque nombre de 0 à N à chacun des autres, et à lui-même, une seule fois. La tuile 5-12 et la tuile 12-5 ne font qu’une. Tailles : le double-6 compte 28 tuiles, le double-9 en compte 55, le double-12, 91, le double-15, 136 et le double-18, 190.
book-sets-classic = N’importe lequel de ces jeux convient ; seul le nombre de tuiles dans chaque main change.
book-sets-hub-set = La boîte annonce 136 tuiles pour son jeu double-12. Ce chiffre est celui d’un jeu double-15 : un vrai jeu double-12 en compte 91.
book-sets-choo-choo-sixes = Conçu pour le petit jeu double-6 de 28 tuiles.
book-default-set-title = Quel jeu utiliser
book-default-set-text = Chaque jeu de règles propose un jeu de dominos. Vous pouvez en prendre un autre au début d’une partie.
book-default-set-classic = Jeu double-12.
book-default-set-dominorules = Jeu double-12, à moins que vous en choisissiez un autre. Le site conseille le double-9 de deux à quatre joueurs, et le double-15 ou le double-18 à partir de neuf.
book-default-set-choo-choo-sixes = Jeu double-6.
book-players-title = Combien de joueurs
book-players-text = Chacun joue pour soi ; plus il y a de joueurs, plus le jeu doit être grand.
book-players-classic = De deux à huit joueurs (jusqu’à douze avec un jeu double-15 ou double-18).
book-players-dominorules = De deux à douze joueurs, et davantage avec un grand jeu.
book-players-choo-choo-sixes = Deux joueurs, ni plus ni moins.
book-hand-size-title = Tuiles par main
book-hand-size-text = Retournez toutes les tuiles face cachée et brassez-les. Chaque joueur en prend le même nombre ; celles que personne ne prend forment la pioche.
book-hand-size-classic = Avec un jeu double-12 : 15 chacun à deux, trois ou quatre joueurs ; 11 chacun à cinq ou six ; 8 chacun à sept ou huit. Avec les autres jeux, l’appli ajuste ces nombres pour qu’environ une tuile sur trois reste dans la pioche.
book-hand-size-dominorules = Avec un jeu double-12 : 16 chacun à deux joueurs, 15 à trois, 14 à quatre, 12 à cinq, 11 à six, 10 à sept, 9 à huit. Avec les autres jeux, l’appli ajuste ces nombres pour qu’environ une tuile sur trois reste dans la pioche ; vous pouvez changer ce nombre au début d’une partie.
book-hand-size-choo-choo-sixes = 5 tuiles chacun.
book-engine-title = Le double moteur
book-engine-text = Un double est posé au centre de la table : le double moteur. Tous les trains en partent ; la première tuile de chaque train doit donc porter le nombre du moteur.
book-engine-classic = Pour une partie d’une seule manche, le moteur est soit le plus gros double qu’un joueur a en main, soit le plus haut double du jeu ; si personne n’a le double voulu, les joueurs piochent chacun leur tour jusqu’à ce que quelqu’un le trouve. Dans une partie en plusieurs manches, le double de chaque manche est retiré avant la distribution.
book-engine-hub-set = Pour une partie d’une seule manche, le joueur qui a le plus gros double le pose au milieu. Dans la partie en 13 manches, le double de la manche est retiré avant la distribution.
book-engine-dominorules = Avant la distribution, retirez le plus haut double du jeu et placez-le au milieu. Chaque manche suivante prend le double juste en dessous.
book-engine-choo-choo-sixes = Avant la distribution, retirez le double de la manche. Il va au milieu et sert aussi de première tuile au train Choo Choo.
book-rounds-title = Combien de manches
book-rounds-text = Une partie se joue soit en une seule manche, soit en une manche par double, du plus haut double du jeu jusqu’au 0-0, chacune avec une nouvelle distribution et son propre moteur. Vous choisissez la première et la dernière manche au début d’une partie.
book-rounds-classic = Une manche. Pour une partie plus longue, jouez une manche par double, le plus haut d’abord et le 0-0 en dernier.
book-rounds-hub-set = Une manche, ou la partie facultative en 13 manches : 12-12 à la première manche, 11-11 à la deuxième, et ainsi de suite jusqu’au 0-0.
book-rounds-dominorules = Une manche par double, du plus haut jusqu’au 0-0 : 13 manches avec le double-12, 10 avec le double-9, 16 avec le double-15, 19 avec le double-18.
book-rounds-choo-choo-sixes = Sept manches : 6-6 d’abord, puis 5-5, et ainsi de suite jusqu’au 0-0.
book-who-starts-title = Qui commence
book-who-starts-text = Un joueur ouvre chaque manche ; les autres suivent dans l’ordre des tours.
book-who-starts-classic = Celui qui a posé le moteur joue le premier.
book-who-starts-hub-set = Le joueur qui a le plus gros double commence, en le posant comme moteur.
book-who-starts-dominorules = Tirez au sort le premier joueur de la manche 1. À chaque nouvelle manche, c’est la place suivante, dans le sens horaire, qui commence.
book-who-starts-choo-choo-sixes = Manche 1 : celui qui a le plus gros double, sinon celui qui a le plus de points en main. Les manches suivantes : le gagnant de la manche précédente.
book-turn-order-title = L’ordre des tours
book-turn-order-text = Les joueurs jouent chacun leur tour, toujours dans le même ordre autour de la table.
book-turn-order-classic = Dans le sens horaire : le tour suivant revient au joueur de gauche.
book-turn-order-choo-choo-sixes = Les deux joueurs jouent en alternance.
book-not-your-turn-title = Un joueur à la fois
book-not-your-turn-text = Seul le joueur dont c’est le tour peut poser une tuile, piocher ou passer. Un tour compte normalement une tuile ; il se termine quand cette tuile est posée (et que le double qu’elle amène est réglé), ou quand le joueur passe.
book-not-your-turn-classic = Une tuile par tour, plus celle qui couvre un double que vous posez.
book-not-your-turn-hub-set = Une tuile par tour, plus celle qui couvre un double que vous posez. Avec la variante de la partie rapide, votre tout premier tour peut être une suite entière sur votre propre train.
book-not-your-turn-dominorules = Une tuile par tour, plus la tuile de suite après un double : jusqu’à trois tuiles quand deux doubles sont posés.
book-not-your-turn-choo-choo-sixes = Les joueurs alternent ; poser un double donne aussitôt un coup de plus.
book-personal-trains-title = Votre propre train
book-personal-trains-text = Chacun construit son propre train, une chaîne de tuiles assorties qui part du moteur et pointe vers sa place. Vous pouvez toujours jouer sur votre propre train.
book-personal-trains-classic = Il part du moteur. Les autres ne peuvent s’en servir que si votre marqueur indique qu’il est ouvert.
book-personal-trains-dominorules = Il part du moteur. Les autres ne peuvent s’en servir que si votre marqueur indique qu’il est ouvert. Astuce : arrangez d’avance votre main en chaîne, et gardez le reste pour les autres trains.
book-personal-trains-choo-choo-sixes = Chaque train part à côté du train Choo Choo. Votre adversaire ne peut jamais jouer sur votre train, sauf pour couvrir un double à son bout.
book-must-play-title = Jouez si vous le pouvez
book-must-play-text = Si une tuile de votre main va sur un train que vous avez le droit d’utiliser, vous devez en poser une. Vous ne pouvez pas piocher ni passer simplement pour garder une tuile utile pour plus tard. Quand une règle sur les doubles interdit déjà de piocher ou de passer, l’appli nomme plutôt cette règle.
book-must-play-classic = Obligatoire.
book-draw-title = Piocher
book-draw-text = Quand aucune tuile de votre main ne convient, prenez-en une dans la pioche. Si elle convient, posez-la tout de suite ; sinon, gardez-la et votre tour est fini.
book-draw-classic = Une tuile. Les règles disent seulement que vous pouvez la poser si elle convient ; l’appli en fait une obligation, comme les autres jeux de règles.
book-draw-hub-set = Une tuile par tour, et une tuile qui convient doit être posée.
book-draw-dominorules = Une tuile par tour, et une tuile qui convient doit être posée.
book-draw-choo-choo-sixes = Une tuile par tour, et une tuile qui convient doit être posée.
book-must-draw-title = Piocher avant de passer
book-must-draw-text = Tant qu’il reste des tuiles dans la pioche, vous ne pouvez passer qu’après avoir pioché pendant ce tour. Une fois la pioche vide, le joueur qui ne peut pas jouer passe sans piocher.
book-must-draw-classic = Obligatoire.
book-must-play-drawn-title = Posez la tuile piochée
book-must-play-drawn-text = Si la tuile que vous venez de piocher peut aller sur un train qui vous est ouvert, posez-la ; passer en la gardant en main est interdit.
book-must-play-drawn-classic = Obligatoire (les règles disent « vous pouvez » ; l’appli en fait une obligation).
book-must-play-drawn-hub-set = Obligatoire.
book-must-play-drawn-dominorules = Obligatoire.
book-must-play-drawn-choo-choo-sixes = Obligatoire.
book-draw-once-title = Une pioche par tour
book-draw-once-text = Un tour ne permet de piocher qu’une fois. Seule exception : si vous posez un double sans pouvoir le couvrir, vous piochez pour tenter de le couvrir.
book-draw-once-classic = Une pioche ; un double que vous ne pouvez pas couvrir en permet une de plus.
book-boneyard-empty-title = Quand la pioche est vide
book-boneyard-empty-text = Une fois toutes les tuiles piochées, il n’y a plus rien à prendre. Le joueur qui ne peut pas jouer passe, tout simplement, et le jeu continue.
book-boneyard-empty-classic = Passez sans piocher ; votre train s’ouvre aux autres.
book-boneyard-empty-choo-choo-sixes = Passez sans piocher (il n’y a pas de marqueurs).
book-not-in-hand-title = Seulement vos tuiles
book-not-in-hand-text = Vous ne pouvez poser qu’une tuile qui est vraiment dans votre main. Quand l’appli connaît votre main, elle refuse toute autre tuile.
book-not-in-hand-classic = Toujours.
book-tile-on-table-title = Chaque tuile existe une fois
book-tile-on-table-text = Un jeu contient un seul exemplaire de chaque tuile. Une tuile déjà dans un train, ou le moteur lui-même, ne peut pas être posée une deuxième fois ; si l’appli la voit deux fois, l’une des deux inscriptions est une erreur.
book-tile-on-table-classic = Toujours.
book-no-match-title = Des bouts assortis
book-no-match-text = Une tuile ne peut s’ajouter à un train que si l’une de ses moitiés porte le nombre du bout libre du train ; cette moitié se place contre le train. La première tuile d’un train doit porter le nombre du moteur.
book-no-match-classic = Toujours.
book-no-match-choo-choo-sixes = Toujours ; les trains personnels comme le train Choo Choo partent du double de la manche.
book-double-played-title = Poser un double
book-double-played-text = Un double (le même nombre sur les deux moitiés) se pose en travers. Le bout du train montre alors ce nombre, et le double doit être couvert par une tuile assortie.
book-double-played-classic = Couvrez-le vous-même pendant le même tour avec une tuile assortie. Si vous n’en avez pas, piochez une tuile : couvrez le double avec elle si elle convient, sinon passez en laissant le double ouvert.
book-double-played-dominorules = Posez une tuile de plus, sur le double lui-même ou sur un autre train qui vous est ouvert. Si vous n’avez rien pour suivre, piochez une fois et posez cette tuile là où elle convient, ou passez en levant votre marqueur. Un second double dans le même tour n’est permis que si une troisième tuile tirée de votre main, sans piocher, couvre ensuite l’un des deux ; piocher ou passer à ce moment enfreint cette règle, même si vous avez une tuile qui irait ailleurs.
book-double-played-choo-choo-sixes = Vous rejouez aussitôt, là où vous en avez le droit ; la tuile de plus n’a pas à aller sur le double. Le double reste ouvert jusqu’à ce que quelqu’un le couvre.
book-open-double-title = Un double ouvert
book-open-double-text = Un double que personne n’a couvert à la fin d’un tour immobilise la table : les tuiles suivantes doivent aller dessus, et aucun autre train ne peut servir tant qu’il n’est pas couvert.
book-open-double-classic = Tous les autres trains sont fermés. Chaque joueur, à son tour, le couvre, ou pioche une tuile et le couvre avec celle-ci, ou passe. Une fois le double couvert, le jeu reprend à la place qui suit celle du joueur qui l’a couvert.
book-open-double-hub-set = Comme en Classique, et le joueur qui passe pendant qu’il est ouvert doit lever son marqueur, même si son propre train avait de la place pour une tuile.
book-open-double-dominorules = Comme en Classique, et le joueur qui passe pendant qu’il est ouvert doit lever son marqueur, même si son propre train avait de la place pour une tuile. Une fois que vous avez posé deux doubles dans un même tour, votre tuile suivante doit aller directement de votre main sur l’un d’eux : piocher ou passer à ce moment enfreint cette règle, quoi que vous puissiez poser d’autre.
book-open-double-choo-choo-sixes = Rien ne peut se jouer ailleurs que sur le double. Votre adversaire le couvre, ou pioche et, s’il ne le peut toujours pas, passe ; après ce passage, le joueur qui a posé le double doit le couvrir.
book-markers-title = Les marqueurs de train
book-markers-text = Chaque joueur a un marqueur de sa couleur, par exemple une petite locomotive ou une pièce de monnaie. Il indique si votre train est ouvert aux autres. Dans l’appli, « marqueur levé » veut dire ouvert et « marqueur baissé », privé.
book-markers-classic = Passer lève votre marqueur et ouvre votre train. Poser une tuile sur votre propre train le baisse de nouveau.
book-markers-dominorules = Passer lève votre marqueur, même sur un train que vous n’avez pas encore commencé (placez-le près du moteur). Seule une tuile posée sur votre propre train le baisse de nouveau ; jouer ailleurs ne le baisse pas.
book-markers-choo-choo-sixes = Il n’y a pas de marqueurs : chaque train personnel reste fermé à l’autre joueur.
book-private-train-title = Les trains des autres
book-private-train-text = Le train d’un autre joueur ne vous est ouvert que lorsque son marqueur est levé. Tant qu’il est baissé, ce train n’appartient qu’à lui.
book-private-train-classic = Fermé tant que le marqueur de son propriétaire est baissé ; ouvert à partir du moment où il passe jusqu’à ce qu’il y joue de nouveau.
book-private-train-choo-choo-sixes = Jamais ouvert à vous, sauf pour couvrir un double à son bout.
book-community-train-title = Le train mexicain
book-community-train-text = En plus des trains personnels, il y a un train commun qui n’appartient à personne. Tout le monde peut toujours y jouer. Il n’y en a jamais plus d’un.
book-community-train-classic = N’importe quel joueur peut le commencer à son tour avec une tuile qui porte le nombre du moteur, placée à l’écart. Ensuite, tous peuvent l’allonger par son bout libre.
book-community-train-dominorules = N’importe quel joueur peut le commencer à son tour avec une tuile qui porte le nombre du moteur ; le premier joueur d’une manche peut même le commencer au lieu de son propre train. Il ne s’allonge que par son bout libre.
book-community-train-choo-choo-sixes = Ici, il s’appelle le train Choo Choo et il est là dès le départ : le double de la manche le commence, et les deux joueurs peuvent l’allonger dès le premier tour. Les fichiers de table l’appellent « mexican ».
book-last-tile-title = Votre dernière tuile
book-last-tile-text = Dès qu’il ne vous reste qu’une tuile en main, prévenez les autres pour qu’ils puissent se débarrasser de leurs tuiles les plus coûteuses.
book-last-tile-classic = Cognez la tuile sur la table. Si quelqu’un vous surprend à ne pas cogner, piochez 2 tuiles.
book-last-tile-dominorules = Tapotez la tuile sur la table. Un oubli ne coûte rien.
book-last-tile-choo-choo-sixes = Annoncez-le à voix haute. Si votre adversaire le signale avant vous, piochez 1 tuile.
book-round-over-title = Quand la manche se termine
book-round-over-text = La manche s’arrête dès qu’un joueur pose sa dernière tuile, ou quand elle est bloquée : la pioche est vide et personne ne peut jouer. Une manche bloquée, c’est une manche où plus personne ne pourrait poser de tuile, même une fois que chacun a passé et ouvert son train. L’appli la déclare bloquée dès que c’est le cas, même en plein tour (un double que personne ne peut couvrir, une dernière pioche dont personne ne peut se servir) ; le joueur dont c’était le tour ne fait que passer. Ensuite, plus personne ne pose ni ne pioche ; chacun compte ses points.
book-round-over-classic = Sortir sur un double compte : si votre dernière tuile est un double, la manche se termine sur-le-champ. Personne ne le couvre, ne pioche ni ne passe. Comme ce double gagne la manche, il compte comme une tuile jouable : vous ne pouvez donc pas piocher à la place. Les tables qui disent « on ne peut pas sortir sur un double » activent la règle maison : ce double se traite alors comme tout autre, il faut le couvrir ou piocher pour le couvrir, et vous ne sortez que si votre tour se termine la main vide. Si personne ne peut le couvrir alors que la pioche est vide, la manche est bloquée sur-le-champ, avant que vous passiez : votre main est vide, vous obtenez donc 0 point et vous êtes parmi les gagnants.
book-round-over-dominorules = Votre dernière tuile termine aussitôt la manche, même un double que personne n’a couvert, et même un second double du même tour qu’aucune troisième tuile ne pourrait couvrir : quand c’est votre dernière tuile, c’est permis. La règle maison « on ne peut pas sortir sur un double » oblige ce double à être suivi comme tout autre ; si personne ne peut le couvrir et que la pioche est vide, la manche est bloquée aussitôt et vous, la main vide, obtenez 0 point.
book-round-over-choo-choo-sixes = Un joueur pose sa dernière tuile (un double aussi : personne ne rejoue après), ou la manche est bloquée pour les deux. Avec la règle maison « on ne peut pas sortir sur un double », le joueur qui a posé le double continue comme après n’importe quel double ; si aucun des deux ne peut le couvrir alors que la pioche est vide, la manche est bloquée aussitôt et ce joueur obtient 0 point.
book-tile-points-title = Compter les points
book-tile-points-text = À la fin d’une manche, chaque joueur additionne les points (les petits ronds) des tuiles qui lui restent. C’est son pointage pour la manche ; un joueur qui n’a plus de tuiles obtient 0.
book-tile-points-classic = Les points, plus 25 pour chaque moitié blanche : 0-5 vaut 30 et 0-0 vaut 50.
book-tile-points-dominorules = Les points seulement ; les blancs ne valent rien.
book-tile-points-choo-choo-sixes = Les points seulement. Certaines tables comptent le 0-0 pour 50 ou 25 points ; réglez-le comme règle maison au début de la partie.
book-winner-title = Qui gagne
book-winner-text = Les pointages des manches s’additionnent ; le plus petit total gagne. Quand plusieurs joueurs partagent le plus petit pointage, ils gagnent tous.
book-winner-classic = Dans une partie d’une manche, le joueur qui sort gagne ; dans une manche bloquée, celui qui a le moins de points. Sur plusieurs manches, le plus petit total.
book-winner-dominorules = Le plus petit total cumulé, une fois la manche du 0-0 jouée.
book-winner-choo-choo-sixes = Le plus petit total après la septième manche.
book-house-scoring-title = Les règles maison de pointage
book-house-scoring-text = Les tables discutent souvent du pointage ; une partie peut donc commencer avec l’une ou l’autre de ces règles, toutes désactivées à moins de les choisir. Les doubles comptent double : un double resté en main compte le double de ses points (5-5 vaut 20) ; le 0-0 vaut toujours ce que la partie lui donne. Prime de sortie : le joueur qui sort retire de 0 à 100 points de sa manche ; une manche, et un total, peuvent donc passer sous zéro ; personne n’a la prime dans une manche bloquée. Pénalité du marqueur levé : chaque joueur dont le marqueur est encore levé à la fin de la manche ajoute de 0 à 100 points, sauf le joueur qui est sorti (son marqueur peut être levé : ça ne lui coûte rien) ; le formulaire de la manche a un interrupteur « marqueur levé » pour chaque joueur, et on ne peut pas lever un marqueur dans une partie sans cette pénalité. Bris d’égalité : quand les plus petits totaux sont à égalité, la victoire est partagée (la règle habituelle), ou revient au joueur à égalité qui a gagné le plus de manches (une manche se gagne avec le moins de points ; une égalité compte pour chacun), ou au joueur à égalité qui a eu le moins de points à la dernière manche. S’ils sont encore à égalité, ils partagent la victoire.
book-house-scoring-classic = Aucune : une égalité au plus petit total est partagée.
book-house-scoring-choo-choo-sixes = Aucune. Il n’y a pas de marqueurs, donc pas de pénalité du marqueur levé.
book-variants-title = Règles facultatives
book-variants-text = Certains jeux de règles proposent des options dont on convient avant de commencer.
book-variants-classic = Aucune, sauf jouer une manche par double.
book-variants-hub-set = Partie rapide : à votre premier tour d’une manche, posez sur votre propre train autant de tuiles qu’il peut en recevoir, l’une après l’autre. Un double dans cette suite doit quand même être couvert, et le couvrir sur votre propre train prolonge la suite. La suite s’arrête quand vous dites avoir fini, ou quand vous posez une tuile ailleurs. Ensuite, une tuile par tour. Il y a aussi la partie en 13 manches (voir Combien de manches).
book-variants-dominorules = Aucune.
book-variants-choo-choo-sixes = Seulement l’option de pointage du 0-0 (voir Compter les points).
book-schedules-title = Le déroulé des manches
book-schedules-text = Le déroulé d’une partie, c’est le double qui ouvre chaque manche, dans l’ordre ; n’importe quelle liste des doubles du jeu convient, et un double peut revenir deux fois. L’appli propose les plus courants, avec le nombre de manches et une durée approximative à côté de chacun (environ 2 minutes par manche, plus une minute pour chaque tranche de 5 tuiles distribuées) : du plus gros double jusqu’au 0-0 ; seulement les premières manches de celui-ci ; d’un double choisi jusqu’au 0-0 ; du 0-0 jusqu’au plus gros ; l’aller-retour (du plus gros double au 0-0, puis en remontant : chaque double sauf le 0-0 est joué deux fois) ; seulement les doubles impairs, ou pairs, du plus gros vers le bas ; et chaque double une fois, dans un ordre tiré au début de la partie. Une partie compte au plus 100 manches.
book-schedules-classic = Une manche, ou au choix chaque double du plus gros jusqu’au 0-0.
book-schedules-hub-set = Une manche, ou la partie en 13 manches, du 12-12 jusqu’au 0-0.
book-schedules-dominorules = Chaque double du plus gros jusqu’au 0-0.
book-schedules-choo-choo-sixes = Sept manches, du 6-6 jusqu’au 0-0.
book-house-rules-title = Les règles maison dans l’appli
book-house-rules-text = Au début d’une partie, vous pouvez changer certaines de ses règles : les tuiles par joueur, la valeur d’une moitié blanche et du 0-0, qui commence chaque manche, les doubles des manches (voir Le déroulé des manches), le premier tour rapide, si un double peut être votre dernière tuile (« on ne peut pas sortir sur un double »), et les règles maison de pointage (les doubles qui comptent double, la prime de sortie, la pénalité du marqueur levé, le bris d’égalité). Tant que cette partie dure, ce livre signale chaque règle qu’elle change.
book-house-rules-classic = Moitié blanche 25, 0-0 50, le joueur du moteur commence.
book-house-rules-hub-set = Moitié blanche 25, 0-0 50, le joueur qui a le plus gros double commence.
book-house-rules-dominorules = Blancs 0, le premier joueur avance d’une place dans le sens horaire à chaque manche.
book-house-rules-choo-choo-sixes = Blancs 0, le gagnant de la manche précédente commence.
book-note-hand-size = chaque joueur reçoit { $value } ({ $preset } : { $was })
book-note-blank-half = une moitié blanche vaut { $value } ({ $preset } : { $was })
book-note-double-blank = le 0-0 vaut { $value } ({ $preset } : { $was })
book-note-starter = qui commence : { $value } ({ $preset } : { $was })
book-note-knock-penalty = oublier d’annoncer sa dernière tuile coûte : { $value } ({ $preset } : { $was })
book-note-faster-first-turn = le premier tour rapide est { $value } ({ $preset } : { $was })
book-note-markers = les marqueurs sont { $value } ({ $preset } : { $was })
book-note-doubles = après avoir posé un double : { $value } ({ $preset } : { $was })
book-note-open-double-pass-raises-marker = passer sur un double ouvert ouvre votre train : { $value } ({ $preset } : { $was })
book-note-cover-last-double = un double posé comme dernière tuile doit quand même être couvert : { $value } ({ $preset } : { $was })
book-note-doubles-count-double = un double resté en main compte le double de ses points : { $value } ({ $preset } : { $was })
book-note-going-out-bonus = sortir retire { $value } de votre manche ({ $preset } : { $was })
book-note-open-marker-penalty = un marqueur encore levé à la fin d’une manche ajoute { $value } ({ $preset } : { $was })
book-note-tie-break = une égalité au plus petit total revient à : { $value } ({ $preset } : { $was })
book-value-points = { $count ->
    [one] { $count } point
   *[other] { $count } points
}
book-value-tiles = { $count ->
    [one] { $count } tuile
   *[other] { $count } tuiles
}
book-value-tiles-by-players = un nombre qui dépend des joueurs
book-value-knock = { $count ->
    [0] aucune pénalité
    [one] piocher { $count } tuile
   *[other] piocher { $count } tuiles
}
book-value-on = activé
book-value-off = désactivé
book-value-used = utilisés
book-value-unused = non utilisés
book-value-yes = oui
book-value-no = non
book-value-starter-at-table = décidé à la table à chaque manche
book-value-starter-next-seat = la place suivante dans le sens horaire, à chaque manche
book-value-starter-last-winner = le gagnant de la manche précédente
book-value-double-cover = le couvrir pendant le même tour
book-value-double-follow-up = une tuile de plus, sur le double ou sur un train ouvert
book-value-double-play-again = rejouer aussitôt, n’importe où
book-value-tie-shared = tous les joueurs à égalité gagnent
book-value-tie-most-rounds-won = le joueur à égalité qui a gagné le plus de manches
book-value-tie-lowest-last-round = le joueur à égalité qui a eu le moins de points à la dernière manche

# (end of section)

## soirées de club (issue 32)
home-club = Soirée de club
home-club-hint = Plusieurs tables, une soirée : tirer les tables, tenir chaque pointage, voir qui a le mieux joué ce soir.
nights-title = Soirées de club
nights-lead = Une soirée place chaque personne présente à une table, lance une partie à chacune et tient le classement de la soirée.
nights-new = Organiser une soirée
nights-empty = Aucune soirée pour l’instant.
nights-open = Ouvrir
nights-tables = { $count ->
    [one] 1 table
   *[other] { $count } tables
}
night-new-title = Organiser une soirée de club
night-new-lead = Nommez la soirée, choisissez les règles de toutes les tables, cochez les personnes présentes, puis tirez les tables.
night-default-name = Soirée de club
night-name = Nom de la soirée
night-date = Date
night-league = Ligue (saison)
night-league-none = aucune
night-scoring = Classement selon
night-scoring-points = la plus basse moyenne
night-scoring-placement = les points de place
night-scoring-wins = le plus de victoires
night-rules = Règles de toutes les tables
night-preset = Règles
night-set = Jeu
night-rounds = { $count ->
    [one] 1 manche
   *[other] { $count } manches
}
night-players = { $count ->
    [0] Personnes présentes
    [one] Personnes présentes : 1
   *[other] Personnes présentes : { $count }
}
night-known = Personnes qui ont déjà joué
night-add = Ajouter une personne
night-add-go = Ajouter
night-remove = Retirer { $name }
night-per-table = Joueurs par table, au plus
night-minutes = Limite de temps par partie (minutes)
night-minutes-none = aucune
night-not-a-number = « { $value } » n’est pas un nombre entier.
night-no-schedule = Ces règles n’ont pas de déroulement sur ce jeu.
night-needs-name = Donnez un nom à la soirée.
night-minutes-above-zero = Une limite de temps est un nombre de minutes supérieur à 0.
night-needs-players = Choisissez au moins 2 personnes.
night-table-too-big = Ces règles placent au plus { $most } joueurs à une table : réduisez le nombre par table ou choisissez un plus grand jeu.
night-draw = Tirer les tables
night-draw-again = Tirer de nouveau
night-tables = Tables
night-move-hint = Changez une personne de table avec la liste à côté de son nom.
night-move = Table de { $name }
night-new-table = une nouvelle table
night-table = Table { $table }
night-seats = { $count ->
    [one] 1 joueur
   *[other] { $count } joueurs
}
night-start = Commencer la soirée
night-in-league = ligue { $league }
night-minutes-each = { $minutes } min par partie
night-board = Tableau pour grand écran
night-print = Imprimer
night-game-of = Partie { $n }
night-table-round = Manche { $n } sur { $of }
night-table-finished = Terminée
night-table-waiting = Terminée : en attente de la table { $tables }
night-time-left = Encore { $minutes } min
night-time-up = Temps écoulé : cette manche est la dernière
night-won = gagne
night-board-tables = Tables { $first } à { $last } sur { $count }
night-board-ranks = Rangs { $first } à { $last } sur { $count }
night-results = Résultats
night-score-pad = Feuille de pointage
night-next = Partie suivante
night-seating = Placement pour la partie suivante
night-seating-random = Nouveau tirage
night-seating-ladder = Échelle
night-seating-random-hint = Tout le monde est tiré à de nouvelles tables.
night-seating-ladder-hint = Le gagnant de chaque table monte d’une table (vers la table 1) et le dernier descend d’une table ; les autres restent.
night-seating-fresh = Tables nouvelles
night-seating-fresh-hint = Peu de joueurs qui ont déjà partagé une table ce soir se retrouvent ensemble.
night-next-go = Commencer la partie { $n }
night-next-started = La partie { $n } a commencé à chaque table.
night-next-wait = La partie suivante commence quand toutes les tables ont terminé.
night-standings = Classement
night-standings-of = Classement selon { $scoring }
night-standings-empty = Aucune partie de la soirée n’est encore terminée.
night-col-rank = Rang
night-col-player = Joueur
night-col-games = Parties
night-col-wins = Victoires
night-col-points = Points
night-col-average = Moyenne
night-col-placement = Places
night-export-csv = Exporter en CSV
night-export-json = Exporter en JSON
night-exported = Enregistré : { $file }
night-back = Retour à la soirée
night-share-line = { $rank }. { $name }, moyenne { $average } ({ $games ->
    [one] 1 partie
   *[other] { $games } parties
}, { $wins ->
    [one] 1 victoire
   *[other] { $wins } victoires
})
league-title = Ligue { $name }
league-lead = { $count ->
    [one] Le classement de la saison sur sa soirée.
   *[other] Le classement de la saison sur ses { $count } soirées.
}
league-by-night = Soirée par soirée
league-attendance = Présence
league-place = { $rank ->
    [1] 1er
   *[other] { $rank }e
}
league-nights-of = { $n } sur { $of }
league-chart-title = Rang après chaque soirée
league-night = Soirée
league-table-game = Table et partie
league-rank-of = { $rank } sur { $of }
league-player-lead = { $games ->
    [one] 1 partie
   *[other] { $games } parties
}, { $wins ->
    [one] 1 victoire
   *[other] { $wins } victoires
}, { $points } points dans la ligue.
nights-leagues = Ligues
history-nights-hint = Une soirée de plusieurs tables : ses tables, ses parties et son classement.

# League: a long season's latest nights, and the same person across nights (rename, merge, undo a merge)
league-all-nights = Afficher les { $count } soirées
player-names-title = La même personne
player-names-lead = Renommer { $name } partout, ou fusionner ce nom avec un autre quand les deux sont la même personne.
player-rename-label = Nouveau nom
player-rename = Renommer
player-merge-label = Fusionner { $name } avec
player-merge = Fusionner avec…
player-merged-into = { $name } compte comme { $into } dans le classement et les statistiques.
player-merged-from = { $name } compte comme { $into }.
player-unmerge = Annuler la fusion
player-renamed = { $name } est renommé partout.
player-merged = { $name } compte maintenant comme { $into }.
player-unmerged = { $name } compte de nouveau à part.
player-error-empty = Le nouveau nom est vide.
player-error-reserved = { $name } est le nom du train commun.
player-error-unknown = Aucun joueur ne s’appelle { $name }.
player-error-taken = { $name } est le nom d’un autre joueur : fusionnez plutôt les deux.
player-error-playing = { $name } joue une partie en cours : renommez une fois qu’elle est finie.
player-error-same = { $name } ne peut pas être fusionné avec lui-même.
player-error-merged = { $name } est déjà fusionné avec { $into } : annulez d’abord cette fusion.
player-error-has-merges = D’autres noms sont fusionnés avec { $name } : fusionnez-les plutôt avec l’autre nom, ou annulez d’abord ces fusions.
player-error-together = { $name } et { $other } ont joué une partie ensemble : ce sont deux personnes.
player-error-not-merged = { $name } n’est fusionné avec aucun autre nom.
league-send-title = Parties par le réseau
league-receiving = Cet ordinateur est l’hôte de la ligue : il reçoit les parties de la ligue sous le code { $code } (`mextrain serve` affiche le lien).
league-receive-off = Cet ordinateur peut être l’hôte de la ligue : il reçoit alors les parties que les autres appareils envoient, tant que la fenêtre est ouverte.
league-receive-start = Recevoir ici les parties de cette ligue
league-receive-on = Cet ordinateur reçoit les parties de la ligue sous le code { $code }, sur le port { $port }. Il garde ce port d’un démarrage à l’autre.
league-receive-link = Donnez ce lien une fois à chaque appareil qui envoie :
league-receive-hint = Les parties arrivent tant que cette fenêtre est ouverte ; un appareil qui n’a pas pu la rejoindre les renvoie plus tard.
league-receive-stop = Ne plus recevoir
league-receive-down = La réception est activée, mais cette fenêtre n’écoute pas : les parties attendent chez les expéditeurs jusqu’à ce qu’elle écoute.
league-receive-retry = Écouter de nouveau
league-receive-moved = Le port { $from } est pris par un autre programme : les parties sont maintenant reçues sur le port { $port }. Donnez le nouveau lien aux expéditeurs.
league-web-sends-only = Cette application web envoie des parties à un hôte de ligue mais ne peut pas en recevoir : l’hôte de ligue est l’application de bureau ou `mextrain serve`.
league-refused-here = { $times ->
        [one] La partie { $game } a été refusée ici : { $why }
       *[other] La partie { $game } a été refusée ici ({ $times } fois) : { $why }
    }
league-send-lead = Envoyez les parties terminées de la ligue jouées ici à l’hôte de la ligue : collez une fois le lien qu’il affiche. Chaque partie est gardée ici jusqu’à ce que l’hôte l’ait reçue.
league-send-link = Lien de la ligue
league-send-join = Y envoyer les parties
league-send-joined = { $count ->
        [one] Les parties vont désormais à { $host } : 1 partie en attente.
       *[other] Les parties vont désormais à { $host } : { $count } parties en attente.
    }
league-send-counts = { $host } : { $sent } envoyées, { $waiting } en attente, { $refused } refusées
league-send-last-error = Dernier essai : { $error }
league-send-refused = Partie { $game } refusée : { $why }
league-send-now = Envoyer maintenant
league-send-pushed = { $added } reçues par l’hôte, { $waiting } encore en attente.
league-send-by-cli = Cette version n’envoie rien : exportez les parties, ou utilisez `mextrain league push` sur un ordinateur.

########################################################################
## refusals from the engine and the actions
########################################################################


# (end of section)

## Pourquoi une action ne s’applique pas maintenant, et les refus du
## placement d’une soirée de club.
now-colours = chaque joueur doit avoir une couleur de marqueur
now-not-a-colour = « { $colour } » n’est pas une couleur comme #1f77b4
now-finished = cette partie est terminée : modifiez plutôt une manche
now-night-finished = cette partie d’une soirée de club est terminée : l’annuler la rouvrirait ; corrigez plutôt une manche (Modifier, sur sa feuille de pointage)
now-round-gone = la manche { $round } n’est plus dans la partie : rien n’a été annulé
now-no-round = jouez au moins une manche avant de terminer la partie
now-table-size = { $title } avec un jeu double-{ $set } se joue de { $min } à { $max } joueurs : une table de { $n } ne peut pas jouer ; choisissez une autre taille de table ou un autre jeu
now-night-name = la soirée doit avoir un nom
now-not-a-date = « { $date } » n’est pas une date comme 2026-11-24
now-league-name = la ligue doit avoir un nom
now-minutes = une limite de temps est un nombre de minutes supérieur à 0
now-seat-everyone = placez chaque joueur de la soirée une seule fois
now-table-alone = la table { $table } n’a qu’un joueur : une table demande au moins 2 joueurs
now-no-folder = cette base de données ne garde aucun fichier : elle n’est pas dans un dossier
now-cannot-write = impossible d’écrire { $path } : { $detail }
now-no-night = il n’y a pas de soirée { $night }
now-no-game-to-follow = la soirée { $night } n’a pas de partie à suivre
now-table-playing = la partie { $game } de la table { $table } n’est pas terminée : toutes les tables terminent avant la partie suivante
now-night-name-someone = nommez au moins un joueur
now-night-present-already = { $name } est déjà présent
now-night-not-present = { $name } n’est pas présent ce soir
now-night-table-finished = la partie { $game } de la table { $table } est déjà finie : elle attend la partie suivante
now-no-league = il n’y a pas de ligue nommée { $league }
now-league-closed = la ligue { $league } est clôturée : sa saison est finie, et rien n’y change tant qu’elle n’est pas rouverte
now-league-closed-already = la ligue { $league } est déjà clôturée
now-league-open = la ligue { $league } n’est pas clôturée
now-league-close-unfinished = impossible de clôturer la ligue { $league } : { $count ->
    [one] une partie de ses soirées n’est pas terminée
   *[other] { $count } parties de ses soirées ne sont pas terminées
}
now-finals-top = --top doit valoir 1 ou plus
now-finals-few = { $count ->
    [0] aucun joueur de la ligue { $league } ne jouerait
    [one] un seul joueur de la ligue { $league } jouerait
   *[other] { $count } joueurs de la ligue { $league } joueraient
} les finales : une soirée de finales en demande au moins 2
now-league-link = le lien de la ligue n’est pas valide : { $detail }
now-league-no-code = le lien de la ligue n’a pas de code : donnez le code affiché par l’hôte de la ligue avec --code
now-league-code = « { $code } » n’est pas un code de ligue : il est fait de lettres et de chiffres, comme K7MXQ2
now-league-no-name = le lien de la ligue ne nomme pas la ligue : donnez son nom avec --league
now-league-unfinished = la partie { $game } n’est pas terminée : seules les parties terminées sont envoyées à l’hôte d’une ligue
err-seat-no-players = nommez les joueurs de la soirée, par exemple : mextrain night new Ana Ben Cy Dee
err-seat-per-table = une table de { $n } ne peut pas jouer : --per-table doit valoir 2 ou plus
err-seat-alone = { $n ->
    [one] { $n } joueur ne peut pas être placé
   *[other] { $n } joueurs ne peuvent pas être placés
} à des tables de 2 ou plus : une table demande au moins 2 joueurs
err-seat-twice = { $name } est nommé deux fois : donnez à chaque joueur un nom différent
err-seat-empty-name = le joueur { $n } n’a pas de nom : donnez un nom à chaque joueur

## Soirée de club à l’hôte des tables (issue 32)
table-tables-title = Choisissez votre table
table-keep-score = Tenir les scores de cette table
table-keep-score-hint = Pour une table sans téléphones : ce téléphone saisit la main de chaque joueur et enregistre les manches, à cette table seulement.
table-keeper-card = Carte du marqueur
table-keeper-card-hint = Un téléphone qui ouvre ce lien tient les scores de cette table : il saisit les mains qu’aucun téléphone n’a saisies et enregistre les manches. Ne le donnez qu’à la personne de votre choix.
table-keeper-revoke = Révoquer les cartes du marqueur
table-keeper-revoked = { $count ->
    [0] Les cartes sont révoquées.
    [one] Les cartes sont révoquées ; un marqueur a été retiré.
   *[other] Les cartes sont révoquées ; { $count } marqueurs ont été retirés.
}
table-night-next = La partie suivante a commencé : prenez votre nouvelle place
night-entered = saisi
cards-title = Cartes des tables · { $night }
cards-table = Table { $table }
cards-scan = Scannez pour rejoindre la table { $table }
cards-code = Ou ouvrez { $address } et tapez le code { $code }
cards-keeper = Marqueur · table { $table }
cards-keeper-scan = Réservé à l’aide de l’organisateur : scannez pour tenir les scores de la table { $table } toute la soirée. Qui détient cette carte peut saisir chaque main de cette table.
table-why-no-such-table = il n’y a pas de table { $table } : ce soir compte { $count } tables
table-why-table-needed = ce soir compte plusieurs tables : choisissez d’abord la vôtre
table-why-board-unknown = ce lien de tableau n’est pas celui de ce soir : ouvrez le lien affiché par l’hôte
table-why-not-a-night = cet hôte sert une partie, pas une soirée de club
table-why-bad-seating = « { $seating } » n’est pas un placement : utilisez random, ladder ou fresh
table-why-night-no-tables = cette soirée n’a aucune table à héberger
night-hosting-off-title = Des téléphones à chaque table
night-hosting-off-hint = Un seul code pour toute la soirée : chaque téléphone choisit sa table, puis sa place ; à une table sans téléphones, un téléphone peut tenir les scores. Personne ne peut rejoindre avant que vous l’activiez.
night-hosting-on-title = Les téléphones peuvent rejoindre les tables de ce soir
night-hosting-board = Tableau (lecture seule, pour un grand écran) :
night-hosting-cards = Imprimer les cartes des tables
night-hosting-keeper-cards = Les imprimer avec une carte du marqueur par table
night-hosting-organiser = Le téléphone de l’organisateur : le lien d’hôte de chaque table
night-hosting-organiser-hint = Ouvrez le lien d’une table sur votre téléphone pour y entrer la main de n’importe quelle place, enregistrer ses manches, annuler, et ajouter ou retirer des joueurs, terminer une partie ou lancer la suivante. Gardez ces liens pour vous : chacun est l’hôte de sa table.
table-keeper-title = Scores de la table { $table }
night-export-games = Exporter les parties de la soirée
league-export-games = Exporter les parties de la ligue
now-same-person = { $name } et { $other } sont une seule personne (leurs noms ont été fusionnés) : placez-la une seule fois, ou annulez la fusion sur la page du joueur de la ligue
league-standings-empty = Aucune partie de cette ligue n’est encore terminée : ses parties comptent une fois finies, ici ou envoyées d’une autre machine.
league-push-unfinished = la partie { $game } n’est pas terminée : un hôte de ligue ne prend que des parties terminées
league-push-no-night = la partie { $game } n’appartient à aucune soirée : un hôte de ligue prend les parties des soirées de sa ligue
league-push-no-league = la partie { $game } appartient à une soirée sans ligue : un hôte de ligue prend les parties des soirées de sa ligue
league-push-other-league = la partie { $game } appartient à la ligue { $other }, pas à { $league }
league-push-night-league = partie { $game } : la soirée { $night } d’ici n’est pas une soirée de { $league }
league-push-taken = partie { $game } : une autre partie est déjà la partie { $number } de la table { $table } de la soirée { $night } ici
league-push-players = partie { $game } : { $player } ne joue pas à la soirée { $night } ici
league-push-table-playing = partie { $game } : la table { $table } de la soirée { $night } joue sa partie { $playing } ici ; une partie envoyée ne prend jamais sa place
league-push-not-next = la partie { $game } serait la partie { $number } de la table { $table } de la soirée { $night }, mais la prochaine partie de cette table est la { $next }
league-push-live = la partie { $game } deviendrait la partie en cours de la table { $table } de la soirée { $night }, qui se joue ou est hébergée ici
league-why-gone = la partie n’est plus enregistrée sur cette machine
league-why-damaged = la partie ne peut pas être lue sur cette machine : { $detail }
league-why-too-big = la partie dépasse ce que l’hôte de ligue accepte ({ $kib } Kio)
league-why-partial = l’hôte de ligue n’a pas répondu pour toutes les parties
league-why-unreadable = cette version ne sait pas lire la réponse de l’hôte de ligue : { $detail }
league-why-code-replaced = l’hôte de ligue à { $host } a remplacé son code de ligue : plus rien n’y est envoyé ; demandez-lui le nouveau lien de la ligue et donnez-le de nouveau (`mextrain league join LIEN`, ou collez-le sur la page de la ligue)
league-why-no-answer = l’hôte de ligue à { $host } n’a pas répondu : { $detail }
league-why-refused = l’hôte de ligue a refusé ({ $status }) : { $detail }
league-why-refused-bare = l’hôte de ligue a refusé ({ $status })
league-send-stopped = { $host } a remplacé le code de la ligue : rien n’y est envoyé tant que vous n’avez pas collé son nouveau lien de ligue.

## Qui est présent à une soirée de club (issue 42)
present-title = { $count ->
    [one] { $count } joueur présent
   *[other] { $count } joueurs présents
}
present-hint = La partie suivante place les joueurs présents. Une arrivée tardive ou un départ change la partie suivante, pas celle en cours.
present-leave = Part
present-leave-label = { $name } part
present-leave-now = Départ immédiat : la partie de sa table se termine avec la manche en cours
present-gone = Partis :
present-back = { $name } est de retour
present-back-label = { $name } est de retour : présent dès la partie suivante
present-arrives = Nom d’une arrivée tardive
present-add = Ajouter
present-added = { $name } joue dès la partie suivante.
present-left = { $name } est parti : la partie suivante se joue sans lui.
present-left-now = { $name } est parti : la table { $table } termine avec la manche en cours.
present-end-hint = Une table qui arrête de jouer : sa partie se termine à sa dernière manche enregistrée, et la manche en cours est abandonnée.
present-end = Terminer ici la partie de la table { $table }
present-ended = { $rounds ->
    [one] La partie de la table { $table } se termine après { $rounds } manche.
   *[other] La partie de la table { $table } se termine après { $rounds } manches.
}
present-removed = La partie de la table { $table } n’avait aucune manche enregistrée : elle est retirée et ne compte pour personne.

## Un téléphone qui suit son joueur (issue 42)
table-night-seat = Table { $table }, place { $seat } : vous commencez à côté de { $beside }
table-night-beside-two = { $left } et { $right }
table-night-gone = Vous avez quitté les parties de ce soir : la soirée est finie pour vous. Merci d’avoir joué !

## Le téléphone de l’organisateur à une soirée de club (issue 42)
organise-title = La soirée
organise-name = Noms (séparés par des virgules)
organise-arrives = Arrivent
organise-leaves = Partent
organise-arrived = Ajoutés : ils jouent dès la partie suivante.
organise-left = Retirés.
organise-ended = La partie de la table { $table } est terminée.
organise-next-started = La partie suivante a commencé.
organise-present = { $count } présents : { $names }

# League: the season's rules (issue 44): best N nights, minimum attendance
nights-past-seasons = Saisons passées
league-season-title = La saison
league-close-lead = Clôturez la saison une fois sa dernière soirée finie : son classement et ses cotes restent tels quels, et elle ne prend plus ni soirée, ni partie, ni règle tant qu’elle n’est pas rouverte.
league-close = Clôturer la saison
league-closed-badge = Clôturée
league-closed-on = Cette saison a été clôturée le { $date } : son classement est définitif.
league-reopen = Rouvrir la saison
league-closed-now = La saison est clôturée : son classement est définitif.
league-reopened-now = La saison est rouverte.
league-finals-title = Soirée des finales
league-finals-lead = Réunit les joueurs les mieux classés pour une dernière soirée, le meilleur à la table 1, selon les règles de la dernière soirée.
league-finals-top = Combien de joueurs (vide pour tous les joueurs classés ; les ex æquo au seuil viennent aussi)
league-finals-start = Organiser la soirée des finales
league-finals-name = Finales
league-finals-top-bad = Combien de joueurs : donnez un nombre entier, 1 ou plus.
league-rules-title = Les règles de la saison
league-rules-best = { $n ->
    [0] Toutes les soirées comptent.
    [one] Seule la meilleure soirée de chaque joueur compte.
   *[other] Les { $n } meilleures soirées de chaque joueur comptent.
}
league-rules-min = { $m ->
    [0] Tout le monde est classé.
    [one] Tout le monde est classé.
   *[other] Un joueur est classé à partir de { $m } soirées de présence ; les autres sont listés à part.
}
league-best-label = Meilleures soirées comptées (0 pour toutes)
league-min-label = Soirées de présence pour être classé (0 pour tout le monde)
league-rules-save = Enregistrer les règles
league-rules-saved = Les règles de la saison sont enregistrées : le classement les suit.
league-best-bad = Meilleures soirées comptées : donnez un nombre entier, 0 ou plus.
league-min-bad = Soirées de présence pour être classé : donnez un nombre entier, 0 ou plus.
league-counted = Comptées
league-unranked = { $m ->
   *[other] Non classés : moins de { $m } soirées de présence
}

# Cotes (issue 44), une cote Weng-Lin par joueur (mu - 3 sigma)
ratings-title = Cotes
ratings-every-game = Cotes sur toutes les parties
ratings-explained = Chaque partie fait varier votre cote selon votre place face aux autres, davantage face aux joueurs mieux cotés ; la cote est l’estimation d’habileté μ moins trois fois son incertitude σ : elle part donc de 0 et monte à mesure que vos parties précisent l’estimation.
ratings-col-rating = Cote
ratings-col-mu = Habileté μ
ratings-col-sigma = Incertitude σ
ratings-player-now = Cote { $rating } (μ { $mu }, σ { $sigma }) après { $games ->
    [one] { $games } partie.
   *[other] { $games } parties.
}
ratings-chart-title = { $name } : cote après chaque soirée
# Ligue : la saison publiée en site statique (issue 44)
league-publish-title = Publier la saison
league-publish-lead = Un site web de la saison : le classement, une page par soirée et par joueur, avec des graphiques. Il fonctionne depuis n’importe quel dossier ou hébergeur web, sans script, et ne contient ni code ni clé de ligue.
league-publish-folder = Dossier du site (vide, ou celui d’une publication précédente)
league-publish = Publier
league-publish-zip = Télécharger le site (zip)
league-published = Publié : { $files } fichiers dans { $dir }. Ouvrez-y index.html.
league-publish-downloaded = Téléchargé : { $file }. Décompressez-le, puis ouvrez index.html, ou déposez son dossier chez un hébergeur web.
now-publish-not-folder = { $dir } est un fichier, pas un dossier : indiquez un dossier pour le site
now-publish-foreign = { $dir } contient des fichiers qui ne sont pas un site publié par mextrain : indiquez un dossier vide, ou celui d’une publication précédente (rien n’a été écrit)
now-publish-clash = { $dir } contient { $file }, que la publication précédente n’a pas écrit : déplacez-le ou indiquez un autre dossier (rien n’a été écrit)
pub-skip = Aller au contenu
pub-site = Le site de la ligue
pub-made = Publié avec mextrain.
pub-nights = Soirées
pub-no-nights = Cette ligue n’a encore aucune soirée.
pub-col-players = Joueurs
pub-night-lead = { $games ->
    [one] { $games } partie
   *[other] { $games } parties
} à { $tables ->
    [one] { $tables } table
   *[other] { $tables } tables
}, { $players ->
    [one] { $players } joueur
   *[other] { $players } joueurs
}.
pub-previous = Soirée précédente : { $date }
pub-next = Soirée suivante : { $date }
pub-game = Table { $table }, partie { $n }
pub-chart-average = Moyenne de points à chaque soirée de présence
pub-rules-scoring = Classement selon { $scoring }.
