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
