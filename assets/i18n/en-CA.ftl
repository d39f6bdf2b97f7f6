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
app-title = mextrain: Mexican Train at the table
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
rulebook-title = Rule book
rulebook-lead = Mexican Train as the four rule sets in this app play it. Open a rule to see how each one treats it.
rulebook-search-placeholder = Search the rules: double, marker, blank…
rulebook-search-label = Search the rules
rulebook-compare-link = Compare the presets side by side
rulebook-house-summary = The game in progress plays { $preset } with house rules:
rulebook-no-match = No rule mentions “{ $query }”. Try a shorter word.
rulebook-found = { $count ->
    [one] 1 rule found
   *[other] { $count } rules found
}
rulebook-badge-house = House rule
rulebook-badge-same = Same in all four
rulebook-house-in-game = House rule in this game:
rulebook-last-double = In this game, going out on a double:
rulebook-last-double-is = { $text } ({ $whose }).
rulebook-last-double-covered = not allowed: a double laid as the last tile must still be covered, and you are out only when your turn ends with an empty hand
rulebook-last-double-ends = allowed: laying a double as your last tile ends the round at once
rulebook-whose-house = house rule
rulebook-whose-preset = the preset's rule
rulebook-back-to-dispute = ← Back to the dispute
rulebook-missing = No rule “{ $id }”
rulebook-missing-text = The rule book has no entry with this name.
rulebook-crumbs = rule book
rulebook-in-each = In each rule set
rulebook-this-game = this game
rulebook-same-sentence = Same as Classic.
rulebook-same = Same as Classic
rulebook-rule-id-before = The move checker names this rule
rulebook-rule-id-after = when it refuses a move.
rulebook-compare-short = Compare presets
rulebook-compare-title = The four rule sets side by side
rulebook-diff-on = Showing only rules that differ
rulebook-diff-off = Show only rules that differ
rulebook-compare-game = The game in progress plays { $preset }: its column is highlighted.
rulebook-compare-hint = The four presets side by side: slide the table sideways to see them all.
rulebook-compare-region = the presets compared
rulebook-compare-rule = Rule

# (end of section)

########################################################################
## refusals from the engine and the actions
########################################################################


# (end of section)
