# mextrain's words in English (Canada).
#
# Project Fluent (https://projectfluent.org). One message per key; the same
# keys in every language's file (tests/french/i18n_keys.rs checks both ways).
# Arguments are written $like_this; numbers choose the plural form.
# Dates use chrono's % codes (date-*); %a %A %b %B take the language's own
# names of days (Sunday first) and months from date-days* and date-months*.


########################################################################
## common: the shell, navigation, display settings, formats
########################################################################

app-name = mextrain
app-description = Score keeping, a move referee, a hand planner and the rules of Mexican Train dominoes, for the table.
date-day = %a %-d %b %Y
date-time = %a %-d %b %Y, %H:%M
date-short = %-d %b %y
date-days-short = Sun Mon Tue Wed Thu Fri Sat
date-days = Sunday Monday Tuesday Wednesday Thursday Friday Saturday
date-months-short = Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec
date-months = January February March April May June July August September October November December
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
boot-joining = Joining table { $code }…

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
home-version = mextrain { $version } (commit { $commit })
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
rf-marker-up = Marker up
rf-marker-up-hint = Their marker was still up when the round ended: { $points } points more
rf-bonus-applied = going-out bonus { $points }
rf-penalty-applied = marker up { $points }
rf-round-points = round: { $points }
rf-new-total = total: { $total }
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
play-out-points = out, { $points }
play-marker-up = marker up
play-marker-up-hint = Marker still up at the end of the round
rip-title = Rules in play
rip-preset = { $preset }, with these house rules:
rip-book = The rule book
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
sum-tie-most-rounds-won = { $name } wins the tie: { $count ->
    [one] { $count } round won
   *[other] { $count } rounds won
} against { $against }
sum-tie-lowest-last-round = { $name } wins the tie: { $count ->
    [one] { $points } point
   *[other] { $points } points
} in the last round against { $against }
sum-still-tied-rounds = { $names } share the win: still tied with { $count ->
    [one] { $count } round won
   *[other] { $count } rounds won
} each
sum-still-tied-last-round = { $names } share the win: still tied with { $count ->
    [one] { $points } point
   *[other] { $points } points
} each in the last round
## share: a game's result as text, a picture and a BG Stats link
share-game = Mexican Train
share-played = { $of ->
    [one] { $n } of { $of } round
   *[other] { $n } of { $of } rounds
}
share-after = after { $of ->
    [one] { $n } of { $of } round
   *[other] { $n } of { $of } rounds
}
share-leading = Leading: { $names }
share-house = House rules:
share-by = Scores kept with mextrain
share-title = Share the result
share-picture = Share picture
share-copy = Copy text
share-bgstats = Send to BG Stats
share-saved = Picture saved to { $path }
share-downloaded = Picture downloaded: { $file }
share-shared = Picture handed to the share sheet
share-cancelled = Sharing cancelled
share-copied = Text copied: paste it in a chat.
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
ng-schedule = Rounds to play
ng-schedule-option = { $name } · { $count ->
    [one] { $count } round
   *[other] { $count } rounds
} · about { $time }
ng-schedule-n = How many rounds
ng-schedule-k = Start from
ng-sched-top-down = { $first }-{ $first } down to { $last }-{ $last }
ng-sched-first = { $count ->
    [one] Only the first round
   *[other] The first { $count } rounds, top double down
}
ng-sched-from = From { $double }-{ $double } down to 0-0
ng-sched-up = 0-0 up to { $top }-{ $top }
ng-sched-up-and-down = Down to 0-0, then back up to { $top }-{ $top }
ng-sched-odd = Odd doubles only, top down
ng-sched-even = Even doubles only, top down
ng-sched-shuffled = Every double once, shuffled when the game starts
ng-house-scoring = Scoring house rules
ng-house-scoring-hint = Each one is off unless you choose it here.
ng-doubles-double = Doubles count double
ng-doubles-double-hint = A double left in a hand counts twice its pips (5-5 counts 20); 0-0 keeps its own value.
ng-bonus = Going-out bonus
ng-penalty = Marker left up costs
ng-tie-break = A tie for the lowest total goes to
ng-tie-shared = Everyone tied: they share the win
ng-tie-most-rounds-won = The tied player who won the most rounds
ng-tie-lowest-last-round = The tied player with the fewest points in the last round
ng-bonus-hint = Going out takes the bonus (0 to 100) off that player's round, so a score can drop below zero.
ng-penalty-hint = Whoever still has their marker up at the end of a round adds this (0 to 100); the round form then has a "Marker up" switch for each player.
ng-what-bonus = Going-out bonus
ng-what-penalty = Marker left up costs
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
ref-train-of = { $name }'s train
ref-eng-de = of { $name }
ref-eng-save-failed = { $error }
book-note-hand-size = each player is dealt { $value } tiles ({ $preset }: { $was })
book-note-blank-half = a blank half counts { $value } points ({ $preset }: { $was })
book-note-double-blank = 0-0 counts { $value } points ({ $preset }: { $was })
book-note-starter = the first player is { $value } ({ $preset }: { $was })
book-note-knock-penalty = a missed last-tile warning costs: { $value } ({ $preset }: { $was })
book-note-faster-first-turn = the faster first turn is { $value } ({ $preset }: { $was })
book-note-markers = markers are { $value } ({ $preset }: { $was })
book-note-doubles = after laying a double: { $value } ({ $preset }: { $was })
book-note-open-double-pass-raises-marker = passing on an open double opens your train: { $value } ({ $preset }: { $was })
book-note-cover-last-double = a double laid as the last tile must still be covered: { $value } ({ $preset }: { $was })
book-note-doubles-count-double = a double left in a hand counts twice its pips: { $value } ({ $preset }: { $was })
book-note-going-out-bonus = going out takes { $value } off your round ({ $preset }: { $was })
book-note-open-marker-penalty = a marker left up at the end of a round adds { $value } ({ $preset }: { $was })
book-note-tie-break = a tie for the lowest total goes to: { $value } ({ $preset }: { $was })
book-value-points = { $count }
book-value-tiles = { $count }
book-value-tiles-by-players = a number that depends on the players
book-value-knock = { $count ->
    [0] no penalty
    [one] draw { $count } tile
   *[other] draw { $count } tiles
}
book-value-on = on
book-value-off = off
book-value-used = used
book-value-unused = not used
book-value-yes = yes
book-value-no = no
book-value-starter-at-table = settled at the table each round
book-value-starter-next-seat = the next seat clockwise each round
book-value-starter-last-winner = the winner of the last round
book-value-double-cover = cover it in the same turn
book-value-double-follow-up = one more tile, on the double or any open train
book-value-double-play-again = play again at once, anywhere
book-value-tie-shared = every tied player wins
book-value-tie-most-rounds-won = the tied player who won the most rounds
book-value-tie-lowest-last-round = the tied player with the fewest points in the last round
ref-why-train-player = { $name }'s train
ref-why-train-mexican = the Mexican train
ref-why-train-choo = the Choo Choo train
ref-why-train-list = { $first } / { $rest }
ref-why-round-over-out = the round is over: { $who } went out
ref-why-round-blocked = the round is blocked: the boneyard is empty and nobody can play; only passes remain
ref-why-turn-under-way = it is { $turn }'s turn, still under way
ref-why-not-your-turn = it is { $turn }'s turn, not { $who }'s
ref-why-is-engine = { $tile } is the engine
ref-why-on-table = { $tile } is already on the table
ref-why-in-hand-of = { $tile } is in { $other }'s hand
ref-why-already-holds = { $who } already holds { $tile }
ref-why-does-not-hold = { $who } does not hold { $tile }
ref-why-no-such-train = there is no such train
ref-why-no-match = { $tile } does not match { $train }'s open end { $end }
ref-why-cannot-start = { $tile } cannot start { $train }: it needs a { $end }
ref-why-tile-no-match = the tile does not match
ref-why-closed-except-cover = { $train } is closed to { $who } except to cover a double on it
ref-why-private = { $train } is private: its marker is down
ref-why-cover-first = { $who } must cover the double on { $train } first
ref-why-third-tile = after a second double, a third tile must come from the hand, without drawing or passing, and cover one of the two
ref-why-second-double = a second double is allowed only if { $who } can cover one of the two with a third tile from their hand
ref-why-double-first = the double on { $trains } must be covered first
ref-why-playable-example = { $who } holds a playable tile ({ $tile } on { $train })
ref-why-playable = { $who } holds a playable tile
ref-why-drawn-playable = the drawn tile { $tile } can be played and must be
ref-why-playable-after-draw = { $who } holds a playable tile after the draw
ref-why-must-draw = { $who } must draw before passing: the boneyard has { $count } tile(s)
ref-why-drew-already = { $who } already drew this turn
ref-why-boneyard-empty = the boneyard is empty
ref-sum = { $preset }: { $text }.
ref-sum-not-your-turn = players take turns clockwise; each turn ends after one tile is laid (or a double is dealt with), or after a pass{ $faster }
ref-sum-not-your-turn-faster = ; faster game: in their first turn a player may go on laying tiles on their own train, and stops with a pass
ref-sum-not-in-hand = you can only lay or draw a tile that you really have or that is in the boneyard
ref-sum-tile-on-table = every tile exists once: a tile already in a train, or the engine, cannot be laid again
ref-sum-no-match = a tile must match the open end of the train it is laid on; a new train starts with the engine's number
ref-sum-private-train-closed = you lay tiles on your own train and the Choo Choo train; your opponent's train is closed to you except to cover a double on it
ref-sum-private-train-markers = another player's train is closed to you while their marker is down; it opens when they pass and raise it
ref-sum-private-train-none = with no markers in play, only your own train and the community train are open to you
ref-sum-open-double-cover-same-turn = a player who lays a double must cover it in the same turn (drawing once if needed); a double left open closes every other train until someone covers it
ref-sum-open-double-follow-up-anywhere = after a double you lay one more tile, on the double or any train open to you; a second double is allowed only if a third tile from your hand covers one of the two, and until it does you may neither draw nor pass, whatever else you hold; a double left open closes every other train until it is covered
ref-sum-open-double-play-again = after a double you play again at once, anywhere you may; a double left open at the end of a turn must be covered before anything else is played
ref-sum-must-play = a player who holds a tile that can be laid must lay one; no drawing or passing for tactics{ $faster }{ $follow_up }
ref-sum-must-play-faster = ; faster game: a first-turn run on one's own train may be stopped with a pass, not with a draw
ref-sum-must-play-follow-up = ; right after a second double in one turn the doubles rule (open-double) forbids the draw or pass instead
ref-sum-must-play-drawn = a player who cannot play draws one tile; if it can be laid it must be laid at once
ref-sum-must-draw = a player who cannot play must draw one tile before passing, as long as the boneyard has tiles
ref-sum-draw-once = only one tile is drawn per turn (after a double a new draw is allowed to cover it)
ref-sum-boneyard-empty = when the boneyard is empty, a player who cannot play simply passes
ref-sum-round-over-blocked = or it is blocked as soon as the boneyard is empty and nobody could lay a tile any more, even partway through a turn (only passes are left then)
ref-sum-round-over-cover = the round ends when a player's turn ends with an empty hand, { $blocked }; house rule: a double laid as the last tile must still be covered (or a tile drawn for it) before the player is out, and when nobody can cover it and the boneyard is empty the round is blocked there and then, that player scoring 0
ref-sum-round-over = the round ends the moment a player lays their last tile, a double included (nobody covers it), { $blocked }
ref-eng-train-player = { $name }'s train
ref-eng-train-mexican = the Mexican Train
ref-eng-train-choo = the Choo Choo train
ref-eng-community-mexican = Mexican Train
ref-eng-community-choo = Choo Choo train
ref-eng-short-mexican = Mexican
ref-eng-short-choo = Choo Choo
ref-eng-move-play = { $who } plays { $tile } on { $train }
ref-eng-move-draw = { $who } draws
ref-eng-move-draw-tile = { $who } draws ({ $tile })
ref-eng-move-pass = { $who } passes
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
ref-seat-name = Player { $n }
ref-problem-at = { $field }: { $message }
ref-prob-shape = { $detail }
ref-prob-more = { $count ->
    [one] and { $count } more problem
   *[other] and { $count } more problems
}
ref-prob-not-in-set = { $tile } is not in a double-{ $set } set
ref-prob-is-engine = { $tile } is the engine
ref-prob-twice = { $tile } appears twice (also at { $first })
ref-prob-house = { $problem }
ref-prob-set-range = a set's top double is 1 to { $max }, not { $set }
ref-prob-engine-not-in-set = the engine { $engine }-{ $engine } is not in a double-{ $set } set
ref-prob-no-players = list at least one player
ref-prob-player-count = { $preset } is played by { $min } to { $max } players, not { $count }
ref-prob-empty-name = a name cannot be empty
ref-prob-reserved-name = '{ $name }' is reserved for the community train
ref-prob-listed-twice = { $name } is listed twice
ref-prob-not-a-player = { $name } is not a player
ref-prob-no-markers = { $preset } plays without markers
ref-prob-tiles-or-end = give either tiles or end, not both
ref-prob-no-connect = { $tile } does not connect to { $to }
ref-prob-no-connect-engine = { $tile } does not connect to the engine { $to }-{ $to }
ref-prob-last-is-double = the last tile is a double that nothing covers
ref-prob-last-not-double = the last tile is not a double
ref-prob-end-not-in-set = { $end } is not a value of a double-{ $set } set
ref-prob-no-tiles-no-double = a train with no tiles has no double
ref-prob-community-hand = { $name } is the community train, not a player
ref-prob-boneyard-too-many = { $count } tiles cannot be left: only { $free } are not on the table or in a hand
ref-prob-no-train = there is no train '{ $name }' (a player's name or mexican)
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
history-title = History
history-search = Search by name
history-search-placeholder = a player's name
history-player = Player
history-everyone = Everyone
history-rules = Rules
history-all-presets = All presets
history-from = From
history-to = To
history-and = { $rest } and { $last }
history-deleted = Deleted the game of { $names }.
history-undo = Undo
history-no-match = No games match.
history-no-more = No more games.
history-played-for = played for { $time }
history-in-progress = in progress
history-no-house = no house rules
history-house-badge = house rules: { $rules }
history-finished = finished
history-tie = tie: { $names }
history-round-of = round { $n } of { $of }
history-leading = leading: { $names }
history-open = Open
history-resume = Resume
history-delete = Delete
history-delete-confirm = Tap again to delete
history-newer = Newer
history-older = Older
history-page = Page { $n }
history-back = Back to the history
history-detail-finished = finished { $when }, played for { $time }
history-detail-unfinished = not finished: { $n } of { $of } rounds
history-corrected = Corrected after the night (revision { $revision })
history-resume-game = Resume this game
history-detail-setup = , double-{ $set } set, { $count } rounds
history-detail-deal = { $count } tiles dealt each · who starts: { $starter }
history-starter-at-table = at table
history-starter-next-seat = next seat
history-starter-last-winner = last winner
history-detail-no-house = No house rules.
history-detail-house = House rules:
history-running-totals = Running totals
history-scoreboard = Scoreboard
history-audit = Changes to the scores ({ $count })
history-audit-round = round { $n }
history-audit-change = { $what } by { $device }:
history-audit-was = was { $value },
history-audit-now = now { $value }
history-audit-went-out = went out
history-audit-nothing = nothing
history-audit-host = host
history-audit-entry-set = entry set
history-audit-entry-corrected = entry corrected
history-audit-entry-cleared = entry cleared
history-audit-round-saved = round saved
history-audit-round-edited = round edited
history-audit-round-undone = round undone
backups-count = Backups ({ $count })
backups-hint-folder = A backup is taken whenever a game finishes; the last 10 are kept. Restoring replaces all games with the backup's, after saving the current ones as a safety backup.
backups-none = No backups yet.
backups-size = { $kb } KB
backups-safety = before a restore
backups-restored = Restored the backup of { $when }. The games before it were saved as { $file }.
backups-restore-confirm = Tap again to replace all games
backups-restore = Restore
backups-title = Backups
backups-hint-files = A backup is all your games in one file. Download one now and then and keep it safe: clearing the browser's data clears the games too. Restoring replaces all games with the backup's, after downloading the current ones as a safety copy.
backups-download = Download a backup
backups-downloaded = Downloaded { $file }: keep it somewhere safe.
backups-not-made = No backup was made: { $error }
backups-nothing-changed = { $why }; nothing was changed
backups-restore-from = Restore from a file:
backups-question = Replace all games with the games in { $file }?
backups-replace = Replace all games
backups-cancel = Cancel
backups-restored-file = Restored { $file }; the games before it were downloaded as { $safety }.
stats-title = Statistics
stats-empty = Finish a game to see statistics here.
stats-new-game = New game
stats-games-of = Games of
stats-every-preset = every preset
stats-col-player = Player
stats-col-games = Games
stats-col-wins = Wins
stats-col-win-rate = Win rate
stats-col-per-round = Pts / round
stats-col-per-round-long = points per round
stats-col-best-round = Best round
stats-col-worst-round = Worst round
stats-col-outs = Went out
stats-col-streak = Streak
stats-col-streak-long = wins in a row up to now
stats-col-best-streak = Best streak
stats-col-best-streak-long = longest run of wins
stats-percent = { $pct }%
stats-none-with-rules = No finished games with these rules.
stats-h2h = Head to head
stats-first-player = first player
stats-vs = vs
stats-second-player = second player
stats-choose-two = Choose two different players.
stats-never-together = { $a } and { $b } have not finished a game together.
stats-together = { $count ->
    [one] { $count } game together.
   *[other] { $count } games together.
}
stats-ahead = { $name } finished ahead { $ahead ->
    [one] { $ahead } time
   *[other] { $ahead } times
} and won { $wins }; { $points ->
    [one] { $points } point
   *[other] { $points } points
} in all.
stats-level = Level { $count ->
    [one] { $count } time.
   *[other] { $count } times.
}
stats-records = Records
stats-record-lowest = Lowest game total:
stats-record-rounds = Most rounds won in one game:
stats-record-by = by { $names }
stats-over-time = Results over time
stats-won-recent = won { $won } of the last { $count ->
    [one] { $count } game
   *[other] { $count } games
} (lower totals are better)
stats-chart-title = { $name }: game totals, last { $count ->
    [one] { $count } game
   *[other] { $count } games
}
stats-chart-x = Game
stats-chart-y = Total points
chart-legend = legend
chart-start = start
chart-running-title = Running total after each round
chart-round = Round
chart-points = Points
export-no-download = this window saves files to a path
export-too-large = { $file } is too large (over { $mb } MB)
export-cannot-read = cannot read { $file }: { $error }
export-imported = Imported { $count } game(s); { $skipped } already here were skipped.
export-replaced = { $count } game(s) replaced by a later correction after the night.
export-nothing-imported = { $why }; nothing was imported
export-saved-to = Saved to { $path }
export-downloaded = Downloaded { $file }
export-type-a-path = type the path of a mextrain JSON export to import
export-this-game = Export this game
export-and-import = Export and import
export-csv = CSV (spreadsheet)
export-download = Download
export-import-file = Import a mextrain JSON export:
export-import-hint = Import checks the whole file first: a bad file changes nothing, and games already here are skipped.
export-file-to-write = file to write
export-go = Export
export-import-placeholder = path of a mextrain JSON export
export-file-to-import = file to import
export-import-go = Import

# (end of section)

########################################################################
## table mode: hosting, the phone's screens
########################################################################
# The phone's screens (ui/table).
table-link-connecting = connecting
table-link-live = live
table-link-lost = host unreachable
table-home-label = mextrain: home
table-col-round = Round
table-badge-blocked = blocked
table-cell-out = out
table-row-total = Total
table-badge-tied = tied lead
table-badge-leader = leader
table-round = Round { $n }
table-engine = engine { $engine }-{ $engine }
table-game-over = Game over: { $names } won
table-names-and = { $names } and { $last }
table-not-joined = This phone has not joined a table.
table-join-title = Join a table
table-loading = Waiting for the host...
table-status-sending = sending
table-status-waiting = waiting for the host
table-status-sent = sent
table-device-host = host
table-device-watch = watch link
table-device-spectator = spectator
table-device-undone = undone round
table-device-phone = { $name }'s phone
table-device-named = { $name }
table-joined = This phone is at a table already.
table-joined-seat = This phone is at a table already (seat { $seat }).
table-joined-back = Go back to it
table-joined-leave = Leave it
table-code-label = The code on the host's screen
table-code-find = Find the table
table-seats-title = Pick your seat
table-seat-taken = taken
table-just-watch = Just watch
table-open-my-screen = Open my screen
table-scores = Scores
table-hand-of = { $name }'s hand
table-out-of = { $name } went out
table-total-of = Points left in { $name }'s hand
table-clear-of = Clear { $name }'s entry
table-mode-tiles-host = Tap the tiles
table-mode-total-host = Type the total
table-hand-mine = My hand
table-out-mine = I went out
table-entry-marker-up = My marker was up at the end (+{ $points })
table-entry-marker-up-of = { $name }’s marker was up at the end (+{ $points })
table-total-mine = Points left in my hand
table-clear-mine = Clear my entry
table-mode-tiles-mine = Tap my tiles
table-mode-total-mine = Type my total
table-tapped = { $count ->
    [one] { $count } tile
   *[other] { $count } tiles
} tapped
table-tapped-points = { $count ->
    [one] { $count } tile
   *[other] { $count } tiles
} tapped: { $points ->
    [one] { $points } point
   *[other] { $points } points
}
table-points-from = { $points ->
    [one] point
   *[other] points
} from { $count ->
    [one] { $count } tile
   *[other] { $count } tiles
}
table-how-to-enter = How to enter
table-send = Send
table-entered-from = Entered from { $device }. It can be corrected until the round is saved.
table-host-has-out = The host has you out this round.
table-host-has-points = The host has { $count ->
    [one] { $count } point
   *[other] { $count } points
} for you.
table-host-has-entry = The host has your entry.
table-host-has-correct = You can correct it until the round is saved.
table-player-save = Everyone has entered: save the round
table-hosting-title = Hosting
table-last-saves = The last player to enter saves the round
table-undo-last = Undo the last round
table-entries = Entries
table-entry-waiting = waiting
table-entry-out = out
table-entry-entered = entered
table-from-at = from { $device } at { $at }
table-from = from { $device }
table-enter-for = Enter for { $name }
table-no-phone = no phone
table-free-seat-title = Free the seat of a lost phone
table-free-seat = Free seat
table-close = Close
table-who-started = Who started
table-choose-starter = choose who started
table-starter-suggested = suggested: the next seat clockwise
table-blocked-round = Blocked round
table-save-round = Save round { $n }
table-watching = Watching
table-rule-book = The rule book
# What the phone says itself when something is refused or fails.
table-why-code-empty = Type the { $len }-character code shown on the host's screen.
table-why-code-lookalike = A join code has no { $char }: codes leave out 0, O, 1, I and L, which look alike. Check the code on the host's screen.
table-why-code-char = A join code has only letters and digits, not "{ $char }".
table-why-code-length = A join code has { $len } characters; this one has { $count }.
table-why-unreachable = the host cannot be reached: { $detail }
table-why-browser-only = the host cannot be reached: joining a table works in a browser: open the host's link on the phone
table-why-bad-answer = the host's answer could not be read: { $detail }
table-why-refused-status = the host refused it ({ $status })
table-why-forgotten = The host no longer has this phone at the table ({ $why }). Join again with the code.
# The host's refusals, by code: the host sends the code, its arguments and
# these words (lan::host::Why); every phone words the code from its file.
table-why-game-gone = the hosted game is not in the host's games any more
table-why-store = { $detail }
table-why-not-saved = { $detail }
table-why-game-finished-start = game { $game } is finished: there is no round to enter
table-why-hosting-off = the host stopped letting phones join this game
table-why-code-wrong = that join code is not this table's: check the code shown by the host
table-why-token-missing = this needs the phone's token: join the table first
table-why-token-unknown = this phone's token is not known here (hosting was restarted or the seat freed): join again
table-why-join-as-host = nobody joins as the host: join as a player or a spectator
table-why-seat-needed = a player joins with a seat
table-why-no-such-seat = there is no seat { $seat }: this game has { $count } players
table-why-seat-held = { $name }'s seat is held by another phone: ask the host to free it
table-why-key-bad = each change needs a key of 1 to { $max } characters
table-why-spectator-writes = a spectator cannot change scores
table-why-seat-lost = this phone holds no seat any more: join again
table-why-own-hand-only = a player enters only their own hand
table-why-keeper-card-needed = only the organiser makes a phone this table's scorekeeper: scan the table's scorekeeper card
table-why-keeper-phone-hand = { $name }'s phone entered this hand: only that phone or the host changes it
table-why-seat-unnamed = name the seat
table-why-no-seat = there is no seat { $seat }
table-why-game-finished = this game is finished
table-why-round-moved = round { $now } is being entered now, not round { $sent }: this page was behind and has caught up
table-why-total-not-number = total is a number of points, like "23"
table-why-spectator-saves = a spectator cannot save a round
table-why-host-saves = only the host saves the round
table-why-wait-for-all = the last player to enter saves the round: wait until every seat has entered
table-why-nothing-to-undo = there is nothing to undo
table-why-host-only = only the host can do this
table-why-json-needed = send the request as JSON (Content-Type: application/json)
table-why-json-bad = the request is not the JSON this needs: { $detail }
table-why-too-many-streams = too many phones are following this table: close one and try again
table-why-no-such-request = there is no such request in this API
table-why-too-large = the request is larger than { $kib } KiB
table-why-too-slow = the request took too long
table-why-host-failed = the host failed on this request; nothing was saved
table-why-too-many-connections = too many connections from this device: wait a moment
table-why-code-wait = too many wrong join codes from this device: wait { $seconds } s, then check the code on the host's screen
table-why-code-busy = too many wrong join codes were tried at this table: wait a moment and try again
table-why-too-many-requests = too many requests from this device: wait a moment
table-why-version = this page and the host are different versions of mextrain ({ $page }, the host { $host }): reload the page
table-reload = Reload the page
table-why-http = { $reason }
table-why-league-batch = send at most { $max } games at once
table-why-league-code-busy = too many wrong league codes were tried: wait a moment and try again
table-why-league-code-replaced = the league host replaced this league code: ask it for the new league link
table-why-league-code-wait = too many wrong league codes from this device: wait { $seconds } s, then check the code on the league host
table-why-league-code-wrong = that league code is not one this league host takes: check the code it shows
table-why-league-name = the league needs a name
table-why-not-now = { $detail }
table-why-spec = { $detail }
table-why-in-memory = this window's data is in memory: phones cannot join it
table-why-ports-busy = ports { $first } to { $last } are all in use by other programs: close one and try again
table-why-start-failed = { $build ->
    [none] the host failed to start (this build has none)
   *[other] the host failed to start
}
table-why-listen-failed = could not listen on { $address }: { $detail }
# The desktop's "Let phones join" card (ui/hosting).
hosting-off-title = Phones at the table
hosting-off-hint = Each player can follow the game and enter their own hand on their own phone, on this network. Nobody can join until you turn it on.
hosting-start = Let phones join
hosting-on-title = Phones can join
hosting-stop = Stop letting phones join
hosting-qr-label = QR code of the join link
hosting-scan = Scan the code with a phone's camera, or open the link and type the code:
hosting-code-label = join code
hosting-join-link = Join link:
hosting-watch-link = Watch only (a scoreboard, no entries):
hosting-port = Listening on port { $port }. Phones must be on the same network as this computer.
hosting-resumed = Hosting was on when mextrain last closed: the phones that had joined are still in.
hosting-web-missing = The phones' pages are not built (no { $path }): run
hosting-web-missing-then = in mextrain's folder, or set MEXTRAIN_WEB to the built site, then turn this off and on again.
hosting-joined = Joined
hosting-phones-none = No phone has joined yet.
hosting-phone-seat = { $name }:
hosting-role-player = player
hosting-role-spectator = spectator
hosting-from-phones = From the phones:
hosting-seat-here = no phone: entered in this form
hosting-seat-no-phone = waiting (no phone)
hosting-seat-waiting = waiting
hosting-seat-out = went out, from { $device }
hosting-seat-tiles = { $points ->
    [one] { $points } point
   *[other] { $points } points
} ({ $count ->
    [one] { $count } tile
   *[other] { $count } tiles
}), from { $device }
hosting-seat-points = { $points ->
    [one] { $points } point
   *[other] { $points } points
}, from { $device }
hosting-enter-for = Enter for { $name }

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
# The rule book's words, its only English: its groups, and each entry's
# title, text and classic's way, then each preset's own where it differs
# (the keys are rules::book's: Entry::keys, a preset marked Own).
book-group-setup = Setting up
book-group-turns = Taking turns
book-group-doubles = Doubles
book-group-markers = Markers and other trains
book-group-mexican-train = The Mexican Train
book-group-end-of-round = End of a round
book-group-scoring = Scoring
book-group-variants = Variants and house rules
book-aim-title = What you are trying to do
book-aim-text = Empty your hand before anyone else. Whatever you still hold when a round stops counts against you, so over a game the lowest score wins.
book-aim-classic = A single round: going out first wins it.
book-aim-dominorules = A series of rounds: keep your leftover points low in every one of them.
book-aim-choo-choo-sixes = Seven short rounds for two people; keep your leftover points low.
book-sets-title = Domino sets
book-sets-text = A double-N set pairs every number from 0 up to N with every other number, and with itself, exactly once. Tile 5-12 and tile 12-5 are one and the same. Sizes: double-6 has 28 tiles, double-9 has 55, double-12 has 91, double-15 has 136 and double-18 has 190.
book-sets-classic = Any of these sets works; the count of tiles only changes how many go in each hand.
book-sets-hub-set = The box says its double-12 set has 136 tiles. That figure belongs to a double-15 set: a real double-12 set has 91.
book-sets-choo-choo-sixes = Made for the small double-6 set of 28 tiles.
book-default-set-title = Which set to use
book-default-set-text = Each rule set suggests a set. You can pick another one when you start a game.
book-default-set-classic = Double-12.
book-default-set-dominorules = Double-12 unless you choose otherwise. The page recommends double-9 for two to four people and double-15 or double-18 once you are nine or more.
book-default-set-choo-choo-sixes = Double-6.
book-players-title = How many can play
book-players-text = Everyone plays for themselves; more players need a bigger set.
book-players-classic = From two to eight people (up to twelve on a double-15 or double-18 set).
book-players-dominorules = From two to twelve people, and more on a big set.
book-players-choo-choo-sixes = Two people, no more and no fewer.
book-hand-size-title = Tiles in each hand
book-hand-size-text = Turn all the tiles face down and mix them. Each player takes the same number; the tiles nobody takes form the boneyard you draw from.
book-hand-size-classic = With a double-12 set: 15 each for two, three or four players; 11 each for five or six; 8 each for seven or eight. With other sets the app scales these so that roughly one tile in three stays in the boneyard.
book-hand-size-dominorules = With a double-12 set: 16 each for two players, 15 for three, 14 for four, 12 for five, 11 for six, 10 for seven, 9 for eight. With other sets the app scales the numbers so that roughly one tile in three stays in the boneyard; you can change it when you start a game.
book-hand-size-choo-choo-sixes = 5 tiles each.
book-engine-title = The engine
book-engine-text = One double lies at the centre of the table: the engine. Every train grows out of it, so the first tile of any train must show the engine's number.
book-engine-classic = For a one-round game, either the biggest double anybody holds becomes the engine, or the set's top double does; if nobody has the double you need, players draw in turn until someone gets one. In a game of rounds, each round's double is taken out before the deal.
book-engine-hub-set = For a one-round game, the player with the biggest double lays it in the middle. In the 13-round game, the round's double is taken out before the deal.
book-engine-dominorules = Before the deal, take the set's top double out and put it in the middle. Each later round uses the next double down.
book-engine-choo-choo-sixes = Before the deal, take out this round's double. It goes in the middle and is also the first tile of the Choo Choo train.
book-rounds-title = How many rounds
book-rounds-text = A game is either a single round or one round per double, from the set's top double down to 0-0, each with a fresh deal and its own engine. You choose the first and last round when you start a game.
book-rounds-classic = One round. For a longer game, play a round for every double, top double first and 0-0 last.
book-rounds-hub-set = One round, or the optional 13-round game: 12-12 in the first round, 11-11 in the second, and so on down to 0-0.
book-rounds-dominorules = A round for every double from the top one down to 0-0: 13 rounds with double-12, 10 with double-9, 16 with double-15, 19 with double-18.
book-rounds-choo-choo-sixes = Seven rounds: 6-6 first, then 5-5, and so on down to 0-0.
book-who-starts-title = Who goes first
book-who-starts-text = One player leads each round; the others follow in turn order.
book-who-starts-classic = Whoever put the engine down goes first.
book-who-starts-hub-set = The player holding the biggest double goes first, starting by laying it as the engine.
book-who-starts-dominorules = Pick someone at random for round 1. Each new round, the lead moves one seat clockwise.
book-who-starts-choo-choo-sixes = Round 1: whoever holds the biggest double, or else the most pips in hand. Every later round: whoever won the round before.
book-turn-order-title = Turn order
book-turn-order-text = Players take turns one at a time, always in the same order around the table.
book-turn-order-classic = Clockwise: the next turn belongs to the player on the left.
book-turn-order-choo-choo-sixes = The two players take turns back and forth.
book-not-your-turn-title = One player at a time
book-not-your-turn-text = Only the player whose turn it is may lay a tile, draw or pass. A turn is normally one tile; it is over once that tile is down (and any double it brings is dealt with), or once the player passes.
book-not-your-turn-classic = One tile per turn, plus the tile that covers a double you lay.
book-not-your-turn-hub-set = One tile per turn, plus the tile that covers a double you lay. With the faster-game variant, your very first turn may be a whole run on your own train.
book-not-your-turn-dominorules = One tile per turn, plus the follow-up after a double: up to three tiles when two doubles go down.
book-not-your-turn-choo-choo-sixes = The players alternate; laying a double earns an extra play straight away.
book-personal-trains-title = Your own train
book-personal-trains-text = Everyone builds one train of their own, a chain of matching tiles that starts at the engine and points toward their seat. You may always add to your own train.
book-personal-trains-classic = It starts at the engine. The others may use it only while your marker says it is open.
book-personal-trains-dominorules = It starts at the engine. The others may use it only while your marker says it is open. Tip: line up your hand as a chain in advance, and keep the leftovers for the other trains.
book-personal-trains-choo-choo-sixes = Each train starts next to the Choo Choo train. Your opponent may never play on your train, except to cover a double at its end.
book-must-play-title = Play if you can
book-must-play-text = If any tile in your hand fits a train you are allowed to use, you have to lay one. You may not draw or pass just to keep a useful tile for later. Where a rule about doubles already rules out the draw or the pass, the app names that rule instead.
book-must-play-classic = Required.
book-draw-title = Drawing from the boneyard
book-draw-text = When nothing in your hand fits, take one tile from the boneyard. If it fits, lay it at once; if not, keep it and your turn is over.
book-draw-classic = One tile. The rules only say you may lay it if it fits; this app treats that as a must, like the other presets.
book-draw-hub-set = One tile per turn, and a tile that fits has to be laid.
book-draw-dominorules = One tile per turn, and a tile that fits has to be laid.
book-draw-choo-choo-sixes = One tile per turn, and a tile that fits has to be laid.
book-must-draw-title = Draw before you pass
book-must-draw-text = While the boneyard still has tiles, you can only pass after drawing this turn. Once it is empty, a player who cannot play passes without drawing.
book-must-draw-classic = Required.
book-must-play-drawn-title = Lay the tile you drew
book-must-play-drawn-text = If the tile you have just drawn can go on any train open to you, lay it; passing with it in hand is not allowed.
book-must-play-drawn-classic = Required (the rules say you may; the app reads it as a must).
book-must-play-drawn-hub-set = Required.
book-must-play-drawn-dominorules = Required.
book-must-play-drawn-choo-choo-sixes = Required.
book-draw-once-title = One draw per turn
book-draw-once-text = A turn allows a single draw. The one exception: after you lay a double and cannot cover it, you draw to try to cover it.
book-draw-once-classic = One draw; a double you cannot cover allows one more.
book-boneyard-empty-title = When the boneyard is empty
book-boneyard-empty-text = Once every tile has been drawn there is nothing left to take. A player who cannot play simply passes, and play goes on.
book-boneyard-empty-classic = Pass without drawing; your train opens to the others.
book-boneyard-empty-choo-choo-sixes = Pass without drawing (there are no markers).
book-not-in-hand-title = Only tiles you hold
book-not-in-hand-text = You can only lay a tile that is really in your hand. When the app knows your hand, it refuses any other tile.
book-not-in-hand-classic = Always.
book-tile-on-table-title = Every tile exists once
book-tile-on-table-text = A set has one copy of each tile. A tile already in a train, or the engine itself, cannot be laid a second time; if the app sees it twice, one of the two entries is a mistake.
book-tile-on-table-classic = Always.
book-no-match-title = Matching ends
book-no-match-text = A tile may join a train only if one of its halves shows the number at the train's open end; that half goes against the train. A train's first tile must show the engine's number.
book-no-match-classic = Always.
book-no-match-choo-choo-sixes = Always; both personal trains and the Choo Choo train start from the round's double.
book-double-played-title = Laying a double
book-double-played-text = A double (the same number on both halves) is laid crosswise. It leaves the train's end showing that number, and it has to be covered by a matching tile.
book-double-played-classic = Cover it yourself in the same turn with a matching tile. With no match, draw one tile: cover the double with it if it fits, otherwise pass and leave the double open.
book-double-played-dominorules = Lay one more tile, on the double itself or on any other train open to you. With nothing to follow up, draw once and lay that tile anywhere it fits, or pass with your marker up. A second double in the same turn is allowed only if a third tile from your hand, without drawing, then covers one of the two; drawing or passing at that point breaks this rule, even if you hold a tile that would fit somewhere.
book-double-played-choo-choo-sixes = You play again straight away, anywhere you are allowed; the extra tile does not have to go on the double. The double stays open until somebody covers it.
book-open-double-title = An open double
book-open-double-text = A double that nobody has covered by the end of a turn blocks the table: the next tiles must go on it, and no other train may be used until it is covered.
book-open-double-classic = Every other train is closed. Each player in turn covers it, or draws one tile and covers with that, or passes. Once it is covered, play carries on from the seat after whoever covered it.
book-open-double-hub-set = As in classic, and a player who passes while it is open must put their marker up, even if their own train had a place for a tile.
book-open-double-dominorules = As in classic, and a player who passes while it is open must put their marker up, even if their own train had a place for a tile. Once you have put down two doubles in one turn, your next tile must go straight from your hand onto one of them: drawing or passing at that point breaks this rule, whatever else you could lay.
book-open-double-choo-choo-sixes = Nothing may be played anywhere but on the double. Your opponent covers it, or draws and, if still unable, passes; after such a pass, the player who laid the double must cover it.
book-markers-title = Train markers
book-markers-text = Each player has a marker in their own colour, such as a little toy engine or a coin. It shows whether your train is open to the others. In this app, 'marker up' means open and 'marker down' means private.
book-markers-classic = Passing puts your marker up and opens your train. Laying a tile on your own train puts it down again.
book-markers-dominorules = Passing puts your marker up, even on a train you have not started yet (place it by the engine). Only a tile on your own train puts it down again; playing elsewhere does not.
book-markers-choo-choo-sixes = There are no markers: each personal train stays closed to the other player.
book-private-train-title = Other players' trains
book-private-train-text = Another player's train is open to you only while their marker is up. While it is down, that train is theirs alone.
book-private-train-classic = Closed while its owner's marker is down; open from their pass until they play on it again.
book-private-train-choo-choo-sixes = Never open to you, except to cover a double at its end.
book-community-train-title = The Mexican Train
book-community-train-text = Besides the personal trains there is one shared train that belongs to nobody. Everybody may always play on it. There is never more than one.
book-community-train-classic = Any player may begin it on their turn with a tile showing the engine's number, placed off to one side. After that anyone may add to its far end.
book-community-train-dominorules = Any player may begin it on their turn with a tile showing the engine's number; the first player of a round may even begin it instead of their own train. It only grows at its far end.
book-community-train-choo-choo-sixes = Here it is called the Choo Choo train and it is there from the start: the round's double begins it, and both players may add to it from the first turn. Table files call it 'mexican'.
book-last-tile-title = Your last tile
book-last-tile-text = Once a single tile is left in your hand, warn the others so they can get rid of their most costly tiles.
book-last-tile-classic = Knock the tile on the table. If someone catches you not knocking, draw 2 tiles.
book-last-tile-dominorules = Tap the tile on the table. Forgetting costs nothing.
book-last-tile-choo-choo-sixes = Say it out loud. If your opponent points it out first, draw 1 tile.
book-round-over-title = When the round ends
book-round-over-text = The round stops as soon as someone lays their final tile, or when it is blocked: the boneyard is empty and nobody can play. Blocked means that nobody could lay a tile any more, even once everyone has passed and opened their train. The app calls it the moment that is so, even partway through a turn (a double that no one can cover, a last draw that no one can use); the player whose turn it was only passes. After that nobody lays or draws; everyone counts their points.
book-round-over-classic = Going out on a double counts: if your final tile is a double, the round is over right there. Nobody covers it, draws or passes. Because that double wins the round, it counts as a tile you can play, so you may not draw instead. Tables that say "you cannot go out on a double" switch on the house rule: then that double is treated like any other, covered or drawn for, and you are out only if your turn ends with nothing in your hand. Should nobody be able to cover it while the boneyard is empty, the round is blocked right then, before you pass: your hand is empty, so you score 0 and are among the winners.
book-round-over-dominorules = Your final tile ends the round at once, even a double nobody has covered, and even a second double in the same turn that no third tile could cover: when it is your last tile, it is allowed. The house rule "you cannot go out on a double" makes that double need its follow-up like any other; if nobody can cover it and the boneyard is empty, the round is blocked at once and you, holding nothing, score 0.
book-round-over-choo-choo-sixes = A player lays their final tile (a double too: nobody plays again after it), or the round is blocked for both. With the house rule "you cannot go out on a double", the double's owner plays on as after any double; should neither player be able to cover it with the boneyard empty, the round is blocked at once and its owner scores 0.
book-tile-points-title = Counting points
book-tile-points-text = At the end of a round, every player adds up the pips (spots) on whatever tiles they still hold. That is their score for the round; a player with an empty hand scores 0.
book-tile-points-classic = Pips, plus 25 for each blank half: 0-5 counts 30 and 0-0 counts 50.
book-tile-points-dominorules = Pips only; blanks count nothing.
book-tile-points-choo-choo-sixes = Pips only. Some tables make 0-0 worth 50 or 25; set that as a house rule when you start the game.
book-winner-title = Who wins
book-winner-text = Round scores add up; the lowest total wins. When several players share the lowest score, they all win.
book-winner-classic = In a one-round game the player who goes out wins; in a blocked round, whoever has the fewest points. Over several rounds, the lowest total.
book-winner-dominorules = The lowest running total once the 0-0 round has been played.
book-winner-choo-choo-sixes = The lowest total after the seventh round.
book-house-scoring-title = House scoring rules
book-house-scoring-text = Tables argue about scoring, so a game may start with any of these, each off unless chosen. Doubles count double: a double left in a hand counts twice its pips (5-5 counts 20); 0-0 still counts what the game says 0-0 counts. Going-out bonus: the player who goes out takes 0 to 100 points off the round, so a round, and a total, can be below zero; nobody gets it in a blocked round. Open-marker penalty: everyone whose marker is still up when the round ends adds 0 to 100 points, except the player who went out (their marker may be up: it costs nothing); the round form has a "marker up" switch for each player, and a marker cannot be marked up in a game without the penalty. Tie-break: when the lowest totals are tied, the win is shared (the usual rule), or goes to the tied player who won the most rounds (a round is won with its lowest points; a shared lowest counts for each), or to the tied player with the fewest points in the last round. Still tied after that, they share the win.
book-house-scoring-classic = None of them: a tie for the lowest total is shared.
book-house-scoring-choo-choo-sixes = None of them. There are no markers, so there can be no open-marker penalty.
book-variants-title = Optional rules
book-variants-text = Some rule sets offer optional extras to agree on before you begin.
book-variants-classic = None, apart from playing a round for every double.
book-variants-hub-set = Faster game: on your first turn of a round, lay as many tiles on your own train as will fit, one after another. A double in that run still needs its cover, and covering it on your own train keeps the run going. The run stops when you say you are done, or when you lay a tile anywhere else. From then on, one tile per turn. Also the 13-round game (see How many rounds).
book-variants-dominorules = None.
book-variants-choo-choo-sixes = Only the 0-0 scoring option (see Counting points).
book-schedules-title = Schedules
book-schedules-text = A game's schedule is the double that starts each round, in order; any list of the set's doubles will do, and a double may come twice. The app offers the common ones with the number of rounds and a rough time beside each (about 2 minutes a round, plus a minute for every 5 tiles dealt): the top double down to 0-0; only the first rounds of that; from a chosen double down to 0-0; 0-0 up to the top; up and down (the top double down to 0-0, then back up, so every double but 0-0 is played twice); the odd or the even doubles only, from the top down; and every double once in an order drawn when the game starts. A game has at most 100 rounds.
book-schedules-classic = One round, or optionally every double from the top down to 0-0.
book-schedules-hub-set = One round, or the 13-round game from 12-12 down to 0-0.
book-schedules-dominorules = Every double from the top down to 0-0.
book-schedules-choo-choo-sixes = Seven rounds, 6-6 down to 0-0.
book-house-rules-title = House rules in this app
book-house-rules-text = When you start a game you may change some rules of its preset: tiles per player, what a blank half and 0-0 count, who starts each round, the rounds' doubles (see Schedules), the faster first turn, whether a double may be your last tile ("you cannot go out on a double"), and the house scoring rules (doubles that count double, a going-out bonus, an open-marker penalty, the tie-break). While that game is on, this book marks every rule it changes.
book-house-rules-classic = Blank half 25, 0-0 50, the engine's player starts.
book-house-rules-hub-set = Blank half 25, 0-0 50, the holder of the biggest double starts.
book-house-rules-dominorules = Blanks 0, the lead moves one seat clockwise each round.
book-house-rules-choo-choo-sixes = Blanks 0, the last round's winner starts.

# (end of section)

## club nights (issue 32)
home-club = Club night
home-club-hint = Several tables, one evening: draw the tables, keep every score, see who did best tonight.
nights-title = Club nights
nights-lead = A night seats everyone present at tables, starts a game at each, and keeps the night's standings.
nights-new = Set up a night
nights-empty = No night yet.
nights-open = Open
nights-tables = { $count ->
    [one] 1 table
   *[other] { $count } tables
}
night-new-title = Set up a club night
night-new-lead = Name the night, choose the rules every table plays, tick who is here, then draw the tables.
night-default-name = Club night
night-name = Name of the night
night-date = Date
night-league = League (season)
night-league-none = none
night-scoring = Standings by
night-scoring-points = lowest average
night-scoring-placement = placement points
night-scoring-wins = most wins
night-rules = Rules for every table
night-preset = Rules
night-set = Set
night-rounds = { $count ->
    [one] 1 round
   *[other] { $count } rounds
}
night-players = { $count ->
    [0] Players present
    [one] Players present: 1
   *[other] Players present: { $count }
}
night-known = Players who have played before
night-add = Add a player
night-add-go = Add
night-remove = Remove { $name }
night-per-table = Players per table, at most
night-minutes = Time limit per game (minutes)
night-minutes-none = none
night-not-a-number = "{ $value }" is not a whole number.
night-no-schedule = These rules have no schedule on this set.
night-needs-name = Give the night a name.
night-minutes-above-zero = A time limit is a number of minutes above 0.
night-needs-players = Pick at least 2 players.
night-table-too-big = These rules seat at most { $most } players at a table: lower the players per table, or choose a bigger set.
night-draw = Draw the tables
night-draw-again = Draw again
night-tables = Tables
night-move-hint = Move a player to another table with the list beside their name.
night-move = Table for { $name }
night-new-table = a new table
night-table = Table { $table }
night-seats = { $count ->
    [one] 1 player
   *[other] { $count } players
}
night-start = Start the night
night-in-league = league { $league }
night-minutes-each = { $minutes } min per game
night-board = Board for a big screen
night-print = Print
night-game-of = Game { $n }
night-table-round = Round { $n } of { $of }
night-table-finished = Finished
night-table-waiting = Finished: waiting for table { $tables }
night-time-left = { $minutes } min left
night-time-up = Time is up: this round is the last
night-won = won
night-board-tables = Tables { $first }–{ $last } of { $count }
night-board-ranks = Ranks { $first }–{ $last } of { $count }
night-results = Results
night-score-pad = Score pad
night-next = Next game
night-seating = Seating for the next game
night-seating-random = New draw
night-seating-ladder = Ladder
night-seating-random-hint = Everyone is drawn at new tables.
night-seating-ladder-hint = Each table's winner moves up one table (towards table 1) and its last player down one; the others stay.
night-seating-fresh = Fresh tables
night-seating-fresh-hint = Few people who have already shared a table tonight sit together again.
night-next-go = Start game { $n }
night-next-started = Game { $n } has started at every table.
night-next-wait = The next game starts once every table has finished.
night-standings = Standings
night-standings-of = Standings by { $scoring }
night-standings-empty = No game of the night has finished yet.
night-col-rank = Rank
night-col-player = Player
night-col-games = Games
night-col-wins = Wins
night-col-points = Points
night-col-average = Average
night-col-placement = Placement
night-export-csv = Export CSV
night-export-json = Export JSON
night-exported = Saved { $file }
night-back = Back to the night
night-share-line = { $rank }. { $name }, average { $average } ({ $games ->
    [one] 1 game
   *[other] { $games } games
}, { $wins ->
    [one] 1 win
   *[other] { $wins } wins
})
league-title = League { $name }
league-lead = { $count ->
    [one] The season's standings over its 1 night.
   *[other] The season's standings over its { $count } nights.
}
league-by-night = Night by night
league-attendance = Attendance
league-place = { $rank ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $rank }th
}
league-nights-of = { $n } of { $of }
league-chart-title = Rank after each night
league-night = Night
league-table-game = Table and game
league-rank-of = { $rank } of { $of }
league-player-lead = { $games ->
    [one] 1 game
   *[other] { $games } games
}, { $wins ->
    [one] 1 win
   *[other] { $wins } wins
}, { $points } points in the league.
nights-leagues = Leagues
history-nights-hint = A night of several tables: its tables, games and standings.

