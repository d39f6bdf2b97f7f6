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


# (end of section)

########################################################################
## history, statistics, charts, export, backups
########################################################################


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
table-why-code-length = Un code a { $len } caractères; celui-ci en a { $count }.
table-why-unreachable = l’hôte est injoignable : vérifiez que ce téléphone est sur le même réseau
table-why-browser-only = on rejoint une table dans un navigateur : ouvrez le lien de l’hôte sur le téléphone
table-why-bad-answer = la réponse de l’hôte est illisible
table-why-refused-status = l’hôte a refusé ({ $status })
table-why-forgotten = L’hôte n’a plus ce téléphone à la table ({ $why }). Rejoignez-la de nouveau avec le code.
# Les refus de l’hôte, par code (l’anglais vient de l’hôte lui-même).
table-why-entry-WrongPlayerCount = il faut des points pour { $expected } joueurs, pas { $got }
table-why-entry-NoSuchRound = cette partie n’a pas de manche { $round }
table-why-entry-Starter = choisissez qui a commencé cette manche
table-why-entry-NotANumber = { $player } : « { $text } » n’est pas un nombre de points
table-why-entry-Negative = { $player } : les points ne peuvent pas être négatifs
table-why-entry-TooMany = { $player } : { $points } points, c’est plus qu’une main peut contenir dans ce jeu (au plus { $max })
table-why-entry-Missing = { $player } : touchez les tuiles restées dans la main ou saisissez un total
table-why-entry-TwoOut = un seul joueur peut sortir : { $player } et { $other } sont tous deux marqués sortis
table-why-entry-NobodyOut = indiquez qui est sorti, ou marquez la manche comme bloquée
table-why-entry-OutInBlocked = { $player } est marqué(e) sorti(e), mais personne ne sort d’une manche bloquée
table-why-entry-OutWithTiles = { $player } est sorti(e) : aucune tuile en main, donc 0 point
table-why-entry-EngineTapped = { $player } : { $tile } est le double moteur de cette manche, il est déjà sur la table
table-why-entry-NotInSet = { $player } : { $tile } ne fait pas partie de ce jeu
table-why-entry-TileTwice = { $tile } est choisie deux fois : chaque tuile n’est que dans une seule main
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
table-why-too-many-requests = trop de demandes de cet appareil : attendez un instant
table-why-http = l’hôte a refusé la demande ({ $status })
table-why-in-memory = les données de cette fenêtre sont en mémoire : les téléphones ne peuvent pas s’y joindre
table-why-ports-busy = les ports { $first } à { $last } sont tous pris par d’autres programmes : fermez-en un et réessayez
table-why-start-failed = l’hôte n’a pas pu démarrer
table-why-listen-failed = impossible d’écouter sur { $address } : { $detail }
# La carte « Ouvrir aux téléphones » de l’ordinateur (ui/hosting).
hosting-off-title = Téléphones à la table
hosting-off-hint = Chaque joueur peut suivre la partie et saisir sa propre main sur son téléphone, sur ce réseau. Personne ne peut se joindre avant que vous l’activiez.
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


# (end of section)

########################################################################
## refusals from the engine and the actions
########################################################################


# (end of section)
