# arbiter — English interface strings.

nav-tournaments = Tournaments
nav-users = Accounts
nav-login = Sign in
nav-logout = Sign out
nav-help = Help

error-not-found = This page does not exist.
error-round-not-paired = Round { $round } is not paired yet.
error-login-required = Please sign in first.
error-forbidden = You are not allowed to do this. Only the tournament's arbiters may change it.
error-csrf = The form has expired or did not come from this site. Reload the page and try again.
error-bad-form = The form could not be read. Reload the page and try again.
error-too-large = The data sent is too large.
error-encoded-body = The data sent is compressed (Content-Encoding), which this site does not accept. Send it uncompressed.
error-control-character = The field “{ $field }” holds a control character ({ $char }, at character { $at }), which cannot be stored. Remove it and send the form again.
error-bidi-override = The field “{ $field }” holds a bidirectional override ({ $char }, at character { $at }), an invisible character that shows the text around it in another order. Remove it and send the form again.
error-too-many-attempts = Too many failed sign-in attempts. Please wait a few minutes and try again.
error-internal = Something went wrong on the server. Nothing was saved; please try again.

setup-title = Set up arbiter
setup-intro = There are no accounts yet. Create the administrator account: it manages the other accounts.
setup-submit = Create administrator
login-title = Sign in
login-submit = Sign in
login-failed = Wrong account name or password.

account-username = Account name
account-password = Password
account-password2 = Password again
account-role = Role
account-username-invalid = Give an account name of at most 64 characters.
account-username-taken = This account name is taken.
account-password-short = The password needs at least 8 characters.
account-password-long = The password is too long.
account-password-mismatch = The two passwords differ.
account-role-invalid = Choose a role.
admin = Administrator
arbiter = Arbiter
users-title = Accounts
users-add = Add account

tournament-new = New tournament
tournament-edit = Tournament settings
tournament-none = No tournaments yet.
progress-not-started = Not started
progress-in-play = Round { $round } of { $rounds } in play
progress-after = After round { $round } of { $rounds }
progress-finished = Finished
list-search-title = Find a tournament
list-name = Name
list-place = Place
list-from = From
list-to = To
list-federation = Federation
list-state = State
list-any = All
list-state-upcoming = Upcoming
list-state-running = Running
list-state-finished = Finished
list-find = Find
list-clear = Show all
list-found = { $count ->
    [one] { $count } tournament found
   *[other] { $count } tournaments found
}
list-none-found = No tournament matches this search.
list-pages = Pages of the list
list-previous = Previous
list-next = Next
list-page-of = Page { $page } of { $pages }
list-page-invalid = The page number must be a whole number from 1.
list-text-invalid = A searched name or place must be one line of at most 64 characters.
list-federation-invalid = A federation is a three-letter code such as RUS.
list-date-invalid = A date must be written as YYYY-MM-DD.
list-state-invalid = The state must be upcoming, running or finished.
tournament-name = Name
tournament-place = Place
tournament-federation = Federation
tournament-start = Start date
tournament-end = End date
tournament-dates = Dates
tournament-system = System
tournament-rounds = Rounds
tournament-rounds-hint = A round robin gets the number of rounds its players need when it is paired.
tournament-time-control = Time control
time-control-not-set = not set
time-control-ask = The time control is not set (the file gave none that can be read): set it before the games start, as the clocks and the rules of play follow it.
tournament-time-control-hint = FIDE notation in seconds, e.g. 40/5400+30:1800+30, or minutes+seconds such as 90+30, 15+10, 3+2.
tournament-default-time = Default time
tournament-default-time-hint = Minutes a player may be late (FIDE 6.7); 0 means present at the start.
tournament-game-mode = Game mode
tournament-game-mode-auto = As the time control makes it
tournament-game-mode-hint = Which Laws apply to flags, illegal moves and claims: standard play, or the rapid or blitz appendix (A, B). Set it when the regulations of the event say so.
tournament-time-zone = Time zone
tournament-points = Points
tournament-schedule = Round schedule
tournament-schedule-hint = One line per round: date and time in the event's time zone, e.g. 2026-12-01 15:00.
points-win = Win
points-draw = Draw
points-loss = Loss
points-pab = Pairing-allocated bye
points-hpb = Half-point bye
points-fpb = Full-point bye
points-zpb = Zero-point bye / forfeit loss
system-rr = Round robin
system-drr = Double round robin
system-swiss = Swiss (Dutch system)
mode-standard = standard
mode-rapid = rapid
mode-blitz = blitz
minutes-count = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}

form-save = Save
form-has-errors = Please correct the fields marked below.
form-required-200 = Required, at most 200 characters.
form-too-long = Too long.
form-federation-invalid = Use the three-letter FIDE code, e.g. RUS, NOR.
form-date-invalid = Give a date as YYYY-MM-DD.
form-end-before-start = The end date is before the start date.
form-system-invalid = Choose a system.
form-system-locked = The system cannot change once round 1 is paired.
form-rounds-invalid = Give a number of rounds from 1 to 99.
form-time-control-invalid = Not a time control: { $reason }.
form-default-time-invalid = Give a number of minutes from 0 to 1440.
form-game-mode-invalid = Choose standard, rapid or blitz, or the mode the time control makes.
form-time-zone-invalid = Unknown time zone; use a name such as Europe/Moscow or UTC.
form-points-invalid = Give points from 0 to 100, with at most one decimal (0.5 or ½).
form-schedule-invalid = Line { $line } is not a date and time such as 2026-12-01 15:00.
form-schedule-too-long = The schedule has more lines than the tournament has rounds.

conflict-tournament = Someone else saved these settings meanwhile. The form now shows their version; make your change again.
conflict-player = Someone else changed this player meanwhile. The form now shows their version; make your change again.
conflict-result = Another arbiter changed this result meanwhile; it is now { $current }. Nothing was overwritten; check it and save again if needed.

tab-overview = Overview
tab-players = Players
tab-pairings = Pairings
tab-standings = Standings
tab-crosstable = Crosstable

players-count = { $count ->
    [one] { $count } player
   *[other] { $count } players
}
players-manage = Players
players-provisional = Numbers are provisional until round 1 is paired (FIDE order: tournament rating, title, name; the rating that seeds the event is chosen on its own page, linked from the overview).
player-add = Register player
player-name = Name
player-name-hint = Lastname, Firstname
player-sex = Sex
sex-m = male
sex-w = female
player-title = Title
player-fide-rating = FIDE rating
player-national-rating = National rating
player-fide-id = FIDE ID
player-birth-date = Birth date
player-club = Club
player-name-invalid = Give a name of at most 200 characters.
player-sex-invalid = Use m or w.
player-title-invalid = Unknown title; use GM, IM, WGM, FM, WIM, CM, WFM or WCM.
player-rating-invalid = Give a rating from 0 to 3500.
player-fide-id-invalid = A FIDE ID is a number of up to 11 digits.
player-birth-date-invalid = Give a date as YYYY/MM/DD or DD.MM.YYYY (with /, - or . between the numbers), or just the year.
player-round-robin-fixed = The round robin is already scheduled: players cannot be added.
player-registered = Registered: { $name }, No. { $no }
player-sent-twice = This form was already sent: { $name } is registered. Nothing was added a second time.
player-same-person = A player with this name and date of birth is already registered: { $name }. Nothing was added. If this is another person, tick the box below and register again.
player-same-anyway = Register anyway: this is another person
player-withdraw = Withdrawal
player-withdraw-from = Withdrawn from round
player-withdraw-hint = Leave empty to reinstate. In a round robin the player's unplayed games from that round are forfeited; in a Swiss event you are asked what becomes of a game in a round already published.
player-withdraw-invalid = Give a round number.
player-withdrawn-from = withdrawn from round { $round }
withdraw-published-choose = The player has a game in a published round: choose whether it is forfeited or its board removed.
withdraw-published-warning = { $player } has a game still to play in a published round from round { $round } on. Withdrawing does not remove it by itself: say what becomes of it.
withdraw-published-game = Round { $round }, board { $board }: { $white } – { $black }
withdraw-forfeit = Withdraw; the opponent wins by forfeit
withdraw-remove = Withdraw and remove the board
withdraw-remove-gets = The opponent gets
withdraw-remove-recorded = This game has recorded moves or arbiter entries: forfeit it instead of removing its board.
withdraw-cancel = Do not withdraw
action-edit = Edit

import-title = Import players from CSV
import-upload = Upload
import-help = A header line, then one player per line, separated by commas or semicolons. Columns (name is required, the others optional, any order):
import-file = CSV file
import-paste = or paste the CSV here
import-check = Check
import-preview = Preview
import-line = Line
import-status = Status
import-has-errors = Some rows have errors: nothing will be imported until the file is corrected.
import-confirm = { $count ->
    [one] Import { $count } player
   *[other] Import { $count } players
}
import-empty = The file has no players.
import-no-name = The header has no name column.
import-unknown-columns = Unknown columns: { $columns }.
import-malformed = The file is not valid CSV: { $reason }.

arbiter-controls = Arbiter
arbiters-title = Arbiters
arbiter-chief = chief arbiter
arbiter-add = Add arbiter
arbiter-added = “{ $name }” is now a deputy arbiter: that account may change this tournament.
arbiter-removed = “{ $name }” is no longer an arbiter of this tournament.
arbiter-no-such-account = No account has that name. Ask the administrator to create the account first, then name it a deputy.
arbiter-not-a-deputy = That name is not a deputy arbiter of this tournament.
arbiter-remove = Remove
arbiter-remove-named = Remove { $name } as an arbiter
audit-arbiter-removed = { $user } removed as an arbiter
audit-title = Audit log
audit-when = When
audit-who = Who
audit-what = Action
audit-subject = Subject
audit-before = Before
audit-after = After

pair-all-rounds = Pair all rounds
pair-too-few-players = A round robin needs at least 3 players.
pair-already-paired = The rounds are already paired.
round-n = Round { $n }
result-invalid = Unknown result.
result-bye = A bye has no result to enter.
bye-pab = bye (pairing-allocated)
bye-hpb = half-point bye
bye-fpb = full-point bye
bye-zpb = zero-point bye
bye-rest = rests this round

col-no = No.
col-board = Bd
col-white = White
col-black = Black
col-result = Result
col-pts = Pts
col-points = Points
col-rank = Rank
col-rating = Rating
col-fed = Fed
col-games = Games
standings-after = After round { $n }
standings-start-list = Starting rank list
standings-after-in-play = After round { $n }; round { $live } in play
standings-start-in-play = Starting rank list; round { $live } in play
standings-adjourned = { $count ->
    [one] Round { $round } has an adjourned game (board { $boards }): the standings count the round once its result is in.
   *[other] Round { $round } has adjourned games (boards { $boards }): the standings count the round once their results are in.
}
standings-live = Round { $n } in play: finished games counted
standings-show-live = Round { $n } in play
standings-left-out = Not in the standings: withdrew having played fewer than half of their games, so those games count for no one here (they stay in the record, for rating):
standings-adjusted = Points adjusted by the arbiter (included in the points):
standings-adjusted-one = { $player }: { $points } in round { $round }
points-adjust-title = Points adjusted by the arbiter
points-adjust-intro = Penalties of the Laws of Chess (12.9: raising the opponent’s score in a game to the most it could be, reducing the offender’s) and the bonuses or deductions the regulations set. Each counts in the player’s points from its round on: in the standings, the tie-breaks, the pairing of later rounds and the TRF report (record 299). Visitors see the points and the round; the reason is for arbiters.
points-adjust-player = Player
points-adjust-round-field = Round
points-adjust-points = Points
points-adjust-points-help = Points added, or taken away with a minus sign: -0.5, 1, ½. At most { $most } either way.
points-adjust-reason-field = Reason
points-adjust-add = Adjust the points
points-adjust-list = Adjustments entered
points-adjust-none = No points adjusted.
points-adjust-remove = Remove
points-adjust-saved = The points were adjusted.
points-adjust-removed = The adjustment was removed.
points-adjust-bad-points = Points adjusted must be a number with at most one decimal, not zero, and at most { $most } either way.
points-adjust-reason = Say why the points are adjusted (at most 200 characters).
points-adjust-unknown-player = That player has no pairing number in this tournament.
points-adjust-round = Points can be adjusted only in a published round.
points-adjust-team-event = A team event counts matches: its players’ points are not adjusted here.
points-adjust-gone = That adjustment is no longer there: someone removed it meanwhile.
points-adjust-paired-over-title = Adjust points in a round paired over?
points-adjust-paired-over = { $points } in round { $round }.
points-adjust-paired-over-warning = Rounds { $first } to { $last } were paired from scores without this adjustment, and their pairings stay as they are. It counts from round { $round } on in the standings and the tie-breaks, and for the rounds paired from now on.
points-adjust-paired-over-warning-one = Round { $last } was paired from scores without this adjustment, and its pairing stays as it is. It counts from round { $round } on in the standings and the tie-breaks, and for the rounds paired from now on.
points-adjust-paired-over-confirm = Adjust the points anyway
standings-withdrawn = withdrawn
standings-expelled = expelled
standings-expelled-out = Expelled, so not ranked (their games stand for their opponents):
player-expelled = Expelled (left out of the standings)
audit-player-expelled = { $player } expelled from round { $round } on
standings-playing = playing