# League: a long season's latest nights, and the same person across nights (rename, merge, undo a merge)
league-all-nights = Show all { $count } nights
player-names-title = The same person
player-names-lead = Rename { $name } everywhere, or merge the name into another one when both are the same person.
player-rename-label = New name
player-rename = Rename
player-merge-label = Merge { $name } into
player-merge = Merge into…
player-merged-into = { $name } counts as { $into } in the standings and statistics.
player-merged-from = { $name } counts as { $into }.
player-unmerge = Undo merge
player-renamed = Renamed { $name } everywhere.
player-merged = { $name } now counts as { $into }.
player-unmerged = { $name } counts on their own again.
player-error-empty = The new name is empty.
player-error-reserved = { $name } is the community train's name.
player-error-unknown = There is no player named { $name }.
player-error-taken = { $name } is another player's name: merge the two instead.
player-error-playing = { $name } is playing game { $game }: rename once it is finished.
player-error-same = { $name } cannot be merged into itself.
player-error-merged = { $name } is merged into { $into } already: undo that merge first.
player-error-has-merges = Names are merged into { $name }: merge them into the other name instead, or undo those merges first.
player-error-together = { $name } and { $other } played game { $game } together: they are two people.
player-error-not-merged = { $name } is not merged into another name.
league-send-title = Games over the network
league-receiving = This machine is the league's host: it receives the league's games under the code { $code } (`mextrain serve` prints the link).
league-receive-off = This machine can be the league's host: it then receives the games the other machines send, as long as the window is open.
league-receive-start = Receive this league's games here
league-receive-on = This machine receives the league's games under the code { $code }, on port { $port }. It keeps this port from one start to the next.
league-receive-link = Give each sending machine this link, once:
league-receive-hint = The games arrive while this window is open; a machine that could not reach it sends them again later.
league-receive-stop = Stop receiving
league-receive-down = Receiving is on, but this window is not listening: the games wait on the senders until it is.
league-receive-retry = Listen again
league-receive-moved = Port { $from } is taken by another program: the games are now received on port { $port }. Give the senders the new link.
league-web-sends-only = This web app sends games to a league host but cannot receive them: the league host is the desktop app or `mextrain serve`.
league-refused-here = { $times ->
        [one] Game { $game } was refused here: { $why }
       *[other] Game { $game } was refused here ({ $times } times): { $why }
    }
