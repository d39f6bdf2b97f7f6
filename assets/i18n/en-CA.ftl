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
# What the phone says itself when something is refused or fails (the
# host's own refusals: their English comes from the host).
table-why-code-empty = Type the { $len }-character code shown on the host's screen.
table-why-code-lookalike = A join code has no { $char }: codes leave out 0, O, 1, I and L, which look alike. Check the code on the host's screen.
table-why-code-char = A join code has only letters and digits, not "{ $char }".
table-why-code-length = A join code has { $len } characters; this one has { $count }.
table-why-unreachable = the host cannot be reached: { $detail }
table-why-browser-only = the host cannot be reached: joining a table works in a browser: open the host's link on the phone
table-why-bad-answer = the host's answer could not be read: { $detail }
table-why-refused-status = the host refused it ({ $status })
table-why-forgotten = The host no longer has this phone at the table ({ $why }). Join again with the code.
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


# (end of section)

########################################################################
## refusals from the engine and the actions
########################################################################


# (end of section)
