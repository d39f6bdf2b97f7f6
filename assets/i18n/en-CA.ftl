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
## widgets: tiles, the number pad, switches, lists, durations
w-tiles = tiles
w-tile-engine = { $tile }: the engine
w-tile-taken = { $tile }: in another hand
w-tile-engine-spoken = { $tile }, the engine
w-tile-taken-spoken = { $tile }, in another hand
w-tile-double = double { $n }
w-pad = number pad
w-pad-hand = this hand
w-pad-empty = No tiles yet: tap a tile's two numbers.
w-chip-title = { $tile }: tap to take it out
w-chip-spoken = { $tile }, take it out
w-pad-second = the second half
w-pad-first = Tap the first half
w-pad-back = Back
w-key-in-hand = { $tile }: in this hand, tap to take it out
w-key-in-hand-spoken = { $tile }, in this hand, take it out
w-note-engine = engine
w-note-taken = taken
w-key-none-left = no tile with { $half } left
w-key-first-half = first half { $half }
w-on = on
w-off = off
w-and = { $first } and { $last }
w-hours = { $h } h { $min } min
w-minutes = { $min } min
w-pips-0 = blank
w-pips-1 = one
w-pips-2 = two
w-pips-3 = three
w-pips-4 = four
w-pips-5 = five
w-pips-6 = six
w-pips-7 = seven
w-pips-8 = eight
w-pips-9 = nine
w-pips-10 = ten
w-pips-11 = eleven
w-pips-12 = twelve
w-pips-13 = thirteen
w-pips-14 = fourteen
w-pips-15 = fifteen
w-pips-16 = sixteen
w-pips-17 = seventeen
w-pips-18 = eighteen
## round form: the end-of-round entry
rf-no-round = This game has no round { $n }.
rf-draft-not-kept = what you tapped could not be kept: { $detail }
rf-starter-by-rules = { $name } by the rules
rf-starter-suggested = suggested: the next seat clockwise
rf-edit-title = Edit round { $n }
rf-end-title = End of round { $n }
rf-notice-out-then-blocked = { $name } is marked as gone out, and in a blocked round nobody goes out: tap { $name }'s Went out to unmark it first.
rf-blocked = Round blocked
rf-started-by = Started by:
rf-draft-restored = What you entered before mextrain closed is back: check it and save the round.
rf-hint-each = For each player: mark who went out, then tap the tiles left in each hand or type their points.
rf-hint-blanks = Blank halves count { $blank }, the double-blank { $double }.
rf-hint-keys = Tab goes to the next points box, Enter saves.
rf-notice-blocked-then-out = The round is marked blocked, so nobody went out: tap Round blocked to unmark it first.
rf-notice-two-out = { $name } is already marked as gone out, and only one player goes out: tap { $name }'s Went out to unmark it first.
rf-what-tiles = { $tiles } ({ $points } points)
rf-count-points = { $count ->
    [one] { $count } point
   *[other] { $count } points
}
rf-quoted = '{ $text }'
rf-notice-clear-entry = { $name } has { $what } entered: tap Went out again to clear them and mark { $name } as gone out.
rf-went-out = Went out
rf-went-out-confirm = Tap again: went out
rf-tap-tiles = Tap tiles
rf-from-tiles = from { $tiles }
rf-points = points
rf-points-for = points for { $name }
rf-picker-title = Tiles left in { $name }'s hand
rf-pick-total = points from { $tiles }
rf-clear = Clear
rf-next = Next: { $name }
rf-done = Done
rf-enter-with-spoken = enter tiles with
rf-enter-with = Enter with
rf-mode-pad = Pad
rf-mode-tiles = Tiles
rf-save-changes = Save changes
rf-save = Save round { $n }
rf-cancel = Cancel
## play: the game in progress and its scoreboard
play-undone-added = Round { $n } was taken back. It is in the form below: correct it and save it, or redo to put it back as it was.
play-undone-edited = The edit of round { $n } was taken back.
play-nothing-to-undo = Nothing to undo.
play-game-over = Game over
play-heading = Game: { $players }
play-engine = Engine
play-round = Round
play-round-of = { $n } of { $of }
play-deal = Deal
play-deal-each = { $count ->
    [one] { $count } tile each
   *[other] { $count } tiles each
}
play-starts = Starts
play-starter-at-table = chosen at the table
play-redo = Redo
play-scoreboard = Scoreboard
play-undo = Undo last entry
play-end-confirm = Tap again to end the game now
play-end = End the game now
play-final-standings = Final standings
play-running-totals = Running totals
play-edit = Edit
play-edit-round = Edit round { $n }
play-blocked-badge = blocked
play-out = out
play-total = Total
play-tied-lead = tied lead
play-leader = leader
play-no-round-yet = This game has no round { $n } yet.
## summary: the end of a game
sum-wins = { $name } wins!
sum-tie = A tie: { $names } share the win!
sum-count-rounds = { $count ->
    [one] { $count } round
   *[other] { $count } rounds
}
sum-finished = Finished { $when } · played for { $duration }
sum-not-finished = Not finished yet · { $n } of { $of } rounds
sum-home = Home
## new game: players, rules, set, house rules
ng-starter-at-table = Chosen at the table each round
ng-starter-next-seat = Next seat clockwise each round
ng-starter-last-winner = Last round's winner
ng-not-whole = { $what }: '{ $text }' is not a whole number
ng-what-hand = Tiles per player
ng-what-blank = Points for a blank half
ng-what-dblank = Points for the double-blank
ng-players = Players, in seat order (clockwise)
ng-name-placeholder = Name of player { $n }
ng-colour = marker colour { $colour }
ng-move-up = Move up
ng-move-up-spoken = move up
ng-remove = Remove
ng-remove-spoken = remove
ng-played-before = Played before:
ng-known-playing = { $name } is playing
ng-known-add = add { $name }
ng-add-player = + Add a player
ng-player-range = { $min } to { $max } players with these rules and this set.
ng-rules = Rules
ng-set = Set
ng-house = House rules
ng-house-hint = Leave a box empty to keep the rule of { $preset }.
ng-first = First round
ng-last = Last round
ng-hand = Tiles per player
ng-blank = Blank half counts
ng-dblank = Double-blank counts
ng-who-starts = Who starts
ng-starter-preset = { $rule } (preset)
ng-faster = Faster first turn
ng-faster-hint = On their first turn, each player may lay a whole run on their own train.
ng-cover-last = You cannot go out on a double
ng-cover-last-hint = A double laid as the last tile must still be covered before the round ends.
ng-rounds-span = { $count ->
    [one] { $count } round, from { $first }-{ $first } down to { $last }-{ $last }.
   *[other] { $count } rounds, from { $first }-{ $first } down to { $last }-{ $last }.
}
ng-start = Start the game
ng-blurb-classic = Markers, cover doubles at once, blanks count 25
ng-blurb-hub-set = Like classic; passing on a double opens your train
ng-blurb-dominorules = 13 rounds from 12-12, pips only, follow-up after a double
ng-blurb-choo-choo-sixes = Two players, double-6, 7 rounds
## blocked round: is it blocked, and who wins it
blk-play-on = { $tile } on { $train }
blk-can-play = { $name } can play { $tiles }
blk-no-game = There is no game in progress to record this round in.
blk-trains = The trains
blk-trains-hint = First the trains: to judge that nobody can play, the engine needs each train's open end ("none": not started), any double left uncovered, and the markers.
blk-none = none
blk-marker-up = Marker up
blk-open-double-title = the tile at this end is a double nobody has covered
blk-open-double = Open double
blk-hands = Tiles left in each hand
blk-hands-hint = Then each player's tiles.
blk-tiles-of = { $name }'s tiles
blk-next-player = Next player
blk-is-blocked = Is it blocked?
blk-wait-trains = Enter every train's open end (or "none"), then every player's tiles.
blk-wait-tiles = Tap every player's tiles.
blk-blocked = Blocked
blk-blocked-why = Nobody can play, even with every marker up, and the boneyard is empty.
blk-not-blocked = Not blocked
blk-not-over = The round is not over.
blk-points = Points ({ $preset }: blank half { $blank }, double-blank { $double })
blk-winners = { $count ->
    [one] Winner:
   *[other] Winners:
}
blk-record-title = only a round the engine finds blocked
blk-record = Record as a blocked round
blk-no-game-hint = Start a game to record blocked rounds in it.

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