league-send-lead = Send this machine's finished games of the league to its league host: paste the link it shows, once. Each game is kept here until the league host has it.
league-send-link = League link
league-send-join = Send games there
league-send-joined = { $count ->
        [one] Games go to { $host } from now on: 1 game queued.
       *[other] Games go to { $host } from now on: { $count } games queued.
    }
league-send-counts = { $host }: { $sent } sent, { $waiting } waiting, { $refused } refused
league-send-last-error = Last try: { $error }
league-send-refused = Game { $game } refused: { $why }
league-send-now = Send now
league-send-pushed = { $added } acknowledged, { $waiting } still waiting.
league-send-by-cli = This build does not send: export the games, or use `mextrain league push` on a computer.

########################################################################
## refusals from the engine and the actions
########################################################################

# Storage's failures (db::DbError): the command line prints these words.
hist-db-too-new = { $file } was written by a newer version of mextrain (schema { $found }, this version knows up to { $supported }); it was left untouched: update mextrain to open it
hist-db-corrupt = { $file } is damaged: SQLite cannot read it as a healthy database; it was left untouched: restore a backup (see "Backing up" in the README) or move it away
hist-db-foreign = { $file } is not a mextrain database ({ $detail }); it was left untouched: move it away, or choose another folder with --data-dir
hist-db-stale-wal = { $wal } does not belong to { $file } (it was left by an earlier run, perhaps before a backup was copied over it); both were left untouched: move { $wal } and any -shm file beside it out of the folder, then start mextrain again
hist-db-read-only = cannot write to { $file }: the file or its folder is read-only; nothing was changed: check its permissions, or choose another folder with --data-dir
hist-db-folder = cannot use the data folder { $folder }: { $detail }
hist-db-invalid = { $detail }
hist-db-damaged-game = game { $game } ({ $players }) is damaged in the database ({ $problem }); nothing was written: export the other games one at a time with --game ID, or restore a backup
hist-db-no-such-game = there is no game number { $game }
hist-db-conflict = game { $game } is here already with other { $what }: a game is taken once, by its uid, and replaced only by a later correction from the machine it came from
hist-db-conflict-rules = rules or players
hist-db-conflict-start = start time
hist-db-conflict-rounds = rounds
hist-db-conflict-end = end
hist-db-conflict-sender = corrections, made on another machine
hist-db-disk-full = the disk is full: nothing was saved, free some space and try again
hist-db-sqlite = the database refused the change ({ $detail }); nothing was saved
# A file that is not an export this build reads (formats::json::FileError),
# and an import's refusal naming it (app::files::ImportError::explained).
file-format = not a mextrain export file: { $detail }
file-schema = schema_version { $found } is not supported (this mextrain reads version { $supported })
file-schema-newer = made by a newer mextrain (schema_version { $found }; this one reads up to version { $supported }): update mextrain to read it
# $known: yes when the game's uid could be read.
file-game = game { $index }{ $known ->
        [yes] {" "}(uid { $uid })
       *[no] {""}
    }, { $field }: { $detail }
