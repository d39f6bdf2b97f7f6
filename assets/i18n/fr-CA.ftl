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
nav-new-short = Nouvelle
nav-referee = Arbitre
nav-referee-short = Arbitre
nav-rules = Règles
nav-rules-short = Règles
nav-history = Historique
nav-history-short = Historique
nav-stats = Statistiques
nav-stats-short = Stats
boot-loading = Chargement de mextrain…

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
hist-db-disk-full = le disque est plein : rien n’a été enregistré ; libérez de l’espace et réessayez
hist-db-sqlite = la base de données a refusé le changement ({ $detail }) ; rien n’a été enregistré
hist-export-not-finished = BG Stats ne prend que des parties terminées : celle-ci n’est pas terminée
hist-export-write = impossible d’écrire { $file } : { $detail }
hist-import-read = impossible de lire { $file } ({ $detail })
hist-import-format = { $file } n’est pas un fichier exporté de mextrain ({ $detail })
hist-import-schema = { $file } : la version de schéma { $found } n’est pas prise en charge (ce mextrain lit la version { $supported })
hist-import-game = { $file } : partie { $index } (uid { $uid }), { $field } : { $detail }
hist-import-refused = { $why } ; rien n’a été importé
hist-restore-foreign = { $file } n’est pas une copie de sauvegarde de mextrain : { $detail }
hist-restore-corrupt = { $file } est endommagé : SQLite ne peut pas le lire comme une base de données saine
hist-restore-too-new = { $file } a été fait par une version plus récente de mextrain (schéma { $found } ; celle-ci connaît jusqu’au { $supported }) : mettez mextrain à jour pour le restaurer
hist-restore-refused = { $why } ; rien n’a été changé

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
