# mextrain's words in English (Canada).
#
# Project Fluent (https://projectfluent.org). One message per key; the same
# keys in every language's file (tests/i18n_keys.rs checks both ways).
# Arguments are written $like_this; numbers choose the plural form.
# Dates use chrono's % codes (date-*), with the language's own names.


########################################################################
## common: the shell, navigation, display settings, formats
########################################################################

app-name = mextrain
app-description = Score keeping, a move referee, a hand planner and the rules of Mexican Train dominoes, for the table.
date-day = %a %-d %b %Y
date-time = %a %-d %b %Y, %H:%M
date-short = %-d %b %y
count-tiles = { $count ->
    [one] { $count } tile
   *[other] { $count } tiles
}
common-set = double-{ $set }
preset-classic = Classic
preset-hub-set = Hub set
preset-dominorules = Domino Rules
preset-choo-choo-sixes = Choo Choo Sixes
display-title = Display
display-theme = Theme
display-theme-system = System
display-theme-light = Light
display-theme-dark = Dark
display-larger-text = Larger text
display-language = Language
display-language-auto = Automatic
shell-saving = Saving
shell-saved = Saved
shell-not-saved = Not saved: { $detail }
shell-cannot-open = mextrain cannot open its data
shell-cannot-open-web = Nothing was changed. Reload the page to try again.
shell-cannot-open-desktop-before = Nothing was changed. Start mextrain with{" "}
shell-cannot-open-desktop-after = {" "}pointing at another folder to play meanwhile.
nav-brand = mextrain: home
nav-places = places
nav-home = Home
nav-home-short = Home
nav-game = Current game
nav-game-short = Game
nav-new = New game
nav-new-short = New
nav-referee = Referee
nav-referee-short = Referee
nav-rules = Rules
nav-rules-short = Rules
nav-history = History
nav-history-short = History
nav-stats = Statistics
nav-stats-short = Stats
boot-loading = Loading mextrain…

# (end of section)

########################################################################
## game: home, new game, play, round form, tile picker, summary, blocked round, widgets
########################################################################
home-lead = Score keeper, referee and rule book for Mexican Train.
home-resume = Resume game
home-resume-round = Round { $n } of { $of }
home-new = New game
home-new-hint = Players, rules and set, then play round by round.
home-join = Join a table
home-join-hint = Follow a hosted game and enter your own hand on this phone.
home-check = Settle a dispute
home-check-hint = May she play there? Must he cover that double? Ask the referee.
home-blocked = Blocked round
home-blocked-hint = Is it really blocked, and who wins it?
home-plan = Plan my hand
home-plan-hint = The longest train you can lay, and what is left over.
home-rules = Rule book
home-rules-hint = Every rule of the four rule sets, searchable, side by side.
home-history = Past games
home-history-hint = History, statistics and charts, export and backups.
home-recent = Recent games
home-finished = finished
home-results = Results
home-round-of = round { $n } of { $of }
home-resume-short = Resume

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