hist-import-refused = { $why }; nothing was imported
hist-import-read = { $detail }
hist-import-format = { $file }: { file-format }
hist-import-schema = { $file }: { file-schema }
hist-import-schema-newer = { $file } was made by a newer mextrain (schema_version { $found }; this one reads up to version { $supported }): update mextrain to import it
hist-import-game = { $file }: { file-game }
# A backup not restored (app::history::RestoreError).
hist-restore-refused = { $why }; nothing was changed
hist-restore-foreign = { $file } is not a mextrain backup: { $detail }
hist-restore-corrupt = { $file } is damaged: SQLite cannot read it as a healthy database
hist-restore-too-new = { $file } was made by a newer mextrain (schema { $found }; this one knows up to { $supported }): update mextrain to restore it
# Files out (app::files::ExportError, app::share::ShareError).
hist-export-not-finished = BG Stats takes finished games only: this one is not finished
hist-export-write = cannot write { $file }: { $detail }
share-no-png = this build draws no PNG: ask for svg
share-card = the result card could not be drawn: { $detail }
# The engine's refusals (rules::EntryError, SpecError, ScheduleError,
# HouseRuleError): the command line prints these words, byte for byte.
err-entry-wrong-player-count = expected points for { $expected } players, got { $got }
err-entry-no-such-round = this game has no round { $n }
err-entry-starter = choose who started this round
err-entry-not-a-number = { $player }: '{ $text }' is not a number of points
err-entry-negative = { $player }: points cannot be negative
err-entry-too-many = { $player }: { $points } points is more than one hand can hold in this set (at most { $max })
err-entry-too-big = { $player }: that total is too big (one hand holds at most { $max } points in this set)
err-entry-missing = { $player }: tap the tiles left in the hand or type a total
err-entry-two-out = only one player can go out: { $a } and { $b } are both marked out
err-entry-nobody-out = mark who went out, or mark the round as blocked
err-entry-out-in-blocked = { $player } is marked out, but in a blocked round nobody goes out
err-entry-out-with-tiles = { $player } went out, so holds no tiles and scores 0
err-entry-engine-tapped = { $player }: { $tile } is this round's engine, it is on the table
err-entry-not-in-set = { $player }: { $tile } is not in this set
err-entry-tile-twice = { $tile } is picked twice: each tile is in one hand only
err-entry-marker-seat = a marker is up for seat { $n }, but this game has { $players } players
err-entry-marker-twice = { $player }'s marker is marked up twice
err-entry-no-markers = { $player }'s marker is marked up, but this game is played without markers
err-entry-no-marker-penalty = { $player }'s marker is marked up, but this game has no penalty for a marker left up
err-spec-player-count = this game needs { $min } to { $max } players, not { $got }
err-spec-empty-name = player { $n } needs a name
err-spec-unsafe-name = player { $n }'s name holds control characters or direction marks: type it again
err-spec-duplicate-name = two players are called { $name }
err-spec-reserved-name = '{ $name }' is the name of the community train
err-spec-set = there is no double-{ $set } set here: use 6, 9, 12, 15 or 18
err-spec-last-above-first = the last round's double must not be above the first's
err-spec-no-rounds = a game needs at least one round
err-spec-double-not-in-set = round double { $double }-{ $double } is not in a double-{ $set } set
err-spec-double-twice = round double { $double }-{ $double } is listed twice
err-spec-too-long = a game has at most { $max } rounds, not { $rounds }
err-spec-count = this set gives 1 to { $max } rounds here, not { $asked }
err-spec-house-hand-size = house rule hand_size: { house-problem-hand-size }
err-spec-house-blank-half = house rule blank_half: { house-problem-blank-half }
err-spec-house-double-blank = house rule double_blank: { house-problem-double-blank }
err-spec-house-knock-penalty = house rule knock_penalty: { house-problem-knock-penalty }
err-spec-house-cover-last-double = house rule cover_last_double: { house-problem-cover-last-double }
err-spec-house-going-out-bonus = house rule going_out_bonus: { house-problem-going-out-bonus }
err-spec-house-open-marker-penalty = house rule open_marker_penalty: { house-problem-open-marker-penalty }
# (A table file names the problem alone: house-problem-*.)
house-problem-hand-size = must be between 1 and 60 tiles
house-problem-blank-half = a blank half may count at most 100 points
house-problem-double-blank = the double-blank may count at most 200 points
house-problem-knock-penalty = at most 5 tiles
house-problem-cover-last-double = contradicts last_double_ends_round (its older, opposite name): give only cover_last_double
house-problem-going-out-bonus = the going-out bonus is 0 to { $max } points, not { $value }
house-problem-open-marker-penalty = the open-marker penalty is 0 to { $max } points, not { $value }
# $preset: the preset's title, or `off` when the house rules turn the markers off.
house-problem-no-markers = a penalty for a marker left up needs markers: { $preset ->
        [off] markers are turned off (markers: false)
       *[other] { $preset } has no markers
    }