board-n = board { $n }
board-position = Position
col-game = Game
game-view = moves
notation = Notation
move-input = Move
move-submit = Play
promote-to = Promote to
takeback = Take back the last move
start-position = Start position
pgn-import = Import PGN
white-to-move = White to move
black-to-move = Black to move
article = art. { $n }
end-checkmate = Checkmate
end-stalemate = Stalemate: drawn
end-dead_position = Dead position, neither side can checkmate: drawn
end-seventy_five_moves = 75 moves without capture or pawn move: drawn
end-fivefold_repetition = The same position for the fifth time: drawn
role-pawn = pawn
role-knight = knight
role-bishop = bishop
role-rook = rook
role-queen = queen
role-king = king
piece-white-pawn = white pawn
piece-white-knight = white knight
piece-white-bishop = white bishop
piece-white-rook = white rook
piece-white-queen = white queen
piece-white-king = white king
piece-black-pawn = black pawn
piece-black-knight = black knight
piece-black-bishop = black bishop
piece-black-rook = black rook
piece-black-queen = black queen
piece-black-king = black king
move-game-over = The game is over: { $reason }.
move-syntax = "{ $text }" is not a move. Write it like Nf3, exd5, e8=Q, O-O, Кf3 or e2e4.
move-null = A null move is not a move.
move-ambiguous = Ambiguous: more than one { $piece } can go to { $square }; say which (for example with its file).
move-illegal = Illegal move: { $reason }.
illegal-castling-rights = castling is no longer allowed, the king or that rook has moved
illegal-castling-blocked = the squares between the king and the rook are not empty
illegal-castling-in-check = the king is in check, and castling out of check is not allowed
illegal-castling-through = the king would pass through { $square }, which an enemy piece attacks
illegal-king-into-check = the king would be in check on { $square }
illegal-own-piece = { $square } is occupied by one of your own pieces
illegal-no-such-piece = there is no { $piece } that could make this move
illegal-cannot-reach = no { $piece } can reach { $square }
illegal-must-promote = a pawn reaching { $square } must be promoted: add the piece, e.g. =Q
illegal-bad-promotion = a pawn promotes to a queen, rook, bishop or knight, and only on the last rank
illegal-leaves-check = the king is in check, and { $piece } { $from }-{ $to } does not get it out of check
illegal-pinned = the { $piece } on { $square } is pinned: moving it would expose the king to check
illegal-no-piece-on = there is no piece of the side to move on { $square }
illegal-cannot-go = the { $piece } on { $from } cannot go to { $to }
game-not-published = This board is in a proposed round: its game is recorded once the round is published.
conflict-move = Another arbiter changed this game meanwhile. The board now shows the current position; enter the move again if it is still needed.
conflict-game = Another arbiter changed this game meanwhile; it now has { $current } { $current ->
    [one] half-move
   *[other] half-moves
}. Nothing was overwritten; reload the board and try again.
takeback-nothing = There is no move to take back.
start-after-moves = The start position can only be set before the first move.
start-bad-fen = Not a valid position: { $reason }.
pgn-after-moves = A PGN can only be imported into a board without moves.
pgn-one-game = Paste exactly one game.
pgn-invalid = The PGN cannot be read: { $reason }.
pgn-illegal = Move { $ply } ({ $move }) cannot be played: { $reason } Nothing was imported.
pair-round-n = Pair round { $n }
pair-all-rounds-paired = Every round of the tournament is paired.
pair-draft-exists = A proposed pairing of this round is waiting: publish it or discard it first.
pair-results-missing = Enter every result of the published rounds before pairing the next one.
pair-impossible = No pairing of this round satisfies the absolute criteria (no rematch, colour limits, bye eligibility). You can still pair it by hand: “Pair round by hand” on the event's page.
pair-changed-meanwhile = The tournament kept changing while the round was being paired (results or players entered meanwhile). Pair it again.
pair-byes-hint = Byes requested for the round are taken into account when it is paired.
draft-open = Proposed pairing of round { $n }
draft-title = Round { $n }: proposed pairing
draft-not-public = Not published: players and spectators do not see it yet.
draft-as-engine = This is the pairing of the FIDE Dutch system.
draft-changed = Changed by hand since the FIDE Dutch system proposed it.
draft-as-engine-unknown = Proposed by the FIDE Dutch system before the app kept what a pairing is made from: if results, players or rules changed since, pair again.
draft-out-of-date = Out of date: this pairing was made before the changes below, so it is not the pairing of the FIDE Dutch system for the event as it is now. Pair again, or publish it anyway with the confirmation.
draft-stale-results = results or pairings of earlier rounds changed
draft-stale-players = players changed (added, withdrawn, or a rating, title, name, club, federation or pairing number)
draft-stale-byes = the byes requested for this round changed
draft-stale-rules = the pairing rules changed (acceleration, virtual points, prohibited pairings)
draft-stale-settings = the tournament's settings changed (system, number of rounds, points)
draft-publish-stale = Publish anyway, though it is out of date
draft-publish-stale-confirm = This pairing is out of date: pair again, or tick the confirmation to publish it anyway.
draft-by-hand = Paired by hand, without the FIDE Dutch system. Publishing it is recorded for FIDE as a manual pairing adjustment.
draft-seat-bye = bye
draft-engine-differs = Where this pairing differs from the FIDE Dutch system's
draft-engine-seats = The Dutch system paired
draft-made-seats = This pairing has instead
draft-publish-mpa = I publish a pairing that is not the FIDE Dutch system's: it is recorded for FIDE as a manual pairing adjustment
draft-publish-mpa-confirm = This pairing is not the FIDE Dutch system's: tick the confirmation to publish it, then confirm once more.
draft-mpa-last-step = Last step: round { $n } will be published with this pairing, which is not the FIDE Dutch system's.
draft-mpa-consequences = The change is recorded as a pairing-integrity breach: in the audit log, and as a "### MPA" line in the TRF file sent to FIDE, which may question it.
draft-mpa-publish = Publish and record the change
draft-mpa-cancel = Cancel: back to the proposed round
pair-by-hand-round = Pair round { $n } by hand
pair-by-hand-hint = For a round the Dutch system cannot pair, or one you pair yourself: every player is seated in score order as a start, the checker names each rule the pairing breaks, and you change it before publishing. In FIDE mode, publishing a pairing that is not the Dutch system's is confirmed twice and recorded for FIDE.
pair-by-hand-start = Start pairing by hand
berger-title = Berger numbers
berger-intro = In a round robin the Berger numbers decide who meets whom in which round and with which colour (FIDE Berger tables). Players are numbered in FIDE order (rating, title, name) unless you draw the numbers by lot or set them by hand before the schedule is paired.
berger-fixed = The schedule is paired: these numbers are fixed.
berger-state-set = The numbers below were set by hand or drawn by lot; the schedule will be paired with them.
berger-state-fide = The numbers below follow FIDE order; the schedule will be paired with them unless you change them.
berger-draw = Draw the numbers by lot
berger-fide-order = Back to FIDE order
berger-by-hand = Or give each player a number by hand, each number from 1 to { $count } once:
berger-number = Number
berger-number-of = Berger number of { $name }
berger-save = Save the numbers
berger-link = Berger numbers
berger-not-round-robin = Berger numbers belong to a round robin of individual players.
berger-already-paired = The schedule is paired: its Berger numbers and the order of its rounds are fixed.
berger-each-number-once = Give every player one number from 1 to the number of players, each number once.
draft-swap-colours = Exchange colours
draft-swap-a = Player no.
draft-swap-b = with player no.
draft-swap = Exchange
draft-publish = Publish
draft-repair = Pair again
draft-discard = Discard
warn-rematch = { $white } and { $black } have already played each other (C1).
warn-bye-not-allowed = { $player } may not receive the pairing-allocated bye again (C2).
warn-colour-limit = { $player } would get { $colour } beyond the colour limits (C3).
warn-not-paired = { $player } is present but not paired.
warn-not-available = { $player } is not available for this round but is paired.
warn-paired-twice = { $player } is paired more than once.
swap-unknown-player = No player has that pairing number.
swap-same-player = Choose two different players.
swap-requested-bye = A player with a requested bye cannot be exchanged; cancel the request and pair again.
swap-not-seated = Neither player is in the proposed pairing.
byes-title = Requested byes
byes-none = No bye requested.
byes-player = Player
byes-kind = Bye
byes-request = Request
byes-cancel = Cancel
bye-unknown-player = Unknown player.
bye-bad-round = Byes can be requested only for a round not yet paired.
bye-bad-kind = Unknown kind of bye.
bye-round-robin = A round robin has no requested byes.
bye-fpb-option = full-point bye (deprecated)
bye-hpb-ineligible = { $player } is marked ineligible for half-point byes (see the player's page), so a half-point bye cannot be given.
bye-hpb-again = { $player } already had a half-point bye (round { $rounds }). In FIDE mode a second or later half-point bye is given only once you confirm it: check that the tournament regulations allow it.
bye-hpb-again-confirm = Give another half-point bye
bye-fpb-deprecated = FIDE deprecates full-point byes (C.04.2): when the round is published, this one is recorded for FIDE in the TRF report.
player-hpb-title = Half-point byes
player-hpb-ineligible = Not eligible for half-point byes (free entry, conditions of entry)
player-hpb-hint = A half-point bye is then refused for this player.
player-no-hpb = no half-point byes
player-checked-in = checked in for round { $n }
player-not-checked-in = not checked in for round { $n }
audit-hpb-ineligible = { $player } marked ineligible for half-point byes
audit-hpb-eligible = { $player } eligible for half-point byes again
export-trf = Download TRF-2026 (FIDE report)
export-trf16 = TRF-16
export-pgn-all = All recorded games (PGN)
pair-too-few-swiss = At least two players must be present to pair a round.
trf-import-title = Import a tournament from TRF
trf-import-help = A FIDE tournament report file (TRF-16 or TRF-2026) from another program or from this one. Every round is checked; the tournament can then be continued here.
trf-import-submit = Import
trf-import-link = Import from TRF
trf-import-paired-otherwise = { $count ->
    [one] The FIDE Dutch system pairs round { $rounds } of this file otherwise. Imported, the event stays in FIDE mode, and the import is recorded for FIDE with that round (a "### Import" line in its TRF).
   *[other] The FIDE Dutch system pairs rounds { $rounds } of this file otherwise. Imported, the event stays in FIDE mode, and the import is recorded for FIDE with those rounds (a "### Import" line in its TRF).
}
trf-import-confirm = Import it anyway, recorded for FIDE
trf-import-duplicate = A tournament with this name and these dates already exists: was this file imported before? Nothing was imported.
trf-import-again = Import it again as another tournament
trf-import-choose-again = Choose the file again before importing.
trf-error-at = Line { $line }, column { $column }: { $message }
trf-error = The file cannot be imported: { $message }
trf-no-players = The file has no player records (001).

## Tie-breaks (FIDE C.07)
col-round = Round
round-short = R
tb-legend = Tie-breaks, in the order they are applied after points
standings-pending = Games still on the board count neither as played nor as unplayed: no points, no opponent's score, no dummy opponent. Only the arbiters see this view; visitors see the standings after the last completed round.
export-standings-csv = Standings (CSV)
export-crosstable-csv = Crosstable (CSV)
export-crosstable-html = Crosstable (HTML file)
card-summary-expelled = Expelled, so not in the standings: { $points } { $points ->
    [one] point
   *[other] points
} after round { $n }
player-expelled-from = expelled from round { $round }
card-summary-not-ranked = Not in the standings: { $points } { $points ->
    [one] point
   *[other] points
} after round { $n }
card-summary = Rank { $rank } with { $points } { $points ->
    [one] point
   *[other] points
} after round { $n }
card-performance = Performance
card-performance-help = Performance rating Rp = Ra + dp (FIDE B.01 1.4.8) over { $games } { $games ->
    [one] game
   *[other] games
} against rated opponents, whose average rating Ra is { $average }
card-tiebreaks = Tie-breaks (open one to see how it was computed)
col-round-short = Rd
col-colour = Colour
col-result-short = Res
filter-label = Find a player (name or number)
filter-find = Find
filter-clear = Show everyone
tb-col-opponent = Opponent
tb-col-amount = Counts
tb-counted = counted
tb-not-counted = not counted (cut or not qualifying)
tb-no-opponent = no opponent (bye, forfeit or absence: dummy opponent with the player's own score)
tb-mod-cut = Cut-{ $n }: { $count ->
    [one] the least significant value is left out
   *[other] the { $n } least significant values are left out
}; a voluntarily unplayed round (half- or zero-point bye, forfeit loss, absence) goes first.
tb-mod-cut-rounds = { $count ->
    [one] The first round is left out.
   *[other] The first { $n } rounds are left out.
}
tb-mod-median = Median-{ $n }: { $count ->
    [one] the lowest and the highest value are left out.
   *[other] the { $n } lowest and { $n } highest values are left out.
}
tb-mod-limit = Only opponents with at least { $n }% of the maximum score count.
tb-rating-undefined = Undefined (—) while any player of the event is unrated, unless the code gives unrated players a rating (such as /U1000).
tb-mod-limit-up = The limit is { $n } { $count ->
    [one] point
   *[other] points
} above 50% of the maximum score.
tb-mod-limit-down = The limit is { $n } { $count ->
    [one] point
   *[other] points
} below 50% of the maximum score.
tb-mod-reverse = In reverse order.
tb-mod-unrated = Unrated players count with rating { $n }.
tb-mod-unrated-left-out = Unrated opponents are left out; an unrated player has no rating of their own.
tb-mod-forfeits = Forfeits count as games against the scheduled opponent.
tb-mod-no-vur = Cuts remove the lowest values whether or not they come from voluntarily unplayed rounds.
tb-name-PTS = Points
tb-help-PTS = Points from all rounds, byes and forfeits included.
tb-name-DE = Direct encounter
tb-help-DE = Among players still tied, the points scored in the games between them; a place among them (1 = best), 0 while they cannot be separated.
tb-name-BH = Buchholz
tb-help-BH = Sum of the opponents' scores. A round without a game counts as a game against a dummy opponent with the player's own score; an opponent's trailing unplayed rounds count as draws.
tb-dummy-capped-at = dummy opponent: own score { $own }, capped at { $cap } (art. { $article })
tb-dummy-forfeit = forfeit against { $name }: { $dummy }
tb-dummy-capped = The dummy opponent's score is at most the scheduled opponent's score for a forfeit, and a draw in every round for any other unplayed round (art. 16.4, 2026 text).
tb-name-FB = Fore Buchholz
tb-help-FB = Buchholz as if every game of the last round had been drawn.
tb-name-SB = Sonneborn-Berger
tb-help-SB = Sum over the rounds of the opponent's score times the points scored against that opponent.
tb-name-AOB = Average of opponents' Buchholz
tb-help-AOB = The mean Buchholz of the opponents met over the board; undefined without a game played.
tb-name-WIN = Wins
tb-help-WIN = Rounds in which the player got a win's points, over the board or not.
tb-name-WON = Games won
tb-help-WON = Games won over the board.
tb-name-BPG = Games with Black
tb-help-BPG = Games played over the board with Black.
tb-name-BWG = Wins with Black
tb-help-BWG = Games won over the board with Black.
tb-name-GE = Games elected to play
tb-help-GE = Rounds that were not voluntarily unplayed: games, forfeit wins, pairing-allocated and full-point byes.
tb-name-REP = Rounds elected to play
tb-help-REP = Rounds that were not voluntarily unplayed: games, forfeit wins, pairing-allocated and full-point byes (GE before 2026).
tb-name-STD = Standard points
tb-help-STD = The score in the standard system: 1 for a round worth more than a draw, ½ for a draw's points, 0 otherwise.
tb-name-TPN = Pairing number
tb-help-TPN = The tournament pairing number: the lower ranks first.
tb-name-RTNG = Rating
tb-help-RTNG = The player's own rating.
tb-name-PS = Progressive score
tb-help-PS = Sum of the running score after each round.
tb-name-KS = Koya
tb-help-KS = Points scored against opponents who finished with at least half of the maximum score.
tb-name-ARO = Average rating of opponents
tb-help-ARO = The mean rating of the rated opponents met over the board, rounded.
tb-name-TPR = Tournament performance rating
tb-help-TPR = Average rating of opponents plus the FIDE rating difference for the percentage scored against them.
tb-name-PTP = Perfect tournament performance
tb-help-PTP = The lowest rating whose expected score against the rated opponents reaches the score made against them.
tb-name-APRO = Average performance of opponents
tb-help-APRO = The mean tournament performance rating of the opponents met over the board.
tb-name-APPO = Average perfect performance of opponents
tb-help-APPO = The mean perfect tournament performance of the opponents met over the board.
tiebreaks-title = Tie-breaks
tiebreaks-intro = Players level on points are ranked by these tie-breaks, in this order (direct encounter only among players still tied on everything before it). Players equal on all of them share the place, unless the ties page separates them (by lot or by hand).
tiebreaks-field = Tie-break list (codes separated by commas)
tiebreaks-default = Default for this system: { $list }
tiebreaks-confirm = Rounds have already been paired: changing the tie-breaks changes the ranking, and the change is recorded for FIDE with the previous list (a ### line of the TRF). I have read this and want to make the change.
tiebreaks-confirm-needed = Rounds have already been paired. Tick the confirmation to change the tie-breaks.
tiebreaks-invalid = Not saved: { $reason }
tiebreaks-empty = Give at least one tie-break.
tiebreaks-save = Save tie-breaks
tiebreaks-available = Available tie-breaks
tiebreaks-modifiers = Modifiers: /C1, /C2 cut (PS: first rounds), /M1, /M2 median, /L60 Koya limit, /U1000 rating of unrated opponents, /P forfeits as played games (BH, FB, SB, AOB; DE/P: forfeits between the tied players count as their encounters), /V cuts without the rule for voluntarily unplayed rounds. Example: BH/C1, BH, DE, WIN, BWG.
tiebreaks-edit = Tie-breaks
tiebreaks-edition-by-date = The tie-breaks follow the { $edition } text of FIDE C.07 (for events from { $from }), the one in force on the start date { $start }.
tiebreaks-edition-chosen = The tie-breaks follow the { $edition } text of FIDE C.07 (for events from { $from }), as the chief arbiter chose; the start date is { $start }.
tiebreaks-edition-field = Edition of the tie-break regulations (C.07)
tiebreaks-edition-option-date = By the start date ({ $edition } text)
tiebreaks-edition-option = The { $edition } text
tiebreaks-edition-help = An event follows the text in force on its first day; choose another only if the event's regulations say so. The change is logged.
tiebreaks-edition-save = Save edition
tiebreaks-edition-unknown = Unknown edition of the tie-break regulations: choose 2024 or 2026.
tiebreaks-rr-buchholz = The 2026 text does not allow the Buchholz family in round robins (art. 8): { $codes }. The values are still computed, as the FIDE reference program does.
standings-edition = Tie-breaks by the { $edition } text of FIDE C.07.
incident-no-start = The round has no scheduled start time: set it in the tournament settings to replay the clocks.

## Clock and rulings (board page)
side-arbiter = the arbiter
side-white = White
side-black = Black
draw-kind-threefold = threefold repetition
draw-kind-fifty = fifty-move rule
flag-fallen-white = White's flag has fallen
flag-fallen-black = Black's flag has fallen
log-start-clock = Clock started
log-arrive = Arrived
log-illegal-move = Illegal move
log-claim-flag = Flag claim
log-claim-draw = Draw claim
log-offer-draw = Draw offer
log-accept-draw = Draw accepted
log-resign = Resigned
log-pause = Clock paused
log-resume = Clock restarted
log-adjust = Clock adjusted
log-default-time = Default time ruled on
clock-heading = Clock and rulings
clock-start = Start the clock
clock-start-at = White's clock runs from
clock-start-hint = Follow this game's clock: flags, illegal moves and lateness are then ruled on under the Laws of Chess, with the article, as draw claims, offers and resignations are with or without it.
clock-rulings = Rulings
clock-paused = The clock is paused.
clock-offer-white = White has offered a draw.
clock-offer-black = Black has offered a draw.
clock-deadline = Default time runs out at { $time } (FIDE 6.7.1).
clock-arrived = { $name } arrived
clock-at = At (empty: now)
clock-move-at = Clock pressed at (empty: now)
clock-pause = Pause the clock
clock-resume = Restart the clock
clock-call-flag = Arbiter calls a flag
clock-claim-flag = { $name } claims a flag
clock-illegal = Illegal move by { $name }
clock-offer-draw = { $name } offers a draw
clock-accept-draw = Accept the draw offer
clock-resign = { $name } resigns
clock-claim-draw = Draw claim (9.2, 9.3)
clock-claim-draw-by = Claim by { $name }
clock-draw-ground = Ground
clock-intended = Written move not yet played (optional)
clock-adjust = Adjust a clock
clock-adjust-whose = Whose clock
clock-seconds = Seconds (negative takes time away)
clock-log = Arbiter's log
clock-withdraw = undo
clock-move-times = Times of the moves
clock-incident = Incident file (JSON) for an appeal
clock-bad-time = Give the time as YYYY-MM-DD HH:MM:SS or HH:MM:SS.
clock-future-time = That time has not come yet.
clock-replay-failed = The recorded game cannot be replayed: { $reason }
clock-refused = Not recorded: { $reason }
clock-already-started = The clock of this game is already running.
clock-time-control-not-set = The tournament's time control is not set: set it in the tournament's settings before starting a clock.
clock-not-started = Start the clock of this game first.
clock-bad-event = Unknown event or player.
clock-bad-draw-kind = Choose threefold repetition or the fifty-move rule.
clock-bad-intended = Write the intended move as a move (at most 12 characters, such as Nf3).
clock-bad-seconds = Give a whole number of seconds (not 0, at most a day).
clock-no-default = No default: the default time has not run out, or both players were present in time.
clock-result-known = This board already has a result.
clock-event-gone = That entry is no longer in the log.
clock-bad-ply = No such move.
clock-move-order = A move's time must lie between the moves before and after it.
defaults-due = { $count ->
    [one] One board has a player who did not arrive before the default time.
   *[other] { $count } boards have a player who did not arrive before the default time.
}
defaults-apply = Rule the defaults (6.7.1)
default-until = default time until { $time }
default-due = default time ran out at { $time }
penalty-1 = one minute
penalty-2 = two minutes
ruling-loss = { $player } loses; { $opponent } wins
ruling-loss-cannot-mate = { $player } loses, but { $opponent } cannot checkmate by any series of legal moves: draw
ruling-loss-arbiter-decides = { $player } loses unless { $opponent } cannot checkmate; this could not be proved either way: the arbiter decides
ruling-default-both = Neither player arrived before the default time: both lose by default
ruling-default = { $player } did not arrive before the default time: { $opponent } wins by default
ruling-illegal-first = First completed illegal move by { $player }: position restored, { $penalty } added to { $opponent }
ruling-offer = { $player } offers a draw
ruling-no-agreement-yet = No agreement before both players have made a move; play goes on
ruling-agreement = Draw by agreement
ruling-paused = Clock paused by the arbiter
ruling-resumed = Clock restarted
ruling-adjusted = { $player }: clock adjusted by { $seconds } s
ruling-checkmated = { $player } checkmated
ruling-stalemate = Stalemate
ruling-dead-position = Dead position: neither side can checkmate by any series of legal moves
ruling-seventy-five-moves = 75 moves by each player without a pawn move or capture
ruling-fivefold = The same position for the fifth time
ruling-flag-none = Claim rejected: no flag has fallen
ruling-flag-own = Claim rejected: the flag of { $player } fell first, and that of { $opponent } has not fallen before it
ruling-claim-correct = The claim of { $ground } by { $player } is correct: draw
ruling-claim-wrong = The claim of { $ground } by { $player } is incorrect: { $penalty } added to { $opponent }
ruling-claim-wrong-move = The claim of { $ground } by { $player } is incorrect: { $penalty } added to { $opponent }; the written move { $move } is played
problem-out-of-order = events out of order
problem-game-over = the game is already over
problem-default-not-passed = the default time has not passed yet
problem-both-present = both players are present
problem-not-to-move = { $player } is not to move and cannot complete a move
problem-claim-not-on-move = only the player having the move may claim a draw, not { $player }
problem-no-offer = { $player } has no draw offer to accept
problem-move-before-start = a move before the clock started
problem-bad-move = the move cannot be read
problem-clock-backwards = a time before the last one recorded
problem-clock-not-running = the clock is not running
problem-clock-running = the clock is already running
defaults-untracked = No arrivals are recorded in this round: record who came before ruling on defaults.

## Rating lists (FIDE B.02 lists, national lists) and registration from them
nav-ratings = Rating lists
ratings-title = Rating lists
ratings-intro = FIDE's monthly list (the TXT or XML file as FIDE publishes it, zipped or not) and national lists (CSV) are imported once and shared by every tournament. Registration finds players in the newest FIDE list.
ratings-none = No list imported yet.
ratings-list = List
ratings-month = Month
ratings-players = Players
ratings-imported-at = Imported (UTC)
ratings-import = Import a list
ratings-source = Source
ratings-source-fide = FIDE rating list (TXT or XML)
ratings-source-national = National list (CSV)
ratings-kind = Rating in the file
ratings-kind-combined = all three (combined list, XML)
ratings-fide-help = FIDE's combined list (players_list_foa.txt or the XML) carries standard, rapid and blitz ratings; a single-kind file (standard_rating_list.txt…) carries the kind chosen here.
ratings-national-columns = National list: columns
ratings-national-help = The CSV's header names of the columns holding each field (ID, name and rating are required).
ratings-label = List name
ratings-col-id = ID
ratings-file = File
ratings-month-invalid = Give the list's month as YYYY-MM.
ratings-label-required = A national list needs a name.
ratings-columns-required = Name the ID, name and rating columns of the national list.
ratings-source-invalid = Choose FIDE or national.
ratings-imported = { $count ->
    [one] Imported { $count } player into { $list }.
   *[other] Imported { $count } players into { $list }.
}
ratings-bad-file = The file was not imported, and nothing was replaced: { $reason }
ratings-refresh = Check the ratings against the FIDE list
ratings-refresh-none = Every registered player already has the ratings, titles and federations of { $list }.
ratings-refresh-intro = These players' entries in { $list } differ from what is registered. Nothing is changed until you apply them.
ratings-refresh-applied = { $count ->
    [0] No player was changed.
    [one] The list's entry was applied to { $count } player.
   *[other] The list's entries were applied to { $count } players.
}
ratings-refresh-list = The check uses { $list }, the FIDE list in force in { $month } (the month the event starts in, or for an event lasting over 30 days the month of the check).
ratings-refresh-apply-ticked = Apply the ticked changes
ratings-refresh-list-changed = A newer FIDE list arrived while you were reviewing: nothing was applied. Review the changes it makes.
ratings-refresh-due = { $count ->
    [one] { $list } differs from what is registered for { $count } player: review the change before round 1.
   *[other] { $list } differs from what is registered for { $count } players: review the changes before round 1.
}
ratings-refresh-paired = Ratings can be refreshed only before round 1 is paired: the pairing numbers follow them.
lookup-label = Find in the rating lists
lookup-hint = Surname, or FIDE ID
lookup-help = Type the start of the surname ("Carlsen, M") or a FIDE ID; choosing a player fills the form with the rating of this event's kind.
lookup-search = Find
lookup-found = { $count ->
    [one] { $count } player in { $list }:
   *[other] { $count } players in { $list }:
}
lookup-nothing-found = Nobody in { $list } has a name starting with “{ $query }”.
lookup-not-in-list = FIDE ID { $id } is not in { $list }.
lookup-no-list = No FIDE rating list has been imported yet (an administrator imports it under Rating lists).
back-to-players = Back to the players
col-rating-change = ±Rtg
col-rating-change-help = FIDE rating change from this event's rated games (K × (W − We), Handbook B.02)
standings-show-changes = Show rating changes
standings-hide-changes = Hide rating changes

## Rating change (FIDE B.02) and title norms (FIDE B.01) on the player page
rating-title = FIDE rating change
rating-summary = Rating { $rating }, K = { $k }: { $games } rated { $games ->
    [one] game
   *[other] games
}, expected score { $expected }, scored { $score }; change { $change }.
rating-unrated = Unrated: no change is computed.
rating-first-published = These games give a first rating of { $rating } ({ $games } { $games ->
    [one] game
   *[other] games
} against rated opponents, with the two hypothetical draws against 1800 of art. 8.2).
rating-first-too-few = These games give a provisional { $rating } ({ $games } { $games ->
    [one] game
   *[other] games
} against rated opponents); FIDE publishes a first rating after at least 5 such games.
rating-first-below-floor = These games give { $rating }, below the 1400 floor: no rating would be published.
rating-first-zero = A first event without a point against rated opponents is not counted (art. 8.2.1).
rating-first-none = No game against a rated opponent yet: no first rating can be computed.
rating-expected-help = Expected score from FIDE's table of rating differences
rating-not-rated = not rated
rating-help = Only games played over the board against a rated opponent are rated; a difference of more than 400 points counts as 400 (from 2650 the real difference). FIDE rounds the change of the whole rating period.
norms-title = Title norms
norm-title-name = { $title }
norm-met = { $title } norm: met
norm-not-met = { $title } norm: not met
norm-report = norm report
norm-condition = Condition
norm-article = Art.
norm-required = Required
norm-actual = Has
norm-cond-met = met
norm-cond-missing = missing
norm-no-federation = Norms cannot be checked: the player's federation is not registered.
norm-opponent-no-federation = Norms cannot be checked: the federation of { $opponent } is not registered (edit that player).
norm-inconsistent = Norms cannot be checked: the player has more games than the event has rounds.
norm-cond-Games = Games counted
norm-cond-ForeignFederations = Federations other than the player's
norm-cond-OwnFederationOpponents = Opponents from the player's federation
norm-cond-OneFederationOpponents = Opponents from one federation
norm-cond-TitleHolders = Title-holders among the opponents
norm-cond-NormTitleHolders = Opponents with the norm's titles
norm-cond-DoubleRoundRobinPlayers = Players in the double round robin
norm-cond-AverageRating = Average rating of opponents (with the floor)
norm-cond-Performance = Performance rating
norm-cond-MinimumScore = Score (at least 35 %)
norm-exempt-NationalChampionship = national championship, art. 1.4.3a
norm-exempt-NationalTeamChampionship = national team championship, art. 1.4.3b
norm-exempt-Zonal = zonal, art. 1.4.3c
norm-exempt-LargeSwissField = Swiss with enough foreign rated and titled players, art. 1.4.3d
norm-report-title = { $title } norm report
norm-report-intro = Filled from the tournament's data (FIDE Handbook B.01, art. 1.4). The chief arbiter checks and signs it.
norm-report-dates = Dates
norm-report-games = Games
norm-report-figures = Games counted: { $games }; score { $score }; average rating of opponents { $average }; performance { $performance }.
norm-report-chief = Chief arbiter
norm-report-signature = Signature
norm-report-date = Date
norm-report-back = Back to the player

## Categories and prizes
tab-prizes = Prizes
action-delete = Delete
prizes-none = No prizes are defined.
prizes-not-yet = The prize list appears once round 1 is published.
prizes-provisional = Provisional: after round { $n }, not the final standings.
prizes-final = Final prize list.
prizes-sharing- = Tied players are separated by the tie-breaks.
prizes-sharing-shared = Players tied on points share their prizes equally.
prizes-sharing-hort = Hort system: each tied player keeps half of the prize of his place; the other halves are shared equally.
prizes-prize = Prize
prizes-winner = Winner
prizes-amount = Amount
prizes-shared = shared
prizes-shared-hort = shared, Hort system
prizes-note = Note
prizes-places = { $series }, places { $first }–{ $last }
prizes-tie-shared = { $places }: { $count } players tied on points share { $total } equally.
prizes-tie-hort = { $places }: { $count } players tied on points share { $total } by the Hort system: each keeps half of the prize of his place, the other { $pot } are shared equally.
prizes-remainder = Shares are worked out to the hundredth (kopeck, cent); hundredths that do not split equally go one each to the first tied players in tie-break order.
prizes-csv = Prize list (CSV)
prizes-overall = Overall
prizes-place = { $series }, place { $place }
prizes-problem = The prize list cannot be computed: { $reason }
prizes-series-title = Prize lists
prizes-order-help = One prize per player: each player gets the most valuable prize he can; between prizes of the same value, the list higher up here is chosen first (the organiser's order of choice).
prizes-for = For
prizes-amounts = Amounts of places 1, 2, 3… (whole numbers, not increasing)
prizes-add = Add the prize list
prizes-amounts-invalid = Give the amounts as whole numbers separated by spaces, each not more than the one before, for at most 100 places.
prizes-too-many = A tournament can have at most 50 categories and 50 prize lists.
prizes-delete-named = Delete the prize list { $name }
prizes-settings = Prize rules
prizes-sharing = Tied players
prizes-cutoff = Ages counted on (YYYY-MM-DD)
prizes-cutoff-invalid = Give the date ages are counted on as YYYY-MM-DD.
prizes-currency = Currency
categories-title = Categories
categories-none = No categories.
categories-cutoff = Ages are counted on { $date } (FIDE youth rule: 1 January of the year, unless set otherwise).
category-add = Add a category
category-name = Name
category-rules = Rules (one per line, all must hold)
category-rules-placeholder = age<16
category-rules-help = age<16, age>=60, born>=2010, sex=w, rating 1600-1799, rating<1600 +unrated, national<1800, fed=UKR,RUS, club=Kyiv
category-name-required = A category needs a name.
category-no-rule = A category needs at least one rule (for the whole field, use the overall prizes).
category-rule-invalid = Rule { $n } (“{ $rule }”) cannot be read: { $reason }. Examples: age<16, age>=60, born>=2010, sex=w, rating 1600-1799, rating<1600, fed=UKR,RUS, club=Kyiv.
category-field-age = age
category-field-born = born
category-field-sex = sex
category-field-rating = rating
category-field-federation = federation
category-field-club = club
category-error-empty = the rule is empty
category-error-unknown-field = “{ $found }” does not start with a known condition (age, born, sex, rating, national, fed, club)
category-error-operator = “{ $field }” needs a comparison that fits it (<, <=, >, >= or =), found “{ $found }”
category-error-number = “{ $found }” is not a valid number here
category-error-no-bound = a rating band needs a minimum or a maximum
category-error-empty-band = the rating band { $min }–{ $max } is empty
category-error-unrated-minimum = players without a rating cannot be in a band with a minimum
category-error-sex = the sex “{ $found }” is not m or w
category-error-federation = “{ $found }” is not a 3-letter federation code
category-error-no-federation = no federation code is given
category-error-club = the club name is missing
category-unreadable = (its rules cannot be read)
category-delete-named = Delete the category { $name }
category-age-under = under { $age }
category-age-at-least = { $age } and older
category-born-from = born in { $year } or later
category-born-until = born in { $year } or earlier
category-sex-m = men
category-sex-w = women
category-rating-fide = FIDE rating
category-rating-national = national rating
category-unrated-included = (unrated included)
category-federation = federation { $federations }
category-club = club { $club }
standings-category = Category { $name }
standings-all = All players
col-overall-rank = Overall
ratings-at-line = line { $line }
ratings-at-column = line { $line }, column { $column }
ratings-error-io = the file could not be read ({ $at }).
ratings-error-not-a-list = this is not a rating list: its first line lacks the ID and name columns ({ $at }).
ratings-error-missing-column = the header has no column “{ $column }” ({ $at }).
ratings-error-truncated = the line is cut short ({ $at }).
ratings-error-bad-number = { $field } “{ $value }” is not a number ({ $at }).
ratings-error-malformed = the file is malformed ({ $at }).
ratings-error-too-long = a line is longer than { $limit } bytes ({ $at }); the file was not imported.
ratings-error-text-too-long = the { $field } is longer than { $max } characters ({ $at }).
ratings-error-control-character = the { $field } holds a control character, { $char } ({ $at }).
error-back-to-tournament = Back to the tournament

## Issue 15 items 1-3, 5: taking rounds back, changing proposals by hand, result grid, defaults
draft-remove-player = Take out player no.
draft-remove-gets = who gets
draft-remove-nothing = nothing (not paired)
draft-remove = Take out
draft-pair-by-hand = Pair by hand
draft-pair-seated = Both players must be without a seat in this round: take one out first.
draft-pair-withdrawn = A withdrawn player cannot be paired.
draft-publish-despite = { $count ->
    [one] Publish despite the warning above
   *[other] Publish despite the { $count } warnings above
}
draft-publish-confirm = The checker warns about this pairing: read the warnings and tick the confirmation to publish it anyway.
round-withdraw = Take this round back
round-withdraw-rr = Take the pairing back
round-withdraw-help = Back to a proposal: the boards stay, to be changed or paired again, and published again. Delete: the round's boards go.
round-withdraw-help-rr = The whole schedule is deleted; players can be added again and the round robin paired anew.
round-withdraw-to-draft = back to a proposal
round-withdraw-delete = delete the boards
round-withdraw-results = { $count ->
    [one] { $count } result is entered in this round: it is dropped (and kept in the audit log). Type the round number { $round } to confirm:
   *[other] { $count } results are entered in this round: they are dropped (and kept in the audit log). Type the round number { $round } to confirm:
}
round-withdraw-confirm = Type the round number to confirm: the results entered are dropped.
round-withdraw-not-last = Only the last published round can be taken back (a round robin's schedule only as a whole).
round-withdraw-recorded = Games of this round are recorded move by move: taking it back would lose them. Take the moves back on the game pages first.
round-withdraw-changed = A result changed meanwhile: look at the round again.
results-grid = Enter all results
results-grid-title = Results of round { $n }
results-grid-help = Per board: 1 (White wins), = (draw), 0 (Black wins), + or - (won or lost by forfeit, from White's side), -- (both forfeit), 1/2-0, 0-1/2 or 0-0 (a game played whose points do not add up to one), ? (adjourned); empty for no result yet. Tab moves to the next board; one Save for the whole round.
results-grid-save = Save the results
results-grid-invalid = Board { $board }: “{ $typed }” is not a result (use 1, =, 0, +, -, --).
results-grid-conflict = Board { $board } was changed by someone else meanwhile (now { $current }); your entry for it was not saved.
results-grid-saved = { $count ->
    [one] { $count } result saved.
   *[other] { $count } results saved.
}
results-missing = { $count ->
    [one] Still without a result: board { $boards }.
   *[other] Still without a result: boards { $boards }.
}
pair-results-missing-boards = { $count ->
    [one] Enter every result of the published rounds before pairing the next one: round { $round }, board { $boards }. A game that will be finished later can be recorded as adjourned on the round's page: it then counts as a draw for pairing.
   *[other] Enter every result of the published rounds before pairing the next one: round { $round }, boards { $boards }. A game that will be finished later can be recorded as adjourned on the round's page: it then counts as a draw for pairing.
}
adjourn-missing = Record the games without a result as adjourned
adjourn-missing-help = A game to be finished later is adjourned: the next round is then paired counting it as a draw (FIDE's Dutch system, D.1), and the standings wait for its result. Enter each result when the game is finished.
adjourned-recorded = { $count ->
    [0] No game was without a result: nothing was adjourned.
    [one] { $count } game recorded as adjourned. It counts as a draw for pairing the next round.
   *[other] { $count } games recorded as adjourned. They count as draws for pairing the next round.
}
result-adjourned = adjourned
result-adjourned-short = adj.
trf-final-adjourned = { $count ->
    [one] An adjourned game is still open ({ $boards }): the final TRF report waits for its result. Enter it on the round's page.
   *[other] { $count } adjourned games are still open ({ $boards }): the final TRF report waits for their results. Enter them on the rounds' pages.
}
trf-final-adjourned-board = round { $round }, board { $board }
warn-adjourned-board = round { $round }, board { $board }
warn-adjourned-open = { $count ->
    [one] An adjourned game is still open ({ $boards }): this pairing counts it as a draw (FIDE's Dutch system, D.1). If it ends in anything but a draw, the change is recorded for FIDE in the TRF report ("### Adjournment").
   *[other] Adjourned games are still open ({ $boards }): this pairing counts them as draws (FIDE's Dutch system, D.1). If one ends in anything but a draw, the change is recorded for FIDE in the TRF report ("### Adjournment").
}
arrivals-all-present = Everyone present
arrivals-except = except players no.
arrivals-help = Records every player of this round's unfinished games as present at the start of the round (or at the time given), except the numbers given (separated by spaces or commas).
arrivals-invalid = “{ $typed }” is not a pairing number of this round.
arrivals-at = at (empty: the round's start)
arrival-at = at (empty: now)
arrival-none = not recorded
arrival-record = Record arrival
arrivals-recorded = Arrived: White { $white }, Black { $black }
defaults-list-title = These boards get a result by default (art. 6.7.1):
defaults-confirm = I have checked the list: set these results
defaults-confirm-missing = Tick the confirmation under the list of boards to rule the defaults.
norm-report-event = Tournament
norm-report-player = Player
category-delete-warning = This deletes the category and its prize lists.
results-grid-board = Result of board { $n }
results-grid-correction-tick = Tick the box under the table to confirm it, and save again.
round-withdraw-draft-exists = A proposed pairing of the next round is waiting: discard it before taking this round back.
defaults-board = Board { $n }: { $result }. Arrived: White { $white }, Black { $black }; start { $start }, default time { $minutes } min, so until { $deadline } (Laws, art. 6.7.1).

## Issue 15 item 6: the audit log in sentences
audit-none = none
audit-tournament-created = Tournament { $name } created
audit-tournament-imported = Tournament { $name } imported from a TRF file (players: { $players }, rounds paired: { $rounds }, games without a result: { $pending })
audit-setting-changed = { $field } changed from { $before } to { $after }
audit-tournament-archived = Tournament archived
audit-tournament-restored = Tournament restored from the archive
audit-arbiter-added = { $user } added as an arbiter
audit-player-added = Player { $player } registered
audit-players-imported = { $count ->
    [one] { $count } player imported from a CSV file
   *[other] { $count } players imported from a CSV file
}
audit-player-changed = { $field } of { $player } changed from { $before } to { $after }
audit-player-refreshed = { $field } of { $player } changed from { $before } to { $after } (rating list { $list })
audit-player-withdrawn = { $player } withdrawn from round { $round } on
audit-player-reinstated = { $player } reinstated
audit-player-deleted = Player { $player } deleted
audit-bye-requested = { $player } requested a bye for round { $round }: { $kind }
audit-bye-cancelled = Bye request of { $player } for round { $round } cancelled
audit-result-changed = Result of round { $round }, board { $board } changed from { $before } to { $after }
audit-rounds-paired = Rounds { $first } to { $last } paired ({ $boards } { $boards ->
    [one] board or bye
   *[other] boards and byes
})
audit-round-proposed = Pairing of round { $round } proposed ({ $boards } { $boards ->
    [one] board or bye
   *[other] boards and byes
})
audit-berger-by-lot = Berger numbers drawn by lot (seed { $seed })
audit-berger-by-hand = Berger numbers set by hand
audit-berger-cleared = Berger numbers cleared: FIDE order
audit-round-started-by-hand = Round { $round } started for pairing by hand ({ $boards } { $boards ->
    [one] board or bye
   *[other] boards and byes
})
audit-round-published = Round { $round } published ({ $boards } { $boards ->
    [one] board or bye
   *[other] boards and byes
})
audit-draft-discarded = Proposed pairing of round { $round } discarded
audit-players-exchanged = Round { $round } (proposed): players { $first } and { $second } exchanged
audit-colours-exchanged = Round { $round } (proposed): colours exchanged on board { $board }
audit-tiebreaks-changed = Tie-breaks changed from { $before } to { $after }
audit-schedule-changed = Round schedule changed from { $before } to { $after }
audit-schedule-round = round { $round }: { $start }
audit-tiebreak-edition-chosen = Tie-break edition changed from the { $before } text to the { $after } text
audit-tiebreak-edition-by-date = Tie-break edition back to the one in force on the start date ({ $after } text; was { $before })
audit-clock-started = Round { $round }, board { $board }: clock started at { $at }
audit-log-entry = Round { $round }, board { $board }: { $entry }
audit-log-entry-withdrawn = Round { $round }, board { $board }: entry withdrawn: { $entry }
audit-move-time = Round { $round }, board { $board }: time of half-move { $ply } corrected from { $before } to { $after }
audit-ruling = Round { $round }, board { $board }: ruling: { $decision } ({ $article })
audit-move-taken-back = Round { $round }, board { $board }: half-move { $ply } ({ $san }) taken back
audit-start-position = Round { $round }, board { $board }: starting position set to { $fen }
audit-pgn-loaded = Round { $round }, board { $board }: game loaded from PGN ({ $plies } half-moves)
audit-prize-settings = Prize settings changed from { $before } to { $after }
audit-category-added = Prize category { $name } added ({ $rules })
audit-category-deleted = Prize category no. { $id } removed
audit-prizes-added = General prizes added: { $amounts }
audit-prizes-added-category = Prizes of category no. { $category } added: { $amounts }
audit-prizes-deleted = Prize list no. { $id } removed
audit-field-name = Name
audit-field-place = Place
audit-field-federation = Federation
audit-field-start-date = Start date
audit-field-end-date = End date
audit-field-system = System
audit-field-rounds = Number of rounds
audit-field-time-control = Time control
audit-field-default-time-minutes = Default time (minutes)
audit-field-game-mode = Game mode
audit-field-time-zone = Time zone
audit-field-points-win = Points for a win
audit-field-points-draw = Points for a draw
audit-field-points-loss = Points for a loss
audit-field-points-pab = Points for a pairing-allocated bye
audit-field-points-hpb = Points for a half-point bye
audit-field-points-fpb = Points for a full-point bye
audit-field-points-zpb = Points for a zero-point bye or forfeit loss
audit-field-sex = Sex
audit-field-title = Title
audit-field-fide-rating = FIDE rating
audit-field-national-rating = National rating
audit-field-fide-id = FIDE ID
audit-field-birth-date = Birth date
audit-field-club = Club

## Issue 15 item 7: deleting players, archiving and deleting tournaments
player-delete = Delete player
player-delete-hint = Only a player who has never been paired (on no board, proposed or published) can be deleted; withdraw the others.
player-delete-paired = This player has been paired, so they cannot be deleted; withdraw them instead (from the round they no longer play).
player-delete-confirm = Yes, delete { $name } for good
player-delete-confirm-missing = Nothing was deleted: tick the box to confirm the deletion.
tournament-remove = Archive or delete
tournament-archive = Archive
tournament-archive-hint = An archived tournament keeps all its pages and results but leaves the public list, and nothing in it can be changed until it is restored.
tournament-restore = Restore from the archive
tournament-delete = Delete the tournament
tournament-delete-hint = Deletes the tournament with all its players, rounds, results, games and audit log. This cannot be undone.
tournament-confirm-name = To confirm, type the tournament's name ({ $name }):
tournament-confirm-mismatch = The name typed is not the tournament's name; nothing was changed.
tournament-archived = This tournament is archived and read-only; its chief arbiter can restore it.
tournament-archived-notice = Archived: hidden from the list of tournaments, read-only.
archive-title = Archived tournaments
archive-hint = Archived tournaments you are an arbiter of; they are not on the public list.
archive-none = No archived tournaments.
audit-round-unpublished = Round { $last } taken back to a proposed pairing
audit-rounds-deleted = Rounds { $first }–{ $last } taken back and deleted
audit-result-dropped = Result of round { $round }, board { $board } ({ $before }) dropped with the round
audit-board-removed = Board { $board } of round { $round } removed: { $player } withdrawn; the opponent not paired
audit-board-removed-pab = Board { $board } of round { $round } removed: { $player } withdrawn; the opponent given the pairing-allocated bye
audit-player-taken-out = { $player } taken out of the proposed pairing of round { $round }
audit-player-taken-out-pab = { $player } taken out of the proposed pairing of round { $round } and given the pairing-allocated bye
audit-paired-by-hand = In the proposed pairing of round { $round }, { $white } and { $black } paired by hand
audit-round-deleted = Round { $last } taken back and deleted

## Issue 15 item 4: a finished game's board page
game-finished = Game over: { $result }.
game-result-entered = The result was entered by an arbiter.
game-correct = Correct the record
game-correct-warning = The game is over. Taking back a move or withdrawing a log entry rules the game again and may change or withdraw its result; every change goes into the audit log.
game-correct-open = Show the correction controls
game-correcting = You are correcting the record of a finished game: each change rules the game again and may change its result.
game-correcting-done = Done
termination-timeout = Lost on time
termination-resignation = Resignation
termination-agreement = Drawn by agreement
termination-checkmate = Checkmate
termination-stalemate = Stalemate: drawn
termination-seventy_five_moves = 75 moves without capture or pawn move: drawn
termination-fivefold_repetition = The same position for the fifth time: drawn
termination-dead_position = Dead position: drawn
termination-opponent_cannot_mate = The opponent cannot checkmate: drawn
termination-default = Default: a player did not arrive in time
termination-illegal_moves = Second illegal move
termination-arbiter_to_decide = For the arbiter to decide
termination-threefold_repetition = Draw claim upheld: threefold repetition
termination-fifty_moves = Draw claim upheld: 50 moves

## Issue 15 item 11: printouts
print-links = Printouts
print-link-round = Print:
print-boards = Pairings by board
print-alphabetical = Pairings by name
print-slips = Result slips
print-players = Players by rating
print-hint = Print from the browser (A4).
print-back-round = Back to the round
print-back-players = Back to the players
print-draft = Proposed round, not yet published.
print-colour = Colour
print-opponent = Opponent
slip-sign-white = White's signature
slip-sign-black = Black's signature
slip-sign-arbiter = Arbiter
slip-board = Board { $n }

## Issue 15 item 8: imports
import-help-russian = Russian column names are read too: фамилия and имя (or ФИО), отчество (left out), пол, звание, рейтинг (FIDE), рейтинг ФШР, федерация, ФИДЕ ID, дата рождения, клуб. Files may be in UTF-8 (with or without BOM) or Windows-1251, as Russian Excel saves them.
import-help-team-lead = In a team event the column
import-help-team = (or команда) names each player's team: the players join its roster in the order of the file, after those on it already; a team not entered yet is entered with that name.
import-team = Team
trf-import-file = TRF file
trf-import-paste = or paste the TRF here

## Issue 15 item 9: ambiguous time control
tc-read-as = Read as: { $reading }.
tc-reading = { $control }, { $mode }
tc-then = , then{" "}
tc-armageddon = White { $white }; Black { $black }
tc-minutes = { $count } min
tc-seconds = { $count } s
tc-moves-in = { $count ->
    [one] { $count } move in { $time }
   *[other] { $count } moves in { $time }
}
tc-increment = {" "}+ { $time } per move
tc-increment-from = {" "}+ { $time } per move from move { $move }
tc-delay = {" "}with a delay of { $time }
tc-bronstein = {" "}with a Bronstein delay of { $time }
tc-mode-change = This time control makes the event { $after } (it was { $before }): the Laws for { $after } games will apply to flags, illegal moves and claims. Check the reading above; if it is not what you meant, correct the control (for example 90+30 for 90 minutes and 30 seconds per move).
tc-mode-new = This time control makes the event { $after }: the Laws for { $after } games will apply to flags, illegal moves and claims. Check the reading above; if it is not what you meant, correct the control (for example 90+30 for 90 minutes and 30 seconds per move).
tc-mode-confirm = Yes, the event is { $mode }

## Issue 15 item 10: round robin details
pgn-no-games = No games have been recorded in this tournament yet, so there is no PGN to download.
pgn-no-games-round = No games have been recorded in this round yet, so there is no PGN to download.
form-control-characters = Line breaks and other control characters are not allowed here.

## Issue 16 item 7: the hall screen and QR codes
hall-screen-pairings = Hall screen: pairings
hall-screen-standings = Hall screen: standings
hall-screen-hint = For the TV in the playing hall, in full screen: large type, the pages turn and new results appear by themselves.
hall-page = Page { $page } of { $pages }
hall-no-round = The pairings of the first round are not published yet.
hall-scan = Pairings, results and standings on your phone: scan the code.
qr-label = QR code of { $address }
print-qr-caption = Pairings, results and standings online:
hall-pause = Pause
hall-resume = Turn the pages again

## Issue 37 item 3: the hall of boards
hall-boards-link = Live boards
hall-boards-title = Round { $n }: live boards
hall-boards-rounds = Rounds
hall-boards-hint = Every game of the round with its position, last move, clocks and result; the page updates itself (every { $seconds } seconds without JavaScript). Open a board for its moves.
hall-boards-pairings = Pairings
hall-boards-none = This round has no games (only byes).
hall-boards-clock-white = White's clock after White's last move
hall-boards-clock-black = Black's clock after Black's last move
hall-boards-start = Board { $board }: the starting position
hall-boards-position = Board { $board }: the position after { $move }
hall-boards-not-started = not started
hall-boards-playing = playing
hall-boards-unrecorded = No moves recorded

## Why an input was refused (issue 16): the time-control parser, the TRF reader, the tie-break list, the CSV import
tc-empty = the time control is empty
tc-bad-period = period { $index } («{ $text }») is not of the form [moves/]time[+increment]
tc-open-period-not-last = only the last period may be without a number of moves
tc-no-time = period { $index } gives no time
trf-not-a-number = { $field } must be a number, found «{ $found }»
trf-field-starting_rank = the starting rank
trf-field-opponent_rank = the opponent's starting rank
trf-field-rating = the rating
trf-field-fide_id = the FIDE ID
trf-field-rank = the rank
trf-bad-points = points must be written like 11.5, found «{ $found }»
trf-unknown-result = unknown result code «{ $found }»
trf-starting-rank-missing = the starting rank is missing
trf-starting-rank-zero = starting ranks start at 1
trf-bad-colour = the colour must be w, b or -, found «{ $found }»
trf-bad-sex = the sex must be m or w, found «{ $found }»
trf-bad-title = the title must be GM, IM, WGM, FM, WIM, CM, WFM or WCM, found «{ $found }»
trf-bad-birth-date = the birth date must be YYYY/MM/DD (00 for an unknown month or day), found «{ $found }»
trf-result-without-opponent = a game result needs an opponent
trf-bye-with-opponent = a bye cannot have an opponent
trf-point-pairs = record 162 needs pairs of a symbol and a value
trf-bad-point-value = bad points value «{ $found }» in record { $record }
trf-unknown-point-symbol = unknown symbol «{ $found }» in record 162
trf-duplicate-starting-rank = starting rank { $rank } is also on line { $line }
trf-no-record-code = a record starts with a three-character code
trf-bad-round-count = the number of rounds must be a number from 1 to { $max }
trf-bad-initial-colour = record 152 must be W or B, found «{ $found }»
trf-bad-forbidden-pairs = record XXP lists starting ranks
trf-unknown-opponent = round { $round }: no player has starting rank { $opponent }
trf-plays-himself = round { $round }: a player cannot play himself
trf-game-not-mirrored = round { $round }: the line of player { $opponent } does not show the same game against player { $player }
trf-round-problem = round { $round }: { $reason }
trf-round-opponent-without-entry = the opponent has no entry for this round
trf-round-results-disagree = the two results do not agree
trf-round-no-colour = a game without a colour
trf-points-mismatch = { $written } { $written ->
    [one] point
   *[other] points
} written, { $computed } from the results
tiebreak-unknown = unknown tie-break «{ $code }»: { $reason }. Valid codes: { $codes }; modifiers /Cn, /Mn, /Ln (KS), /Un (ARO, TPR, PTP, APRO, APPO, RTNG), /P, /V
tiebreak-no-such = there is no such tie-break
tiebreak-empty-modifier = empty modifier
tiebreak-not-applicable = modifier { $modifier } does not apply to it
tiebreak-needs-number = modifier { $modifier } needs a number
tiebreak-bad-modifier = bad modifier { $modifier }
import-malformed-line = line { $line }
import-malformed-header = the header cannot be read
audit-prize-terms = tied players { $sharing }, ages on { $cutoff }, currency { $currency }
audit-prize-cutoff-default = 1 January of the start year
audit-prize-sharing- = separated by the tie-breaks
audit-prize-sharing-shared = share their prizes equally
audit-prize-sharing-hort = share by the Hort system
prize-error-unknown-category = prize list { $series } refers to unknown category { $category }
prize-error-rising-amounts = prize list { $series }: prize { $place } is worth more than prize { $previous }
prize-error-total-too-large = the prize fund is too large
prize-error-duplicate-player = player { $player } is ranked twice
prize-error-unknown-player = player { $player } is ranked but unknown
prize-error-ranking-order = ranking line { $line } is out of order
prize-error-tied-rank = ranking line { $line } shares a rank but not the points of the line above
fen-impossible = no game reaches this position ({ $problems })
fen-syntax-empty = the text is empty
fen-syntax-side_to_move = the side to move must be w or b
fen-syntax-en_passant_square = bad en passant square
fen-syntax-halfmove_clock = bad halfmove clock
fen-syntax-fullmove_number = bad fullmove number
fen-syntax-too_many_fields = more fields than a FEN has
fen-syntax-rank_count = the board needs 8 ranks
fen-syntax-two_digits = two digits in a row
fen-syntax-promoted_mark = '~' not after a piece
fen-syntax-piece_letter = unknown piece letter
fen-syntax-rank_length = a rank does not have 8 squares
fen-syntax-castling = bad castling field
fen-position-empty_board = empty board
fen-position-missing_king = missing king
fen-position-too_many_kings = too many kings
fen-position-pawns_on_back_rank = pawns on the first or last rank
fen-position-castling_rights = castling rights without king and rook on their squares
fen-position-en_passant = impossible en passant square
fen-position-opposite_check = the side not to move is in check
fen-position-impossible_check = impossible check
fen-position-impossible = impossible position
fen-position-too_many_pawns = more than 8 pawns of one colour
fen-position-too_many_pieces = more than 16 pieces of one colour
pgn-error-line = line { $line }: { $message }
pgn-error-bad-fen = game { $game }: bad FEN tag: { $reason }
pgn-error-move = the move { $move } cannot be played
pgn-error-after-end = half-move { $ply } comes after the game ended ({ $end })
pgn-syntax-unmatched_paren = ')' without '('
pgn-syntax-comment_not_closed = comment not closed
pgn-syntax-tag_name_value = a tag needs a name and a value
pgn-syntax-tag_value_quotes = a tag value must be in quotes
pgn-syntax-tag_not_closed = tag not closed
pgn-syntax-tag_value_not_closed = tag value not closed
pgn-syntax-variation_not_closed = variation not closed
pgn-syntax-unexpected = unexpected character «{ $found }»

# Accounts and sessions
account-title = Your account
account-yours = your account
login-disabled = This account is disabled. Ask an administrator to enable it.
account-current-password = Current password
account-new-password = New password
account-current-wrong = The current password is wrong.
account-change-password = Change password
account-password-changed = The password is changed. Your other sessions have ended; this one goes on.
account-password-ends-sessions = Changing the password signs you out everywhere else.
account-sessions = Sessions
account-sessions-hint = Sign-ins last 16 hours. If you signed in on a computer you no longer have, sign out everywhere, this browser included.
account-sign-out-everywhere = Sign out everywhere
account-disabled = disabled
account-change-role = Change role
account-disable = Disable
account-enable = Enable
account-reset-password = Set a new password
account-not-yourself = Change your own account on its own page; another administrator can change your role or disable it.
account-last-admin = At least one enabled administrator must stay.
users-changes-end-sessions = A change of role or password, or disabling, signs the account out everywhere at once.

# Several instances
pair-just-paired-by = Round { $round } was just paired by { $name }, while your pairing of it was being computed. Nothing was changed; open the round to see its pairing.
pair-just-paired = Round { $round } was just paired by another arbiter, while your pairing of it was being computed. Nothing was changed; open the round to see its pairing.

# Why this pairing (Dutch system, C.04.3)
why-link = why?
why-link-board = Why board { $board } is paired so
why-title = Why this pairing: round { $n }
why-intro = How the Dutch system (FIDE C.04.3) paired each board, read from the players' scores and colours before the round.
why-board = Board { $board }: { $white } – { $black }
why-same-group = Both players are in the score group of { $points } { $points ->
    [one] point
   *[other] points
}.
why-float = { $down } ({ $from } { $from ->
    [one] point
   *[other] points
}) floated down to meet { $up } ({ $to } { $to ->
    [one] point
   *[other] points
}).
why-float-no-opponent = Nobody else in the { $points }-point score group could meet { $down }: each had already played them or shares their absolute colour preference (criteria C1 and C3).
why-float-odd = The { $points }-point score group had an odd number of players to pair, so one had to float (C6: as many pairs as possible in the group).
why-float-completion = Pairing { $down } inside the { $points }-point score group would have left the lower groups unpairable or given the bye to a higher score (criteria C4, C5 and C8).
why-colour-both = Colours: { $player } wanted { $wanted ->
        [white] White
       *[black] Black
    }; both players' preferences are granted (rule 5.2.1).
why-colour-stronger = Colours: both wanted the same colour; { $player } had the stronger preference and gets { $colour ->
        [white] White
       *[black] Black
    } (rule 5.2.2).
why-colour-alternation = Colours: both wanted the same colour, equally strongly; they alternate from the last round in which the two had different colours, so { $player } gets { $colour ->
        [white] White
       *[black] Black
    } (rule 5.2.3).
why-colour-higher = Colours: both wanted the same colour, equally strongly, with the same colour history; the higher-ranked { $player } gets their preference, { $colour ->
        [white] White
       *[black] Black
    } (rule 5.2.4).
why-colour-parity = Colours: neither player had a preference; by the pairing number of the higher-ranked { $player }, they get { $colour ->
        [white] White
       *[black] Black
    } (rule 5.2.5).
why-colour-arbiter = Colours: set by the arbiter (the rules of 5.2 give the other colours).
why-bye-title = Pairing-allocated bye
why-bye = { $player } ({ $points } { $points ->
    [one] point
   *[other] points
}) gets the pairing-allocated bye: it goes to the lowest score possible (C5), and to the lowest-ranked player there who may receive it.
why-bye-other = { $player } ({ $points } { $points ->
    [one] point
   *[other] points
}) gets the pairing-allocated bye: it goes to the lowest score possible (C5); the players ranked below had to be paired so that the rest of the round could be (C4, C9).
why-bye-not-allowed = These players may not receive it, having had it already or an unplayed round worth a win (C2): { $players }.

# An event after the end of the game (issue 23); $at is the time of day it ended
ruling-no-effect = No effect: the game had already ended (art. { $article }, at { $at })
ruling-no-effect-untimed = No effect: the game had already ended (art. { $article })

# Import of TRF files as other programs write them (issues 22 and 51)
trf-import-done = The tournament has been imported.
trf-import-open = Open the tournament
trf-import-legacy = The file writes some things as other programs do, not as FIDE's formats spell them; they were read as follows (unplayed rounds in older forms as FIDE's reference programs, bbpPairings and the tie-break checker, read them):
trf-adjustment-point_without_game = { $count ->
    [one] { $count } round written «0000 - +» (a point without a game): read as a pairing-allocated bye
   *[other] { $count } rounds written «0000 - +» (a point without a game): read as pairing-allocated byes
}
trf-adjustment-half_point_without_game = { $count ->
    [one] { $count } round written «0000 - =» (half a point without a game): read as a half-point bye
   *[other] { $count } rounds written «0000 - =» (half a point without a game): read as half-point byes
}
trf-adjustment-no_point_without_game = { $count ->
    [one] { $count } round written «0000 - -» (no point, no game): read as a zero-point bye
   *[other] { $count } rounds written «0000 - -» (no point, no game): read as zero-point byes
}
trf-adjustment-empty_opponent_field = { $count ->
    [one] { $count } bye with an empty opponent field (as lichess writes byes): read as the bye its letter names
   *[other] { $count } byes with an empty opponent field (as lichess writes byes): read as the byes their letters name
}
trf-adjustment-forfeit_without_colour = { $count ->
    [one] { $count } forfeit written with its opponent but no colour (as «  12 - +»): read as a forfeit, White to the lower starting rank (the colour of a forfeit counts for nothing)
   *[other] { $count } forfeits written with their opponent but no colour (as «  12 - +»): read as forfeits, White to the lower starting rank (the colour of a forfeit counts for nothing)
}
trf-adjustment-loss_without_game = { $count ->
    [one] { $count } round written «0000 - 0» (a loss without a game): read as a zero-point bye
   *[other] { $count } rounds written «0000 - 0» (a loss without a game): read as zero-point byes
}
trf-adjustment-blank_half_point_bye = { $count ->
    [one] { $count } round written with no opponent, «-» and no result («       -  »), counted as half a point by the points column: read as a half-point bye
   *[other] { $count } rounds written with no opponent, «-» and no result («       -  »), counted as half a point by the points column: read as half-point byes
}
trf-adjustment-blank_point_bye = { $count ->
    [one] { $count } round written with no opponent, «-» and no result («       -  »), counted as a point by the points column: read as a pairing-allocated bye
   *[other] { $count } rounds written with no opponent, «-» and no result («       -  »), counted as a point by the points column: read as pairing-allocated byes
}
trf-adjustment-pending_result = { $count ->
    [one] { $count } round written with an opponent and a colour but no result (as Sharly Chess writes a round in progress): read as a game not yet played
   *[other] { $count } rounds written with an opponent and a colour but no result (as Sharly Chess writes a round in progress): read as games not yet played
}
trf-adjustment-birth_date_other_form = { $count ->
    [one] { $count } birth date not written YYYY/MM/DD (as «1969.12.06», «1993-12-20» or «1975.  .»): read as the date or the year it gives
   *[other] { $count } birth dates not written YYYY/MM/DD (as «1969.12.06», «1993-12-20» or «1975.  .»): read as the dates or the years they give
}
trf-adjustment-birth_date_blank = { $count ->
    [one] { $count } birth date of separators and zeros only («.  .», «0000/00/00»): read as unknown
   *[other] { $count } birth dates of separators and zeros only («.  .», «0000/00/00»): read as unknown
}
trf-adjustment-fide_id_dashes = { $count ->
    [one] { $count } FIDE id written as dashes («-----------»): read as none
   *[other] { $count } FIDE ids written as dashes («-----------»): read as none
}
trf-adjustment-sex_unknown = { $count ->
    [one] { $count } sex written «u» (unknown): read as not given
   *[other] { $count } sexes written «u» (unknown): read as not given
}
trf-adjustment-two_digit_year = { $count ->
    [one] { $count } tournament date with a two-digit year (as «10.09.13»): read year first, as TRF writes round dates, 00-68 as 2000-2068 and 69-99 as 1969-1999
   *[other] { $count } tournament dates with a two-digit year (as «10.09.13»): read year first, as TRF writes round dates, 00-68 as 2000-2068 and 69-99 as 1969-1999
}
trf-adjustment-date_placeholder = { $count ->
    [one] { $count } tournament date holding no date (no digit, no month's name, as a generator's placeholder): read as no date
   *[other] { $count } tournament dates holding no date (no digit, no month's name, as a generator's placeholder): read as no date
}
trf-adjustment-strength_with_decimals = { $count ->
    [one] { $count } team strength with decimals (as «2587.5»): rounded to a whole number
   *[other] { $count } team strengths with decimals (as «2587.5»): rounded to whole numbers
}
trf-adjustment-team_bye_scored_by_team = { $count ->
    [one] { $count } player of a team given the pairing-allocated bye counts nothing for it in the points column (the team's points are in record 320): accepted as written
   *[other] { $count } players of a team given the pairing-allocated bye count nothing for it in the points column (the team's points are in record 320): accepted as written
}
trf-adjustment-seated_off_roster = { $count ->
    [one] { $count } player on no team's roster seated by a line-up (record 300): added to the roster of the team that seats the player
   *[other] { $count } players on no team's roster seated by a line-up (record 300): added to the roster of the team that seats them
}
trf-adjustment-empty_board_without_colour = { $count ->
    [one] { $count } board the other team left empty, written without a colour («0000 - +», «0000 - U»): read as won by forfeit by the player seated there
   *[other] { $count } boards the other team left empty, written without a colour («0000 - +», «0000 - U»): read as won by forfeit by the players seated there
}
trf-adjustment-unknown_result_code = { $count ->
    [one] { $count } game whose result code TRF does not define: read as an unknown result, as «?» writes an adjourned game (a draw for pairing only until its result is entered on the round page)
   *[other] { $count } games whose result codes TRF does not define: read as unknown results, as «?» writes an adjourned game (a draw for pairing only until their results are entered on the round pages)
}
trf-error-count = { $count ->
    [one] The file cannot be imported: { $count } problem was found.
   *[other] The file cannot be imported: { $count } problems were found.
}
trf-more-problems = { $count ->
    [one] …and { $count } more problem.
   *[other] …and { $count } more problems.
}

# Accelerated pairings and prohibited pairings (issue 21)
acceleration-title = Accelerated pairings
acceleration-intro = Virtual points are added to some players' scores for pairing only: they place players in score groups and decide floats and the pairing-allocated bye, never the standings, tie-breaks or exported points.
acceleration-field = Acceleration
acceleration-none = No acceleration
acceleration-baku = Baku Acceleration Method (C.04.7)
acceleration-save = Save
acceleration-baku-group = { $count ->
    [one] Group A: pairing numbers 1–{ $last } ({ $size } of { $count } player in round 1)
   *[other] Group A: pairing numbers 1–{ $last } ({ $size } of { $count } players in round 1)
}
acceleration-baku-last = Last player of group A: { $name } (No. { $no })
acceleration-baku-late = Also in group A, ranked above that player but not counted (late entries, a bye or absence in round 1): Nos. { $numbers }
acceleration-baku-fixed = Group A was fixed before round 1.
acceleration-baku-provisional = Provisional: group A is fixed when round 1 is paired (half the players, rounded up to an even number).
acceleration-rounds = Accelerated rounds: { $rounds }
rules-col-rounds = Rounds
rules-col-points = Points
rules-col-players = Numbers
rules-first-round = From round
rules-last-round = To round
virtual-points-title = Virtual points entered by hand
acceleration-rules-title = The rules applied
acceleration-rule-baku-group = Baku Acceleration Method (FIDE C.04.7): before round 1 the players are split in two. Group A is the first half, rounded up to an even number, of the players who play round 1, in pairing-number order; group B is the rest. A player with a bye or absent in round 1 is not counted (they have no pairing number until they play): like a late entry, they join group A if ranked above its last player.
acceleration-rule-baku-rounds = The accelerated rounds are the first half of the rounds, rounded up. In the first half of them, rounded up, every player of group A gets one virtual point (a win); in the other accelerated rounds half a point. Group B gets none, and nobody gets any after the accelerated rounds.
acceleration-rule-hand = Virtual points entered by hand add the points shown to the pairing numbers shown in the rounds shown; where two groups name the same player and round, the one entered later counts.
acceleration-rule-use = Virtual points count for pairing only: score groups, floats and the pairing-allocated bye. They never count in the standings, the tie-breaks or the exported points.
virtual-points-intro = For other acceleration methods the regulations allow: points for a group of pairing numbers in a range of rounds.
virtual-points-none = None entered.
virtual-points-points = Points
virtual-points-first-player = From pairing number
virtual-points-last-player = To pairing number
virtual-points-add = Add virtual points
virtual-points-delete = Remove
rules-error-rounds = Give rounds from 1 to { $rounds }, the first no later than the last.
rules-error-points = Give the points as a number above 0 and at most 10 (0.5 or ½ for a half).
rules-error-numbers = Give pairing numbers from 1 to { $max }, the first no higher than the last.
rules-error-acceleration = Choose no acceleration or the Baku method.
prohibited-title = Prohibited pairings
prohibited-intro = Players who must not meet in the rounds given (siblings, clubmates, compatriots). The engine never pairs them there; after those rounds they may meet.
prohibited-none = No prohibited pairings.
prohibited-rounds = Rounds { $rounds }
prohibited-delete = Remove
prohibited-rule = Who may not meet
prohibited-rule-players = The players picked below
prohibited-rule-club = Players of the same club
prohibited-rule-federation = Players of the same federation
prohibited-same-club = players of the same club
prohibited-same-federation = players of the same federation
prohibited-players = Players
prohibited-players-hint = Pick two or more (hold Ctrl, or ⌘ on a Mac, to pick several).
prohibited-add = Add prohibited pairing
prohibited-error-too-few = Pick two or more players.
prohibited-error-too-many = Pick at most { $max } players.
prohibited-error-unknown-player = A player picked is not registered in this tournament.
round-virtual-points = Virtual points counted in pairing this round (not in the standings):
audit-acceleration-changed = Acceleration changed from “{ $before }” to “{ $after }”
audit-virtual-points-added = Virtual points added: +{ $points } for pairing numbers { $from }–{ $to } in rounds { $first }–{ $last }
audit-virtual-points-deleted = Virtual points removed: +{ $points } for pairing numbers { $from }–{ $to } in rounds { $first }–{ $last }
audit-prohibition-added = Prohibited pairing added for rounds { $first }–{ $last }: { $players }
audit-prohibition-deleted = Prohibited pairing removed for rounds { $first }–{ $last }: { $players }
pair-prohibited-blocking = { $count ->
    [one] The round cannot be paired while this prohibited pairing holds: { $pairs }. Shorten or remove it on the players page.
   *[other] The round cannot be paired while these prohibited pairings hold: { $pairs }. Shorten or remove one of them on the players page.
}

## Issue 21: TRF records 250 (virtual points) and 260 (prohibited pairings); checker warning
trf-rule-not-a-number = a whole number was expected, found «{ $found }»
trf-round-zero = rounds start at 1
trf-rule-too-short = record 250 needs all its fields, up to column 31
trf-zero-virtual-points = the virtual points must not be zero
trf-bad-assignment-type = not a type of point assignment (W, D, L, F, H, Z, + or -, or blank): “{ $code }”
trf-rounds-reversed = the last round is before the first
trf-players-reversed = the last pairing number is before the first
trf-rule-trailing-text = unexpected text after the last field
trf-too-few-prohibited = a prohibited pairing names at least two players
trf-round-outside-event = round { $round } is beyond the number of rounds of the tournament ({ $rounds })
trf-unknown-player = no player has starting rank { $player }
warn-prohibited = { $white } and { $black } may not be paired in this round (a prohibited pairing)

# Issue 33: the bounds and the rule on control characters, for every import and form.
text-too-long = longer than { $max } characters (“{ $excerpt }”)
text-line-too-long = a line longer than { $max } bytes (“{ $excerpt }”); nothing was read
text-control-character = a control character ({ $char }), which cannot be stored
text-bidi-override = a bidirectional override ({ $char }), an invisible character that shows the text around it in another order
text-error-at = Line { $line }, column { $column }: { $message }.
form-text-refused = { $field }: { $reason }.
tc-too-many-periods = a control has at most { $max } periods per player
tc-out-of-range = period { $index } gives more than a control can: at most { $moves } moves, { $hours } hours, and an increment or delay of { $minutes } minutes
pgn-error-too-many-moves = a game has at most { $max } half-moves
# Two-step sign-in
two-factor-title = Two-step sign-in
two-factor-is-on = Two-step sign-in is on: signing in asks for a code from your authenticator app after the password.
two-factor-is-off = Two-step sign-in is off. With it on, signing in also asks for a code from an authenticator app on your phone, so a password alone is not enough.
two-factor-codes-left = { $count ->
    [one] { $count } recovery code left.
   *[other] { $count } recovery codes left.
}
two-factor-turn-on = Turn on two-step sign-in
two-factor-turn-off = Turn off two-step sign-in
two-factor-turned-off = Two-step sign-in is off. Your other sessions have ended; this one goes on.
two-factor-required-for-you = An administrator requires two-step sign-in for your account. Turn it on to go on.
two-factor-step-app = Install an authenticator app on your phone (any app that reads such codes, for example FreeOTP, Aegis, Google Authenticator or a password manager).
two-factor-step-scan = Scan this code with the app:
two-factor-step-type = Or type this key into the app:
two-factor-step-confirm = Type your password and the 6-digit code the app now shows.
two-factor-qr-label = QR code for the authenticator app
two-factor-code = Code from the app
two-factor-recovery-code = Recovery code
two-factor-code-or-recovery = Code from the app, or a recovery code
two-factor-code-wrong = This code is not right. Check the phone's clock and type the code the app shows now.
two-factor-off-refused = The password or the code is wrong.
two-factor-already-on = Two-step sign-in is already on.
two-factor-codes-title = Your recovery codes
two-factor-codes-once = Two-step sign-in is on. Keep these recovery codes somewhere safe, apart from your phone: they are shown only now.
two-factor-codes-hint = If you lose the phone, sign in with one of these codes instead of the app's code. Each works once. A new set replaces this one.
two-factor-codes-done = I have kept them
two-factor-new-codes = New recovery codes
two-factor-new-codes-hint = The codes you have now stop working.
login-code-title = Code from your app
login-code-hint = Your password was right. Type the 6-digit code your authenticator app shows for arbiter.
login-recovery-summary = Lost your phone? Use a recovery code
login-code-wrong = Wrong code. A code works only once; wait for the next one if you just used it.
login-code-expired = The sign-in took too long. Sign in again.
login-code-cancel = Cancel
users-require-two-factor = Require two-step sign-in for admins and chief arbiters
users-save-requirement = Save
users-two-factor-on = two-step
users-turn-off-two-factor = Turn off two-step sign-in (lost phone)
player-event-full = An event holds at most { $max } players: { $room } more can be registered.
import-too-large = The file is larger than { $mib } MiB and cannot be imported: split it into smaller files.
import-rows = { $count ->
    [one] The file has { $count } player.
   *[other] The file has { $count } players.
}
import-bad-rows = { $count ->
    [one] { $count } row has errors.
   *[other] { $count } rows have errors.
}
import-error-line = Line { $line }:
import-more-errors = { $count ->
    [one] …and { $count } more row with errors.
   *[other] …and { $count } more rows with errors.
}
import-more-rows = { $count ->
    [one] { $count } more row is not listed here; it is checked and imported all the same.
   *[other] { $count } more rows are not listed here; they are checked and imported all the same.
}
pairing-job-title = Pairing round { $n }…
pairing-job-brackets = Score bracket { $done } of { $total } paired.
pairing-job-starting = Reading the tournament.
pairing-job-elapsed = Running for { $seconds } s.
pairing-job-wait = This page refreshes by itself until the proposed pairing is ready; you may also leave it and come back.
pairing-job-refresh = Refresh
pairing-job-running = Round { $n } is already being paired: this page follows that pairing.
pairing-job-stopped = The pairing of round { $n } stopped before it finished (its server was stopped or restarted). Pair the round again.

## Team events (issue 36)
team-colours-a = type A colour preferences
team-colours-b = type B colour preferences
team-colours-none = no colour preferences
team-primary-mp = match points first
team-primary-gp = game points first
audit-field-short-name = Short name
audit-field-captain = Captain
audit-team-terms = { $boards } boards, { $colours }, { $primary }; a match won { $win }, drawn { $draw }, lost { $loss }; the pairing-allocated bye { $pab_mp } match points and { $pab_gp } game points
audit-team-event-made = Made a team event: { $terms }
audit-team-event-unmade = Made an individual event again
audit-team-settings-changed = Team settings changed from “{ $before }” to “{ $after }”
audit-team-added = Team { $team } entered with team pairing number { $tpn }
audit-team-changed = { $field } of team { $team } changed from “{ $before }” to “{ $after }”
audit-team-withdrawn = Team { $team } withdrawn from round { $round } on
audit-team-reinstated = Team { $team } reinstated
audit-roster-changed = Roster of { $team } in board order: { $players }
tab-teams = Teams
teams-count = { $count ->
    [one] { $count } team
   *[other] { $count } teams
}
team-event = Team event
team-event-box = A team event (teams of players play matches on several boards)
team-event-hint = Swiss events pair the teams by C.04.6; round robins use the Berger tables. The settings can change until round 1 is paired.
team-boards = Boards per match
team-colours = Colour preferences
team-primary = Primary score
team-match-win = Match won
team-match-draw = Match drawn
team-match-loss = Match lost
team-pab-match = Pairing-allocated bye: match points
team-pab-game = Pairing-allocated bye: game points
team-tiebreaks-hint = The tie-break list is chosen on the tournament's standings page.
team-boards-invalid = Boards per match must be a whole number.
team-points-invalid = { $field }: not a number of points.
team-terms-shown = { $boards } boards per match, { $colours }, { $primary }.
team-withdrawn-from = withdrawn from round { $round }
team-strength = Strength { $strength }
team-captain-named = captain { $captain }
team-roster-empty = No players on the roster yet.
team-board = Board
team-reserve = Reserve
team-move-up = Move { $player } up a board
team-move-down = Move { $player } down a board
team-remove = Remove
team-add-player = Registered player
team-add-player-button = Add to the roster
team-edit = Edit the team or withdraw it
team-name = Team name
team-short-name = Short name
team-federation = Federation or club
team-captain = Captain
team-reinstate = Reinstate the team
team-withdraw-from = Withdraw from round
team-withdraw = Withdraw the team
team-add = Enter a team
team-add-button = Enter the team
team-players-hint = Players join a roster once registered:
team-not-a-team-event = This tournament is not a team event.
team-settings-paired = A round is paired: the team settings stay as they are.
team-boards-range = Boards per match: from 1 to { $max }.
team-points-range = { $field }: from 0 to { $max } points.
team-match-points-order = A won match must be worth at least a drawn one, and a drawn one at least a lost one.
team-settings-conflict = Someone else changed the team settings meanwhile; here they are as saved now.
team-teams-registered = Teams are entered: the event stays a team event.
team-name-missing = The team needs a name.
team-text-refused = { $field } holds a control character or is too long.
team-name-taken = A team named { $name } is entered already.
team-sent-twice = The team { $name } was entered by the first sending of this form.
team-too-many = An event holds at most { $max } teams.
team-entry-closed = No team can enter now: the round robin is scheduled, or the next round is paired and not yet published.
team-not-on-roster = That player is not on the team's roster.
team-conflict = Someone else changed this team meanwhile; it is shown as saved now. Try again.
team-on-another = That player is on the roster of { $team }.
team-roster-fixed = A player of this team has been paired: its board order stays.
team-roster-full = A roster holds at most { $max } players.
team-place-range = There is no such place in the roster.
team-withdraw-round = A team is withdrawn from a round not yet paired: from round { $first } to { $last }.

audit-team-round-paired = Round { $round } paired (proposed): { $matches } matches
audit-line-up-set = Line-up of { $team } for round { $round }: { $players }
audit-match-forfeited = Round { $round }: the match { $first } – { $second } forfeited, won by { $winner }
audit-match-forfeited-both = Round { $round }: the match { $first } – { $second } forfeited by both teams
audit-match-forfeit-undone = Round { $round }: the forfeit of the match { $first } – { $second } taken back
audit-team-round-taken-back = Round { $round } taken back
team-board-empty = empty
team-round-paired = Round { $round } was paired meanwhile. The page shows it now.
team-round-paired-by = Round { $round } was paired meanwhile by { $by }. The page shows it now.
team-all-rounds-paired = Every round of the event is paired.
team-results-pending = Round { $round } still has boards without a result: enter them before pairing the next round.
team-too-few = Fewer than two teams with players can play this round.
team-round-unreadable = The teams' rounds cannot be read from the boards: { $problem }
team-unpairable-bye = No team can be given the pairing-allocated bye and leave a pairing of the others (C.04.6 art. 3.3.3).
team-unpairable-bracket = The bracket of score { $score } has no pairing with any set of upfloaters (C.04.6 art. 3.3.3).
team-unpairable-large = A bracket holds more than { $max } teams: this engine does not pair it.
team-no-match = This team has no match in this round.
team-match-played = A board of this match has a result or a recorded game: its line-ups stay as they are.
team-round-not-published = Publish the round first.
team-no-proposed-round = No proposed round waits.
team-not-last-round = Only the last published round can be taken back, before any result is entered.
line-up-not-on-roster = { $player } is not on this team's roster.
line-up-twice = { $player } is named twice.
line-up-unavailable = { $player } is withdrawn and cannot play this round.
line-up-order = { $player } is listed above { $above } on the roster and cannot play below them: the line-up keeps the roster order.
line-up-too-many = { $found } players for { $boards } boards.
team-nav = Team event
tab-matches = Matches
tab-team-standings = Team standings
team-round-title = Matches of round { $n }
team-round-proposed = proposed, not published
team-rounds-nav = Rounds
team-pair-round = Pair round { $n }
team-no-matches = This round has no matches yet.
team-proposed-help = This round is proposed: check the matches and the line-ups, then publish it. Visitors see it once it is published.
team-publish = Publish the round
team-discard = Discard the proposal
team-bye = pairing-allocated bye
team-why = Why:
team-why-bye = the pairing-allocated bye (C.04.6 art. 3.4): the lowest-ranked team that has not had it.
team-rest = rest round (no points)
team-why-rest = the round robin's rest round: with an odd number of teams, the team that meets the Berger table's phantom number has no match and no points.
team-why-round-robin = the round robin's Berger table.
team-why-by-hand = paired by hand.
team-why-bracket = bracket of { $score } points
team-why-upfloater = { $team } came up as an upfloater (art. 3.5)
team-why-colours = colours by art. { $article }
team-forfeit-first = The match was forfeited: the first-named team wins.
team-forfeit-second = The match was forfeited: the second-named team wins.
team-forfeit-both = The match was forfeited by both teams.
team-results-left-to-right = Each result reads left to right: 1-0 means the player on the left won, whatever the colour.
team-result-pending = pending
team-result-1 = 1-0
team-result-draw = ½-½
team-result-0 = 0-1
team-result-plus = +/- (forfeit)
team-result-minus = -/+ (forfeit)
team-result-both = -/- (both absent)
team-result-half-nothing = ½-0 (played)
team-result-nothing-half = 0-½ (played)
team-result-nothing-nothing = 0-0 (played)
team-save-results = Save the match's results
team-line-up-of = Line-up of { $team }
team-board-n = Board { $n }
team-save-line-up = Save the line-up
team-forfeit-label = Match forfeited as a whole:
team-forfeit-option-none = no
team-forfeit-option-first = won by the first-named team
team-forfeit-option-second = won by the second-named team
team-forfeit-option-both = lost by both teams
team-forfeit-save = Save
team-not-paired = Not paired this round: { $teams }
team-captains-box = Captains may enter their team's line-up
team-captains-hint = Each team then has a secret captain link (on the Teams page): through it the captain enters the team's line-up of the current round until a result of the match is in.
audit-team-captains = captains enter line-ups
audit-line-up-set-by-captain = The captain set the line-up of { $team } for round { $round }: { $players }
audit-captain-link-renewed = New captain link for { $team }
team-captain-of = captain of { $team }
team-captain-link = Captain's link:
team-captain-link-none = No captain link yet.
team-captain-link-renew = New captain link
team-captain-link-hint = Anyone with the link can enter the team's line-up: send it to the captain only. A new link stops the old one.
captain-title = Captain of { $team }
captain-match = Round { $round }: { $first } – { $second }
captain-line-up-hint = Choose the player on each board in roster order. A board left empty is lost by forfeit.
captain-no-match = Your team has no match to line up now.
captain-saved = The line-up is saved.
team-take-back = Take this round back
team-standings-after = Team standings after round { $n }
team-standings-none-completed = Team standings: no round completed yet
team-standings-unreadable = The teams' rounds cannot be read from the boards.
team-tpn = TPN
team-mp = MP
team-gp = GP
team-tiebreaks-legend = What the columns mean
team-export-trf = Download the team TRF-2026 file
team-tiebreaks-label = Team tie-breaks after the points:
team-tiebreaks-save = Save the list
team-tiebreaks-help = Codes of FIDE C.07, separated by spaces, e.g. “DE BH:MP EMGSB”. Empty: the default list (DE, then BH:MP in a Swiss or SB:MP in a round robin).
team-tiebreaks-default = the default list
team-tiebreak-unknown = This tie-break list is refused: unknown team tie-break «{ $code }»: { $reason }. Valid codes: { $codes }; scores :MP, :GP (ESB :MM, :MG, :GM, :GG); modifiers /Cn, /Mn
team-tiebreaks-too-many = A tie-break list holds at most { $max } codes.
audit-team-tiebreaks = Team tie-breaks changed from “{ $before }” to “{ $after }”
team-tb-MPTS = Match points: 2 for a won match, 1 for a drawn one (as the event sets them).
team-tb-GPTS = Game points: the points scored on all boards.
team-tb-MPVGP = The other score: match points where game points rank, game points where match points rank.
team-tb-BH = Buchholz: the sum of the opponents' scores.
team-tb-FB = Fore Buchholz: Buchholz with every last-round match counted as drawn.
team-tb-SB = Sonneborn-Berger: the opponents' scores weighted by the result against each.
team-tb-ESB = Extended Sonneborn-Berger: the opponents' scores times the points scored against each.
team-tb-EMMSB = The opponents' match points times the match points against each.
team-tb-EMGSB = The opponents' match points times the game points against each.
team-tb-EGMSB = The opponents' game points times the match points against each.
team-tb-EGGSB = The opponents' game points times the game points against each.
team-tb-BC = Board count: the sum of board numbers weighted by points scored (the lower ranks higher).
team-tb-WIN = Matches won, byes and forfeits included.
team-tb-WON = Matches won over the board.
team-tb-PS = Progressive score: the running score summed round by round.
team-tb-AOB = Average of the opponents' Buchholz.
team-tb-SSSC = Score strength: the opponents' scores against the own score.
team-tb-DE = Direct encounter among the tied teams.
team-tb-EDE = Extended direct encounter: the tied teams ranked by their matches among themselves, step by step.
team-tb-EDEC = Extended direct encounter, then the board count.
team-tb-EDET = Extended direct encounter, then the top board's result.
team-tb-EDEB = Extended direct encounter, then the bottom boards removed.
team-tb-EDEBT = Extended direct encounter, the board count, then the top board.
team-tb-EDEBB = Extended direct encounter, the board count, then the bottom boards removed.
team-tb-BBE = Bottom board elimination: the lowest boards removed one by one.
team-tb-TBR = The result on the top board.
pair-team-event = This is a team event: its rounds are paired team against team on the Matches page.
tab-team-crosstable = Team crosstable
tab-board-prizes = Board prizes
team-absent = absent
team-bye-short = bye
team-swap-title = Swap two teams
team-swap-help = Pick two teams of different matches (or a team and the team with the bye): they change places, and the colours of their new matches are given by art. 4.3 as the pairing gives them. Each team keeps its line-up.
team-swap-first = Team
team-swap-second = swaps places with
team-swap-choice = { $team } (match { $n })
team-swap-choice-bye = { $team } (bye)
team-swap-anyway = Pair anyway if the teams have met before
team-swap-submit = Swap
team-swap-same-match = The two teams are in the same match: pick teams of different matches.
team-swap-met-before = { $first } and { $second } have met before, and C.04.6 forbids a rematch. To pair them anyway, tick “Pair anyway” and swap again.
team-round-changed = The round was changed meanwhile (by someone else or in another tab); it is shown as it stands now. Check it and try again.
team-swap-round-robin = A round robin pairs every round by its Berger table: its matches are not changed by hand.
team-warnings = Warnings
team-warn-met-before = { $first } and { $second } have met before: C.04.6 forbids a rematch (an absolute criterion).
team-warn-both-white = Both teams prefer White.
team-warn-both-black = Both teams prefer Black.
team-warn-third-white = { $team } gets White a third time running.
team-warn-third-black = { $team } gets Black a third time running.
audit-teams-swapped = Round { $round }: { $first } and { $second } swapped by hand
team-card-players = Players
team-card-total = Total
team-card-points = { $points } pts
team-card-help = Each round shows the board played and the points scored on it; the total counts the boards played.
team-card-matches = Matches
team-round-short = R{ $n }
team-round-col = Round
team-opponent = Opponent
team-board1-colour = Board 1
team-crosstable-help = Each round: the opponent's rank, the colour of board 1 (○ White, ● Black) and the game points scored.
team-crosstable-help-rr = Each cell: the game points the team of the row scored against the team of the column (by rank).
team-reserves = Reserves
board-prizes-help = Players of each board ranked by their performance rating over the games played at the board; a prize needs at least { $games } games played (60 % of the rounds). Players below it are listed last.
board-prizes-score = Points / games
board-prizes-performance = Performance
team-print-pairings = Pairing list
team-print-sheets = Match sheets
team-print-line-ups = Line-up forms
team-print-match = Match { $n }
team-print-match-col = Match
team-print-total = Match result
team-print-sign-captain = Captain of { $team }
team-print-sign-captain-plain = Captain's signature
team-print-against = against { $team }
team-print-roster = Roster in board order:
team-print-link = Print:
team-export-csv = Team standings (CSV)
team-export-crosstable = Team crosstable (HTML)
field-control-character = This field holds a control character ({ $char }, at character { $at }), which cannot be stored. Remove it and send the form again.
field-bidi-override = This field holds a bidirectional override ({ $char }, at character { $at }), an invisible character that shows the text around it in another order. Remove it and send the form again.
trf-import-team-file = This is a team event's file (it has team records, 310). The web app imports individual events only; imported as one, its teams, matches and line-ups would be lost. Create the team event here and enter its teams, or read the file with the command line (arbiter standings, arbiter check --team, arbiter pair --team). Nothing was imported.
arbiter-chief-only = Only the chief arbiter names or removes the tournament's deputy arbiters.
player-birth-date-no-such-day = There is no such date as { $date }: check the day and the month.
round-withdraw-results-rr = { $count ->
    [one] { $count } result is entered in rounds 1 to { $round }: it is dropped with the schedule (and kept in the audit log). Type the round number { $round } to confirm:
   *[other] { $count } results are entered in rounds 1 to { $round }: they are dropped with the schedule (and kept in the audit log). Type the round number { $round } to confirm:
}
team-proposed-captains = The captains' links already show their team's match of this round, marked as proposed, not published, so that they can enter the line-ups.

## FIDE mode (issue 54)
fide-mode-title = FIDE mode
fide-mode-on = This event is in FIDE mode: scoring FIDE does not allow is refused, and a change to the rounds or to the points once a round is paired must be confirmed twice and is recorded for FIDE.
fide-mode-leave = Leave FIDE mode
fide-mode-leave-consequences = Leaving FIDE mode cannot be undone. Afterwards:
fide-mode-leave-forever = the event can never come back to FIDE mode;
fide-mode-leave-pages = every page of the event, the public ones too, says that it is not in FIDE mode;
fide-mode-leave-trf = its TRF file carries a "### FIDE mode left" line with the round, and FIDE may refuse to rate the event;
fide-mode-leave-checks = the checks of FIDE mode stop: any scoring is accepted and changes to the rounds or the points are not confirmed.
fide-mode-leave-understood = I understand that the event cannot come back to FIDE mode
fide-mode-leave-continue = Continue
fide-mode-leave-cancel = Cancel and stay in FIDE mode
fide-mode-leave-tick = Tick the box to say that you understand, or cancel.
fide-mode-leave-last-step = Last step: the event leaves FIDE mode now, in round { $round }, for good.
fide-mode-leave-confirm = Leave FIDE mode for good
fide-mode-chief-only = Only the chief arbiter can take the event out of FIDE mode.
fide-mode-already-left = This event has already left FIDE mode.
fide-mode-off = Not in FIDE mode: it was left in round { $round }, for good.
fide-mode-off-before = Not in FIDE mode: it was left before round 1, for good.
fide-mode-status-on = In FIDE mode
fide-mode-link = what it means
fide-scoring-draws = In FIDE mode, two draws cannot be worth more than a win and a loss.
fide-scoring-bye-over-win = In FIDE mode, the pairing-allocated bye cannot be worth more than a win.
fide-scoring-bye-standard = In FIDE mode, with 1 – ½ – 0 scoring the pairing-allocated bye is worth 1, ½ or 0.
fide-configuration-confirm = Rounds are already paired, and these changes alter how the event pairs or scores:
fide-configuration-consequences = The rounds already paired stay as they are, though they were paired under the old settings. The change is recorded as a pairing-integrity breach: in the audit log, and as a "### Configuration" line in the TRF file sent to FIDE, which may question it.
fide-configuration-understood = I have read this and want to make the change
fide-configuration-last-step = Last step: save to make these changes and record them.
fide-configuration-save = Save and record the change
audit-fide-mode-left = Left FIDE mode in round { $round }, for good
audit-fide-mode-left-before = Left FIDE mode before round 1, for good
audit-breach-recorded = Recorded for FIDE (a ### line of the TRF): { $kind }, round { $round }
fide-configuration-paired-otherwise = Under the new settings the Dutch system pairs these rounds otherwise: { $rounds }. They stay as they were paired, and the change says so in the TRF.
fide-configuration-below = Not saved yet: confirm the change to the rounds or points above the Save button.
fide-prohibitions-locked = In FIDE mode, prohibited pairings are entered or removed only before round 1 is paired.
fide-acceleration-locked = In FIDE mode, the acceleration and virtual points are set only before round 1 is paired.
fide-result-old-round = In FIDE mode, results are changed only in the last round played (round { $round }) and the round before it.
fide-correction-confirm = Round { $round } is not the last round paired: round { $paired } is already paired from its results. Changing this result is a correction: the pairings made stay as they are, and the correction is recorded for FIDE in the TRF report.
correction-title = Correct a result of round { $round }
adjournment-title = Finish an adjourned game of round { $round }
adjournment-confirm = Enter the result and record it
fide-adjournment-confirm = This game was adjourned, and round { $paired } was paired counting it as a draw (FIDE's Dutch system, D.1). A result other than a draw changes the scores that pairing used: the pairings made stay as they are, and the change is recorded for FIDE in the TRF report ("### Adjournment").
correction-board = Board { $board }: { $white } – { $black }
correction-confirm = Correct the result
question-cancel = Cancel
correction-grid-confirm = Changing a result here is a correction, recorded for FIDE: I confirm the corrections I make.
tiebreaks-last-step = Last step: the tie-breaks become { $list }, and the change is recorded.
fide-tiebreaks-rr-buchholz = In FIDE mode a round robin is ranked without the Buchholz family (C.07 art. 8): remove { $codes }.
fide-record-title = Recorded for FIDE
fide-record-none = Nothing yet: no setting that pairs or scores changed once a round was paired, no result was corrected and no round was imported.
fide-record-intro = Each line is written at the end of the event's TRF file, as FIDE asks of the events that break the pairing's integrity:
breach-left_fide_mode = FIDE mode left
breach-configuration = a change of the settings that pair or score
breach-correction = a result corrected
breach-import = rounds imported
breach-mpa = a pairing made by hand
breach-tiebreaks = a change of the tie-breaks
breach-fpb = a full-point bye given
breach-adjournment = an adjourned game finished otherwise than drawn after the next pairing
warn-colours-against-both = { $white } gets White and { $black } Black, though each expects the other colour: exchanging the colours would suit both.
long-event-title = Events lasting over 30 days
long-event-flag = This event lasts over 30 days (players may get new ratings during it)
long-event-ratings = The rating tie-breaks (ARO, TPR, PTP, APRO, APPO) count each opponent with
long-event-ratings-first = their first rating (C.07's rule)
long-event-ratings-each = the rating they had in the round of the game
long-event-help = The ratings players get during the event are entered on each player's page, each from a round on. C.07 (art. 10) advises against rating tie-breaks in such an event.
long-event-save = Save
tiebreaks-long-event-rating = This event lasts over 30 days: C.07 (art. 10) advises against rating tie-breaks ({ $codes }), as players' ratings change during it.
later-ratings-title = Ratings during the event
later-ratings-help = The rating above is the player's first. A rating entered here is in force from its round on; the rating tie-breaks use it only if the event counts each round's rating (tie-breaks page).
later-rating-line = From round { $round }: { $rating }
later-rating-remove = Remove
later-rating-from = From round
later-rating-add = Add the rating
later-rating-not-long = Ratings during the event are kept only for an event lasting over 30 days (tie-breaks page).
later-rating-bad-round = Give a round from 2 to { $rounds }.
later-rating-bad-value = Give a rating from 0 to { $max }.
later-rating-round = Give the round the rating is in force from.
later-rating-number = Give the rating as a number.
audit-long-event-off = The event is no longer marked as lasting over 30 days
audit-long-event-first = The event is marked as lasting over 30 days; rating tie-breaks use the first rating
audit-long-event-each-round = The event is marked as lasting over 30 days; rating tie-breaks use each round's rating
audit-later-rating-set = { $player } rated { $rating } from round { $round } on
audit-later-rating-removed = { $player }: the rating from round { $round } removed
setup-too-many-rounds = With { $players } players, a Swiss of { $rounds } rounds cannot be completed: at most { $max } rounds can be paired without two players meeting twice. Register more players or lower the number of rounds before round 1.
berger-last-two-title = The last two rounds of the first cycle
berger-last-two-reverse = Play the last two rounds of the first cycle in reverse order
berger-last-two-help = FIDE recommends it for a double round robin (C.05 Annex 1), so that nobody plays the same colour three times in a row across the two cycles. Untick to play the Berger table's order.
berger-last-two-reversed = The last two rounds of the first cycle are played in reverse order.
berger-last-two-in-order = The last two rounds of the first cycle are played in the Berger table's order.
audit-last-two-reversed = The last two rounds of the first cycle will be played in reverse order
audit-last-two-in-order = The last two rounds of the first cycle will be played in the Berger table's order
tb-name-EXT = External value
tb-help-EXT = A value computed elsewhere (a play-off, another program) and entered by the arbiter for each player on the ties page; highest first. Not one of FIDE's codes: the event's regulations define it.
ties-title = Ties at the end
ties-link = Ties left at the end: shared, drawn by lot or placed by hand
ties-intro = Players still equal after the last tie-break of the list share their place, unless the event's regulations separate them: by a drawing of lots (FIDE C.07 4.2) or by the chief arbiter. What is chosen here applies to the final standings, once every round's results are in.
ties-rule = Players still tied after the whole list
ties-rule-shared = share the place
ties-rule-lots = are separated by a drawing of lots
ties-rule-help = The drawing of lots is made by the program from this tournament's own seed: drawing again always gives the same places, and another tournament draws differently. Places given by hand come first.
ties-rule-save = Save
ties-players = Tied players
ties-not-final = Not every round's results are in yet: the places below are how the ties would be settled now.
ties-external-help = The tie-break list has EXT: enter each player's value (a number, up to two decimals); players without one come after those with one.
ties-none = No player is tied on everything.
ties-group = { $points } points
ties-place = Place
ties-external = EXT
ties-external-for = EXT value of { $player }
ties-hand = Place by hand
ties-hand-for = Place by hand of { $player }
ties-hand-help = Place by hand: 1 for the first of the tie, 2 for the next; leave empty to share the place or draw lots. It applies only while the player is tied with others on everything.
ties-save = Save the places and values
ties-saved = The places and values are saved; the final standings follow them.
ties-by-hand = by hand
ties-by-lot = by lot
ties-bad-place = { $player }: «{ $typed }» is not a place; write a whole number from 1.
ties-bad-value = { $player }: «{ $typed }» is not an EXT value; write a number with up to two decimals (2.5), between -100000 and 100000.
ties-place-range = { $player }: a place by hand is a whole number from 1 to { $players }.
audit-final-ties-lots = Players still tied at the end are separated by a drawing of lots
audit-final-ties-shared = Players still tied at the end share their place
audit-tie-entry = { $player }: place by hand { $place }, EXT value { $value }
audit-points-adjusted = { $player }: { $points } in round { $round } ({ $reason })
audit-points-adjustment-removed = { $player }: the adjustment of { $points } in round { $round } removed ({ $reason })
audit-self-service-set = What players do themselves: { $summary }
audit-self-service-off = Players do nothing themselves any more
audit-player-link-renewed = { $player }: personal link made anew (the old one stops working)
audit-player-asked = { $player } asked for { $kind } in round { $round }
audit-request-accepted = { $player }: { $kind } in round { $round } accepted
audit-request-refused = { $player }: { $kind } in round { $round } refused
audit-request-cancelled = { $player } took back the request for { $kind } in round { $round }
audit-checked-in = { $player } checked in for round { $round }
audit-checked-in-by-arbiter = { $player } checked in for round { $round } by an arbiter
audit-check-in-undone = { $player }: check-in for round { $round } taken back
audit-result-reported = { $player } reported { $result } for round { $round }, board { $board }
request-kind-hpb = a half-point bye
request-kind-zpb = a zero-point bye
request-kind-withdraw = withdrawal
breach-rating_correction = a result corrected for the rating report only
audit-rating-correction = Result of round { $round }, board { $board } for the rating report only: was { $before }, now { $after }
rating-corrections-link = Corrections for the rating report
rating-corrections-title = Round { $n }: corrections for the rating report only
rating-corrections-intro = A result found wrong after later rounds were paired from it is corrected for the rating report only (FIDE C.04.2 4.3): the pairings and standings keep the result they were made from; the rating changes, the norms and the TRF (a ### line for each correction) take the corrected one. Choose the result the rating report takes. To undo a correction, choose the board's result again.
rating-corrections-played = Result
rating-corrections-for-rating = For the rating report
rating-corrections-board = Result for the rating report, board { $n }
rating-corrections-corrected = corrected
rating-corrections-save = Save
rating-corrections-saved = Saved. Each change goes into the TRF (a ### line) and the audit log.
rating-corrections-none = No game of this round has a result yet.
rating-correction-not-published = This round is not published.
rating-correction-bye = A bye has no game to rate.
rating-correction-no-result = The game has no result yet: enter its result on the round page.
rating-corrections-game = White – Black
rr-hand-title = Pair the round robin by hand
rr-hand-intro = Instead of the Berger tables, type every round's games, one round per line, each game as White-Black by Berger number (1-6 2-5 3-4). With an odd number of players, the one missing from a line rests. The field starts with the Berger tables' schedule for these numbers. It is checked before anything is stored: everyone plays each round (one player rests when the number of players is odd) and every two players meet once in each cycle. A schedule other than the tables' is recorded for FIDE as a pairing made by hand.
rr-hand-field = Rounds (one round per line)
rr-hand-save = Check and pair every round
rr-hand-confirm = This schedule differs from the Berger tables: it is recorded for FIDE as a pairing made by hand (### MPA in the TRF). I want to pair it.
rr-hand-confirm-needed = This schedule differs from the Berger tables: tick the confirmation to pair it.
rr-hand-faults = Not paired: this is not a complete round robin ({ $count } faults).
rr-hand-too-large = A round robin paired by hand has at most 100 players.
rr-hand-unreadable = Line { $line } cannot be read: write each game as White-Black by Berger number (1-6), games separated by spaces.
rr-hand-rounds = { $found } rounds given; the players play { $expected }.
rr-hand-unknown = Round { $round }: no player has the number { $player }.
rr-hand-own = Round { $round }: { $player } cannot play against themself.
rr-hand-twice = Round { $round }: { $player } plays twice.
rr-hand-idle = Round { $round }: without a game: { $players } (only one player may rest, and only when the number of players is odd).
rr-hand-meetings = { $a } and { $b } should meet { $expected } in all; they meet { $count ->
    [one] once
   *[other] { $count } times
}
trf-imported-notice = Imported.
trf-defaults = Not in the file, so taken by default (check them in the settings): { $list }.
trf-default-name = the name (Imported tournament)
trf-default-start_date = the start date (the day of the import)
trf-default-end_date = the end date (the start date)
trf-default-federation = the federation (none)
trf-default-system = the pairing system (the Dutch Swiss system)
trf-default-rounds = the number of rounds (the rounds the file records)
trf-default-scoring = the points (1, ½, 0; the pairing-allocated bye 1)
trf-default-time_control = the time control (not set: set it before the event)
trf-default-tiebreaks = the tie-breaks (the system's default list)
trf-default-time_zone = the time zone (UTC: a TRF has none)
ties-rule-saved = Saved: how players still tied at the end are placed.
ties-save-places = Save the places
rr-hand-paired = Every round is paired from your schedule and published.
tiebreaks-saved = The tie-break list is saved; the standings follow it.
tiebreaks-edition-saved = The edition of the tie-break regulations is saved.
long-event-saved = Saved: whether the event lasts over 30 days, and the rating its rating tie-breaks use.
undo-title = Undo a correction
undo-intro = A result corrected after a later round was paired from it can be put back in one step, while the board still holds the corrected result. The undo is recorded for FIDE too (a ### Correction line).
undo-correction-line = Round { $round }, board { $board }: { $after }, corrected from { $before }
undo-button = Undo: back to the result before
undo-done = The correction is undone, and the undo is recorded for FIDE.
undo-nothing = There is nothing to undo on this board any more: it was undone or changed meanwhile, or its round can no longer change.
audit-reason-undo = the correction undone
officials-title = Officials for the rating report
officials-link = officials for the rating report
officials-intro = The TRF report sent to FIDE names the chief arbiter (record 102) and each deputy chief arbiter (record 112) as FIDE lists them: title, name and FIDE ID. They need no account here.
officials-chief = Chief arbiter
officials-deputies = Deputy chief arbiters, one per line (at most { $max })
officials-saved = The officials are saved: the TRF report names them.
officials-too-many = at most { $max } deputy chief arbiters.
officials-deputies-short = Deputy chief arbiters
officials-field-error = { $field }: { $problem }
audit-officials-named = Officials for the rating report: chief arbiter { $chief }; deputies { $deputies }
rating-method-title = The rating that seeds the event
rating-method-link = the rating that seeds the event
rating-method-intro = The tournament rating orders the players before round 1 (their pairing numbers: rating, then title, then name). The national rating is the one entered for each player (the event's federation rates them, and the TRF report says so). The rating report and the rating changes still use the FIDE rating; with a national method the report adds record 172 and each player's national rating.
rating-method-field = Tournament rating
rating-method-FIDE = the FIDE rating
rating-method-NRO = the national rating
rating-method-FIDON = the FIDE rating, or the national rating for a player without a FIDE rating
rating-method-NIDOF = the national rating, or the FIDE rating for a player without a national rating
rating-method-HBFN = the higher of the FIDE and the national rating
rating-method-saved = Saved: the players are ordered by this rating until round 1 is paired.
rating-method-after-round-1 = Round 1 is paired: the pairing numbers it gave stay, and so does the rating that gave them.
rating-method-round-1-proposed = Round 1 is proposed with the pairing numbers the rating in force gave. Discard the proposal first; then choose the rating and pair round 1 again.
audit-rating-method = Rating that seeds the event: { $before } → { $after }
col-tournament-rating = Rating ({ $method })
tie-order-field = Players equal in tournament rating and title (announced before round 1)
tie-order-name = in alphabetical order of their names
tie-order-lot = by a drawing of lots (the same at every drawing)
ratings-bad-archive = The file was not imported, and nothing was replaced: the zip archive cannot be read ({ $reason }).
ratings-updates = Keeping FIDE's list current
ratings-updates-intro = Give the address FIDE publishes its combined list at: the app checks it every day and stores a new list as soon as FIDE publishes one. Leave it empty to use only the lists you upload (the app works without internet).
ratings-address = Download address
ratings-address-save = Save the address
ratings-address-saved = The address is saved: FIDE's list is checked every day.
ratings-address-cleared = The address is cleared: FIDE's list is no longer downloaded.
ratings-address-invalid = The download address must start with http:// or https:// and name a host, with no spaces.
ratings-update-now = Check for a new list now
ratings-update-unchanged = FIDE's list has not changed since the last check.
ratings-update-failed = The check failed, and the lists stored before stay: { $reason }
ratings-updates-off = FIDE's list is not downloaded: no download address is set. The lists are the ones uploaded here.
ratings-checked = FIDE's list was last checked on { $at } UTC.
ratings-never-checked = FIDE's list has not been checked yet.
ratings-check-failed = The last check, on { $at } UTC, failed: { $reason }

## Chess960 events (checklist Q222; FIDE Laws, Guidelines II)
chess960-title = Chess960
chess960-link = Chess960
chess960-intro = In a Chess960 event every game of a round starts from the same position, drawn for that round from the tournament's own seed (the same drawing every time) and shown on the round's page as its number (0 to 959, 518 being the usual setup) and White's first rank. Castling follows the Chess960 rules: the king and the rook end where they would after usual castling. The choice is made before any game is recorded move by move.
chess960-field = The event is played as
chess960-standard = the usual game of chess
chess960-on = Chess960 (a start position drawn for each round)
chess960-saved-on = Saved: the event is played as Chess960; each round's page shows its start position.
chess960-saved-off = Saved: the event is played as the usual game of chess.
chess960-games-recorded = A game of this event is already recorded move by move from the position the current choice gave: the choice stays.
chess960-rounds-published = A round is published: its players were given its starting position, so the variant stays.
chess960-round-position = Chess960 position { $number }: { $rank }
audit-chess960-on = The event is played as Chess960
audit-chess960-off = The event is played as the usual game of chess
rating-source-fide = FIDE rating: { $source }.
rating-source-national = National rating: { $source }.
rating-source-hand = typed by hand
rating-source-trf = from the TRF file the event was imported from
rating-source-list = from { $list }, { $kind }
rating-source-kind-standard = standard rating
rating-source-kind-rapid = rapid rating
rating-source-kind-blitz = blitz rating
rating-source-kind-effective-rapid = effective rapid rating (the standard rating when there is no rapid one)
rating-source-kind-effective-blitz = effective blitz rating (the standard rating when there is no blitz one)
rating-source-kind-national = national rating
rating-source-kind-short-standard = standard
rating-source-kind-short-rapid = rapid
rating-source-kind-short-blitz = blitz
rating-source-kind-short-effective-rapid = effective rapid
rating-source-kind-short-effective-blitz = effective blitz
list-sequence-field = FIDE lists a player's rating is taken from, in order
list-sequence-help = The first list that rates a player gives his rating, one list at a time. An effective rapid or blitz rating is the standard rating of a player who has no rapid or blitz one. The default follows FIDE: standard, rapid, blitz for a standard event; effective rapid, blitz for a rapid one; effective blitz, rapid for a blitz one.
list-sequence-nth = List { $n }
list-sequence-twice = The list “{ $list }” is chosen twice: choose each list once.
audit-list-sequence = FIDE lists the ratings are taken from: { $before } changed to { $after }
audit-pairing-numbers-given = { $count ->
    [one] Pairing numbers given again after a late entry or a deletion (C.04.2 2.5): { $count } player's number changed.
   *[other] Pairing numbers given again after a late entry or a deletion (C.04.2 2.5): { $count } players' numbers changed.
}
adjourned-already = { $count ->
    [one] The game on board { $boards } is adjourned already.
   *[other] The games on boards { $boards } are adjourned already.
}
lookup-use-rating = Register { $name } with the { $kind }, { $rating }
tpn-link = Pairing numbers
tpn-title = Pairing numbers
tpn-intro = Pairing numbers follow the initial order (tournament rating, title, then the order of ties chosen at the start) and are given when round 1 is paired. Here they can be changed without touching any rating, until round 4 is paired (FIDE's general handling rules, C.04.2 2.3). Each change is asked first, written to the audit log and recorded for FIDE in the TRF report ("### TPN").
tpn-exchange-title = Exchange two pairing numbers
tpn-exchange-help = Only two players of the same tournament rating and title can exchange numbers: the initial order ties them.
tpn-first = First player
tpn-second = Second player
tpn-exchange-button = Exchange…
tpn-exchange-warning = The two players exchange their pairing numbers; ratings stay as they are. The next rounds are paired with the new numbers, and the change is recorded for FIDE in the TRF report ("### TPN").
tpn-exchange-confirm = Exchange the numbers and record it
tpn-exchanged = The two players exchanged their pairing numbers; the change is recorded for FIDE.
tpn-regenerate-heading = Give every number again from the initial order
tpn-regenerate-help = Every player gets the number the initial order gives him now: after an exchange, or corrected data. The order of ties chosen at the start is kept.
tpn-regenerate-button = Give the numbers again…
tpn-regenerate-title = { $count ->
    [one] Giving the numbers again moves { $count } number
   *[other] Giving the numbers again moves { $count } numbers
}
tpn-regenerate-warning = Each player listed gets the new number; ratings stay as they are. The next rounds are paired with the new numbers, and the change is recorded for FIDE in the TRF report ("### TPN").
tpn-regenerate-confirm = Give the numbers again and record it
tpn-regenerated = { $count ->
    [one] { $count } pairing number moved to follow the initial order; the change is recorded for FIDE.
   *[other] { $count } pairing numbers moved to follow the initial order; the change is recorded for FIDE.
}
tpn-regenerated-none = Every pairing number already follows the initial order: nothing moved.
tpn-move = No. { $from } → No. { $to }: { $name }
tpn-choose-two = Choose two players.
tpn-round-robin = A round robin's numbers are its Berger numbers, drawn or set before its rounds are paired: they are not changed here.
tpn-team-event = A team event's players are numbered by their teams: their numbers are not changed here.
tpn-not-yet-paired = Round 1 is not paired yet: the numbers are given when it is, in the order of the players list (tournament rating, title, then the order of ties).
tpn-round-four-paired = Round 4 is paired: FIDE allows no change of pairing numbers after that (C.04.2 2.3).
tpn-draft-exists = Round { $round } is proposed, paired from the numbers as they are: publish or discard the proposal first.
tpn-unknown-player = That player is not in this event, or has no pairing number yet.
tpn-same-player = The same player was chosen twice: choose two players.
tpn-unequal-rating = { $first } ({ $a }) and { $second } ({ $b }) have different tournament ratings: only players of the same rating and title can exchange numbers (C.04.2 2.2).
tpn-unequal-title = { $first } ({ $a }) and { $second } ({ $b }) have the same rating but different titles, and the title orders them: only players of the same rating and title can exchange numbers (C.04.2 2.2).
tpn-changed-meanwhile = The pairing numbers changed meanwhile: look at them again and choose again.
audit-tpn-exchanged = Pairing numbers exchanged: { $first } (No. { $first_no }) and { $second } (No. { $second_no })
audit-tpn-regenerated = Pairing numbers given again from the initial order: { $moves }
breach-pairing_numbers = pairing numbers changed
rating-checks-field = Check the players against the FIDE list in force before round 1 (the players page reports what a new list changes)
ratings-checks-off = The players of this event are not checked against the FIDE list: the check is switched off on “The rating that seeds the event”.
audit-rating-checks-on = The players' check against the FIDE list in force switched on
audit-rating-checks-off = The players' check against the FIDE list in force switched off
self-service-title = What players do themselves
self-service-intro = Players ask through their personal link; nothing they do changes a pairing or a result without you, or a rule you set here. Everything is in the log.
self-service-entry = Online entry
self-service-entry-form = The public entry form
self-service-entries = Entries waiting
self-service-entry-open = Open online entry (the public entry form)
self-service-entry-closes = Entry closes (the event’s time; empty: when you close it)
self-service-entry-limit = At most this many players (empty: no limit of its own)
self-service-entry-auto = Accept entries at once (otherwise each waits for you)
self-service-check-in = Check-in
self-service-check-in-on = Players check in for each round
self-service-check-in-minutes = Check-in opens this many minutes before the round’s start
self-service-byes = Bye requests
self-service-bye-limit = Half-point byes a player may ask for (0: none; zero-point byes and withdrawals can always be asked)
self-service-bye-hours = Until this many hours before the round’s start
self-service-reports = Results reported by the players
self-service-reports-off = Players do not report results
self-service-reports-propose = When both players report the same result, it waits for your confirmation
self-service-reports-enter = When both players report the same result, it is entered at once
self-service-saved = Saved: what players do themselves.
self-service-bad-numbers = Check the numbers and the closing time: whole numbers (minutes up to a week, at most 20 byes) and a date and time.
self-service-bad-number = A whole number from { $least } to { $most }.
self-service-bad-time = A date and time (day, month, year, hours and minutes) that exists in the event's time zone.
player-links-title = Players’ personal links
player-links-intro = Each player’s own page: their game, check-in, requests and results. Open a player to show the link and its QR code, to print or send it. Renewing a link stops the old one.
player-links-none = No players registered yet.
player-link-renew = Renew
player-link-renew-warning = The old link stops working at once.
player-link-renew-named = Renew the link of { $player }
player-link-renewed = The link was made anew: the old one no longer works.
me-number = No. { $n }
me-before-round-1 = Before round 1
me-board = Board { $n }
me-white = White
me-black = Black
me-against = against
me-starts = The round starts at { $at }.
me-not-paired = You are not paired in this round.
me-left-out = You did not check in for this round before it was paired, so you were left out of it with a zero-point bye. If you are here to play, tell the arbiter.
me-report = Your game’s result
me-report-send = Report the result
me-reported-own = You reported { $result }.
me-reports-differ = The two reports differ: the arbiter decides the result.
me-report-later = Once the round has started, you report your game’s result here.
me-reported-other = Your opponent reported { $result }.
me-check-in-title = Check-in for round { $n }
me-check-in = I am here: check in
me-check-in-done = You are checked in.
me-check-in-not-yet = Check-in has not opened yet.
me-check-in-not-asked = This event does not ask players to check in.
me-check-in-has-bye = You are not in the next round: a bye is recorded for you. If you are here to play, tell the arbiter.
me-report-not-started = The round has not started yet.
me-requests = Your requests to the arbiter
me-ask-kind = Request
me-ask-round = Round
me-ask = Send the request
me-no-requests = No requests.
me-cancel = Take back
me-games = Your games
me-card = Your card in the standings
me-tournament = The tournament’s pages
me-asked = Your request was sent to the arbiter.
me-cancelled = Your request was taken back.
me-checked-in = You are checked in.
me-reported = Your report was sent.
me-ask-not-taken = This event does not take that request from players: ask the arbiter.
me-ask-round-closed = That round is paired already (or is not in the event).
me-ask-too-late = Too late for a bye in that round: ask the arbiter.
me-ask-bye-limit = { $count ->
    [1] You have had or asked for the one half-point bye this event allows.
   *[other] You have had or asked for the { $count } half-point byes this event allows.
}
me-ask-already = You have a request for that round waiting already.
me-withdrawn-from = You withdrew from round { $round } on: you are not paired from then. A bye in a round before it may still be asked for.
me-ask-withdrawn = You have withdrawn from the event.
me-ask-too-many = You have made as many requests as one player may: ask the arbiter.
me-report-not-taken = This event does not take results from players.
me-report-no-game = You have no game waiting for its result.
request-state-open = waiting
request-state-accepted = accepted
request-state-refused = refused
request-state-cancelled = taken back
request-state-changed = accepted, then changed by the arbiter
requests-title = Players’ requests
requests-intro = What players asked through their personal links. What you accept is recorded as if you had entered it.
requests-waiting = Waiting
requests-none = Nothing waits.
requests-accept = Accept
requests-accept-second-bye = Accept (a second half-point bye: confirmed)
requests-refuse = Refuse
requests-accepted = Accepted for { $player }: { $request } for round { $round }, recorded.
requests-refused = Refused for { $player }: { $request } for round { $round }.
requests-gone = That request is no longer waiting: it was decided or taken back meanwhile.
requests-withdrawal-choice = The round was published meanwhile: withdraw the player on the players page, choosing what becomes of the game.
requests-reports = Results reported by players
requests-no-reports = No reports waiting.
requests-white-said = White: { $result }
requests-black-said = Black: { $result }
requests-reports-differ = the reports differ
requests-check-in-byes = Players with a bye for the round (asked for, or given for not checking in) are not listed: they are not paired.
requests-leave-out-warning = Each gets a zero-point bye request for round { $n }, and is not paired. A player who arrives later is put back on the players page (cancel the bye).
requests-report-missing = one player has not reported
requests-enter-on-round = enter the result on the round page
requests-enter-result = Enter { $result }
requests-result-entered = The result is entered.
requests-decided-title = Decided lately
requests-decided-by = { $state } by { $user }, { $time }
requests-decided-by-player = { $state } by the player, { $time }
requests-decided-at = { $state }, { $time }
requests-reason-named = Reason for refusing the request of { $name }
decision-reason-hint = reason (optional)
decision-reason = Reason: { $reason }
decision-reason-refused = The reason was not taken: { $reason }
entries-reason-named = Reason for refusing { $name }
me-entry-refused-because = Your entry was not accepted.
requests-check-in = Check-in for round { $n }
requests-checked-in = checked in
requests-checked-in-by-arbiter = checked in by an arbiter
requests-not-checked-in = not checked in
requests-check-in-do = Check in
requests-check-in-undo = Undo the check-in
requests-check-in-saved = Check-in saved.
requests-leave-out = { $count ->
    [1] Leave out the player not checked in (a zero-point bye)
   *[other] Leave out the { $count } players not checked in (zero-point byes)
}
requests-left-out = { $count ->
    [1] One player was left out of the round.
   *[other] { $count } players were left out of the round.
}
player-email = The player’s email address (optional)
player-email-help = Saving it mails the player this link now, and each round’s pairing when it is published.
player-email-help-no-mail = The app has no mail server (ARBITER_SMTP_URL): the address is kept, and nothing is sent.
player-email-send = Save and mail the link
player-email-save = Save the address
player-email-invalid = That is not an email address.
player-email-removed = The address was removed.
player-email-saved-no-mail = The address is saved. No mail server is configured: give the player the link yourself.
player-email-mailed = The address is saved and the link is being mailed.
audit-player-email-set = { $player }: email address set
audit-player-email-removed = { $player }: email address removed
mail-link-subject = { $tournament }: your own page
mail-link-body = Hello, { $player }!

    Your own page for { $tournament }:
    { $address }

    There you see your games and the next round, check in, report results and ask the arbiter for a bye.
    Keep this link to yourself: whoever has it acts as you.
mail-pairing-line = board { $board }, { $colour }, against { $opponent }
mail-round-subject = { $tournament }: round { $round }
mail-round-body = Hello, { $player }!

    Round { $round } of { $tournament }: { $pairing }.
    { $starts }

    Your page: { $address }
mail-rounds-subject = { $tournament }: rounds { $first }–{ $last }
mail-rounds-body = Hello, { $player }!

    Your games in { $tournament }, round by round:
    { $pairings }

    Your page: { $address }
mail-rounds-line = Round { $round }: { $pairing }.{ $starts }
mail-rounds-starts = It starts at { $at }.
# Online entry (issue 56): the public entry form and the arbiter's entries page
entry-title = Online entry
entry-link = Enter this event online
entry-auto-hint = Entries are accepted at once: you are registered as soon as you send yours.
entry-arbiter-hint = The arbiter accepts each entry: you are registered once yours is accepted.
entry-closes = Entry closes on { $time }.
entry-fide-hint = If you have a FIDE ID, give it: your rating, federation, title and year of birth come from the FIDE list, and your name too if you leave it empty.
entry-fide-hint-typed = Give your FIDE ID if you have one. Type your name and the other fields yourself: they are registered as you type them.
entry-name-needed = Give your name.
entries-no-list = No FIDE rating list is imported: players are registered with what they typed.
entry-birth-hint = Optional: it tells players of the same name apart.
entry-email = E-mail
entry-email-hint = Optional: only the arbiters see it.
entry-email-invalid = This does not look like an e-mail address (name@example.org).
entry-send = Send my entry
entry-name-missing = Give your name, or your FIDE ID.
entry-name-not-listed = This FIDE ID is not in the imported FIDE list, so your name cannot be taken from it: give your name too.
entry-not-open = This event does not take entries online now.
entry-closed-at = Online entry closed on { $time }.
entry-archived = This event is archived: it takes no entries.
entry-full = { $count ->
    [one] This event is full: it takes { $count } player, counting the entries that wait for the arbiter.
   *[other] This event is full: it takes { $count } players, counting the entries that wait for the arbiter.
}
entry-round-robin-fixed = The round robin is already scheduled: no more players can enter.
entry-already-registered = { $name } is already registered for this event. If you are another player of that name, give your date of birth or your FIDE ID.
entry-already-entered = { $name } has already entered this event: the entry waits for the arbiter.
entry-too-many = { $count ->
    [one] Too many entries were sent from your address within an hour. Please try again in { $count } minute.
   *[other] Too many entries were sent from your address within an hour. Please try again in { $count } minutes.
}
entry-unknown = This event has no such entry.
entry-decided-accepted = The entry of { $name } was accepted already: nothing changed.
entry-decided-refused = The entry of { $name } was refused already: nothing changed.
entry-registered = { $name }, you are registered for this event.
entry-link-hint = This is your personal link for the event: keep it (bookmark it, or scan the code with your phone). It opens your own page of the event. Do not pass it on.
entry-link-hint-waiting = Keep this link (or scan the code): it shows whether your entry is accepted, and then becomes your own page for the event. Keep it to yourself.
entry-waiting = Thank you, { $name }: your entry is sent and waits for the arbiter.
entries-title = Online entries
entries-link-waiting = { $count ->
    [one] Online entries: { $count } waiting
   *[other] Online entries: { $count } waiting
}
entries-taking = The event takes entries online now.
entries-form-address = The entry form:
entries-none = No entry waits for a decision.
entries-waiting = { $count ->
    [one] { $count } entry waits for your decision.
   *[other] { $count } entries wait for your decision.
}
entries-sent = sent
entries-born = born { $year }
entries-not-listed = This FIDE ID is not in the newest imported FIDE list.
entries-accept = Accept
entries-refuse = Refuse
entries-accept-named = Accept { $name }
entries-refuse-named = Refuse { $name }
entries-accept-all = Accept all
entries-accepted = { $name } is registered. The player's personal link: { $link }
entries-late-numbers = Registered after round 1 was paired: pairing numbers are given again by rating (C.04.2), so other players' numbers may have changed; see the players page.
entries-refused-lately = Refused lately
entries-refused-because = reason: { $reason }
entries-refused = The entry of { $name } is refused.
entries-accepted-all = { $count ->
    [1] One entry accepted: the player is registered.
   *[other] { $count } entries accepted: the players are registered.
}
entries-left-open = These entries stay open: { $reasons }
audit-entry-accepted = Online entry of { $player } accepted: the player is registered
audit-entry-refused = Online entry of { $player } refused
audit-entry-refused-because = Online entry of { $player } refused: { $reason }
audit-entry-auto = online entry (accepted at once)
overview-requests-waiting = { $count ->
    [1] A player’s request waits for you.
   *[other] { $count } players’ requests wait for you.
}
overview-not-checked-in = { $count ->
    [1] One player has not checked in for round { $round }.
   *[other] { $count } players have not checked in for round { $round }.
}
me-result-white = White won (1-0)
me-result-draw = Draw (½-½)
me-result-black = Black won (0-1)
me-check-in-opens = It opens at { $at }.
me-ask-limit-used = You have had or asked for every half-point bye this event allows. A zero-point bye may still be asked for, until { $hours } h before the round’s start; a withdrawal counts from the round you name on; the arbiter decides every request.
me-ask-limits = { $count ->
    [1] You may ask for one half-point bye, until { $hours } h before the round’s start. A withdrawal counts from the round you name on; the arbiter decides every request.
   *[other] You may ask for { $count } half-point byes, each until { $hours } h before the round’s start. A withdrawal counts from the round you name on; the arbiter decides every request.
}
me-ask-withdrawal-only = This event takes no bye requests from players. A withdrawal counts from the round you name on; the arbiter decides.
me-link-not-working = This personal link does not work: it may have been replaced by a new one. Ask the arbiter for your link.
me-entry-waiting = Your entry waits for the arbiter. Once it is accepted, this page becomes your own page for the event: keep the link.
me-entry-refused = Your entry was not accepted. Ask the arbiter why.

## The arbiter's manual (checklist Q11, Q12)
help-title = The arbiter's manual
help-intro = How to run a FIDE tournament with this program, step by step: what to press, and what the program checks for you. The buttons are named as the pages name them.
help-contents = Contents
help-back = Back to the contents
help-section-start = Getting started
help-section-tournament = Creating a tournament
help-section-players = Registering players
help-section-entry = Online entry and players' own pages
help-section-pairing = Pairing a round
help-section-results = Entering results
help-section-games = Recording a game move by move
help-section-standings = Standings, tie-breaks and prizes
help-section-public = Pages for players and spectators
help-section-teams = Team events
help-section-exports = Reports for FIDE and other files
help-section-accounts = Accounts, arbiters and the audit log
help-section-cli = The command line
