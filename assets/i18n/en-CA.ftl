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
ref-train-of = { $name }'s train
ref-tab-check = Move checker
ref-tab-blocked = Blocked round
ref-tab-plan = Hand planner
ref-tab-referee = Referee
ref-heading = Referee: { $page }
ref-tabs-label = referee
ref-from-game = From the current game:
ref-game-basics = { $preset }, double-{ $set }, engine { $engine }-{ $engine }
ref-other-table = Another table
ref-rules = Rules
ref-set = Set
ref-engine = Engine
ref-players = Players
ref-use-game = Use the game in progress
ref-names = Names
ref-name-of-seat = name of seat { $n }
ref-problem-at = { $field }: { $message }
check-disputed = The disputed move
check-question = { $question }?
check-add-move = It was played: judge the next move
check-tag-legal = legal
check-tag-illegal = not legal
check-tag-unjudged = not judged
check-undo-move = Take back the last move
check-who = Who:
check-act-play = Plays a tile
check-act-draw = Draws
check-act-pass = Passes
check-tile = Tile
check-tile-and = and
check-on = On:
check-impossible = The table as entered is not possible:
check-wait = Tap the tile's two ends and the train.
check-legal = Legal
check-illegal = Not legal
check-earlier-illegal = Move { $n } above already breaks a rule; take it back first.
check-rule-link = Rule book: { $rule }
check-round-ends = That ends the round.
check-next = Next: { $name }.
now-title = The table now
now-not-started = not started
now-ends-in = ends in { $end }
now-open-double = , an open double
now-marker-up = , marker up
now-hint-unchanged = The first move above breaks a rule, so the table has not changed: the next move is judged on this.
now-hint-all = { $count ->
    [one] After the move played: the next move is judged on this.
   *[other] After the { $count } moves played: the next move is judged on this.
}
now-hint-first = { $count ->
    [one] After the first move, up to the one that breaks a rule: the next move is judged on this.
   *[other] After the first { $count } moves, up to the one that breaks a rule: the next move is judged on this.
}
now-train-line = { $train }: { $state }
now-holds = { $name } holds { $count } tiles
now-boneyard = Boneyard: { $count } tiles
now-round-over = The round is over.
now-next = Next: { $name }
table-as-it-stands = The table as it stands
table-before-moves = The table before the moves
table-hint = Tap each train's open end ("none": not started) or its tiles, raise markers, mark an open double.
table-none = none
table-marker-up = Marker up
table-open-double-title = the end tile is a double that nothing covers
table-open-double = Open double
table-tiles-title = tap the train's tiles from the engine outwards
table-tiles = Tiles…
table-chain-hint = Tap the tiles of { $train } from the engine outwards.
table-clear = Clear
table-done = Done
table-whose-turn = Whose turn:
table-whose-turn-default = Whose turn (the mover's unless you say):
table-hand-optional = { $name }'s hand (optional)
table-hand-count = { $name }'s hand: { $count } tiles
table-boneyard = Boneyard
table-unknown = unknown
table-tiles-left = tiles left
table-cover-last-title = house rule: a double laid as the last tile must still be covered
table-cover-last-on = You cannot go out on a double: on
table-cover-last-off = You cannot go out on a double: off
table-hand-tiles = Tiles in { $name }'s hand
file-title = Table file
file-download = Download
file-open-pick = Open a table file:
file-path-label = table file
file-save = Save
file-open = Open
file-opened = Opened { $file } ({ $count } moves made).
file-opened-dispute = Opened { $file } ({ $count } moves made, and the move in dispute).
file-open-failed = Could not open { $file }: { $error }
file-not-table = { $file } is not a table file: { $problems }
file-problem-sep = {"; "}
file-download-failed = Could not download { $name }: { $error }
file-saved-to = Saved to { $file }
file-downloaded = Downloaded { $name }
file-kept = { $done }: the table and the moves made. The move in dispute is not a move made, so it stays in this app and comes back when you open the file here.
plan-your-hand = Your hand
plan-start-from = Start from (your train's open end):
plan-tapped = { $count } tiles tapped
plan-clear = Clear
plan-longest = Longest train from { $from }
plan-empty = Tap the tiles in your hand.
plan-none = No tile in this hand shows a { $from }: nothing can start here.
plan-count = { $count } tiles
plan-order = in this order ({ $pips } pips):
plan-extras = Extras ({ $count })
plan-no-extras = None: the whole hand goes in the train.
plan-extras-hint = Play these on other trains when you can.

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