err-spec-house-no-markers = house rule open_marker_penalty: { house-problem-no-markers }


# (end of section)

## Why an action does not apply now (app::ActionError::NotNow), and a
## club night's seating refusals (rules::club::SeatingError).
now-colours = each player needs a marker colour
now-not-a-colour = '{ $colour }' is not a colour like #1f77b4
now-finished = this game is finished; edit a round instead
now-night-finished = this game of a club night is finished: undo would reopen it; correct a round instead (Edit, on its score pad)
now-round-gone = round { $round } is not in this game any more: nothing was undone
now-no-round = play at least one round before ending the game
now-table-size = { $preset } on a double-{ $set } set is for { $min } to { $max } players: a table of { $n } cannot be seated; choose another table size or set
now-night-name = the night needs a name
now-not-a-date = '{ $date }' is not a date like 2026-11-24
now-league-name = the league needs a name
now-minutes = a time limit is a number of minutes above 0
now-seat-everyone = seat every player of the night once
now-table-alone = table { $table } has a single player: a table needs at least 2 players
now-no-folder = this database keeps no files: it is not in a folder
now-cannot-write = cannot write { $path }: { $detail }
now-no-night = there is no night { $night }
now-no-game-to-follow = night { $night } has no game to follow
now-table-playing = table { $table }'s game { $game } is not finished: every table finishes before the next game
now-night-name-someone = name at least one player
now-night-present-already = { $name } is present already
now-night-not-present = { $name } is not present tonight
now-night-table-finished = table { $table }'s game { $game } is finished already: it waits for the next game
now-no-league = there is no league named { $league }
now-league-closed = the league { $league } is closed: its season is over, and nothing of it changes until it is reopened
now-league-closed-already = the league { $league } is closed already
now-league-open = the league { $league } is not closed
now-league-close-unfinished = the league { $league } cannot be closed: { $count ->
    [one] a game of its nights is
   *[other] { $count } games of its nights are
} not finished
now-finals-top = --top must be 1 or more
now-finals-few = { $count ->
    [0] no player
    [one] only one player
   *[other] { $count } players
} of the league { $league } would play the finals: a finals night needs at least 2
now-league-link = the league link is not right: { $detail }
now-league-no-code = the league link has no code: give the code shown on the league host with --code
now-league-code = '{ $code }' is not a league code: it is letters and digits, like K7MXQ2
now-league-no-name = the league link does not name the league: give its name with --league
now-league-unfinished = game { $game } is not finished: only finished games are sent to a league host
err-seat-no-players = name the night's players, like: mextrain night new Ana Ben Cy Dee
err-seat-per-table = a table of { $n } cannot play: --per-table must be 2 or more
err-seat-alone = { $n ->
    [one] { $n } player
   *[other] { $n } players
} cannot be seated at tables of 2 or more: a table needs at least 2 players
err-seat-twice = { $name } is named twice: give each player a different name
err-seat-empty-name = player { $n } has an empty name: give each player a name
## An action's storage failure: in English, storage's words as they are;
## other languages say which action it was.
err-store-create = { $detail }
err-store-record = { $detail }
err-store-undo = { $detail }
err-store-finish = { $detail }
err-setting-not-kept = the display settings were not saved: { $detail }
err-load-game = { $detail }
err-blk-setup = { $detail }

## Club night at the table host (issue 32)
table-tables-title = Pick your table
table-keep-score = Keep this table's score
table-keep-score-hint = For a table without phones: this phone enters every player's hand and saves the rounds, at this table only.
table-keeper-card = Scorekeeper card
table-keeper-card-hint = A phone that opens this link keeps this table's score: it enters the hands no phone has entered and saves the rounds. Give it only to the person you choose.
table-keeper-revoke = Revoke the scorekeeper cards
table-keeper-revoked = { $count ->
    [0] The cards are revoked.
    [one] The cards are revoked; one scorekeeper was taken off.
   *[other] The cards are revoked; { $count } scorekeepers were taken off.
}
table-night-next = The next game has started: take your new seat
night-entered = entered
cards-title = Table cards · { $night }
cards-table = Table { $table }
cards-scan = Scan to join table { $table }
cards-code = Or open { $address } and type the code { $code }
cards-keeper = Scorekeeper · table { $table }
cards-keeper-scan = For the organiser's helper only: scan to keep the score of table { $table }, for the whole night. Whoever holds this card can enter every hand of that table.
table-why-no-such-table = there is no table { $table }: tonight has { $count } tables
table-why-table-needed = tonight has several tables: pick yours first
table-why-board-unknown = this board link is not tonight's: open the link the host shows
table-why-not-a-night = this host serves one game, not a club night
table-why-bad-seating = '{ $seating }' is not a seating: use random, ladder or fresh
table-why-night-no-tables = this night has no tables to host
night-hosting-off-title = Phones at every table
night-hosting-off-hint = One code for the whole night: each phone picks its table, then its seat; a table without phones can have one phone keep its score. Nobody can join until you turn it on.
night-hosting-on-title = Phones can join tonight's tables
night-hosting-board = Board (read-only, for a big screen):
night-hosting-cards = Print the table cards
night-hosting-keeper-cards = Print them with a scorekeeper card per table
night-hosting-organiser = The organiser's phone: each table's host link
night-hosting-organiser-hint = Open a table's link on your phone to enter hands for any seat there, save its rounds, undo, and add or take off players, end a game or start the next one. Keep these links to yourself: each one is that table's host.
table-keeper-title = Keeping the score of table { $table }
night-export-games = Export the night's games
league-export-games = Export the league's games
now-same-person = { $name } and { $other } are one person (their names were merged): seat them once, or undo the merge on the league player's page
league-standings-empty = No game of this league has finished yet: its games count once they are over, here or sent from another machine.
league-push-unfinished = game { $game } is not finished: a league host takes finished games
league-push-no-night = game { $game } is of no night: a league host takes the games of its league's nights
league-push-no-league = game { $game } is of a night of no league: a league host takes the games of its league's nights
league-push-other-league = game { $game } is of the league { $other }, not { $league }
league-push-night-league = game { $game }: the night { $night } here is not a night of { $league }
league-push-taken = game { $game }: another game is game { $number } of table { $table } of the night { $night } here
league-push-players = game { $game }: { $player } does not play at the night { $night } here
league-push-table-playing = game { $game }: table { $table } of the night { $night } is playing its game { $playing } here; a game sent never takes its place
league-push-not-next = game { $game } would be game { $number } of table { $table } of the night { $night }, but that table's next game is { $next }
league-push-live = game { $game } would become the current game of table { $table } of the night { $night }, which is being played or hosted here
league-why-gone = the game is no longer stored on this machine
league-why-damaged = the game cannot be read on this machine: { $detail }
league-why-too-big = the game is larger than the league host takes ({ $kib } KiB)
league-why-partial = the league host did not answer for every game
league-why-unreadable = the league host's answer is not one this build reads: { $detail }
league-why-code-replaced = the league host at { $host } replaced its league code: nothing more is sent there; ask it for the new league link and give it again (`mextrain league join LINK`, or paste it on the League page)
league-why-no-answer = the league host at { $host } did not answer: { $detail }
league-why-refused = the league host refused ({ $status }): { $detail }
league-why-refused-bare = the league host refused ({ $status })
league-send-stopped = { $host } replaced the league code: nothing is sent there until you paste its new league link.

## Who is present at a club night (issue 42)
present-title = { $count ->
    [one] { $count } player present
   *[other] { $count } players present
}
present-hint = The next game seats the players present. Someone who arrives late or leaves early changes the next game, not the one being played.
present-leave = Leaves
present-leave-label = { $name } leaves
present-leave-now = Leaving now: their table's game ends with the round being played
present-gone = Left:
present-back = { $name } is back
present-back-label = { $name } is back: present from the next game on
present-arrives = Name of a late arrival
present-add = Add
present-added = { $name } plays from the next game on.
present-left = { $name } has left: the next game goes on without them.
present-left-now = { $name } has left: table { $table } finishes with the round being played.
present-end-hint = A table that stops playing: its game ends at its last saved round, and the round in progress is thrown away.
present-end = End table { $table }'s game here
present-ended = { $rounds ->
    [one] Table { $table }'s game ends after { $rounds } round.
   *[other] Table { $table }'s game ends after { $rounds } rounds.
}
present-removed = Table { $table }'s game had no saved round: it is removed and counts for nobody.

## A phone that follows its player (issue 42)
table-night-seat = Table { $table }, seat { $seat }: you start beside { $beside }
table-night-beside-two = { $left } and { $right }
table-night-gone = You have left tonight's games: the night is over for you. Thank you for playing!

## The organiser's phone at a club night (issue 42)
organise-title = The night
organise-name = Names (separated by commas)
organise-arrives = Arrive
organise-leaves = Leave
organise-arrived = Added: they play from the next game on.
organise-left = Taken off.
organise-ended = Table { $table }'s game has ended.
organise-next-started = The next game has started.
organise-present = { $count } present: { $names }

# League: the season's rules (issue 44): best N nights, minimum attendance
nights-past-seasons = Past seasons
league-season-title = The season
league-close-lead = Close the season once its last night is over: its standings and ratings stay as they are, and it takes no new night, game or rule until it is reopened.
league-close = Close the season
league-closed-badge = Closed
league-closed-on = This season was closed on { $date }: its standings are final.
league-reopen = Reopen the season
league-closed-now = The season is closed: its standings are final.
league-reopened-now = The season is open again.
league-finals-title = Finals night
league-finals-lead = Seats the best ranked players for a last night, the best at table 1, under the rules of the latest night.
league-finals-top = How many players (empty for every ranked player; ties at the cut come too)
league-finals-start = Set up the finals night
league-finals-name = Finals
league-finals-top-bad = How many players: give a whole number, 1 or more.
league-rules-title = The season's rules
league-rules-best = { $n ->
    [0] Every night counts.
    [one] Each player's best night counts.
   *[other] Each player's best { $n } nights count.
}
league-rules-min = { $m ->
    [0] Everyone is ranked.
    [one] Everyone is ranked.
   *[other] A player is ranked from { $m } nights attended; the others are listed apart.
}
league-best-label = Best nights counted (0 for every night)
league-min-label = Nights attended to be ranked (0 for everyone)
league-rules-save = Save the rules
league-rules-saved = The season's rules are saved: the standings follow them.
league-best-bad = Best nights counted: give a whole number, 0 or more.
league-min-bad = Nights attended to be ranked: give a whole number, 0 or more.
league-counted = Counted
league-unranked = { $m ->
   *[other] Not ranked: fewer than { $m } nights attended
}

# Ratings (issue 44): a Weng-Lin rating per player, mu - 3 sigma
ratings-title = Ratings
ratings-every-game = Ratings over every game
ratings-explained = Each game moves your rating by where you finished against the others, more so against higher-rated players; the rating is the skill estimate μ minus three times its uncertainty σ, so it starts at 0 and climbs as your games make the estimate surer.
ratings-col-rating = Rating
ratings-col-mu = Skill μ
ratings-col-sigma = Uncertainty σ
ratings-player-now = Rating { $rating } (μ { $mu }, σ { $sigma }) after { $games ->
    [one] { $games } game.
   *[other] { $games } games.
}
ratings-chart-title = { $name }: rating after each night
# League: the season published as a static site (issue 44): mextrain league publish, the League page's Publish
league-publish-title = Publish the season
league-publish-lead = A website of the season: the standings, a page per night and per player, with charts. It works from any folder or web host, without scripts, and holds no league code or key.
league-publish-folder = Folder for the site (empty, or an earlier publish)
league-publish = Publish
league-publish-zip = Download the site (zip)
league-published = Published: { $files } files in { $dir }. Open index.html there.
league-publish-downloaded = Downloaded { $file }: unzip it, then open index.html, or put its folder on a web host.
now-publish-not-folder = { $dir } is a file, not a folder: give a folder for the site
now-publish-foreign = { $dir } holds files that are not a site published by mextrain: give an empty folder, or the folder of an earlier publish (nothing was written)
now-publish-clash = { $dir } holds { $file }, which the earlier publish did not write: move it away or give another folder (nothing was written)
pub-skip = Skip to the content
pub-site = The league's site
pub-made = Published with mextrain.
pub-nights = Nights
pub-no-nights = This league has no night yet.
pub-col-players = Players
pub-night-lead = { $games ->
    [one] { $games } game
   *[other] { $games } games
} at { $tables ->
    [one] { $tables } table
   *[other] { $tables } tables
}, { $players ->
    [one] { $players } player
   *[other] { $players } players
}.
pub-previous = Previous night: { $date }
pub-next = Next night: { $date }
pub-game = Table { $table }, game { $n }
pub-chart-average = Average points on each night attended
pub-rules-scoring = Ranked by { $scoring }.
